// Replies about the programmes: lists by level and category, what follows a diploma, where a
// programme is taught, durations, and how one gets in.
import { chatLink } from '@ecole/shared/chat-markup';
import { PROGRAM_CATEGORIES } from '@ecole/shared/constants';
import { paths } from '@ecole/shared/paths';
import type { Program } from '@ecole/shared/schemas/programs';
import type { Knowledge, Named } from '../knowledge';
import { fold, stem } from '../text';
import { LEVELS, DIPLOMAS, type Diploma, rankOf, type Parsed, namedStems, programsSharing, levelOf, OFFERED } from '../parse';
import { sheetsFor, sheetNotes } from './fees';
import { contactPointer } from './contact';

/** The site's FAQ (public-site.md, /contact) on how one gets in. */
const ADMISSION = "L'admission se fait sur étude de dossier, suivie d'un entretien";

const ALL_PROGRAMS = `Toutes les filières : ${chatLink('Nos Filières', paths.filieres.href())}.`;

/** A word of programme names, and nothing else named but by such words. */
export function asksProgrammeSubject(k: Knowledge, p: Parsed): boolean {
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

/** "Quel niveau ?", "il faut quels diplômes ?": the level one needs to get in. */
export const asksLevel = (p: Parsed) => p.stems.has(stem('niveau')) || p.stems.has(stem('diplome'));

export function enrolReply(k: Knowledge, p: Parsed): string {
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
  // The level is the one named, or that of the programmes named ("il faut quel niveau ?" after the Licence).
  const level = p.level ?? levelOf(p.programs);
  const ofLevel = level ? sheets.filter((t) => level.test({ level: '', name: t.programName })) : [];
  const asked = ofLevel.length ? ofLevel : sheets;
  const wantsLevel = asksLevel(p);
  // "Mon enfant a eu le BEPC": the file's piece that names the BAC says what it asks (no claim beyond it).
  const diploma = wantsLevel ? /\bbac\b|baccalaur|diplome/ : p.stems.has('bac') || p.stems.has('baccalaureat') || /\b(?:bepc|brevet)\b/.test(p.text) ? /\bbac\b|baccalaur/ : null;
  const diplomaDocs = diploma ? [...new Set(asked.flatMap((t) => t.requiredDocuments).filter((d) => diploma.test(fold(d))))] : [];
  const bacLine = diplomaDocs.length && docs.size !== 1 ? `\nParmi les pièces du dossier : ${diplomaDocs.join(' ; ')}.` : '';
  const holders = wantsLevel && (!level || ofLevel.length) ? sheetNotes(asked, /\btitulaire/) : '';
  // No sheet of a Master: what it comes after (rankOf), as for a diploma held.
  const rank = level ? LEVELS.indexOf(level) + 1 : 0;
  const after = wantsLevel && level && !ofLevel.length && rank > nextRank('bac') ? `\nLe ${level.label} se prépare après ${AFTER[DIPLOMAS[rank - 1]]}.` : '';
  return `${ADMISSION}. Pour vous préinscrire, remplissez le formulaire de la ${chatLink('page Contact', paths.contact.href())} ou présentez-vous au service de la scolarité de l'un de nos sites.${after}${bacLine}${holders}${docLine}`;
}

// ---------------------------------------------------------------- programmes

function programLine(p: Program) {
  return `${p.name} (${p.level}, ${p.duration})`;
}

export function programDetail(p: Program): string {
  return `${p.name} : formation de niveau ${p.level} (catégorie ${p.category}), d'une durée de ${p.duration}. Voir ${chatLink('Nos Filières', paths.filieres.href())}.`;
}

/** The programmes a question about programmes named by a shared word ("une formation en informatique"), if fewer than all. */
export function askedSubject(k: Knowledge, p: Parsed): Program[] {
  // "Je veux faire informatique" (no cue word) names its subject as much as "une formation en informatique".
  if (p.intent !== 'programs' && !(p.intent === null && asksProgrammeSubject(k, p))) return [];
  const list = programsSharing(k, p.stems);
  return list.length < k.snapshot.programs.length ? list : [];
}

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

/** No programme of the level asked matches: the ones near it, if any, and those of that level. */
function notAtLevel(k: Knowledge, level: NonNullable<Parsed['level']>, near: Program[]): string {
  const ofLevel = k.snapshot.programs.filter((x) => level.test(x));
  return [
    `Je ne trouve pas de formation de niveau ${level.label} qui corresponde à votre demande.${near.length ? ` ${near.length > 1 ? 'Formations proches' : 'Formation proche'} :` : ''}`,
    ...near.map((x) => `• ${programLine(x)}`),
    ...(ofLevel.length ? [`Nos formations ${level.label} :`, ...ofLevel.map((x) => `• ${programLine(x)}`)] : []),
    ALL_PROGRAMS,
  ].join('\n');
}

export function programsReply(k: Knowledge, p: Parsed): string {
  // "La différence entre BTS et licence ?": each level named, with its programmes and duration.
  if (p.levels.length >= 2) return p.levels.map((l) => levelList(k, l)).join('\n') + `\n${ALL_PROGRAMS}`;
  // "BTS tertiaire ou industriel ?": each category named, with its programmes.
  if (p.categories.length >= 2 && !p.programs.length)
    return `${p.categories.map((category) => byCategory(filterPrograms(k, { ...p, category }))).join('\n')}\n${ALL_PROGRAMS}`;
  const beyond = beyondHeldReply(k, p);
  if (beyond) return beyond;
  // "J'ai un BTS finance, je peux faire la licence directement ?": the level after the diploma held, and what its sheets say of its holders.
  if (p.held && !p.programs.length && !p.category) return nextStepReply(k, p, p.held);
  // "Un master en finance ?": the subject is taught, at another level; no programme of the level asked is claimed.
  if (p.level && p.programs.length && !p.programs.some((x) => p.level!.test(x))) return notAtLevel(k, p.level, p.programs);
  // "Une licence en droit ?": the level's word alone named its programme, and the subject is
  // none the data knows: that programme is not a yes.
  const byLevelWordOnly = p.programs.every((x) => namedStems(k.programs, x, p).every((s) => s === p.level?.stem));
  if (p.level && p.unknown > 0 && p.programs.length && byLevelWordOnly) return notAtLevel(k, p.level, []);
  // "Après le BTS je peux faire la licence ?": the programme, and what a sheet says of the diploma's holders.
  if (p.programs.length === 1 && p.held) return `${programDetail(p.programs[0])}${sheetNotes(k.snapshot.tariffs, holdersOf(p.held))}`;
  if (p.programs.length === 1) return programDetail(p.programs[0]);
  // Programmes are not tied to a site in the data; the site's tariff sheets name theirs.
  if (p.sites.length && !p.level && !p.category) {
    const sheets = p.sites.flatMap((s) => s.sheets);
    return `Tarif publié pour ${sheets.map((t) => `${t.site} : ${t.programName} (${t.programDuration})`).join(' ; ')}.\n${programsReply(k, { ...p, sites: [] })}`;
  }
  const list = p.programs.length ? p.programs : filterPrograms(k, p);
  if (!list.length) return `Je ne trouve pas de formation correspondante. Voir toutes nos formations : ${chatLink('Nos Filières', paths.filieres.href())}.`;
  // "Vous faites la logistique et la comptabilité ?": each named is taught.
  if (p.programs.length && OFFERED.test(p.text) && !p.unknown) return `Oui, nous proposons :\n${list.map((x) => `• ${programLine(x)}`).join('\n')}\n${ALL_PROGRAMS}`;
  if (p.programs.length) return `Plusieurs formations correspondent :\n${list.map((x) => `• ${programLine(x)}`).join('\n')}\nLaquelle vous intéresse ?`;
  const head =
    p.level || p.category
      ? `Nos formations ${p.level ? p.level.label : ''}${p.category ? ` ${p.category.source}` : ''} :`.replace(/\s+/g, ' ')
      : list.length === k.snapshot.programs.length
        ? `Nos ${list.length} filières :`
        : 'Nos formations correspondantes :';
  // "Vous avez un BTS tourisme ?": a word of the question names none of our programmes; nor
  // does a word of the campus page ("un BTS en transport").
  const notFound = p.unknown > 0 || (p.campusItems.length > 0 && !p.programs.length) ? 'Je ne trouve pas de formation qui corresponde exactement à votre demande. ' : '';
  return `${notFound}${head}\n${byCategory(list)}\n${ALL_PROGRAMS}`;
}

/**
 * After a diploma held: the programmes of the next level (after the bac, all but the masters),
 * those of the subject named if any ("elle a eu le bac, elle aime l'informatique").
 */
export function nextStepReply(k: Knowledge, p: Parsed, held: Diploma): string {
  const rank = DIPLOMAS.indexOf(held);
  const isNext = (x: Program) => (held === 'bac' ? rankOf(x) <= 2 : rankOf(x) === rank + 1);
  const all = k.snapshot.programs.filter(isNext);
  const ofSubject = filterPrograms(k, p).filter(isNext);
  const next = ofSubject.length && ofSubject.length < all.length ? ofSubject : all;
  const after = AFTER[held];
  const admission = `${ADMISSION} : ${contactPointer(k)}.`;
  if (!next.length) return `Je ne trouve pas, parmi nos filières, de formation qui fasse suite à ${after}. ${ALL_PROGRAMS}`;
  const levels = LEVELS.filter((l) => next.some((x) => l.test(x))).map((l) => l.label);
  const list = levels.length > 1 ? `${levels.slice(0, -1).join(', ')} et ${levels.at(-1)}` : levels[0];
  return `Après ${after}, nos formations de niveau ${list} :\n${byCategory(next)}${sheetNotes(k.snapshot.tariffs, holdersOf(held))}\n${admission}\n${ALL_PROGRAMS}`;
}

/** What a tariff sheet says of holders of this diploma ("Les titulaires d'un BTS peuvent intégrer directement la troisième année…"). */
const holdersOf = (held: Diploma) => new RegExp(`\\btitulaire.*\\b${held}`);

/** The highest rank a diploma leads to (rankOf): after the bac the BTS and the Licence, after a BTS the Licence, after a Licence the Master. */
const nextRank = (held: Diploma) => (held === 'bac' ? 2 : DIPLOMAS.indexOf(held) + 1);

const AFTER: Record<Diploma, string> = { bac: 'le bac', bts: 'un BTS', licence: 'une licence', master: 'un master' };

/**
 * "Ma fille a le bac, elle veut faire le marketing digital" names the Master: no card that reads
 * as a yes, but the level it is taught at, what it comes after, and what follows the diploma held
 * (in the subject's words if any programme's name holds them). Null when what is named follows it.
 */
export function beyondHeldReply(k: Knowledge, p: Parsed): string | null {
  if (!p.held) return null;
  const held = p.held;
  const tooHigh = (rank: number) => rank > nextRank(held);
  const levelRank = p.level ? LEVELS.indexOf(p.level) + 1 : 0;
  const programs = p.programs.length && p.programs.every((x) => tooHigh(rankOf(x))) ? p.programs : [];
  if (!programs.length && (p.programs.length || !p.level || p.level.label === 'Certificat' || !tooHigh(levelRank))) return null;
  const rank = programs.length ? Math.min(...programs.map(rankOf)) : levelRank;
  const label = LEVELS[rank - 1].label;
  const required = AFTER[DIPLOMAS[rank - 1]];
  const several = programs.length > 1;
  const what = programs.length
    ? `${programs.map((x) => `${x.name} (${x.duration})`).join(', ')} ${several ? 'sont des formations' : 'est une formation'} de niveau ${label} : ${several ? 'elles se préparent' : 'elle se prépare'}`
    : `Le ${label} se prépare`;
  const next = nextStepReply(k, { ...p, programs: [], level: null, levels: [] }, held);
  return `${what} après ${required}, pas directement après ${AFTER[held]}.\n${next}`;
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
export function programSites(k: Knowledge, p: Parsed): string {
  const what = p.programs.length === 1 ? programDetail(p.programs[0]) : programsReply(k, p);
  const { sheets, missingLevel } = sheetsFor(k, p);
  const level = p.level?.label ?? LEVELS.find((l) => p.programs.length && p.programs.every((x) => l.test(x)))?.label;
  const published = missingLevel || !level ? '' : `\nTarifs ${level} publiés pour : ${[...new Set(sheets.map((t) => t.site))].join(', ')}.`;
  return `${what}${published}\nPour savoir sur quel site cette formation est dispensée, contactez-nous : ${contactPointer(k)}.`;
}

export function durationReply(k: Knowledge, p: Parsed): string {
  if (p.programs.length === 1) return `${p.programs[0].name} dure ${p.programs[0].duration} (niveau ${p.programs[0].level}).`;
  const list = p.programs.length ? p.programs : filterPrograms(k, p);
  if (!list.length) return programsReply(k, p);
  const durations = new Set(list.map((x) => x.duration));
  if (durations.size === 1 && (p.level || p.programs.length))
    return `${p.level ? `Nos formations ${p.level.label}` : 'Ces formations'} durent ${list[0].duration} :\n${list.map((x) => `• ${x.name}`).join('\n')}`;
  return `Durée de nos formations :\n${list.map((x) => `• ${programLine(x)}`).join('\n')}`;
}
