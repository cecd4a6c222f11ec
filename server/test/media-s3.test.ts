// MEDIA_STORE=s3 (issue 6, scale-out): a real server keeps its media in a bucket of a real
// S3-compatible server (s3rver, helpers/s3.ts), under a key prefix. Everything goes through
// the HTTP API; the bucket is looked at with an S3 client of the test's own.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@ecole/shared/media';
import { TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import { loadEnv } from '../src/env';
import { makeLightCopy } from '../src/media/light-video';
import { openMediaStore } from '../src/media/open-store';
import { S3MediaStore } from '../src/media/s3-store';
import { loginAsAdmin, type AdminSession } from './helpers/admin';
import { removeUnusedFiles } from '../src/media/unused-files';
import { encodedVideo, jpeg, playableMp4 } from './helpers/media-fixtures';
import { startS3, type TestS3 } from './helpers/s3';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

const PREFIX = 'ecole/media';
let s3: TestS3;
let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  s3 = await startS3({ prefix: PREFIX });
  server = await startTestServer({ env: { mediaS3: s3.config, videoMaxBytes: 2 * 1024 * 1024 } });
  admin = await loginAsAdmin(server);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const nameOf = (url: string) => url.slice('/media/'.length);
const keyOf = (name: string) => `${PREFIX}/${name}`;
const variantKeys = (name: string) => IMAGE_WIDTHS.map((w) => keyOf(`w${w}/${name.replace(/\.\w+$/, '.webp')}`));

/** Files on the server's local disk under MEDIA_DIR: with a bucket, none once a request is over. */
async function localFiles(): Promise<string[]> {
  const root = server.deps.env.mediaDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function uploadImage(bytes: Buffer) {
  const { status, body } = await admin.upload<{ imageUrl: string }>('/api/admin/sliders/upload', 'image', { bytes, name: 'photo.jpg', type: 'image/jpeg' });
  expect(status).toBe(201);
  return nameOf(body.imageUrl);
}

describe('images in the bucket', () => {
  let name: string;
  beforeAll(async () => {
    name = await uploadImage(await jpeg(1000, 600));
  });

  it('stores the original and every WebP variant as objects, and nothing on local disk', async () => {
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(name));
    for (const key of variantKeys(name)) expect(keys).toContain(key);
    expect(await localFiles()).toEqual([]);
    // What a backup reads: the store lists the same files, without the prefix.
    const listed: string[] = [];
    for await (const n of server.deps.media.list()) listed.push(n);
    expect(listed.sort()).toEqual(keys.map((k) => k.slice(PREFIX.length + 1)).sort());
    // Page by page (two keys a page here): the same list.
    const paged = new S3MediaStore(s3.config, path.join(server.deps.env.mediaDir, '.tmp'), 2);
    const pages: string[] = [];
    for await (const n of paged.list()) pages.push(n);
    expect(pages.sort()).toEqual(listed);
  });

  it('serves the original and a variant with the bytes of the bucket', async () => {
    const original = await fetch(`${server.url}/media/${name}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(bytes.equals(await s3.bytes(keyOf(name)))).toBe(true);
    expect(Number(original.headers.get('content-length'))).toBe(bytes.length);

    const base = name.replace(/\.jpg$/, '');
    const variant = await fetch(`${server.url}/media/w640/${base}.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const webp = Buffer.from(await variant.arrayBuffer());
    expect(webp.equals(await s3.bytes(keyOf(`w640/${base}.webp`)))).toBe(true);
    expect((await sharp(webp).metadata()).width).toBe(640);
  });

  it('answers byte ranges with 206 and the exact bytes, and revalidates with its ETag (304)', async () => {
    const full = await s3.bytes(keyOf(name));
    const part = await fetch(`${server.url}/media/${name}`, { headers: { Range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${full.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(full.subarray(100, 1100))).toBe(true);
    const tail = await fetch(`${server.url}/media/${name}`, { headers: { Range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(full.subarray(-10))).toBe(true);
    const outside = await fetch(`${server.url}/media/${name}`, { headers: { Range: `bytes=${full.length}-` } });
    expect(outside.status).toBe(416);

    const first = await fetch(`${server.url}/media/${name}`, { method: 'HEAD' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/media/${name}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('remakes a variant missing from the bucket from the stored original', async () => {
    const variant = server.deps.media.variantName(name, 320);
    await server.deps.media.remove(variant);
    expect(await s3.keys()).not.toContain(keyOf(variant));
    const res = await fetch(`${server.url}/media/${variant}`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    expect(await s3.keys()).toContain(keyOf(variant));
    expect(await localFiles()).toEqual([]);
  });

  it('answers 404 for a name not in the bucket', async () => {
    const { status, res } = await fetchJson(`${server.url}/media/${'0'.repeat(32)}.jpg`);
    expect(status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('videos and albums', () => {
  it('stores a video, serves ranges of it, and removes it from the bucket with its gallery item', async () => {
    const video = await playableMp4(300_000);
    const up = await admin.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes: video, name: 'film.mp4', type: 'video/mp4' });
    expect(up.status).toBe(201);
    const name = nameOf(up.body.mediaUrl);
    // Remuxed without its metadata (and the padding the test video carries), then sent to the bucket.
    const kept = await s3.bytes(keyOf(name));
    expect(kept.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(Buffer.from(await (await fetch(server.url + up.body.mediaUrl)).arrayBuffer()).equals(kept)).toBe(true);
    const at = Math.floor(kept.length / 2);
    const seek = await fetch(server.url + up.body.mediaUrl, { headers: { Range: `bytes=${at}-` } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await seek.arrayBuffer()).equals(kept.subarray(at))).toBe(true);

    const album = (await admin.post<{ album: { id: number } }>('/api/admin/albums', { title: 'Kermesse', category: 'Événements' })).body.album;
    const created = await admin.post<{ item: { id: number } }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: up.body.mediaUrl, mediaType: 'video' });
    expect(created.status).toBe(201);
    const photo = await uploadImage(await jpeg(300, 200));
    await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: `/media/${photo}` });

    expect((await admin.del(`/api/admin/gallery-items/${created.body.item.id}`)).status).toBe(200);
    expect(await s3.keys()).not.toContain(keyOf(name));
    expect((await fetch(server.url + up.body.mediaUrl)).status).toBe(404);

    // The album goes with its last item: the image and all its variants leave the bucket.
    expect((await admin.del(`/api/admin/albums/${album.id}`)).status).toBe(200);
    const left = await s3.keys();
    for (const key of [keyOf(photo), ...variantKeys(photo)]) expect(left).not.toContain(key);
  });
});

describe("a video's still picture (decision 029)", () => {
  it('is made from the local file before the video goes to the bucket, and lands there with its variants', async () => {
    const video = await encodedVideo({ format: 'mp4', seconds: 2 });
    const up = await admin.upload<{ mediaUrl: string; thumbnailUrl?: string }>('/api/admin/gallery-upload', 'media', { bytes: video, name: 'clip.mp4', type: 'video/mp4' });
    expect(up.status).toBe(201);
    expect(up.body.thumbnailUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const keys = await s3.keys();
    const poster = nameOf(up.body.thumbnailUrl!);
    for (const key of [keyOf(nameOf(up.body.mediaUrl)), keyOf(poster), ...variantKeys(poster)]) expect(keys).toContain(key);
    expect(await localFiles()).toEqual([]);
  });
});

describe("a video's lighter copy (decision 032)", () => {
  it('is made from the bucket\'s video and lands in the bucket, served from it; it leaves with its video', async () => {
    const video = await encodedVideo({ format: 'mp4', seconds: 1, width: 1280, height: 960 });
    const up = await admin.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes: video, name: 'clip.mp4', type: 'video/mp4' });
    expect(up.status).toBe(201);
    const name = nameOf(up.body.mediaUrl);
    const light = `light/${name.replace(/\.mp4$/, '')}.mp4`;
    expect(await makeLightCopy(server.deps, name)).toBe('made');
    expect(await s3.keys()).toContain(keyOf(light));
    expect(await localFiles()).toEqual([]);
    const res = await fetch(`${server.url}/media/${light}`);
    expect(res.status).toBe(200);
    expect((await s3.bytes(keyOf(light))).equals(Buffer.from(await res.arrayBuffer()))).toBe(true);
    await server.deps.media.remove(name);
    expect(await s3.keys()).not.toContain(keyOf(light));
  });
});

describe('tus bulk upload', () => {
  it('lands in the bucket; the partial upload on local disk is gone', async () => {
    const album = await server.factories.createAlbum();
    const photo = await jpeg(500, 400);
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const desktop = { Cookie: admin.cookie, 'X-Admin-Client': 'desktop', 'Tus-Resumable': '1.0.0' };
    const sha256 = createHash('sha256').update(photo).digest('hex');
    const created = await fetch(server.url + TUS_PATH, {
      method: 'POST',
      headers: { ...desktop, 'Upload-Length': String(photo.length), 'Upload-Metadata': `albumId ${b64(String(album.id))},sha256 ${b64(sha256)},filename ${b64('IMG_1.jpg')}` },
    });
    expect(created.status).toBe(201);
    const half = Math.floor(photo.length / 2);
    for (const [offset, chunk] of [
      [0, photo.subarray(0, half)],
      [half, photo.subarray(half)],
    ] as const) {
      const res = await fetch(server.url + created.headers.get('location')!, {
        method: 'PATCH',
        headers: { ...desktop, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(chunk),
      });
      expect(res.status, await res.clone().text()).toBe(offset === 0 ? 204 : 200);
      if (offset !== 0) {
        const { item } = (await res.json()) as { item: { mediaUrl: string } };
        const name = nameOf(item.mediaUrl);
        const keys = await s3.keys();
        expect(keys).toContain(keyOf(name));
        for (const key of variantKeys(name)) expect(keys).toContain(key);
        expect((await fetch(server.url + item.mediaUrl)).status).toBe(200);
      }
    }
    expect(await localFiles()).toEqual([]);
  });
});

describe('refused uploads', () => {
  it.each([
    ['a text file named .jpg', Buffer.from('pas une image '.repeat(100)), 415],
    ['a JPEG signature over broken bytes', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]), 400],
    ['an image over 10 MB', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10)]), 413],
  ])('%s leaves nothing in the bucket nor on disk', async (_label, bytes, status) => {
    const before = await s3.keys();
    const res = await admin.upload<{ error: string }>('/api/admin/sliders/upload', 'image', { bytes, name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(status);
    expect(res.body.error).toBeTruthy();
    expect(await s3.keys()).toEqual(before);
    expect(await localFiles()).toEqual([]);
  });
});

describe('uploads never saved into a record', () => {
  it('are removed from the bucket with their variants once older than MEDIA_UNUSED_DAYS (the objects\' LastModified); a named one stays', async () => {
    const abandoned = await uploadImage(await jpeg(500, 300));
    const named = await uploadImage(await jpeg(500, 300));
    await server.factories.createSlider({ imageUrl: `/media/${named}` });
    const days31Later = Date.now() + 31 * 24 * 3_600_000;
    const found = await removeUnusedFiles({ ...server.deps, env: { ...server.deps.env, unusedMediaMaxAgeMs: 30 * 24 * 3_600_000 } }, days31Later);
    expect(found.unused).toBeGreaterThanOrEqual(1);
    const keys = await s3.keys();
    for (const key of [keyOf(abandoned), ...variantKeys(abandoned)]) expect(keys).not.toContain(key);
    for (const key of [keyOf(named), ...variantKeys(named)]) expect(keys).toContain(key);
  });
});

describe('configuration', () => {
  it('MEDIA_STORE=s3 needs a bucket, said in French', () => {
    expect(() => loadEnv({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_S3_BUCKET: requis quand MEDIA_STORE=s3/);
    const env = loadEnv({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/', MEDIA_S3_FORCE_PATH_STYLE: 'true', MEDIA_S3_PREFIX: '/a/b/' });
    expect(env.mediaS3).toEqual({ bucket: 'b', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', credentials: undefined, forcePathStyle: true, prefix: 'a/b' });
    expect(loadEnv({}).mediaS3).toBeUndefined();
  });

  it('a missing or unreachable bucket stops the start-up with a French message', async () => {
    const mediaDir = server.deps.env.mediaDir;
    await expect(openMediaStore({ mediaDir, mediaS3: { ...s3.config, bucket: 'inexistant' } })).rejects.toThrow(
      /Stockage des médias S3 : le compartiment « inexistant » .* il n'existe pas/,
    );
    // A port nothing listens on (the s3rver port + 0 would answer; a closed one is refused).
    const closed = await import('node:net').then(
      (net) =>
        new Promise<number>((resolve) => {
          const srv = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = srv.address() as { port: number };
            srv.close(() => resolve(port));
          });
        }),
    );
    await expect(openMediaStore({ mediaDir, mediaS3: { ...s3.config, endpoint: `http://127.0.0.1:${closed}` } })).rejects.toThrow(
      /Stockage des médias S3 : le compartiment « ecole-media » sur http:\/\/127\.0\.0\.1:\d+ est inutilisable, injoignable/,
    );
  });
});
