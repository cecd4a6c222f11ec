// The demo content of a fresh install (DECISIONS "Brand and data"): a fictional school, its
// people and contacts. Phone numbers follow the +225 27 22 00 00 10 pattern, e-mails use the
// reserved .example domain, bank accounts are made of zeros. Pictures are named here by id
// and drawn by illustrations.ts; index.ts turns each use into a stored /media/ file.
import type { CampusTourSpotId } from '@ecole/shared/campus';
import { campusTourImageKey } from '@ecole/shared/content-keys';
import { INSTITUTE_GRADIENTS } from '@ecole/shared/schemas/institutes';
import type { NewsCategory } from '@ecole/shared/schemas/news';
import type { ProgramCategory } from '@ecole/shared/schemas/programs';
import { TARIFF_DEFAULTS } from '@ecole/shared/schemas/tariffs';
import type { PictureSpec } from './illustrations';
import { CAMPUS_TOUR_FRAME } from './illustrations';

/**
 * Each distinct drawing, rendered and ingested once (about half a second of CPU each, most
 * of it the WebP variants), then copied for every further row that shows it (media.ts).
 * So there are just enough drawings that no page shows the same one twice in a list, and
 * the captions are broad enough for every row that reuses them.
 */
export const PICTURES = {
  campusWide: CAMPUS_TOUR_FRAME,
  classroomWide: { theme: 'classroom', format: 'wide', caption: 'Des cours tournés vers la pratique' },
  conferenceWide: { theme: 'conference', format: 'wide', caption: "Centre d'incubation" },
  founder: { theme: 'portrait', format: 'portrait', caption: 'Mot du fondateur' },
  finance: { theme: 'finance', format: 'card', caption: 'Finance et gestion' },
  commerce: { theme: 'people', format: 'card', caption: 'Commerce et relation client', variant: 1 },
  humanResources: { theme: 'people', format: 'card', caption: 'Ressources humaines', variant: 2 },
  logistics: { theme: 'logistics', format: 'card', caption: 'Logistique' },
  library: { theme: 'library', format: 'card', caption: 'Bibliothèque' },
  energy: { theme: 'energy', format: 'card', caption: 'Électrotechnique' },
  code: { theme: 'tech', format: 'card', caption: 'Informatique' },
  network: { theme: 'network', format: 'card', caption: 'Réseaux et télécommunications' },
  management: { theme: 'classroom', format: 'card', caption: 'En classe', variant: 1 },
  digital: { theme: 'tech', format: 'card', caption: 'Numérique', variant: 2 },
  social: { theme: 'network', format: 'card', caption: 'Connectés au monde', variant: 1 },
  startup: { theme: 'conference', format: 'card', caption: 'Entrepreneuriat', variant: 1 },
  campus: { theme: 'campus', format: 'card', caption: 'Campus', variant: 1 },
  ceremony: { theme: 'ceremony', format: 'card', caption: 'Cérémonie', variant: 1 },
  ceremonyCaps: { theme: 'ceremony', format: 'card', caption: 'Promotion 2026', variant: 2 },
  agri: { theme: 'agri', format: 'card', caption: 'Agro-business' },
  tourHall: { theme: 'campus', format: 'wide', caption: "Hall d'accueil", variant: 3 },
  tourAmphitheatre: { theme: 'conference', format: 'wide', caption: 'Amphithéâtre', variant: 2 },
  tourLibrary: { theme: 'library', format: 'wide', caption: 'Bibliothèque', variant: 1 },
  tourComputers: { theme: 'tech', format: 'wide', caption: 'Salle informatique', variant: 1 },
} satisfies Record<string, PictureSpec>;

export type PictureId = keyof typeof PICTURES;

/** Image content keys the demo fills (the others keep their default, none): the campus tour's spots. */
export const CONTENT_PICTURES: Record<string, PictureId> = {
  [campusTourImageKey('hall')]: 'tourHall',
  [campusTourImageKey('amphitheatre')]: 'tourAmphitheatre',
  [campusTourImageKey('bibliotheque')]: 'tourLibrary',
  [campusTourImageKey('informatique')]: 'tourComputers',
} satisfies Record<ReturnType<typeof campusTourImageKey<CampusTourSpotId>>, PictureId>;

export const SLIDERS: Array<{
  title: string;
  subtitle: string;
  description: string;
  picture: PictureId;
  button1: [text: string, link: string];
  button2: [text: string, link: string];
}> = [
  {
    title: "L'École Où L'Apprentissage Prend Vie",
    subtitle: "Former l'élite entrepreneuriale de demain",
    description:
      "Des formations professionnalisantes en management, commerce et technologies, pensées avec les entreprises d'Abidjan pour vous mener à l'emploi ou à la création de votre propre entreprise.",
    picture: 'campusWide',
    button1: ['Découvrir', '/filieres'],
    button2: ['En Savoir Plus', '/a-propos'],
  },
  {
    title: "Des BTS et des Licences tournés vers l'emploi",
    subtitle: 'Plus de 50 entreprises partenaires pour vos stages',
    description:
      'Cours assurés par des professionnels, études de cas ivoiriennes et stage garanti : nos diplômés sont opérationnels dès leur sortie.',
    picture: 'classroomWide',
    button1: ['Nos Filières', '/filieres'],
    button2: ['Voir les Tarifs', '/tarifs'],
  },
  {
    title: "De l'idée à l'entreprise",
    subtitle: "Le centre d'incubation de Lagune Business School",
    description:
      "Mentorat, ateliers et mise en relation avec des investisseurs : chaque année, nos étudiants lancent leur activité avec l'appui de notre cabinet.",
    picture: 'conferenceWide',
    button1: ['Le Cabinet', '/cabinet'],
    button2: ['Nous Contacter', '/contact'],
  },
];

export const FOUNDER = {
  title: "Bâtir ensemble l'Afrique qui entreprend",
  quote:
    "Depuis 2010, notre conviction est simple : chaque jeune Ivoirien porte en lui un projet capable de transformer son quartier, sa ville et son pays. Notre rôle est de lui donner les compétences, le réseau et la confiance pour le réaliser.",
  vision:
    "Faire de notre école la référence ouest-africaine de la formation à l'entrepreneuriat, où l'on apprend en faisant, au contact des entreprises et des incubateurs.",
  founderName: 'Dr Alain-Serge Ehouman',
  founderRole: 'Fondateur et Président',
  founderOrganization: 'Groupe Lagune Business School',
  picture: 'founder' as PictureId,
};

const gradient = (label: (typeof INSTITUTE_GRADIENTS)[number]['label']) =>
  INSTITUTE_GRADIENTS.find((g) => g.label === label)!.value;

export const INSTITUTES = [
  {
    title: 'Institut de Management et de Commerce',
    description:
      'BTS tertiaires, Licence et Master : finance, gestion commerciale, ressources humaines et marketing digital, au plus près des entreprises.',
    bgColor: gradient('Bleu'),
  },
  {
    title: 'Institut des Nouvelles Technologies',
    description:
      "Développement d'applications, réseaux et télécommunications, électrotechnique : des métiers techniques qui recrutent à Abidjan.",
    bgColor: gradient('Violet'),
  },
  {
    title: "Institut d'Agriculture et d'Agro-business",
    description:
      "Gestion d'exploitation, transformation agroalimentaire et commercialisation : entreprendre dans la première richesse du pays.",
    bgColor: gradient('Vert'),
  },
  {
    title: 'Institut de Formation Continue',
    description:
      'Certificats courts, cours du soir et formations sur mesure pour les salariés, les entrepreneurs et les entreprises.',
    bgColor: gradient('Orange'),
  },
];

export const PROGRAMS: Array<{
  name: string;
  category: ProgramCategory;
  level: string;
  duration: string;
  description: string;
  picture: PictureId;
  isActive?: boolean;
}> = [
  {
    name: 'Finance Comptabilité et Gestion des Entreprises',
    category: 'BTS TERTIAIRES',
    level: 'BTS',
    duration: '2 ans',
    description:
      'Comptabilité générale et analytique, fiscalité ivoirienne, gestion financière et logiciels comptables : le socle des métiers de la gestion.',
    picture: 'finance',
  },
  {
    name: 'Gestion Commerciale',
    category: 'BTS TERTIAIRES',
    level: 'BTS',
    duration: '2 ans',
    description: 'Techniques de vente, négociation, marketing opérationnel et gestion de la relation client, avec deux stages en entreprise.',
    picture: 'commerce',
  },
  {
    name: 'Ressources Humaines et Communication',
    category: 'BTS TERTIAIRES',
    level: 'BTS',
    duration: '2 ans',
    description: 'Recrutement, paie, droit du travail, communication interne et externe : former les futurs assistants RH et chargés de communication.',
    picture: 'humanResources',
  },
  {
    name: 'Logistique',
    category: 'BTS TERTIAIRES',
    level: 'BTS',
    duration: '2 ans',
    description: "Transport, entreposage, transit et douane : une filière liée à l'activité du port d'Abidjan et des plateformes régionales.",
    picture: 'logistics',
  },
  {
    name: 'Assistanat de Direction',
    category: 'BTS TERTIAIRES',
    level: 'BTS',
    duration: '2 ans',
    description: "Organisation, bureautique avancée, rédaction professionnelle et anglais des affaires pour seconder une direction d'entreprise.",
    picture: 'library',
  },
  {
    name: 'Électrotechnique',
    category: 'BTS INDUSTRIEL',
    level: 'BTS',
    duration: '2 ans',
    description: 'Installations électriques, automatismes, maintenance et énergies renouvelables, avec travaux pratiques en atelier.',
    picture: 'energy',
  },
  {
    name: "Informatique Développeur d'Application",
    category: 'BTS INDUSTRIEL',
    level: 'BTS',
    duration: '2 ans',
    description: 'Algorithmique, développement web et mobile, bases de données et gestion de projet agile, sur des cas réels.',
    picture: 'code',
  },
  {
    name: 'Réseaux Informatiques et Télécommunications',
    category: 'BTS INDUSTRIEL',
    level: 'BTS',
    duration: '2 ans',
    description: 'Administration système, réseaux locaux et étendus, sécurité et télécommunications mobiles.',
    picture: 'network',
  },
  {
    name: 'Licence Management et Entrepreneuriat',
    category: 'LICENCE/MASTER',
    level: 'Licence',
    duration: '3 ans',
    description: "Stratégie, finance d'entreprise, droit des affaires et montage de projet, avec un passage par notre centre d'incubation.",
    picture: 'management',
  },
  {
    name: 'Master Marketing Digital & E-Commerce',
    category: 'LICENCE/MASTER',
    level: 'Master',
    duration: '2 ans',
    description: 'Stratégie digitale, référencement, publicité en ligne, analyse de données et gestion de boutiques en ligne.',
    picture: 'digital',
  },
  {
    name: 'Licence Banque, Finance et Assurance',
    category: 'LICENCE/MASTER',
    level: 'Licence',
    duration: '3 ans',
    description: "Ouverture prévue à la rentrée prochaine, sous réserve d'agrément.",
    picture: 'finance',
    isActive: false,
  },
  {
    name: "Certificat Création d'Entreprise",
    category: 'CERTIFICAT',
    level: 'Certificat',
    duration: '6 mois',
    description: "Du business plan au premier client : formalités de création, financement, comptabilité de base et prise de parole devant des investisseurs.",
    picture: 'startup',
  },
  {
    name: 'Certificat Community Management',
    category: 'CERTIFICAT',
    level: 'Certificat',
    duration: '3 mois',
    description: "Animer les réseaux sociaux d'une marque, créer des contenus et mesurer leur audience, en cours du soir.",
    picture: 'social',
  },
];

const html = (...blocks: string[]) => blocks.join('\n');

export const NEWS: Array<{
  title: string;
  date: string;
  category: NewsCategory;
  author: string;
  summary: string;
  content: string;
  picture: PictureId;
  featured?: boolean;
  isActive?: boolean;
  gallery?: Array<{ picture: PictureId; caption: string }>;
}> = [
  {
    title: 'Journée portes ouvertes le 5 décembre sur nos quatre sites',
    date: '2026-11-15',
    category: 'Événements',
    author: 'Direction',
    summary: "Visites guidées, rencontres avec les enseignants et entretiens d'orientation gratuits à Cocody, au Plateau, à Yopougon et à Marcory.",
    picture: 'campus',
    content: html(
      "<p>Le <strong>samedi 5 décembre 2026</strong>, de 8h à 16h, Lagune Business School ouvre les portes de ses quatre sites d'Abidjan aux futurs étudiants et à leurs familles.</p>",
      '<p>Au programme de la journée :</p>',
      "<ul><li>visites guidées des salles de cours, des laboratoires informatiques et de la bibliothèque ;</li><li>présentation des BTS, Licences, Masters et certificats ;</li><li>entretiens d'orientation individuels et gratuits ;</li><li>témoignages d'anciens étudiants devenus entrepreneurs.</li></ul>",
      "<p>Les candidats qui déposent leur dossier le jour même bénéficient d'une <strong>réduction de 50 % sur les frais d'inscription</strong>. Pensez à apporter une copie de votre dernier bulletin.</p>",
    ),
  },
  {
    title: "Le centre d'incubation accueille sa troisième promotion de start-up",
    date: '2026-11-08',
    category: 'Innovation',
    author: 'Awa Tanoh-Bamba',
    featured: true,
    summary: "Douze projets portés par nos étudiants et diplômés rejoignent le programme d'accompagnement de six mois.",
    picture: 'startup',
    content: html(
      "<p>Après une sélection qui a réuni plus de quarante candidatures, <strong>douze projets</strong> intègrent cette année le centre d'incubation de Lagune Business School, installé sur le site de Cocody.</p>",
      '<p>Les équipes retenues travaillent dans des domaines variés :</p>',
      '<ul><li>transformation et distribution de produits vivriers ;</li><li>applications mobiles de paiement pour les commerçants ;</li><li>services de livraison à Abidjan ;</li><li>mode et artisanat.</li></ul>',
      "<p>Pendant six mois, chaque équipe bénéficie d'un mentor issu de nos entreprises partenaires, d'ateliers hebdomadaires et d'un espace de travail partagé. Le programme se termine par une <strong>journée de présentation devant des investisseurs</strong> au mois de mai.</p>",
      "<p>« Nous voulons que nos étudiants quittent l'école avec un diplôme et, pour ceux qui le souhaitent, avec une entreprise », rappelle la responsable de l'incubateur.</p>",
    ),
    gallery: [
      { picture: 'conferenceWide', caption: 'Présentation des projets devant le jury de sélection' },
      { picture: 'commerce', caption: 'Atelier de définition du modèle économique' },
      { picture: 'humanResources', caption: 'Les douze équipes de la promotion 2026-2027' },
    ],
  },
  {
    title: 'Cinq nouvelles entreprises partenaires pour les stages de nos BTS',
    date: '2026-10-28',
    category: 'Partenariats',
    author: 'Koffi Mensah-Lago',
    summary: 'Logistique, banque, distribution et télécommunications : notre réseau de partenaires dépasse désormais cinquante entreprises.',
    picture: 'commerce',
    content: html(
      '<p>Le service Relations Entreprises a signé cet automne <strong>cinq nouvelles conventions de partenariat</strong> avec des sociétés implantées à Abidjan.</p>',
      "<p>Ces accords prévoient l'accueil de stagiaires de deuxième année, l'intervention de cadres dans nos cours et la participation aux jurys de soutenance.</p>",
      "<ul><li>un groupe de transit et de logistique portuaire ;</li><li>une banque commerciale ;</li><li>une enseigne de distribution ;</li><li>un opérateur de télécommunications ;</li><li>un cabinet d'expertise comptable.</li></ul>",
      '<p>Les étudiants intéressés peuvent dès maintenant déposer leur candidature auprès du service, sur chacun des quatre sites.</p>',
    ),
    gallery: [
      { picture: 'humanResources', caption: 'Signature des conventions au site du Plateau' },
      { picture: 'management', caption: "Intervention d'un cadre partenaire en cours de gestion commerciale" },
    ],
  },
  {
    title: 'Ouverture du Certificat Community Management en cours du soir',
    date: '2026-10-14',
    category: 'Formation',
    author: 'Direction',
    summary: "Une formation de trois mois pour apprendre à animer les réseaux sociaux d'une marque, ouverte aux salariés et aux entrepreneurs.",
    picture: 'digital',
    content: html(
      "<p>L'Institut de Formation Continue lance un <strong>Certificat Community Management</strong> sur le site de Marcory, les mardis et jeudis de 18h à 21h.</p>",
      "<p>La formation aborde la stratégie éditoriale, la création de visuels et de vidéos courtes, la publicité en ligne et la mesure de l'audience.</p>",
      "<p>Elle se conclut par un projet réel mené pour une petite entreprise ou une association du quartier. Les inscriptions sont ouvertes jusqu'au 20 novembre.</p>",
    ),
  },
  {
    title: 'Nos étudiants en BTS Finance remportent le Challenge inter-écoles de gestion',
    date: '2026-10-02',
    category: 'Réussite Étudiante',
    author: 'Mariam Coulibaly-Diarra',
    summary: "L'équipe de deuxième année s'impose face à quatorze établissements avec une étude de cas sur une coopérative de cacao.",
    picture: 'finance',
    content: html(
      '<p>Quatre étudiantes et étudiants de deuxième année de <strong>BTS Finance Comptabilité et Gestion des Entreprises</strong> ont remporté le Challenge inter-écoles de gestion organisé à Abidjan.</p>',
      "<p>En quarante-huit heures, les équipes devaient établir le diagnostic financier d'une coopérative agricole et proposer un plan de redressement.</p>",
      "<p>Le jury a salué la <strong>rigueur de l'analyse</strong> et la clarté de la présentation orale. Les lauréats effectueront leur stage de fin d'études dans un cabinet d'audit partenaire.</p>",
      "<ul><li>Une équipe de quatre étudiants de deuxième année</li><li>Quatorze établissements participants</li><li>Quarante-huit heures d'épreuve</li></ul>",
    ),
    gallery: [
      { picture: 'ceremony', caption: 'Remise du trophée aux lauréats' },
      { picture: 'conferenceWide', caption: "L'étude de cas présentée au jury" },
      { picture: 'management', caption: "Préparation de l'épreuve avec les enseignants" },
      { picture: 'startup', caption: 'La finale au centre de conférences' },
    ],
  },
  {
    title: 'Une nouvelle salle informatique de quarante postes au Plateau',
    date: '2026-09-21',
    category: 'Technologie',
    author: 'Yannick Gnahoré',
    summary: 'Ordinateurs récents, fibre optique et logiciels professionnels pour les filières informatiques et le marketing digital.',
    picture: 'code',
    content: html(
      "<p>Le site du Plateau dispose depuis la rentrée d'une <strong>salle informatique de quarante postes</strong> reliée à la fibre optique.</p>",
      "<p>Elle accueille les travaux pratiques des BTS Informatique Développeur d'Application et Réseaux Informatiques et Télécommunications, ainsi que les cours de marketing digital.</p>",
      "<p>En dehors des heures de cours, la salle reste ouverte aux étudiants de toutes les filières <strong>jusqu'à 21h</strong> en semaine.</p>",
    ),
    gallery: [
      { picture: 'digital', caption: 'Travaux pratiques de développement web' },
      { picture: 'network', caption: 'La baie de brassage et le nouveau réseau du site' },
      { picture: 'campus', caption: 'Le site du Plateau' },
    ],
  },
  {
    title: 'Double diplôme : douze étudiants partent étudier au Canada',
    date: '2026-09-07',
    category: 'International',
    author: 'Direction',
    summary: 'Dans le cadre de notre partenariat universitaire, les meilleurs étudiants de Licence poursuivent leur cursus outre-Atlantique.',
    picture: 'social',
    content: html(
      "<p>Douze étudiants de <strong>Licence Management et Entrepreneuriat</strong> ont rejoint ce mois-ci notre université partenaire au Canada pour un semestre d'études.</p>",
      "<p>À leur retour, ils obtiendront un double diplôme reconnu dans les deux pays. Une partie des frais de séjour est prise en charge par une bourse de l'école.</p>",
      '<p>Les candidatures pour le prochain départ seront ouvertes en <strong>février 2027</strong>.</p>',
    ),
  },
  {
    title: "Rentrée 2026-2027 : calendrier et démarches d'inscription",
    date: '2026-08-25',
    category: 'Formation',
    author: 'Direction',
    summary: 'Les cours reprennent le 5 octobre. Voici les pièces à fournir et les dates à retenir pour finaliser votre inscription.',
    picture: 'management',
    content: html(
      '<p>La rentrée des étudiants de première année aura lieu le <strong>lundi 5 octobre 2026</strong> sur les quatre sites ; celle des étudiants de deuxième et troisième années le lundi 12 octobre.</p>',
      '<p>Pour finaliser votre inscription, présentez-vous au service de la scolarité de votre site avec :</p>',
      "<ul><li>deux extraits d'acte de naissance ;</li><li>une copie du dernier bulletin de notes ;</li><li>quatre photos d'identité ;</li><li>deux copies légalisées de l'attestation du BAC.</li></ul>",
      '<p>Le détail des frais par site est disponible sur la page <strong>Nos Tarifs</strong>.</p>',
    ),
  },
  {
    title: "Remise des diplômes 2026 : 412 lauréats à l'honneur",
    date: '2026-07-18',
    category: 'Événements',
    author: 'Direction',
    summary: "Familles, enseignants et entreprises partenaires ont célébré la promotion 2026 lors d'une cérémonie au Plateau.",
    picture: 'ceremony',
    content: html(
      '<p>La cérémonie de remise des diplômes de la <strong>promotion 2026</strong> a réuni plus de mille invités.</p>',
      '<p>Quatre cent douze diplômés de BTS, de Licence et de Master ont reçu leur diplôme, dont quarante-cinq avec mention très bien.</p>',
      "<p>Le prix de l'entrepreneuriat a récompensé une jeune diplômée qui a créé une entreprise de transformation de manioc employant déjà six personnes.</p>",
    ),
    gallery: [
      { picture: 'ceremonyCaps', caption: 'Le lancer de toques de la promotion 2026' },
      { picture: 'startup', caption: 'Les diplômés de BTS sur scène' },
      { picture: 'conferenceWide', caption: "Remise du prix de l'entrepreneuriat" },
    ],
  },
  {
    title: 'Hackathon AgriTech : des solutions numériques pour les producteurs',
    date: '2026-07-03',
    category: 'Innovation',
    author: 'Awa Tanoh-Bamba',
    isActive: false,
    summary: "Brouillon : compte rendu du hackathon organisé avec l'Institut d'Agriculture et d'Agro-business.",
    picture: 'agri',
    content: html(
      '<p>Pendant deux jours, des étudiants en informatique et en agro-business ont conçu ensemble des <strong>outils numériques pour les producteurs</strong>.</p>',
      '<p>Compte rendu complet à venir.</p>',
    ),
  },
];

export const PROJECTS: Array<{
  title: string;
  description: string;
  status: 'upcoming' | 'completed';
  startDate: string;
  endDate: string;
  pictures: PictureId[];
  withVideo?: boolean;
  link?: string;
}> = [
  {
    title: "Programme d'accompagnement des PME de Treichville",
    description:
      'Vingt petites entreprises du quartier seront accompagnées pendant six mois : diagnostic de gestion, tenue de la comptabilité, accès au financement et présence en ligne. Les consultants du cabinet seront épaulés par des étudiants de Licence.',
    status: 'upcoming',
    startDate: '2027-02-01',
    endDate: '2027-07-30',
    pictures: ['commerce', 'finance'],
  },
  {
    title: "Diagnostic numérique des commerçants du marché d'Adjamé",
    description:
      "Une étude auprès de trois cents commerçants pour mesurer l'usage du paiement mobile et des réseaux sociaux, puis des ateliers gratuits de formation au marketing digital.",
    status: 'upcoming',
    startDate: '2027-03-15',
    endDate: '2027-06-30',
    pictures: ['digital'],
  },
  {
    title: "Formation des cadres d'une coopérative agricole d'Agboville",
    description:
      "Cinq sessions de formation en gestion financière, organisation et commercialisation pour les trente responsables d'une coopérative de producteurs de cacao et de banane plantain.",
    status: 'completed',
    startDate: '2025-10-06',
    endDate: '2026-02-27',
    pictures: ['agri', 'management', 'startup'],
    withVideo: true,
  },
  {
    title: "Audit organisationnel d'une mutuelle de santé",
    description:
      "Analyse des processus, des outils de gestion et de la relation avec les adhérents, suivie d'un plan d'action en douze mesures remis au conseil d'administration.",
    status: 'completed',
    startDate: '2026-03-02',
    endDate: '2026-06-26',
    pictures: ['management', 'finance', 'library', 'humanResources'],
    link: 'https://cabinet.lagune-business.example/references/audit-mutuelle',
  },
];

const SITE_BASE = {
  requiredDocuments: [...TARIFF_DEFAULTS.requiredDocuments],
  supplies: [...TARIFF_DEFAULTS.supplies],
};

/** Amounts in F CFA; totalFee = inscriptionFee + fraisAnnexes = first + second + third payment. */
export const TARIFFS = [
  {
    site: 'Site de Cocody',
    location: 'Rue des Jardins, Cocody II Plateaux, Abidjan',
    phone: '+225 27 22 00 00 11',
    email: 'cocody@lagune-business.example',
    accountInfo: 'Banque de la Lagune – Agence Cocody – Compte n° 00000 00000000011 00',
    programName: TARIFF_DEFAULTS.programName,
    programDuration: TARIFF_DEFAULTS.programDuration,
    inscriptionFee: TARIFF_DEFAULTS.inscriptionFee,
    fraisAnnexes: TARIFF_DEFAULTS.fraisAnnexes,
    totalFee: TARIFF_DEFAULTS.totalFee,
    firstPayment: TARIFF_DEFAULTS.firstPayment,
    secondPayment: TARIFF_DEFAULTS.secondPayment,
    thirdPayment: TARIFF_DEFAULTS.thirdPayment,
    description:
      "Tarif des étudiants orientés par l'État en première année de BTS. Les frais d'inscription sont versés avec le premier paiement ; le deuxième est dû un mois après le premier.",
    uniformCosts: { tissu: '15 000 F CFA', cravate: '3 000 F CFA', blouse: '7 500 F CFA' },
    ...SITE_BASE,
  },
  {
    site: 'Site du Plateau',
    location: 'Avenue des Banques, Immeuble Lagune, Plateau, Abidjan',
    phone: '+225 27 20 00 00 12',
    email: 'plateau@lagune-business.example',
    accountInfo: 'Banque de la Lagune – Agence Plateau – Compte n° 00000 00000000012 00',
    programName: 'BTS - Non Orientés 1ère Année',
    programDuration: '2 ans',
    inscriptionFee: 100000,
    fraisAnnexes: 250000,
    totalFee: 350000,
    firstPayment: 150000,
    secondPayment: 100000,
    thirdPayment: 100000,
    description:
      'Tarif des étudiants non orientés en première année de BTS tertiaire ou industriel. Paiement possible par virement ou au service de la scolarité.',
    uniformCosts: { tissu: '15 000 F CFA', cravate: '3 000 F CFA', blouse: '7 500 F CFA' },
    ...SITE_BASE,
  },
  {
    site: 'Site de Yopougon',
    location: 'Boulevard Principal, Yopougon Selmer, Abidjan',
    phone: '+225 27 23 00 00 13',
    email: 'yopougon@lagune-business.example',
    accountInfo: 'Banque de la Lagune – Agence Yopougon – Compte n° 00000 00000000013 00',
    programName: 'BTS - Orientés 1ère Année',
    programDuration: '2 ans',
    inscriptionFee: 75000,
    fraisAnnexes: 130000,
    totalFee: 205000,
    firstPayment: 75000,
    secondPayment: 75000,
    thirdPayment: 55000,
    description: "Tarif des étudiants orientés par l'État en première année de BTS sur le site de Yopougon.",
    uniformCosts: { tissu: '12 500 F CFA', cravate: '3 000 F CFA', blouse: '7 000 F CFA' },
    ...SITE_BASE,
  },
  {
    site: 'Site de Marcory',
    location: 'Rue du Canal, Zone 4, Marcory, Abidjan',
    phone: '+225 27 21 00 00 14',
    email: 'marcory@lagune-business.example',
    accountInfo: 'Banque de la Lagune – Agence Marcory – Compte n° 00000 00000000014 00',
    programName: 'Licence 1 - Management et Entrepreneuriat',
    programDuration: '3 ans',
    inscriptionFee: 100000,
    fraisAnnexes: 400000,
    totalFee: 500000,
    firstPayment: 200000,
    secondPayment: 150000,
    thirdPayment: 150000,
    description:
      "Tarif annuel de la première année de Licence. Les titulaires d'un BTS peuvent intégrer directement la troisième année après étude du dossier.",
    uniformCosts: { tissu: '15 000 F CFA', cravate: '3 000 F CFA', blouse: '7 500 F CFA' },
    requiredDocuments: [...TARIFF_DEFAULTS.requiredDocuments, 'Copie légalisée du dernier diplôme obtenu'],
    supplies: ['1 clé USB de 16 Go', '1 rame de papier', '1 chemise cartonnée (nouveaux étudiants)'],
  },
];

/** A gallery item: a picture, or the shipped video with its poster. */
export type AlbumItem =
  | { kind: 'image'; picture: PictureId; title: string; description: string; isActive?: boolean }
  | { kind: 'video'; title: string; description: string };

export const ALBUMS: Array<{
  title: string;
  category: string;
  description: string;
  createdAt: string;
  cover: PictureId;
  items: AlbumItem[];
}> = [
  {
    title: 'Remise des diplômes 2026',
    category: 'Cérémonies',
    description: 'La cérémonie de la promotion 2026 : 412 diplômés de BTS, de Licence et de Master entourés de leurs familles.',
    createdAt: '2026-07-20T10:00:00Z',
    cover: 'ceremonyCaps',
    items: [
      { kind: 'image', picture: 'ceremonyCaps', title: 'Le lancer de toques', description: 'La tradition respectée par toute la promotion.' },
      { kind: 'image', picture: 'ceremony', title: 'Les diplômés de BTS', description: 'Entrée des diplômés dans la salle de cérémonie.' },
      { kind: 'image', picture: 'conferenceWide', title: 'Les lauréats', description: 'Les majors de chaque filière sur scène.' },
      { kind: 'image', picture: 'startup', title: 'Le discours du fondateur', description: 'Un message adressé aux diplômés et à leurs familles.' },
      { kind: 'image', picture: 'humanResources', title: 'Avec les familles', description: 'Photos souvenirs à la sortie de la cérémonie.' },
    ],
  },
  {
    title: 'Vie sur le campus de Cocody',
    category: 'Campus',
    description: 'Salles de cours, bibliothèque, laboratoires et espaces de détente : une journée ordinaire sur notre site principal.',
    createdAt: '2026-10-12T09:00:00Z',
    cover: 'campus',
    items: [
      { kind: 'video', title: 'Visite du campus en vidéo', description: 'Huit secondes pour découvrir le site de Cocody.' },
      { kind: 'image', picture: 'campus', title: "L'entrée principale", description: 'Le bâtiment administratif et ses jardins.' },
      { kind: 'image', picture: 'library', title: 'La bibliothèque', description: 'Plus de dix mille ouvrages en libre accès.' },
      { kind: 'image', picture: 'code', title: 'Le laboratoire informatique', description: "Cinquante postes ouverts jusqu'à 21h." },
      { kind: 'image', picture: 'management', title: 'Un cours de gestion', description: 'Étude de cas en deuxième année de BTS.' },
      { kind: 'image', picture: 'classroomWide', title: "L'amphithéâtre", description: 'Deux cents places pour les conférences et les cours magistraux.' },
      {
        kind: 'image',
        picture: 'energy',
        title: 'Travaux électriques du bâtiment B',
        description: 'Photo masquée en attendant la fin des travaux.',
        isActive: false,
      },
    ],
  },
  {
    title: "Journée de l'entrepreneuriat",
    category: 'Événements',
    description: "Conférences, ateliers et concours de projets : la journée annuelle consacrée à la création d'entreprise.",
    createdAt: '2026-05-16T15:00:00Z',
    cover: 'startup',
    items: [
      { kind: 'image', picture: 'startup', title: "La conférence d'ouverture", description: "Des chefs d'entreprise ivoiriens partagent leur parcours." },
      { kind: 'image', picture: 'commerce', title: 'Les ateliers', description: 'Business plan, financement et marketing en petits groupes.' },
      { kind: 'image', picture: 'classroomWide', title: 'Le concours de projets', description: 'Dix équipes présentent leur projet en cinq minutes.' },
      { kind: 'image', picture: 'conferenceWide', title: 'Le jury', description: 'Investisseurs et partenaires désignent les lauréats.' },
      { kind: 'image', picture: 'agri', title: 'Le prix agro-business', description: 'Une start-up de transformation de fruits récompensée.' },
    ],
  },
];

/** The shipped demo video, in server/seed-assets/ (built by make-campus-tour.sh). */
export const CAMPUS_TOUR_FILE = 'campus-tour.mp4';
