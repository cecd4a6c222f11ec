// From a question to a reply: parse (intents, named things, unknown words), decide
// (answer, ask which site, or decline), then write the reply from the knowledge only.
// Amounts go through formatAmount, dates through formatDateLong, names as stored.
import { chatLink } from '@ecole/shared/chat-markup';
import { telHref } from '@ecole/shared/links';
import { contentValue, socialLinks } from '@ecole/shared/content-keys';
import { PROGRAM_CATEGORIES, type CONTACT_SUBJECTS } from '@ecole/shared/constants';
import { CAMPUS_ACCESS, CAMPUS_FACILITIES, CAMPUS_SERVICES, type CampusItem, type CampusItemId } from '@ecole/shared/campus';
import { formatAmount, formatDateLong } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import type { Album } from '@ecole/shared/schemas/albums';
import type { Institute } from '@ecole/shared/schemas/institutes';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import type { Program } from '@ecole/shared/schemas/programs';
import type { Project } from '@ecole/shared/schemas/projects';
import type { Tariff } from '@ecole/shared/schemas/tariffs';
import { allCueWords, scoreIntents, SMALL_TALK, type IntentId } from './intents';
import { ASKS_HISTORY, ASKS_VALUES, ASKS_WHY, employmentFigure, historyList, strengthsAsked, valuesList, whyChooseUs } from './strengths';
import { matchNamed, type Knowledge, type Named, type Site } from './knowledge';
import { analyse, fold, QUESTION_WORDS, stem, stemsOf } from './text';

export type ReplyKind = IntentId | 'decline' | 'clarify' | 'found';

export interface Reply {
  text: string;
  kind: ReplyKind;
  /** True when the engine had nothing sure to say and pointed to the contact page. */
  declined: boolean;
  /** The visitor's earlier messages could change this reply ("et à Yopougon ?"). */
  wantsContext?: boolean;
}

export interface AskContext {
  /**
   * The visitor's earlier messages in this session, the latest first. Left out, the reply
   * says whether they could matter (`wantsContext`), so the caller reads them only then.
   */
  previous?: string[];
}

/** An intent counts from this score on (one clear cue word). */
const INTENT_THRESHOLD = 1;

/** When two intents score alike, the more specific one answers. */
const PRIORITY: IntentId[] = [
  'recognition', 'partnership', 'fees', 'documents', 'uniform', 'supplies', 'bank', 'scholarship', 'duration', 'hours', 'internship', 'founder', 'institutes',
  'albums', 'news', 'projects', 'social', 'contact', 'location', 'enrol', 'programs', 'strengths', 'campus', 'about', 'greeting', 'thanks', 'goodbye',
];
/** The contact form's subject for companies (public-site.md; the type keeps it one of the list). */
const PARTNERSHIP_SUBJECT: (typeof CONTACT_SUBJECTS)[number] = 'Partenariat Entreprise';
/** The site's FAQ (public-site.md, /contact) on how one gets in. */
const ADMISSION = "L'admission se fait sur étude de dossier, suivie d'un entretien";
const ALL_PROGRAMS = `Toutes les filières : ${chatLink('Nos Filières', paths.filieres.href())}.`;

/** Every word a cue is made of: a word that asks ("formation"), not a name. */
const CUE_WORDS = new Set(allCueWords());

/** Intents a question about the home page's promises is read through ("c'est quoi la formation digitalisée ?" names "formation"). */
const STRENGTH_OVER = new Set<IntentId>(['recognition', 'strengths', 'programs', 'about', 'campus']);

/** Intents whose answer differs per site: a site named earlier in the session still applies. */
const PER_SITE = new Set<IntentId>(['fees', 'documents', 'uniform', 'supplies', 'bank', 'location', 'contact']);

// By the programme's level and name, not its category: "LICENCE/MASTER" holds both levels.
const LEVELS: Array<{ stem: string; label: string; test: (p: { level: string; name: string }) => boolean }> = [
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
  cafeteria: /\bcafet|\bcantine|\brepas\b|\bmanger\b/,
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

/** What a bare "combien" may price: the studies themselves. */
const PRICED = new Set(['formation', 'filiere', 'ecole', 'etude', 'etudes', 'scolarite', 'annee', 'an', 'ans', 'anneesuivante'].map(stem));

/** A bare "where" that asks about what came before: "où ça ?", "c'est où ?", "dans quel site ?". */
const ELLIPTIC_WHERE = /^(?:et )?(?:ou(?: ca| se trouve| donc)?|ca ou|(?:c est )?(?:dans|sur) quel site|quel site)$/;

/** "Dans quel site", "où le master ?" (on the normalised text: "se fait" is gone, "où" is "ou"). */
const ASKS_WHICH_SITE = /\bquels? sites?\b|^ou\b|\bou (?:le|la|les|est|sont|on)\b/;

/** Verbs that ask whether the school offers what is named, and add nothing a "oui" would claim. */
const YES_VERBS = new Set(
  ['aider', 'aidez', 'aide', 'trouver', 'garanti', 'garantie', 'garantissez', 'offrez', 'offre', 'donnez', 'accordez', 'existe', 'possible', 'obtenir', 'avoir', 'faire', 'beneficier'].map(stem),
);

/** Diplomas in the order they are earned; a programme's rank is its level's place here. */
const DIPLOMAS = ['bac', 'bts', 'licence', 'master'] as const;
type Diploma = (typeof DIPLOMAS)[number];
/**
 * "J'ai eu mon BTS", "après le bac", "titulaire d'une licence", "mon neveu a un BTS": a diploma
 * the visitor holds, which asks what comes next, not that level's programmes (on the normalised
 * text, where "à" is "a": "a" alone counts only before un, une, son, sa or le, never "à la licence").
 */
const HELD =
  /\b(?:(?:apres|avec|titulaire d|j ai(?: eu| obtenu)?|viens d (?:avoir|obtenir)|vient d (?:avoir|obtenir)|a eu|a obtenu|ayant|ayant eu|ayant obtenu)\s+(?:(?:mon|ma|le|la|l|un|une|son|sa|d un|d une|deja)\s+)*|a (?:deja )?(?:un|une|son|sa|le)\s+)(bac|baccalaureat|bts|licence|master)\b/;
const rankOf = (x: { level: string; name: string }) => {
  const i = LEVELS.findIndex((l) => l.test(x));
  return i < 0 || LEVELS[i].label === 'Certificat' ? 0 : i + 1;
};
/** Beginnings of the words that ask a time ("à quelle heure", "horaires", "le samedi"). */
const TIME_WORDS = ['heur', 'horair', 'ferm', 'samedi', 'dimanche', 'week', 'secretariat', 'accueil'];
const CATEGORY_WORDS: Array<{ stem: string; category: RegExp }> = [
  { stem: stem('tertiaire'), category: /tertiaire/i },
  { stem: stem('industriel'), category: /industriel/i },
];

interface Parsed {
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
  anchored: number;
}

const NAME_INTRO = /\b(je m['’ ]?appelle|mon nom est|moi c['’ ]?est)((?:\s+[A-ZÀ-Ý][\p{L}-]*){1,3})/gu;

function parse(k: Knowledge, question: string): Parsed {
  let q = analyse(question.replace(NAME_INTRO, ' '), k.vocabulary);
  // "Vous avez un site à Daloa ?": a place that is none of our sites asks where our sites are.
  const elsewhere = ELSEWHERE.exec(q.text);
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
  const named = bySubject.length ? bySubject : sharing.length ? sharing : matchNamed(k.programs, naming).map((m) => m.item);
  // "J'ai un BTS en finance, et après ?": not the programme already done.
  const programs = held ? named.filter((x) => rankOf(x) > DIPLOMAS.indexOf(held)) : named;
  // "C'est combien ?", "cb pour Yopougon ?": on a school's site a bare "how much" asks the
  // fees, unless it counts something else ("combien d'étudiants"). "Bonjour, c'est combien
  // à Cocody ?": a greeting around it asks nothing else.
  // "BTS non orienté, c'est combien ?": the words of a tariff sheet's programme name it too.
  // "C'est combien la formation au Plateau ?": the price of what one studies ("combien de formations" counts them).
  const priced = (s: string) => !/\bcombien (?:de|d) /.test(q.text) && (PRICED.has(s) || /^\d+$/.test(s));
  const onlyNames = q.content.every((s) => politeness.has(s) || k.sheets.some((n) => n.stems.has(s)) || s === level?.stem || sites.some((x) => x.stems.includes(s)) || priced(s) || named.length > 0);
  const asksHowMuch = q.text.split(' ').includes('combien');
  if (asksHowMuch && onlyNames && !scores.has('duration') && (scores.get('fees') ?? 0) < INTENT_THRESHOLD)
    scores.set('fees', 1);
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
  if (intent === 'fees') for (const own of ['uniform', 'supplies'] as const) if ((scores.get(own) ?? 0) >= INTENT_THRESHOLD) intent = own;
  if ((intent === 'programs' || intent === 'duration') && (scores.get('fees') ?? 0) >= INTENT_THRESHOLD && !scores.has('duration')) intent = 'fees';
  // "Les certificats sont ouverts à tout le monde ?": "ouvert" alone, with a programme or a level named, is not the opening hours.
  if (intent === 'hours' && (level || programs.length) && ![...stems].some((w) => TIME_WORDS.some((t) => w.startsWith(t)))) intent = 'programs';
  // "Je voudrais inscrire ma fille…, c'est combien ?": the enrolment is the context, the price the question.
  if (intent === 'enrol' && asksHowMuch && !scores.has('duration') && !scores.has('documents')) intent = 'fees';
  // A level or a programme named with a word that asks what is offered ("quels BTS
  // proposez-vous ?"): a new question about programmes, not a follow-up of the last one.
  if (!intent && (level || programs.length) && (scores.get('programs') ?? 0) > 0) intent = 'programs';
  // "J'ai le bac, je peux faire quoi ?": what comes after the diploma held.
  if (!intent && held) intent = 'programs';
  // "C'est quoi un BTS orienté ?", "les orientés payent combien ?": the tariff sheets that say so.
  if ((!intent || intent === 'programs') && ORIENTED.test(q.text)) intent = 'fees';
  // "Le BTS logistique se fait dans quel site ?": where a programme is taught.
  if ((programs.length || level) && !sites.length && ASKS_WHICH_SITE.test(q.text) && (!intent || intent === 'programs' || intent === 'location')) intent = 'location';
  if (otherPlace) intent = 'location';
  // "Et la deuxième année ?" after a price: the price of the years after the first.
  if (!intent && /^(?:et )?(?:(?:la|en|pour la|pour) )?anneesuivante$/.test(q.text)) intent = 'fees';
  // "Qui est Alain-Serge Ehouman ?": the founder, by his name.
  if (!intent && k.founderStems.some((s) => stems.has(s))) intent = 'founder';
  // The school's own name with nothing else asked: "c'est quoi LBS ?" ("l'agro-business" names an institute).
  if (!intent && !institutes.length && k.schoolStems.some((s) => stems.has(s))) intent = 'about';
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
    unknown: new Set(q.unknown).size,
    anchored,
  };
}

const namedCount = (p: Parsed) =>
  p.sites.length + p.programs.length + p.news.length + p.albums.length + p.institutes.length + p.projects.length + (p.level ? 1 : 0);

export function answer(k: Knowledge, question: string, ctx: AskContext = {}): Reply {
  let p = parse(k, question);

  // Words the school's data does not know, and nothing of the school to hold on to: the
  // question is about something else, whatever cue words it contains.
  // "Bonjour Awa", "merci Kouadio": small talk with a name is still small talk.
  const smallTalkOnly = !p.intent && namedCount(p) === 0 && [...SMALL_TALK].some((id) => (p.scores.get(id) ?? 0) >= INTENT_THRESHOLD);
  if (p.unknown > 0 && p.unknown >= p.anchored && !(smallTalkOnly && p.unknown <= 1)) return decline(k);

  // "Et à Yopougon ?" after a question about fees: the earlier intent with the new names.
  // A question with words of its own ("la différence entre BTS et licence ?") is not elliptical.
  // "Ça dure combien de temps ?", "c'est combien ?" after a programme was named: that programme's.
  // "Où ça ?", "c'est dans quel site ?": where, of what was named before (or the sites).
  const ellipticWhere = ELLIPTIC_WHERE.test(p.text) && namedCount(p) === 0;
  if (ellipticWhere) p = { ...p, intent: 'location' };
  const ofEarlierProgramme = (p.intent === 'duration' || (p.intent === 'fees' && !p.sites.length) || ellipticWhere) && !p.programs.length && !p.level;
  const followUp = (!p.intent && namedCount(p) > 0 && p.unknown === 0) || (p.intent !== null && PER_SITE.has(p.intent) && !p.sites.length) || ofEarlierProgramme;
  if (followUp && !ctx.previous) return { ...answerParsed(k, p), wantsContext: true };
  const earlier = ctx.previous?.length ? ctx.previous.map((q) => parse(k, q)) : [];
  if (ofEarlierProgramme) {
    // The programme the visitor last named, whatever was asked in between; "une formation en
    // informatique" named the programmes sharing the word.
    const named = earlier.map((prev) => ({ prev, programs: prev.programs.length ? prev.programs : askedSubject(k, prev) })).find((x) => x.programs.length || x.prev.level);
    if (named) p = { ...p, programs: named.programs, level: named.prev.level };
  }
  if (p.intent && PER_SITE.has(p.intent) && !p.sites.length) {
    // "Les documents à fournir" after "et à Cocody ?": the site last named, if only one.
    const named = earlier.find((prev) => prev.sites.length);
    if (named?.sites.length === 1) p = { ...p, sites: named.sites };
  }
  // "Et le Plateau ?", "et le BTS informatique ?": a site's or a programme's name, even where a news title holds it too.
  const ownWord = <T>(list: Array<Named<T>>, x: T) => namedStems(list, x, p).some((w) => !p.sites.some((site) => site.stems.includes(w)) && !k.programWords.has(w));
  const namesMore = p.news.some((x) => ownWord(k.news, x)) || p.albums.some((x) => ownWord(k.albums, x));
  const lastAsked = earlier.find((x) => x.intent);
  if (!p.intent && namedCount(p) && !namesMore && p.unknown === 0 && lastAsked) {
    p = {
      ...lastAsked,
      greeting: p.greeting,
      sites: p.sites.length ? p.sites : lastAsked.sites,
      programs: p.programs.length ? p.programs : lastAsked.programs,
      level: p.level ?? lastAsked.level,
    };
  }

  return answerParsed(k, p);
}

function answerParsed(k: Knowledge, p: Parsed): Reply {
  const hello = p.greeting ? `${p.greeting} ! ` : '';
  // "Prix et durée du BTS logistique ?": both asked, both answered.
  const both = (p.intent === 'duration' || p.intent === 'fees') && (p.scores.get('duration') ?? 0) >= INTENT_THRESHOLD && (p.scores.get('fees') ?? 0) >= INTENT_THRESHOLD;
  // At a site, with no programme named, its tariff sheet gives the duration with the price.
  if (both && p.sites.length && !p.programs.length && !p.level) return reply('fees', hello + respond(k, p, 'fees'));
  if (both) return reply(p.intent!, `${hello}${respond(k, p, 'duration')}\n\n${respond(k, p, 'fees')}`);
  // "Les profs sont qualifiés ?", "vos diplômes sont reconnus ?", "des cours en ligne ?": the home
  // page's own sentences. DECISIONS: never a diploma claim the data does not make, so with
  // nothing of the page saying it, declined (the administrator sees it asked).
  const strengths = strengthsAsked(k.snapshot.content, p.text);
  if ((p.intent === 'recognition' || p.intent === 'strengths') && !strengths) return decline(k);
  if (strengths && (!p.intent || STRENGTH_OVER.has(p.intent))) {
    // "Vous faites des doubles diplômes ?": the article named by two of its words, then what the page promises.
    const article = p.news.length === 1 && namedStems(k.news, p.news[0], p).length >= 2 ? `${newsItem(p.news[0])}\n\n` : '';
    return reply('strengths', `${hello}${article}${strengths.lines}\n${strengths.more} : ${contactPointer(k)}.`);
  }
  // No network filled in the site settings: nothing sure to say, and the administrator sees it asked.
  if (p.intent === 'social' && !networks(k).length) return decline(k);
  // "Y a le wifi ?", "la cantine c'est combien ?", "la bibliothèque ouvre à quelle heure ?": what the campus page says of it.
  // Not when programmes are asked ("il aime les ordinateurs, quelle formation ?").
  // Nor when an article is named by three of its words ("la nouvelle salle informatique est où ?").
  const asksPrograms = (p.scores.get('programs') ?? 0) >= INTENT_THRESHOLD || p.held !== null;
  const namesArticle = p.news.length === 1 && !p.programs.length && !p.level && namedStems(k.news, p.news[0], p).length >= 3;
  if (namesArticle && (!p.intent || (p.intent === 'location' && !p.sites.length))) return reply('found', hello + newsItem(p.news[0]));
  if (p.campusItems.length && !asksPrograms && !namesArticle && (!p.intent || ['campus', 'location', 'hours', 'fees'].includes(p.intent)))
    return reply('campus', hello + campusItemsReply(k, p));
  // "Quelle formation pour la comptabilité, et c'est combien ?": the programme, then its price.
  // "Il a eu son bac, il aime l'informatique : quelle formation, et combien à Yopougon ?": what follows the diploma, then the price.
  if (p.intent === 'fees' && (p.scores.get('programs') ?? 0) >= INTENT_THRESHOLD) {
    const programmes = p.programs.length === 1 ? programDetail(p.programs[0]) : p.held ? nextStepReply(k, p, p.held) : null;
    if (programmes) return reply('fees', `${hello}${programmes}\n\n${respond(k, p, 'fees')}`);
  }
  if (p.intent) return reply(p.intent, hello + respond(k, p, p.intent));

  // "La journée de l'entrepreneuriat": an album or an article named by more of its words than a programme is.
  if (p.programs.length === 1 && !p.level) {
    const byProgram = namedStems(k.programs, p.programs[0], p).length;
    if (p.albums.length === 1 && namedStems(k.albums, p.albums[0], p).length > Math.max(1, byProgram)) return reply('found', hello + albumItem(p.albums[0]));
    if (p.news.length === 1 && namedStems(k.news, p.news[0], p).length > Math.max(1, byProgram)) return reply('found', hello + newsItem(p.news[0]));
  }
  if (p.programs.length || p.level) return reply('programs', hello + programsReply(k, p));
  // "Elle aime l'informatique, vous avez quoi ?": a word of programme names is the subject, even
  // where one news title holds it too ("salle informatique" still names the article).
  if (asksProgrammeSubject(k, p)) return reply('programs', hello + programsReply(k, p));
  // "Cocody" alone names the site, not the one album whose title holds the word.
  if (p.news.length === 1 && namedBeyondSites(k.news, p.news[0], p)) return reply('found', hello + newsItem(p.news[0]));
  if (p.albums.length === 1 && namedBeyondSites(k.albums, p.albums[0], p)) return reply('found', hello + albumItem(p.albums[0]));
  if (p.sites.length) return reply('location', hello + siteCards(k, p.sites));
  if (p.news.length === 1) return reply('found', hello + newsItem(p.news[0]));
  if (p.albums.length === 1) return reply('found', hello + albumItem(p.albums[0]));
  if (p.institutes.length === 1) return reply('institutes', hello + instituteItem(p.institutes[0]));
  if (p.projects.length === 1) return reply('projects', hello + projectItem(p.projects[0]));

  const thanks = (p.scores.get('thanks') ?? 0) >= INTENT_THRESHOLD;
  // "Ok merci, au revoir": the goodbye, with the thanks returned.
  if ((p.scores.get('goodbye') ?? 0) >= INTENT_THRESHOLD)
    return reply('goodbye', `${thanks ? 'Avec plaisir ! ' : ''}Au revoir et à bientôt chez ${contentValue(k.snapshot.content, 'site_name')} !`);
  if (thanks) return reply('thanks', 'Avec plaisir ! Avez-vous une autre question ?');
  if (p.greeting)
    return reply(
      'greeting',
      `${p.greeting} ! Je suis l'assistant virtuel de ${contentValue(k.snapshot.content, 'site_name')}. Je peux vous renseigner sur nos filières, les tarifs de nos sites, les inscriptions, les horaires, le campus et nos actualités. Que souhaitez-vous savoir ?`,
    );

  const found = search(k, p);
  if (found) return reply('found', found);
  return decline(k);
}

const reply = (kind: ReplyKind, text: string): Reply => ({ kind, text, declined: false });

/** The contact page and the main phone number: what to do when the assistant cannot answer. */
export function decline(k: Knowledge): Reply {
  const phone = contentValue(k.snapshot.content, 'contact_phone');
  return {
    kind: 'decline',
    declined: true,
    text: `Je suis désolé, je n'ai pas d'information sûre à ce sujet. Pour une réponse précise, écrivez-nous depuis la ${chatLink('page Contact', paths.contact.href())} ou appelez le ${chatLink(phone, telHref(phone))}.`,
  };
}

/**
 * Last resort before declining: a news item, album, programme or project whose title
 * holds most of the question's meaningful words.
 */
function search(k: Knowledge, p: Parsed): string | null {
  const terms = [...p.stems];
  if (!terms.length) return null;
  const [top] = k.index.search(terms.join(' '), { combineWith: 'OR' });
  if (!top) return null;
  const passage = k.passages.get(top.id as string);
  if (!passage) return null;
  const passageStems = new Set(stemsOf(`${passage.title} ${passage.text}`));
  const covered = terms.filter((t) => passageStems.has(t) || [...passageStems].some((s) => s.length >= 5 && (s.startsWith(t) || t.startsWith(s))));
  if (covered.length / terms.length < 0.6 || !covered.some((t) => k.anchors.has(t))) return null;
  const s = k.snapshot;
  switch (passage.kind) {
    case 'news':
      return newsItem(s.news.find((n) => n.id === passage.ref)!);
    case 'album':
      return albumItem(s.albums.find((a) => a.id === passage.ref)!);
    case 'program':
      return programDetail(s.programs.find((x) => x.id === passage.ref)!);
    case 'institute':
      return instituteItem(s.institutes.find((i) => i.id === passage.ref)!);
    case 'project':
      return projectItem(s.projects.find((x) => x.id === passage.ref)!);
  }
}

function respond(k: Knowledge, p: Parsed, intent: IntentId): string {
  switch (intent) {
    case 'fees':
      return feesReply(k, p);
    case 'documents':
      return perSiteList(k, p, (t) => t.requiredDocuments, 'Pièces à fournir pour l’inscription', 'la liste des pièces à fournir');
    case 'uniform':
      return perSiteList(k, p, uniformLines, 'Tenue (uniforme)', 'le coût de la tenue');
    case 'supplies':
      return perSiteList(k, p, (t) => t.supplies, 'Fournitures demandées', 'la liste des fournitures');
    case 'bank':
      return bankReply(k, p);
    case 'location':
      if (!p.sites.length && (p.programs.length || p.level)) return programSites(k, p);
      return p.sites.length ? siteCards(k, p.sites) : sitesList(k);
    case 'contact':
      return p.sites.length ? siteCards(k, p.sites) : contactReply(k);
    case 'hours':
      return hoursReply(k, p);
    case 'enrol':
      return enrolReply(k, p);
    case 'scholarship':
      return scholarshipReply(k, p);
    case 'internship': {
      // "Vos diplômés trouvent du travail ?": the school's own figure too.
      const figure = employmentFigure(p.text);
      return `${asksYesNo(p) ? 'Oui : l' : 'L'}e stage est garanti grâce à notre réseau de plus de 50 entreprises partenaires, qui accueillent nos étudiants en stage et recrutent nos diplômés.${figure ? `\n${figure}\n` : ' '}Pour en savoir plus : ${contactPointer(k)}.`;
    }
    case 'programs':
      // "Vous faites de la formation continue ?": an institute's name (two of its words: "formation" alone asks the programmes).
      // "Une formation en agriculture ?": one word of an institute's name that no programme's name holds and asks nothing (as "formation" does).
      if (p.institutes.length === 1 && !p.programs.length && !p.level && !p.category) {
        const named = namedStems(k.institutes, p.institutes[0], p);
        if (named.length >= 2 || named.some((w) => !k.programWords.has(w) && !CUE_WORDS.has(w))) return instituteItem(p.institutes[0]);
      }
      return programsReply(k, p);
    case 'duration':
      return durationReply(k, p);
    case 'institutes':
      return p.institutes.length === 1 ? instituteItem(p.institutes[0]) : institutesReply(k);
    case 'news':
      return p.news.length === 1 ? newsItem(p.news[0]) : newsReply(k);
    case 'albums':
      return p.albums.length === 1 ? albumItem(p.albums[0]) : albumsReply(k);
    case 'projects':
      return p.projects.length === 1 ? projectItem(p.projects[0]) : projectsReply(k, p);
    case 'founder':
      return founderReply(k);
    case 'social':
      return `Retrouvez-nous sur les réseaux sociaux :\n${networks(k).map((s) => `• ${s.label} : ${s.href}`).join('\n')}\nLes liens sont aussi en bas de chaque page du site.`;
    case 'campus':
      return campusReply(k);
    case 'partnership':
      return `Entreprises : pour un partenariat, accueillir nos stagiaires ou recruter nos diplômés, contactez-nous : ${contactPointer(k)} (sur la page Contact, objet « ${PARTNERSHIP_SUBJECT} »).`;
    case 'about':
      // "Le double diplôme au Canada": an article named by two of its words says more than the school's presentation.
      if (p.news.length === 1 && namedStems(k.news, p.news[0], p).length >= 2) return newsItem(p.news[0]);
      // "Pourquoi choisir votre école ?": the home page's block of that name.
      if (ASKS_WHY.test(p.text)) return `${whyChooseUs(k.snapshot.content)}\n${ABOUT_LINK}`;
      // "Quelles sont vos valeurs ?", "l'histoire de l'école": the about page's lists.
      if (ASKS_VALUES.test(p.text)) return `${valuesList()}\n${ABOUT_LINK}`;
      if (ASKS_HISTORY.test(p.text)) return `${historyList()}\n${ABOUT_LINK}`;
      return aboutReply(k);
    default:
      return decline(k).text;
  }
}

// ---------------------------------------------------------------- tariffs

type FeeField = 'inscriptionFee' | 'fraisAnnexes' | 'totalFee' | 'firstPayment' | 'secondPayment' | 'thirdPayment';
const FEE_LABELS: Record<FeeField, string> = {
  inscriptionFee: "Frais d'inscription",
  fraisAnnexes: 'Frais annexes',
  totalFee: 'Total',
  firstPayment: '1er versement',
  secondPayment: '2e versement',
  thirdPayment: '3e versement',
};
/** When a payment falls, as the tariffs page says (the third's date is not given). */
const FEE_WHEN: Partial<Record<FeeField, string>> = { firstPayment: "à l'inscription", secondPayment: 'un mois après le premier' };
const when = (field: FeeField) => (FEE_WHEN[field] ? ` (${FEE_WHEN[field]})` : '');

/** Which amount the visitor asks for, if one; "tranches" means the whole schedule. */
function feeFocus(p: Parsed): FeeField | 'schedule' | null {
  const has = (w: string) => p.stems.has(stem(w));
  if (has('tranche1')) return 'firstPayment';
  if (has('tranche2')) return 'secondPayment';
  if (has('tranche3')) return 'thirdPayment';
  if (has('tranche') || has('tranches') || p.text.includes('plusieurs fois')) return 'schedule';
  if (has('fraisinscription') || (has('inscription') && !has('scolarite'))) return 'inscriptionFee';
  if (has('fraisannexes') || has('annexe')) return 'fraisAnnexes';
  if (has('total') || has('scolarite') || has('annuel')) return 'totalFee';
  return null;
}

const sheetTitle = (t: Tariff) => `${t.site} — ${t.programName} (${t.programDuration})`;

/** The tariff sheets a question is about; `missingLevel` when it names a level no sheet has. */
function sheetsFor(k: Knowledge, p: Parsed): { sheets: Tariff[]; missingLevel?: string } {
  let sheets = p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs;
  // "le prix de la Logistique": the level of the programmes named stands for the level.
  const levels = p.programs.map((x) => LEVELS.find((l) => l.test(x)));
  const level = p.level ?? (levels.length && levels.every((l) => l && l === levels[0]) ? levels[0]! : null);
  if (level) {
    const byLevel = sheets.filter((t) => level.test({ level: '', name: t.programName }));
    if (!byLevel.length) return { sheets, missingLevel: level.label };
    sheets = byLevel;
  }
  // "BTS non orientés": within the level, the sheets whose programme the question names.
  const named = matchNamed(
    k.sheets.filter((n) => sheets.includes(n.item)),
    p.stems,
    0.3,
  ).map((m) => m.item);
  return { sheets: named.length ? named : sheets };
}

function schedule(t: Tariff): string {
  return `${FEE_LABELS.firstPayment} (${FEE_WHEN.firstPayment}) : ${formatAmount(t.firstPayment)}, ${FEE_LABELS.secondPayment} (${FEE_WHEN.secondPayment}) : ${formatAmount(t.secondPayment)}, ${FEE_LABELS.thirdPayment} : ${formatAmount(t.thirdPayment)}`;
}

function fullSheet(t: Tariff): string {
  if (t.totalFee <= 0) return `${sheetTitle(t)} : les montants ne sont pas encore publiés.`;
  return [
    `${sheetTitle(t)} :`,
    `• ${FEE_LABELS.inscriptionFee} : ${formatAmount(t.inscriptionFee)}`,
    `• ${FEE_LABELS.fraisAnnexes} : ${formatAmount(t.fraisAnnexes)}`,
    `• ${FEE_LABELS.totalFee} : ${formatAmount(t.totalFee)}`,
    `• Paiement en trois fois : ${schedule(t)}.`,
  ].join('\n');
}

const tarifsLink = () => `Détails sur la page ${chatLink('Nos Tarifs', paths.tarifs.href())}.`;

function askSite(k: Knowledge, sheets: Tariff[]): string {
  const names = k.sites.filter((s) => s.sheets.some((t) => sheets.includes(t))).map((s) => s.short);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : names.join('');
  return `Sur quel site souhaitez-vous étudier : ${list} ?`;
}

function feesReply(k: Knowledge, p: Parsed): string {
  const found = sheetsFor(k, p);
  const sheets = found.sheets.filter((t) => t.totalFee > 0);
  if (!sheets.length) return `Les tarifs ne sont pas encore disponibles. Contactez-nous pour plus d'informations : ${contactPointer(k)}.`;
  // "Et pour la licence ?" after Cocody's fees: the level's sheets elsewhere, rather than "none published".
  const level = LEVELS.find((l) => l.label === found.missingLevel);
  const elsewhere = level && p.sites.length ? k.snapshot.tariffs.filter((t) => t.totalFee > 0 && level.test({ level: '', name: t.programName })) : [];
  if (elsewhere.length)
    return `${forSites(p)}, aucun tarif de niveau ${found.missingLevel} n'est publié. Ailleurs :\n${elsewhere.map(sheetLine).join('\n')}\n${tarifsLink()}`;
  if (found.missingLevel)
    return `Je n'ai pas de tarif publié pour le niveau ${found.missingLevel}. Les tarifs publiés sont :\n${sheets.map(totalLine).join('\n')}\nPour le niveau ${found.missingLevel}, contactez-nous : ${contactPointer(k)}.`;
  const focus = feeFocus(p);
  // "C'est par an ou pour les 2 ans ?": each sheet says what it covers ("1ère Année"); no more is claimed.
  const covers = PER_YEAR.test(p.text) ? `Chaque tarif publié porte sur la formation indiquée ; pour les années suivantes, contactez-nous : ${contactPointer(k)}.\n` : '';
  if (covers) return `${covers}${sheets.map(sheetLine).join('\n')}\n${tarifsLink()}`;
  // "Les non orientés, c'est combien à Cocody ?": the sheets the words point to, and where they are when not at the site asked.
  if (ORIENTED.test(p.text)) {
    // "Orienté et non orienté ?": both kinds, every sheet that names either.
    const both = /\borient\w* (?:et|ou) non orient|\bnon orient\w* (?:et|ou) orient/.test(p.text);
    const pointed = both ? k.sheets.filter((n) => [...n.stems.keys()].some((x) => x.startsWith('orient'))).map((n) => n.item) : matchNamed(k.sheets, p.stems, 0.3).map((m) => m.item);
    const atSites = p.sites.length ? p.sites.flatMap((x) => x.sheets) : k.snapshot.tariffs;
    const here = pointed.filter((t) => atSites.includes(t) && t.totalFee > 0);
    if (pointed.length && !here.length)
      return `${forSites(p)}, le tarif publié est :\n${sheets.map(sheetLine).join('\n')}\nAilleurs :\n${pointed.map(sheetLine).join('\n')}\n${tarifsLink()}`;
    // One sheet: its full detail below; several: each with what its description says.
    if (here.length > 1) return `${here.map(sheetLine).join('\n')}\n${tarifsLink()}`;
  }
  if (sheets.length === 1) {
    const t = sheets[0];
    if (!focus) return `${fullSheet(t)}\n${tarifsLink()}`;
    if (focus === 'schedule')
      return `${sheetTitle(t)} : la scolarité de ${formatAmount(t.totalFee)} se règle en trois versements. ${schedule(t)}.\n${tarifsLink()}`;
    return `${sheetTitle(t)} — ${FEE_LABELS[focus]}${when(focus)} : ${formatAmount(t[focus])}.\n${tarifsLink()}`;
  }
  const field: FeeField = focus && focus !== 'schedule' ? focus : 'totalFee';
  const values = new Set(sheets.map((t) => t[field]));
  if (focus && focus !== 'schedule' && values.size === 1 && !p.sites.length && sheets.length === k.snapshot.tariffs.length)
    return `${FEE_LABELS[field]} : ${formatAmount(sheets[0][field])} sur tous nos sites.\n${tarifsLink()}`;
  // "Le site le moins cher ?", "Yopougon ou Cocody, lequel est moins cher ?": said, then the totals in order.
  const compared = field === 'totalFee' && focus !== 'schedule' ? /\b(moins|plus) cher\b/.exec(p.text)?.[1] : undefined;
  if (compared) {
    const sorted = [...sheets].sort((a, b) => a.totalFee - b.totalFee);
    const target = compared === 'moins' ? sorted[0].totalFee : sorted[sorted.length - 1].totalFee;
    const picks = sorted.filter((t) => t.totalFee === target).map(sheetTitle).join(' et ');
    return `Le tarif publié le ${compared === 'moins' ? 'moins' : 'plus'} élevé : ${picks}, ${formatAmount(target)} au total.\nScolarité totale selon le site et la formation :\n${sorted.map(totalLine).join('\n')}\n${tarifsLink()}`;
  }
  const lines =
    focus === 'schedule'
      ? sheets.map((t) => `• ${sheetTitle(t)} : ${formatAmount(t.firstPayment)}, ${formatAmount(t.secondPayment)} puis ${formatAmount(t.thirdPayment)}`)
      : sheets.map((t) => `• ${sheetTitle(t)} : ${formatAmount(t[field])}`);
  const heading =
    focus === 'schedule'
      ? 'Versements (1er à l’inscription, 2e un mois après, puis 3e) par site :'
      : `${FEE_LABELS[field] === 'Total' ? 'Scolarité totale' : FEE_LABELS[field]}${when(field)} selon le site et la formation :`;
  const ask = p.sites.length ? '' : `\n${askSite(k, sheets)}`;
  return `${heading}\n${lines.join('\n')}${ask}\n${tarifsLink()}`;
}

function uniformLines(t: Tariff): string[] {
  const u = t.uniformCosts;
  const show = (v: string) => (/^\d+$/.test(v.trim()) ? formatAmount(Number(v)) : v);
  return [u.tissu && `Tissu : ${show(u.tissu)}`, u.cravate && `Cravate : ${show(u.cravate)}`, u.blouse && `Blouse : ${show(u.blouse)}`].filter(
    (x): x is string => !!x,
  );
}

/**
 * A list kept per tariff sheet (documents, uniform, supplies, bank): sites with the same
 * list are grouped, so a list common to every site is said once.
 */
function perSiteList(k: Knowledge, p: Parsed, lines: (t: Tariff) => string[], title: string, what: string): string {
  const sheets = p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs;
  const groups = new Map<string, { lines: string[]; sites: string[] }>();
  for (const t of sheets) {
    const l = lines(t);
    if (!l.length) continue;
    const key = l.join('\n');
    const g = groups.get(key) ?? { lines: l, sites: [] };
    if (!g.sites.includes(t.site)) g.sites.push(t.site);
    groups.set(key, g);
  }
  if (!groups.size) return `Je n'ai pas ${what}${p.sites.length === 1 ? ' de ce site' : ''} ; contactez notre équipe : ${contactPointer(k)}.`;
  const bullets = (l: string[]) => l.map((x) => `• ${x}`).join('\n');
  const [only] = groups.values();
  if (groups.size === 1) {
    const where = only.sites.length === k.sites.length && k.sites.length > 1 ? ' (tous nos sites)' : ` (${only.sites.join(', ')})`;
    return `${title}${where} :\n${bullets(only.lines)}\n${tarifsLink()}`;
  }
  const parts = [...groups.values()].map((g) => `${g.sites.join(', ')} :\n${bullets(g.lines)}`);
  return `${title} :\n${parts.join('\n')}\n${tarifsLink()}`;
}

/** "Orienté" (by the State) or not: what tells the BTS tariff sheets apart. */
const ORIENTED = /\borient(?:e|es|ee|ees)\b/;
/** A sheet's total, with what its description says of it. */
const totalLine = (t: Tariff) => `• ${sheetTitle(t)} : ${formatAmount(t.totalFee)}`;
const sheetLine = (t: Tariff) => `${totalLine(t)}${t.description ? ` — ${t.description}` : ''}`;
/** "Pour le Site de Cocody" (site names read "Site de …"). */
const forSites = (p: Parsed) => `Pour le ${p.sites.map((x) => x.name).join(', le ')}`;

/** Whether the fees are per year or for the whole programme. */
const PER_YEAR = /\bpar an\b|\bpar annee\b|\bannuel|\bchaque annee\b|\bpour (?:les )?(?:2|3|deux|trois) ans\b|\banneesuivante\b/;

/**
 * Ways of paying a family may ask about beyond a transfer: mobile money ("Orange Money", "MoMo",
 * "Wave": how most families in Abidjan pay), cash, a card, a cheque.
 */
const PAYMENT_WAYS: Array<{ asked: RegExp; label: string }> = [
  { asked: /\b(mobile money|orange money|momo|mtn|moov|wave)\b/, label: 'par Mobile Money (Orange Money, MTN, Moov, Wave)' },
  { asked: /\b(especes?|cash|liquide)\b/, label: 'en espèces' },
  { asked: /\b(carte bancaire|par carte|visa|mastercard)\b/, label: 'par carte bancaire' },
  { asked: /\bcheques?\b/, label: 'par chèque' },
];

function bankReply(k: Knowledge, p: Parsed): string {
  const transfer = perSiteList(k, p, (t) => (t.accountInfo ? [t.accountInfo] : []), 'Paiement par virement', 'les coordonnées bancaires');
  // Asked about a way of paying the sheets do not name: no "yes" the data does not give.
  const sheets = p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs;
  const notes = sheetNotes(sheets, PAYMENT_MEANS);
  const way = PAYMENT_WAYS.find((w) => w.asked.test(p.text));
  if (!way || sheets.some((t) => way.asked.test(fold(`${t.accountInfo ?? ''} ${t.description ?? ''}`)))) return transfer + notes;
  return `Je n'ai pas d'information sur le paiement ${way.label} ; pour le savoir, contactez notre équipe : ${contactPointer(k)}.\n\n${transfer}${notes}`;
}

/** A sentence of a sheet's description on how to pay ("Paiement possible par virement ou au service de la scolarité."). */
const PAYMENT_MEANS = /\bpaiement\b.*\b(?:par|au|en)\b|\bpayer\b.*\b(?:par|au|en)\b/;

/**
 * The sentences of the sheets' descriptions (the administrator's own words) that `said` finds
 * (on folded text), as a "Bon à savoir" block, or nothing.
 */
function sheetNotes(sheets: Tariff[], said: RegExp): string {
  const notes = sheets.flatMap((t) =>
    (t.description ?? '')
      .split(/(?<=\.)\s+/)
      .filter((x) => said.test(fold(x)))
      .map((x) => `• ${t.site} — ${t.programName} : ${x}`),
  );
  return notes.length ? `\nBon à savoir :\n${notes.join('\n')}` : '';
}

// ---------------------------------------------------------------- sites and contact

function siteCards(k: Knowledge, sites: Site[]): string {
  const cards = sites.map((s) => {
    const t = s.sheets[0];
    const lines = [`${s.name}${t.location ? ` : ${t.location}` : ''}`];
    if (t.phone) lines.push(`Téléphone : ${chatLink(t.phone, telHref(t.phone))}`);
    if (t.email) lines.push(`E-mail : ${chatLink(t.email, `mailto:${t.email}`)}`);
    return lines.join('\n');
  });
  return `${cards.join('\n\n')}\nPour une visite, écrivez-nous depuis la ${chatLink('page Contact', paths.contact.href())}.`;
}

function sitesList(k: Knowledge): string {
  const address = contentValue(k.snapshot.content, 'contact_address').replace(/\s*\n\s*/g, ', ');
  if (!k.sites.length) return `Notre adresse : ${address}.\n${contactPointer(k)}.`;
  const lines = k.sites.map((s) => {
    const t = s.sheets[0];
    return `• ${s.name}${t.location ? ` : ${t.location}` : ''}${t.phone ? ` — ${chatLink(t.phone, telHref(t.phone))}` : ''}`;
  });
  return `Nous vous accueillons sur ${k.sites.length} sites :\n${lines.join('\n')}\nAdresse principale : ${address}. Découvrez aussi le ${chatLink('campus', paths.campus.href())}.`;
}

function phones(k: Knowledge): string[] {
  return ['contact_phone', 'contact_phone2', 'contact_phone3'].map((key) => contentValue(k.snapshot.content, key)).filter(Boolean);
}

/** The networks the administrator filled in; the addresses as text (the chat links only to the site, tel: and mailto:). */
const networks = (k: Knowledge) => socialLinks((key) => contentValue(k.snapshot.content, key));

function contactPointer(k: Knowledge): string {
  const [phone] = phones(k);
  return `${chatLink('page Contact', paths.contact.href())}${phone ? ` ou ${chatLink(phone, telHref(phone))}` : ''}`;
}

function contactReply(k: Knowledge): string {
  const c = k.snapshot.content;
  const email = contentValue(c, 'contact_email');
  const address = contentValue(c, 'contact_address').replace(/\s*\n\s*/g, ', ');
  return [
    'Pour nous joindre :',
    `• Téléphone : ${phones(k).map((ph) => chatLink(ph, telHref(ph))).join(' / ')}`,
    email ? `• E-mail : ${chatLink(email, `mailto:${email}`)}` : '',
    `• Adresse : ${address}`,
    `• Horaires : ${contentValue(c, 'contact_hours').replace(/\s*\n\s*/g, ' ; ')}`,
    `Vous pouvez aussi nous écrire depuis la ${chatLink('page Contact', paths.contact.href())}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

function hoursReply(k: Knowledge, p: Parsed): string {
  const c = k.snapshot.content;
  const office = `Horaires d'accueil (secrétariat) :\n${contentValue(c, 'contact_hours')}`;
  const campus = `Horaires du campus :\n${contentValue(c, 'campus_hours')}`;
  const campusWords = ['campus', 'cour', 'bibliothequ', 'sall', 'labo', 'laboratoir', 'etudiant'].map(stem);
  const officeWords = ['accueil', 'secretariat', 'bureau', 'administration', 'scolarite', 'inscription'].map(stem);
  const wantsCampus = campusWords.some((w) => p.stems.has(w));
  const wantsOffice = officeWords.some((w) => p.stems.has(w));
  if (wantsCampus && !wantsOffice) return campus;
  if (wantsOffice && !wantsCampus) return office;
  return `${office}\n\n${campus}`;
}

/** A word of programme names, and nothing else named but by such words. */
function asksProgrammeSubject(k: Knowledge, p: Parsed): boolean {
  const bySubjectOnly = <T>(list: Array<Named<T>>, items: T[]) => items.every((x) => namedStems(list, x, p).every((w) => k.programWords.has(w)));
  return (
    [...p.stems].some((w) => k.programWords.has(w)) &&
    !p.sites.length &&
    !p.institutes.length &&
    !p.projects.length &&
    bySubjectOnly(k.news, p.news) &&
    bySubjectOnly(k.albums, p.albums)
  );
}

/** The words of the question that are words of this item's name. */
const namedStems = <T>(list: Array<Named<T>>, item: T, p: Parsed) => [...(list.find((n) => n.item === item)?.stems.keys() ?? [])].filter((s) => p.stems.has(s));

/** Whether the question names this item by a word other than a named site's ("Plateau" is in a news title). */
function namedBeyondSites<T>(list: Array<Named<T>>, item: T, p: Parsed): boolean {
  const siteStems = new Set(p.sites.flatMap((x) => x.stems));
  return namedStems(list, item, p).some((x) => !siteStems.has(x));
}

/**
 * A question answered by yes or no ("vous aidez à trouver un stage ?"), not one asking what or
 * how, nor a statement ("je veux un emploi"), nor one that asks more than the data says ("des
 * bourses pour les filles ?"). "ou" and "qui" also join words ("BTS ou licence", "les entreprises
 * qui recrutent").
 */
const asksYesNo = (p: Parsed) => p.questionMark && !p.qualified && !p.text.split(' ').some((w) => QUESTION_WORDS.has(w) && w !== 'ou' && w !== 'qui');

const startsWithAny = (p: Parsed, prefixes: string[]) => [...p.stems].some((s) => prefixes.some((x) => s.startsWith(x)));

function scholarshipReply(k: Knowledge, p: Parsed): string {
  // A discount asked for ("une réduction si je paie tout ?") is not a bursary: no "oui" the data does not give.
  if ((startsWithAny(p, ['reduction', 'rabai', 'ristourn', 'redui', 'diminu']) || p.stems.has('remis')) && !startsWithAny(p, ['bours', 'exoner']))
    return `Je n'ai pas d'information sur une réduction de la scolarité : les montants sont ceux de la page ${chatLink('Nos Tarifs', paths.tarifs.href())}. L'école propose par ailleurs des bourses d'études. Pour une demande particulière ou les conditions des bourses, contactez notre équipe : ${contactPointer(k)}.`;
  return `${asksYesNo(p) ? "Oui, l'école" : "L'école"} propose des bourses d'études. Pour connaître les conditions et le calendrier des demandes, contactez notre équipe : ${contactPointer(k)}.`;
}

function enrolReply(k: Knowledge, p: Parsed): string {
  // "Je veux m'inscrire à Yopougon": that site's list.
  const sheets = p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs;
  const docs = new Set(sheets.map((t) => t.requiredDocuments.join('\n')));
  const where = p.sites.length ? ` (${p.sites.map((s) => s.name).join(', ')})` : '';
  const docLine =
    docs.size === 1 && sheets[0]?.requiredDocuments.length
      ? `\nPièces à fournir${where} :\n${sheets[0].requiredDocuments.map((d) => `• ${d}`).join('\n')}`
      : sheets.length
        ? `\nLes pièces à fournir selon le site figurent sur la page ${chatLink('Nos Tarifs', paths.tarifs.href())}.`
        : '';
  // "Il faut le bac ?", "quel niveau pour faire le BTS ?": the pieces of the file that name a
  // diploma (of that level's sheets), when the list is not already given whole, and what a sheet
  // says of holders ("Les titulaires d'un BTS peuvent intégrer directement la troisième année…").
  const ofLevel = p.level ? sheets.filter((t) => p.level!.test({ level: '', name: t.programName })) : [];
  const asked = ofLevel.length ? ofLevel : sheets;
  const wantsLevel = p.stems.has(stem('niveau'));
  const diploma = wantsLevel ? /\bbac\b|baccalaur|diplome/ : p.stems.has('bac') || p.stems.has('baccalaureat') ? /\bbac\b|baccalaur/ : null;
  const diplomaDocs = diploma ? [...new Set(asked.flatMap((t) => t.requiredDocuments).filter((d) => diploma.test(fold(d))))] : [];
  const bacLine = diplomaDocs.length && docs.size !== 1 ? `\nParmi les pièces du dossier : ${diplomaDocs.join(' ; ')}.` : '';
  const holders = wantsLevel ? sheetNotes(asked, /\btitulaire/) : '';
  return `${ADMISSION}. Pour vous préinscrire, remplissez le formulaire de la ${chatLink('page Contact', paths.contact.href())} ou présentez-vous au service de la scolarité de l'un de nos sites.${bacLine}${holders}${docLine}`;
}

// ---------------------------------------------------------------- programmes

function programLine(p: Program) {
  return `${p.name} (${p.level}, ${p.duration})`;
}

function programDetail(p: Program): string {
  return `${p.name} : formation de niveau ${p.level} (catégorie ${p.category}), d'une durée de ${p.duration}. Voir ${chatLink('Nos Filières', paths.filieres.href())}.`;
}

/** The programmes a question about programmes named by a shared word ("une formation en informatique"), if fewer than all. */
function askedSubject(k: Knowledge, p: Parsed): Program[] {
  if (p.intent !== 'programs') return [];
  const list = programsSharing(k, p.stems);
  return list.length < k.snapshot.programs.length ? list : [];
}

/** The programmes whose name holds one of these words ("informatique": the two BTS in IT). */
const programsSharing = (k: Knowledge, stems: Set<string>) => k.programs.filter((n) => [...n.stems.keys()].some((s) => stems.has(s))).map((n) => n.item);

function filterPrograms(k: Knowledge, p: Parsed): Program[] {
  let list = k.snapshot.programs;
  if (p.level) list = list.filter((x) => p.level!.test(x));
  if (p.category) list = list.filter((x) => p.category!.test(x.category));
  // "Une formation en informatique ?": a word several names share names none of them alone
  // (matchNamed), but narrows the list to the programmes whose name holds it.
  const sharing = new Set(programsSharing(k, p.stems));
  const narrowed = list.filter((x) => sharing.has(x));
  return narrowed.length ? narrowed : list;
}

const categoryRank = (c: string) => (PROGRAM_CATEGORIES as readonly string[]).indexOf(c) + 1 || 99;
const inCategoryOrder = (list: Program[]) => [...list].sort((a, b) => categoryRank(a.category) - categoryRank(b.category));

/** Programmes under their categories, in the order of the /filieres filter buttons (others last). */
function byCategory(list: Program[]): string {
  const groups = new Map<string, Program[]>();
  for (const x of inCategoryOrder(list)) groups.set(x.category, [...(groups.get(x.category) ?? []), x]);
  return [...groups].map(([cat, items]) => `${cat} :\n${items.map((x) => `• ${programLine(x)}`).join('\n')}`).join('\n');
}

function programsReply(k: Knowledge, p: Parsed): string {
  // "La différence entre BTS et licence ?": each level named, with its programmes and duration.
  if (p.levels.length >= 2) return p.levels.map((l) => levelList(k, l)).join('\n') + `\n${ALL_PROGRAMS}`;
  // "BTS tertiaire ou industriel ?": each category named, with its programmes.
  if (p.categories.length >= 2 && !p.programs.length)
    return `${p.categories.map((category) => byCategory(filterPrograms(k, { ...p, category }))).join('\n')}\n${ALL_PROGRAMS}`;
  if (p.held && !p.level && !p.programs.length && !p.category) return nextStepReply(k, p, p.held);
  // "Un master en finance ?": the subject is taught, at another level; no programme of the level asked is claimed.
  if (p.level && p.programs.length && !p.programs.some((x) => p.level!.test(x))) {
    const ofLevel = k.snapshot.programs.filter((x) => p.level!.test(x));
    return [
      `Je ne trouve pas de formation de niveau ${p.level.label} qui corresponde à votre demande. ${p.programs.length > 1 ? 'Formations proches' : 'Formation proche'} :`,
      ...p.programs.map((x) => `• ${programLine(x)}`),
      ...(ofLevel.length ? [`Nos formations ${p.level.label} :`, ...ofLevel.map((x) => `• ${programLine(x)}`)] : []),
      ALL_PROGRAMS,
    ].join('\n');
  }
  if (p.programs.length === 1) return programDetail(p.programs[0]);
  // Programmes are not tied to a site in the data; the site's tariff sheets name theirs.
  if (p.sites.length && !p.level && !p.category) {
    const sheets = p.sites.flatMap((s) => s.sheets);
    return `Tarif publié pour ${sheets.map((t) => `${t.site} : ${t.programName} (${t.programDuration})`).join(' ; ')}.\n${programsReply(k, { ...p, sites: [] })}`;
  }
  const list = p.programs.length ? p.programs : filterPrograms(k, p);
  if (!list.length) return `Je ne trouve pas de formation correspondante. Voir toutes nos formations : ${chatLink('Nos Filières', paths.filieres.href())}.`;
  if (p.programs.length) return `Plusieurs formations correspondent :\n${list.map((x) => `• ${programLine(x)}`).join('\n')}\nLaquelle vous intéresse ?`;
  const head =
    p.level || p.category
      ? `Nos formations ${p.level ? p.level.label : ''}${p.category ? ` ${p.category.source}` : ''} :`.replace(/\s+/g, ' ')
      : list.length === k.snapshot.programs.length
        ? `Nos ${list.length} filières :`
        : 'Nos formations correspondantes :';
  // "Vous avez un BTS tourisme ?": a word of the question names none of our programmes.
  const notFound = p.unknown > 0 ? 'Je ne trouve pas de formation qui corresponde exactement à votre demande. ' : '';
  return `${notFound}${head}\n${byCategory(list)}\n${ALL_PROGRAMS}`;
}

/**
 * After a diploma held: the programmes of the next level (after the bac, all but the masters),
 * those of the subject named if any ("elle a eu le bac, elle aime l'informatique").
 */
function nextStepReply(k: Knowledge, p: Parsed, held: Diploma): string {
  const rank = DIPLOMAS.indexOf(held);
  const isNext = (x: Program) => (held === 'bac' ? rankOf(x) <= 2 : rankOf(x) === rank + 1);
  const all = k.snapshot.programs.filter(isNext);
  const ofSubject = filterPrograms(k, p).filter(isNext);
  const next = ofSubject.length && ofSubject.length < all.length ? ofSubject : all;
  const after = { bac: 'le bac', bts: 'un BTS', licence: 'une licence', master: 'un master' }[held];
  const admission = `${ADMISSION} : ${contactPointer(k)}.`;
  if (!next.length) return `Je ne trouve pas, parmi nos filières, de formation qui fasse suite à ${after}. ${ALL_PROGRAMS}`;
  const levels = LEVELS.filter((l) => next.some((x) => l.test(x))).map((l) => l.label);
  const list = levels.length > 1 ? `${levels.slice(0, -1).join(', ')} et ${levels.at(-1)}` : levels[0];
  // What a tariff sheet says of holders ("Les titulaires d'un BTS peuvent intégrer directement la troisième année…").
  const said = new RegExp(`\\btitulaire.*\\b${held}`);
  return `Après ${after}, nos formations de niveau ${list} :\n${byCategory(next)}${sheetNotes(k.snapshot.tariffs, said)}\n${admission}\n${ALL_PROGRAMS}`;
}

function levelList(k: Knowledge, level: (typeof LEVELS)[number]): string {
  const list = inCategoryOrder(k.snapshot.programs.filter((x) => level.test(x)));
  if (!list.length) return `Je ne trouve pas de formation de niveau ${level.label} parmi nos filières.`;
  const durations = [...new Set(list.map((x) => x.duration))];
  const lines = list.map((x) => `• ${durations.length === 1 ? x.name : programLine(x)}`).join('\n');
  return `Nos formations ${level.label}${durations.length === 1 ? ` (${durations[0]})` : ''} :\n${lines}`;
}

/**
 * Where a programme is taught: the data ties programmes to no site, only each site's tariff sheet
 * to a level; those sites are named as such, and the contact says the rest.
 */
function programSites(k: Knowledge, p: Parsed): string {
  const what = p.programs.length === 1 ? programDetail(p.programs[0]) : programsReply(k, p);
  const { sheets, missingLevel } = sheetsFor(k, p);
  const level = p.level?.label ?? LEVELS.find((l) => p.programs.length && p.programs.every((x) => l.test(x)))?.label;
  const published = missingLevel || !level ? '' : `\nTarifs ${level} publiés pour : ${[...new Set(sheets.map((t) => t.site))].join(', ')}.`;
  return `${what}${published}\nPour savoir sur quel site cette formation est dispensée, contactez-nous : ${contactPointer(k)}.`;
}

function durationReply(k: Knowledge, p: Parsed): string {
  if (p.programs.length === 1) return `${p.programs[0].name} dure ${p.programs[0].duration} (niveau ${p.programs[0].level}).`;
  const list = p.programs.length ? p.programs : filterPrograms(k, p);
  if (!list.length) return programsReply(k, p);
  const durations = new Set(list.map((x) => x.duration));
  if (durations.size === 1 && (p.level || p.programs.length))
    return `${p.level ? `Nos formations ${p.level.label}` : 'Ces formations'} durent ${list[0].duration} :\n${list.map((x) => `• ${x.name}`).join('\n')}`;
  return `Durée de nos formations :\n${list.map((x) => `• ${programLine(x)}`).join('\n')}`;
}

// ---------------------------------------------------------------- school, news, gallery

function newsItem(n: NewsSummary): string {
  return `${n.title} (${formatDateLong(n.date)})${n.summary ? ` : ${n.summary}` : ''}\n${chatLink("Lire l'article", paths.article.href(n.slug))}`;
}

function newsReply(k: Knowledge): string {
  const latest = k.snapshot.news.slice(0, 3);
  if (!latest.length) return 'Aucune actualité disponible pour le moment.';
  return `Nos dernières actualités :\n${latest.map((n) => `• ${formatDateLong(n.date)} : ${chatLink(n.title, paths.article.href(n.slug))}`).join('\n')}\nToutes les actualités : ${chatLink('Actualités', paths.actualites.href())}.`;
}

function albumItem(a: Album): string {
  return `Album « ${a.title} » (${a.category})${a.description ? ` : ${a.description}` : ''}\n${chatLink("Voir l'album", paths.album.href(a.id))}`;
}

function albumsReply(k: Knowledge): string {
  const albums = k.snapshot.albums;
  if (!albums.length) return `Aucun album disponible pour le moment. ${chatLink('Galerie', paths.galerie.href())}`;
  return `Nos albums photos et vidéos :\n${albums.map((a) => `• ${chatLink(a.title, paths.album.href(a.id))} (${a.category})`).join('\n')}\nToute la ${chatLink('galerie', paths.galerie.href())}.`;
}

function instituteItem(i: Institute): string {
  return `${i.title}${i.description ? ` : ${i.description}` : ''}\nVoir ${chatLink('Nos Filières', paths.filieres.href())}.`;
}

function institutesReply(k: Knowledge): string {
  const list = k.snapshot.institutes;
  if (!list.length) return `Voir toutes nos formations : ${chatLink('Nos Filières', paths.filieres.href())}.`;
  return `Nos ${list.length} instituts :\n${list.map((i) => `• ${i.title}${i.description ? ` : ${i.description}` : ''}`).join('\n')}`;
}

const PROJECT_STATUS: Record<string, string> = { upcoming: 'À venir', completed: 'Terminé' };

function projectItem(x: Project): string {
  return `${x.title} (${PROJECT_STATUS[x.status] ?? x.status})${x.description ? ` : ${x.description}` : ''}\n${chatLink('Voir le projet', paths.project.href(x.id))}`;
}

// "Les projets terminés", "vos projets à venir": the status asked, in the visitor's words.
const STATUS_WORDS: Record<string, string[]> = { completed: ['termin', 'realis', 'acheve', 'fini', 'passe'], upcoming: ['venir', 'futur', 'prochain', 'prevu'] };

function projectsReply(k: Knowledge, p: Parsed): string {
  const asked = Object.keys(STATUS_WORDS).filter((status) => startsWithAny(p, STATUS_WORDS[status]));
  const all = k.snapshot.projects;
  const list = asked.length === 1 ? all.filter((x) => x.status === asked[0]) : all;
  if (!all.length) return `Aucun projet n'est actuellement disponible. ${chatLink('Le Cabinet', paths.cabinet.href())}`;
  if (!list.length) return `Aucun projet ${PROJECT_STATUS[asked[0]].toLowerCase()} pour le moment. Voir tous les projets : ${chatLink('Le Cabinet', paths.cabinet.href())}.`;
  const head = list === all ? 'Les projets de notre cabinet' : `Les projets ${asked[0] === 'completed' ? 'terminés' : 'à venir'} de notre cabinet`;
  return `${head} :\n${list.map((x) => `• ${chatLink(x.title, paths.project.href(x.id))} (${PROJECT_STATUS[x.status] ?? x.status})`).join('\n')}`;
}

function founderReply(k: Knowledge): string {
  const f = k.snapshot.founder;
  if (!f) return aboutReply(k);
  return `${f.founderName} est ${f.founderRole} (${f.founderOrganization}). Son message : « ${f.quote} »`;
}

function campusReply(k: Knowledge): string {
  return `${sitesList(k)}\n\nHoraires du campus :\n${contentValue(k.snapshot.content, 'campus_hours')}\nPour visiter, écrivez-nous depuis la ${chatLink('page Contact', paths.contact.href())}.`;
}

function campusItemsReply(k: Knowledge, p: Parsed): string {
  const items = p.campusItems.map((i) => `${p.campusItems.length > 1 ? '• ' : ''}${i.title} : ${i.description}`).join('\n');
  const hours = p.intent === 'hours' ? `\nHoraires du campus :\n${contentValue(k.snapshot.content, 'campus_hours')}` : '';
  return `${items}${hours}\nEn savoir plus : ${chatLink('Notre Campus', paths.campus.href())}.`;
}

const ABOUT_LINK = `En savoir plus : ${chatLink('À Propos', paths.apropos.href())}.`;

function aboutReply(k: Knowledge): string {
  const c = k.snapshot.content;
  return `${contentValue(c, 'mission_paragraph1')}\n${contentValue(c, 'mission_paragraph3')}\n${ABOUT_LINK}`;
}
