// Administration of news and their image galleries (admin-back-office.md sections 3, 5, 7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { adminNewsImageSchema, adminNewsSchema } from '@ecole/shared/schemas/news';
import { rowsOf } from '../src/db/client';
import { loginAsAdmin, mediaFiles, tempFiles, type AdminSession } from './helpers/admin';
import { jpeg, png } from './helpers/media-fixtures';
import { fetchJson, startTestServer, type JsonResponse, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

type News = { id: number; slug: string; title: string; content: string | null; imageUrl: string | null; isActive: boolean; featured: boolean; order: number; date: string };
type Image = { id: number; newsId: number; imageUrl: string; caption: string | null; order: number };

const pub = <T>(path: string) => fetchJson<T>(server.url + path);
const expectError = (res: JsonResponse, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error });
};
let n = 0;
const article = (o: Record<string, unknown> = {}) => ({
  title: `Remise des diplômes ${++n}`,
  slug: `remise-des-diplomes-${n}`,
  summary: 'La promotion 2025 à l’honneur.',
  content: 'Une belle cérémonie.',
  date: '2025-07-12',
  category: 'Événements',
  author: 'Direction',
  ...o,
});
const create = async (o: Record<string, unknown> = {}) => (await admin.post<{ news: News }>('/api/admin/news', article(o))).body.news;
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const uploadTemp = async () =>
  (await admin.upload<{ image: { imageUrl: string } }>('/api/admin/news/temp/images/upload', 'image', { bytes: await jpeg(), name: 'a.jpg' })).body.image.imageUrl;
const stored = async (url: string) => (await mediaFiles(server)).some((f) => f.includes(url.slice('/media/'.length).replace(/\.\w+$/, '')));

describe('news', () => {
  it('creates (201) with the admin shape, lists inactive ones too by date, the public API follows', async () => {
    const res = await admin.post<{ success: true; news: News }>('/api/admin/news', article({ title: 'Forum des métiers', slug: 'forum-des-metiers', date: '2025-11-03', featured: true }));
    expect(res.status).toBe(201);
    const created = adminNewsSchema.strict().parse(res.body.news);
    expect(created).toMatchObject({ slug: 'forum-des-metiers', featured: true, isActive: true, order: 1, imageUrl: null });
    expect((await pub<News>('/api/news/forum-des-metiers')).body.title).toBe('Forum des métiers');

    const hidden = await create({ date: '2026-01-05', isActive: false });
    const list = (await admin.get<{ news: News[] }>('/api/admin/news')).body.news;
    expect(list.map((a) => a.id).slice(0, 2)).toEqual([hidden.id, created.id]);
    expect((await pub<{ news: News[] }>('/api/news')).body.news.map((a) => a.id)).not.toContain(hidden.id);

    const shown = await admin.put<{ news: News }>(`/api/admin/news/${hidden.id}`, { isActive: true, title: 'Nouveau titre' });
    expect(shown.body.news).toMatchObject({ isActive: true, title: 'Nouveau titre', slug: hidden.slug });
    expect((await pub<News>(`/api/news/${hidden.slug}`)).body.title).toBe('Nouveau titre');
  });

  it('keeps one article "À la une": featuring one, on create or update, un-features the others, which the public list shows in its grid', async () => {
    const featuredIds = async () => (await admin.get<{ news: News[] }>('/api/admin/news')).body.news.filter((a) => a.featured).map((a) => a.id);
    const a = await create({ date: '2025-09-01', featured: true });
    const b = await create({ date: '2025-09-02', featured: true });
    expect(await featuredIds()).toEqual([b.id]);
    // Featuring an older article again by update moves the badge back to it.
    const again = await admin.put<{ news: News }>(`/api/admin/news/${a.id}`, { featured: true });
    expect(again.status).toBe(200);
    expect(again.body.news.featured).toBe(true);
    expect(await featuredIds()).toEqual([a.id]);
    // A save that leaves the flag alone, or an article saved without it, moves nothing.
    expect((await admin.put(`/api/admin/news/${b.id}`, { title: 'Autre titre', featured: false })).status).toBe(200);
    expect((await admin.put(`/api/admin/news/${a.id}`, { summary: 'Résumé revu' })).status).toBe(200);
    await create({ date: '2025-09-03' });
    expect(await featuredIds()).toEqual([a.id]);
    const pubList = (await pub<{ news: News[] }>('/api/news')).body.news;
    expect(pubList.filter((x) => x.featured).map((x) => x.id)).toEqual([a.id]);
    expect(pubList.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // Several featured at once (two tabs, the desktop app): one wins, never two.
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.post<{ news: News }>('/api/admin/news', article({ date: '2025-09-10', featured: true, title: `Rafale ${i} ${++n}` }))));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(201));
    const after = await featuredIds();
    expect(after).toHaveLength(1);
    expect(burst.map((r) => r.body.news.id)).toContain(after[0]);
  });

  it('sanitises the content before it is stored', async () => {
    const created = await create({
      content: '<p>Bienvenue <a href="https://partenaire.example">chez nous</a></p><script>alert(1)</script><img src="javascript:x" onerror="alert(2)">',
    });
    expect(created.content).toBe('<p>Bienvenue <a href="https://partenaire.example" rel="noopener noreferrer" target="_blank">chez nous</a></p>');
    const [row] = rowsOf<{ content: string }>(await server.deps.db.execute(sql`SELECT content FROM news WHERE id = ${created.id}`));
    expect(row.content).toBe(created.content);
    const plain = await create({ content: 'Ligne 1\nLigne 2' });
    expect(plain.content).toBe('Ligne 1<br />Ligne 2');
  });

  it('refuses a slug already used by another article with 409', async () => {
    const a = await create({ slug: 'journee-portes-ouvertes' });
    expectError(await admin.post('/api/admin/news', article({ slug: 'journee-portes-ouvertes' })), 409, adminMessages.newsSlugTaken);
    const b = await create();
    expectError(await admin.put(`/api/admin/news/${b.id}`, { slug: 'journee-portes-ouvertes' }), 409, adminMessages.newsSlugTaken);
    // Saving an article with its own slug is not a conflict.
    expect((await admin.put(`/api/admin/news/${a.id}`, { slug: 'journee-portes-ouvertes', summary: 'x' })).status).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const without = (field: string) => {
      const { [field]: _omitted, ...rest } = article() as Record<string, unknown>;
      return rest;
    };
    expectError(await admin.post('/api/admin/news', without('title')), 400, 'Le titre est requis');
    expectError(await admin.post('/api/admin/news', without('slug')), 400, 'Le slug est requis');
    expectError(await admin.post('/api/admin/news', without('date')), 400, 'La date est requise');
    expectError(await admin.post('/api/admin/news', without('category')), 400, 'La catégorie est requise');
    expectError(await admin.post('/api/admin/news', without('author')), 400, "L'auteur est requis");
    expectError(await admin.post('/api/admin/news', article({ category: 'Sport' })), 400, 'La catégorie est requise');
    expectError(await admin.post('/api/admin/news', article({ slug: 'Avec Espaces' })), 400, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.');
    expectError(await admin.post('/api/admin/news', article({ date: '2025-02-30' })), 400, "La date n'est pas valide.");
    expectError(await admin.put('/api/admin/news/999999', { title: 'x' }), 404, adminMessages.newsNotFound);
  });

  it('stores an inline imageData through the image pipeline, and removes it when replaced', async () => {
    const created = await create({ imageData: dataUrl(await jpeg(), 'image/jpeg'), imageUrl: 'https://ignoree.example/a.jpg' });
    expect(created.imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    expect(await stored(created.imageUrl!)).toBe(true);
    const updated = await admin.put<{ news: News }>(`/api/admin/news/${created.id}`, { imageData: dataUrl(await png(), 'image/png') });
    expect(updated.body.news.imageUrl).toMatch(/\.png$/);
    expect(await stored(created.imageUrl!)).toBe(false);
    expect(await stored(updated.body.news.imageUrl!)).toBe(true);
  });

  it('judges imageData by its content and size, leaving no file behind', async () => {
    const before = await mediaFiles(server);
    const fake = dataUrl(Buffer.from('<?php system($_GET["c"]); ?>'.repeat(10)), 'image/png');
    expectError(await admin.post('/api/admin/news', article({ imageData: fake })), 415, 'Type de fichier non autorisé. Utilisez JPG, PNG, GIF ou WebP.');
    expectError(await admin.post('/api/admin/news', article({ imageData: 'data:text/html;base64,PHNjcmlwdD4=' })), 400, 'Type de fichier non autorisé. Utilisez JPG, PNG, GIF ou WebP.');
    const big = Buffer.alloc(10 * 1024 * 1024 + 3, 0x20);
    (await jpeg()).copy(big);
    expectError(await admin.post('/api/admin/news', article({ imageData: dataUrl(big) })), 413, 'Le fichier est trop volumineux. Taille maximale : 10MB');
    // A conflict found before the image is stored costs no file either.
    await create({ slug: 'deja-pris' });
    expectError(await admin.post('/api/admin/news', article({ slug: 'deja-pris', imageData: dataUrl(await jpeg()) })), 409, adminMessages.newsSlugTaken);
    expect(await mediaFiles(server)).toEqual(before);
    expect(await tempFiles(server)).toEqual([]);
  });

  it('allows about 14 MB on news writes only; every other JSON call keeps the 100 KB limit', async () => {
    const huge = await admin.post('/api/admin/news', article({ content: 'x'.repeat(15 * 1024 * 1024) }));
    expectError(huge, 413, 'Le fichier est trop volumineux. Taille maximale : 10MB');
    const slider = await admin.post('/api/admin/sliders', { title: 'Long', description: 'x'.repeat(200 * 1024) });
    expectError(slider, 413, 'La requête est trop volumineuse.');
  });

  it('deletes an article with its gallery, and every file only it used', async () => {
    const cover = await uploadTemp();
    const inline = await uploadTemp();
    const shared = await uploadTemp();
    const a = await create({ imageUrl: cover, content: `<p>Photo :</p><img src="${inline}" alt="">` });
    const other = await create({ imageUrl: shared });
    const g1 = await admin.upload<{ image: Image }>(`/api/admin/news/${a.id}/images/upload`, 'image', { bytes: await jpeg(), name: 'g1.jpg' }, { order: '1' });
    const g2 = await admin.post<{ image: Image }>(`/api/admin/news/${a.id}/images`, { imageUrl: shared, caption: 'Partagée' });
    expect(g2.status).toBe(201);
    expect((await pub<{ images: Image[] }>(`/api/news/${a.slug}/images`)).body.images).toHaveLength(2);

    expect((await admin.del(`/api/admin/news/${a.id}`)).body).toEqual({ success: true });
    expect((await pub(`/api/news/${a.slug}`)).status).toBe(404);
    const left = rowsOf<{ n: number }>(await server.deps.db.execute(sql`SELECT count(*)::int AS n FROM news_images WHERE news_id = ${a.id}`));
    expect(left[0].n).toBe(0);
    expect(await stored(cover)).toBe(false);
    expect(await stored(inline)).toBe(false);
    expect(await stored(g1.body.image.imageUrl)).toBe(false);
    // Still the picture of another article.
    expect(await stored(shared)).toBe(true);
    await admin.del(`/api/admin/news/${other.id}`);
    expect(await stored(shared)).toBe(false);
  });
});

describe('news images', () => {
  it('lists by order, adds last by default, updates caption and order (move up/down), deletes with its file', async () => {
    const a = await create();
    expect((await admin.get(`/api/admin/news/${a.id}/images`)).body).toEqual({ images: [] });
    const first = (await admin.post<{ image: Image }>(`/api/admin/news/${a.id}/images`, { imageUrl: await uploadTemp(), caption: 'Première' })).body.image;
    const second = (await admin.post<{ image: Image }>(`/api/admin/news/${a.id}/images`, { imageUrl: await uploadTemp() })).body.image;
    expect(adminNewsImageSchema.strict().parse(first)).toMatchObject({ newsId: a.id, order: 1, caption: 'Première' });
    expect(second.order).toBe(2);

    // The screen swaps two neighbours with two order updates.
    expect((await admin.put<{ image: Image }>(`/api/admin/news-images/${first.id}`, { order: 2 })).body.image.order).toBe(2);
    await admin.put(`/api/admin/news-images/${second.id}`, { order: 1, caption: 'Désormais première' });
    const list = (await admin.get<{ images: Image[] }>(`/api/admin/news/${a.id}/images`)).body.images;
    expect(list.map((i) => [i.id, i.order, i.caption])).toEqual([
      [second.id, 1, 'Désormais première'],
      [first.id, 2, 'Première'],
    ]);
    expect((await pub<{ images: Image[] }>(`/api/news/${a.slug}/images`)).body.images.map((i) => i.id)).toEqual([second.id, first.id]);

    expect((await admin.del(`/api/admin/news-images/${first.id}`)).status).toBe(200);
    expect(await stored(first.imageUrl)).toBe(false);
    expect((await pub<{ images: Image[] }>(`/api/news/${a.slug}/images`)).body.images.map((i) => i.id)).toEqual([second.id]);
  });

  it('adds an image after the last one even when deletions left gaps in the orders', async () => {
    const a = await create();
    const add = async () => (await admin.post<{ image: Image }>(`/api/admin/news/${a.id}/images`, { imageUrl: await uploadTemp() })).body.image;
    const [one, two, three] = [await add(), await add(), await add()];
    await admin.del(`/api/admin/news-images/${one.id}`);
    await admin.del(`/api/admin/news-images/${two.id}`);
    const added = await add();
    expect(added.order).toBe(4);
    expect((await pub<{ images: Image[] }>(`/api/news/${a.slug}/images`)).body.images.map((i) => i.id)).toEqual([three.id, added.id]);
  });

  it('answers 404 and 400 in French', async () => {
    expectError(await admin.get('/api/admin/news/999999/images'), 404, adminMessages.newsNotFound);
    expectError(await admin.post('/api/admin/news/999999/images', { imageUrl: '/media/x.jpg' }), 404, adminMessages.newsNotFound);
    expectError(await admin.put('/api/admin/news-images/999999', { caption: 'x' }), 404, adminMessages.newsImageNotFound);
    expectError(await admin.del('/api/admin/news-images/abc'), 404, adminMessages.newsImageNotFound);
    const a = await create();
    expectError(await admin.post(`/api/admin/news/${a.id}/images`, { caption: 'sans image' }), 400, "L'image est requise");
    expectError(await admin.put('/api/admin/news-images/1', {}), 400, 'Aucune modification à enregistrer.');
  });
});
