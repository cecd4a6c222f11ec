import { messages } from '@ecole/shared/messages';
import type { News, NewsImage } from '@ecole/shared/schemas/news';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { findActiveNewsById, findActiveNewsBySlug, listActiveNews, listNewsImages, type NewsRow } from './repository';
import { sanitizeNewsHtml } from './sanitize';

/**
 * What a stored slug can look like: slugify output is far shorter, and PostgreSQL rejects
 * a NUL in text, which would turn a visitor's odd URL into a 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const POSSIBLE_SLUG = /^[^\x00-\x1f\x7f]{1,300}$/;

const toPublic = (row: NewsRow): News => ({ ...row, content: row.content == null ? null : sanitizeNewsHtml(row.content) });

/** Active articles, newest first (public-site.md section 4). */
export async function publicNewsList(db: Db): Promise<{ news: News[] }> {
  return { news: (await listActiveNews(db)).map(toPublic) };
}

/**
 * An active article by slug or by id: links use the slug, older links and the featured
 * card use the id (DECISIONS "News links"). The slug wins, so a slug made only of digits
 * still reaches its own article.
 */
async function findArticle(db: Db, param: string): Promise<NewsRow> {
  const bySlug = POSSIBLE_SLUG.test(param) ? await findActiveNewsBySlug(db, param) : null;
  if (bySlug) return bySlug;
  const id = parseId(param);
  const byId = id === null ? null : await findActiveNewsById(db, id);
  if (!byId) throw notFound(messages.news.notFound);
  return byId;
}

export async function publicNewsArticle(db: Db, param: string): Promise<News> {
  return toPublic(await findArticle(db, param));
}

/** The gallery of an active article; an unknown or hidden article has none to show. */
export async function publicNewsImages(db: Db, param: string): Promise<{ images: NewsImage[] }> {
  const article = await findArticle(db, param);
  return { images: await listNewsImages(db, article.id) };
}
