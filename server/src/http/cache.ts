// Public answers change only when the administrator edits. They are kept in memory,
// keyed by URL, and dropped all at once by `invalidate()` after any write. Clients
// revalidate every time (no-cache) and get a cheap 304 through the ETag.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

interface Entry {
  body: string;
  status: number;
  contentType: string;
  etag: string;
}

export class PublicCache {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();
  /** Bumped on every invalidation, so a render started before a write is not stored after it. */
  version = 0;

  get(key: string) {
    return this.entries.get(key);
  }
  set(key: string, version: number, entry: Omit<Entry, 'etag'>) {
    if (version !== this.version) return;
    if (this.entries.size > 2000) this.entries.clear();
    this.entries.set(key, { ...entry, etag: etagOf(entry.body) });
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

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export const PUBLIC_API_CACHE_CONTROL = 'public, no-cache';

/** Caches successful JSON GET answers of the public API. */
export function publicApiCache(cache: PublicCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    let entry = cache.get(key);
    if (!entry) {
      const version = cache.version;
      await next();
      const contentType = c.res.headers.get('content-type') ?? '';
      if (c.res.status !== 200 || !contentType.includes('application/json')) return;
      const body = await c.res.text();
      cache.set(key, version, { body, status: 200, contentType });
      entry = { body, status: 200, contentType, etag: etagOf(body) };
    }
    const headers = { ETag: entry.etag, 'Cache-Control': PUBLIC_API_CACHE_CONTROL };
    // Drop the handler's response first: Hono would otherwise copy its headers over ours.
    c.res = undefined as unknown as Response;
    if (c.req.header('if-none-match') === entry.etag) {
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    c.res = new Response(entry.body, { status: 200, headers: { ...headers, 'Content-Type': entry.contentType } });
  };
}
