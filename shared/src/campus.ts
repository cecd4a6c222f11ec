// What the /campus page says of the campus (public-site.md "/campus", its marketing figures):
// the page draws it, the chat assistant answers from it ("y a le wifi ?"), one text for both.

export type CampusItemId =
  | 'amphitheatre'
  | 'informatique'
  | 'bibliotheque'
  | 'coworking'
  | 'cafeteria'
  | 'sport'
  | 'wifi'
  | 'infirmerie'
  | 'securite'
  | 'orientation'
  | 'transports'
  | 'parking';

export interface CampusItem {
  /** What the page's icon and the chat's words for the item are keyed by. */
  id: CampusItemId;
  title: string;
  description: string;
}

export const CAMPUS_FACILITIES: readonly CampusItem[] = [
  { id: 'amphitheatre', title: 'Amphithéâtre', description: 'Un amphithéâtre de 200 places pour les cours, conférences et remises de diplômes.' },
  { id: 'informatique', title: 'Salles informatiques', description: '50 postes informatiques récents, connectés et équipés des logiciels professionnels.' },
  { id: 'bibliotheque', title: 'Bibliothèque', description: 'Une bibliothèque de plus de 10\u00a0000 ouvrages et des ressources numériques.' },
  { id: 'coworking', title: 'Espaces de coworking', description: "Des espaces de travail en groupe pour les projets et l'incubation." },
  { id: 'cafeteria', title: 'Cafétéria', description: 'Des repas et boissons à prix étudiants, dans un espace convivial.' },
  { id: 'sport', title: 'Espace sportif', description: 'Un terrain pour le sport et les activités associatives des étudiants.' },
];

export const CAMPUS_SERVICES: readonly CampusItem[] = [
  { id: 'wifi', title: 'Wi-Fi haut débit', description: 'Une connexion gratuite sur tout le campus pour les étudiants.' },
  { id: 'infirmerie', title: 'Infirmerie', description: 'Une infirmière présente pour les premiers soins et la prévention.' },
  { id: 'securite', title: 'Sécurité', description: 'Un campus gardé et des accès contrôlés, de jour comme de nuit.' },
  { id: 'orientation', title: 'Orientation et emploi', description: 'Un service qui aide à choisir sa voie, trouver un stage et un emploi.' },
];

/** "Venir au campus", beside the address and the hours (content keys). */
export const CAMPUS_ACCESS: readonly CampusItem[] = [
  { id: 'transports', title: 'Transports en commun', description: 'Lignes de bus 12, 27 et 81, arrêt à 5 minutes à pied du campus.' },
  { id: 'parking', title: 'Parking', description: 'Parking gratuit de 200 places pour les étudiants et les visiteurs.' },
];

/**
 * The spots of the virtual tour, in its tabs' order. DECISIONS "Campus": "Voir en 360°" opens
 * the selected spot's image full screen; each spot's photo is a content key
 * (content-keys.ts, campusTourImageKey), drawn by the page while none is given.
 */
export const CAMPUS_TOUR_SPOTS = [
  { id: 'hall', name: "Hall d'accueil", description: "Le point de départ de la visite : accueil, scolarité et espace d'attente pour les familles." },
  { id: 'amphitheatre', name: 'Amphithéâtre', description: '200 places, sonorisation et vidéoprojection pour les cours magistraux, conférences et cérémonies.' },
  { id: 'bibliotheque', name: 'Bibliothèque', description: 'Plus de 10\u00a0000 ouvrages, des postes de consultation et des salles de travail en groupe.' },
  { id: 'informatique', name: 'Salle informatique', description: '50 postes connectés en fibre, logiciels de gestion, de comptabilité et de développement.' },
] as const;
export type CampusTourSpotId = (typeof CAMPUS_TOUR_SPOTS)[number]['id'];
