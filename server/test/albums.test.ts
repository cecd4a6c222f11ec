// GET /api/albums and /api/albums/:id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { albumListSchema, albumResponseSchema, albumSchema, galleryItemSchema } from '@ecole/shared/schemas/albums';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => fetchJson(server.url + path);

describe('GET /api/albums', () => {
  it('answers { success, albums }: active only, by order, then newest first', async () => {
    const f = server.factories;
    const older = await f.createAlbum({ title: 'Rentrée', order: 1, createdAt: new Date('2024-09-01T10:00:00Z') });
    const newer = await f.createAlbum({ title: 'Gala', order: 1, createdAt: new Date('2025-02-01T10:00:00Z') });
    const first = await f.createAlbum({ title: 'Campus', order: 0, coverImage: '/media/cover.jpg', description: 'Nos locaux' });
    await f.createAlbum({ title: 'Privé', order: 0, isActive: false });

    const { status, body } = await get('/api/albums');
    expect(status).toBe(200);
    const list = albumListSchema.parse(body);
    expect(list.success).toBe(true);
    expect(list.albums.map((a) => a.id)).toEqual([first.id, newer.id, older.id]);
    expect(list.albums[0]).toMatchObject({ title: 'Campus', coverImage: '/media/cover.jpg', description: 'Nos locaux', category: 'Campus' });
    expect(list.albums[2].createdAt).toBe('2024-09-01T10:00:00.000Z');
    for (const a of (body as { albums: object[] }).albums) expect(Object.keys(a).sort()).toEqual(Object.keys(albumSchema.shape).sort());
  });
});

describe('GET /api/albums/:id', () => {
  it('answers the album with its active items by order, then id', async () => {
    const f = server.factories;
    const album = await f.createAlbum({ title: 'Remise des diplômes' });
    const other = await f.createAlbum({ title: 'Autre' });
    const video = await f.createGalleryItem({
      albumId: album.id,
      order: 2,
      mediaType: 'video',
      mediaUrl: '/media/film.mp4',
      thumbnailUrl: '/media/film.jpg',
      title: 'Le film',
    });
    const photo1 = await f.createGalleryItem({ albumId: album.id, order: 1, description: 'Le podium' });
    const photo2 = await f.createGalleryItem({ albumId: album.id, order: 1 });
    await f.createGalleryItem({ albumId: album.id, order: 0, isActive: false });
    await f.createGalleryItem({ albumId: other.id, order: 0 });

    const { status, body } = await get(`/api/albums/${album.id}`);
    expect(status).toBe(200);
    const parsed = albumResponseSchema.parse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.album).toMatchObject({ id: album.id, title: 'Remise des diplômes', isActive: true });
    expect(parsed.album.items.map((i) => i.id)).toEqual([photo1.id, photo2.id, video.id]);
    expect(parsed.album.items[2]).toEqual({
      id: video.id,
      albumId: album.id,
      title: 'Le film',
      description: null,
      mediaUrl: '/media/film.mp4',
      mediaType: 'video',
      thumbnailUrl: '/media/film.jpg',
      isActive: true,
      order: 2,
    });
    const raw = body as { album: { items: object[] } };
    expect(Object.keys(raw.album).sort()).toEqual([...Object.keys(albumSchema.shape), 'items'].sort());
    for (const item of raw.album.items) expect(Object.keys(item).sort()).toEqual(Object.keys(galleryItemSchema.shape).sort());
  });

  it('answers an empty items list for an album without media', async () => {
    const album = await server.factories.createAlbum({ title: 'Vide' });
    const parsed = albumResponseSchema.parse((await get(`/api/albums/${album.id}`)).body);
    expect(parsed.album.items).toEqual([]);
  });

  it('answers 404 { success: false, error } for an inactive or unknown album', async () => {
    const hidden = await server.factories.createAlbum({ isActive: false });
    for (const path of [`/api/albums/${hidden.id}`, '/api/albums/777777']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ success: false, error: messages.albums.notFound });
    }
  });
});
