// What the home and about pages say the school offers and is (shared/highlights.ts and
// shared/about.ts): the four fixed highlight cards, the why-choose-us block the administrator
// writes, the history's steps, the school's figures and values. "Les profs sont qualifiés ?",
// "vos diplômes sont reconnus ?", "des cours en ligne ?" are answered with the pages' own
// sentences, never more: a point is quoted only when its text says what was asked, so a
// feature the administrator rewrote stops answering what it no longer says.
import { MILESTONES, SCHOOL_FIGURES, SCHOOL_VALUES } from '@ecole/shared/about';
import { contentValue, type ContentMap } from '@ecole/shared/content-keys';
import { features, HIGHLIGHTS } from '@ecole/shared/highlights';
import { fold } from './text';

interface Point {
  title: string;
  description: string;
}

interface Topic {
  /** How a visitor asks it (on the normalised text). */
  asked: RegExp;
  /** What a point's text must say to answer it (on the folded text). */
  said: RegExp;
  /** What only the school can add, before its contact. */
  more: string;
  /** Words that make it another question ("vous recrutez des enseignants ?" is a job, not the teaching). */
  unless?: RegExp;
}

const TOPICS: Topic[] = [
  {
    asked: /\b(?:enseignante?s?|professeure?s?|profs?|formateurs?|formatrices?|intervenante?s?|encadreurs?|corps professoral)\b/,
    said: /enseignant|professeur|formateur|intervenant/,
    more: 'Pour en savoir plus',
    unless: /\brecrut|\bembauch|\bpostul|\bcandidat|\bposte\b|\bcv\b|\benseigner chez/,
  },
  {
    asked: /\breconnue?s?\b|\bhomologu|\bagreee?s?\b|\bagrement\b|\baccredit|\bequivalen|\bdiplomes? (?:d etat|officiels?)\b/,
    said: /reconnu|homologu|d.etat/,
    more: "Pour la reconnaissance d'un diplôme en particulier (homologation, équivalence), notre équipe vous répond",
  },
  {
    asked: /\bdistanciel\b|\bpresentiel\b|\bressources? numeriques?\b|\bdigitalise|\boutils? collaboratifs?\b/,
    said: /en ligne|a distance|numerique/,
    more: 'Pour savoir si une formation peut se suivre entièrement à distance',
  },
  {
    asked: /\btut(?:eur|rice|orat)s?\b|\b(?:un|le|du|des) suivi\b|\bsuivi (?:personnalise|individuel)\b|\bencadrement\b|\baccompagnement personnalise\b/,
    said: /tuteur|suit chaque|suivi/,
    more: 'Pour en savoir plus',
  },
  {
    // Abroad only as a place of study ("comment aller à l'étranger ?" is travel).
    asked: /\bdoubles? diplomes?\b|\bechanges?\b|\b(?:etudi|etude|stage|semestre|cursus|poursui|continu|diplome|universit)\w*\b.*\betranger\b|\bmobilite\b|\bcanad|\binternationa|\boutre atlantique\b/,
    said: /partenariat international|canad|etranger|echange|double diplome/,
    more: 'Pour en savoir plus',
  },
  {
    // "Le campus fait combien de m² ?"
    asked: /\bsuperficie\b|\bmetrescarres\b|\btaille du campus\b|\b(?:grand|vaste) (?:est )?(?:le |votre )?campus\b|\bcampus (?:est )?(?:il )?(?:grand|vaste)\b/,
    said: /\bm²|\bm2\b/,
    more: 'Pour le visiter',
  },
  {
    // "Combien de diplômés ?": the figure (folded, "diplômés" is "diplomes": the figure's own line).
    asked: /\bcombien (?:de |d )?(?:diplomes|laureats)\b|\bnombre de (?:diplomes|laureats)\b/,
    said: /^diplomes \d/,
    more: 'Pour en savoir plus',
  },
];

/** "Pourquoi choisir votre école ?", "vos points forts ?": the why-choose-us block. */
export const ASKS_WHY = /\bpourquoi (?:vous )?choisir\b|\bpourquoi vous\b|\batouts?\b|\bpoints? forts?\b|\bvos avantages\b|\b(?:qu est ce qui|ce qui) vous (?:distingue|differencie)\b/;

/** A point as the pages write it: "Titre : description". */
const line = (pt: Point) => `${pt.title} : ${pt.description}`;
/** A step of the history: "2018 — Reconnaissance des diplômes". */
const step = (m: (typeof MILESTONES)[number]): Point => ({ title: `${m.year} — ${m.title}`, description: m.description });

function points(c: ContentMap): Point[] {
  return [
    ...HIGHLIGHTS,
    ...features((key) => contentValue(c, key)),
    ...MILESTONES.map(step),
    ...SCHOOL_FIGURES.map((f) => ({ title: f.label, description: f.value })),
  ];
}

/** The points of the home and about pages that say what the question asks, and what the school adds; null when none does. */
export function strengthsAsked(c: ContentMap, text: string): { lines: string; more: string } | null {
  const asked = TOPICS.filter((t) => t.asked.test(text) && !t.unless?.test(text));
  if (!asked.length) return null;
  const quoted = points(c).filter((pt) => asked.some((t) => t.said.test(fold(`${pt.title} ${pt.description}`))));
  if (!quoted.length) return null;
  const bullet = quoted.length > 1 ? '• ' : '';
  return { lines: quoted.map((pt) => `${bullet}${line(pt)}`).join('\n'), more: asked[0].more };
}

/** The why-choose-us block as the home page shows it, then the four highlights by name. */
export function whyChooseUs(c: ContentMap): string {
  const list = features((key) => contentValue(c, key)).map((f) => `• ${line(f)}`);
  return `${contentValue(c, 'features_subtitle')} :\n${list.join('\n')}\nNos engagements : ${HIGHLIGHTS.map((h) => h.title).join(', ')}.`;
}

/** "Quelles sont vos valeurs ?": the four values of the about page. */
export const ASKS_VALUES = /\bvaleurs?\b/;
/** "L'histoire de l'école", "les grandes étapes": the history's steps. */
export const ASKS_HISTORY = /\bhistoire\b|\bhistorique\b|\bgrandes etapes\b|\bdates? cles\b/;

export function valuesList(): string {
  return `Nos valeurs :\n${SCHOOL_VALUES.map((v) => `• ${line(v)}`).join('\n')}`;
}

export function historyList(): string {
  return `Les grandes étapes :\n${MILESTONES.map((m) => `• ${line(step(m))}`).join('\n')}`;
}

/** "Vos diplômés trouvent du travail ?": the school's own figure, after the internships. */
const ASKS_EMPLOYMENT = /\binsertion\b|\bdebouches?\b|\bemplois?\b|\btravail\b|\bjob\b|\bboulot\b|\bembauch/;
export function employmentFigure(text: string): string {
  const f = SCHOOL_FIGURES.find((x) => x.id === 'employment');
  return f && ASKS_EMPLOYMENT.test(text) ? `Nos résultats en chiffres : ${f.label} : ${f.value}.` : '';
}
