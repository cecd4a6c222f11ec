// A kept page or API answer, sent straight on Node's request and response objects. Through
// Hono, a cache hit spends most of its time on the Request/Response conversion, the
// middleware chain and Headers objects, not on the answer: ~250 µs of CPU against ~40 µs
// for a hello world. Here it is the same answer (built by the same functions: apiAnswer,
// the renderer's cachedPage), with the same security headers, request id and access line.
// Anything this path is not sure to answer exactly as Hono would falls through to Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AppDeps } from '../app-deps';
import { uncachedApiPath } from '../app';
import type { PageRenderer } from '../ssr/render';
import { apiAnswer, type Answer } from './cache';
import { originOf } from './origin';
import { logAccess, REQUEST_ID_HEADER, requestIdFrom } from './request-log';
import { redirectsToHttps, securityDefaults } from './security-headers';

export type FastPathListener = RequestListener & {
  /** Answers sent by the fast path (for tests and measurements). */
  readonly hits: number;
};

// Only targets whose path and query Hono sees verbatim: no dot segments, no percent
// escapes in the path, nothing the URL parser would rewrite. Others take the slow path.
const PLAIN_TARGET = /^(\/[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*)*\/?(\?[A-Za-z0-9_~.=&%+,:@!$*()/-]*)?$/;
const PLAIN_HOST = /^[A-Za-z0-9._-]+(:\d{1,5})?$/;

export function withFastPath(slow: RequestListener, deps: AppDeps, renderer?: PageRenderer): FastPathListener {
  let hits = 0;

  function lookup(req: IncomingMessage): Answer | Promise<Answer> | undefined {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const target = req.url ?? '';
    const host = req.headers.host;
    if (!host || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target)) return undefined;
    if (redirectsToHttps(deps.env, header(req, 'x-forwarded-proto'))) return undefined;
    const q = target.indexOf('?');
    const path = q === -1 ? target : target.slice(0, q);
    if (path.startsWith('/api/')) {
      // Hono's cache middleware serves GET only (a HEAD is computed by its route).
      if (method !== 'GET' || uncachedApiPath(path)) return undefined;
      const entry = deps.cache.get(target);
      return entry && apiAnswer(entry, header(req, 'accept-encoding'), header(req, 'if-none-match'));
    }
    if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/media/') || path.startsWith('/assets/')) return undefined;
    return renderer?.cachedPage(path, header(req, 'accept-encoding'));
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: Answer, start: number) {
    hits++;
    const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const https = originOf(deps.env, scheme, req.headers.host ?? '', (name) => header(req, name)).startsWith('https://');
    const requestId = requestIdFrom(header(req, REQUEST_ID_HEADER.toLowerCase()));
    // The answer's own headers over the security defaults: what applySecurityHeaders does
    // on Hono's path, without a case-insensitive lookup per header per request.
    const headers: Record<string, string> = { ...securityDefaults(https), ...answer.headers, [REQUEST_ID_HEADER]: requestId };
    const head = req.method === 'HEAD';
    // As @hono/node-server does: a length for a body sent whole, none for HEAD or 304.
    if (!head && answer.body !== null) headers['Content-Length'] = String(Buffer.byteLength(answer.body));
    res.writeHead(answer.status, headers);
    res.end(head || answer.body === null ? undefined : answer.body);
    const q = req.url!.indexOf('?');
    logAccess(deps.logger, requestId, req.method!, q === -1 ? req.url! : req.url!.slice(0, q), answer.status, start);
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const found = lookup(req);
    if (!found) return slow(req, res);
    if (!(found instanceof Promise)) return send(req, res, found, start);
    found.then(
      (answer) => send(req, res, answer, start),
      // Nothing sent yet: Hono answers (or reports the failure) as it would have anyway.
      () => slow(req, res),
    );
  };
  return Object.defineProperty(listener, 'hits', { get: () => hits }) as FastPathListener;
}

/** One header's value; a repeated one (an array) only for set-cookie, never read here. */
const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};
