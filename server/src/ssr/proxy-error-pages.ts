// nginx's own answers, in French. In front of the server (deploy/nginx-ecole.conf), nginx
// answers a few requests itself: 502 or 504 while the server restarts (at every update),
// 429 past its connection limit per address, 413 past its body limit. Its built-in pages
// are English ("502 Bad Gateway") and carry none of the site's headers. These are the
// site's own: a page, or the API's JSON error under /api/, with the security headers every
// answer has. `pnpm build` writes them next to the server's build (server/dist/proxy/),
// with the nginx lines that serve them, so that they follow the messages they quote.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@ecole/shared/messages';
import { errorBody } from '../http/errors';
import { securityDefaults } from '../http/security-headers';
import { plainPage, UNAVAILABLE_PAGE_CSP, unavailablePage } from './unavailable-page';

/** Where nginx sends its refusals internally; never reachable from outside. */
export const PROXY_PAGES_PREFIX = '/__ecole/';

interface Refusal {
  /** The status the visitor gets. */
  status: number;
  /** The statuses of nginx's own that become this one. */
  from: number[];
  page: string;
  message: string;
}

const home = { href: '/', text: "Revenir à l'accueil" };

export const PROXY_REFUSALS: readonly Refusal[] = [
  // The server restarting or not answering: to a visitor, the site is briefly unavailable.
  { status: 503, from: [502, 504], page: unavailablePage(503), message: messages.generic.unavailable },
  { status: 429, from: [429], page: plainPage({ title: 'Trop de requêtes', paragraphs: [messages.generic.rateLimited], link: home }), message: messages.generic.rateLimited },
  { status: 413, from: [413], page: plainPage({ title: 'Envoi trop volumineux', paragraphs: [messages.generic.payloadTooLarge], link: home }), message: messages.generic.payloadTooLarge },
];

/** An nginx string: double-quoted, so it must hold no quote, no backslash and no variable. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`not an nginx literal: ${value}`);
  return `"${value}"`;
}

const errorPages = (ext: 'html' | 'json') =>
  PROXY_REFUSALS.map((r) => {
    const becomes = r.from.length === 1 && r.from[0] === r.status ? '' : `=${r.status} `;
    return `error_page ${r.from.join(' ')} ${becomes}${PROXY_PAGES_PREFIX}${r.status}.${ext};`;
  }).join('\n');

const GENERATED = '# Written by `pnpm build` (server/src/ssr/proxy-error-pages.ts): do not edit.';

/**
 * The files, by name: `<status>.html` and `<status>.json`; `pages.conf`, included in nginx's
 * server block (its pages, and the internal location that serves every file from `dir`);
 * `api.conf`, included in the locations of the API, whose clients read JSON.
 */
export function proxyErrorFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const r of PROXY_REFUSALS) {
    files[`${r.status}.html`] = r.page;
    files[`${r.status}.json`] = `${JSON.stringify(errorBody(r.message))}\n`;
  }
  // The page's policy (its inline style by hash) rather than the default, which forbids it.
  const headers = { ...securityDefaults(true), 'Content-Security-Policy': UNAVAILABLE_PAGE_CSP, 'Cache-Control': 'no-store' };
  files['pages.conf'] = [
    GENERATED,
    errorPages('html'),
    `location ^~ ${PROXY_PAGES_PREFIX} {`,
    '    internal;',
    `    alias ${quoted(`${path.resolve(dir)}/`)};`,
    '    types { text/html html; application/json json; }',
    '    charset utf-8;',
    '    charset_types application/json;',
    ...Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    '}',
    '',
  ].join('\n');
  files['api.conf'] = `${GENERATED}\n${errorPages('json')}\n`;
  return files;
}

export function writeProxyErrorFiles(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(proxyErrorFiles(dir))) writeFileSync(path.join(dir, name), text);
}
