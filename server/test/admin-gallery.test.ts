// Administration of albums and their media (admin-back-office.md sections 2, 5, 7).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { adminAlbumSchema, albumSchema, galleryItemSchema } from '@ecole/shared/schemas/albums';
import { rowsOf } from '../src/db/client';
import { loginAsAdmin, mediaFiles, type AdminSession } from './helpers/admin';
import { jpeg, playableMp4 } from './helpers/media-fixtures';
import { fetchJson, startTestServer, type JsonResponse, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

type Album = { id: number; title: string; isActive: boolean; itemCount?: number; coverImage: string | null };
type Item = { id: number; albumId: number; mediaUrl: string; mediaType: string; isActive: boolean; order: number; thumbnailUrl: string | null };

const pub = <T>(path: string) => fetchJson<T>(server.url + path);
const expectError = (res: JsonResponse, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error });
};
const upload = async (bytes: Buffer) => (await admin.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes, name: 'm' })).body.mediaUrl;
const stored = async (url: string) => (await mediaFiles(server)).some((f) => f.includes(url.slice('/media/'.length).replace(/\.\w+$/, '')));

describe('albums', () => {
  it('creates (201), lists every album with its item count, updates, and the public gallery follows', async () => {
    const created = await admin.post<{ success: true; album: Album }>('/api/admin/albums', { title: 'Remise des diplômes', category: 'Cérémonies', description: 'Promotion 2025', order: '1' });
    expect(created.status).toBe(201);
    const album = albumSchema.strict().parse(created.body.album);
    expect(album).toMatchObject({ title: 'Remise des diplômes', category: 'Cérémonies', isActive: true, order: 1, coverImage: null });
    expect((await pub<{ albums: Album[] }>('/api/albums')).body.albums.map((a) => a.id)).toContain(album.id);

    await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: '/media/' + 'b'.repeat(32) + '.jpg' });
    const hidden = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Brouillon', category: 'Campus', isActive: false, order: 0 })).body.album;
    const list = (await admin.get<{ albums: Album[] }>('/api/admin/albums')).body.albums;
    for (const a of list) adminAlbumSchema.strict().parse(a);
    expect(list.map((a) => [a.id, a.itemCount])).toEqual([
      [hidden.id, 0],
      [album.id, 1],
    ]);
    expect((await pub<{ albums: Album[] }>('/api/albums')).body.albums.map((a) => a.id)).not.toContain(hidden.id);

    const renamed = await admin.put<{ album: Album }>(`/api/admin/albums/${album.id}`, { title: 'Diplômes 2025', isActive: false });
    expect(renamed.body.album).toMatchObject({ title: 'Diplômes 2025', isActive: false });
    expect((await pub(`/api/albums/${album.id}`)).status).toBe(404);
  });

  it('validates with French messages', async () => {
    expectError(await admin.post('/api/admin/albums', { category: 'Campus' }), 400, 'Le titre est requis');
    expectError(await admin.post('/api/admin/albums', { title: 'T' }), 400, 'La catégorie est requise');
    expectError(await admin.post('/api/admin/albums', { title: 'T', category: 'Sport' }), 400, 'La catégorie est requise');
    expectError(await admin.put('/api/admin/albums/999999', { title: 'x' }), 404, adminMessages.albumNotFound);
  });

  it('deleting an album removes its items and every file only they used', async () => {
    const cover = (await admin.upload<{ image: { imageUrl: string } }>('/api/admin/programs/upload', 'image', { bytes: await jpeg(), name: 'c.jpg' })).body.image.imageUrl;
    const photo = await upload(await jpeg());
    const film = await upload(await playableMp4());
    const thumb = await upload(await jpeg());
    const kept = await upload(await jpeg());
    const album = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Gala', category: 'Événements', coverImage: cover })).body.album;
    const other = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Autre', category: 'Campus' })).body.album;
    await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: photo });
    await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: film, mediaType: 'video', thumbnailUrl: thumb });
    await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: kept });
    await admin.post('/api/admin/gallery-items', { albumId: other.id, mediaUrl: kept });

    expect((await admin.del(`/api/admin/albums/${album.id}`)).body).toEqual({ success: true });
    const left = rowsOf<{ n: number }>(await server.deps.db.execute(sql`SELECT count(*)::int AS n FROM gallery_items WHERE album_id = ${album.id}`));
    expect(left[0].n).toBe(0);
    for (const url of [cover, photo, film, thumb]) expect(await stored(url)).toBe(false);
    expect(await stored(kept)).toBe(true);
    expectError(await admin.del(`/api/admin/albums/${album.id}`), 404, adminMessages.albumNotFound);
  });
});

describe('gallery items', () => {
  it('lists an album’s items, inactive ones too, by order; ?albumId= is required and checked', async () => {
    const album = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Campus', category: 'Campus' })).body.album;
    const second = (await admin.post<{ success: true; item: Item }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: await upload(await jpeg()), order: 2 })).body;
    const first = (await admin.post<{ item: Item }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: await upload(await playableMp4()), order: 1, isActive: false, title: 'Visite' })).body.item;
    expect(galleryItemSchema.strict().parse(second.item)).toMatchObject({ mediaType: 'image', isActive: true, order: 2 });
    // The type defaults to image, or to video when the URL names a video file.
    expect(first.mediaType).toBe('video');

    const { status, body } = await admin.get<{ items: Item[] }>(`/api/admin/gallery-items?albumId=${album.id}`);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.id)).toEqual([first.id, second.item.id]);
    expect((await pub<{ album: { items: Item[] } }>(`/api/albums/${album.id}`)).body.album.items.map((i) => i.id)).toEqual([second.item.id]);

    const required = "L'identifiant de l'album est requis (paramètre albumId).";
    expectError(await admin.get('/api/admin/gallery-items'), 400, required);
    expectError(await admin.get('/api/admin/gallery-items?albumId=abc'), 400, required);
    expectError(await admin.get('/api/admin/gallery-items?albumId=999999'), 404, adminMessages.albumNotFound);
    expectError(await admin.get('/api/admin/gallery-items?albumId=9999999999'), 404, adminMessages.albumNotFound);
  });

  it('creates, updates (the public album follows), replaces its file, deletes', async () => {
    const album = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Sport', category: 'Activités' })).body.album;
    const a = await upload(await jpeg());
    const b = await upload(await jpeg());
    const created = await admin.post<{ item: Item }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: a, title: 'Match' });
    expect(created.status).toBe(201);
    const id = created.body.item.id;
    const updated = await admin.put<{ item: Item }>(`/api/admin/gallery-items/${id}`, { mediaUrl: b, title: 'Finale' });
    expect(updated.body.item).toMatchObject({ mediaUrl: b, title: 'Finale', albumId: album.id });
    expect(await stored(a)).toBe(false);
    expect((await pub<{ album: { items: Array<{ title: string }> } }>(`/api/albums/${album.id}`)).body.album.items.map((i) => i.title)).toEqual(['Finale']);

    await admin.put(`/api/admin/gallery-items/${id}`, { isActive: false });
    expect((await pub<{ album: { items: unknown[] } }>(`/api/albums/${album.id}`)).body.album.items).toEqual([]);
    expect((await admin.del(`/api/admin/gallery-items/${id}`)).status).toBe(200);
    expect(await stored(b)).toBe(false);
    expectError(await admin.del(`/api/admin/gallery-items/${id}`), 404, adminMessages.galleryItemNotFound);
  });

  it('gives a file stored here its own type: one that says otherwise is refused on the type field, in French, on create and update', async () => {
    const album = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Journée sportive', category: 'Activités' })).body.album;
    const video = await upload(await playableMp4());
    const photo = await upload(await jpeg());
    const items = async () => (await admin.get<{ items: Item[] }>(`/api/admin/gallery-items?albumId=${album.id}`)).body.items;
    const refused = (res: JsonResponse, message: string) => {
      expectError(res, 400, message);
      expect(res.body).toMatchObject({ fields: { mediaType: message } });
    };

    // The form's case: a video uploaded, then "Image" chosen.
    refused(await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: video, mediaType: 'image' }), adminMessages.mediaTypeOfFile('video'));
    refused(await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: photo, mediaType: 'video' }), adminMessages.mediaTypeOfFile('image'));
    expect(await items()).toEqual([]);

    const created = await admin.post<{ item: Item }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: video, mediaType: 'video', title: 'Relais' });
    expect(created.status).toBe(201);
    const id = created.body.item.id;
    refused(await admin.put(`/api/admin/gallery-items/${id}`, { mediaType: 'image' }), adminMessages.mediaTypeOfFile('video'));
    refused(await admin.put(`/api/admin/gallery-items/${id}`, { mediaUrl: photo, mediaType: 'video' }), adminMessages.mediaTypeOfFile('image'));
    expect((await items()).map((i) => [i.mediaUrl, i.mediaType])).toEqual([[video, 'video']]);
    // Another stored file without a type: the item takes the file's.
    const replaced = await admin.put<{ item: Item }>(`/api/admin/gallery-items/${id}`, { mediaUrl: photo });
    expect(replaced.status).toBe(200);
    expect(replaced.body.item).toMatchObject({ mediaUrl: photo, mediaType: 'image' });

    // An address elsewhere keeps the type the administrator chose: the server cannot know it.
    const elsewhere = await admin.post<{ item: Item }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: 'https://videos.example/course', mediaType: 'video' });
    expect(elsewhere.body.item.mediaType).toBe('video');

    // A row stored before the check with the wrong type is shown with its file's, to visitors too.
    const old = await server.factories.createGalleryItem({ albumId: album.id, mediaUrl: video, mediaType: 'image', title: 'Ancienne' });
    expect((await items()).find((i) => i.id === old.id)?.mediaType).toBe('video');
    expect((await pub<{ album: { items: Item[] } }>(`/api/albums/${album.id}`)).body.album.items.find((i) => i.id === old.id)?.mediaType).toBe('video');
  });

  it('keeps the hash of a file uploaded here, so the desktop app skips it as a duplicate', async () => {
    const album = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'Gala', category: 'Cérémonies' })).body.album;
    const bytes = await jpeg();
    const sent = await admin.upload<{ mediaUrl: string; contentHash: string }>('/api/admin/gallery-upload', 'media', { bytes, name: 'gala.jpg' });
    expect(sent.body.contentHash).toBe(createHash('sha256').update(bytes).digest('hex'));
    const hashes = async () => (await admin.get<{ hashes: string[] }>(`/api/admin/albums/${album.id}/hashes`)).body.hashes;

    const created = await admin.post<{ item: Item }>('/api/admin/gallery-items', { albumId: album.id, mediaUrl: sent.body.mediaUrl, contentHash: sent.body.contentHash });
    expect(created.status).toBe(201);
    expect(await hashes()).toEqual([sent.body.contentHash]);

    // The same file again in the same album: refused in French, nothing added.
    const again = await admin.upload<{ mediaUrl: string; contentHash: string }>('/api/admin/gallery-upload', 'media', { bytes, name: 'gala.jpg' });
    expectError(await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: again.body.mediaUrl, contentHash: again.body.contentHash }), 409, 'Déjà présent dans cet album.');
    expect((await admin.get<{ items: Item[] }>(`/api/admin/gallery-items?albumId=${album.id}`)).body.items).toHaveLength(1);
    expectError(await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: again.body.mediaUrl, contentHash: 'pas-une-empreinte' }), 400, 'Empreinte SHA-256 invalide.');

    // Another file put in its place without a hash: the old hash no longer describes the item.
    await admin.put(`/api/admin/gallery-items/${created.body.item.id}`, { mediaUrl: again.body.mediaUrl });
    expect(await hashes()).toEqual([]);
  });

  it('validates with French messages', async () => {
    expectError(await admin.post('/api/admin/gallery-items', { albumId: 999999, mediaUrl: '/media/x.jpg' }), 404, adminMessages.albumNotFound);
    const album = (await admin.post<{ album: Album }>('/api/admin/albums', { title: 'V', category: 'Campus' })).body.album;
    expectError(await admin.post('/api/admin/gallery-items', { albumId: album.id }), 400, "L'URL du média est requise");
    expectError(await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: '/media/x.jpg', mediaType: 'audio' }), 400, 'Le type de média doit être « image » ou « video ».');
    expectError(await admin.post('/api/admin/gallery-items', { albumId: album.id, mediaUrl: 'javascript:alert(1)' }), 400, "L'adresse du fichier doit commencer par « /media/ », « http:// » ou « https:// ».");
    expectError(await admin.put('/api/admin/gallery-items/1', {}), 400, 'Aucune modification à enregistrer.');
  });
});
