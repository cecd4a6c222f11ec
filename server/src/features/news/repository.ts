import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, newsImages } from '../../db/schema';

const publicColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  content: news.content,
  category: news.category,
  author: news.author,
  date: news.date,
  imageUrl: news.imageUrl,
  featured: news.featured,
  isActive: news.isActive,
};

export type NewsRow = Awaited<ReturnType<typeof listActiveNews>>[number];

export function listActiveNews(db: Db) {
  return db.select(publicColumns).from(news).where(eq(news.isActive, true)).orderBy(desc(news.date), desc(news.id));
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
