// What the /a-propos page says beyond its editable texts (public-site.md section 2): the four
// values, the history's five steps, and the school's figures (section 9, also on the home page).
// The pages draw them and the chat assistant answers from them ("vos valeurs ?", "l'histoire
// de l'école", "quel taux d'insertion ?"): one text for both.

export type ValueId = 'excellence' | 'innovation' | 'integrity' | 'enterprise';
export type MilestoneId = 'founding' | 'partnership' | 'recognition' | 'campus' | 'incubation';
export type FigureId = 'graduates' | 'employment' | 'partners' | 'years';

export const SCHOOL_VALUES: ReadonlyArray<{ id: ValueId; title: string; description: string }> = [
  { id: 'excellence', title: 'Excellence', description: 'Des exigences académiques élevées et des enseignants issus du monde professionnel.' },
  { id: 'innovation', title: 'Innovation', description: 'Des méthodes actives, le numérique au quotidien et des projets réels.' },
  { id: 'integrity', title: 'Intégrité', description: "L'éthique, le respect et la transparence envers les étudiants et les familles." },
  { id: 'enterprise', title: "Esprit d'entreprise", description: "Oser, créer et prendre des responsabilités, de la salle de classe à l'incubateur." },
];

export const MILESTONES: ReadonlyArray<{ id: MilestoneId; year: string; title: string; description: string }> = [
  { id: 'founding', year: '2010', title: "Création de l'école", description: 'Ouverture du premier site à Abidjan avec les premières promotions de BTS.' },
  { id: 'partnership', year: '2015', title: 'Partenariat international', description: "Signature d'un partenariat avec une université canadienne : Licences et Masters en partenariat." },
  { id: 'recognition', year: '2018', title: 'Reconnaissance des diplômes', description: "Nos diplômes sont reconnus par l'État et homologués." },
  { id: 'campus', year: '2020', title: 'Nouveau campus', description: "Inauguration d'un campus de 5000\u00a0m² : amphithéâtre, salles informatiques, bibliothèque." },
  { id: 'incubation', year: '2023', title: "Centre d'incubation", description: "Lancement du centre d'incubation pour accompagner les projets de nos étudiants." },
];

/** The school's marketing figures: claims of the school, kept in one place. */
export const SCHOOL_FIGURES: ReadonlyArray<{ id: FigureId; value: string; label: string }> = [
  { id: 'graduates', value: '1000+', label: 'Diplômés' },
  { id: 'employment', value: '95%', label: 'Insertion professionnelle à 6 mois' },
  { id: 'partners', value: '50+', label: 'Entreprises partenaires' },
  { id: 'years', value: '13+', label: "Années d'expérience" },
];
