// Page addresses are lower case: one typed with capitals leads to the page itself, never
// to the page's content under a "not found" status and head.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(() => server?.close());

describe('page addresses typed with capitals', () => {
  it('are sent to the lower-case address, query kept', async () => {
    for (const [typed, target] of [
      ['/Contact', '/contact'],
      ['/FILIERES', '/filieres'],
      ['/A-Propos?x=1', '/a-propos?x=1'],
    ]) {
      const res = await fetch(server.url + typed, { redirect: 'manual' });
      expect(res.status, typed).toBe(301);
      expect(res.headers.get('location'), typed).toBe(target);
      const page = await fetch(server.url + typed);
      expect(page.status, typed).toBe(200);
      expect(await page.text(), typed).not.toContain('Page introuvable');
    }
  });

  it('sends doubled and trailing slashes to the one address, never to another host', async () => {
    const slug = (await server.factories.createNews({ title: 'Une adresse unique' })).slug;
    for (const [typed, target] of [
      ['/contact/', '/contact'],
      ['/contact//', '/contact'],
      ['//contact', '/contact'],
      // A Location of "//campus" would send the browser to a host named campus.
      ['//Campus', '/campus'],
      ['///tarifs?x=1', '/tarifs?x=1'],
      [`/actualites/${slug}/`, `/actualites/${slug}`],
      ['/actualites//', '/actualites'],
    ]) {
      const res = await rawGet(typed);
      expect(res.status, typed).toBe(301);
      expect(res.location, typed).toBe(target);
    }
  });

  it('never redirects a path holding a backslash or a control character: a browser read "/\\host" or "/<tab>/host" as another host', async () => {
    for (const typed of ['/%5Cevil.example/', '/%5C%5Cevil.example/phish/', '/%09/evil.example/', '/%0D%0ASet-Cookie:%20x=1/', '/contact%5C/']) {
      const res = await rawGet(typed);
      expect(res.status, typed).toBe(404);
      expect(res.location, typed).toBeUndefined();
    }
  });

  it('leaves the rest as it is: not a page, a slug or an id, percent-escapes', async () => {
    for (const path of ['/api/News', '/n-existe-Pas', '/actualites/Rentree', '/galerie/NaN', '/%3Cscript%3E']) {
      expect((await fetch(server.url + path, { redirect: 'manual' })).status, path).toBe(404);
    }
  });
});

/** A GET with its path sent as written (fetch would resolve "//host" or dot segments). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      })
      .on('error', reject)
      .end();
  });
}
