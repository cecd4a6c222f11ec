import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, newsImages } from '../../db/schema';

/** What the news list shows of an article: all but its content (shared NewsSummary). */
const summaryColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  category: news.category,
  author: news.author,
  date: news.date,
  imageUrl: news.imageUrl,
  featured: news.featured,
  isActive: news.isActive,
};
const publicColumns = { ...summaryColumns, content: news.content };

export type NewsRow = NonNullable<Awaited<ReturnType<typeof findActiveNewsById>>>;

export function listActiveNews(db: Db, limit?: number) {
  const query = db.select(summaryColumns).from(news).where(eq(news.isActive, true)).orderBy(desc(news.date), desc(news.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The content of every active article, by id. */
export function listActiveNewsContent(db: Db) {
  return db.select({ id: news.id, content: news.content }).from(news).where(eq(news.isActive, true));
}

/** The captions of the active articles' photos (what the assistant may point to). */
export function listActiveNewsImageCaptions(db: Db) {
  return db
    .select({ newsId: newsImages.newsId, caption: newsImages.caption })
    .from(newsImages)
    .innerJoin(news, eq(news.id, newsImages.newsId))
    .where(and(eq(news.isActive, true), isNotNull(newsImages.caption)));
}

export async function findActiveNewsBySlug(db: Db, slug: string) {
  const [row] = await db.select(publicColumns).from(news).where(and(eq(news.slug, slug), eq(news.isActive, true))).limit(1);
  return row ?? null;
}

export async function findActiveNewsById(db: Db, id: number) {
  const [row] = await db.select(publicColumns).from(news).where(and(eq(news.id, id), eq(news.isActive, true))).limit(1);
  return row ?? null;
}

export function listNewsImages(db: Db, newsId: number) {
  return db
    .select({ id: newsImages.id, imageUrl: newsImages.imageUrl, caption: newsImages.caption })
    .from(newsImages)
    .where(eq(newsImages.newsId, newsId))
    .orderBy(asc(newsImages.order), asc(newsImages.id));
}

// Administration: every article, active or not, in the public order.
const adminColumns = { ...publicColumns, order: news.order };
export type AdminNewsRow = Awaited<ReturnType<typeof listAllNews>>[number];
export type NewNews = typeof news.$inferInsert;

export function listAllNews(db: Db) {
  return db.select(adminColumns).from(news).orderBy(desc(news.date), desc(news.id));
}

export async function findNews(db: Db, id: number) {
  const [row] = await db.select(adminColumns).from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}

/** Whether another article already uses this slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const where = exceptId === undefined ? eq(news.slug, slug) : and(eq(news.slug, slug), ne(news.id, exceptId));
  return (await db.select({ id: news.id }).from(news).where(where).limit(1)).length > 0;
}

/**
 * Held while an article is featured (transaction-scoped; migrations use 7250030, the seed
 * 7250031, the founder message 7250032, keyed locks 7250033): two articles featured at once
 * (two tabs, the desktop app, two servers) would each un-feature the others before the other
 * committed, and both stay featured.
 */
const FEATURED_LOCK = sql.raw('pg_advisory_xact_lock(7250034)');

/**
 * The public list shows one article "À la Une" and the non-featured ones in its grid
 * (public-site.md section 2): a write that features an article un-features every other in
 * the same transaction, so the badge moves rather than a second article losing its place.
 */
async function writeFeaturing<R extends { id: number } | null>(db: Db, featuring: boolean, write: (tx: Db) => Promise<R>): Promise<R> {
  if (!featuring) return write(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${FEATURED_LOCK}`);
    const row = await write(tx);
    if (row) await tx.update(news).set({ featured: false }).where(and(eq(news.featured, true), ne(news.id, row.id)));
    return row;
  });
}

export function insertNews(db: Db, values: NewNews) {
  return writeFeaturing(db, values.featured === true, async (tx) => {
    const [row] = await tx.insert(news).values(values).returning(adminColumns);
    return row;
  });
}

export function updateNewsRow(db: Db, id: number, values: Partial<NewNews>) {
  return writeFeaturing(db, values.featured === true, async (tx) => {
    const [row] = await tx.update(news).set(values).where(eq(news.id, id)).returning(adminColumns);
    return row ?? null;
  });
}

/** Deletes an article (its images go with it, ON DELETE CASCADE) and names every file they used. */
export async function deleteNewsRow(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const images = await tx.select({ imageUrl: newsImages.imageUrl }).from(newsImages).where(eq(newsImages.newsId, id));
    const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ imageUrl: news.imageUrl, content: news.content });
    return row ? { ...row, imageUrls: images.map((i) => i.imageUrl) } : null;
  });
}

const imageColumns = { id: newsImages.id, newsId: newsImages.newsId, imageUrl: newsImages.imageUrl, caption: newsImages.caption, order: newsImages.order };
export type NewNewsImage = typeof newsImages.$inferInsert;

export function listAdminNewsImages(db: Db, newsId: number) {
  return db.select(imageColumns).from(newsImages).where(eq(newsImages.newsId, newsId)).orderBy(asc(newsImages.order), asc(newsImages.id));
}

export async function findNewsImage(db: Db, id: number) {
  const [row] = await db.select(imageColumns).from(newsImages).where(eq(newsImages.id, id));
  return row ?? null;
}

/** The largest order in an article's gallery, 0 when it has none. */
export async function maxNewsImageOrder(db: Db, newsId: number) {
  return Number((await db.select({ n: sql<number>`coalesce(max(${newsImages.order}), 0)` }).from(newsImages).where(eq(newsImages.newsId, newsId)))[0].n);
}

export async function insertNewsImage(db: Db, values: NewNewsImage) {
  const [row] = await db.insert(newsImages).values(values).returning(imageColumns);
  return row;
}

export async function updateNewsImageRow(db: Db, id: number, values: Partial<NewNewsImage>) {
  const [row] = await db.update(newsImages).set(values).where(eq(newsImages.id, id)).returning(imageColumns);
  return row ?? null;
}

export async function deleteNewsImageRow(db: Db, id: number) {
  const [row] = await db.delete(newsImages).where(eq(newsImages.id, id)).returning(imageColumns);
  return row ?? null;
}
