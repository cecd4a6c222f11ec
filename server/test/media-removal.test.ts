// Files no row names any more are removed after a grace period, once checked again
// (media/references.ts, decision 019): two saves made at the same moment never leave a row
// naming a removed file, nor a file named by nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
