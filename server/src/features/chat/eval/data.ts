// The facts an answer must state, read straight from the database tables (not through the
// engine's own loader), so the evaluation checks the engine against the data itself.
import { asc, desc, eq } from 'drizzle-orm';
import { contentDefault } from '@ecole/shared/content-keys';
import type { Db } from '../../../db/client';
import { albums, founderMessage, institutes, news, programs, projects, siteContent, tariffs } from '../../../db/schema';

export type EvalData = Awaited<ReturnType<typeof readEvalData>>;

export async function readEvalData(db: Db) {
  const tariffRows = await db.select().from(tariffs).where(eq(tariffs.isActive, true)).orderBy(asc(tariffs.order), asc(tariffs.id));
  const programRows = await db.select().from(programs).where(eq(programs.isActive, true));
  const hiddenPrograms = await db.select().from(programs).where(eq(programs.isActive, false));
  const newsRows = await db.select().from(news).where(eq(news.isActive, true)).orderBy(desc(news.date), desc(news.id));
  const hiddenNews = await db.select().from(news).where(eq(news.isActive, false));
  const albumRows = await db.select().from(albums).where(eq(albums.isActive, true)).orderBy(asc(albums.order), desc(albums.createdAt));
  const instituteRows = await db.select().from(institutes).where(eq(institutes.isActive, true)).orderBy(asc(institutes.order));
  const projectRows = await db.select().from(projects).where(eq(projects.isActive, true));
  const [founder] = await db.select().from(founderMessage).limit(1);
  const contentRows = await db.select().from(siteContent);
  const content = new Map(contentRows.map((r) => [r.key, r.value]));

  const one = <T>(list: T[], what: string, test: (x: T) => boolean): T => {
    const found = list.filter(test);
    if (found.length !== 1) throw new Error(`Jeu d'évaluation : ${found.length} résultat(s) pour ${what}`);
    return found[0];
  };
  return {
    tariffs: tariffRows,
    programs: programRows,
    hiddenPrograms,
    news: newsRows,
    hiddenNews,
    albums: albumRows,
    institutes: instituteRows,
    projects: projectRows,
    founder,
    /** The tariff sheet of the only site whose name contains `word`. */
    site: (word: string) => one(tariffRows, `le site ${word}`, (t) => t.site.toLowerCase().includes(word.toLowerCase())),
    program: (word: string) => one(programRows, `la filière ${word}`, (p) => p.name.toLowerCase().includes(word.toLowerCase())),
    article: (word: string) => one(newsRows, `l'article ${word}`, (n) => n.title.toLowerCase().includes(word.toLowerCase())),
    institute: (word: string) => one(instituteRows, `l'institut ${word}`, (i) => i.title.toLowerCase().includes(word.toLowerCase())),
    album: (word: string) => one(albumRows, `l'album ${word}`, (a) => a.title.toLowerCase().includes(word.toLowerCase())),
    content: (key: string) => {
      const v = content.get(key);
      return v && v.trim() ? v : contentDefault(key);
    },
  };
}
