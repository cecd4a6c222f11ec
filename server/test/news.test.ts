// GET /api/news, /api/news/:param (slug or id), /api/news/:param/images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { apiErrorSchema } from '@ecole/shared/schemas/common';
import { newsImageListSchema, newsListSchema, newsSchema, newsSummarySchema } from '@ecole/shared/schemas/news';
import { api } from '@ecole/shared/api';
import { pageState, queryData } from './helpers/page-state';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => fetchJson(server.url + path);
// The list carries every field but the content, which only the article's own answer has.
const summaryKeys = Object.keys(newsSummarySchema.shape).sort();

describe('GET /api/news', () => {
  it('answers active articles only, newest date first, then highest id', async () => {
    const f = server.factories;
    const old = await f.createNews({ title: 'Rentrée 2024', date: '2024-09-02' });
    const sameDayFirst = await f.createNews({ title: 'Forum des entreprises', date: '2025-03-15' });
    const sameDaySecond = await f.createNews({ title: 'Partenariat canadien', date: '2025-03-15', featured: true });
    await f.createNews({ title: 'Brouillon', date: '2026-01-01', isActive: false });

    const { status, body } = await get('/api/news');
    expect(status).toBe(200);
    const { news } = newsListSchema.parse(body);
    expect(news.map((n) => n.id)).toEqual([sameDaySecond.id, sameDayFirst.id, old.id]);
    expect(news[0]).toMatchObject({ featured: true, isActive: true, date: '2025-03-15', category: 'Formation' });
    for (const item of (body as { news: object[] }).news) expect(Object.keys(item).sort()).toEqual(summaryKeys);
  });
});

describe('GET /api/news?limit=n', () => {
  it('keeps the first n articles of the same order', async () => {
    const f = server.factories;
    for (let day = 10; day < 16; day++) await f.createNews({ title: `Article du ${day} mai`, date: `2026-05-${day}` });
    const all = newsListSchema.parse((await get('/api/news')).body).news;
    for (const limit of [1, 4, 50]) {
      const { status, body } = await get(`/api/news?limit=${limit}`);
      expect(status, String(limit)).toBe(200);
      expect(newsListSchema.parse(body).news).toEqual(all.slice(0, limit));
    }
  });

  it('refuses a limit that is not a whole number from 1 to 50, in French', async () => {
    for (const limit of ['0', '51', '999', '1000', '-1', '+4', '4.5', '1e1', '0x4', 'quatre', '', '%20', '4%00']) {
      const { status, body, res } = await get(`/api/news?limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(res.headers.get('content-type'), limit).toContain('application/json');
      expect(apiErrorSchema.parse(body), limit).toMatchObject({ success: false, error: messages.news.invalidLimit });
    }
    const twice = await get('/api/news?limit=1&limit=2');
    expect(twice.status).toBe(400);
    expect(apiErrorSchema.parse(twice.body)).toMatchObject({ success: false, error: messages.generic.invalidPayload });
  });
});

describe('the home page', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ pages: true });
  });
  afterAll(() => site?.close());

  it('carries its four recent news in its HTML, not the whole archive', async () => {
    const archive = Array.from({ length: 30 }, (_, i) => `Archive ${String(i + 1).padStart(2, '0')}`);
    for (const [i, title] of archive.entries()) await site.factories.createNews({ title, date: `2026-04-${String(i + 1).padStart(2, '0')}` });

    const html = await (await fetch(`${site.url}/`)).text();
    const state = pageState(html);
    const keys = state.queries.map((q) => q.queryKey[0]);
    expect(keys).toContain(api.recentNews);
    expect(keys).not.toContain(api.news);
    const recent = newsListSchema.parse(queryData(state, api.recentNews)).news;
    expect(recent.map((n) => n.title)).toEqual(['Archive 30', 'Archive 29', 'Archive 28', 'Archive 27']);
    for (const title of archive.slice(0, 26)) expect(html).not.toContain(title);
    // The cards themselves, server-rendered.
    for (const title of archive.slice(26)) expect(html).toContain(`>${title}</a>`);
  });
});

describe('the /actualites page', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ pages: true });
  });
  afterAll(() => site?.close());

  it('hides no active article when old rows hold two featured ones: the newest on top, the other in the grid', async () => {
    const f = site.factories;
    const olderFeatured = await f.createNews({ title: 'Remise des prix 2024', date: '2024-06-20', featured: true });
    const newerFeatured = await f.createNews({ title: 'Nouveau campus de Cocody', date: '2025-02-10', featured: true });
    const plain = await f.createNews({ title: 'Semaine des métiers', date: '2025-05-05' });
    await f.createNews({ title: 'Brouillon à la une', date: '2026-01-01', featured: true, isActive: false });

    const html = await (await fetch(`${site.url}/actualites`)).text();
    // The page as shown, without the data it embeds for hydration.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const [top, grid] = main.split('id="toutes-actualites"');
    expect(grid).toBeDefined();
    expect(top).toContain(`>${newerFeatured.title}</a>`);
    expect(top).not.toContain(olderFeatured.title);
    for (const item of [olderFeatured, plain]) expect(grid).toContain(`>${item.title}</a>`);
    expect(grid).not.toContain(newerFeatured.title);
    expect(main).not.toContain('Brouillon à la une');
  });
});

describe('GET /api/news/:param', () => {
  it('finds an article by its slug and answers the object itself', async () => {
    const created = await server.factories.createNews({ title: 'Journée portes ouvertes', slug: 'journee-portes-ouvertes' });
    const { status, body } = await get('/api/news/journee-portes-ouvertes');
    expect(status).toBe(200);
    const article = newsSchema.strict().parse(body);
    expect(article).toMatchObject({ id: created.id, slug: 'journee-portes-ouvertes', title: 'Journée portes ouvertes' });
  });

  it('finds an article by its numeric id', async () => {
    const created = await server.factories.createNews({ title: 'Remise des diplômes' });
    const { status, body } = await get(`/api/news/${created.id}`);
    expect(status).toBe(200);
    expect(newsSchema.parse(body)).toMatchObject({ id: created.id, slug: created.slug });
  });

  it('prefers a slug made of digits over the id of another article', async () => {
    const target = await server.factories.createNews({ title: 'Cible' });
    const digits = await server.factories.createNews({ title: 'Promotion', slug: String(target.id) });
    const { body } = await get(`/api/news/${target.id}`);
    expect(newsSchema.parse(body).id).toBe(digits.id);
  });

  it('answers 404 in French for an unknown or inactive article', async () => {
    const hidden = await server.factories.createNews({ title: 'Caché', slug: 'cache', isActive: false });
    for (const path of ['/api/news/introuvable', '/api/news/cache', `/api/news/${hidden.id}`, '/api/news/999999']) {
      const { status, body, res } = await get(path);
      expect(status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(apiErrorSchema.parse(body)).toEqual({ success: false, error: messages.news.notFound });
    }
  });

  it('serves sanitised content: scripts and handlers removed, newlines as line breaks', async () => {
    const created = await server.factories.createNews({
      title: 'Contenu brut',
      content: 'Première ligne\nDeuxième <strong>ligne</strong><script>alert(1)</script>\n<img src="x" onerror="alert(1)">',
    });
    const { body } = await get(`/api/news/${created.slug}`);
    expect(newsSchema.parse(body).content).toBe('Première ligne<br />Deuxième <strong>ligne</strong><br />');
  });

  it('keeps a null content and summary as null', async () => {
    const created = await server.factories.createNews({ title: 'Sans texte', content: null, summary: null });
    const article = newsSchema.parse((await get(`/api/news/${created.id}`)).body);
    expect(article.content).toBeNull();
    expect(article.summary).toBeNull();
  });
});

describe('GET /api/news/:param/images', () => {
  it('answers the gallery by order, then id, by slug or by id', async () => {
    const f = server.factories;
    const article = await f.createNews({ title: 'Galerie', slug: 'galerie-photos' });
    const other = await f.createNews({ title: 'Autre' });
    const third = await f.createNewsImage({ newsId: article.id, order: 2, imageUrl: '/media/3.jpg' });
    const first = await f.createNewsImage({ newsId: article.id, order: 1, imageUrl: '/media/1.jpg', caption: 'La cérémonie' });
    const second = await f.createNewsImage({ newsId: article.id, order: 1, imageUrl: '/media/2.jpg' });
    await f.createNewsImage({ newsId: other.id, order: 0 });

    for (const param of ['galerie-photos', String(article.id)]) {
      const { status, body } = await get(`/api/news/${param}/images`);
      expect(status).toBe(200);
      const { images } = newsImageListSchema.parse(body);
      expect(images).toEqual([
        { id: first.id, imageUrl: '/media/1.jpg', caption: 'La cérémonie' },
        { id: second.id, imageUrl: '/media/2.jpg', caption: null },
        { id: third.id, imageUrl: '/media/3.jpg', caption: null },
      ]);
      for (const image of (body as { images: object[] }).images) expect(Object.keys(image).sort()).toEqual(['caption', 'id', 'imageUrl']);
    }
  });

  it('answers an empty list for an article without images', async () => {
    const article = await server.factories.createNews({ title: 'Sans images' });
    expect((await get(`/api/news/${article.slug}/images`)).body).toEqual({ images: [] });
  });

  it('answers 404 for the images of an unknown or inactive article', async () => {
    const hidden = await server.factories.createNews({ title: 'Retirée', isActive: false });
    await server.factories.createNewsImage({ newsId: hidden.id });
    for (const path of [`/api/news/${hidden.slug}/images`, `/api/news/${hidden.id}/images`, '/api/news/inconnue/images']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ success: false, error: messages.news.notFound });
    }
  });
});
