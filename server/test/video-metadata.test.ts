// A video is stored without its container's metadata (docs/decisions/043): the place a phone
// wrote (ISO 6709 location) and what it says about the device are not served at
// /media/<name>, nor in its lighter copies; the video still plays. Every way a video is
// stored: the multipart routes (projects, albums) and the desktop app's tus uploads.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import { VIDEO_COPIES } from '@ecole/shared/media';
import { createLogger } from '../src/logger';
import { bundledFfmpeg } from '../src/media/ffmpeg';
import { makeLightCopy } from '../src/media/light-video';
import { lightNameOf, nameFromUrl } from '../src/media/store';
import { Readable } from 'node:stream';
import { loginAsAdmin, mediaFiles, tempFiles, type AdminSession } from './helpers/admin';
import { encodedVideo, mp4 } from './helpers/media-fixtures';
import { startTestServer, type TestServer } from './helpers/server';

const LOCATION = '+05.3600-004.0083/';
const COMMENT = 'device-serial-XYZ';
const MAKE = 'Fabricant-Secret';
const TAGS = { location: LOCATION, comment: COMMENT, make: MAKE };

let server: TestServer;
let admin: AdminSession;
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { lightVideos: true }, logger: createLogger('info', (l) => lines.push(l)) });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const served = async (url: string) => {
  const res = await fetch(server.url + url, { redirect: 'manual' });
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

/** None of the tags, in any encoding a container writes them (UTF-8 text). */
const expectNoTags = (bytes: Buffer, what: string) => {
  for (const tag of [LOCATION, '05.3600', COMMENT, MAKE]) expect(bytes.includes(tag), `${what} still holds "${tag}"`).toBe(false);
};

/** What ffmpeg reads in a file: its duration and streams; and whether every frame decodes. */
async function probe(bytes: Buffer, ext: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ecole-probe-'));
  const file = path.join(dir, `video.${ext}`);
  await writeFile(file, bytes);
  const run = (args: string[]) =>
    new Promise<{ ok: boolean; stderr: string }>((resolve) => execFile(bundledFfmpeg()!, ['-hide_banner', ...args], (err, _out, stderr) => resolve({ ok: !err, stderr: String(stderr) })));
  try {
    const info = (await run(['-i', file])).stderr;
    const decoded = await run(['-v', 'error', '-i', file, '-f', 'null', '-']);
    const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(info);
    return {
      seconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null,
      video: /Stream #0:\d.*Video: (\w+)/.exec(info)?.[1] ?? null,
      audio: /Stream #0:\d.*Audio: (\w+)/.exec(info)?.[1] ?? null,
      rotation: /displaymatrix: rotation of (-?[\d.]+)/.exec(info)?.[1] ?? null,
      decodes: decoded.ok && decoded.stderr.trim() === '',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a video stored without its metadata', () => {
  it('through the project upload route: the original served and its two lighter copies hold neither the place nor the device, and it still plays', async () => {
    const original = await encodedVideo({ format: 'mp4', seconds: 2, audio: true, metadata: TAGS });
    // The fixture does carry them (as the review's repro: -movflags +use_metadata_tags).
    expect(original.includes(LOCATION) && original.includes(COMMENT)).toBe(true);
    const res = await admin.upload<{ media: { mediaUrl: string } }>('/api/admin/projects/upload', 'media', { bytes: original, name: 'IMG_0001.mp4' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url = res.body.media.mediaUrl;
    const bytes = await served(url);
    expectNoTags(bytes, 'the original');
    const played = await probe(bytes, 'mp4');
    expect(played).toMatchObject({ video: 'h264', audio: 'aac', rotation: null, decodes: true });
    expect(played.seconds).toBeCloseTo(2, 1);
    // Its index first now (faststart), as the lighter copies have it.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    await server.deps.videos.idle();
    for (const copy of VIDEO_COPIES) {
      const light = await served(`/media/${lightNameOf(nameFromUrl(url)!, copy)}`);
      expectNoTags(light, `the ${copy} copy`);
      expect(await probe(light, 'mp4')).toMatchObject({ video: 'h264', audio: 'aac', decodes: true });
    }
    expect(await tempFiles(server)).toEqual([]);
  });

  it("through the album route, a phone's upright QuickTime and a WebM: cleaned, still upright, still playing", async () => {
    for (const [format, name] of [['mov', 'IMG_0042.MOV'], ['webm', 'clip.webm']] as const) {
      const original = await encodedVideo({ format, seconds: 1, rotate: format === 'mov' ? 90 : undefined, metadata: TAGS });
      expect(original.includes(COMMENT), format).toBe(true);
      const res = await admin.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes: original, name });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.mediaUrl).toMatch(new RegExp(`\\.${format}$`));
      const bytes = await served(res.body.mediaUrl);
      expectNoTags(bytes, format);
      const played = await probe(bytes, format);
      expect(played).toMatchObject({ video: format === 'mov' ? 'hevc' : 'vp8', audio: null, decodes: true });
      expect(played.seconds).toBeCloseTo(1, 1);
      // The display rotation is the track's, not metadata: an upright phone video stays upright.
      expect(played.rotation).toBe((await probe(original, format)).rotation);
      if (format === 'mov') expect(played.rotation).not.toBeNull();
    }
    await server.deps.videos.idle();
    expect(await tempFiles(server)).toEqual([]);
  });

  it("through the desktop app's tus upload: the item's video is cleaned, its hash stays the file's as sent", async () => {
    const album = await server.factories.createAlbum();
    const original = await encodedVideo({ format: 'mp4', seconds: 1, metadata: TAGS });
    const sha256 = createHash('sha256').update(original).digest('hex');
    const desktop = { Cookie: admin.cookie, 'X-Admin-Client': 'desktop', 'Tus-Resumable': '1.0.0' };
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const created = await fetch(server.url + TUS_PATH, {
      method: 'POST',
      headers: { ...desktop, 'Upload-Length': String(original.length), 'Upload-Metadata': `albumId ${b64(String(album.id))},sha256 ${b64(sha256)},filename ${b64('IMG_0007.mp4')}` },
    });
    expect(created.status, await created.text()).toBe(201);
    const done = await fetch(server.url + created.headers.get('location')!, {
      method: 'PATCH',
      headers: { ...desktop, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(original),
    });
    const body = (await done.json()) as { item: { mediaUrl: string } };
    expect(done.status, JSON.stringify(body)).toBe(200);
    // The album's hashes (what the desktop app compares to skip duplicates) keep the file's as sent.
    expect((await admin.get<{ hashes: string[] }>(`/api/admin/albums/${album.id}/hashes`)).body.hashes).toEqual([sha256]);
    const bytes = await served(body.item.mediaUrl);
    expectNoTags(bytes, 'the bulk upload');
    expect(await probe(bytes, 'mp4')).toMatchObject({ video: 'h264', decodes: true });
    await server.deps.videos.idle();
    expect(await tempFiles(server)).toEqual([]);
  });

  it('the lighter copies of a video stored before this change (with its metadata) hold none of it either', async () => {
    await server.deps.videos.idle();
    const name = server.deps.media.newName('mp4');
    await server.deps.media.writeStream(name, Readable.from([await encodedVideo({ format: 'mp4', seconds: 1, audio: true, metadata: TAGS })]));
    expect(await makeLightCopy(server.deps, name)).toBe('made');
    for (const copy of VIDEO_COPIES) {
      const light = await served(`/media/${lightNameOf(name, copy)}`);
      expectNoTags(light, `the ${copy} copy`);
      expect(await probe(light, 'mp4')).toMatchObject({ video: 'h264', audio: 'aac', decodes: true });
    }
    await server.deps.media.remove(name);
  });

  it('a file with a video signature that ffmpeg cannot read is refused in French, and nothing is stored or left behind', async () => {
    await server.deps.videos.idle();
    const before = await mediaFiles(server);
    const res = await admin.upload<{ error: string }>('/api/admin/projects/upload', 'media', { bytes: mp4(20_000), name: 'abime.mp4' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(adminMessages.upload.unreadableVideo);
    expect(await mediaFiles(server)).toEqual(before);
    expect(await tempFiles(server)).toEqual([]);
  });
});
