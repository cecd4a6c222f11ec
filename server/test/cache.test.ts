// The public GET cache (server/src/http/cache.ts): ETag and 304, revalidation headers,
// errors never cached, and writes visible once the cache is invalidated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { programListSchema } from '@ecole/shared/schemas/programs';
import { news, programs } from '../src/db/schema';
import { PUBLIC_API_CACHE_CONTROL } from '../src/http/cache';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const PUBLIC_GETS = [
  '/api/content',
  '/api/sliders',
  '/api/founder-message',
  '/api/institutes',
  '/api/programs',
  '/api/news',
  '/api/news?limit=4',
  '/api/projects',
  '/api/tariffs',
  '/api/albums',
];

describe('public GET cache', () => {
  it.each(PUBLIC_GETS)('%s: ETag, revalidation header set by the middleware alone, 304 on a match', async (path) => {
    const first = await fetch(server.url + path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Exactly the middleware's policy: a handler that set its own would show up here.
    expect(first.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    const body = await first.text();

    const again = await fetch(server.url + path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(body);

    const revalidated = await fetch(server.url + path, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    expect(await revalidated.text()).toBe('');

    const stale = await fetch(server.url + path, { headers: { 'If-None-Match': '"autre"' } });
    expect(stale.status).toBe(200);
  });

  it('shows a row inserted through the database only after deps.cache.invalidate()', async () => {
    const before = await fetchJson(`${server.url}/api/programs`);
    const etag = before.res.headers.get('etag');

    // Written behind the cache's back: the cached answer is still served.
    await server.deps.db.insert(programs).values({ name: 'Logistique', category: 'BTS INDUSTRIEL' });
    const cached = await fetchJson(`${server.url}/api/programs`);
    expect(cached.body).toEqual(before.body);

    server.deps.cache.invalidate();
    const fresh = await fetchJson(`${server.url}/api/programs`);
    expect(programListSchema.parse(fresh.body).programs.map((p) => p.name)).toContain('Logistique');
    expect(fresh.res.headers.get('etag')).not.toBe(etag);

    const revalidated = await fetch(`${server.url}/api/programs`, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(200);
  });

  it("keeps its answers through a stranger's write refused on the administration (a PUT on the login path dropped every cache)", async () => {
    const before = await fetchJson(`${server.url}/api/programs`);
    await server.deps.db.insert(programs).values({ name: 'Écrite derrière le cache', category: 'BTS TERTIAIRES' });
    const origin = { Origin: server.url, 'Content-Type': 'application/json' };
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${server.url}/api/admin/login`, { method, headers: origin, body: '{}' });
      // Only the login's POST is open without a session.
      expect(res.status, method).toBe(401);
    }
    expect((await fetch(`${server.url}/api/admin/sliders/1`, { method: 'DELETE', headers: origin })).status).toBe(401);
    expect((await fetchJson(`${server.url}/api/programs`)).body).toEqual(before.body);
    server.deps.cache.invalidate();
  });

  it('never caches a 404: an article published afterwards is found at once', async () => {
    const missing = await fetchJson(`${server.url}/api/news/bientot-publie`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: messages.news.notFound });
    expect(missing.res.headers.get('cache-control')).toBe('no-store');
    expect(missing.res.headers.get('etag')).toBeNull();

    // No invalidate() on purpose: only successful answers are kept.
    await server.deps.db
      .insert(news)
      .values({ title: 'Bientôt publié', slug: 'bientot-publie', date: '2025-06-01', category: 'Formation', author: 'Rédaction' });
    const found = await fetchJson(`${server.url}/api/news/bientot-publie`);
    expect(found.status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404 in French', async () => {
    for (const path of ['/api/inconnu', '/api/news/a/b/c', '/api/programs/1']) {
      const { status, body, res } = await fetchJson(server.url + path);
      expect(status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(body).toEqual({ success: false, error: messages.generic.routeNotFound });
    }
  });

  it('does not cache or answer writes on public GET paths', async () => {
    const { status, res } = await fetchJson(`${server.url}/api/news`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});
