// A kept page or API answer, sent straight on Node's request and response objects. Through
// Hono, a cache hit spends most of its time on the Request/Response conversion, the
// middleware chain and Headers objects, not on the answer: ~250 µs of CPU against ~40 µs
// for a hello world. Here it is the same answer (built by the same functions: apiAnswer,
// the renderer's cachedPage), with the same security headers, request id and access line.
// Anything this path is not sure to answer exactly as Hono would falls through to Hono.
// Node's global `performance` is a getter on globalThis, run on every use: the module's own is not.
import { performance } from 'node:perf_hooks';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AppDeps } from '../app-deps';
import { uncachedApiPath } from '../app';
import type { PageRenderer } from '../ssr/render';
import { apiAnswer, type Answer } from './cache';
import { headerLine, writeKnownHead } from './known-head';
import { originOf, schemeOf as visitorScheme } from './origin';
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

  function lookup(req: IncomingMessage, h: Wanted): Answer | Promise<Answer> | undefined {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const target = req.url ?? '';
    const host = h.host;
    if (!host || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target)) return undefined;
    if (redirectsToHttps(deps.env, h.forwardedProto)) return undefined;
    const q = target.indexOf('?');
    const path = q === -1 ? target : target.slice(0, q);
    if (path.startsWith('/api/')) {
      // Hono's cache middleware serves GET only (a HEAD is computed by its route).
      if (method !== 'GET' || uncachedApiPath(path)) return undefined;
      const entry = deps.cache.get(target);
      return entry && apiAnswer(entry, h.acceptEncoding, h.ifNoneMatch);
    }
    if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/media/') || path.startsWith('/assets/')) return undefined;
    // Kept pages are by origin unless PUBLIC_URL names it (render.ts, pageKey).
    const origin = deps.env.publicUrl ? '' : originOf(deps.env, schemeOf(req), host, (name) => wantedHeader(h, name));
    return renderer?.cachedPage(path, q === -1 ? '' : target.slice(q), origin, h.acceptEncoding);
  }

  function send(req: IncomingMessage, res: ServerResponse, h: Wanted, answer: Answer, start: number) {
    hits++;
    const https = visitorScheme(deps.env, schemeOf(req), (name) => wantedHeader(h, name)) === 'https';
    const requestId = requestIdFrom(h.requestId);
    const head = req.method === 'HEAD';
    if (!head && answer.body !== null) {
      // Most hits: the head written here, as text (known-head.ts).
      const lines = ownLines(answer, https) + headerLine(REQUEST_ID_HEADER, requestId) + headerLine('Content-Length', String(Buffer.byteLength(answer.body)));
      if (writeKnownHead(res, answer.status, lines)) {
        res.end(answer.body);
        giveBack(res, answer.release);
        log(req, requestId, answer.status, start);
        return;
      }
    }
    const headers = mergedHeaders(answer, https);
    headers.push(REQUEST_ID_HEADER, requestId);
    // As @hono/node-server does: a length for a body sent whole, none for HEAD or 304.
    if (!head && answer.body !== null) headers.push('Content-Length', String(Buffer.byteLength(answer.body)));
    res.writeHead(answer.status, headers);
    if (head || answer.body === null) {
      answer.release?.();
      res.end();
    } else {
      res.end(answer.body);
      giveBack(res, answer.release);
    }
    log(req, requestId, answer.status, start);
  }

  function log(req: IncomingMessage, requestId: string, status: number, start: number) {
    const q = req.url!.indexOf('?');
    logAccess(deps.logger, requestId, req.method!, q === -1 ? req.url! : req.url!.slice(0, q), status, start);
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const h = wanted(req);
    const found = h && lookup(req, h);
    if (!found) return slow(req, res);
    if (!(found instanceof Promise)) return send(req, res, h, found, start);
    found.then(
      (answer) => send(req, res, h, answer, start),
      // Nothing sent yet: Hono answers (or reports the failure) as it would have anyway.
      () => slow(req, res),
    );
  };
  return Object.defineProperty(listener, 'hits', { get: () => hits }) as FastPathListener;
}

/**
 * A lent body goes back to its pool once Node holds it no more: at once when the kernel has
 * taken all of it (the usual case: nothing left queued on the response or its socket), else
 * when the answer is written; never if the answer is cut short.
 */
function giveBack(res: ServerResponse, release: (() => void) | undefined) {
  if (!release) return;
  if (res.writableLength === 0) release();
  else res.once('finish', release);
}

const CSP = 'Content-Security-Policy';
const DEFAULT_CSP = securityDefaults(false)[CSP];
/** An answer's header lines around its CSP value, for one shape (Answer.shape) and scheme. */
interface ShapeLines {
  beforeCsp: string;
  afterCsp: string;
}
const shapeLines = [new WeakMap<object, ShapeLines>(), new WeakMap<object, ShapeLines>()];

/**
 * The answer's own headers over the security defaults: what applySecurityHeaders does on
 * Hono's path. A flat list, as node:http keeps them: no object whose hidden class changes
 * per answer (a spread of the frozen defaults cost ~35 µs per answer in a bare process; see
 * docs/benchmark-history.md, "Where the cached req/s stand").
 */
function mergedHeaders(answer: Answer, https: boolean): string[] {
  const own = answer.headers;
  const defaults = https ? DEFAULTS_HTTPS : DEFAULTS_HTTP;
  const headers: string[] = [];
  for (let i = 0; i < defaults.length; i += 2) if (own[defaults[i]] === undefined) headers.push(defaults[i], defaults[i + 1]);
  for (const name in own) headers.push(name, own[name]);
  return headers;
}

/**
 * The same as header lines, written once per shape of answer and scheme: an answer of a
 * known shape only puts its CSP value in between.
 */
function ownLines(answer: Answer, https: boolean): string {
  const table = shapeLines[https ? 1 : 0];
  let lines = answer.shape && table.get(answer.shape);
  if (!lines) {
    lines = { beforeCsp: '', afterCsp: '' };
    let csp = false;
    const headers = mergedHeaders(answer, https);
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i] === CSP) {
        lines.beforeCsp += CSP + ': ';
        lines.afterCsp = '\r\n';
        csp = true;
      } else if (csp) lines.afterCsp += headerLine(headers[i], headers[i + 1]);
      else lines.beforeCsp += headerLine(headers[i], headers[i + 1]);
    }
    if (answer.shape) table.set(answer.shape, lines);
  }
  // The defaults always hold a CSP: every answer has one, its own or the default.
  return lines.beforeCsp + (answer.headers[CSP] ?? DEFAULT_CSP) + lines.afterCsp;
}

const flat = (headers: Readonly<Record<string, string>>) => Object.entries(headers).flat();
const DEFAULTS_HTTP = flat(securityDefaults(false));
const DEFAULTS_HTTPS = flat(securityDefaults(true));

/** The request headers this path reads, and only those. */
interface Wanted {
  host: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  requestId: string | undefined;
  forwardedProto: string | undefined;
  forwardedHost: string | undefined;
}

const REQUEST_ID = REQUEST_ID_HEADER.toLowerCase();

/**
 * The wanted headers read off the raw list: req.headers is built on first use, a few
 * microseconds per request this path can spare. A wanted header sent twice (Node would
 * merge or drop one) leaves the request to Hono. Fixed fields and a switch rather than a
 * record keyed by name: on every cache hit, the keyed stores and `in` of a record cost
 * more than the rest of this function.
 */
const schemeOf = (req: IncomingMessage) => ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');

/** The request headers origin.ts reads, from those wanted() kept. */
function wantedHeader(h: Wanted, name: string): string | undefined {
  if (name === 'x-forwarded-proto') return h.forwardedProto;
  if (name === 'x-forwarded-host') return h.forwardedHost;
  if (name === 'host') return h.host;
  return undefined;
}

function wanted(req: IncomingMessage): Wanted | undefined {
  const raw = req.rawHeaders;
  const h: Wanted = { host: undefined, acceptEncoding: undefined, ifNoneMatch: undefined, requestId: undefined, forwardedProto: undefined, forwardedHost: undefined };
  for (let i = 0; i < raw.length; i += 2) {
    const value = raw[i + 1];
    switch (raw[i].toLowerCase()) {
      case 'host':
        if (h.host !== undefined) return undefined;
        h.host = value;
        break;
      case 'accept-encoding':
        if (h.acceptEncoding !== undefined) return undefined;
        h.acceptEncoding = value;
        break;
      case 'if-none-match':
        if (h.ifNoneMatch !== undefined) return undefined;
        h.ifNoneMatch = value;
        break;
      case REQUEST_ID:
        if (h.requestId !== undefined) return undefined;
        h.requestId = value;
        break;
      case 'x-forwarded-proto':
        if (h.forwardedProto !== undefined) return undefined;
        h.forwardedProto = value;
        break;
      case 'x-forwarded-host':
        if (h.forwardedHost !== undefined) return undefined;
        h.forwardedHost = value;
        break;
    }
  }
  return h;
}
