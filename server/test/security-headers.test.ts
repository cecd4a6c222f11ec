// Security headers on every kind of answer (server/src/http/security-headers.ts), the pages'
// nonce policies (ssr/csp.ts), the error page's hashed style, media that never render as
// active content, and HSTS only over HTTPS.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums } from '../src/db/schema';
import { siteDistDir } from '../src/paths';
import { ingestImage } from '../src/media/images';
import { loginAsAdmin, type AdminSession } from './helpers/admin';
import { startTestServer, type TestServer } from './helpers/server';

let site: TestServer;
let admin: AdminSession;
let image: string;
beforeAll(async () => {
  site = await startTestServer({ pages: true });
  admin = await loginAsAdmin(site);
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 80, b: 160 } } }).jpeg().toBuffer();
  ({ name: image } = await ingestImage(site.deps.media, jpeg, 'jpg'));
});
afterAll(() => site?.close());

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Directives of a Content-Security-Policy, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([n]) => n).map(([n, ...v]) => [n, v]));
}

function expectSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(res.headers.get(name), `${name} on ${what}`).toBe(value);
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, `${what}`).toContain(`${feature}=()`);
  const csp = directives(res.headers.get('content-security-policy'));
  // Media keep their own sandboxing policy; X-Frame-Options forbids framing them.
  if (!csp.has('sandbox')) expect(csp.get('frame-ancestors'), `frame-ancestors on ${what}`).toEqual(["'none'"]);
  // Over plain HTTP (no PUBLIC_URL, no proxy): never HSTS.
  expect(res.headers.get('strict-transport-security'), `HSTS on ${what}`).toBeNull();
  return csp;
}

/** A page's policy: nonce-only scripts matching the page's own script tags. */
async function expectNoncePolicy(res: Response, what: string) {
  const csp = expectSecurityHeaders(res, what);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scripts.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
  expect(nonce, `nonce on ${what}`).toBeTruthy();
  for (const d of ['object-src', 'base-uri', 'frame-ancestors']) expect(csp.get(d), `${d} on ${what}`).toEqual(["'none'"]);
  const html = await res.text();
  // Data blocks (JSON state, JSON-LD) never run; every other script must carry the nonce.
  const executable = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  expect(executable.length, `scripts on ${what}`).toBeGreaterThan(0);
  for (const attrs of executable) expect(attrs, `script on ${what}`).toContain(`nonce="${nonce}"`);
  return nonce;
}

describe('every kind of answer carries the security headers', () => {
  it('public API JSON, its 304, and an API 404', async () => {
    const first = await fetch(`${site.url}/api/programs`);
    expect(first.status).toBe(200);
    const csp = expectSecurityHeaders(first, 'public API');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const notModified = await fetch(`${site.url}/api/programs`, { headers: { 'If-None-Match': etag! } });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified, 'public API 304');
    const missing = await fetch(`${site.url}/api/nope`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'API 404');
  });

  it('the admin API, with and without a session', async () => {
    const anonymous = await fetch(`${site.url}/api/admin/me`);
    expect(anonymous.status).toBe(401);
    expectSecurityHeaders(anonymous, 'admin API 401');
    const me = await fetch(`${site.url}/api/admin/me`, { headers: { Cookie: admin.cookie } });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me, 'admin API');
  });

  it('an oversized body (413) closes with the headers too', async () => {
    const res = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expectSecurityHeaders(res, '413');
  });

  it('media: sandboxed, never sniffed, inline only for pictures; their 304 and 404 too', async () => {
    for (const path of [`/media/${image}`, `/media/w320/${image.replace(/\.jpg$/, '.webp')}`]) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(200);
      const csp = expectSecurityHeaders(res, path);
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.has('sandbox'), path).toBe(true);
      expect(res.headers.get('content-type'), path).toMatch(/^image\/(jpeg|webp)$/);
      const notModified = await fetch(site.url + path, { headers: { 'If-None-Match': res.headers.get('etag')! } });
      expect(notModified.status).toBe(304);
      expect(directives(notModified.headers.get('content-security-policy')).has('sandbox')).toBe(true);
      expectSecurityHeaders(notModified, `${path} 304`);
    }
    const missing = await fetch(`${site.url}/media/${'0'.repeat(32)}.jpg`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'media 404');
  });

  it('an SVG or HTML page cannot be uploaded at all, whatever its name and declared type', async () => {
    const hostile = [
      { text: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', name: 'logo.svg', type: 'image/svg+xml' },
      { text: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', name: 'photo.jpg', type: 'image/jpeg' },
      { text: '<!doctype html><script>alert(1)</script>', name: 'page.png', type: 'image/png' },
      { text: '<!doctype html><script>alert(1)</script>', name: 'page.html', type: 'text/html' },
    ];
    for (const { text, name, type } of hostile) {
      const { status } = await admin.upload('/api/admin/gallery-upload', 'media', { bytes: Buffer.from(text), name, type });
      expect(status, name).toBe(415);
    }
  });

  it('built assets, robots.txt and sitemap.xml', async () => {
    const adminPage = await (await fetch(`${site.url}/admin`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(adminPage)?.[1];
    expect(asset).toBeTruthy();
    for (const path of [asset!, '/favicon.svg', '/robots.txt', '/sitemap.xml']) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(200);
      expect(directives(res.headers.get('content-security-policy')).get('default-src'), path).toEqual(["'none'"]);
      expectSecurityHeaders(res, path);
    }
    const missing = await fetch(`${site.url}/assets/absent.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'asset 404');
  });

  it('every file of the client build is served with its own type, the HTML templates only rendered', async () => {
    const root = path.join(siteDistDir, 'client');
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && !/\.(map|br|gz|tmp)$/.test(e.name) && !path.join(e.parentPath, e.name).includes(`${path.sep}.vite${path.sep}`))
      .map((e) => '/' + path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    // The shared preview image of every page (og:image): crawlers ignore one sent as octet-stream.
    expect(files).toContain('/og-default.jpg');
    for (const file of files) {
      const res = await fetch(site.url + file);
      await res.arrayBuffer();
      if (file.endsWith('.html')) {
        // Raw templates, with their nonce marks: the pages are /, /admin and the others.
        expect(res.headers.get('content-type'), file).toMatch(/^text\/html/);
        expect(res.status, file).toBe(404);
        continue;
      }
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).not.toBe('application/octet-stream');
    }
    const og = await fetch(`${site.url}/og-default.jpg`);
    expect(og.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await og.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('server-rendered pages (a 404 page included) have a fresh nonce policy each time', async () => {
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    const first = await expectNoncePolicy(home, 'home page');
    const again = await expectNoncePolicy(await fetch(`${site.url}/`), 'home page (cached)');
    expect(again).not.toBe(first);
    const notFound = await fetch(`${site.url}/page-qui-n-existe-pas`);
    expect(notFound.status).toBe(404);
    await expectNoncePolicy(notFound, 'page 404');
  });

  it('the administration page has a nonce policy too', async () => {
    for (const path of ['/admin', '/admin/login']) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(200);
      await expectNoncePolicy(res, path);
    }
  });

  it('the error page: a strict policy allowing only its own style, by hash', async () => {
    // A query that fails (its table briefly renamed) makes the sitemap throw.
    const table = getTableName(albums);
    await site.deps.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_away"`));
    const res = await fetch(`${site.url}/sitemap.xml`).finally(() => site.deps.db.execute(sql.raw(`ALTER TABLE "${table}_away" RENAME TO "${table}"`)));
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = expectSecurityHeaders(res, 'error page');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const html = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(style).toBeTruthy();
    expect(csp.get('style-src')).toEqual([`'sha256-${createHash('sha256').update(style!).digest('base64')}'`]);
    expect(html).not.toMatch(/<script/i);
  });
});

describe('HSTS only over HTTPS', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { trustProxy: true } });
  });
  afterAll(() => proxied?.close());

  it('behind a trusted proxy: HSTS for X-Forwarded-Proto https, none for http or without the header', async () => {
    const overHttps = await fetch(`${proxied.url}/api/programs`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    for (const headers of [{ 'X-Forwarded-Proto': 'http' }, {}] as Array<Record<string, string>>) {
      const res = await fetch(`${proxied.url}/api/programs`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('a proxy header is ignored when the proxy is not trusted', async () => {
    const res = await fetch(`${site.url}/robots.txt`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
