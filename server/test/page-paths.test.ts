// Page addresses are lower case: one typed with capitals leads to the page itself, never
// to the page's content under a "not found" status and head.
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

  it('leaves the rest as it is: not a page, a slug or an id, percent-escapes', async () => {
    for (const path of ['/api/News', '/n-existe-Pas', '/actualites/Rentree', '/galerie/NaN', '/%3Cscript%3E']) {
      expect((await fetch(server.url + path, { redirect: 'manual' })).status, path).toBe(404);
    }
  });
});
