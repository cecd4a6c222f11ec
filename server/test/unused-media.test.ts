// Uploads never saved into a record (media/unused-files.ts): removed once older than
// MEDIA_UNUSED_DAYS, with their variants; anything a row names, however old, stays.
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@ecole/shared/media';
import { createLogger } from '../src/logger';
import { nameFromUrl, variantNameOf } from '../src/media/store';
import { removeUnusedFiles } from '../src/media/unused-files';
import { seedDemoContent } from '../src/seed';
import { loginAsAdmin, mediaFiles, type AdminSession } from './helpers/admin';
import { jpeg, playableMp4 } from './helpers/media-fixtures';
import { startTestServer, type TestServer } from './helpers/server';

const DAY = 24 * 3_600_000;
let server: TestServer;
let admin: AdminSession;
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { unusedMediaMaxAgeMs: 30 * DAY }, logger: createLogger('info', (l) => lines.push(l)) });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const uploadImage = async () => nameFromUrl((await admin.upload<{ imageUrl: string }>('/api/admin/sliders/upload', 'image', { bytes: await jpeg(900, 600), name: 'photo.jpg' })).body.imageUrl)!;
const uploadVideo = async () => nameFromUrl((await admin.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes: await playableMp4(50_000), name: 'film.mp4' })).body.mediaUrl)!;
/** As if uploaded `days` ago. */
async function age(name: string, days: number) {
  const when = new Date(Date.now() - days * DAY);
  await utimes(path.join(server.deps.env.mediaDir, name), when, when);
}
const withVariants = (name: string) => [name, ...IMAGE_WIDTHS.map((w) => variantNameOf(name, w))];

describe('uploads never saved into a record', () => {
  it('are removed with their variants once older than MEDIA_UNUSED_DAYS; recent ones, and old ones a row names, stay', async () => {
    const abandoned = await uploadImage();
    const abandonedVideo = await uploadVideo();
    const recent = await uploadImage();
    const onSlider = await uploadImage();
    await server.factories.createSlider({ imageUrl: `/media/${onSlider}` });
    const inArticle = await uploadImage();
    // Named only inside an article's HTML, as an image pasted into its text.
    await server.factories.createNews({ content: `<p>Le hall :</p><img src="/media/${inArticle}" alt="">` });
    // Named only as the picture of a project's video (decision 031).
    const projectVideoPicture = await uploadImage();
    await server.factories.createProject({ videos: ['https://videos.example/film.mp4'], videoThumbnails: { 'https://videos.example/film.mp4': `/media/${projectVideoPicture}` } });
    for (const name of [abandoned, abandonedVideo, onSlider, inArticle, projectVideoPicture]) await age(name, 31);
    await age(recent, 29);

    expect(await removeUnusedFiles(server.deps)).toEqual({ old: 5, unused: 2 });
    const files = await mediaFiles(server);
    for (const gone of [...withVariants(abandoned), abandonedVideo]) expect(files).not.toContain(gone);
    for (const kept of [recent, onSlider, inArticle, projectVideoPicture].flatMap(withVariants)) expect(files).toContain(kept);
    expect(lines.map((l) => JSON.parse(l) as { msg: string })).toContainEqual(expect.objectContaining({ msg: 'unused media files removed', old: 5, unused: 2, olderThanDays: 30 }));

    // Nothing else to do on the next day's run.
    expect(await removeUnusedFiles(server.deps)).toEqual({ old: 3, unused: 0 });
  });

  it("never touches the demo's own files, however old: each is named by a row", async () => {
    const demo = await startTestServer();
    try {
      await seedDemoContent(demo.deps);
      const files = await mediaFiles(demo);
      expect(files.length).toBeGreaterThan(50);
      const yearsLater = Date.now() + 3 * 365 * DAY;
      expect(await removeUnusedFiles(demo.deps, yearsLater)).toMatchObject({ unused: 0 });
      expect(await mediaFiles(demo)).toEqual(files);
    } finally {
      await demo.close();
    }
  });

  it('MEDIA_UNUSED_DAYS=0 keeps every file', async () => {
    const abandoned = await uploadImage();
    await age(abandoned, 400);
    expect(await removeUnusedFiles({ ...server.deps, env: { ...server.deps.env, unusedMediaMaxAgeMs: 0 } })).toEqual({ old: 0, unused: 0 });
    expect(await mediaFiles(server)).toContain(abandoned);
  });
});
