// What the assistant knows, built from the data the public pages show (never from hidden
// rows) and rebuilt when an administrator writes. Building is pure: a snapshot in, lookup
// tables and a full-text index out.
import MiniSearch from 'minisearch';
import { CAMPUS_ACCESS, CAMPUS_FACILITIES, CAMPUS_SERVICES } from '@ecole/shared/campus';
import { contentValue, type ContentMap } from '@ecole/shared/content-keys';
import type { Album } from '@ecole/shared/schemas/albums';
import type { FounderMessage } from '@ecole/shared/schemas/founder';
import type { Institute } from '@ecole/shared/schemas/institutes';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import type { Program } from '@ecole/shared/schemas/programs';
import type { Project } from '@ecole/shared/schemas/projects';
import type { Tariff } from '@ecole/shared/schemas/tariffs';
import { shortSiteName } from '@ecole/shared/tariff-sites';
import { NEUTRAL_WORDS, OUT_OF_SCOPE_WORDS, allCueWords, cuePrefixes } from './intents';
import { fold, normalize, stem, stemsOf, STOPWORDS, QUESTION_WORDS, Vocabulary } from './text';

export interface Snapshot {
  programs: Program[];
  tariffs: Tariff[];
  content: ContentMap;
  institutes: Institute[];
  news: NewsSummary[];
  /** Each article's text as visitors read it, by id (lines: paragraphs and list items). */
  newsTexts: Map<number, string>;
  albums: Album[];
  projects: Project[];
  founder: FounderMessage | null;
  /** The own words of each photo and video shown (an album's media, an article's pictures). */
  captions?: Caption[];
}

/** A photo's or video's words (its title and description, or its caption) and where it is shown. */
export interface Caption {
  text: string;
  video: boolean;
  albumId?: number;
  newsId?: number;
}

/** A caption with its words, and the album or article that shows it (an active one). */
export interface Pictured {
  text: string;
  video: boolean;
  stems: Set<string>;
  album?: Album;
  news?: NewsSummary;
}

export interface Site {
  /** As stored: "Site de Cocody". */
  name: string;
  /** Without "Site de": "Cocody". */
  short: string;
  stems: string[];
  sheets: Tariff[];
}

/** Something a question can name: a programme, a news item, an album... */
export interface Named<T> {
  item: T;
  /** Distinctive stems with their weight (rarer across the same kind weighs more). */
  stems: Map<string, number>;
  total: number;
}

export type PassageKind = 'program' | 'news' | 'album' | 'institute' | 'project';
export interface Passage {
  id: string;
  kind: PassageKind;
  ref: number;
  title: string;
  text: string;
}

export interface Knowledge {
  snapshot: Snapshot;
  sites: Site[];
  programs: Named<Program>[];
  /** Every word of the programmes' names ("informatique", "gestion"): a subject of study. */
  programWords: Set<string>;
  sheets: Named<Tariff>[];
  news: Named<NewsSummary>[];
  albums: Named<Album>[];
  institutes: Named<Institute>[];
  projects: Named<Project>[];
  vocabulary: Vocabulary;
  /** Stems that name something of the school: they anchor a question in its domain. */
  anchors: Set<string>;
  /** Stems of the school's name and short name ("lagune", "lbs"). */
  schoolStems: string[];
  /** Stems of the founder's name, title aside ("alain", "serge", "ehouman"). */
  founderStems: string[];
  index: MiniSearch<Passage>;
  passages: Map<string, Passage>;
  /** Each article's title stems and sentences, by id: a detail the summary leaves out. */
  articles: Map<number, { title: Set<string>; sentences: Sentence[] }>;
  /** The articles whose sentences hold a word (wordKeys), so a question reads only those. */
  articlesByWord: Map<string, Set<number>>;
  /** The photos and videos by their own words ("le lancer de toques"). */
  pictures: Pictured[];
}

export interface Sentence {
  text: string;
  stems: Set<string>;
}

const WEEKDAY = /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\b/i;
const CLOCK = /\b\d{1,2} ?h(?:\d{2})?\b/;
const LASTING = /\b(?:pendant|durant|pour|en)\s+(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quarante-huit)\s+(?:heures?|jours?|semaines?|mois|ans?|annees?|années?|semestres?)\b|\bun semestre\b/i;

/** A text that gives a length of time ("pendant six mois", "un semestre"). */
export const givesLength = (text: string) => LASTING.test(text);

/**
 * An article's sentences: its lines cut after a full stop, a question or an exclamation mark.
 * A sentence that gives a weekday, a time of day or a length of time also answers "quel jour",
 * "à quelle heure", "ça dure combien de temps".
 */
export function sentencesOf(text: string): Sentence[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((t) => t.trim())
    .filter((t) => t.length > 1)
    .map((t) => {
      const stems = new Set(stemsOf(t));
      if (WEEKDAY.test(t)) stems.add(stem('jour'));
      if (CLOCK.test(t)) stems.add(stem('heure'));
      if (givesLength(t)) for (const w of ['dure', 'duree', 'temps']) stems.add(stem(w));
      return { text: t, stems };
    });
}

/**
 * The keys a word is found by: itself, and for five letters or more its first five, which any
 * longer form of it shares (sentenceHits).
 */
export const wordKeys = (w: string) => (w.length >= 5 ? [w, `~${w.slice(0, 5)}`] : [w]);

/** The words of `wanted` a sentence holds, a word also matching a longer form of itself ("depose", "déposent"). */
export function sentenceHits(sentence: Sentence, wanted: Iterable<string>): string[] {
  const hits: string[] = [];
  for (const w of wanted) {
    if (sentence.stems.has(w) || (w.length >= 5 && [...sentence.stems].some((s) => s.length >= 5 && (s.startsWith(w) || w.startsWith(s))))) hits.push(w);
  }
  return hits;
}

/** Words of names that say nothing about which one is meant. */
const NAME_NOISE = new Set(['site', 'campus', 'annexe', 'centre', 'ecole', 'institut', 'annee', '1er', '1ere', '1re', 'an'].map(stem));

/** Titles before a person's name. */
const TITLES = new Set(['dr', 'docteur', 'pr', 'professeur', 'prof', 'mme', 'madame', 'monsieur', 'mr', 'mlle'].map(stem));

function named<T>(items: T[], text: (item: T) => string, noise: Set<string> = NAME_NOISE): Named<T>[] {
  const stemSets = items.map((item) => new Set(stemsOf(text(item)).filter((s) => s.length > 1 && !noise.has(s))));
  const df = new Map<string, number>();
  for (const set of stemSets) for (const s of set) df.set(s, (df.get(s) ?? 0) + 1);
  return items.map((item, i) => {
    const stems = new Map<string, number>();
    for (const s of stemSets[i]) stems.set(s, 1 / (df.get(s) ?? 1));
    let total = 0;
    for (const w of stems.values()) total += w;
    return { item, stems, total };
  });
}

const searchTerm = (term: string) => {
  const w = fold(term);
  return STOPWORDS.has(w) || QUESTION_WORDS.has(w) ? null : stem(w);
};

export function buildKnowledge(snapshot: Snapshot): Knowledge {
  const bySite = new Map<string, Tariff[]>();
  for (const t of snapshot.tariffs) {
    const list = bySite.get(t.site) ?? [];
    list.push(t);
    bySite.set(t.site, list);
  }
  const sites: Site[] = [...bySite].map(([name, sheets]) => {
    const short = shortSiteName(name);
    return { name, short, stems: stemsOf(short).filter((s) => !NAME_NOISE.has(s)), sheets };
  });

  const programs = named(snapshot.programs, (p) => p.name);
  // Levels are told apart by the level filter; here only what distinguishes sheets of one level.
  const sheets = named(snapshot.tariffs, (t) => t.programName, new Set([...NAME_NOISE, ...['bts', 'licence', 'master', 'certificat'].map(stem)]));
  const news = named(snapshot.news, (n) => n.title);
  const albums = named(snapshot.albums, (a) => a.title);
  const institutes = named(snapshot.institutes, (i) => i.title);
  const projects = named(snapshot.projects, (p) => p.title);

  // The engine's own words first, so a typo is repaired towards them on a tie.
  const vocabulary = new Vocabulary();
  for (const w of allCueWords()) vocabulary.add(w);
  for (const w of NEUTRAL_WORDS) vocabulary.add(w);
  for (const p of cuePrefixes()) vocabulary.addPrefix(p);
  for (const w of OUT_OF_SCOPE_WORDS) vocabulary.addOutOfScope(w);
  // The campus page's own words ("200 places", "10 000 ouvrages", "50 postes"): "l'amphi fait combien de places ?".
  for (const item of [...CAMPUS_FACILITIES, ...CAMPUS_SERVICES, ...CAMPUS_ACCESS]) for (const w of stemsOf(`${item.title} ${item.description}`)) vocabulary.add(w);
  const anchors = new Set<string>();
  // Everyday words of a title ("étudiants", "nouvelle") do not make a question the school's.
  const neutral = new Set(NEUTRAL_WORDS);
  const addNames = (list: Array<{ stems: Map<string, number> }>) => {
    for (const n of list)
      for (const s of n.stems.keys()) {
        vocabulary.add(s);
        if (!neutral.has(s)) anchors.add(s);
      }
  };
  const founderStems = stemsOf(snapshot.founder?.founderName ?? '').filter((s) => !TITLES.has(s));
  for (const s of founderStems) {
    vocabulary.add(s);
    anchors.add(s);
  }
  for (const site of sites)
    for (const s of site.stems) {
      vocabulary.add(s);
      anchors.add(s);
    }
  addNames(programs);
  addNames(sheets);
  addNames(institutes);
  addNames(albums);
  addNames(projects);
  addNames(news);
  for (const p of snapshot.programs)
    for (const s of stemsOf(p.category)) {
      anchors.add(s);
      vocabulary.add(s);
    }
  // The photos' own words, last: known (a "trophée" is not repaired into "trop"), anchoring nothing.
  for (const c of snapshot.captions ?? []) for (const s of stemsOf(c.text)) vocabulary.add(s);

  const passages: Passage[] = [
    ...snapshot.programs.map((p) => ({ id: `program:${p.id}`, kind: 'program' as const, ref: p.id, title: p.name, text: `${p.category} ${p.level}` })),
    ...snapshot.news.map((n) => ({ id: `news:${n.id}`, kind: 'news' as const, ref: n.id, title: n.title, text: `${n.category} ${n.summary ?? ''}` })),
    ...snapshot.albums.map((a) => ({ id: `album:${a.id}`, kind: 'album' as const, ref: a.id, title: a.title, text: `${a.category} ${a.description ?? ''}` })),
    ...snapshot.institutes.map((i) => ({ id: `institute:${i.id}`, kind: 'institute' as const, ref: i.id, title: i.title, text: i.description ?? '' })),
    ...snapshot.projects.map((p) => ({ id: `project:${p.id}`, kind: 'project' as const, ref: p.id, title: p.title, text: p.description ?? '' })),
  ];
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    tokenize: (text) => normalize(text).split(' '),
    processTerm: searchTerm,
    searchOptions: { boost: { title: 3 }, fuzzy: (term) => (term.length >= 6 ? 0.2 : false), prefix: (term) => term.length >= 5 },
  });
  index.addAll(passages);

  const articles = new Map(snapshot.news.map((n) => [n.id, { title: new Set(stemsOf(n.title)), sentences: sentencesOf(snapshot.newsTexts.get(n.id) ?? '') }]));
  const articlesByWord = new Map<string, Set<number>>();
  for (const [id, { sentences }] of articles)
    for (const sentence of sentences) for (const w of sentence.stems) for (const key of wordKeys(w)) articlesByWord.set(key, (articlesByWord.get(key) ?? new Set()).add(id));

  const albumById = new Map(snapshot.albums.map((a) => [a.id, a]));
  const newsById = new Map(snapshot.news.map((n) => [n.id, n]));
  const pictures = (snapshot.captions ?? []).flatMap((c): Pictured[] => {
    const album = c.albumId === undefined ? undefined : albumById.get(c.albumId);
    const article = c.newsId === undefined ? undefined : newsById.get(c.newsId);
    return album || article ? [{ text: c.text, video: c.video, stems: new Set(stemsOf(c.text)), album, news: article }] : [];
  });

  return {
    snapshot,
    sites,
    programs,
    programWords: new Set(programs.flatMap((n) => [...n.stems.keys()])),
    sheets,
    news,
    albums,
    institutes,
    projects,
    vocabulary,
    anchors,
    schoolStems: stemsOf(`${contentValue(snapshot.content, 'site_name')} ${contentValue(snapshot.content, 'site_short_name')}`).filter(
      (s) => !['school', 'ecol', 'business', 'groupe'].includes(s),
    ),
    founderStems,
    index,
    passages: new Map(passages.map((p) => [p.id, p])),
    articles,
    articlesByWord,
    pictures,
  };
}

/**
 * The items a question names, best first: the share of an item's distinctive weight the
 * question covers. An item is named when the question holds a stem unique to it, or most
 * of its name; among several, only those scoring within a hair of the best are kept.
 */
export function matchNamed<T>(list: Named<T>[], stems: Set<string>, minShare = 0.5): Array<{ item: T; score: number; matched: number; weight: number }> {
  const scored: Array<{ item: T; score: number; matched: number; weight: number }> = [];
  for (const n of list) {
    let weight = 0;
    let matched = 0;
    let missing = 0;
    for (const [s, w] of n.stems) {
      if (stems.has(s)) {
        weight += w;
        matched++;
      } else missing += w;
    }
    if (!matched) continue;
    const share = weight / (n.total || 1);
    if (weight < 0.99 && share < minShare) continue;
    scored.push({ item: n.item, score: weight - missing * 0.25, matched, weight });
  }
  if (!scored.length) return [];
  const best = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score >= best - 0.01);
}
