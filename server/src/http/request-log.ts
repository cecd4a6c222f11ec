// One request id per request and one access-log line per answer. The id comes from the
// caller's X-Request-Id when it is a plain token (a reverse proxy's id then runs through
// both logs), else a new one; it is sent back in X-Request-Id and handlers read it from
// the context (`c.get('requestId')`) for their own log lines (app.onError does).
//
// What an access line holds, and only that: method, path, status, duration, request id.
// Never the query string (the setup link carries its token there), headers (cookies,
// Authorization) or bodies (passwords).
//
// No AsyncLocalStorage to hand the id to every log line implicitly: on Node 20 it slows
// every promise of every request, and the cached pages are measured against a budget.
// Node's global `performance` is a getter on globalThis, run on every use: the module's own is not.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Probes hit these every few seconds: logged at debug unless they fail. */
const PROBES = new Set(['/healthz', '/readyz']);
/** Long enough for any real path, short enough that a hostile one cannot flood the log. */
const MAX_LOGGED_PATH = 512;

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

// An id only has to be unique, not secret: a random prefix per process (several servers,
// restarts) and a counter, an order of magnitude cheaper than a UUID on every cache hit.
const ID_PREFIX = randomBytes(9).toString('base64url');
let lastId = 0;

/** The caller's id when it is a plain token, else a new one. */
export const requestIdFrom = (given: string | undefined) => (given && SANE_ID.test(given) ? given : `${ID_PREFIX}-${(++lastId).toString(36)}`);

/** The access line of one answer (the fast path for cached answers writes it too). */
export function logAccess(logger: Logger, requestId: string, method: string, path: string, status: number, start: number) {
  const line = { requestId, method, path: path.slice(0, MAX_LOGGED_PATH), status, durationMs: Math.round((performance.now() - start) * 10) / 10 };
  if (PROBES.has(path) && status < 400) logger.debug('request', line);
  else logger.info('request', line);
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    // A read the page renderer makes through the app itself (ssr/render.ts, app.request:
    // no socket) is part of the page's request, which gets the one access line.
    if (!(c.env as { incoming?: IncomingMessage } | undefined)?.incoming) return next();

    c.header(REQUEST_ID_HEADER, requestId);
    const start = performance.now();
    try {
      await next();
    } finally {
      // A handler that built its own Response (tus, media) did not get the prepared header.
      if (!c.res.headers.has(REQUEST_ID_HEADER)) {
        try {
          c.res.headers.set(REQUEST_ID_HEADER, requestId);
        } catch {
          /* immutable headers: the log line still has the id */
        }
      }
      logAccess(logger, requestId, c.req.method, c.req.path, c.res.status, start);
    }
  };
}
