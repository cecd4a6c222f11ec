// GET /media/<name>, /media/w<width>/<base>.webp and /media/share/<base>.jpg
// (server/src/media/routes.ts), with the media in the local folder and in an S3-compatible
// bucket (helpers/s3.ts).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_IMAGE } from '@ecole/shared/media';
import { ingestImage } from '../src/media/images';
import { shareNameOf } from '../src/media/store';
import { startS3, type TestS3 } from './helpers/s3';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

describe.each(['local', 's3'] as const)('%s store', (store) => {
  let server: TestServer;
  let s3: TestS3 | undefined;
  let name: string;
  let base: string;
  beforeAll(async () => {
    if (store === 's3') s3 = await startS3();
    server = await startTestServer({ env: { mediaS3: s3?.config } });
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    ({ name } = await ingestImage(server.deps.media, jpeg, 'jpg'));
    base = name.replace(/\.jpg$/, '');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  /** A request sent as typed, without the URL normalisation fetch applies. */
  function rawGet(path: string): Promise<{ status: number; contentType?: string }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      http
        .get({ hostname, port, path }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] }));
        })
        .on('error', reject);
    });
  }

  /** A stored file as every media answer gives it: kept for good by caches, never active content. */
  function expectMediaAnswer(res: Response, type: string) {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
  }

  /** /media/share/<base>.jpg of a stored image, whatever its format. */
  const sharePath = (stored: string) => `/media/share/${stored.replace(/\.[a-z]+$/, '')}.jpg`;

  describe('GET /media/<name>', () => {
    it('serves the original with long-lived cache headers and nosniff', async () => {
      const res = await fetch(`${server.url}/media/${name}`);
      expectMediaAnswer(res, 'image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });

      const revalidated = await fetch(`${server.url}/media/${name}`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);
    });

    it('answers a byte range with 206', async () => {
      const full = await (await fetch(`${server.url}/media/${name}`)).arrayBuffer();
      const res = await fetch(`${server.url}/media/${name}`, { headers: { Range: 'bytes=0-99' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 0-99/${full.byteLength}`);
      expect(res.headers.get('content-length')).toBe('100');
      const part = Buffer.from(await res.arrayBuffer());
      expect(part.equals(Buffer.from(full).subarray(0, 100))).toBe(true);

      const tail = await fetch(`${server.url}/media/${name}`, { headers: { Range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(full).subarray(-10))).toBe(true);

      const outside = await fetch(`${server.url}/media/${name}`, { headers: { Range: `bytes=${full.byteLength + 10}-` } });
      expect(outside.status).toBe(416);
    });
  });

  describe('GET /media/w<width>/<base>.webp', () => {
    it('serves a WebP variant no wider than asked', async () => {
      const res = await fetch(`${server.url}/media/w640/${base}.webp`);
      expectMediaAnswer(res, 'image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(640);
      expect(meta.width).toBe(640);
    });

    // 768 also stands for a width added after images were stored (none of them has it yet).
    it.each([320, 768] as const)('recreates a missing variant on demand (w%i)', async (width) => {
      await server.deps.media.remove(server.deps.media.variantName(name, width)).catch(() => {});
      expect(await server.deps.media.stat(server.deps.media.variantName(name, width))).toBeFalsy();
      const res = await fetch(`${server.url}/media/w${width}/${base}.webp`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBeLessThanOrEqual(width);
      expect(await server.deps.media.stat(server.deps.media.variantName(name, width))).toBeTruthy();
    });

    it('answers 404 for a width that is not offered or an unknown image', async () => {
      for (const path of [`/media/w500/${base}.webp`, `/media/w640/${'f'.repeat(32)}.webp`, `/media/w640/${base}.jpg`]) {
        const res = await fetch(server.url + path);
        expect(res.status, path).toBe(404);
        await res.body?.cancel();
      }
    });
  });

  describe('GET /media/share/<base>.jpg', () => {
    it('makes the JPEG of a shared link on first request, of the card\'s shape, and keeps it', async () => {
      const shared = shareNameOf(name);
      expect(await server.deps.media.stat(shared)).toBeFalsy();
      const res = await fetch(server.url + sharePath(name));
      expectMediaAnswer(res, 'image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
      expect(await server.deps.media.stat(shared)).toBeTruthy();
      expect(Buffer.from(await (await fetch(server.url + sharePath(name))).arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('puts a transparent PNG on white (JPEG has no transparency) and takes the first frame of an animation', async () => {
      const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer();
      const { name: pngName } = await ingestImage(server.deps.media, png, 'png');
      const res = await fetch(server.url + sharePath(pngName));
      expect(res.status).toBe(200);
      const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height, 3]);
      expect(Math.min(...data.subarray(0, 3000))).toBeGreaterThan(250);

      const gif = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 200, b: 10 } } })
        .gif()
        .toBuffer();
      const { name: gifName } = await ingestImage(server.deps.media, gif, 'gif');
      const fromGif = await fetch(server.url + sharePath(gifName));
      expect(await sharp(Buffer.from(await fromGif.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    });

    it('stays under the size WhatsApp shows, however detailed the photo', async () => {
      const noise = await sharp(randomBytes(SHARE_IMAGE.width * SHARE_IMAGE.height * 3), { raw: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3 } })
        .png()
        .toBuffer();
      // The case is one the usual quality does not fit.
      expect((await sharp(noise).jpeg({ quality: 80, mozjpeg: true }).toBuffer()).length).toBeGreaterThan(SHARE_IMAGE.maxBytes);
      const { name: noisy } = await ingestImage(server.deps.media, noise, 'png');
      const res = await fetch(server.url + sharePath(noisy));
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
    });

    it('goes with its image when the image is removed', async () => {
      const jpeg = await sharp({ create: { width: 1300, height: 700, channels: 3, background: { r: 1, g: 2, b: 3 } } })
        .jpeg()
        .toBuffer();
      const { name: removed } = await ingestImage(server.deps.media, jpeg, 'jpg');
      expect((await fetch(server.url + sharePath(removed))).status).toBe(200);
      await server.deps.media.remove(removed);
      expect(await server.deps.media.stat(shareNameOf(removed))).toBeFalsy();
      const gone = await fetch(server.url + sharePath(removed));
      expect(gone.status).toBe(404);
      await gone.body?.cancel();
    });

    it('answers 404 for an unknown image or another extension', async () => {
      for (const path of [`/media/share/${'f'.repeat(32)}.jpg`, `/media/share/${base}.webp`, `/media/share/${base}.png`, '/media/share/..%2F..%2Fpackage.json']) {
        const { status, res } = await fetchJson(server.url + path);
        expect(status, path).toBe(404);
        expect(res.headers.get('content-type'), path).toContain('application/json');
      }
    });
  });

  describe('unknown and traversal names', () => {
    it.each([
      `/media/${'0'.repeat(32)}.jpg`,
      '/media/inconnu.jpg',
      `/media/${'A'.repeat(32)}.jpg`,
      '/media/..%2F..%2Fpackage.json',
      '/media/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/media/.tmp',
      '/media/w640',
      '/media/w640/..%2F..%2Fpackage.json',
      '/media/%00.jpg',
    ])('%s -> 404 JSON', async (path) => {
      const { status, res } = await fetchJson(server.url + path);
      expect(status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    });

    it.each(['/media/../package.json', '/media/../../../../etc/passwd', '/media/w640/../../package.json', `/media/./${'0'.repeat(32)}.jpg`])(
      '%s sent without normalisation -> 404 JSON',
      async (path) => {
        const { status, contentType } = await rawGet(path);
        expect(status).toBe(404);
        expect(contentType).toContain('application/json');
      },
    );
  });
});
