// Replies about the school itself: news, albums, institutes, the cabinet's projects, the
// founder, the campus and its presentation, bursaries.
import { chatLink } from '@ecole/shared/chat-markup';
import { contentValue } from '@ecole/shared/content-keys';
import { formatDateLong, plural } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import type { Album } from '@ecole/shared/schemas/albums';
import type { Institute } from '@ecole/shared/schemas/institutes';
import type { NewsSummary } from '@ecole/shared/schemas/news';
import type { Project } from '@ecole/shared/schemas/projects';
import { sentenceHits, wordKeys, type Knowledge, type Pictured, type Sentence } from '../knowledge';
import { type Parsed, type Unsaid, asksYesNo, CUE_WORDS, DEAR, startsWithAny, TOO_DEAR } from '../parse';
import { stem } from '../text';
import { sitesList, contactPointer } from './contact';

export function scholarshipReply(k: Knowledge, p: Parsed): string {
  // A discount asked for ("une réduction si je paie tout ?") is not a bursary: no "oui" the data does not give.
  if ((startsWithAny(p, ['reduction', 'rabai', 'ristourn', 'redui', 'diminu']) || p.stems.has('remis')) && !startsWithAny(p, ['bours', 'exoner']))
    return `Je n'ai pas d'information sur une réduction de la scolarité : les montants sont ceux de la page ${chatLink('Nos Tarifs', paths.tarifs.href())}. L'école propose par ailleurs des bourses d'études. Pour une demande particulière ou les conditions des bourses, contactez notre équipe : ${contactPointer(k)}.`;
  // "C'est trop cher": what the data offers, the three payments and the bursaries.
  if (TOO_DEAR.test(p.text) || DEAR.test(p.text))
    return `Je comprends. La scolarité se règle en trois versements (détail sur la page ${chatLink('Nos Tarifs', paths.tarifs.href())}), et l'école propose des bourses d'études. Pour en parler avec notre équipe : ${contactPointer(k)}.`;
  return `${asksYesNo(p) ? "Oui, l'école" : "L'école"} propose des bourses d'études. Pour connaître les conditions et le calendrier des demandes, contactez notre équipe : ${contactPointer(k)}.`;
}

// ---------------------------------------------------------------- school, news, gallery

const articleLink = (n: NewsSummary) => chatLink("Lire l'article", paths.article.href(n.slug));

/**
 * An article: its title, date and summary, or, when the question asks what its title does not
 * say ("la rentrée des 2e année ?" of the rentrée's article), the sentence of the article that
 * says most of it (the summary gives the first years' date only).
 */
export function newsItem(k: Knowledge, n: NewsSummary, p: Parsed): string {
  const detail = askedSentence(k, n, p);
  const text = detail ?? n.summary;
  // "publié le": the date is the article's, not the event's it names ("Rentrée 2026-2027 (25 août 2026)" read as the first day).
  return `${n.title} (publié le ${formatDateLong(n.date)})${text ? ` : ${text}` : ''}\n${articleLink(n)}`;
}

/** How a reply names what an article does not say. */
const UNSAID: Record<Unsaid, string> = { length: 'de durée' };

/** "Combien de temps ?" after an article that gives no length: the article, and that it does not say. */
export function articleSilent(n: NewsSummary, unsaid: Unsaid): string {
  return `L'article « ${n.title} » (publié le ${formatDateLong(n.date)}) ne précise pas ${UNSAID[unsaid]}.\n${articleLink(n)}`;
}

/** The article's sentence holding most of the question's words beyond the title's, or null. */
export function askedSentence(k: Knowledge, n: NewsSummary, p: Parsed): string | null {
  return sentenceAsked(k, n, p)?.text ?? null;
}

/** askedSentence, with the question's words it holds. */
export function sentenceAsked(k: Knowledge, n: NewsSummary, p: Parsed): { text: string; hits: string[] } | null {
  const article = k.articles.get(n.id);
  return article ? bestSentence(article.sentences, [...p.stems].filter((s) => !article.title.has(s))) : null;
}

/**
 * The sentence holding most of `wanted`, each word weighing less the more sentences of the
 * article hold it ("le jour" is in three, "apporter" in one).
 */
function bestSentence(sentences: Sentence[], wanted: string[]): { text: string; hits: string[] } | null {
  const all = sentences.map((sentence) => ({ text: sentence.text, hits: sentenceHits(sentence, wanted) }));
  const spread = (w: string) => all.filter((x) => x.hits.includes(w)).length;
  let best: { text: string; hits: string[]; weight: number } | null = null;
  for (const x of all) {
    const weight = x.hits.reduce((sum, w) => sum + 1 / spread(w), 0);
    if (x.hits.length && weight > (best?.weight ?? 0)) best = { ...x, weight };
  }
  return best;
}

/** Words too common in the articles to say which one a question is about. */
const COMMON = new Set(['ecole', 'etudiant', 'etudiante', 'site', 'sites', 'annee', 'formation', 'programme', 'lagune', 'business', 'school', 'jusqu', 'jusque', 'depuis'].map(stem));

/**
 * "Il y a une réduction si on dépose le dossier le jour des portes ouvertes ?", "la présentation
 * devant les investisseurs, c'est quand ?": the article one of whose sentences holds at least
 * `least` of the question's words (common ones aside), or null. What an article says is then
 * the answer, rather than the general one its cue words would give.
 */
export function articleAnswering(k: Knowledge, p: Parsed, least = 2): NewsSummary | null {
  const wanted = [...p.stems].filter((s) => !COMMON.has(s));
  let found: NewsSummary | null = null;
  // "La nouvelle salle informatique du Plateau": the article its title names holds those words,
  // though no sentence says more; another's sentence holding no more of them ("des salles de cours,
  // des laboratoires informatiques") is not the answer (the title is, answerParsed).
  let most = Math.max(least - 1, ...p.news.map((n) => wanted.filter((w) => k.articles.get(n.id)?.title.has(w)).length));
  const candidates = new Set(wanted.flatMap((w) => wordKeys(w).flatMap((key) => [...(k.articlesByWord.get(key) ?? [])])));
  for (const n of k.snapshot.news) {
    if (!candidates.has(n.id)) continue;
    // A sentence holds the words the title does not; the title's count too ("les candidatures
    // pour le Canada": the sentence says "candidatures", the title "Canada").
    const { title, sentences } = k.articles.get(n.id)!;
    const best = bestSentence(sentences, wanted.filter((w) => !title.has(w)));
    if (!best) continue;
    const hits = [...best.hits, ...wanted.filter((w) => title.has(w))];
    // Only words that ask in general ("les inscriptions sont ouvertes jusqu'à quand ?") do not make
    // one article the answer (the Certificat's closing date is not the school's): a word of its
    // own, or its title named, does.
    const named = p.news.includes(n);
    const own = hits.some((w) => !CUE_WORDS.has(w)) || named;
    // An article its title names needs one word less (never fewer than two).
    const score = hits.length + (named && least > 2 ? 1 : 0);
    if (own && score > most) {
      most = score;
      found = n;
    }
  }
  return found;
}

export function newsReply(k: Knowledge): string {
  const latest = k.snapshot.news.slice(0, 3);
  if (!latest.length) return 'Aucune actualité disponible pour le moment.';
  return `Nos dernières actualités :\n${latest.map((n) => `• ${formatDateLong(n.date)} : ${chatLink(n.title, paths.article.href(n.slug))}`).join('\n')}\nToutes les actualités : ${chatLink('Actualités', paths.actualites.href())}.`;
}

/** Words that ask for a picture rather than say what it shows. */
const PICTURE_WORDS = new Set(['photo', 'photos', 'image', 'images', 'video', 'videos', 'album', 'albums', 'galerie', 'voir', 'montrer'].map(stem));

/** "Vous avez des photos… ?", "une vidéo de… ?" (on the normalised text). */
export const ASKS_PICTURE = /\b(?:photos?|images?|videos?|clips?)\b/;

/**
 * "Vous avez des photos du lancer de toques ?": the photo or video whose own words (its title
 * and description, or its caption) hold the most of the question's, at least two, the words
 * asking for a picture aside; or null.
 */
export function pictureAnswering(k: Knowledge, p: Parsed): Pictured | null {
  const wanted = [...p.stems].filter((w) => !PICTURE_WORDS.has(w) && !COMMON.has(w));
  let found: Pictured | null = null;
  let most = 1;
  for (const picture of k.pictures) {
    const hits = wanted.filter((w) => picture.stems.has(w)).length;
    if (hits > most) {
      most = hits;
      found = picture;
    }
  }
  return found;
}

/** A photo or a video, in its own words, and the album or the article that shows it. */
export function pictureItem(picture: Pictured): string {
  const what = `${picture.video ? 'Une vidéo' : 'Une photo'}`;
  const words = `« ${picture.text.trim().replace(/[.\s]+$/, '')} »`;
  if (picture.album) return `${what} de l'album « ${picture.album.title} » : ${words}.\n${chatLink("Voir l'album", paths.album.href(picture.album.id))}`;
  const n = picture.news!;
  return `${what} de l'article « ${n.title} » (${formatDateLong(n.date)}) : ${words}.\n${articleLink(n)}`;
}

export function albumItem(a: Album): string {
  return `Album « ${a.title} » (${a.category})${a.description ? ` : ${a.description}` : ''}\n${chatLink("Voir l'album", paths.album.href(a.id))}`;
}

export function albumsReply(k: Knowledge): string {
  const albums = k.snapshot.albums;
  if (!albums.length) return `Aucun album disponible pour le moment. ${chatLink('Galerie', paths.galerie.href())}`;
  return `Nos albums photos et vidéos :\n${albums.map((a) => `• ${chatLink(a.title, paths.album.href(a.id))} (${a.category})`).join('\n')}\nToute la ${chatLink('galerie', paths.galerie.href())}.`;
}

export function instituteItem(i: Institute): string {
  return `${i.title}${i.description ? ` : ${i.description}` : ''}\nVoir ${chatLink('Nos Filières', paths.filieres.href())}.`;
}

export function institutesReply(k: Knowledge): string {
  const list = k.snapshot.institutes;
  if (!list.length) return `Voir toutes nos formations : ${chatLink('Nos Filières', paths.filieres.href())}.`;
  return `Nos ${list.length} instituts :\n${list.map((i) => `• ${i.title}${i.description ? ` : ${i.description}` : ''}`).join('\n')}`;
}

const PROJECT_STATUS: Record<string, string> = { upcoming: 'À venir', completed: 'Terminé' };

export function projectItem(x: Project): string {
  // "Ça commence quand ?": the project page's Début and Fin.
  const dates = [x.startDate && `Début : ${formatDateLong(x.startDate)}`, x.endDate && `Fin : ${formatDateLong(x.endDate)}`].filter(Boolean).join(', ');
  return `${x.title} (${PROJECT_STATUS[x.status] ?? x.status}${dates ? ` ; ${dates}` : ''})${x.description ? ` : ${x.description}` : ''}\n${chatLink('Voir le projet', paths.project.href(x.id))}`;
}

/**
 * "Vous avez des photos du projet de Treichville ?": the project's photos and videos are on its
 * page (counted as the page counts them), or none is published.
 */
export function projectMediaItem(x: Project): string {
  const shown = [x.images.length && plural(x.images.length, 'photo'), x.videos.length && plural(x.videos.length, 'vidéo')].filter(Boolean);
  const said = shown.length ? `Le projet « ${x.title} » a ${shown.join(' et ')} sur sa page.` : `Aucune photo ni vidéo du projet « ${x.title} » n'est publiée pour le moment.`;
  return `${said}\n${chatLink('Voir le projet', paths.project.href(x.id))}`;
}

// "Les projets terminés", "vos projets à venir": the status asked, in the visitor's words.
const STATUS_WORDS: Record<string, string[]> = { completed: ['termin', 'realis', 'acheve', 'fini', 'passe'], upcoming: ['venir', 'futur', 'prochain', 'prevu'] };

export function projectsReply(k: Knowledge, p: Parsed): string {
  const asked = Object.keys(STATUS_WORDS).filter((status) => startsWithAny(p, STATUS_WORDS[status]));
  const all = k.snapshot.projects;
  const list = asked.length === 1 ? all.filter((x) => x.status === asked[0]) : all;
  if (!all.length) return `Aucun projet n'est actuellement disponible. ${chatLink('Le Cabinet', paths.cabinet.href())}`;
  if (!list.length) return `Aucun projet ${PROJECT_STATUS[asked[0]].toLowerCase()} pour le moment. Voir tous les projets : ${chatLink('Le Cabinet', paths.cabinet.href())}.`;
  const head = list === all ? 'Les projets de notre cabinet' : `Les projets ${asked[0] === 'completed' ? 'terminés' : 'à venir'} de notre cabinet`;
  return `${head} :\n${list.map((x) => `• ${chatLink(x.title, paths.project.href(x.id))} (${PROJECT_STATUS[x.status] ?? x.status})`).join('\n')}`;
}

export function founderReply(k: Knowledge, p: Parsed): string {
  const f = k.snapshot.founder;
  if (!f) return aboutReply(k);
  // "La vision du fondateur ?": the message's vision, as the home page's founder block gives it.
  const vision = p.stems.has(stem('vision')) && f.vision ? ` Sa vision : « ${f.vision} »` : '';
  return `${f.founderName} est ${f.founderRole} (${f.founderOrganization}). Son message : « ${f.quote} »${vision}`;
}

export function campusReply(k: Knowledge): string {
  return `${sitesList(k)}\n\nHoraires du campus :\n${contentValue(k.snapshot.content, 'campus_hours')}\nPour visiter, écrivez-nous depuis la ${chatLink('page Contact', paths.contact.href())}.`;
}

export function campusItemsReply(k: Knowledge, p: Parsed): string {
  const items = p.campusItems.map((i) => `${p.campusItems.length > 1 ? '• ' : ''}${i.title} : ${i.description}`).join('\n');
  const hours = p.intent === 'hours' ? `\nHoraires du campus :\n${contentValue(k.snapshot.content, 'campus_hours')}` : '';
  return `${items}${hours}\nEn savoir plus : ${chatLink('Notre Campus', paths.campus.href())}.`;
}

export const ABOUT_LINK = `En savoir plus : ${chatLink('À Propos', paths.apropos.href())}.`;

export function aboutReply(k: Knowledge): string {
  const c = k.snapshot.content;
  const name = contentValue(c, 'site_name');
  const short = contentValue(c, 'site_short_name');
  // The school named first: "c'est quoi le nom de l'école ?" is answered by its opening words.
  return `${name}${short && short !== name ? ` (${short})` : ''} : ${contentValue(c, 'mission_paragraph1')}\n${contentValue(c, 'mission_paragraph3')}\n${ABOUT_LINK}`;
}
