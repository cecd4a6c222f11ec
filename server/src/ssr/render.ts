// Server rendering of the public site. For each page the server reads the API paths the
// page needs through its own routes (in-process, same validation and cache as a browser
// would get), renders the React tree with that data, and embeds the data so the client
// hydrates without refetching. Rendered pages are kept until the next admin change.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { messages } from '@ecole/shared/messages';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { prepareSplicedGzip, type SplicedGzip } from '../http/spliced-gzip';
import { siteDistDir } from '../paths';
import { loadManifest } from './manifest';
import { loadStaticFiles, negotiate, type StaticFile } from './static-files';
import { pageCsp } from './csp';
import { UNAVAILABLE_PAGE_CSP, unavailablePage } from './unavailable-page';

type ReadResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };
interface SiteEntry {
  ready: Promise<unknown>;
  queriesFor(pathname: string): string[];
  pageModuleFor(pathname: string): string;
  render(url: string, results: Record<string, ReadResult>, origin: string): { status: number; head: string; html: string; state: string };
}

export interface PageRenderer {
  renderPage(c: Context, app: Hono): Promise<Response>;
  /** The administration single-page app (rendered in the browser, never cached). */
  renderAdmin(c: Context): Promise<Response>;
  renderError(c: Context, status: number): Response;
  serveAsset(c: Context): Response;
}

const NONCE = '__CSP_NONCE__';
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function createPageRenderer(deps: AppDeps, distDir = siteDistDir): Promise<PageRenderer> {
  const dev = deps.env.nodeEnv === 'development';
  const entryPath = pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href;
  const loadEntry = async (): Promise<SiteEntry> => {
    const e = (await import(dev ? `${entryPath}?t=${Date.now()}` : entryPath)) as SiteEntry;
    await e.ready;
    return e;
  };
  const loadTemplate = async () =>
    (await readFile(path.join(distDir, 'client', 'index.html'), 'utf8')).replace(/<script\b/g, `<script nonce="${NONCE}"`).replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${NONCE}"`);

  const loadAdminTemplate = async () =>
    (await readFile(path.join(distDir, 'client', 'admin.html'), 'utf8').catch(() => '')).replace(/<script\b/g, `<script nonce="${NONCE}"`).replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${NONCE}"`);

  let entry = await loadEntry();
  let template = await loadTemplate();
  let adminTemplate = await loadAdminTemplate();
  let files = await loadStaticFiles(path.join(distDir, 'client'));
  let manifest = await loadManifest(distDir);

  const pages = new Map<string, { status: number; html: string; gzip?: SplicedGzip }>();
  deps.cache.onInvalidate(() => pages.clear());

  async function read(app: Hono, key: string): Promise<ReadResult> {
    const res = await app.request(key, { headers: { accept: 'application/json' } });
    const text = await res.text();
    if (res.ok) return { ok: true, data: text ? JSON.parse(text) : null };
    let message = res.statusText;
    try {
      message = (JSON.parse(text) as { error?: string }).error ?? message;
    } catch {
      /* not JSON: keep the status text */
    }
    return { ok: false, status: res.status, message };
  }

  /** `spliced`: the page compressed once (a kept page), preferred over compressing it now. */
  async function send(c: Context, status: number, html: string, spliced?: SplicedGzip) {
    const nonce = randomBytes(16).toString('base64');
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache, private',
      Vary: 'Accept-Encoding',
      'Content-Security-Policy': pageCsp(nonce),
    };
    const accept = c.req.header('accept-encoding') ?? '';
    if (spliced && /\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      return c.body(spliced.body(nonce) as Uint8Array<ArrayBuffer>, status as 200, headers);
    }
    const body = html.replaceAll(NONCE, nonce);
    if (/\bbr\b/.test(accept)) {
      headers['Content-Encoding'] = 'br';
      return c.body(new Uint8Array(await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })), status as 200, headers);
    }
    if (/\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      return c.body(new Uint8Array(await gz(body, { level: 6 })), status as 200, headers);
    }
    return c.body(body, status as 200, headers);
  }

  function sendStatic(c: Context, file: StaticFile) {
    const { body, encoding } = negotiate(file, c.req.header('accept-encoding'));
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  }

  return {
    async renderPage(c, app) {
      const pathname = c.req.path;
      const file = files.get(pathname);
      if (file) return sendStatic(c, file);
      if (dev) {
        entry = await loadEntry();
        template = await loadTemplate();
        adminTemplate = await loadAdminTemplate();
        files = await loadStaticFiles(path.join(distDir, 'client'));
        manifest = await loadManifest(distDir);
        pages.clear();
      }
      const cached = pages.get(pathname);
      if (cached) return send(c, cached.status, cached.html, cached.gzip);

      const version = deps.cache.version;
      const keys = entry.queriesFor(pathname);
      const results = Object.fromEntries(await Promise.all(keys.map(async (k) => [k, await read(app, k)] as const)));
      // The database is away: app.onError answers the plain French page, not a page of error blocks.
      if (Object.values(results).some((r) => !r.ok && r.status === 503)) throw new HttpError(503, messages.generic.unavailable);
      const origin = publicOrigin(c, deps.env);
      const page = entry.render(c.req.url, results, origin);
      const preload = manifest.preloadsFor(entry.pageModuleFor(pathname)).map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${NONCE}" />`);
      const html = template
        .replace('<!--app-head-->', [page.head, ...preload].join('\n    '))
        .replace('<!--app-html-->', page.html)
        .replace('<!--app-state-->', `<script id="__RQ_STATE__" type="application/json">${page.state}</script>`);
      // Only complete pages of known routes are kept: a failed read or a 404 is rendered afresh.
      const complete = page.status === 200 && Object.values(results).every((r) => r.ok || r.status === 404);
      if (complete && deps.cache.enabled && version === deps.cache.version && pages.size < 500) {
        const kept: { status: number; html: string; gzip?: SplicedGzip } = { status: page.status, html };
        pages.set(pathname, kept);
        // Compressed once, off the event loop, for every later visitor of this page.
        prepareSplicedGzip(html, NONCE).then(
          (gzip) => void (kept.gzip = gzip),
          () => {},
        );
      }
      return send(c, page.status, html);
    },
    async renderAdmin(c) {
      if (dev) adminTemplate = await loadAdminTemplate();
      if (!adminTemplate) return c.text("L'administration n'est pas construite (pnpm build).", 503);
      const res = await send(c, 200, adminTemplate);
      res.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return res;
    },
    renderError(c, status) {
      return c.html(unavailablePage(status), status as 500, { 'Cache-Control': 'no-store', 'Content-Security-Policy': UNAVAILABLE_PAGE_CSP });
    },
    serveAsset(c) {
      const file = files.get(c.req.path);
      if (!file) return c.text('Fichier introuvable.', 404, { 'Cache-Control': 'no-store' });
      return sendStatic(c, file);
    },
  };
}
