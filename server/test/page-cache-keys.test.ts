// A kept page names its own address (canonical URL, Open Graph tags). Without PUBLIC_URL that
// address comes from the request's Host (or X-Forwarded-Host behind a trusted proxy): a page
// rendered for a host a stranger names must never be served to other visitors, and made-up
// hosts must not fill the memory.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true, fastPath: true, env: { trustProxy: true } });
});
afterAll(() => server?.close());

function ask(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject)
      .end();
  });
}

/** Asks twice: the second answer is a kept page's when the first was kept. */
async function askTwice(path: string, headers: Record<string, string> = {}) {
  await ask(path, headers);
  const hits = server.fastPath!.hits;
  const second = await ask(path, headers);
  return { ...second, kept: server.fastPath!.hits === hits + 1 };
}

describe('kept pages and the host they name', () => {
  it('a page rendered for a Host or X-Forwarded-Host a stranger sends is never served to other visitors', async () => {
    server.deps.cache.invalidate();
    for (const [path, forged] of [
      ['/contact', { Host: 'evil.example' }],
      ['/tarifs', { 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'https' }],
    ] as const) {
      const theirs = await askTwice(path, forged);
      expect(theirs.status).toBe(200);
      const ours = await askTwice(path);
      expect(ours.status).toBe(200);
      expect(ours.kept, path).toBe(true);
      expect(ours.text).not.toMatch(/evil\.example|attacker\.example/);
      expect(ours.text).toContain(`<link rel="canonical" href="${server.url}${path}"`);
    }
  });

  it('keeps pages for a few origins at once: made-up hosts sent first do not keep the site out (decision 050)', async () => {
    server.deps.cache.invalidate();
    /** One request: whether it was answered from memory. */
    const keptNow = async (headers: Record<string, string> = {}) => {
      const hits = server.fastPath!.hits;
      const res = await ask('/a-propos', headers);
      expect(res.status).toBe(200);
      return server.fastPath!.hits === hits + 1;
    };
    // A stranger's four made-up hosts, sent just after a change, take the four places.
    for (let i = 1; i <= 4; i++) expect((await askTwice('/a-propos', { Host: `h${i}.example` })).kept).toBe(true);
    // The site's own origin then takes the place of the least visited (the oldest of equals)...
    expect((await askTwice('/a-propos')).kept).toBe(true);
    expect(await keptNow({ Host: 'h1.example' })).toBe(false);
    for (let i = 0; i < 3; i++) expect(await keptNow()).toBe(true);
    // ...and more made-up hosts only take one another's places: the site's pages stay in memory.
    for (let i = 5; i <= 12; i++) {
      const theirs = await askTwice('/a-propos', { Host: `h${i}.example` });
      expect(theirs.text).toContain(`http://h${i}.example/a-propos`);
      expect(await keptNow()).toBe(true);
    }
    // Four places only: the made-up hosts of before were let go.
    expect(await keptNow({ Host: 'h5.example' })).toBe(false);
  });
});

describe('kept pages and the tariff sheet in the address (decision 045)', () => {
  /** The text of the tab the page was drawn with selected. */
  const selectedTab = (html: string) => /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]*)<\/button>/.exec(html)?.[1];

  it('keeps one page per sheet, drawn on its tab, and none for a value that names no sheet', async () => {
    await server.factories.createTariff({ site: 'Site de Cocody', programName: 'BTS' });
    await server.factories.createTariff({ site: 'Site de Marcory', programName: 'BTS' });
    server.deps.cache.invalidate();
    const marcory = await askTwice('/tarifs?site=marcory');
    expect(marcory.status).toBe(200);
    expect(marcory.kept).toBe(true);
    expect(selectedTab(marcory.text)).toBe('Site de Marcory');
    // The plain page is its own: the first tab, whichever was asked first.
    const plain = await askTwice('/tarifs');
    expect(plain.kept).toBe(true);
    expect(selectedTab(plain.text)).toBe('Site de Cocody');
    expect(selectedTab((await ask('/tarifs?site=marcory')).text)).toBe('Site de Marcory');
    // Another parameter or a value no sheet has: the page on its first tab; a made-up value is not kept.
    for (const path of ['/tarifs?utm_source=whatsapp', '/tarifs?site=Marcory']) {
      const other = await askTwice(path);
      expect(other.kept, path).toBe(true);
      expect(selectedTab(other.text), path).toBe('Site de Cocody');
    }
    const unknown = await askTwice('/tarifs?site=nulle-part');
    expect(unknown.status).toBe(200);
    expect(unknown.kept).toBe(false);
    expect(selectedTab(unknown.text)).toBe('Site de Cocody');
    // Through Hono as through the fast path.
    server.fastPath!.enabled = false;
    try {
      expect(selectedTab((await ask('/tarifs?site=marcory')).text)).toBe('Site de Marcory');
      expect(selectedTab((await ask('/tarifs')).text)).toBe('Site de Cocody');
    } finally {
      server.fastPath!.enabled = true;
    }
  });
});
