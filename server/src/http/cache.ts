// Public answers change only when the administrator edits. They are kept in memory,
// keyed by URL, and dropped all at once by `invalidate()` after any write. Clients
// revalidate every time (no-cache) and get a cheap 304 through the ETag. A kept answer
// is compressed once, in the background, so a cache hit only picks bytes to send.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { negotiate } from '../ssr/static-files';

interface Entry {
  body: string;
  status: number;
  contentType: string;
  etag: string;
}

interface StoredEntry extends Entry {
  bytes: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Below this, compression saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

export class PublicCache {
  private entries = new Map<string, StoredEntry>();
  private listeners = new Set<() => void>();
  /** Bumped on every invalidation, so a render started before a write is not stored after it. */
  version = 0;
  /** False (PAGE_CACHE=off, for measuring renders): nothing is kept, every read is computed. */
  readonly enabled: boolean;

  constructor(opts: { enabled?: boolean } = {}) {
    this.enabled = opts.enabled ?? true;
  }

  get(key: string): StoredEntry | undefined {
    return this.entries.get(key);
  }
  set(key: string, version: number, entry: Omit<Entry, 'etag'>) {
    if (!this.enabled || version !== this.version) return;
    if (this.entries.size > 2000) this.entries.clear();
    const stored: StoredEntry = { ...entry, etag: etagOf(entry.body), bytes: Buffer.from(entry.body) };
    this.entries.set(key, stored);
    if (stored.bytes.length >= COMPRESS_FROM_BYTES) void compress(stored);
  }
  invalidate() {
    this.version++;
    this.entries.clear();
    for (const l of this.listeners) l();
  }
  onInvalidate(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Off the event loop (zlib's thread pool); until done, the entry is sent uncompressed. */
async function compress(entry: StoredEntry) {
  try {
    const [br, gzipped] = await Promise.all([brotli(entry.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gz(entry.bytes, { level: 9 })]);
    entry.br = br;
    entry.gzip = gzipped;
  } catch {
    // Stays uncompressed: correct, only larger.
  }
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export const PUBLIC_API_CACHE_CONTROL = 'public, no-cache';

/** A complete answer (before the security headers and the request id), whichever path sends it. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string | null;
  /** For a body lent from a pool (a kept page on the fast path): called once its bytes are written. */
  release?: () => void;
  /**
   * Answers given the same `shape` have the same headers (names, order, values) but for the
   * Content-Security-Policy value (a page's nonce): the fast path writes their head text once
   * (fast-path.ts). The object of a kept body serves: a new one is made whenever what is
   * kept changes.
   */
  shape?: object;
}

type ApiEntry = Pick<StoredEntry, 'etag' | 'contentType' | 'bytes' | 'br' | 'gzip'>;

/** The answer to a kept API read; both Hono's middleware and the fast path (fast-path.ts) send it. */
export function apiAnswer(entry: ApiEntry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Answer {
  // The same ETag for every encoding: a 304 is right whichever one the client holds.
  const headers: Record<string, string> = { ETag: entry.etag, 'Cache-Control': PUBLIC_API_CACHE_CONTROL, Vary: 'Accept-Encoding' };
  if (ifNoneMatch === entry.etag) return { status: 304, headers, body: null };
  const { body, encoding } = negotiate({ body: entry.bytes, br: entry.br, gzip: entry.gzip }, acceptEncoding);
  headers['Content-Type'] = entry.contentType;
  if (encoding) headers['Content-Encoding'] = encoding;
  // The kept bytes of one encoding of one entry: always these headers.
  return { status: 200, headers, body, shape: body };
}

/** Caches successful JSON GET answers of the public API. */
export function publicApiCache(cache: PublicCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    let entry: ApiEntry | undefined = cache.get(key);
    if (!entry) {
      const version = cache.version;
      await next();
      const contentType = c.res.headers.get('content-type') ?? '';
      if (c.res.status !== 200 || !contentType.includes('application/json')) return;
      const body = await c.res.text();
      cache.set(key, version, { body, status: 200, contentType });
      entry = { etag: etagOf(body), contentType, bytes: Buffer.from(body) };
    }
    const answer = apiAnswer(entry, c.req.header('accept-encoding'), c.req.header('if-none-match'));
    // Drop the handler's response first: Hono would otherwise copy its headers over ours.
    c.res = undefined as unknown as Response;
    // Buffers made here never sit on shared memory: the cast only narrows the type.
    c.res = new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
  };
}
