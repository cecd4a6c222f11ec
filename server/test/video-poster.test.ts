// A video's still picture (docs/decisions/029): taken by ffmpeg at upload, through the back
// office and the desktop app's bulk uploads, so an album tile costs a phone a small image
// rather than the video's first frame. Real videos, the real ffmpeg, the real server.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { IMAGE_WIDTHS } from '@ecole/shared/media';
import { TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import type { GalleryItem } from '@ecole/shared/schemas/albums';
import type { AdminProject, Project } from '@ecole/shared/schemas/projects';
import { fillMissingPictures } from '../src/features/missing-video-pictures';
import { setProjectPictureIfNone } from '../src/features/projects/repository';
import { createLogger } from '../src/logger';
import { nameFromUrl, namesWithVariants, variantNameOf } from '../src/media/store';
import { bundledFfmpeg, forgetFfmpeg } from '../src/media/ffmpeg';
import { makeVideoPoster } from '../src/media/video-poster';
import { loginAsAdmin, mediaFiles, tempFiles, type AdminSession } from './helpers/admin';
import { encodedVideo, mp4 } from './helpers/media-fixtures';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

const CAMPUS_TOUR = path.join(import.meta.dirname, '../seed-assets/campus-tour.mp4');

interface Uploaded {
  success: true;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  thumbnailUrl?: string;
}

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const uploadVideo = async (bytes: Buffer, name: string) => {
  const res = await admin.upload<Uploaded>('/api/admin/gallery-upload', 'media', { bytes, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

/** A whole file sent as the desktop app sends it (tus: create, then one PATCH). */
async function tusUpload(albumId: number, bytes: Buffer, filename: string) {
  const headers = { Cookie: admin.cookie, 'X-Admin-Client': 'desktop', 'Tus-Resumable': '1.0.0' };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const created = await fetch(server.url + TUS_PATH, {
    method: 'POST',
    headers: { ...headers, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `albumId ${b64(String(albumId))},sha256 ${b64(sha256)},filename ${b64(filename)}` },
  });
  expect(created.status).toBe(201);
  const done = await fetch(server.url + created.headers.get('location')!, {
    method: 'PATCH',
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  const text = await done.text();
  return { status: done.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const picture = async (url: string) => {
  const res = await fetch(server.url + url);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The colour at the picture's centre. */
async function centre(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

describe("a video's still picture, taken at upload", () => {
  it('the back office gets a JPEG of the frame one second in, with the WebP variants tiles use', async () => {
    const body = await uploadVideo(await readFile(CAMPUS_TOUR), 'visite.mp4');
    expect(body).toMatchObject({ mediaType: 'video', mediaUrl: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.mp4$/) });
    expect(body.thumbnailUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const { type, bytes } = await picture(body.thumbnailUrl!);
    expect(type).toBe('image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
    // The campus drawing, not the dark frame the tour fades in from.
    const { channels } = await sharp(bytes).stats();
    expect(channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3).toBeGreaterThan(40);
    const files = await mediaFiles(server);
    const poster = nameFromUrl(body.thumbnailUrl)!;
    for (const name of [poster, ...IMAGE_WIDTHS.map((w) => variantNameOf(poster, w))]) expect(files).toContain(name);
    expect(await tempFiles(server)).toEqual([]);
  });

  it("a phone's upright video gives an upright picture; an iPhone's HEVC .mov and a WebM have one; a video shorter than a second gives its first frame", async () => {
    const upright = await uploadVideo(await encodedVideo({ format: 'mp4', seconds: 1, rotate: 90 }), 'portrait.mp4');
    const portrait = await sharp((await picture(upright.thumbnailUrl!)).bytes).metadata();
    expect([portrait.width, portrait.height]).toEqual([240, 320]);

    const iphone = await uploadVideo(await encodedVideo({ format: 'mov', seconds: 2, rotate: 90 }), 'IMG_0042.MOV');
    expect(iphone.mediaUrl).toMatch(/\.mov$/);
    const upright265 = await sharp((await picture(iphone.thumbnailUrl!)).bytes).metadata();
    expect([upright265.width, upright265.height]).toEqual([240, 320]);

    const webm = await uploadVideo(await encodedVideo({ format: 'webm', seconds: 1 }), 'clip.webm');
    expect(webm.mediaUrl).toMatch(/\.webm$/);
    const landscape = await sharp((await picture(webm.thumbnailUrl!)).bytes).metadata();
    expect([landscape.width, landscape.height]).toEqual([320, 240]);

    const flash = await uploadVideo(await encodedVideo({ format: 'mp4', seconds: 0.2, color: 'red' }), 'flash.mp4');
    const { r, g, b } = await centre((await picture(flash.thumbnailUrl!)).bytes);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
  });

  it('a video ffmpeg cannot read is refused (it cannot be remuxed: clean-video.ts), and leaves no file behind', async () => {
    const before = await mediaFiles(server);
    const res = await admin.upload<{ error: string }>('/api/admin/gallery-upload', 'media', { bytes: mp4(20_000), name: 'abime.mp4' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(adminMessages.upload.unreadableVideo);
    expect(await mediaFiles(server)).toEqual(before);
    expect(await tempFiles(server)).toEqual([]);
  });

  it("a video dropped in the desktop app gets its picture on its item, and the public album shows the picture, not the video", async () => {
    const album = await server.factories.createAlbum({ title: 'Journée portes ouvertes' });
    const done = await tusUpload(album.id, await readFile(CAMPUS_TOUR), 'Visite du campus.mp4');
    expect(done.status).toBe(200);
    const { item } = done.body as { item: GalleryItem };
    expect(item).toMatchObject({ mediaType: 'video', title: 'Visite du campus', thumbnailUrl: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.jpg$/) });

    const publicAlbum = await fetchJson<{ album: { items: GalleryItem[] } }>(`${server.url}/api/albums/${album.id}`);
    expect(publicAlbum.body.album.items.map((i) => i.thumbnailUrl)).toEqual([item.thumbnailUrl]);
    const page = await (await fetch(`${server.url}/galerie/${album.id}`)).text();
    const poster = nameFromUrl(item.thumbnailUrl)!;
    expect(page).toContain(`/media/${variantNameOf(poster, 640)}`);
    expect(page).not.toContain('<video');

    // Deleting the item takes its picture away with it.
    expect((await admin.del(`/api/admin/gallery-items/${item.id}`)).status).toBe(200);
    await expect.poll(async () => (await mediaFiles(server)).filter((f) => namesWithVariants(poster).includes(f)), { timeout: 5000 }).toEqual([]);
  });

  it('the same video finishing twice at once in one album: one item, and the loser leaves neither its video nor its picture', async () => {
    const album = await server.factories.createAlbum({ title: 'Envoyé deux fois' });
    const video = await encodedVideo({ format: 'mp4', seconds: 2 });
    const before = await mediaFiles(server);
    const answers = await Promise.all([tusUpload(album.id, video, 'a.mp4'), tusUpload(album.id, video, 'b.mp4')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { item } = answers.find((a) => a.status === 200)!.body as { item: GalleryItem };
    const added = (await mediaFiles(server)).filter((f) => !before.includes(f)).sort();
    const poster = nameFromUrl(item.thumbnailUrl)!;
    expect(added).toEqual([nameFromUrl(item.mediaUrl)!, poster, ...IMAGE_WIDTHS.map((w) => variantNameOf(poster, w))].sort());
    expect(await tempFiles(server)).toEqual([]);
  });
});

describe('videos stored before their pictures were taken', () => {
  /** A video put straight into the store, as an older server left it: no picture. */
  async function storedVideo(bytes: Buffer, ext = 'mp4') {
    const local = server.deps.media.tempPath(ext);
    await writeFile(local, bytes);
    const name = server.deps.media.newName(ext);
    await server.deps.media.commit(local, name);
    return `/media/${name}`;
  }
  const thumbnailOf = async (id: number) =>
    (await admin.get<{ items: GalleryItem[] }>(`/api/admin/gallery-items?albumId=${albumId}`)).body.items.find((i) => i.id === id)!.thumbnailUrl;
  let albumId: number;

  it('get them after start-up, once: the public album then shows them; a video ffmpeg cannot read, another site\'s video and a picture already chosen are left alone', async () => {
    const album = await server.factories.createAlbum({ title: 'Archives vidéo' });
    albumId = album.id;
    const old = await server.factories.createGalleryItem({ albumId, mediaType: 'video', mediaUrl: await storedVideo(await readFile(CAMPUS_TOUR)), isActive: false });
    const broken = await server.factories.createGalleryItem({ albumId, mediaType: 'video', mediaUrl: await storedVideo(mp4(8000)) });
    const elsewhere = await server.factories.createGalleryItem({ albumId, mediaType: 'video', mediaUrl: 'https://videos.example/visite.mp4' });
    const chosen = await server.factories.createGalleryItem({ albumId, mediaType: 'video', mediaUrl: await storedVideo(await readFile(CAMPUS_TOUR)), thumbnailUrl: '/media/0123456789abcdef0123456789abcdef.jpg' });
    const publicItems = async () => (await fetchJson<{ album: { items: GalleryItem[] } }>(`${server.url}/api/albums/${albumId}`)).body.album.items;
    expect((await publicItems()).map((i) => i.thumbnailUrl)).toEqual([null, null, '/media/0123456789abcdef0123456789abcdef.jpg']);

    expect(await fillMissingPictures(server.deps)).toEqual({ made: 1, failed: 1 });
    const made = await thumbnailOf(old.id);
    expect(made).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    expect(await thumbnailOf(broken.id)).toBeNull();
    expect(await thumbnailOf(elsewhere.id)).toBeNull();
    expect(await thumbnailOf(chosen.id)).toBe('/media/0123456789abcdef0123456789abcdef.jpg');
    // Activated, the old video's tile is its picture (the public caches were dropped).
    await admin.put(`/api/admin/gallery-items/${old.id}`, { isActive: true });
    expect((await publicItems()).find((i) => i.id === old.id)!.thumbnailUrl).toBe(made);

    // The next start makes nothing new; the unreadable video is tried again.
    const files = await mediaFiles(server);
    expect(await fillMissingPictures(server.deps)).toEqual({ made: 0, failed: 1 });
    expect(await mediaFiles(server)).toEqual(files);
    expect(await tempFiles(server)).toEqual([]);
  });

  it('two processes filling at once: one picture kept, the other removed', async () => {
    const item = await server.factories.createGalleryItem({ albumId, mediaType: 'video', mediaUrl: await storedVideo(await encodedVideo({ format: 'webm', seconds: 2 }), 'webm') });
    const before = await mediaFiles(server);
    const [a, b] = await Promise.all([fillMissingPictures(server.deps), fillMissingPictures(server.deps)]);
    expect(a.made + b.made).toBe(1);
    const poster = nameFromUrl(await thumbnailOf(item.id))!;
    const added = (await mediaFiles(server)).filter((f) => !before.includes(f)).sort();
    expect(added).toEqual([poster, ...IMAGE_WIDTHS.map((w) => variantNameOf(poster, w))].sort());
  });

  it('FFMPEG_PATH=off: nothing is read', async () => {
    expect(await fillMissingPictures({ ...server.deps, env: { ...server.deps.env, ffmpegPath: 'off' } })).toEqual({ made: 0, failed: 0 });
  });
});

describe("a project's videos (decision 031)", () => {
  interface ProjectUpload {
    success: true;
    media: { mediaUrl: string; type: 'image' | 'video'; thumbnailUrl?: string };
  }
  const uploadToProject = async (bytes: Buffer, name: string) => {
    const res = await admin.upload<ProjectUpload>('/api/admin/projects/upload', 'media', { bytes, name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.media;
  };
  const base = { title: 'Audit des PME de Treichville', description: 'Un audit mené par les étudiants.', status: 'completed' };

  it('get their picture at upload: the public project carries it and its page shows it, fetching nothing of the video before a tap; a removed video takes its picture away', async () => {
    const video = await uploadToProject(await readFile(CAMPUS_TOUR), 'restitution.mp4');
    expect(video).toEqual({ mediaUrl: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.mp4$/), type: 'video', thumbnailUrl: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.jpg$/) });
    const image = await uploadToProject(await sharp({ create: { width: 64, height: 48, channels: 3, background: 'teal' } }).jpeg().toBuffer(), 'photo.jpg');
    expect(image).toEqual({ mediaUrl: expect.stringMatching(/\.jpg$/), type: 'image' });

    // A picture sent for a video the project does not list is dropped.
    const stray = { '/media/0123456789abcdef0123456789abcdef.mp4': '/media/0123456789abcdef0123456789abcdef.jpg' };
    const created = await admin.post<{ project: AdminProject }>('/api/admin/projects', { ...base, images: [image.mediaUrl], videos: [video.mediaUrl], videoThumbnails: { [video.mediaUrl]: video.thumbnailUrl, ...stray } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.project;
    expect(created.body.project.videoThumbnails).toEqual({ [video.mediaUrl]: video.thumbnailUrl });

    const { body } = await fetchJson<{ project: Project }>(`${server.url}/api/projects/${id}`);
    expect(body.project.videoThumbnails).toEqual({ [video.mediaUrl]: video.thumbnailUrl });
    const page = await (await fetch(`${server.url}/cabinet/${id}`)).text();
    const tag = page.match(/<video[^>]*>/)![0];
    expect(tag).toContain(`poster="/media/${variantNameOf(nameFromUrl(video.thumbnailUrl)!, 960)}"`);
    expect(tag).toContain('preload="none"');

    // The video removed from the project: its picture (and variants) go with it; the image stays.
    const poster = nameFromUrl(video.thumbnailUrl)!;
    const saved = await admin.put<{ project: AdminProject }>(`/api/admin/projects/${id}`, { videos: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.project.videoThumbnails).toEqual({});
    await expect.poll(async () => (await mediaFiles(server)).filter((f) => namesWithVariants(poster).includes(f) || f === nameFromUrl(video.mediaUrl)), { timeout: 5000 }).toEqual([]);
    expect(await mediaFiles(server)).toContain(nameFromUrl(image.mediaUrl));
  });

  it('a video without a picture shows the project\'s first image and, with no image either, its own first frame', async () => {
    const withImage = await server.factories.createProject({ ...base, images: ['/media/0123456789abcdef0123456789abcdef.jpg'], videos: ['https://videos.example/a.mp4'] });
    const tag = (await (await fetch(`${server.url}/cabinet/${withImage.id}`)).text()).match(/<video[^>]*>/)![0];
    expect(tag).toContain('poster="/media/w960/0123456789abcdef0123456789abcdef.webp"');
    expect(tag).toContain('preload="none"');
    const bare = await server.factories.createProject({ ...base, videos: ['https://videos.example/b.mp4'] });
    const bareTag = (await (await fetch(`${server.url}/cabinet/${bare.id}`)).text()).match(/<video[^>]*>/)![0];
    expect(bareTag).not.toContain('poster=');
    expect(bareTag).toContain('preload="metadata"');
    await admin.del(`/api/admin/projects/${withImage.id}`);
    await admin.del(`/api/admin/projects/${bare.id}`);
  });

  it('stored before, get them after start-up, unless the administrator changed the project meanwhile', async () => {
    const local = server.deps.media.tempPath('mp4');
    await writeFile(local, await readFile(CAMPUS_TOUR));
    const name = server.deps.media.newName('mp4');
    await server.deps.media.commit(local, name);
    const video = `/media/${name}`;
    const project = await server.factories.createProject({ ...base, videos: [video, 'https://videos.example/c.mp4'] });

    // A video the project no longer lists gets nothing.
    expect(await setProjectPictureIfNone(server.deps.db, project.id, '/media/0123456789abcdef0123456789abcdef.mp4', '/media/0123456789abcdef0123456789abcdef.jpg')).toBe(false);
    expect(await fillMissingPictures(server.deps)).toMatchObject({ made: 1 });
    const { body } = await fetchJson<{ project: Project }>(`${server.url}/api/projects/${project.id}`);
    expect(Object.keys(body.project.videoThumbnails)).toEqual([video]);
    expect(body.project.videoThumbnails[video]).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    // Once it has one, nothing else is written over it.
    expect(await setProjectPictureIfNone(server.deps.db, project.id, video, '/media/0123456789abcdef0123456789abcdef.jpg')).toBe(false);
    await admin.del(`/api/admin/projects/${project.id}`);
  });
});

describe('without ffmpeg', () => {
  it('FFMPEG_PATH=off makes no picture of a good video and starts nothing', async () => {
    const lines: string[] = [];
    const deps = { media: server.deps.media, env: { ffmpegPath: 'off' }, logger: createLogger('debug', (l) => lines.push(l)) };
    const before = await mediaFiles(server);
    expect(await makeVideoPoster(deps, CAMPUS_TOUR, 'mp4')).toBeNull();
    expect(lines).toEqual([]);
    expect(await mediaFiles(server)).toEqual(before);
    // The same call with the bundled ffmpeg makes one.
    expect(await makeVideoPoster({ ...deps, env: {} }, CAMPUS_TOUR, 'mp4')).toMatch(/^[a-f0-9]{32}\.jpg$/);
  });

  it("the system's ffmpeg (on PATH, a package that gets security updates) is preferred to the bundled one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ecole-path-'));
    const calls = path.join(dir, 'calls');
    // A stand-in for Debian's /usr/bin/ffmpeg: counts its calls, then runs the real ffmpeg.
    await writeFile(path.join(dir, 'ffmpeg'), `#!/bin/sh\necho "$@" >> '${calls}'\nexec '${bundledFfmpeg()}' "$@"\n`, { mode: 0o755 });
    const before = process.env.PATH;
    process.env.PATH = `${dir}${path.delimiter}${before}`;
    forgetFfmpeg();
    try {
      const deps = { media: server.deps.media, env: {}, logger: createLogger('silent') };
      expect(await makeVideoPoster(deps, CAMPUS_TOUR, 'mp4')).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect((await readFile(calls, 'utf8')).split('\n').filter((l) => l.includes(CAMPUS_TOUR))).toHaveLength(1);
    } finally {
      process.env.PATH = before;
      forgetFfmpeg();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a missing ffmpeg: the upload succeeds without a picture, and the log says why', async () => {
    const lines: string[] = [];
    const other = await startTestServer({ env: { ffmpegPath: '/nonexistent/ffmpeg' }, logger: createLogger('warn', (l) => lines.push(l)) });
    try {
      const session = await loginAsAdmin(other);
      const res = await session.upload<Uploaded>('/api/admin/gallery-upload', 'media', { bytes: await readFile(CAMPUS_TOUR), name: 'visite.mp4' });
      expect(res.status).toBe(201);
      expect(res.body.thumbnailUrl).toBeUndefined();
      expect(lines.map((l) => JSON.parse(l) as { level: string; msg: string })).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'video poster not made' }));
      // Nor could it be remuxed without its metadata: stored as it is, and the log says so (clean-video.ts).
      expect(lines.map((l) => JSON.parse(l) as { level: string; msg: string })).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'video stored with its metadata' }));
    } finally {
      await other.close();
    }
  });
});
