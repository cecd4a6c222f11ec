// What a question asks: its intent from the cue words (intents.ts), the things of the school it
// names (sites, programmes, levels, articles, albums…), a diploma the visitor holds, and how
// many of its words the school's data does not know.
import { CAMPUS_ACCESS, CAMPUS_FACILITIES, CAMPUS_SERVICES, type CampusItem, type CampusItemId } from '@ecole/shared/campus';
import type { Album } from '@ecole/shared/schemas/albums';
import type { Institute } from '@ecole/shared/schemas/institutes';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import type { Program } from '@ecole/shared/schemas/programs';
import type { Project } from '@ecole/shared/schemas/projects';
import { allCueWords, scoreIntents, SMALL_TALK, type IntentId } from './intents';
import { matchNamed, type Knowledge, type Named, type Site } from './knowledge';
import { analyse, QUESTION_WORDS, stem, STOPWORDS } from './text';

/** An intent counts from this score on (one clear cue word). */
export const INTENT_THRESHOLD = 1;

/** When two intents score alike, the more specific one answers. */
const PRIORITY: IntentId[] = [
  'recognition', 'partnership', 'fees', 'documents', 'uniform', 'supplies', 'bank', 'scholarship', 'duration', 'hours', 'internship', 'founder', 'institutes',
  'albums', 'news', 'projects', 'social', 'contact', 'location', 'enrol', 'programs', 'strengths', 'campus', 'about', 'greeting', 'thanks', 'goodbye',
];

/** Every word a cue is made of: a word that asks ("formation"), not a name. */
export const CUE_WORDS = new Set(allCueWords());

// By the programme's level and name, not its category: "LICENCE/MASTER" holds both levels.
export const LEVELS: Array<{ stem: string; label: string; test: (p: { level: string; name: string }) => boolean }> = [
  { stem: 'bts', label: 'BTS', test: (p) => /\bbts\b/i.test(`${p.level} ${p.name}`) },
  { stem: stem('licence'), label: 'Licence', test: (p) => /licence/i.test(`${p.level} ${p.name}`) },
  { stem: stem('master'), label: 'Master', test: (p) => /master/i.test(`${p.level} ${p.name}`) },
  { stem: stem('certificat'), label: 'Certificat', test: (p) => /certificat/i.test(`${p.level} ${p.name}`) },
];

const EVENING = stem('bonsoir');

/** How a visitor names each item of the /campus page (on the normalised text). */
const CAMPUS_WORDS: Record<CampusItemId, RegExp> = {
  amphitheatre: /\bamphi/,
  informatique: /\bsalles? (?:d )?informatiques?\b|\bordinateurs?\b|\bpostes? informatiques?\b/,
  bibliotheque: /\bbiblio/,
  coworking: /\bco ?working\b|\bespaces? de travail\b/,
  cafeteria: /\bcafet|\bcantine|\brepas\b|\bmang(?:e|er|eons|ent)\b/,
  sport: /\bsports?\b|\bsportifs?\b|\bsportives?\b|\bterrainsport\b|\bfoot(?:ball)?\b|\bbasket/,
  wifi: /\bwi ?fi\b|\binternet\b/,
  infirmerie: /\binfirm|\bsoins\b/,
  securite: /\bsecuri|\bgardiens?\b/,
  orientation: /\borientation\b/,
  transports: /\bbus\b|\btransports?\b/,
  parking: /\bparking\b|\bgarer\b|\bstationn|\bvoitures?\b/,
};

const CAMPUS_ITEMS = [...CAMPUS_FACILITIES, ...CAMPUS_SERVICES, ...CAMPUS_ACCESS];

/** "Un site à Daloa", "une antenne à Bouaké": a place asked for a site (the place word is the group). */
const ELSEWHERE = /\b(?:un|une|des|votre|vos) (?:sites?|campus|antennes?|annexes?|centres?|succursales?|ecoles?) (?:a|au|aux|en|dans|sur|vers|du cote de) ([a-z]+)\b/;
/** "Vous êtes à Abobo ?": the school asked at a place (one the data does not know: not a site, nor a word of ours). */
const BEING_AT = /\b(?:vous etes|etes vous|vous etes aussi|vous avez quelque chose) (?:a|au|aux|sur|vers|du cote de) ([a-z]{3,})\b/;

/** What a bare "combien" may price: the studies themselves. */
const PRICED = new Set(['formation', 'filiere', 'ecole', 'etude', 'etudes', 'scolarite', 'annee', 'an', 'ans', 'anneesuivante'].map(stem));

/** "Combien de candidatures", "combien d'étudiants": a count asked, not a price (on the normalised text). */
const COUNTS = /\bcombien (?:de|d) /;
/** A prize won or awarded, not a price (on the normalised text). */
export const AWARD = /\bprix (?:de l |du |d )(?:entrepreneuriat|excellence|meilleur\w*|innovation|merite)\b|\b(?:remporte|gagne|recompense|decerne)\w* (?:le |un |du )?prix\b|\bquoi comme prix\b|\bprix (?:du |de la |des )(?:challenge|concours|jury|hackathon|laureats?|gagnants?)\b/;

/** "Dans quel site", "où le master ?" (on the normalised text: "se fait" is gone, "où" is "ou"). */
const ASKS_WHICH_SITE = /\bquels? sites?\b|^ou\b|\bou (?:le|la|les|est|sont|on)\b/;

/** Verbs that ask whether the school offers what is named, and add nothing a "oui" would claim. */
const YES_VERBS = new Set(
  ['aider', 'aidez', 'aide', 'trouver', 'garanti', 'garantie', 'garantissez', 'offrez', 'offre', 'donnez', 'accordez', 'existe', 'possible', 'obtenir', 'avoir', 'faire', 'beneficier'].map(stem),
);

/** Diplomas in the order they are earned; a programme's rank is its level's place here. */
export const DIPLOMAS = ['bac', 'bts', 'licence', 'master'] as const;

export type Diploma = (typeof DIPLOMAS)[number];

/**
 * "J'ai eu mon BTS", "après le bac", "titulaire d'une licence", "mon neveu a un BTS": a diploma
 * the visitor holds, which asks what comes next, not that level's programmes (on the normalised
 * text, where "à" is "a": "a" alone counts only before un, une, son, sa or le, never "à la licence",
 * nor "il y a un master ?", which asks whether there is one; "elle a juste le bac" holds it).
 */
const HELD =
  /\b(?:(?:apres|avec|titulaire d|j ai(?: eu| obtenu)?|viens d (?:avoir|obtenir)|vient d (?:avoir|obtenir)|a eu|a obtenu|ayant|ayant eu|ayant obtenu)\s+(?:(?:mon|ma|le|la|l|un|une|son|sa|d un|d une|deja)\s+)*|(?<!\by )a (?:(?:deja|juste|seulement|que|simplement) )?(?:un|une|son|sa|le)\s+)(bac|baccalaureat|bts|licence|master)\b/;

/** The level of the programmes named, when they share one ("le prix de la Logistique" is a BTS's). */
export function levelOf(programs: Program[]): (typeof LEVELS)[number] | null {
  const levels = programs.map((x) => LEVELS.find((l) => l.test(x)));
  return levels.length && levels.every((l) => l && l === levels[0]) ? levels[0]! : null;
}

export const rankOf = (x: { level: string; name: string }) => {
  const i = LEVELS.findIndex((l) => l.test(x));
  return i < 0 || LEVELS[i].label === 'Certificat' ? 0 : i + 1;
};

/** The fees found too high (on the normalised text): "c'est cher", "trop cher", "pas les moyens". */
export const TOO_DEAR = /\b(?:trop|tres|vraiment|un peu|assez|bien) cher\b|\bpas les moyens\b|\bpas (?:a la portee|abordable)|\bcoute trop\b/;
/** "C'est cher": a complaint alone, the price asked of what it names. */
export const DEAR = /\bc est cher\b|^cher\b/;

/** Beginnings of the words that ask a time ("à quelle heure", "horaires", "le samedi"). */
const TIME_WORDS = ['heur', 'horair', 'ferm', 'samedi', 'dimanche', 'week', 'secretariat', 'accueil'];

const CATEGORY_WORDS: Array<{ stem: string; category: RegExp }> = [
  { stem: stem('tertiaire'), category: /tertiaire/i },
  { stem: stem('industriel'), category: /industriel/i },
];

/** A detail an article may not give. */
export type Unsaid = 'length';

export interface Parsed {
  intent: IntentId | null;
  scores: Map<IntentId, number>;
  /** The visitor's greeting, returned in kind ("Bonsoir" to a "bonsoir"), or null. */
  greeting: 'Bonjour' | 'Bonsoir' | null;
  stems: Set<string>;
  text: string;
  /** A diploma the visitor already holds ("j'ai eu mon BTS"). */
  held: Diploma | null;
  /** Items of the /campus page named ("y a le wifi ?", "une cantine ?"). */
  campusItems: CampusItem[];
  /** Words beyond the cues and names ("des bourses pour les filles"): a "oui" would claim them too. */
  qualified: boolean;
  /** The visitor ended with a question mark: a "oui" may answer it. */
  questionMark: boolean;
  sites: Site[];
  programs: Program[];
  level: (typeof LEVELS)[number] | null;
  /** Every level named ("la différence entre BTS et licence"), in LEVELS order. */
  levels: Array<(typeof LEVELS)[number]>;
  category: RegExp | null;
  /** Both categories named ("la différence entre le BTS tertiaire et industriel"). */
  categories: RegExp[];
  news: NewsSummary[];
  albums: Album[];
  institutes: Institute[];
  projects: Project[];
  unknown: number;
  /** The words no page of the school knows ("mentors"), which an article may hold. */
  unknownWords: string[];
  anchored: number;
  /** What the article just given does not say and the question asks ("combien de temps ?" after the rentrée's). */
  unsaid?: Unsaid;
}

const NAME_INTRO = /\b(je m['’ ]?appelle|mon nom est|moi c['’ ]?est)((?:\s+[A-ZÀ-Ý][\p{L}-]*){1,3})/gu;

export function parse(k: Knowledge, question: string): Parsed {
  let q = analyse(question.replace(NAME_INTRO, ' '), k.vocabulary);
  // "Vous avez un site à Daloa ?": a place that is none of our sites asks where our sites are.
  const beingAt = BEING_AT.exec(q.text);
  const place = beingAt?.[1];
  const unknownPlace = place && !STOPWORDS.has(place) && !QUESTION_WORDS.has(place) && !k.vocabulary.has(stem(place));
  const elsewhere = ELSEWHERE.exec(q.text) ?? (unknownPlace ? beingAt : null);
  const otherPlace = elsewhere && !k.sites.some((s) => s.stems.includes(stem(elsewhere[1])));
  if (otherPlace) q = analyse(q.text.replace(elsewhere[0], ' sites '), k.vocabulary);
  const heldMatch = HELD.exec(q.text);
  const held: Diploma | null = heldMatch ? (heldMatch[1] === 'baccalaureat' ? 'bac' : (heldMatch[1] as Diploma)) : null;
  // The held diploma is not the level asked: "j'ai un BTS, une licence en finance ?".
  if (heldMatch) q = analyse(q.text.replace(heldMatch[0], ' '), k.vocabulary);
  const { scores, anchors, cued, cuedBy, politeness } = scoreIntents(q);
  const stems = new Set(q.content);

  // "Merci, bonne journée": politeness names no article ("Journée portes ouvertes").
  const naming = new Set([...stems].filter((s) => !politeness.has(s)));
  const sites = k.sites.filter((s) => s.stems.some((x) => stems.has(x)));
  const levels = LEVELS.filter((l) => stems.has(l.stem));
  const level = levels[0] ?? null;
  // "Une licence en comptabilité ?": the programme is named by its subject, the level said apart
  // (with the level's word, the one Licence would win, whatever its subject).
  const subject = new Set([...naming].filter((s) => s !== level?.stem));
  const bySubject = level ? matchNamed(k.programs, subject).map((m) => m.item) : [];
  // "Une licence en informatique ?": a subject several names share, at another level, is still the subject (not the one Licence).
  const shared = level && !bySubject.length ? programsSharing(k, subject) : [];
  const sharing = shared.some((x) => level!.test(x)) ? shared.filter((x) => level!.test(x)) : shared;
  // "Vous faites la logistique, la comptabilité, l'informatique ?": each programme a word of its
  // own names, and those sharing a word the others' names do not hold; not only the best named.
  const own = k.programs.filter((n) => [...n.stems].some(([s, w]) => w >= 0.99 && subject.has(s)));
  const others = new Set([...subject].filter((s) => !own.some((n) => n.stems.has(s))));
  const listed = own.length ? [...new Set([...own.map((n) => n.item), ...programsSharing(k, others)])] : [];
  const named =
    listed.length > 1 && !(level && listed.some((x) => !level.test(x)))
      ? listed
      : bySubject.length
        ? bySubject
        : sharing.length
          ? sharing
          : matchNamed(k.programs, naming).map((m) => m.item);
  // "J'ai un BTS en finance, et après ?": not the programme already done.
  const programs = held ? named.filter((x) => rankOf(x) > DIPLOMAS.indexOf(held)) : named;
  // "C'est combien ?", "cb pour Yopougon ?": on a school's site a bare "how much" asks the
  // fees, unless it counts something else ("combien d'étudiants"). "Bonjour, c'est combien
  // à Cocody ?": a greeting around it asks nothing else.
  // "BTS non orienté, c'est combien ?": the words of a tariff sheet's programme name it too.
  // "C'est combien la formation au Plateau ?": the price of what one studies ("combien de formations" counts them).
  const priced = (s: string) => !COUNTS.test(q.text) && (PRICED.has(s) || /^\d+$/.test(s));
  const onlyNamesIn = (content: string[]) =>
    content.every((s) => politeness.has(s) || k.sheets.some((n) => n.stems.has(s)) || s === level?.stem || sites.some((x) => x.stems.includes(s)) || priced(s) || named.length > 0);
  const asksHowMuch = q.text.split(' ').includes('combien');
  // "On m'a dit que le BTS à Cocody c'est 150 000, c'est vrai ?": an amount said of something
  // priced asks its price, to be checked (four digits alone are a year, not an amount).
  const statesAmount = /\b\d{1,3}(?: \d{3})+\b|\b\d{5,}\b/.test(q.text) && (sites.length > 0 || level !== null || named.length > 0);
  // "Il a eu son bac, il aime la gestion. Quelle formation ? C'est combien à Cocody ?": the
  // sentence (or the clause: "…, il aime la gestion, c'est combien à Yopougon ?") that asks how
  // much, read alone, when the message says more around it.
  const howMuchAlone = () =>
    question
      .split(/[.!?\n,;:]+/)
      .map((s) => analyse(s, k.vocabulary))
      .some((a) => a.text.split(' ').includes('combien') && onlyNamesIn(a.content));
  // "Ça dure combien et c'est combien à Cocody ?": a second "combien" asks the price besides the duration.
  const twice = (q.text.match(/\bcombien\b/g) ?? []).length >= 2 && scores.has('duration');
  const asksPrice = ((asksHowMuch && (onlyNamesIn(q.content) || howMuchAlone())) || statesAmount) && !scores.has('duration');
  if ((asksPrice || twice) && (scores.get('fees') ?? 0) < INTENT_THRESHOLD) scores.set('fees', 1);
  const categories = CATEGORY_WORDS.filter((c) => stems.has(c.stem)).map((c) => c.category);
  const category = categories[0] ?? null;
  // A title is named by two of its words, or one found in no other title.
  const strong = <T>(list: Array<{ item: T; matched: number; weight: number }>) =>
    list.filter((m) => m.matched >= 2 || m.weight >= 0.99).map((m) => m.item);
  // "Les cours commencent quand au Plateau ?": a title named by the other words first (the
  // rentrée), by the site's name only when nothing else names one ("les actualités du Plateau").
  const beyondSites = new Set([...naming].filter((s) => !sites.some((x) => x.stems.includes(s))));
  const titled = <T>(list: Array<Named<T>>) => {
    const other = sites.length ? strong(matchNamed(list, beyondSites, 0.5)) : [];
    return other.length ? other : strong(matchNamed(list, naming, 0.5));
  };
  const news = titled(k.news);
  const albums = titled(k.albums);
  // "Une formation en agriculture ?": the institute named by a word that asks nothing, before the one whose name holds "formation".
  const institutesByName = strong(matchNamed(k.institutes, new Set([...naming].filter((s) => !CUE_WORDS.has(s))), 0.5));
  const institutes = institutesByName.length ? institutesByName : strong(matchNamed(k.institutes, naming, 0.5));
  const projects = strong(matchNamed(k.projects, naming, 0.5));

  let anchored = 0;
  for (const s of stems) if (anchors.has(s) || k.anchors.has(s)) anchored++;
  if (level || held) anchored++;

  let intent: IntentId | null = null;
  let best = 0;
  for (const id of PRIORITY) {
    if (SMALL_TALK.has(id)) continue;
    const score = scores.get(id) ?? 0;
    if (score >= INTENT_THRESHOLD && score > best + 0.05) {
      intent = id;
      best = score;
    }
  }
  // A price asked about the uniform or the supplies is answered by their own lists, and
  // the price of a programme by the tariffs rather than its description.
  // "Le total à payer avec la tenue ?": the tuition stays asked, the uniform's list follows it (answer.ts).
  const tuitionToo = /\btotal\b|\ben tout\b|\btout compris\b|\bscolarite\b/.test(q.text);
  if (intent === 'fees' && !tuitionToo) for (const own of ['uniform', 'supplies'] as const) if ((scores.get(own) ?? 0) >= INTENT_THRESHOLD) intent = own;
  if ((intent === 'programs' || intent === 'duration') && (scores.get('fees') ?? 0) >= INTENT_THRESHOLD && !scores.has('duration')) intent = 'fees';
  // "Vous avez un BTS en transport ?": a level asked for, whatever the campus page says of buses.
  if (intent === 'campus' && level && OFFERED.test(q.text)) intent = 'programs';
  // "Les certificats sont ouverts à tout le monde ?": "ouvert" alone, with a programme or a level named, is not the opening hours.
  if (intent === 'hours' && (level || programs.length) && ![...stems].some((w) => TIME_WORDS.some((t) => w.startsWith(t)))) intent = 'programs';
  // "Je voudrais inscrire ma fille…, c'est combien ?": the enrolment is the context, the price the question.
  // ("Il y a eu combien de candidatures ?" counts, it does not price.)
  if (intent === 'enrol' && asksHowMuch && !COUNTS.test(q.text) && !scores.has('duration') && !scores.has('documents')) intent = 'fees';
  // "Le prix de l'entrepreneuriat à la cérémonie": an award, not a price.
  if (intent === 'fees' && AWARD.test(q.text)) intent = null;
  // A level or a programme named with a word that asks what is offered ("quels BTS
  // proposez-vous ?"): a new question about programmes, not a follow-up of the last one.
  if (!intent && (level || programs.length) && (scores.get('programs') ?? 0) > 0) intent = 'programs';
  // "J'ai le bac, je peux faire quoi ?": what comes after the diploma held.
  if (!intent && held) intent = 'programs';
  // "C'est trop cher", "je n'ai pas les moyens": how the fees can be eased, not the fees again
  // ("le BTS, c'est cher ?" asks its price).
  const dear = TOO_DEAR.test(q.text) || (DEAR.test(q.text) && !sites.length && !level && !programs.length);
  if ((!intent || intent === 'fees') && dear) intent = 'scholarship';
  else if (!intent && DEAR.test(q.text)) intent = 'fees';
  // "C'est quoi un BTS orienté ?", "les orientés payent combien ?": the tariff sheets that say so.
  if ((!intent || intent === 'programs') && ORIENTED.test(q.text)) intent = 'fees';
  // "Le BTS logistique se fait dans quel site ?": where a programme is taught.
  if ((programs.length || level) && !sites.length && ASKS_WHICH_SITE.test(q.text) && (!intent || intent === 'programs' || intent === 'location')) intent = 'location';
  if (otherPlace) intent = 'location';
  // "Et la deuxième année ?" after a price: the price of the years after the first.
  if (!intent && /^(?:et )?(?:(?:la|en|pour la|pour) )?anneesuivante$/.test(q.text)) intent = 'fees';
  // "La vision du fondateur ?": the founder named outweighs the school's own vision.
  if (intent === 'about' && (scores.get('founder') ?? 0) >= INTENT_THRESHOLD) intent = 'founder';
  // "Qui est Alain-Serge Ehouman ?": the founder, by his name.
  if (!intent && k.founderStems.some((s) => stems.has(s))) intent = 'founder';
  // The school's own name with nothing else asked: "c'est quoi LBS ?" ("l'agro-business" names an institute).
  if (!intent && !institutes.length && k.schoolStems.some((s) => stems.has(s))) intent = 'about';
  const unknownWords = [...new Set(q.unknown)];
  return {
    intent,
    scores,
    greeting: (scores.get('greeting') ?? 0) >= INTENT_THRESHOLD ? (stems.has(EVENING) ? 'Bonsoir' : 'Bonjour') : null,
    stems,
    text: q.text,
    held,
    campusItems: CAMPUS_ITEMS.filter((i) => CAMPUS_WORDS[i.id].test(q.text)),
    // A word cued by another subject qualifies too: "des stages à l'étranger ?" asks abroad.
    qualified: q.content.some(
      (s) => !(intent ? cuedBy.get(s)?.has(intent) : cued.has(s)) && !politeness.has(s) && !YES_VERBS.has(s) && !sites.some((x) => x.stems.includes(s)),
    ),
    questionMark: question.includes('?'),
    sites,
    programs,
    level,
    levels,
    category,
    categories,
    news,
    albums,
    institutes,
    projects,
    unknown: unknownWords.length,
    unknownWords,
    anchored,
  };
}

export const namedCount = (p: Parsed) =>
  p.sites.length + p.programs.length + p.news.length + p.albums.length + p.institutes.length + p.projects.length + (p.level ? 1 : 0);

/** "Vous avez (aussi) un BTS en logistique ?", "bonjour, il y a un master ?": whether the school offers it (on the normalised text). */
export const OFFERED = /\b(?:vous (?:avez|faites|proposez|offrez)|avez vous|faites vous|proposez vous|y a)\b/;

/** "Orienté" (by the State) or not: what tells the BTS tariff sheets apart. */
export const ORIENTED = /\borient(?:e|es|ee|ees)\b/;

/** The words of the question that are words of this item's name. */
export const namedStems = <T>(list: Array<Named<T>>, item: T, p: Parsed) => [...(list.find((n) => n.item === item)?.stems.keys() ?? [])].filter((s) => p.stems.has(s));

/** Whether the question names this item by a word other than a named site's ("Plateau" is in a news title). */
export function namedBeyondSites<T>(list: Array<Named<T>>, item: T, p: Parsed): boolean {
  const siteStems = new Set(p.sites.flatMap((x) => x.stems));
  return namedStems(list, item, p).some((x) => !siteStems.has(x));
}

/**
 * A question answered by yes or no ("vous aidez à trouver un stage ?"), not one asking what or
 * how, nor a statement ("je veux un emploi"), nor one that asks more than the data says ("des
 * bourses pour les filles ?"). "ou" and "qui" also join words ("BTS ou licence", "les entreprises
 * qui recrutent"). "Et les débouchés ?" asks what about them, not whether there are any.
 */
export const asksYesNo = (p: Parsed) => p.questionMark && !p.qualified && !/^et\b/.test(p.text) && !p.text.split(' ').some((w) => QUESTION_WORDS.has(w) && w !== 'ou' && w !== 'qui');

export const startsWithAny = (p: Parsed, prefixes: string[]) => [...p.stems].some((s) => prefixes.some((x) => s.startsWith(x)));

/** The programmes whose name holds one of these words ("informatique": the two BTS in IT). */
export const programsSharing = (k: Knowledge, stems: Set<string>) => k.programs.filter((n) => [...n.stems.keys()].some((s) => stems.has(s))).map((n) => n.item);
