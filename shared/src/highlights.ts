// What the home page says the school offers (public-site.md section 2, home item 4): the four
// fixed highlight cards and the why-choose-us block (features_* content keys). The page draws
// them, the chat assistant answers from them ("vos diplômes sont reconnus ?"), one text for both.

export type HighlightId = 'digital' | 'internships' | 'diplomas' | 'support';

export interface Highlight {
  /** What the page's icon is keyed by. */
  id: HighlightId;
  title: string;
  description: string;
}

export const HIGHLIGHTS: readonly Highlight[] = [
  {
    id: 'digital',
    title: 'Formation Digitalisée',
    description: 'Cours en ligne, ressources numériques et outils collaboratifs pour apprendre partout, même en dehors du campus.',
  },
  { id: 'internships', title: 'Stages Garantis', description: "Chaque étudiant effectue un stage dans l'une de nos plus de 50 entreprises partenaires." },
  {
    id: 'diplomas',
    title: 'Diplômes Homologués',
    description: "Des BTS d'État et des diplômes reconnus, délivrés avec notre partenaire universitaire international.",
  },
  { id: 'support', title: 'Accompagnement Personnalisé', description: "Un tuteur suit chaque étudiant, de l'orientation jusqu'à l'insertion professionnelle." },
];

/** The why-choose-us block's four features, as the administrator wrote them, by `read(key)` over whichever content the caller holds. */
export function features(read: (key: string) => string): Array<{ title: string; description: string }> {
  return [1, 2, 3, 4].map((n) => ({ title: read(`feature${n}_title`), description: read(`feature${n}_description`) }));
}
