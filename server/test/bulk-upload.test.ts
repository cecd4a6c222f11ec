// Bulk album uploads (issue 5): the tus endpoint spoken by hand, byte by byte, as the
// desktop app's tus-js-client speaks it; the album hashes; what is left on disk.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { authMessages } from '@ecole/shared/schemas/auth';
import { bulkUploadMessages, TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { referencedNames } from '../src/media/references';
import { loginAsAdmin, mediaFiles, type AdminSession } from './helpers/admin';
import { jpeg, mp4, playableMp4 } from './helpers/media-fixtures';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer({ env: { videoMaxBytes: 2 * 1024 * 1024 } });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

/** What the desktop app sends with every call: its session cookie and its client header. */
const desktop = () => ({ Cookie: admin.cookie, 'X-Admin-Client': 'desktop', 'Tus-Resumable': '1.0.0' });

async function create(albumId: number, bytes: Uint8Array, extra: Record<string, string> = {}, headers: Record<string, string> = desktop()) {
  const res = await fetch(server.url + TUS_PATH, {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': metadata({ albumId: String(albumId), sha256: sha256(bytes), filename: 'IMG_0001.jpg', ...extra }),
    },
  });
  return { res, status: res.status, body: await res.text(), location: res.headers.get('location') };
}

async function patch(location: string, offset: number, chunk: Uint8Array) {
  const res = await fetch(server.url + location, {
    method: 'PATCH',
    headers: { ...desktop(), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(chunk),
  });
  return { status: res.status, offset: res.headers.get('upload-offset'), body: await res.text() };
}

const head = async (location: string) => {
  const res = await fetch(server.url + location, { method: 'HEAD', headers: desktop() });
  return { status: res.status, offset: res.headers.get('upload-offset') };
};

const partialUploads = async () => (await readdir(path.join(server.deps.env.mediaDir, '.uploads')).catch(() => [] as string[])).sort();

async function upload(albumId: number, bytes: Uint8Array, extra: Record<string, string> = {}) {
  const c = await create(albumId, bytes, extra);
  expect(c.status, c.body).toBe(201);
  return patch(c.location!, 0, bytes);
}

describe('GET /api/admin/albums/:id/hashes', () => {
  it('answers 401 without a session and 404 for an unknown album', async () => {
    expect((await fetchJson(`${server.url}/api/admin/albums/1/hashes`)).status).toBe(401);
    const r = await admin.get<{ error: string }>('/api/admin/albums/999999/hashes');
    expect(r.status).toBe(404);
    expect(r.body.error).toBe(adminMessages.albumNotFound);
  });

  it("lists the hashes of the album's uploaded files, and only that album's", async () => {
    const album = await server.factories.createAlbum();
    const other = await server.factories.createAlbum();
    await server.factories.createGalleryItem({ albumId: album.id });
    expect((await admin.get('/api/admin/albums/' + album.id + '/hashes')).body).toEqual({ success: true, hashes: [] });
    const photo = await jpeg(80, 60);
    expect((await upload(album.id, photo)).status).toBe(200);
    expect((await admin.get(`/api/admin/albums/${album.id}/hashes`)).body).toEqual({ success: true, hashes: [sha256(photo)] });
    expect((await admin.get(`/api/admin/albums/${other.id}/hashes`)).body).toEqual({ success: true, hashes: [] });
  });
});

describe('GET /api/admin/upload-limits', () => {
  it('tells the sender what the server accepts', async () => {
    expect((await admin.get('/api/admin/upload-limits')).body).toEqual({ success: true, imageMaxBytes: 10 * 1024 * 1024, videoMaxBytes: 2 * 1024 * 1024 });
  });
});

describe('tus uploads into an album', () => {
  it('stores an image in chunks through the image pipeline and creates its item (title, order, hash)', async () => {
    const album = await server.factories.createAlbum();
    const photo = await jpeg(700, 500);
    const c = await create(album.id, photo, { filename: 'Remise des diplômes 12.jpg', order: '7' });
    expect(c.status, c.body).toBe(201);
    expect(c.location).toMatch(new RegExp(`^${TUS_PATH}/[a-f0-9]{32}$`));
    const half = Math.floor(photo.length / 2);
    const first = await patch(c.location!, 0, photo.subarray(0, half));
    expect(first).toMatchObject({ status: 204, offset: String(half) });
    expect(await head(c.location!)).toEqual({ status: 200, offset: String(half) });
    const last = await patch(c.location!, half, photo.subarray(half));
    expect(last.status).toBe(200);
    const { item } = JSON.parse(last.body) as { item: { id: number; mediaUrl: string; mediaType: string; title: string; order: number } };
    expect(item).toMatchObject({ albumId: album.id, mediaType: 'image', title: 'Remise des diplômes 12', order: 7 });
    const items = await admin.get<{ items: Array<{ id: number; mediaUrl: string }> }>(`/api/admin/gallery-items?albumId=${album.id}`);
    expect(items.body.items.map((i) => i.id)).toEqual([item.id]);
    const name = item.mediaUrl.replace('/media/', '');
    const files = await mediaFiles(server);
    expect(files).toContain(name);
    expect(files).toContain(`w640/${name.replace(/\.jpg$/, '.webp')}`);
    // Served like any upload; the partial upload is gone.
    expect((await fetch(server.url + item.mediaUrl)).status).toBe(200);
    expect(await partialUploads()).toEqual([]);
    expect((await head(c.location!)).status).toBe(404);
  });

  it('keeps the public caches through the chunks and a cancelled upload, and drops them once the file is in its album', async () => {
    const album = await server.factories.createAlbum({ title: 'Gardé en cache' });
    const publicItems = async () => ((await fetchJson(`${server.url}/api/albums/${album.id}`)).body as { album: { items: unknown[] } }).album.items;
    expect(await publicItems()).toEqual([]);
    const kept = server.deps.cache.version;
    const video = await playableMp4(300_000);
    const c = await create(album.id, video, { filename: 'Chunks.mp4' });
    expect(c.status, c.body).toBe(201);
    for (let at = 0; at < 200_000; at += 50_000) expect((await patch(c.location!, at, video.subarray(at, at + 50_000))).status).toBe(204);
    expect(await head(c.location!)).toEqual({ status: 200, offset: '200000' });
    const cancelled = await create(album.id, mp4(10_000), { filename: 'Annulé.mp4' });
    expect((await fetch(server.url + cancelled.location!, { method: 'DELETE', headers: desktop() })).status).toBe(204);
    expect(server.deps.cache.version).toBe(kept);
    expect(server.deps.cache.get(`/api/albums/${album.id}`)).toBeDefined();

    expect((await patch(c.location!, 200_000, video.subarray(200_000))).status).toBe(200);
    expect(server.deps.cache.version).toBe(kept + 1);
    expect(await publicItems()).toHaveLength(1);
  });

  it('stores a video remuxed without its metadata (video-metadata.test.ts): the same video, without the padding it carried', async () => {
    const album = await server.factories.createAlbum();
    const video = await playableMp4(300_000);
    const r = await upload(album.id, video, { filename: 'Cérémonie.mp4', title: 'La cérémonie' });
    expect(r.status, r.body).toBe(200);
    const { item } = JSON.parse(r.body) as { item: { mediaUrl: string; mediaType: string; title: string } };
    expect(item).toMatchObject({ mediaType: 'video', title: 'La cérémonie' });
    const res = await fetch(server.url + item.mediaUrl);
    const stored = Buffer.from(await res.arrayBuffer());
    expect(stored.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(stored.length).toBeLessThan(video.length - 250_000);
  });

  it('resumes after the connection drops in the middle of a chunk', async () => {
    const album = await server.factories.createAlbum();
    // A real video then bytes that differ from each other (in the "free" box players skip):
    // the announced SHA-256, checked once the file is whole, proves it was put together right.
    const video = await playableMp4(1_500_000);
    for (let i = video.lastIndexOf('free') + 4; i < video.length; i += 7) video[i] = i & 0xff;
    const c = await create(album.id, video, { filename: 'long.mp4' });
    // Half the body is written, then the socket is destroyed: what arrived is kept.
    const url = new URL(server.url + c.location!);
    await new Promise<void>((resolve) => {
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'PATCH', headers: { ...desktop(), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(video.length) } });
      req.on('error', () => resolve());
      req.write(video.subarray(0, 800_000), () => setTimeout(() => {
        req.destroy();
        resolve();
      }, 200));
    });
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      offset = Number((await head(c.location!)).offset);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(800_000);
    const rest = await patch(c.location!, offset, video.subarray(offset));
    expect(rest.status, rest.body).toBe(200);
    const { item } = JSON.parse(rest.body) as { item: { mediaUrl: string } };
    expect((await fetch(server.url + item.mediaUrl)).status).toBe(200);
  });

  it('refuses a file already in the album before any byte is sent, with code "duplicate"; another album takes it', async () => {
    const album = await server.factories.createAlbum();
    const other = await server.factories.createAlbum();
    const photo = await jpeg(90, 90);
    expect((await upload(album.id, photo)).status).toBe(200);
    const again = await create(album.id, photo, { filename: 'copie.jpg' });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body)).toEqual({ success: false, error: bulkUploadMessages.duplicate, code: 'duplicate' });
    expect((await upload(other.id, photo)).status).toBe(200);
    expect((await admin.get<{ items: unknown[] }>(`/api/admin/gallery-items?albumId=${album.id}`)).body.items).toHaveLength(1);
  });

  it('refuses the second of two identical uploads started together, keeping one item and no stray file', async () => {
    const album = await server.factories.createAlbum();
    const photo = await jpeg(50, 70);
    const a = await create(album.id, photo);
    const b = await create(album.id, photo);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await patch(a.location!, 0, photo)).status).toBe(200);
    const second = await patch(b.location!, 0, photo);
    expect(second.status).toBe(409);
    expect(JSON.parse(second.body).code).toBe('duplicate');
    const items = (await admin.get<{ items: Array<{ mediaUrl: string }> }>(`/api/admin/gallery-items?albumId=${album.id}`)).body.items;
    expect(items).toHaveLength(1);
    expect(await strayFiles()).toEqual([]);
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses by content: a text file, a hash that does not match, an image over 10 MB, a video over the limit', async () => {
    const album = await server.factories.createAlbum();
    const text = new TextEncoder().encode('<script>alert(1)</script>'.repeat(20));
    const t = await upload(album.id, text, { filename: 'photo.jpg' });
    expect(t.status).toBe(415);
    expect(JSON.parse(t.body).error).toBe(adminMessages.upload.mediaType);

    const photo = await jpeg(30, 30);
    const c = await create(album.id, photo, { sha256: 'a'.repeat(64) });
    const wrong = await patch(c.location!, 0, photo);
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body).error).toBe(bulkUploadMessages.hashMismatch);

    const bigVideo = mp4(2 * 1024 * 1024 + 1);
    const v = await upload(album.id, bigVideo, { filename: 'long.mp4' });
    expect(v.status).toBe(413);
    expect(JSON.parse(v.body).error).toBe(adminMessages.upload.videoTooLarge(2));

    const huge = await fetch(server.url + TUS_PATH, {
      method: 'POST',
      headers: { ...desktop(), 'Upload-Length': String(11 * 1024 * 1024), 'Upload-Metadata': metadata({ albumId: String(album.id), sha256: 'b'.repeat(64), filename: 'x.jpg' }) },
    });
    expect(huge.status).toBe(413);

    expect((await admin.get<{ items: unknown[] }>(`/api/admin/gallery-items?albumId=${album.id}`)).body.items).toEqual([]);
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses bad metadata, an unknown album, and an upload of unknown length', async () => {
    const photo = await jpeg(20, 20);
    expect((await create(999999, photo)).status).toBe(404);
    // Ten digits pass the metadata schema but not the int4 column: still an unknown album, not a 500.
    for (const albumId of [2147483648, 9999999999]) {
      const beyond = await create(albumId, photo);
      expect(beyond.status, beyond.body).toBe(404);
      expect(JSON.parse(beyond.body).error).toBe(adminMessages.albumNotFound);
    }
    const album = await server.factories.createAlbum();
    const bad = await create(album.id, photo, { sha256: 'pas-une-empreinte' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe(bulkUploadMessages.metadataInvalid);
    // An order the item's form would then refuse on every save ("L'ordre ne doit pas dépasser 100 000.").
    const farOrder = await create(album.id, photo, { order: '100001' });
    expect(farOrder.status).toBe(400);
    expect(JSON.parse(farOrder.body).error).toBe(bulkUploadMessages.metadataInvalid);
    const lastOrder = await create(album.id, photo, { order: '100000' });
    expect(lastOrder.status).toBe(201);
    await fetch(server.url + lastOrder.location!, { method: 'DELETE', headers: desktop() });
    const deferred = await fetch(server.url + TUS_PATH, {
      method: 'POST',
      headers: { ...desktop(), 'Upload-Defer-Length': '1', 'Upload-Metadata': metadata({ albumId: String(album.id), sha256: sha256(photo), filename: 'a.jpg' }) },
    });
    expect(deferred.status).toBe(400);
  });

  it('answers an Idempotency-Key by its own protocol, not a replay: each creation has its Location', async () => {
    const album = await server.factories.createAlbum();
    const photo = await jpeg(20, 20);
    const withKey = { ...desktop(), 'Idempotency-Key': 'cle-d-envoi-tus-00000001' };
    const first = await create(album.id, photo, {}, withKey);
    const second = await create(album.id, photo, {}, withKey);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.location).toMatch(/^\/api\/admin\/uploads\//);
    expect(second.location).not.toBe(first.location);
    expect(rowsOf(await server.deps.db.execute(sql`SELECT key FROM idempotent_requests`))).toEqual([]);
    for (const c of [first, second]) await fetch(server.url + c.location!, { method: 'DELETE', headers: desktop() });
  });

  it('is behind the admin guard: no session, 401; a write without Origin nor the desktop header, 403', async () => {
    const album = await server.factories.createAlbum();
    const photo = await jpeg(20, 20);
    const anonymous = await create(album.id, photo, {}, { 'Tus-Resumable': '1.0.0', 'X-Admin-Client': 'desktop' });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body).error).toBe(authMessages.unauthenticated);
    const undeclared = await create(album.id, photo, {}, { 'Tus-Resumable': '1.0.0', Cookie: admin.cookie });
    expect(undeclared.status).toBe(403);
    const foreign = await create(album.id, photo, {}, { 'Tus-Resumable': '1.0.0', Cookie: admin.cookie, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // The web back office's own pages (same origin) may use it too.
    const sameOrigin = await create(album.id, photo, {}, { 'Tus-Resumable': '1.0.0', Cookie: admin.cookie, Origin: server.url });
    expect(sameOrigin.status).toBe(201);
    // No partial upload is offered for download.
    expect((await fetch(server.url + sameOrigin.location!, { headers: { Cookie: admin.cookie } })).status).toBe(405);
    await fetch(server.url + sameOrigin.location!, { method: 'DELETE', headers: desktop() });
  });

  it('deletes a cancelled upload with what it had received', async () => {
    const album = await server.factories.createAlbum();
    const video = mp4(200_000);
    const c = await create(album.id, video, { filename: 'annulé.mp4' });
    await patch(c.location!, 0, video.subarray(0, 50_000));
    expect((await partialUploads()).length).toBe(2);
    const del = await fetch(server.url + c.location!, { method: 'DELETE', headers: desktop() });
    expect(del.status).toBe(204);
    expect(await partialUploads()).toEqual([]);
    expect((await head(c.location!)).status).toBe(404);
  });
});

describe('abandoned uploads', () => {
  it('are removed once expired, at the next upload', async () => {
    const s = await startTestServer({ env: { uploadExpiryMs: 300 } });
    try {
      const a = await loginAsAdmin(s);
      const album = await s.factories.createAlbum();
      const headers = { Cookie: a.cookie, 'X-Admin-Client': 'desktop', 'Tus-Resumable': '1.0.0' };
      const start = (bytes: Uint8Array) =>
        fetch(s.url + TUS_PATH, {
          method: 'POST',
          headers: { ...headers, 'Upload-Length': String(bytes.length), 'Upload-Metadata': metadata({ albumId: String(album.id), sha256: sha256(bytes), filename: 'v.mp4' }) },
        });
      const video = mp4(100_000);
      const res = await start(video);
      const location = res.headers.get('location')!;
      await fetch(s.url + location, { method: 'PATCH', headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, body: new Uint8Array(video.subarray(0, 10_000)) });
      const dir = path.join(s.deps.env.mediaDir, '.uploads');
      expect((await readdir(dir)).length).toBe(2);
      await new Promise((r) => setTimeout(r, 500));
      await start(mp4(2000));
      let left: string[] = [];
      for (let i = 0; i < 40; i++) {
        left = await readdir(dir);
        if (!left.some((f) => location.endsWith(f.replace(/\.json$/, '')))) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(left.filter((f) => location.endsWith(f.replace(/\.json$/, '')))).toEqual([]);
      expect((await fetch(s.url + location, { method: 'HEAD', headers })).status).toBeGreaterThanOrEqual(404);
    } finally {
      await s.close();
    }
  });
});

/** Stored originals that no row names: what a refused or raced upload must not leave. */
async function strayFiles(): Promise<string[]> {
  const originals = (await mediaFiles(server)).filter((f) => !f.includes('/'));
  const used = await referencedNames(server.deps.db, originals);
  return originals.filter((f) => !used.has(f));
}
