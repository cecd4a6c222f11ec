// The demo seed (DECISIONS "Brand and data"): what a fresh install holds, that every picture
// it names exists, and that it never touches a database an administrator has written to.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPUS_TOUR_SPOTS } from '@ecole/shared/campus';
import { CONTENT_TABS, campusTourImageKey } from '@ecole/shared/content-keys';
import { IMAGE_WIDTHS, isLocalImage, isLocalMedia, variantUrl } from '@ecole/shared/media';
import { ALBUM_CATEGORIES } from '@ecole/shared/schemas/albums';
import { contentValueSchema } from '@ecole/shared/schemas/content';
import { INSTITUTE_GRADIENTS } from '@ecole/shared/schemas/institutes';
import { NEWS_CATEGORIES, newsListSchema } from '@ecole/shared/schemas/news';
import { PROGRAM_CATEGORIES } from '@ecole/shared/schemas/programs';
import { TARIFF_DEFAULTS } from '@ecole/shared/schemas/tariffs';
import { slugify } from '@ecole/shared/slug';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import type { LocalMediaStore } from '../src/media/store';
import { nameFromUrl } from '../src/media/store';
import { hasContent, seedDemoContent, seedIfEmpty } from '../src/seed';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

const { albums, founderMessage, galleryItems, institutes, news, newsImages, programs, projects, siteContent, sliders, tariffs } = schema;

async function snapshot(db: Db) {
  return {
    siteContent: await db.select().from(siteContent).orderBy(asc(siteContent.id)),
    sliders: await db.select().from(sliders).orderBy(asc(sliders.id)),
    founder: await db.select().from(founderMessage),
    institutes: await db.select().from(institutes).orderBy(asc(institutes.id)),
    programs: await db.select().from(programs).orderBy(asc(programs.id)),
    news: await db.select().from(news).orderBy(asc(news.id)),
    newsImages: await db.select().from(newsImages).orderBy(asc(newsImages.id)),
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    tariffs: await db.select().from(tariffs).orderBy(asc(tariffs.id)),
    albums: await db.select().from(albums).orderBy(asc(albums.id)),
    galleryItems: await db.select().from(galleryItems).orderBy(asc(galleryItems.id)),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Every /media/ URL the rows name, one entry per use. */
function mediaUrls(s: Snapshot): string[] {
  const urls = [
    ...s.siteContent.filter((c) => c.type === 'image').map((c) => c.value),
    ...s.sliders.map((r) => r.imageUrl),
    ...s.founder.map((r) => r.founderImageUrl),
    ...s.programs.map((r) => r.imageUrl),
    ...s.news.map((r) => r.imageUrl),
    ...s.newsImages.map((r) => r.imageUrl),
    ...s.projects.flatMap((r) => [...r.images, ...r.videos, ...Object.values(r.videoThumbnails)]),
    ...s.albums.map((r) => r.coverImage),
    ...s.galleryItems.flatMap((r) => [r.mediaUrl, r.thumbnailUrl]),
  ];
  return urls.filter((u): u is string => isLocalMedia(u));
}

/** Files in the store: originals at the top, WebP variants under w<width>/. */
async function storedFiles(store: LocalMediaStore) {
  const top = (await readdir(store.root, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  const variants = [];
  for (const w of IMAGE_WIDTHS) variants.push(...(await readdir(path.join(store.root, `w${w}`))).map((n) => `w${w}/${n}`));
  return { top: top.sort(), variants: variants.sort() };
}

let server: TestServer;
let seeded: Snapshot;
let firstRun: boolean;

beforeAll(async () => {
  server = await startTestServer();
  firstRun = await seedIfEmpty(server.deps);
  seeded = await snapshot(server.deps.db);
}, 120_000);
afterAll(() => server?.close());

describe('seedIfEmpty on an empty database', () => {
  it('seeds, with one row per content key in its section order, the campus tour\'s spots with a picture each', () => {
    expect(firstRun).toBe(true);
    const tour = new Set<string>(CAMPUS_TOUR_SPOTS.map((spot) => campusTourImageKey(spot.id)));
    expect(tour.size).toBe(4);
    const expected = CONTENT_TABS.flatMap((tab) =>
      tab.sections.flatMap((s) =>
        s.elements.map((e, order) => ({ key: e.key, title: e.label, value: tour.has(e.key) ? expect.stringMatching(/^\/media\/[^/]+\.jpg$/) : e.default, type: e.type, section: s.id, order })),
      ),
    );
    expect(seeded.siteContent.map(({ key, title, value, type, section, order }) => ({ key, title, value, type, section, order }))).toEqual(expected);
    // Each as the content screen would save it (a link key a link, an image key a picture: decision 041).
    for (const { key, value } of seeded.siteContent) expect(contentValueSchema(key).safeParse(value), key).toMatchObject({ success: true, data: value });
  });

  it('holds 3 sliders, the founder message and 4 institutes', () => {
    expect(seeded.sliders.map((s) => [s.order, s.isActive])).toEqual([[1, true], [2, true], [3, true]]);
    expect(seeded.sliders[0]).toMatchObject({
      title: "L'École Où L'Apprentissage Prend Vie",
      button1Text: 'Découvrir',
      button1Link: '/filieres',
      button2Text: 'En Savoir Plus',
      button2Link: '/a-propos',
    });
    expect(seeded.founder).toHaveLength(1);
    expect(seeded.founder[0].isActive).toBe(true);
    expect(isLocalImage(seeded.founder[0].founderImageUrl)).toBe(true);
    expect(seeded.institutes).toHaveLength(4);
    const gradients: string[] = INSTITUTE_GRADIENTS.map((g) => g.value);
    for (const inst of seeded.institutes) {
      expect(gradients).toContain(inst.bgColor);
      expect(inst).toMatchObject({ link: '/filieres', buttonText: 'EN SAVOIR PLUS', isActive: true });
    }
  });

  it('holds about 12 programmes in the 4 categories, one inactive, each with a picture', () => {
    expect(seeded.programs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.programs.map((p) => p.category))).toEqual(new Set(PROGRAM_CATEGORIES));
    expect(seeded.programs.filter((p) => !p.isActive)).toHaveLength(1);
    for (const p of seeded.programs) {
      expect(['BTS', 'Licence', 'Master', 'Certificat']).toContain(p.level);
      expect(isLocalImage(p.imageUrl)).toBe(true);
    }
  });

  it('holds 10 news: all 7 categories, exactly one featured and active, one inactive, 4+ galleries', () => {
    expect(seeded.news).toHaveLength(10);
    expect(new Set(seeded.news.map((n) => n.category))).toEqual(new Set(NEWS_CATEGORIES));
    const featured = seeded.news.filter((n) => n.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0].isActive).toBe(true);
    expect(seeded.news.filter((n) => !n.isActive)).toHaveLength(1);
    for (const n of seeded.news) {
      expect(n.date).toMatch(/^2026-(0[7-9]|1[0-2])-\d\d$/);
      expect(n.content).toMatch(/<p>.*<strong>/s);
      expect(isLocalImage(n.imageUrl)).toBe(true);
    }
    expect(seeded.news.map((n) => n.date).sort().at(-1)).toBe('2026-11-15');
    const galleries = new Map<number, string[]>();
    for (const img of seeded.newsImages) galleries.set(img.newsId, [...(galleries.get(img.newsId) ?? []), img.caption ?? '']);
    expect(galleries.size).toBeGreaterThanOrEqual(4);
    for (const captions of galleries.values()) {
      expect(captions.length).toBeGreaterThanOrEqual(2);
      expect(captions.length).toBeLessThanOrEqual(4);
      for (const caption of captions) expect(caption).not.toBe('');
    }
  });

  it('gives each article the slug of its title, all distinct', () => {
    const slugs = seeded.news.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const n of seeded.news) expect(n.slug).toBe(slugify(n.title));
  });

  it('holds 2 upcoming and 2 completed projects with pictures, a video and a link', () => {
    const upcoming = seeded.projects.filter((p) => p.status === 'upcoming');
    const completed = seeded.projects.filter((p) => p.status === 'completed');
    expect([upcoming.length, completed.length, seeded.projects.length]).toEqual([2, 2, 4]);
    // The demo's "today" is its latest news (2026-11-15), not the clock of the test run.
    for (const p of upcoming) expect(p.startDate!.getUTCFullYear()).toBe(2027);
    for (const p of completed) expect(p.endDate!.getTime()).toBeLessThan(Date.parse('2026-11-15'));
    for (const p of seeded.projects) {
      expect(p.endDate!.getTime()).toBeGreaterThan(p.startDate!.getTime());
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(4);
    }
    expect(seeded.projects.filter((p) => p.videos.length === 1 && p.videos[0].endsWith('.mp4'))).toHaveLength(1);
    expect(seeded.projects.filter((p) => p.link?.startsWith('https://'))).toHaveLength(1);
  });

  it('holds tariffs for 4 sites whose amounts add up, one with the form defaults', () => {
    expect(seeded.tariffs).toHaveLength(4);
    expect(new Set(seeded.tariffs.map((t) => t.site)).size).toBe(4);
    for (const t of seeded.tariffs) {
      expect(t.totalFee).toBe(t.inscriptionFee + t.fraisAnnexes);
      expect(t.firstPayment + t.secondPayment + t.thirdPayment).toBe(t.totalFee);
      expect(t.email).toMatch(/@[a-z.-]+\.example$/);
      expect(t.phone).toMatch(/^\+225 27 \d\d 00 00 \d\d$/);
      expect(Object.keys(t.uniformCosts).sort()).toEqual(['blouse', 'cravate', 'tissu']);
      expect(t.requiredDocuments.length).toBeGreaterThan(0);
      expect(t.supplies.length).toBeGreaterThan(0);
    }
    const { requiredDocuments: _d, supplies: _s, ...amounts } = TARIFF_DEFAULTS;
    expect(seeded.tariffs.filter((t) => Object.entries(amounts).every(([k, v]) => t[k as keyof typeof t] === v))).toHaveLength(1);
  });

  it('holds 3 albums of 4 to 8 active items, a video with its poster, and one hidden item', () => {
    expect(seeded.albums).toHaveLength(3);
    for (const a of seeded.albums) {
      expect(ALBUM_CATEGORIES).toContain(a.category);
      expect(isLocalImage(a.coverImage)).toBe(true);
      const active = seeded.galleryItems.filter((i) => i.albumId === a.id && i.isActive);
      expect(active.length).toBeGreaterThanOrEqual(4);
      expect(active.length).toBeLessThanOrEqual(8);
    }
    const videos = seeded.galleryItems.filter((i) => i.mediaType === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(1);
    for (const v of videos) {
      expect(v.mediaUrl).toMatch(/\.mp4$/);
      expect(isLocalImage(v.thumbnailUrl)).toBe(true);
    }
    expect(seeded.galleryItems.filter((i) => !i.isActive)).toHaveLength(1);
  });

  it('stores every file it names, images with their WebP variants, and nothing else', async () => {
    const store = server.deps.media as LocalMediaStore;
    const urls = mediaUrls(seeded);
    // A row owns its file: deleting one picture must not break another row.
    expect(new Set(urls).size).toBe(urls.length);
    const names = urls.map((u) => nameFromUrl(u)!);
    const expectedVariants = urls.filter((u) => isLocalImage(u)).flatMap((u) => IMAGE_WIDTHS.map((w) => variantUrl(u, w).slice('/media/'.length)));
    expect(await storedFiles(store)).toEqual({ top: [...names].sort(), variants: expectedVariants.sort() });
    for (const name of names.filter((n) => n.endsWith('.mp4'))) expect((await store.stat(name))!.size).toBeLessThan(400_000);
  });

  it('is what the public API serves: active news, one of them featured, pictures that load', async () => {
    const { body } = await fetchJson(`${server.url}/api/news`);
    const list = newsListSchema.parse(body).news;
    expect(list).toHaveLength(9);
    expect(list.filter((n) => n.featured)).toHaveLength(1);
    const res = await fetch(server.url + list[0].imageUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    await res.arrayBuffer();
  });

  it('does nothing the second time', async () => {
    const before = await storedFiles(server.deps.media as LocalMediaStore);
    expect(await seedIfEmpty(server.deps)).toBe(false);
    expect(await snapshot(server.deps.db)).toEqual(seeded);
    expect(await storedFiles(server.deps.media as LocalMediaStore)).toEqual(before);
  });
});

describe('seedIfEmpty next to content an administrator wrote', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer();
  }, 60_000);
  afterAll(() => other?.close());

  it('does nothing when any content table holds one row', async () => {
    const f = other.factories;
    const db = other.deps.db;
    const makers = [
      () => f.createContent({ key: 'site_name', value: 'Mon école' }),
      () => f.createSlider(),
      () => f.createFounderMessage(),
      () => f.createInstitute(),
      () => f.createProgram(),
      () => f.createNews(),
      () => f.createProject(),
      () => f.createTariff(),
      () => f.createAlbum(),
    ];
    for (const make of makers) {
      await make();
      const before = await snapshot(db);
      expect(await seedIfEmpty(other.deps)).toBe(false);
      expect(await snapshot(db)).toEqual(before);
      expect(await storedFiles(other.deps.media as LocalMediaStore)).toEqual({ top: [], variants: [] });
      for (const t of [siteContent, sliders, founderMessage, institutes, programs, news, projects, tariffs, albums]) await db.delete(t);
      expect(await hasContent(db)).toBe(false);
    }
  });

  it('removes the files it wrote when the transaction fails', async () => {
    const db = other.deps.db;
    // An existing key makes the site_content insert fail inside the transaction.
    await other.factories.createContent({ key: 'site_name', value: 'Mon école' });
    await expect(seedDemoContent(other.deps)).rejects.toThrow();
    expect(await storedFiles(other.deps.media as LocalMediaStore)).toEqual({ top: [], variants: [] });
    const after = await snapshot(db);
    expect(after.siteContent).toHaveLength(1);
    expect(after.sliders).toHaveLength(0);
    expect(after.news).toHaveLength(0);
    await db.delete(siteContent);
  }, 60_000);

  it('seeds once when two start-ups race, leaving no stray file', async () => {
    const results = await Promise.all([seedIfEmpty(other.deps), seedIfEmpty(other.deps)]);
    expect(results.sort()).toEqual([false, true]);
    const s = await snapshot(other.deps.db);
    expect(s.news).toHaveLength(10);
    expect(s.siteContent).toHaveLength(seeded.siteContent.length);
    const urls = mediaUrls(s);
    expect((await storedFiles(other.deps.media as LocalMediaStore)).top).toEqual(urls.map((u) => nameFromUrl(u)!).sort());
  }, 120_000);
});
