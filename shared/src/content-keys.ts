// The editable texts of the public site (admin-back-office.md section 3, "Editable content
// keys") and the site settings DECISIONS.md asks for, each with its default: the current
// text. Public pages read `contentValue(map, key)`, so an edited key changes the page, and
// a key nobody edited shows the default. The admin content screen is generated from this.
import { CAMPUS_TOUR_SPOTS, type CampusTourSpotId } from './campus';

export type ContentType = 'text' | 'textarea' | 'image';
export type ContentTab = 'accueil' | 'filieres' | 'apropos' | 'contact';

export interface ContentElement {
  key: string;
  label: string;
  type: ContentType;
  default: string;
  /**
   * A text the site writes into an href: a button's target, a page elsewhere or a file
   * ('link'), the address a mailto: opens ('email'), the number a tel: dials ('phone'). It
   * is edited as a text, and saved only as such (contentValueSchema, schemas/content.ts).
   */
  check?: 'link' | 'email' | 'phone';
}
export interface ContentSection {
  id: string;
  title: string;
  elements: ContentElement[];
}
export interface ContentTabDef {
  id: ContentTab;
  label: string;
  sections: ContentSection[];
}

const t = (key: string, label: string, def: string): ContentElement => ({ key, label, type: 'text', default: def });
const ta = (key: string, label: string, def: string): ContentElement => ({ key, label, type: 'textarea', default: def });
const img = (key: string, label: string, def = ''): ContentElement => ({ key, label, type: 'image', default: def });
const ln = (key: string, label: string, def: string): ContentElement => ({ key, label, type: 'text', default: def, check: 'link' });
const tel = (key: string, label: string, def: string): ContentElement => ({ key, label, type: 'text', default: def, check: 'phone' });
const mail = (key: string, label: string, def: string): ContentElement => ({ key, label, type: 'text', default: def, check: 'email' });

/** A campus tour spot's photo (shared/campus.ts): the administrator replaces the demo's drawing with the real room. */
export const campusTourImageKey = <Id extends CampusTourSpotId>(id: Id) => `campus_tour_${id}_image` as const;

export const CONTENT_TABS: ContentTabDef[] = [
  {
    id: 'accueil',
    label: "Page d'Accueil",
    sections: [
      {
        id: 'hero',
        title: 'Bannière principale (slide 1)',
        elements: [
          t('hero_slide1_title', 'Titre', "L'École Où L'Apprentissage Prend Vie"),
          t('hero_slide1_subtitle', 'Sous-titre', "Former l'élite entrepreneuriale de demain"),
          ta(
            'hero_slide1_description',
            'Description',
            "Des formations professionnalisantes en management, commerce et technologies, pensées avec les entreprises d'Abidjan pour vous mener à l'emploi ou à la création de votre propre entreprise.",
          ),
          t('hero_slide1_btn_primary', 'Bouton principal', 'Découvrir'),
          ln('hero_slide1_btn_primary_link', 'Lien du bouton principal', '/filieres'),
          t('hero_slide1_btn_secondary', 'Bouton secondaire', 'En Savoir Plus'),
          ln('hero_slide1_btn_secondary_link', 'Lien du bouton secondaire', '/a-propos'),
          img('hero_slide1_image', 'Image'),
        ],
      },
      {
        id: 'founder',
        title: 'Mot du fondateur',
        elements: [
          t('founder_badge', 'Badge', 'Mot du Fondateur'),
          t('founder_title', 'Titre', "Bâtir ensemble l'Afrique qui entreprend"),
          ta(
            'founder_quote',
            'Citation',
            "Depuis 2010, notre conviction est simple : chaque jeune Ivoirien porte en lui un projet capable de transformer son quartier, sa ville et son pays. Notre rôle est de lui donner les compétences, le réseau et la confiance pour le réaliser.",
          ),
          ta(
            'founder_vision',
            'Vision',
            "Faire de notre école la référence ouest-africaine de la formation à l'entrepreneuriat, où l'on apprend en faisant, au contact des entreprises et des incubateurs.",
          ),
          t('founder_role', 'Fonction', 'Fondateur et Président'),
          t('founder_organization', 'Organisation', 'Groupe Lagune Business School'),
          img('founder_image', 'Photo'),
        ],
      },
      {
        id: 'institutes',
        title: 'Instituts',
        elements: [
          t('institutes_title', 'Titre', 'Nos Instituts'),
          t('institutes_subtitle', 'Sous-titre', 'Quatre écoles spécialisées pour construire votre avenir professionnel'),
          t('institute1_title', 'Institut 1', 'Institut de Management et de Commerce'),
          t('institute2_title', 'Institut 2', 'Institut des Nouvelles Technologies'),
          t('institute3_title', 'Institut 3', "Institut d'Agriculture et d'Agro-business"),
        ],
      },
      {
        id: 'features',
        title: 'Pourquoi nous choisir',
        elements: [
          t('features_title', 'Titre', 'Pourquoi Nous Choisir ?'),
          t('features_subtitle', 'Sous-titre', "Une pédagogie tournée vers la pratique et l'emploi"),
          t('feature1_title', 'Atout 1 : titre', 'Des enseignants professionnels'),
          ta('feature1_description', 'Atout 1 : description', "Nos cours sont assurés par des chefs d'entreprise, des cadres et des experts en activité."),
          t('feature2_title', 'Atout 2 : titre', 'Un réseau de 50+ entreprises'),
          ta('feature2_description', 'Atout 2 : description', 'Des partenaires qui accueillent nos étudiants en stage et recrutent nos diplômés.'),
          t('feature3_title', 'Atout 3 : titre', "Un centre d'incubation"),
          ta('feature3_description', 'Atout 3 : description', "Les porteurs de projet sont accompagnés de l'idée jusqu'au premier client."),
          t('feature4_title', 'Atout 4 : titre', 'Un partenariat international'),
          ta('feature4_description', 'Atout 4 : description', 'Une université canadienne partenaire pour les doubles diplômes et les échanges.'),
        ],
      },
      {
        id: 'cta',
        title: "Appel à l'action",
        elements: [
          t('cta_title', 'Titre', 'Prêt à construire votre avenir ?'),
          t('cta_subtitle', 'Sous-titre', "Les inscriptions sont ouvertes sur nos quatre sites d'Abidjan. Nos conseillers vous répondent."),
          t('cta_btn1_text', 'Bouton 1', 'Nous Contacter'),
          ln('cta_btn1_link', 'Lien du bouton 1', '/contact'),
          t('cta_btn2_text', 'Bouton 2', 'Voir les Filières'),
          ln('cta_btn2_link', 'Lien du bouton 2', '/filieres'),
        ],
      },
    ],
  },
  {
    id: 'filieres',
    label: 'Page Filières',
    sections: [
      {
        id: 'filieres_header',
        title: 'En-tête',
        elements: [
          t('filieres_page_title', 'Titre', 'Nos Filières'),
          ta('filieres_page_subtitle', 'Sous-titre', 'BTS, Licences, Masters et certificats : trouvez la formation qui correspond à votre projet.'),
        ],
      },
      {
        id: 'filieres_highlights',
        title: 'Parcours mis en avant',
        elements: [
          t('program1_title', 'Parcours 1 : titre', "BTS d'État"),
          ta('program1_description', 'Parcours 1 : description', 'Des BTS tertiaires et industriels préparés en deux ans, avec stages en entreprise.'),
          t('program1_duration', 'Parcours 1 : durée', '2 ans'),
          t('program2_title', 'Parcours 2 : titre', 'Licence et Master'),
          ta('program2_description', 'Parcours 2 : description', 'Des diplômes en partenariat international pour poursuivre après le BTS.'),
          t('program3_title', 'Parcours 3 : titre', 'Certificats professionnels'),
          ta('program3_description', 'Parcours 3 : description', 'Des formations courtes pour les salariés et les entrepreneurs.'),
        ],
      },
    ],
  },
  {
    id: 'apropos',
    label: 'Page À Propos',
    sections: [
      {
        id: 'apropos_header',
        title: 'En-tête',
        elements: [
          t('apropos_page_title', 'Titre', 'À Propos de Nous'),
          ta('apropos_page_subtitle', 'Sous-titre', "Depuis 2010, nous formons les entrepreneurs et les cadres de demain à Abidjan."),
        ],
      },
      {
        id: 'mission',
        title: 'Notre mission',
        elements: [
          t('mission_badge', 'Badge', 'Notre Mission'),
          t('mission_title', 'Titre', "Former l'élite entrepreneuriale de demain"),
          ta(
            'mission_paragraph1',
            'Paragraphe 1',
            "Fondée en 2010 à Abidjan, notre école est née d'une conviction : l'Afrique a besoin de femmes et d'hommes capables de créer de la valeur, d'entreprendre et de diriger.",
          ),
          ta(
            'mission_paragraph2',
            'Paragraphe 2',
            "Nos programmes allient enseignements fondamentaux, projets réels et immersion en entreprise. Chaque étudiant est accompagné par un tuteur tout au long de son parcours.",
          ),
          ta(
            'mission_paragraph3',
            'Paragraphe 3',
            "Avec notre partenaire universitaire canadien et plus de 50 entreprises partenaires, nous ouvrons à nos diplômés les portes de l'emploi en Côte d'Ivoire et à l'international.",
          ),
          img('mission_image', 'Image'),
        ],
      },
    ],
  },
  {
    id: 'contact',
    label: 'Page Contact',
    sections: [
      {
        id: 'contact_header',
        title: 'En-tête',
        elements: [
          t('contact_page_title', 'Titre', 'Contactez-Nous'),
          ta('contact_page_subtitle', 'Sous-titre', 'Une question sur nos formations, les inscriptions ou les tarifs ? Notre équipe vous répond.'),
        ],
      },
      {
        id: 'contact_details',
        title: 'Coordonnées',
        elements: [
          ta('contact_address', 'Adresse', "Rue des Jardins, Cocody II Plateaux\nAbidjan, Côte d'Ivoire"),
          tel('contact_phone', 'Téléphone principal', '+225 27 22 00 00 10'),
          tel('contact_phone2', 'Téléphone 2', '+225 07 00 00 00 20'),
          tel('contact_phone3', 'Téléphone 3', '+225 05 00 00 00 30'),
          mail('contact_email', 'E-mail', 'contact@lagune-business.example'),
          ta('contact_hours', 'Horaires', 'Lundi - Vendredi : 8h - 18h\nSamedi : 8h - 14h\nDimanche : Fermé'),
        ],
      },
      {
        id: 'campus_tour',
        title: 'Visite virtuelle (page Campus)',
        elements: CAMPUS_TOUR_SPOTS.map((spot) => img(campusTourImageKey(spot.id), `Photo : ${spot.name}`)),
      },
      {
        id: 'site_settings',
        title: 'Paramètres du site',
        elements: [
          t('site_name', "Nom de l'école", 'Lagune Business School'),
          t('site_short_name', 'Nom court', 'LBS'),
          t('site_tagline', 'Slogan', "L'école où l'apprentissage prend vie. Former l'élite entrepreneuriale de demain."),
          ln('campus_numerique_url', 'Lien Campus Numérique', 'https://campus.lagune-business.example'),
          ln('brochure_url', 'Brochure (PDF)', ''),
          img('site_share_image', 'Image de partage (réseaux sociaux, 1200 x 630)', '/og-default.jpg'),
          ta('campus_hours', 'Horaires du campus', 'Lundi - Vendredi : 7h - 22h\nSamedi : 8h - 18h\nDimanche : Fermé'),
          ln('social_facebook', 'Facebook', ''),
          ln('social_twitter', 'Twitter', ''),
          ln('social_linkedin', 'LinkedIn', ''),
          ln('social_instagram', 'Instagram', ''),
          t('agency_name', 'Agence web (crédit)', 'Atelier Web Abidjan'),
          ln('agency_url', 'Lien agence web', ''),
        ],
      },
    ],
  },
];

export const CONTENT_ELEMENTS: ContentElement[] = CONTENT_TABS.flatMap((tab) =>
  tab.sections.flatMap((s) => s.elements),
);
const defaults = new Map(CONTENT_ELEMENTS.map((e) => [e.key, e.default]));
const sectionOf = new Map(
  CONTENT_TABS.flatMap((tab) => tab.sections.flatMap((s) => s.elements.map((e) => [e.key, s.id] as const))),
);

const SOCIAL_NETWORKS = CONTENT_ELEMENTS.filter((e) => e.key.startsWith('social_'));

/**
 * The social network links the administrator filled in (site settings), by `read(key)` over
 * whichever content the caller holds: the footer's "Suivez-nous", the JSON-LD sameAs, the chat.
 */
export function socialLinks(read: (key: string) => string): Array<{ key: string; label: string; href: string }> {
  return SOCIAL_NETWORKS.map(({ key, label }) => ({ key, label, href: read(key).trim() })).filter((s) => s.href);
}

export type ContentKey = string;
export const isContentKey = (key: string) => defaults.has(key);
export const contentDefault = (key: string) => defaults.get(key) ?? '';
export const contentSection = (key: string) => sectionOf.get(key) ?? null;

/** How a key's value is checked when saved: as a link, an e-mail address, a phone number, a picture's address, or as any text. */
export type ContentKind = NonNullable<ContentElement['check']> | 'image' | 'text';
const kindOf = new Map(CONTENT_ELEMENTS.map((e): [string, ContentKind] => [e.key, e.check ?? (e.type === 'image' ? 'image' : 'text')]));
export const contentKind = (key: string): ContentKind => kindOf.get(key) ?? 'text';

/** A map key -> value built from /api/content; empty stored values fall back to defaults. */
export type ContentMap = ReadonlyMap<string, string>;
export function toContentMap(items: ReadonlyArray<{ key: string; value: string }> | undefined): ContentMap {
  return new Map((items ?? []).map((i) => [i.key, i.value]));
}
/** Whether a stored value shows: a blank one gives way to the default. */
const shows = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export function contentValue(map: ContentMap | undefined, key: string): string {
  const v = map?.get(key);
  return shows(v) ? v : contentDefault(key);
}

/**
 * The entries `contentValue` reads differently from a map without them: those whose value
 * shows instead of the default. What a reader holding the defaults needs to be sent.
 */
export function changedFromDefaults<T extends { key: string; value: string }>(items: readonly T[]): T[] {
  return items.filter((i) => shows(i.value) && i.value !== contentDefault(i.key));
}
