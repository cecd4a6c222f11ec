// A lighter copy of each stored video for phones (docs/decisions/032): made in the
// background by the real ffmpeg after the upload has answered, served at
// /media/light/<base>.mp4, which sends the visitor to the original until it exists.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIDEO_COPIES, type VideoCopy } from '@ecole/shared/media';
import { openDatabase } from '../src/db/client';
import { bundledFfmpeg } from '../src/media/ffmpeg';
import { makeLightCopy, videosWithoutLightCopy } from '../src/media/light-video';
import { lightNameOf, nameFromUrl } from '../src/media/store';
import { createLogger } from '../src/logger';
import { loginAsAdmin, mediaFiles, tempFiles, type AdminSession } from './helpers/admin';
import { encodedVideo, mp4 } from './helpers/media-fixtures';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { lightVideos: true }, logger: createLogger('info', (l) => lines.push(l)) });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const upload = async (bytes: Buffer, name: string, route = '/api/admin/gallery-upload') => {
  const res = await admin.upload<{ mediaUrl?: string; media?: { mediaUrl: string } }>(route, 'media', { bytes, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.mediaUrl ?? res.body.media?.mediaUrl)!;
};
const lightUrlOf = (url: string, copy: VideoCopy = 'light') => `/media/${lightNameOf(nameFromUrl(url)!, copy)}`;
const get = (url: string) => fetch(server.url + url, { redirect: 'manual' });

/** What ffmpeg reads in a file: its streams' codecs and size. */
async function probe(bytes: Buffer) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ecole-probe-'));
  const file = path.join(dir, 'copy.mp4');
  await writeFile(file, bytes);
  const stderr = await new Promise<string>((resolve) => execFile(bundledFfmpeg()!, ['-hide_banner', '-i', file], (_err, _out, err) => resolve(String(err))));
  await rm(dir, { recursive: true, force: true });
  const video = /Stream #0:\d.*Video: (\w+).*?, (\d+)x(\d+)/.exec(stderr);
  const audio = /Stream #0:\d.*Audio: (\w+)/.exec(stderr);
  return { video: video && { codec: video[1], width: Number(video[2]), height: Number(video[3]) }, audio: audio?.[1] ?? null };
}

describe("a video's lighter copy", () => {
  it("is made after a phone's 1080p video is uploaded: 720p, H.264 and AAC, its index first, a fraction of the bytes", async () => {
    const original = await encodedVideo({ format: 'mp4', seconds: 3, width: 1920, height: 1080, audio: true, bitrate: '12M' });
    const url = await upload(original, 'remise-des-diplomes.mp4');
    await server.deps.videos.idle();

    const res = await get(lightUrlOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const copy = Buffer.from(await res.arrayBuffer());
    expect(await probe(copy)).toEqual({ video: { codec: 'h264', width: 1280, height: 720 }, audio: 'aac' });
    // faststart: the index (moov) before the frames (mdat), so playing starts as it arrives.
    expect(copy.indexOf('moov')).toBeLessThan(copy.indexOf('mdat'));
    expect(copy.length).toBeLessThan(original.length / 3);
    // Byte ranges, for seeking.
    const part = await fetch(server.url + lightUrlOf(url), { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    // The small copy, for slow connections: 360p, made by the same run, smaller again.
    const small = await get(lightUrlOf(url, 'small'));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-security-policy')).toContain('sandbox');
    const smallCopy = Buffer.from(await small.arrayBuffer());
    expect(await probe(smallCopy)).toEqual({ video: { codec: 'h264', width: 640, height: 360 }, audio: 'aac' });
    expect(smallCopy.indexOf('moov')).toBeLessThan(smallCopy.indexOf('mdat'));
    expect(smallCopy.length).toBeLessThan(copy.length);
    expect(lines.map((l) => JSON.parse(l) as { msg: string; name?: string })).toContainEqual(expect.objectContaining({ msg: 'light video copy made', name: nameFromUrl(url) }));
    expect(await tempFiles(server)).toEqual([]);
  });

  it("keeps an upright phone video upright at 720 (and 360) px wide, never enlarges a small one, and is made for a project's video too", async () => {
    const upright = await upload(await encodedVideo({ format: 'mov', seconds: 1, width: 1920, height: 1080, rotate: 90 }), 'IMG_0042.MOV', '/api/admin/projects/upload');
    const small = await upload(await encodedVideo({ format: 'webm', seconds: 1, audio: true }), 'petit.webm');
    await server.deps.videos.idle();
    const probed = async (url: string, copy: VideoCopy = 'light') => probe(Buffer.from(await (await get(lightUrlOf(url, copy))).arrayBuffer()));
    expect((await probed(upright)).video).toEqual({ codec: 'h264', width: 720, height: 1280 });
    expect((await probed(upright, 'small')).video).toEqual({ codec: 'h264', width: 360, height: 640 });
    expect(await probed(small)).toEqual({ video: { codec: 'h264', width: 320, height: 240 }, audio: 'aac' });
    expect(await probed(small, 'small')).toEqual({ video: { codec: 'h264', width: 320, height: 240 }, audio: 'aac' });
  });

  it('sends the visitor to the original until the copy exists, with an answer never kept; an unknown one is a 404', async () => {
    const local = server.deps.media.tempPath('mov');
    await writeFile(local, await encodedVideo({ format: 'mov', seconds: 1 }));
    const name = server.deps.media.newName('mov');
    // Stored as an older server left it: no copy, none queued.
    await server.deps.media.commit(local, name);
    const light = `/media/${lightNameOf(name)}`;
    const before = await get(light);
    expect(before.status).toBe(302);
    expect(before.headers.get('location')).toBe(`/media/${name}`);
    expect(before.headers.get('cache-control')).toBe('no-store');
    const small = `/media/${lightNameOf(name, 'small')}`;
    expect((await get(small)).headers.get('location')).toBe(`/media/${name}`);

    expect(await makeLightCopy(server.deps, name)).toBe('made');
    expect((await get(light)).status).toBe(200);
    expect((await get(small)).status).toBe(200);
    expect(await makeLightCopy(server.deps, name)).toBe('exists');

    // A video whose light copy was made before the small one existed (an upgrade): the small
    // address sends to the light copy, the start-up search finds the video, and only the
    // small copy is made.
    await rm(path.join(server.deps.env.mediaDir, lightNameOf(name, 'small')));
    const fallback = await get(small);
    expect(fallback.status).toBe(302);
    expect(fallback.headers.get('location')).toBe(light);
    expect(fallback.headers.get('cache-control')).toBe('no-store');
    const lightBefore = await stat(path.join(server.deps.env.mediaDir, lightNameOf(name)));
    expect(await makeLightCopy(server.deps, name)).toBe('made');
    expect((await get(small)).status).toBe(200);
    expect((await stat(path.join(server.deps.env.mediaDir, lightNameOf(name)))).mtimeMs).toBe(lightBefore.mtimeMs);

    expect((await get('/media/light/0123456789abcdef0123456789abcdef.mp4')).status).toBe(404);
    expect((await get('/media/light/..%2F..%2Fetc%2Fpasswd.mp4')).status).toBe(404);
    expect((await get('/media/light/0123456789abcdef0123456789abcdef-360.mp4')).status).toBe(404);
    expect((await get('/media/light/0123456789abcdef0123456789abcdef-720.mp4')).status).toBe(404);
  });

  it('goes with its video: the item deleted, the video and its two copies are removed', async () => {
    const album = await server.factories.createAlbum({ title: 'Éphémère' });
    const url = await upload(await encodedVideo({ format: 'mp4', seconds: 1 }), 'court.mp4');
    const item = await admin.post<{ item: { id: number } }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: url, mediaType: 'video', title: 'Court' });
    expect(item.status).toBe(201);
    await server.deps.videos.idle();
    const files = [nameFromUrl(url)!, ...VIDEO_COPIES.map((copy) => lightNameOf(nameFromUrl(url)!, copy))];
    expect(await mediaFiles(server)).toEqual(expect.arrayContaining(files));
    expect((await admin.del(`/api/admin/gallery-items/${item.body.item.id}`)).status).toBe(200);
    await expect.poll(async () => (await mediaFiles(server)).filter((f) => files.includes(f)), { timeout: 5000 }).toEqual([]);
  });

  it('is not made for a stored video ffmpeg cannot read, which is served as it is, tried once, leaving no file behind', async () => {
    // An upload ffmpeg cannot read is refused now (clean-video.ts): such a video can only have
    // been stored before that.
    const local = server.deps.media.tempPath('mp4');
    await writeFile(local, mp4(20_000));
    const url = `/media/${server.deps.media.newName('mp4')}`;
    await server.deps.media.commit(local, nameFromUrl(url)!);
    const before = await mediaFiles(server);
    server.deps.videos.add(nameFromUrl(url)!);
    await server.deps.videos.idle();
    expect(await mediaFiles(server)).toEqual(before);
    expect((await get(lightUrlOf(url))).status).toBe(302);
    expect(lines.map((l) => JSON.parse(l) as { msg: string; name?: string })).toContainEqual(expect.objectContaining({ msg: 'light video copy not made', name: nameFromUrl(url) }));
    // Added again (another upload of the same name cannot happen; a restart tries again): nothing runs.
    server.deps.videos.add(nameFromUrl(url)!);
    await server.deps.videos.idle();
    expect(lines.filter((l) => l.includes('light video copy not made') && l.includes(nameFromUrl(url)!))).toHaveLength(1);
    expect(await tempFiles(server)).toEqual([]);
  });

  it('after start-up, older videos a record shows are found; one no record names, or with its copy, is not', async () => {
    const store = async (bytes: Buffer) => {
      const local = server.deps.media.tempPath('mp4');
      await writeFile(local, bytes);
      const name = server.deps.media.newName('mp4');
      await server.deps.media.commit(local, name);
      return name;
    };
    const video = await encodedVideo({ format: 'mp4', seconds: 1 });
    const shown = await store(video);
    const inProject = await store(video);
    const abandoned = await store(video);
    const album = await server.factories.createAlbum({ title: 'Archives' });
    await server.factories.createGalleryItem({ albumId: album.id, mediaType: 'video', mediaUrl: `/media/${shown}` });
    await server.factories.createProject({ videos: [`/media/${inProject}`] });
    const missing = await videosWithoutLightCopy(server.deps.db, server.deps.media);
    expect(missing).toEqual(expect.arrayContaining([shown, inProject]));
    expect(missing).not.toContain(abandoned);
    await makeLightCopy(server.deps, shown);
    expect(await videosWithoutLightCopy(server.deps.db, server.deps.media)).not.toContain(shown);
  });
});

describe.skipIf(inject('testDb').kind !== 'postgres')('two server processes on one PostgreSQL database', () => {
  it('make each copy once when both look for missing copies at the same time (their first start after an upgrade)', async () => {
    // The second process: its own pool on the same database, the same media folder.
    const second = await openDatabase({ databaseUrl: server.databaseUrl });
    try {
      const secondDeps = { ...server.deps, exclusively: second.exclusively };
      const local = server.deps.media.tempPath('mp4');
      await writeFile(local, await encodedVideo({ format: 'mp4', seconds: 2, width: 1280, height: 720 }));
      const name = server.deps.media.newName('mp4');
      await server.deps.media.commit(local, name);
      const made = () => lines.filter((l) => l.includes('"light video copy made"') && l.includes(name)).length;
      const results = await Promise.all([makeLightCopy(server.deps, name), makeLightCopy(secondDeps, name)]);
      expect(results.filter((r) => r === 'made')).toHaveLength(1);
      // The other one saw it claimed, or already there if it came after.
      expect(results.filter((r) => r !== 'made')[0]).toMatch(/^(elsewhere|exists)$/);
      expect(made()).toBe(1);
      expect((await get(`/media/${lightNameOf(name)}`)).status).toBe(200);
      expect(await tempFiles(server)).toEqual([]);
      // The claim is let go: after the copy is removed, either process makes it again.
      await server.deps.media.remove(lightNameOf(name));
      expect(await makeLightCopy(secondDeps, name)).toBe('made');
    } finally {
      await second.close();
    }
  });
});

describe('the claim in the database', () => {
  it('when it cannot be made (the database away), the copy is made all the same', async () => {
    // A pool whose server refuses every connection: the claim fails as during an outage.
    const away = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/ecole' });
    try {
      const local = server.deps.media.tempPath('mp4');
      await writeFile(local, await encodedVideo({ format: 'mp4', seconds: 1 }));
      const name = server.deps.media.newName('mp4');
      await server.deps.media.commit(local, name);
      expect(await makeLightCopy({ ...server.deps, exclusively: away.exclusively }, name)).toBe('made');
      expect(lines.some((l) => l.includes('light video copy made unclaimed') && l.includes(name))).toBe(true);
      expect((await get(`/media/${lightNameOf(name)}`)).status).toBe(200);
    } finally {
      await away.close();
    }
  });
});

describe('stopping', () => {
  it('abandons the copy being made (ffmpeg killed, nothing stored, no temp file) and starts none after', async () => {
    const other = await startTestServer({ env: { lightVideos: true } });
    try {
      const session = await loginAsAdmin(other);
      const res = await session.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes: await encodedVideo({ format: 'mp4', seconds: 8, width: 1920, height: 1080, bitrate: '8M' }), name: 'long.mp4' });
      expect(res.status).toBe(201);
      // ffmpeg has started once its output is in the temp folder.
      await expect.poll(async () => (await tempFiles(other)).length, { timeout: 10_000 }).toBe(1 + VIDEO_COPIES.length);
      other.deps.videos.stop();
      await other.deps.videos.idle();
      expect(await tempFiles(other)).toEqual([]);
      expect(await mediaFiles(other)).not.toContain(lightNameOf(nameFromUrl(res.body.mediaUrl)!));
      other.deps.videos.add(nameFromUrl(res.body.mediaUrl)!);
      await other.deps.videos.idle();
      expect(await tempFiles(other)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('LIGHT_VIDEOS=off queues nothing', async () => {
    const other = await startTestServer();
    try {
      const session = await loginAsAdmin(other);
      const res = await session.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes: await encodedVideo({ format: 'mp4', seconds: 1 }), name: 'a.mp4' });
      await other.deps.videos.idle();
      expect(await mediaFiles(other)).not.toContain(lightNameOf(nameFromUrl(res.body.mediaUrl)!));
    } finally {
      await other.close();
    }
  });
});
