// From a question to a reply: parse it (parse.ts), decide (answer, ask which site, or
// decline), then write the reply from the knowledge only (replies/). Amounts go through
// formatAmount, dates through formatDateLong, names as stored.
import { chatLink } from '@ecole/shared/chat-markup';
import { telHref } from '@ecole/shared/links';
import { contentValue } from '@ecole/shared/content-keys';
import type { CONTACT_SUBJECTS } from '@ecole/shared/constants';
import { paths } from '@ecole/shared/paths';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import { SMALL_TALK, type IntentId } from './intents';
import { ASKS_HISTORY, ASKS_VALUES, ASKS_WHY, employmentFigure, historyList, strengthsAsked, valuesList, whyChooseUs } from './strengths';
import { givesLength, type Knowledge, type Named } from './knowledge';
import { STOPWORDS, fold, stemsOf } from './text';
import { INTENT_THRESHOLD, CUE_WORDS, type Parsed, parse, namedCount, namedStems, namedBeyondSites, asksYesNo, programsSharing, OFFERED, AWARD } from './parse';
import { asksLevel, asksProgrammeSubject, enrolReply, programDetail, askedSubject, programsReply, nextStepReply, beyondHeldReply, programSites, durationReply } from './replies/programmes';
import { feesReply, uniformLines, perSiteList, bankReply, sheetsFor } from './replies/fees';
import { siteCards, sitesList, networks, contactPointer, contactReply, hoursReply } from './replies/contact';
import { scholarshipReply, articleAnswering, articleSilent, askedSentence, sentenceAsked, newsItem, pictureAnswering, pictureItem, ASKS_PICTURE, newsReply, albumItem, albumsReply, instituteItem, institutesReply, projectItem, projectMediaItem, projectsReply, founderReply, campusReply, campusItemsReply, ABOUT_LINK, aboutReply } from './replies/school';

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

/** The contact form's subject for companies (public-site.md; the type keeps it one of the list). */
const PARTNERSHIP_SUBJECT: (typeof CONTACT_SUBJECTS)[number] = 'Partenariat Entreprise';

/** Intents a question about the home page's promises is read through ("c'est quoi la formation digitalisée ?" names "formation"). */
const STRENGTH_OVER = new Set<IntentId>(['recognition', 'strengths', 'programs', 'about', 'campus']);
/** When something starts or ends (on the normalised text). */
const ASKS_WHEN = /\bquand\b|\bcommence|\bdebut|\bfini|\btermine|\bdates?\b/;

/** The site at the school's main address (contact_address), which the campus page describes. */
const mainSite = (k: Knowledge) => {
  const address = new Set(stemsOf(contentValue(k.snapshot.content, 'contact_address')));
  return k.sites.find((x) => x.stems.some((w) => address.has(w))) ?? null;
};

/** A year named ("en 2026"). */
const YEAR = /\b20\d\d\b/;

/** "Ça", "cela", "il", "elle": a question about what was just said (on the normalised text). */
const ANAPHORA = /\b(?:ca|cela|il|elle)\b/;

/** General answers an article's sentence may answer better (answerParsed). */
// Not the partnership: a company asking for interns is answered with the contact for companies.
const ARTICLE_OVER = new Set<IntentId>(['scholarship', 'internship', 'hours', 'duration', 'about', 'campus', 'enrol', 'location', 'news']);

/** Intents whose answer differs per site: a site named earlier in the session still applies. */
const PER_SITE = new Set<IntentId>(['fees', 'documents', 'uniform', 'supplies', 'bank', 'location', 'contact']);

/** Lists each tariff sheet gives: "et pour la licence ?" after one asks that level's sheet. */
const PER_SHEET = new Set<IntentId>(['documents', 'uniform', 'supplies', 'bank']);

/** "Ce site", "ce campus": the site the last reply was about. */
const THIS_SITE = /\b(?:ce|cet|ce meme) (?:site|campus|centre|etablissement|endroit)\b/;

/** A bare "where" that asks about what came before: "où ça ?", "c'est où ?", "dans quel site ?". */
const ELLIPTIC_WHERE = /^(?:et )?(?:ou(?: ca| se trouve| donc)?|ca ou|(?:c est )?(?:a|dans|sur) quel site|quel site)$/;

/**
 * Whether the reply to an earlier question is about the programme a follow-up names: a price, a
 * duration, the programmes themselves; where or how one gets in when a programme or a level was
 * named then, or when the follow-up says it continues ("et pour la licence ?" after "comment
 * s'inscrire ?" or after the documents, which each tariff sheet lists). The opening hours and the news ignore it.
 */
const aboutProgramme = (prev: Parsed, p: Parsed) =>
  prev.intent === 'fees' ||
  prev.intent === 'duration' ||
  prev.intent === 'programs' ||
  ((prev.intent === 'location' || prev.intent === 'enrol' || PER_SHEET.has(prev.intent!)) && (prev.programs.length > 0 || prev.level !== null || /^et\b/.test(p.text)));

export function answer(k: Knowledge, question: string, ctx: AskContext = {}): Reply {
  const parts = messageParts(k, question);
  return parts.length > 1 ? answerParts(k, parts, ctx) : answerOne(k, question, ctx);
}

/**
 * A parent's long message asks several things ("… c'est combien à Cocody ? Aussi il faut quels
 * documents ?"): its sentences, each with what it asks. A sentence that asks nothing of its own
 * ("je suis parent d'élève", "merci") or only programmes ("il a eu son bac, il aime la gestion",
 * which the price after it reads together, as one question) goes with the next one; sentences
 * asking the same thing stay together. One part: the message is one question.
 */
function messageParts(k: Knowledge, question: string): string[] {
  const sentences = clausesOf(question);
  if (sentences.length < 2) return [question];
  const parts: Array<{ text: string; intent: IntentId | 'unknown' }> = [];
  let pending = '';
  for (const { clause: sentence, inner } of sentences) {
    const text = pending ? `${pending} ${sentence}` : sentence;
    const p = parsedOnce(k, sentence);
    const asks = /\?\s*$/.test(sentence) || ASKS.test(p.text);
    // "… vous avez un internat ?": a question about something the school's data does not hold is
    // its own part (declined by name), not a word lost in the price asked before it.
    const unknownAsked = !p.intent && p.unknown > 0 && p.unknown >= p.anchored && namedCount(p) === 0 && asks;
    // A clause before a comma that asks nothing ("je voudrais inscrire ma fille en BTS, c'est combien ?") is the next one's context.
    const intent = unknownAsked ? 'unknown' : inner && !asks ? null : p.intent;
    // "Quelles sont vos filières ?", "vous avez un BTS logistique ?" ask on their own; "il aime la gestion" is the next question's context.
    const ownQuestion = !inner && /\?\s*$/.test(sentence) && !p.held;
    const asksProgrammes = ownQuestion && (intent === 'programs' ? !namedCount(p) || OFFERED.test(p.text) : !intent && p.programs.length > 0 && OFFERED.test(p.text));
    if (asksProgrammes) {
      parts.push({ text, intent: 'programs' });
      pending = '';
    } else if (!intent || intent === 'programs') pending = text;
    else if (parts.length && parts[parts.length - 1].intent === intent) {
      parts[parts.length - 1].text += ` ${text}`;
      pending = '';
    } else {
      parts.push({ text, intent });
      pending = '';
    }
  }
  if (pending && parts.length) parts[parts.length - 1].text += ` ${pending}`;
  // Each part is answered with the ones before it: past a few, the rest is read as one last
  // question. A visitor asks three or four things at once; "prix?stage?" repeated to the
  // length limit made 90 parts and held the server for 5 s.
  if (parts.length > MAX_PARTS) parts.splice(MAX_PARTS - 1, Infinity, { text: parts.slice(MAX_PARTS - 1).map((x) => x.text).join(' '), intent: 'unknown' });
  return parts.length > 1 ? parts.map((x) => x.text) : [question];
}

/** The most questions of one message answered apart (see messageParts). */
const MAX_PARTS = 5;

/** A clause that asks: by its first words ("vous avez", "il y a", "où") or a question word ("il faut quels documents"; on the normalised text). */
const ASKS = /^(?:et )?(?:vous (?:avez|faites|proposez|etes)|avez vous|y a|il y a|est ce|c est (?:quoi|ou)|ou)\b|\b(?:quel|quelle|quels|quelles|combien|quand|comment|pourquoi)\b/;

/**
 * A message's sentences, and within one the clauses a comma or an "et" starts ("c'est combien la
 * licence à Marcory, c'est quoi les horaires et il faut quels documents ?"), each marked inner
 * when more of its sentence follows. "Prix et durée du BTS" stays one: its "et" starts no question.
 */
function clausesOf(question: string): Array<{ clause: string; inner: boolean }> {
  const sentences = (question.match(/[^?!.\n]+[?!.\n]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
  const all = sentences.flatMap((sentence) => {
    const clauses = sentence.split(CLAUSE_BREAK).map((s) => s.trim()).filter(Boolean);
    return clauses.map((clause, i) => ({ clause, inner: i < clauses.length - 1 }));
  });
  // Each clause is parsed: past a dozen, the rest is read as one (a message is not a list of 90 questions).
  if (all.length > MAX_CLAUSES) all.splice(MAX_CLAUSES - 1, Infinity, { clause: all.slice(MAX_CLAUSES - 1).map((x) => x.clause).join(' '), inner: false });
  return all;
}

/** The most clauses of one message read apart (see clausesOf). */
const MAX_CLAUSES = 12;

/**
 * Where a clause may start inside a sentence: after a comma or a semicolon, or at an "et" ("c cb
 * le bts a yop et c koi les papiers"). A clause that asks nothing goes with the next one
 * (messageParts), so "prix et durée du BTS" stays one question.
 */
const CLAUSE_BREAK = /[,;]\s+|\s+(?=et\s)/i;

/** Each part answered in turn, read with the parts before it; pointers to a page said once, at the end. */
function answerParts(k: Knowledge, parts: string[], ctx: AskContext): Reply {
  // "Quels documents, quelles fournitures et quelle tenue pour Yopougon ?": a site named only at
  // the end is the site of the parts before it too (read as their oldest context).
  const [last] = parts.slice(-1);
  const trailingSite = parsedOnce(k, last).sites.length > 0 && parts.slice(0, -1).every((x) => !parsedOnce(k, x).sites.length) ? [last] : [];
  const replies = parts.map((part, i) => {
    const earlier = [...parts.slice(0, i).reverse(), ...(i < parts.length - 1 ? trailingSite : [])];
    return answerOne(k, part, earlier.length || ctx.previous ? { previous: [...earlier, ...(ctx.previous ?? [])] } : {});
  });
  const answered = replies.filter((r) => !r.declined);
  if (!answered.length) return { ...replies[0], wantsContext: replies.some((r) => r.wantsContext) };
  // A part not answered is named, and where to ask it said once, at the end. The visitor's words
  // are quoted without square brackets: the reply's markup must make no link of them.
  const declined = parts.filter((_, i) => replies[i].declined).map((x) => x.replace(/^et\s+/i, '').replace(/[[\]]/g, ''));
  const unsure = declined.length ? [`Sur ${declined.map((x) => `« ${x} »`).join(' et ')}, je n'ai pas d'information sûre. ${toAskUs(k)}`] : [];
  return { text: joinAnswers([...answered.map((r) => r.text), ...unsure]), kind: answered[0].kind, declined: false, wantsContext: replies.some((r) => r.wantsContext) };
}

const isPagePointer = (line: string) => /^(?:Détails sur la page|Toutes les filières|Toute la \[galerie\]|Toutes les actualités)/.test(line);

/** Answers one after the other, a pointer to a page said once, with the last answer that gives it. */
function joinAnswers(texts: string[]): string {
  const lines = texts.map((t) => t.split('\n'));
  return lines.map((ls, i) => ls.filter((l) => !isPagePointer(l) || !lines.slice(i + 1).some((later) => later.includes(l))).join('\n')).join('\n\n');
}

function answerOne(k: Knowledge, question: string, ctx: AskContext): Reply {
  const p = parsedOnce(k, question);

  // Words the school's data does not know, and nothing of the school to hold on to: the
  // question is about something else, whatever cue words it contains.
  // "Bonjour Awa", "merci Kouadio": small talk with a name is still small talk.
  const smallTalkOnly = !p.intent && namedCount(p) === 0 && [...SMALL_TALK].some((id) => (p.scores.get(id) ?? 0) >= INTENT_THRESHOLD);
  if (p.unknown > 0 && p.unknown >= p.anchored && !(smallTalkOnly && p.unknown <= 1)) {
    // "Il y a des mentors à l'incubateur ?": words no page of the school knows, but an article says.
    const article = articleAnswering(k, p);
    if (article) return reply('found', newsItem(k, article, p));
    // "Des photos du lancer de toques ?": a photo's own words, which no page's text holds.
    const picture = pictureAnswering(k, p);
    if (picture) return reply('found', pictureItem(picture));
    // "Il y a des mentors ?" after the incubator's article: a sentence of that article holding every word unknown elsewhere.
    if (namedCount(p) > 0) return decline(k);
    if (!ctx.previous) return { ...decline(k), wantsContext: true };
    const read = resolve(k, p, understood(k, ctx.previous));
    return read.intent === 'news' && read.news.length === 1 ? reply('found', newsItem(k, read.news[0], read)) : decline(k);
  }

  const { ellipticWhere, ofEarlierProgramme } = elliptic(p);
  // "Et pour les 3e année ?", "ça commence quand ?" name nothing and ask nothing of their own: they lean on the last answer.
  // "Ça finit à quelle heure ?" asks the hours of what was just said (an article's), not the campus's.
  // "Des investisseurs ?", "il faut apporter quoi ?": words only, nothing named nor asked of its own, lean on it too.
  const leans = namedCount(p) === 0 && (!p.intent ? /^et\b/.test(p.text) || ASKS_WHEN.test(p.text) || p.stems.size > 0 : ARTICLE_OVER.has(p.intent) && ANAPHORA.test(p.text));
  // "Vous avez des photos ?" may ask the pictures of the project or the album just named.
  const followUp = (!p.intent && namedCount(p) > 0 && p.unknown === 0) || (p.intent !== null && PER_SITE.has(p.intent) && !p.sites.length) || ofEarlierProgramme || leans || asksPicturesOnly(p);
  if (followUp && !ctx.previous) return { ...answerParsed(k, ellipticWhere ? { ...p, intent: 'location' } : p), wantsContext: true };
  return answerParsed(k, resolve(k, p, understood(k, ctx.previous ?? [])));
}

/** "Où ça ?" (where, of what was named before), "ça dure combien ?", "c'est combien ?": questions that lean on an earlier programme. */
function elliptic(p: Parsed) {
  const ellipticWhere = ELLIPTIC_WHERE.test(p.text) && namedCount(p) === 0;
  // "Il faut quel niveau ?" after a programme: the level its file asks.
  const ofEarlierProgramme = (p.intent === 'duration' || (p.intent === 'fees' && !p.sites.length) || ellipticWhere || (p.intent === 'enrol' && asksLevel(p))) && !p.programs.length && !p.level;
  return { ellipticWhere, ofEarlierProgramme };
}

/**
 * parse(), kept for the knowledge it was made with: the session's earlier messages are read again
 * for each part of a message and for each message of the session. A parse is never changed
 * (readers copy it), so one is shared. Bounded: cleared when full.
 */
const parses = new WeakMap<Knowledge, Map<string, Parsed>>();
const PARSES_KEPT = 256;
function parsedOnce(k: Knowledge, question: string): Parsed {
  let kept = parses.get(k);
  if (!kept) parses.set(k, (kept = new Map()));
  let p = kept.get(question);
  if (!p) {
    if (kept.size >= PARSES_KEPT) kept.clear();
    kept.set(question, (p = parse(k, question)));
  }
  return p;
}

/**
 * The earlier questions as they were understood, the latest first: each read with the ones
 * before it, so "et en BTS ?" after the Master's price is the BTS's price, and "c'est combien ?"
 * after the Logistique is the Logistique's ("et à Marcory ?" then asks the BTS at Marcory).
 */
function understood(k: Knowledge, previous: string[]): Parsed[] {
  const out: Parsed[] = [];
  for (const q of [...previous].reverse()) out.unshift(resolve(k, parsedOnce(k, q), out));
  return out;
}

/** The programmes an article's title names ("Ouverture du Certificat Community Management en cours du soir"). */
const programmesInTitle = (k: Knowledge, n: NewsSummary) => k.snapshot.programs.filter((x) => fold(n.title).includes(fold(x.name)));

/** A question made of these words alone asks a length and nothing else ("ça dure combien de temps ?"). */
const LENGTH_WORDS = new Set(stemsOf('durée dure durer combien temps long longtemps'));

/** The one article an earlier question asked about, if it did. */
const earlierArticle = (latest: Parsed | undefined) => (latest?.news.length === 1 && (latest.intent === 'news' || namedCount(latest) === 1) ? latest.news[0] : null);

/** The one project an earlier question asked about, if it did ("parlez-moi du projet de Treichville"). */
const earlierProject = (latest: Parsed | undefined) => (latest?.projects.length === 1 && (latest.intent === 'projects' || namedCount(latest) === 1) ? latest.projects[0] : null);

/** The one album an earlier question asked about, if it did ("l'album de la remise des diplômes"). */
const earlierAlbum = (latest: Parsed | undefined) => (latest?.albums.length === 1 && (latest.intent === 'albums' || namedCount(latest) === 1) ? latest.albums[0] : null);

/**
 * What "vous avez des photos ?" asks the pictures of, carried from the earlier question: the one
 * project (its page's pictures) or the one album (that album) it asked about; or null.
 */
function earlierPictured(latest: Parsed | undefined): Pick<Parsed, 'intent' | 'projects'> | Pick<Parsed, 'intent' | 'albums'> | null {
  const project = earlierProject(latest);
  if (project) return { intent: 'projects', projects: [project] };
  const album = earlierAlbum(latest);
  return album ? { intent: 'albums', albums: [album] } : null;
}

/** "Vous avez des photos ?", "il y a des vidéos ?": pictures asked of nothing named, which an earlier project or album may be the subject of. */
const asksPicturesOnly = (p: Parsed) => ASKS_PICTURE.test(p.text) && !namedCount(p) && (!p.intent || p.intent === 'albums');

/** A question read with the session's earlier ones (understood, the latest first). */
function resolve(k: Knowledge, parsed: Parsed, earlier: Parsed[]): Parsed {
  let p = parsed;
  // "Et à Yopougon ?" after a question about fees: the earlier intent with the new names.
  // A question with words of its own ("la différence entre BTS et licence ?") is not elliptical.
  // "Ça dure combien de temps ?", "c'est combien ?" after a programme was named: that programme's.
  // "Où ça ?", "c'est dans quel site ?": where, of what was named before (or the sites).
  const { ellipticWhere, ofEarlierProgramme } = elliptic(p);
  if (ellipticWhere) p = { ...p, intent: 'location' };
  // "Vous avez la cantine ?" then "c'est combien ?": what the campus page says of it, not the tuition.
  const [latest] = earlier;
  // "La rentrée c'est quand ?" then "et pour les 3e année ?": the article just given, at the sentence that says it.
  // "Les portes ouvertes c'est quand ?" then "ça finit à quelle heure ?": the article's hours, not the campus's.
  const article = earlierArticle(latest);
  // "Combien de temps ?" after the incubator: its "pendant six mois", not the programmes' lengths.
  const onArticle = /^et\b/.test(p.text)
    ? !p.intent || p.intent === 'fees' || p.intent === 'duration'
    : (ANAPHORA.test(p.text) && (!p.intent || ARTICLE_OVER.has(p.intent))) || (p.intent === 'duration' && !p.programs.length && !p.level);
  if (article && onArticle && !namedCount(p)) {
    if (askedSentence(k, article, p)) p = { ...p, intent: 'news', news: [article] };
    // After the rentrée's article, which gives no length: said so, not the programmes' lengths (read
    // as the article's); its summary when that gives one. An article on a programme ("le Certificat
    // Community Management en cours du soir") is that programme's length (below), and "combien de
    // temps dure la formation ?" still asks the programmes'.
    else if (p.intent === 'duration' && [...p.stems].every((w) => LENGTH_WORDS.has(w)) && !programmesInTitle(k, article).length)
      p = { ...p, intent: 'news', news: [article], ...(givesLength(article.summary ?? '') ? {} : { unsaid: 'length' as const }) };
  }
  // "Il y a des mentors ?", "des investisseurs ?", "il faut apporter quoi ?" after the article: words no
  // page knows, or all but one of the question's words, which one of its sentences holds.
  if (article && !namedCount(p) && (!p.intent || p.unknownWords.length)) {
    const said = sentenceAsked(k, article, p);
    const holds = said !== null && (p.unknownWords.length ? p.unknownWords.every((w) => said.hits.includes(w)) : said.hits.length >= Math.max(1, p.stems.size - 1));
    if (holds) p = { ...p, intent: 'news', news: [article] };
  }
  // "Le projet de Treichville" then "ça commence quand ?": that project, with its dates.
  const project = latest?.projects.length === 1 ? latest.projects[0] : null;
  if (project && !p.intent && !namedCount(p) && ASKS_WHEN.test(p.text)) p = { ...p, intent: 'projects', projects: [project] };
  // "Parlez-moi du projet de Treichville" then "vous avez des photos ?": that project's pictures,
  // on its page (answerParsed), not the albums; after "l'album de la remise des diplômes", that
  // album. Only when that project or that album alone was the subject.
  const pictured = earlierPictured(latest);
  if (pictured && asksPicturesOnly(p)) p = { ...p, ...pictured };
  if (latest?.campusItems.length && (p.intent === 'fees' || p.intent === 'hours') && !p.campusItems.length && !namedCount(p)) p = { ...p, campusItems: latest.campusItems };
  if (ofEarlierProgramme) {
    // The programme the visitor last named, whatever was asked in between; "une formation en
    // informatique" named the programmes sharing the word; "les cours du soir" the article
    // whose title names the Certificat Community Management.
    const inTitle = (prev: Parsed) => (prev.news.length === 1 ? programmesInTitle(k, prev.news[0]) : []);
    const ofPrev = (prev: Parsed) => (prev.programs.length ? prev.programs : askedSubject(k, prev).length ? askedSubject(k, prev) : inTitle(prev));
    const named = earlier.map((prev) => ({ prev, programs: ofPrev(prev) })).find((x) => x.programs.length || x.prev.level);
    if (named) p = { ...p, programs: named.programs, level: named.prev.level };
  }
  if (p.intent && PER_SITE.has(p.intent) && !p.sites.length) {
    // "Et où se trouve ce site ?" after the Licence's price, published at Marcory only: the one
    // site the last reply was about, though the visitor never named it.
    const replied = THIS_SITE.test(p.text) && latest?.intent && (latest.intent === 'fees' || PER_SHEET.has(latest.intent)) ? sheetsFor(k, latest) : null;
    const sites = replied && !replied.missingLevel ? k.sites.filter((site) => site.sheets.some((t) => replied.sheets.includes(t))) : [];
    // "Les documents à fournir" after "et à Cocody ?": the site last named, if only one.
    const named = earlier.find((prev) => prev.sites.length);
    if (sites.length === 1) p = { ...p, sites, ...(p.intent === 'location' ? { programs: [], level: null } : {}) };
    else if (named?.sites.length === 1) p = { ...p, sites: named.sites };
  }
  // "Et le Plateau ?", "et le BTS informatique ?": a site's or a programme's name, even where a news title holds it too.
  const ownWord = <T>(list: Array<Named<T>>, x: T) => namedStems(list, x, p).some((w) => !p.sites.some((site) => site.stems.includes(w)) && !k.programWords.has(w));
  const namesMore = p.news.some((x) => ownWord(k.news, x)) || p.albums.some((x) => ownWord(k.albums, x));
  const lastAsked = earlier.find((x) => x.intent);
  // A programme named takes up only a topic whose answer is about a programme ("et le BTS
  // informatique ?" after a price): "le BTS logistique" after the opening hours, the open day
  // or the documents asks the programme itself, and "vous avez (aussi) le BTS X ?" always does.
  // "Il aime l'informatique": a word several programmes' names share names them all.
  const sharing = p.programs.length || p.level ? [] : programsSharing(k, p.stems);
  const programs = p.programs.length ? p.programs : sharing.length < k.snapshot.programs.length ? sharing : [];
  const namesProgramme = programs.length > 0 || p.level !== null;
  const takesUp = (prev: Parsed) => !namesProgramme || (!OFFERED.test(p.text) && aboutProgramme(prev, p));
  if (!p.intent && namedCount(p) && !namesMore && p.unknown === 0 && lastAsked && takesUp(lastAsked)) {
    // The programme or level named replaces the earlier one ("et en BTS ?" after the Master's price).
    p = {
      ...lastAsked,
      greeting: p.greeting,
      sites: p.sites.length ? p.sites : lastAsked.sites,
      ...(namesProgramme ? { programs, level: p.level, levels: p.levels } : {}),
      // "Et celui d'Adjamé ?" after a project: the one named now.
      ...(p.projects.length ? { projects: p.projects } : {}),
      ...(p.albums.length ? { albums: p.albums } : {}),
      ...(p.institutes.length ? { institutes: p.institutes } : {}),
    };
  }
  // "J'ai le bac" then "le master marketing digital ?": the diploma said earlier in the session
  // still tells that the Master does not follow it.
  if (!p.held && namesProgramme) {
    const held = earlier.find((prev) => prev.held)?.held;
    if (held && beyondHeldReply(k, { ...p, held })) p = { ...p, held };
  }
  return p;
}

function answerParsed(k: Knowledge, parsed: Parsed): Reply {
  let p = parsed;
  const hello = p.greeting ? `${p.greeting} ! ` : '';
  // "Combien de temps ?" after an article that gives no length (resolve): the article does not say it.
  if (p.unsaid && p.news.length === 1) return { ...reply('news', `${hello}${articleSilent(p.news[0], p.unsaid)}\n${toAskUs(k)}`), declined: true };
  // "C'est combien à Cocody et on paye comment ?": the price, then how to pay.
  const paysToo =
    (p.intent === 'bank' || p.intent === 'fees') && p.text.split(' ').includes('combien') && (p.scores.get('fees') ?? 0) >= INTENT_THRESHOLD && (p.scores.get('bank') ?? 0) >= INTENT_THRESHOLD;
  if (paysToo) p = { ...p, intent: 'fees' };
  const howToPay = paysToo ? `\n\n${respond(k, p, 'bank')}` : '';
  // "Le total pour le BTS à Yopougon avec la tenue ?": the price, then the uniform (or the supplies) asked with it.
  const ownLists = p.intent === 'fees' ? (['uniform', 'supplies'] as const).filter((own) => (p.scores.get(own) ?? 0) >= INTENT_THRESHOLD) : [];
  // "Je veux m'inscrire, les cours commencent quand ?": the admission, then the rentrée's article.
  const startsToo = p.intent === 'enrol' && (p.scores.get('news') ?? 0) >= INTENT_THRESHOLD && p.news.length === 1;
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
    // "Combien de diplômés en 2026 ?": a year's figure is an article's (412 that year), not the
    // school's all-time one (1000+), which would contradict it.
    const ofYear = YEAR.test(p.text) ? articleAnswering(k, p, 2) : null;
    if (ofYear) return reply('found', hello + newsItem(k, ofYear, p));
    // "Vous faites des doubles diplômes ?": the article named by two of its words, then what the page promises.
    const article = p.news.length === 1 && namedStems(k.news, p.news[0], p).length >= 2 ? `${newsItem(k, p.news[0], p)}\n\n` : '';
    return reply('strengths', `${hello}${article}${strengths.lines}\n${strengths.more} : ${contactPointer(k)}.`);
  }
  // "La photo du discours du fondateur ?": a photo or a video named by its own words, unless
  // an album or an article is named by more of its title's.
  if (ASKS_PICTURE.test(p.text)) {
    const picture = pictureAnswering(k, p);
    const titled = Math.max(0, ...p.albums.map((a) => namedStems(k.albums, a, p).length), ...p.news.map((n) => namedStems(k.news, n, p).length));
    if (picture && [...p.stems].filter((w) => picture.stems.has(w)).length > titled) return reply('found', hello + pictureItem(picture));
    // "Vous avez des photos du projet de Treichville ?": a project's pictures are on its page. Named
    // by a word of its own ("des photos de la formation" asks no project), and by no fewer than an
    // album or an article is.
    // A project the question names by no word at all is the one asked just before ("parlez-moi
    // du projet de Treichville" then "vous avez des photos ?", resolve).
    const project = p.projects.length === 1 ? namedStems(k.projects, p.projects[0], p) : [];
    const carried = p.projects.length === 1 && !project.length && p.intent === 'projects';
    if (carried || (project.some((w) => !CUE_WORDS.has(w)) && project.length >= titled)) return reply('projects', hello + projectMediaItem(p.projects[0]));
  }
  // "Une réduction si on dépose le dossier le jour des portes ouvertes ?": what an article says
  // answers it better than the general answer of its cue words (the bursaries).
  // With a programme named, its name's words do not count ("le certificat community management,
  // c'est quel jour et à quelle heure ?" is the article's "les mardis et jeudis de 18h à 21h").
  // "Le prix de l'entrepreneuriat": an award an article tells of, its words counted even where they name a programme;
  // the programme's price follows, for a visitor who meant that.
  const award = AWARD.test(p.text);
  const article = !p.intent || ARTICLE_OVER.has(p.intent) ? articleAnswering(k, award ? p : beyondProgramme(k, p), p.intent ? 3 : 2) : null;
  if (article) {
    const priceToo = award && p.programs.length === 1 ? `\n\nSi vous cherchiez le coût de la formation ${p.programs[0].name} :\n${feesReply(k, p)}` : '';
    return reply('found', hello + newsItem(k, article, p) + priceToo);
  }
  // "Le stage dure combien de temps ?": the length of something else than a programme, which no page gives.
  const otherSubject = () => [...p.scores.keys()].some((id) => id !== 'duration' && id !== 'programs' && !SMALL_TALK.has(id) && (p.scores.get(id) ?? 0) >= INTENT_THRESHOLD);
  if (p.intent === 'duration' && !p.programs.length && !p.level && otherSubject()) return decline(k);
  // No network filled in the site settings: nothing sure to say, and the administrator sees it asked.
  if (p.intent === 'social' && !networks(k).length) return decline(k);
  // "Y a le wifi ?", "la cantine c'est combien ?", "la bibliothèque ouvre à quelle heure ?": what the campus page says of it.
  // Not when programmes are asked ("il aime les ordinateurs, quelle formation ?").
  // Nor when an article is named by three of its words ("la nouvelle salle informatique est où ?").
  // "Vous avez un BTS en transport ?" asks a programme, not the campus page's buses.
  const asksPrograms = (p.scores.get('programs') ?? 0) >= INTENT_THRESHOLD || p.held !== null || (p.level !== null && OFFERED.test(p.text));
  const namesArticle = p.news.length === 1 && !p.programs.length && !p.level && namedStems(k.news, p.news[0], p).length >= 3;
  if (namesArticle && (!p.intent || (p.intent === 'location' && !p.sites.length))) return reply('found', hello + newsItem(k, p.news[0], p));
  if (p.campusItems.length && !asksPrograms && !namesArticle && (!p.intent || ['campus', 'location', 'hours', 'fees'].includes(p.intent))) {
    // The campus page describes the main site (the contact address's): its bus lines asked of
    // Yopougon are Cocody's, said so, with the site asked.
    const main = mainSite(k);
    const others = main ? p.sites.filter((x) => x !== main) : [];
    const elsewhere = others.length ? `\nCe que décrit la page Campus est le ${main!.name}. Pour le ${others.map((x) => x.name).join(', le ')}, contactez le site :\n${siteCards(k, others)}` : '';
    return reply('campus', hello + campusItemsReply(k, p) + elsewhere);
  }
  // "Quelle formation pour la comptabilité, et c'est combien ?": the programme, then its price.
  // "Il a eu son bac, il aime l'informatique : quelle formation, et combien à Yopougon ?": what follows the diploma, then the price.
  // "Il a le bac, il veut faire le marketing digital, c'est combien ?": first that the Master does not follow the bac.
  const beyondHeld = p.intent === 'fees' ? beyondHeldReply(k, p) : null;
  if (p.intent === 'fees' && (beyondHeld || (p.scores.get('programs') ?? 0) >= INTENT_THRESHOLD)) {
    const programmes = beyondHeld ?? (p.programs.length === 1 ? programDetail(p.programs[0]) : p.held ? nextStepReply(k, p, p.held) : null);
    if (programmes) return reply('fees', `${hello}${programmes}\n\n${respond(k, p, 'fees')}${howToPay}`);
  }
  if (ownLists.length) return reply('fees', hello + joinAnswers([respond(k, p, 'fees') + howToPay, ...ownLists.map((own) => respond(k, p, own))]));
  if (p.intent) return reply(p.intent, hello + respond(k, p, p.intent) + howToPay + (startsToo ? `\n\n${newsItem(k, p.news[0], p)}` : ''));

  // "La journée de l'entrepreneuriat": an album or an article named by more of its words than a programme is.
  if (p.programs.length === 1 && !p.level) {
    const byProgram = namedStems(k.programs, p.programs[0], p).length;
    if (p.albums.length === 1 && namedStems(k.albums, p.albums[0], p).length > Math.max(1, byProgram)) return reply('found', hello + albumItem(p.albums[0]));
    if (p.news.length === 1 && namedStems(k.news, p.news[0], p).length > Math.max(1, byProgram)) return reply('found', hello + newsItem(k, p.news[0], p));
  }
  if (p.programs.length || p.level) return reply('programs', hello + programsReply(k, p));
  // "Elle aime l'informatique, vous avez quoi ?": a word of programme names is the subject, even
  // where one news title holds it too ("salle informatique" still names the article).
  if (asksProgrammeSubject(k, p)) return reply('programs', hello + programsReply(k, p));
  // "Cocody" alone names the site, not the one album whose title holds the word.
  if (p.news.length === 1 && namedBeyondSites(k.news, p.news[0], p)) return reply('found', hello + newsItem(k, p.news[0], p));
  if (p.albums.length === 1 && namedBeyondSites(k.albums, p.albums[0], p)) return reply('found', hello + albumItem(p.albums[0]));
  if (p.sites.length) return reply('location', hello + siteCards(k, p.sites));
  if (p.news.length === 1) return reply('found', hello + newsItem(k, p.news[0], p));
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
  const picture = pictureAnswering(k, p);
  if (picture) return reply('found', pictureItem(picture));
  return decline(k);
}

const reply = (kind: ReplyKind, text: string): Reply => ({ kind, text, declined: false });

/** The question without the words of the programme or level it names (what it asks of them). */
function beyondProgramme(k: Knowledge, p: Parsed): Parsed {
  const words = new Set([...p.programs.flatMap((x) => namedStems(k.programs, x, p)), ...(p.level ? [p.level.stem] : [])]);
  return words.size ? { ...p, stems: new Set([...p.stems].filter((w) => !words.has(w))) } : p;
}

/** The contact page and the main phone number: what to do when the assistant cannot answer. */
export function decline(k: Knowledge): Reply {
  return {
    kind: 'decline',
    declined: true,
    text: `Je suis désolé, je n'ai pas d'information sûre à ce sujet. ${toAskUs(k)}`,
  };
}

/** Where to ask what the assistant cannot answer: the contact page and the main phone number. */
function toAskUs(k: Knowledge): string {
  const phone = contentValue(k.snapshot.content, 'contact_phone');
  return `Pour une réponse précise, écrivez-nous depuis la ${chatLink('page Contact', paths.contact.href())} ou appelez le ${chatLink(phone, telHref(phone))}.`;
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
      return newsItem(k, s.news.find((n) => n.id === passage.ref)!, p);
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
      return perSiteList(k, p, (t) => t.requiredDocuments, "Pièces à fournir pour l'inscription", 'la liste des pièces à fournir');
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
      // "Je suis salarié, vous avez des formations pour moi ?", "des formations courtes ?": the one
      // institute whose description says it (the Formation Continue's "certificats courts… pour les salariés").
      if (!p.programs.length && !p.level && !p.category && !p.held) {
        const said = k.snapshot.institutes.filter((i) => stemsOf(i.description ?? '').some((w) => p.stems.has(w) && !CUE_WORDS.has(w) && !STOPWORDS.has(w)));
        if (said.length === 1) return instituteItem(said[0]);
      }
      return programsReply(k, p);
    case 'duration':
      return durationReply(k, p);
    case 'institutes':
      return p.institutes.length === 1 ? instituteItem(p.institutes[0]) : institutesReply(k);
    case 'news':
      return p.news.length === 1 ? newsItem(k, p.news[0], p) : newsReply(k);
    case 'albums':
      return p.albums.length === 1 ? albumItem(p.albums[0]) : albumsReply(k);
    case 'projects':
      return p.projects.length === 1 ? projectItem(p.projects[0]) : projectsReply(k, p);
    case 'founder':
      return founderReply(k, p);
    case 'social':
      return `Retrouvez-nous sur les réseaux sociaux :\n${networks(k).map((s) => `• ${s.label} : ${s.href}`).join('\n')}\nLes liens sont aussi en bas de chaque page du site.`;
    case 'campus':
      return campusReply(k);
    case 'partnership':
      return `Entreprises : pour un partenariat, accueillir nos stagiaires ou recruter nos diplômés, contactez-nous : ${contactPointer(k)} (sur la page Contact, objet « ${PARTNERSHIP_SUBJECT} »).`;
    case 'about':
      // "Le double diplôme au Canada": an article named by two of its words says more than the school's presentation.
      if (p.news.length === 1 && namedStems(k.news, p.news[0], p).length >= 2) return newsItem(k, p.news[0], p);
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
