// Constants the pages, forms and server share. Kept apart from the zod schemas so the
// visitor's bundle does not pull zod in (a schema module is not tree-shaken away).

/** Programme categories, in the order of the /filieres filter buttons. */
export const PROGRAM_CATEGORIES = ['BTS TERTIAIRES', 'BTS INDUSTRIEL', 'LICENCE/MASTER', 'CERTIFICAT'] as const;

export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];

export const DEFAULT_PROGRAM_LEVEL = 'BTS';

export const DEFAULT_PROGRAM_DURATION = '2 ans';

export const NEWS_CATEGORIES = [
  'Innovation',
  'Formation',
  'Partenariats',
  'Événements',
  'Technologie',
  'Réussite Étudiante',
  'International',
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Shown when an article has no summary (public-site.md section 9). */
export const NEWS_SUMMARY_FALLBACK = "Découvrez cette actualité importante de l'école.";

export const PROJECT_STATUSES = ['upcoming', 'completed'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Default values of the tariff form (admin-back-office.md sections 5 and 9). */
export const TARIFF_DEFAULTS = {
  programName: 'BTS - Orientés 1ère Année',
  programDuration: '2 ans',
  inscriptionFee: 85000,
  fraisAnnexes: 140000,
  totalFee: 225000,
  firstPayment: 85000,
  secondPayment: 85000,
  thirdPayment: 55000,
  requiredDocuments: [
    "2 extraits d'acte de naissance",
    'Copie du dernier bulletin de notes',
    "4 photos d'identité",
    "2 copies légalisées de l'attestation du BAC",
    "Copie de la carte nationale d'identité",
  ],
  supplies: ['1 paquet de marqueurs', '1 rame de papier', '1 chemise cartonnée (nouveaux étudiants)'],
} as const;

export const ALBUM_CATEGORIES = [
  'Événements',
  'Campus',
  'Formations',
  'Vie étudiante',
  'Cérémonies',
  'Infrastructures',
  'Activités',
  'Conférences',
] as const;

export const MEDIA_TYPES = ['image', 'video'] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

/** The five dark gradients an institute card may use (admin-back-office.md section 5). */
export const INSTITUTE_GRADIENTS = [
  { value: 'from-gray-800 to-gray-900', label: 'Gris' },
  { value: 'from-blue-800 to-blue-900', label: 'Bleu' },
  { value: 'from-green-800 to-green-900', label: 'Vert' },
  { value: 'from-orange-800 to-orange-900', label: 'Orange' },
  { value: 'from-purple-800 to-purple-900', label: 'Violet' },
] as const;

export const CONTACT_SUBJECTS = [
  "Demande d'Information",
  'Candidature',
  'Partenariat Entreprise',
  'Stages et Emplois',
  'Support Technique',
  'Autre',
] as const;

export const CONTACT_PROGRAMS = [
  'Management et Entrepreneuriat',
  'Marketing Digital & E-Commerce',
  'Gestion des Entreprises',
  'Formation Continue',
  'Autre',
] as const;

/** Name of the hidden field a human never fills in; a bot that fills it is ignored. */
export const CONTACT_HONEYPOT_FIELD = 'website';


/** Recent news on the home page: at most this many (public-site.md sections 2 and 9). */
export const RECENT_NEWS_LIMIT = 4;
/** Largest `limit` GET /api/news accepts. */
export const NEWS_LIST_LIMIT_MAX = 50;

/** Longest chat message a visitor may send (issue 4: "at most 1,000 characters"). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
