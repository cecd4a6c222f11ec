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
import type { Answer } from '../http/cache';
import { HttpError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { prepareSplicedBrotli, type SplicedBrotli } from '../http/spliced-brotli';
import { prepareSplicedGzip, type SplicedGzip } from '../http/spliced-gzip';
import { siteDistDir } from '../paths';
import { loadManifest } from './manifest';
import { accepts, loadStaticFiles, negotiate, type StaticFile } from './static-files';
import { pageCsp } from './csp';
import { UNAVAILABLE_PAGE_CSP, unavailablePage } from './unavailable-page';

type ReadResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };
interface SiteEntry {
  ready: Promise<unknown>;
  queriesFor(pathname: string): string[];
  pageModuleFor(pathname: string): string;
  isFixedPage(pathname: string): boolean;
  pageVariant(pathname: string, search: string): string;
  render(url: string, results: Record<string, ReadResult>, origin: string): { status: number; head: string; html: string; state: string; variant: string };
}

export interface PageRenderer {
  renderPage(c: Context, app: Hono): Promise<Response>;
  /**
   * The kept page of `pathname` and `search` (of the query, only what changes the page:
   * /tarifs's sheet) rendered for `origin` (the site's public origin as http/origin.ts reads
   * it), as renderPage would answer it; undefined when none is kept (or in development). A
   * brotli body is lent (Answer.release): for a caller that knows when the bytes are written.
   */
  cachedPage(pathname: string, search: string, origin: string, acceptEncoding: string | undefined): Answer | Promise<Answer> | undefined;
  /** Settles once every kept page of `pathname` is compressed (at once when none is kept). */
  compressed(pathname: string): Promise<void>;
  /** The administration single-page app (rendered in the browser, never cached). */
  renderAdmin(c: Context): Promise<Response>;
  renderError(c: Context, status: number): Response;
  serveAsset(c: Context): Response;
}

const NONCE = '__CSP_NONCE__';
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A kept page: its HTML with nonce slots, and once ready, the same compressed once. */
interface KeptPage {
  status: number;
  pathname: string;
  html: string;
  br?: SplicedBrotli;
  gzip?: SplicedGzip;
  /** Settles once both compressions are done (or given up). */
  compressed?: Promise<void>;
}

/** A nonce is 18 random bytes, base64: 24 characters, no padding (the brotli splice needs a fixed length). */
const NONCE_BYTES = 18;
const NONCE_LENGTH = 24;
// One call to the system's generator and one base64 encoding per 256 nonces rather than one
// per page answer: 18 bytes make exactly 24 characters, so the pool's text cuts into nonces.
let noncePool = '';
let nonceOffset = 0;
function newNonce(): string {
  if (nonceOffset + NONCE_LENGTH > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256).toString('base64');
    nonceOffset = 0;
  }
  nonceOffset += NONCE_LENGTH;
  return noncePool.slice(nonceOffset - NONCE_LENGTH, nonceOffset);
}

/**
 * A page with a fresh nonce in its CSP and scripts; both Hono's route and the fast path send
 * it. A kept page compressed once is answered at once; otherwise it is compressed now.
 * `lend`: a brotli body from the page's pool, to be released once written (fast path).
 */
function pageAnswer(page: KeptPage, acceptEncoding: string | undefined, lend = false): Answer | Promise<Answer> {
  const { status, html } = page;
  const nonce = newNonce();
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache, private',
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': pageCsp(nonce),
  };
  const br = accepts(acceptEncoding, 'br');
  const gzipOk = accepts(acceptEncoding, 'gzip');
  if (br && page.br) {
    headers['Content-Encoding'] = 'br';
    if (lend) {
      const { body, release } = page.br.lend(nonce);
      return { status, headers, body, release, shape: page.br };
    }
    return { status, headers, body: page.br.body(nonce), shape: page.br };
  }
  if (gzipOk && page.gzip) {
    headers['Content-Encoding'] = 'gzip';
    return { status, headers, body: page.gzip.body(nonce), shape: page.gzip };
  }
  return compressedNow(status, headers, html.replaceAll(NONCE, nonce), br, gzipOk);
}

async function compressedNow(status: number, headers: Record<string, string>, body: string, br: boolean, gzipOk: boolean): Promise<Answer> {
  if (br) {
    headers['Content-Encoding'] = 'br';
    return { status, headers, body: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (gzipOk) {
    headers['Content-Encoding'] = 'gzip';
    return { status, headers, body: await gz(body, { level: 6 }) };
  }
  return { status, headers, body };
}

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

  /** Kept pages, by origin, path and variant (pageKey). */
  const pages = new Map<string, KeptPage>();
  /** Renders under way, by the same key: an admin change drops them too, so none serves older content. */
  const rendering = new Map<string, Promise<KeptPage>>();
  /** The origins pages are kept for since the last change (see pageKey), with the visits each had since. */
  const origins = new Map<string, number>();
  deps.cache.onInvalidate(() => {
    pages.clear();
    rendering.clear();
    origins.clear();
  });

  /**
   * A page names its own address (canonical URL, Open Graph tags). Without PUBLIC_URL that
   * address is the one the request was sent to, Host header included: a page is kept for the
   * origin it was rendered for, or any visitor would be served a page naming the host a
   * stranger sent. A few origins only (the domain, the IP address, localhost), so made-up
   * hosts cannot fill the memory; when they are all taken, a new origin takes the place of the
   * least visited one (the oldest of equals), with its pages. First come was first kept: four
   * made-up hosts sent just after each change left the real domain rendered at every visit
   * (decision 050); now a stranger must send more requests than every visitor of the domain.
   * The variant is the part of the query the page draws from ("?site=marcory" on /tarifs,
   * decision 045), '' for any other query: one page per sheet, not one per address typed.
   */
  const pageKey = (origin: string, pathname: string, variant: string) => (deps.env.publicUrl ? pathname : origin + pathname) + variant;
  const variantOf = (pathname: string, search: string) => (search.length > 1 ? entry.pageVariant(pathname, search) : '');
  const MAX_ORIGINS = 4;

  function visited(origin: string) {
    const visits = origins.get(origin);
    if (visits !== undefined) origins.set(origin, visits + 1);
  }

  function keepOrigin(origin: string) {
    if (deps.env.publicUrl || origins.has(origin)) return;
    if (origins.size >= MAX_ORIGINS) {
      let least: string | undefined;
      for (const [kept, visits] of origins) if (least === undefined || visits < origins.get(least)!) least = kept;
      origins.delete(least!);
      for (const key of pages.keys()) if (key.startsWith(least + '/')) pages.delete(key);
    }
    origins.set(origin, 1);
  }

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

  async function send(c: Context, page: KeptPage) {
    const answer = await pageAnswer(page, c.req.header('accept-encoding'));
    // Buffers made here never sit on shared memory: the cast only narrows the type.
    return c.body(answer.body as Uint8Array<ArrayBuffer> | string, answer.status as 200, answer.headers);
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

  /** Characters no page's address holds and no redirect may carry: backslash and control characters. */
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  const UNSAFE_IN_PATH = /[\\\u0000-\u001f\u007f]/;

  /**
   * The page's one address: slashes not doubled, none at the end, and lower case, which every
   * fixed page's address is (the router matches any case, so /Contact showed the contact page
   * under a "not found" status and head). Fixed addresses only: in /actualites/:slug the case
   * is the slug's, and a wrong one is a 404.
   */
  function canonicalPath(pathname: string): string {
    let p = pathname.replace(/\/{2,}/g, '/');
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    if (/[A-Z]/.test(p) && !p.includes('%') && entry.isFixedPage(p.toLowerCase())) p = p.toLowerCase();
    return p;
  }

  /** Reads what the page needs, renders it, and keeps it when it is complete. */
  async function renderFresh(c: Context, app: Hono, pathname: string, variant: string, origin: string): Promise<KeptPage> {
    const version = deps.cache.version;
    const keys = entry.queriesFor(pathname);
    const results = Object.fromEntries(await Promise.all(keys.map(async (k) => [k, await read(app, k)] as const)));
    // The database is away: app.onError answers the plain French page, not a page of error blocks.
    if (Object.values(results).some((r) => !r.ok && r.status === 503)) throw new HttpError(503, messages.generic.unavailable);
    const page = entry.render(c.req.url, results, origin);
    const preload = manifest.preloadsFor(entry.pageModuleFor(pathname)).map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${NONCE}" />`);
    // One pass, by a function: a replacement string reads $`, $', $& and $$ in the page's texts
    // as patterns (a slogan "A$`B" copied the start of the page into it; decision 041), and
    // what one marker brings in is never searched for the next marker.
    const parts: Record<string, string> = {
      head: [page.head, ...preload].join('\n    '),
      html: page.html,
      state: `<script id="__RQ_STATE__" type="application/json">${page.state}</script>`,
    };
    const html = template.replace(/<!--app-(head|html|state)-->/g, (_marker, part: string) => parts[part]);
    const fresh: KeptPage = { status: page.status, pathname, html };
    // Only complete pages of known routes are kept: a failed read or a 404 is rendered afresh.
    // A variant naming nothing the page knows (a sheet since removed, a made-up value) draws the
    // page without it and is not kept: kept, any value typed would take a place in memory.
    const complete = page.status === 200 && page.variant === variant && Object.values(results).every((r) => r.ok || r.status === 404);
    if (complete && deps.cache.enabled && version === deps.cache.version && pages.size < 500) {
      keepOrigin(origin);
      pages.set(pageKey(origin, pathname, variant), fresh);
      // Compressed once, off the event loop, for every later visitor of this page.
      fresh.compressed = Promise.all([
        prepareSplicedGzip(html, NONCE).then(
          (gzip) => void (fresh.gzip = gzip),
          () => {},
        ),
        prepareSplicedBrotli(html, NONCE, NONCE_LENGTH).then(
          (br) => void (fresh.br = br),
          () => {},
        ),
      ]).then(() => {});
    }
    return fresh;
  }

  return {
    async renderPage(c, app) {
      const pathname = c.req.path;
      const file = files.get(pathname);
      if (file) return sendStatic(c, file);
      // One address per page: /contact/, //contact and /Contact lead to /contact. Otherwise each
      // spelling would be rendered and kept apart (a stranger could fill the cache with them),
      // and "//Campus" sent to "//campus" would leave the site for a host named campus.
      // A backslash or a control character (decoded from %5C, %09, %0D%0A…) is in no page's
      // address: never redirected, as "/\evil.example" or "/<tab>/evil.example" took a browser
      // to another host (and a CR/LF made the header a 500). Such a path is a plain 404.
      const canonical = canonicalPath(pathname);
      if (canonical !== pathname && !UNSAFE_IN_PATH.test(pathname)) return c.redirect(canonical + new URL(c.req.url).search, 301);
      if (dev) {
        entry = await loadEntry();
        template = await loadTemplate();
        adminTemplate = await loadAdminTemplate();
        files = await loadStaticFiles(path.join(distDir, 'client'));
        manifest = await loadManifest(distDir);
        pages.clear();
      }
      const origin = publicOrigin(c, deps.env);
      const variant = variantOf(pathname, new URL(c.req.url).search);
      const key = pageKey(origin, pathname, variant);
      visited(origin);
      const cached = pages.get(key);
      if (cached) return send(c, cached);
      // Visitors arriving together on a page not kept (after an admin change, say) share
      // one render instead of each reading and rendering it again.
      const shared = !dev && deps.cache.enabled;
      let pending = shared ? rendering.get(key) : undefined;
      if (!pending) {
        pending = renderFresh(c, app, pathname, variant, origin);
        if (shared) {
          const mine = pending;
          rendering.set(key, mine);
          const done = () => void (rendering.get(key) === mine && rendering.delete(key));
          mine.then(done, done);
        }
      }
      return send(c, await pending);
    },
    async compressed(pathname) {
      await Promise.all([...pages.values()].filter((p) => p.pathname === pathname).map((p) => p.compressed));
    },
    cachedPage(pathname, search, origin, acceptEncoding) {
      const cached = dev ? undefined : pages.get(pageKey(origin, pathname, variantOf(pathname, search)));
      if (!cached) return undefined;
      visited(origin);
      return pageAnswer(cached, acceptEncoding, true);
    },
    async renderAdmin(c) {
      if (dev) adminTemplate = await loadAdminTemplate();
      if (!adminTemplate) return c.text("L'administration n'est pas construite (pnpm build).", 503);
      const res = await send(c, { status: 200, pathname: c.req.path, html: adminTemplate });
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
