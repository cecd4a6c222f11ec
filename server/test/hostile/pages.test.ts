// Hostile addresses of the server-rendered public pages (the site's build): a 404 page in
// French, never a 500, nothing internal in the HTML, the submitted text never echoed raw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { BAD_IDS } from './families';
import { hostileTests, rawRequest, type HostileCase, type HostileContext } from './harness';

let server: TestServer;
let ctx: HostileContext;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  const article = await server.factories.createNews({ title: 'Remise des diplômes' });
  ctx = { server, adminToken: '', adminId: 0, ids: { article: article.slug } };
});
afterAll(() => server?.close());

const SCRIPT = '%3Cscript%3Ealert(1)%3C%2Fscript%3E';

function cases(): HostileCase[] {
  const page = (name: string, path: string, method = 'GET'): HostileCase => ({ name, method, path, page: true, status: 404 });
  const list: HostileCase[] = [];
  for (const [name, id] of BAD_IDS) {
    list.push(page(`article: ${name}`, `/actualites/${id}`), page(`project: ${name}`, `/cabinet/${id}`), page(`album: ${name}`, `/galerie/${id}`));
  }
  list.push(
    page('unknown page', '/page-inexistante'),
    page('script in an unknown path', `/${SCRIPT}`),
    page('traversal to the server sources', '/..%2f..%2fserver%2fsrc%2fapp.ts'),
    page('traversal to the environment file', '/%2e%2e/%2e%2e/.env'),
    page('a page under a page', '/filieres/..%2f..%2fetc%2fpasswd'),
    page('slug of 5000 characters', `/actualites/${'a'.repeat(5000)}`),
    page('existing slug with a NUL', '/actualites/{article}%00'),
  );
  return list;
}

describe('hostile input: public pages', () => {
  const count = hostileTests(cases, () => ctx);
  it('has every family of bad ids on each page with an id', () => expect(count).toBeGreaterThan(60));

  it('never writes the address back as markup', async () => {
    const res = await rawRequest(server.url, 'GET', `/actualites/${SCRIPT}?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`, {});
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x onerror/i);
  });
});
