import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { albums, news, projects } from '../db/schema';

/** What the sitemap lists besides the fixed pages: every active article, project and album. */
export async function sitemapEntries(db: Db) {
  const [articles, projectRows, albumRows] = await Promise.all([
    db.select({ slug: news.slug, date: news.date, updatedAt: news.updatedAt }).from(news).where(eq(news.isActive, true)).orderBy(desc(news.date)),
    db.select({ id: projects.id, updatedAt: projects.updatedAt }).from(projects).where(and(eq(projects.isActive, true))),
    db.select({ id: albums.id, updatedAt: albums.updatedAt }).from(albums).where(eq(albums.isActive, true)),
  ]);
  return { articles, projects: projectRows, albums: albumRows };
}
