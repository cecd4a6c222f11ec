// Demo content for a fresh install (DECISIONS "Brand and data"): every public page shows
// something real on first start, and an administrator's work is never overwritten. The
// seed runs only on a database without any content row, writes its pictures first, then
// inserts every row in one transaction; if that fails, the pictures are removed again.
import { sql } from 'drizzle-orm';
import { CONTENT_TABS } from '@ecole/shared/content-keys';
import { slugify } from '@ecole/shared/slug';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import {
  albums,
  founderMessage,
  galleryItems,
  institutes,
  news,
  newsImages,
  programs,
  projects,
  siteContent,
  sliders,
  tariffs,
} from '../db/schema';
import { ALBUMS, CAMPUS_TOUR_FILE, CONTENT_PICTURES, FOUNDER, INSTITUTES, NEWS, PICTURES, PROGRAMS, PROJECTS, SLIDERS, TARIFFS, type PictureId } from './content';
import { SeedMedia } from './media';

/** The tables whose rows count as content: one row in any of them and the seed stays away. */
const CONTENT_TABLES = [sliders, founderMessage, institutes, programs, news, projects, tariffs, albums, siteContent];

/**
 * Serialises concurrent seeds (two server processes starting together on one PostgreSQL):
 * the second waits for the first to commit, then finds content and backs off.
 */
const SEED_LOCK = sql.raw('pg_advisory_xact_lock(7250031)');

export interface SeedSummary {
  /** Rows inserted per table. */
  rows: Record<string, number>;
  /** Files written to the media store (originals, not counting image variants). */
  files: number;
  ms: number;
}

export async function hasContent(db: Db): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const found = await db.select({ id: table.id }).from(table).limit(1);
    if (found.length) return true;
  }
  return false;
}

/** Seeds the demo content when the database holds no content at all; true when it did. */
export async function seedIfEmpty(deps: AppDeps): Promise<boolean> {
  // Cheap check first, so a normal start-up draws nothing; it is repeated under the lock.
  if (await hasContent(deps.db)) {
    deps.logger.debug('demo seed skipped: the database already has content');
    return false;
  }
  return (await seed(deps, true)) !== null;
}

/** Inserts the demo content whatever the database holds (tests; seedIfEmpty guards it). */
export async function seedDemoContent(deps: AppDeps): Promise<SeedSummary> {
  return (await seed(deps, false))!;
}

async function seed(deps: AppDeps, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const started = performance.now();
  const media = new SeedMedia<PictureId>(deps.media);
  let rows: Record<string, number> | null;
  try {
    await media.prepare(PICTURES);
    const plan = await buildRows(media);
    await media.dropUnused();
    rows = await deps.db.transaction(async (tx) => {
      if (onlyIfEmpty) {
        await tx.execute(sql`select ${SEED_LOCK}`);
        if (await hasContent(tx)) return null;
      }
      return insertRows(tx, plan);
    });
  } catch (err) {
    await media.discard();
    deps.logger.error('demo seed failed', { error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
  if (!rows) {
    await media.discard();
    deps.logger.info('demo seed skipped: another process seeded first');
    return null;
  }
  deps.cache.invalidate();
  const summary: SeedSummary = { rows, files: media.written.length, ms: Math.round(performance.now() - started) };
  deps.logger.info('demo content seeded', { ...summary });
  return summary;
}

type Rows = Awaited<ReturnType<typeof buildRows>>;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Every row with its media URLs, built before the transaction so it holds no file I/O. */
async function buildRows(media: SeedMedia<PictureId>) {
  const content = [];
  for (const tab of CONTENT_TABS)
    for (const section of tab.sections)
      for (const [index, e] of section.elements.entries()) {
        const picture = CONTENT_PICTURES[e.key];
        content.push({ key: e.key, title: e.label, value: picture ? await media.image(picture) : e.default, type: e.type, section: section.id, order: index });
      }

  const sliderRows = [];
  for (const [i, s] of SLIDERS.entries())
    sliderRows.push({
      title: s.title,
      subtitle: s.subtitle,
      description: s.description,
      imageUrl: await media.image(s.picture),
      button1Text: s.button1[0],
      button1Link: s.button1[1],
      button2Text: s.button2[0],
      button2Link: s.button2[1],
      isActive: true,
      order: i + 1,
    });

  const { picture: founderPicture, ...founder } = FOUNDER;
  const founderRow = { ...founder, founderImageUrl: await media.image(founderPicture), isActive: true };

  const instituteRows = INSTITUTES.map((inst, i) => ({
    ...inst,
    link: '/filieres',
    buttonText: 'EN SAVOIR PLUS',
    isActive: true,
    order: i + 1,
  }));

  const programRows = [];
  const perCategory = new Map<string, number>();
  for (const { picture, isActive = true, ...p } of PROGRAMS) {
    const order = (perCategory.get(p.category) ?? 0) + 1;
    perCategory.set(p.category, order);
    programRows.push({ ...p, imageUrl: await media.image(picture), isActive, order });
  }

  const newsRows = [];
  for (const [i, { picture, gallery = [], featured = false, isActive = true, ...n }] of NEWS.entries()) {
    const images = [];
    for (const [k, g] of gallery.entries()) images.push({ imageUrl: await media.image(g.picture), caption: g.caption, order: k + 1 });
    newsRows.push({
      row: { ...n, slug: slugify(n.title), imageUrl: await media.image(picture), featured, isActive, order: i + 1 },
      images,
    });
  }

  const projectRows = [];
  for (const [i, p] of PROJECTS.entries()) {
    const images = [];
    for (const id of p.pictures) images.push(await media.image(id));
    // The campus tour's picture, as in its album (a seed writes no ffmpeg frame).
    const video = p.withVideo ? await media.asset(CAMPUS_TOUR_FILE) : null;
    projectRows.push({
      title: p.title,
      description: p.description,
      status: p.status,
      startDate: day(p.startDate),
      endDate: day(p.endDate),
      images,
      videos: video ? [video] : [],
      videoThumbnails: video ? { [video]: await media.image('campusWide') } : {},
      link: p.link ?? null,
      isActive: true,
      order: i + 1,
    });
  }

  const tariffRows = TARIFFS.map((t, i) => ({ ...t, isActive: true, order: i + 1 }));

  const albumRows = [];
  for (const [i, a] of ALBUMS.entries()) {
    const items = [];
    for (const [k, item] of a.items.entries()) {
      const common = { title: item.title, description: item.description, order: k + 1 };
      if (item.kind === 'video')
        items.push({
          ...common,
          mediaType: 'video',
          mediaUrl: await media.asset(CAMPUS_TOUR_FILE),
          thumbnailUrl: await media.image('campusWide'),
          isActive: true,
        });
      else items.push({ ...common, mediaType: 'image', mediaUrl: await media.image(item.picture), thumbnailUrl: null, isActive: item.isActive ?? true });
    }
    albumRows.push({
      row: {
        title: a.title,
        category: a.category,
        description: a.description,
        coverImage: await media.image(a.cover),
        createdAt: new Date(a.createdAt),
        isActive: true,
        order: i + 1,
      },
      items,
    });
  }

  return { content, sliderRows, founderRow, instituteRows, programRows, newsRows, projectRows, tariffRows, albumRows };
}

async function insertRows(db: Db, plan: Rows): Promise<Record<string, number>> {
  await db.insert(siteContent).values(plan.content);
  await db.insert(sliders).values(plan.sliderRows);
  await db.insert(founderMessage).values(plan.founderRow);
  await db.insert(institutes).values(plan.instituteRows);
  await db.insert(programs).values(plan.programRows);
  let newsImageCount = 0;
  for (const { row, images } of plan.newsRows) {
    const [{ id }] = await db.insert(news).values(row).returning({ id: news.id });
    if (images.length) await db.insert(newsImages).values(images.map((img) => ({ ...img, newsId: id })));
    newsImageCount += images.length;
  }
  await db.insert(projects).values(plan.projectRows);
  await db.insert(tariffs).values(plan.tariffRows);
  let itemCount = 0;
  for (const { row, items } of plan.albumRows) {
    const [{ id }] = await db.insert(albums).values(row).returning({ id: albums.id });
    await db.insert(galleryItems).values(items.map((item) => ({ ...item, albumId: id })));
    itemCount += items.length;
  }
  return {
    site_content: plan.content.length,
    sliders: plan.sliderRows.length,
    founder_message: 1,
    institutes: plan.instituteRows.length,
    programs: plan.programRows.length,
    news: plan.newsRows.length,
    news_images: newsImageCount,
    projects: plan.projectRows.length,
    tariffs: plan.tariffRows.length,
    albums: plan.albumRows.length,
    gallery_items: itemCount,
  };
}
