// nginx's own answers in French (ssr/proxy-error-pages.ts) and the deploy file that serves
// them (deploy/nginx-ecole.conf). bench/nginx.mjs runs them in a real nginx.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { securityDefaults } from '../src/http/security-headers';
import { PROXY_PAGES_PREFIX, proxyErrorFiles, writeProxyErrorFiles } from '../src/ssr/proxy-error-pages';
import { UNAVAILABLE_PAGE_CSP } from '../src/ssr/unavailable-page';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ecole-proxy-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = proxyErrorFiles(dir);
const deployConf = readFileSync(fileURLToPath(new URL('../../deploy/nginx-ecole.conf', import.meta.url)), 'utf8');

/** `error_page <from…> [=<status>] <uri>;` lines of an nginx text. */
const errorPages = (conf: string) =>
  [...conf.matchAll(/^\s*error_page ((?:\d{3} )+)(?:=(\d{3}) )?(\S+);$/gm)].map((m) => ({ from: m[1].trim().split(' ').map(Number), status: m[2] ? Number(m[2]) : undefined, uri: m[3] }));

describe("nginx's refusals", () => {
  it('are French pages and the API\'s JSON errors, for 502/504 (as 503), 429 and 413', () => {
    expect(JSON.parse(files['503.json'])).toEqual({ success: false, error: messages.generic.unavailable });
    expect(JSON.parse(files['429.json'])).toEqual({ success: false, error: messages.generic.rateLimited });
    expect(JSON.parse(files['413.json'])).toEqual({ success: false, error: messages.generic.payloadTooLarge });
    expect(files['503.html']).toContain('<title>Site momentanément indisponible</title>');
    expect(files['429.html']).toContain('<h1>Trop de requêtes</h1>');
    expect(files['413.html']).toContain('<h1>Envoi trop volumineux</h1>');
    for (const page of ['503.html', '429.html', '413.html']) {
      expect(files[page]).toContain('<html lang="fr">');
      expect(files[page]).not.toMatch(/<script|https?:\/\//);
    }
  });

  it('send every status through the site\'s pages, HTML at the server level and JSON in the API\'s locations', () => {
    const expected = [
      { from: [502, 504], status: 503, name: '503' },
      { from: [429], status: undefined, name: '429' },
      { from: [413], status: undefined, name: '413' },
    ];
    expect(errorPages(files['pages.conf'])).toEqual(expected.map((e) => ({ from: e.from, status: e.status, uri: `${PROXY_PAGES_PREFIX}${e.name}.html` })));
    expect(errorPages(files['api.conf'])).toEqual(expected.map((e) => ({ from: e.from, status: e.status, uri: `${PROXY_PAGES_PREFIX}${e.name}.json` })));
  });

  it('are served only inside nginx, with every security header of the site and the page\'s own policy', () => {
    const location = /location \^~ (\S+) \{([\s\S]*?)\n\}/.exec(files['pages.conf']);
    expect(location?.[1]).toBe(PROXY_PAGES_PREFIX);
    const body = location![2];
    expect(body).toMatch(/^\s*internal;$/m);
    expect(body).toContain(`alias "${path.resolve(dir)}/";`);
    const headers = Object.fromEntries([...body.matchAll(/^\s*add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]));
    expect(headers).toEqual({ ...securityDefaults(true), 'Content-Security-Policy': UNAVAILABLE_PAGE_CSP, 'Cache-Control': 'no-store' });
  });

  it('are written as files, each one every error_page names', () => {
    writeProxyErrorFiles(dir);
    const written = readdirSync(dir).sort();
    expect(written).toEqual(Object.keys(files).sort());
    for (const line of [...errorPages(files['pages.conf']), ...errorPages(files['api.conf'])]) expect(written).toContain(line.uri.slice(PROXY_PAGES_PREFIX.length));
    for (const name of written) expect(readFileSync(path.join(dir, name), 'utf8')).toBe(files[name]);
  });
});

describe('deploy/nginx-ecole.conf', () => {
  const servers = deployConf.split(/^server \{$/m).slice(1);
  const https = servers.find((s) => /listen 443 ssl/.test(s))!;
  const locations = [...https.matchAll(/^ {4}location (.+?) \{\n([\s\S]*?)^ {4}\}$/gm)].map((m) => ({ match: m[1], body: m[2] }));

  it('includes the pages where nginx answers HTTPS, from the build of the app it serves', () => {
    expect(https).toMatch(/^ {4}include \/srv\/ecole\/app\/server\/dist\/proxy\/pages\.conf;$/m);
    expect(servers.filter((s) => s.includes('pages.conf'))).toHaveLength(1);
  });

  it("gives every location of the API its JSON errors, and the pages' location none", () => {
    const api = locations.filter((l) => l.match === '/api/' || l.match.startsWith('~ ^/api/'));
    expect(api.map((l) => l.match)).toHaveLength(2);
    for (const l of api) expect(l.body, l.match).toMatch(/^ {8}include \/srv\/ecole\/app\/server\/dist\/proxy\/api\.conf;$/m);
    const pages = locations.find((l) => l.match === '/')!;
    expect(pages.body).not.toContain('api.conf');
  });
});
