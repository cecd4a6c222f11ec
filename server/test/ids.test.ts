// Path parameters a visitor (or a scanner) may type: every one ends in a JSON 404, never
// a 500, with PGlite and with PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { apiErrorSchema } from '@ecole/shared/schemas/common';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Real rows, so a lookup that ignored its parameter would find something.
  const f = server.factories;
  await f.createNews({ title: 'Présente' });
  await f.createProject({ title: 'Présent' });
  await f.createAlbum({ title: 'Présent' });
});
afterAll(() => server?.close());

/** Raw path segments, already percent-encoded where a browser would encode them. */
const BAD_IDS = [
  'abc',
  '%2E%2E%2Fx', // ../x in one segment
  '..%2F..%2Fetc%2Fpasswd',
  '1%20OR%201%3D1',
  "1'%3B%20DROP%20TABLE%20news%3B--",
  '9'.repeat(500),
  '2147483648', // one past the largest int4 id
  '99999999999999999999',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '01',
  '%00',
  '1%00',
  '%ZZ',
  '%C3%A9t%C3%A9',
  'x'.repeat(5000),
];

const ENDPOINTS: Array<[string, (id: string) => string, string]> = [
  ['project', (id) => `/api/projects/${id}`, messages.projects.notFound],
  ['album', (id) => `/api/albums/${id}`, messages.albums.notFound],
  ['news', (id) => `/api/news/${id}`, messages.news.notFound],
  ['news images', (id) => `/api/news/${id}/images`, messages.news.notFound],
];

describe.each(ENDPOINTS)('%s with a bad id', (_name, pathOf, notFound) => {
  it.each(BAD_IDS.map((id) => [id.length > 40 ? `${id.slice(0, 20)}… (${id.length} chars)` : id, id]))('%s -> 404 JSON', async (_label, id) => {
    const { status, body, res } = await fetchJson(server.url + pathOf(id));
    expect(status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(apiErrorSchema.parse(body)).toEqual({ success: false, error: notFound });
  });
});

describe('unnormalised traversal', () => {
  it('/api/projects/../x is resolved by the client to another path, still a JSON 404', async () => {
    const { status, body } = await fetchJson(`${server.url}/api/projects/../x`);
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).error).toBe(messages.generic.routeNotFound);
  });
});

describe('the server survives', () => {
  it('still answers after all of the above', async () => {
    const { status } = await fetchJson(`${server.url}/api/news`);
    expect(status).toBe(200);
  });
});
