import { adminMessages } from '@ecole/shared/admin-messages';
import { messages } from '@ecole/shared/messages';
import {
  newsImageCreateSchema,
  type AdminNews,
  type AdminNewsImage,
  type News,
  type NewsImage,
  type NewsSummary,
  type newsCreateSchema,
  type newsImageUpdateSchema,
  type newsUpdateSchema,
} from '@ecole/shared/schemas/news';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { validationError } from '../../http/validate';
import { mediaUrlsInText, removeUnreferenced, touchedUrls } from '../../media/references';
import { urlOf } from '../../media/store';
import { storeImageData, type StoredUpload } from '../../media/upload';
import {
  deleteNewsImageRow,
  deleteNewsRow,
  findActiveNewsById,
  findActiveNewsBySlug,
  findNews,
  findNewsImage,
  insertNews,
  insertNewsImage,
  listActiveNews,
  listActiveNewsContent,
  listActiveNewsImageCaptions,
  listAdminNewsImages,
  listAllNews,
  listNewsImages,
  maxNewsImageOrder,
  slugTaken,
  updateNewsImageRow,
  updateNewsRow,
  type AdminNewsRow,
  type NewsRow,
} from './repository';
import { newsPlainText, sanitizeNewsHtml } from './sanitize';

/**
 * What a stored slug can look like: slugify output is far shorter, and PostgreSQL rejects
 * a NUL in text, which would turn a visitor's odd URL into a 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const POSSIBLE_SLUG = /^[^\x00-\x1f\x7f]{1,300}$/;

const toPublic = (row: NewsRow): News => ({ ...row, content: row.content == null ? null : sanitizeNewsHtml(row.content) });

/** Active articles, newest first (public-site.md section 4), without their content; the first `limit` when given. */
export async function publicNewsList(db: Db, limit?: number): Promise<{ news: NewsSummary[] }> {
  return { news: await listActiveNews(db, limit) };
}

/** The captions of the active articles' photos, with their article. */
export async function publicNewsImageCaptions(db: Db): Promise<Array<{ newsId: number; text: string }>> {
  return (await listActiveNewsImageCaptions(db)).flatMap((r) => (r.caption?.trim() ? [{ newsId: r.newsId, text: r.caption }] : []));
}

/** Each active article's text as visitors read it, by id (what the chat assistant may quote). */
export async function publicNewsTexts(db: Db): Promise<Map<number, string>> {
  const rows = await listActiveNewsContent(db);
  return new Map(rows.map((r) => [r.id, r.content ? newsPlainText(r.content) : '']));
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

// Administration (admin-back-office.md section 7, News).

type Deps = Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>;
type NewsCreateData = z.output<typeof newsCreateSchema>;
type NewsUpdateData = z.output<typeof newsUpdateSchema>;

const newsId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.newsNotFound);
  return id;
};
const imageId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.newsImageNotFound);
  return id;
};

/** Every file an article names: its picture and the /media/ images inside its HTML. */
const filesOf = (row: { imageUrl: string | null; content: string | null }) => [row.imageUrl, ...mediaUrlsInText(row.content)];

/**
 * The stored form of the editable fields: content sanitised before it is stored (DECISIONS
 * "News content"), and an inline imageData turned into a stored image that wins over imageUrl.
 */
async function prepare<T extends Partial<NewsCreateData>>(deps: Deps, input: T) {
  const { imageData, ...fields } = input;
  const values = { ...fields };
  if (typeof values.content === 'string') values.content = sanitizeNewsHtml(values.content) || null;
  const stored = imageData ? await storeImageData(deps, imageData) : null;
  if (stored) values.imageUrl = urlOf(stored);
  return { values, stored };
}

/** The slug is another article's: named by its field, so the form marks the slug. */
const slugTakenError = () => new HttpError(409, adminMessages.newsSlugTaken, { slug: adminMessages.newsSlugTaken });

/**
 * A file stored for a write that failed goes as any file no row names: after the grace period,
 * if no row names it then. Not at once: a write whose answer was lost with the database
 * connection may have committed, and its row would name a removed file.
 */
const dropStored = (deps: Deps, stored: string | null) => removeUnreferenced(deps, [stored && urlOf(stored)]);

/** Runs the write; a slug taken meanwhile is a 409, and a file stored for a failed write is dropped. */
async function write<R>(deps: Deps, stored: string | null, run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (err) {
    await dropStored(deps, stored);
    if (isUniqueViolation(err)) throw slugTakenError();
    throw err;
  }
}

/** Rows written before the sanitiser, or by hand, are cleaned on the way out as well. */
const toAdmin = (row: AdminNewsRow): AdminNews => ({ ...row, content: row.content == null ? null : sanitizeNewsHtml(row.content) });

export async function adminNews(db: Db): Promise<{ news: AdminNews[] }> {
  return { news: (await listAllNews(db)).map(toAdmin) };
}

export async function createNews(deps: Deps, input: NewsCreateData, adminId: number): Promise<AdminNews> {
  if (await slugTaken(deps.db, input.slug)) throw slugTakenError();
  const { values, stored } = await prepare(deps, input);
  return toAdmin(await write(deps, stored, () => insertNews(deps.db, { ...values, createdBy: adminId })));
}

export async function updateNews(deps: Deps, idParam: string, input: NewsUpdateData): Promise<AdminNews> {
  const id = newsId(idParam);
  const before = await findNews(deps.db, id);
  if (!before) throw notFound(adminMessages.newsNotFound);
  if (input.slug !== undefined && (await slugTaken(deps.db, input.slug, id))) throw slugTakenError();
  const { values, stored } = await prepare(deps, input);
  const after = await write(deps, stored, () => updateNewsRow(deps.db, id, values));
  if (!after) {
    await dropStored(deps, stored);
    throw notFound(adminMessages.newsNotFound);
  }
  await removeUnreferenced(deps, touchedUrls(filesOf(before), filesOf(after)));
  return toAdmin(after);
}

/** Deletes an article with its gallery, then the files nothing else uses. */
export async function deleteNews(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteNewsRow(deps.db, newsId(idParam));
  if (!row) throw notFound(adminMessages.newsNotFound);
  await removeUnreferenced(deps, [...filesOf(row), ...row.imageUrls]);
}

async function existingNewsId(db: Db, idParam: string) {
  const id = newsId(idParam);
  if (!(await findNews(db, id))) throw notFound(adminMessages.newsNotFound);
  return id;
}

/** Checks the article before an upload is read, so a wrong id costs no file. */
export const assertNewsExists = async (db: Db, idParam: string) => void (await existingNewsId(db, idParam));

export async function adminNewsImages(db: Db, idParam: string): Promise<{ images: AdminNewsImage[] }> {
  return { images: await listAdminNewsImages(db, await existingNewsId(db, idParam)) };
}

/**
 * Adds an image to an article's gallery, last unless an order is given (section 7: count + 1,
 * which is the largest order + 1 until a deletion leaves a gap).
 */
export async function addNewsImage(deps: Deps, idParam: string, input: z.output<typeof newsImageCreateSchema>): Promise<AdminNewsImage> {
  const id = await existingNewsId(deps.db, idParam);
  const order = input.order ?? (await maxNewsImageOrder(deps.db, id)) + 1;
  try {
    return await insertNewsImage(deps.db, { newsId: id, imageUrl: input.imageUrl, caption: input.caption, order });
  } catch (err) {
    // The article was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(adminMessages.newsNotFound);
    throw err;
  }
}

/**
 * The multipart twin of addNewsImage: the stored upload with its order and caption fields,
 * checked by the same schema. The file is dropped when the row cannot be made (as dropStored does).
 */
export async function addUploadedNewsImage(deps: Deps, idParam: string, upload: StoredUpload): Promise<AdminNewsImage> {
  try {
    const parsed = newsImageCreateSchema.safeParse({ imageUrl: upload.url, caption: upload.fields.caption, order: upload.fields.order });
    if (!parsed.success) throw validationError(parsed.error.issues);
    return await addNewsImage(deps, idParam, parsed.data);
  } catch (err) {
    await removeUnreferenced(deps, [upload.url]);
    throw err;
  }
}

/** An image as its article's gallery lists it (the version a caption's save is checked against); null when absent. */
export async function adminNewsImage(db: Db, idParam: string | undefined): Promise<AdminNewsImage | null> {
  const id = idParam === undefined ? null : parseId(idParam);
  return id === null ? null : findNewsImage(db, id);
}

export async function updateNewsImage(deps: Deps, idParam: string, input: z.output<typeof newsImageUpdateSchema>): Promise<AdminNewsImage> {
  const row = await updateNewsImageRow(deps.db, imageId(idParam), input);
  if (!row) throw notFound(adminMessages.newsImageNotFound);
  return row;
}

export async function deleteNewsImage(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteNewsImageRow(deps.db, imageId(idParam));
  if (!row) throw notFound(adminMessages.newsImageNotFound);
  await removeUnreferenced(deps, [row.imageUrl]);
}
