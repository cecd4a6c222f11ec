// Files no row names any more are removed after a grace period, once checked again
// (media/references.ts, decision 019): two saves made at the same moment never leave a row
// naming a removed file, nor a file named by nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES } from '@ecole/shared/constants';
import { loginAsAdmin, mediaFiles, type AdminSession } from './helpers/admin';
import { jpeg, png } from './helpers/media-fixtures';
import { startTestServer, type TestServer } from './helpers/server';

const DELAY_MS = 300;
let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer({ env: { mediaRemovalDelayMs: DELAY_MS } });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const afterTheDelay = () => sleep(DELAY_MS * 3);
const stored = async (url: string) => (await mediaFiles(server)).includes(url.slice('/media/'.length));

async function upload(seed: number): Promise<string> {
  const { status, body } = await admin.upload<{ imageUrl: string }>('/api/admin/sliders/upload', 'image', { bytes: await jpeg(64 + seed, 48), name: 'photo.jpg' });
  expect(status).toBe(201);
  return body.imageUrl;
}

describe('removal of files no row names', () => {
  it('waits for the grace period, then removes a file its row dropped', async () => {
    const article = await server.factories.createNews({ title: 'Une image remplacée' });
    const first = await upload(1);
    expect((await admin.put(`/api/admin/news/${article.id}`, { imageUrl: first })).status).toBe(200);
    expect((await admin.put(`/api/admin/news/${article.id}`, { imageUrl: await upload(2) })).status).toBe(200);
    expect(await stored(first)).toBe(true);
    await afterTheDelay();
    expect(await stored(first)).toBe(false);
  });

  it('keeps a file a slider takes at the very moment a news item drops it', { timeout: 60_000 }, async () => {
    const article = await server.factories.createNews({ title: 'Une image partagée' });
    const slider = await server.factories.createSlider({ title: 'Bannière' });
    for (let i = 0; i < 5; i++) {
      const shared = await upload(10 + i);
      expect((await admin.put(`/api/admin/news/${article.id}`, { imageUrl: shared })).status).toBe(200);
      const replacement = await upload(20 + i);
      const answers = await Promise.all([
        admin.put(`/api/admin/news/${article.id}`, { imageUrl: replacement }),
        admin.put(`/api/admin/sliders/${slider.id}`, { imageUrl: shared }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      await afterTheDelay();
      expect(await stored(shared), `try ${i + 1}`).toBe(true);
    }
  });

  it('drops the image of a save that failed after storing it like any other file: after the grace period, if no row names it', { timeout: 60_000 }, async () => {
    // Two articles with one slug at once: both pass the slug check and store their image,
    // one insert wins. The loser's file is not removed at once (a write whose answer was lost
    // with the database may have committed, its row naming the file) but after the delay.
    const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
    for (let attempt = 1; attempt <= 8; attempt++) {
      const before = new Set(await mediaFiles(server));
      const images = await Promise.all([1, 2].map((n) => png(60 + attempt * 2 + n, 30)));
      const body = (bytes: Buffer) => ({ title: 'Deux fois le même lien', slug: `meme-lien-${attempt}`, summary: 'Résumé', content: '<p>Texte</p>', date: '2026-11-27', category: NEWS_CATEGORIES[0], author: 'Direction', imageData: dataUrl(bytes) });
      const answers = await Promise.all(images.map((bytes) => admin.post<{ news: { imageUrl: string } }>('/api/admin/news', body(bytes))));
      const statuses = answers.map((a) => a.status).sort();
      if (statuses[1] !== 409) continue;
      expect(statuses).toEqual([201, 409]);
      const added = () => mediaFiles(server).then((files) => files.filter((f) => !before.has(f) && !f.includes('/')));
      const kept = answers.find((a) => a.status === 201)!.body.news.imageUrl.slice('/media/'.length);
      expect((await added()).sort()).toHaveLength(2);
      await afterTheDelay();
      expect(await added()).toEqual([kept]);
      return;
    }
    throw new Error('the two saves never raced: no 409 in 8 tries');
  });

  it('of four saves bringing each a new image to one article at once, only the image it keeps stays', { timeout: 60_000 }, async () => {
    const article = await server.factories.createNews({ title: 'Quatre enregistrements' });
    const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
    const images = await Promise.all([1, 2, 3, 4].map((n) => png(40 + n, 30)));
    const before = new Set(await mediaFiles(server));
    const answers = await Promise.all(images.map((bytes) => admin.put<{ news: { imageUrl: string } }>(`/api/admin/news/${article.id}`, { imageData: dataUrl(bytes) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await afterTheDelay();
    const kept = (await admin.get<{ news: Array<{ id: number; imageUrl: string }> }>('/api/admin/news')).body.news.find((n) => n.id === article.id)!.imageUrl;
    const added = (await mediaFiles(server)).filter((f) => !before.has(f) && !f.includes('/'));
    expect(added).toEqual([kept.slice('/media/'.length)]);
  });
});
