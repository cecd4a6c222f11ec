// Security headers on every answer of the server, whoever produced it (a route, the 404,
// the error handler, the body limit). Registered first in app.ts so it wraps everything.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import type { Env } from '../env';
import { isHttps } from '../features/auth/sessions';

/**
 * For answers that set no policy of their own (JSON, files, plain texts): nothing may load,
 * run or frame. Pages set theirs with a per-request nonce (ssr/csp.ts); media keep their
 * sandbox (media/routes.ts).
 */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One year, the length the HSTS preload list asks for. */
export const HSTS = 'max-age=31536000';

// Only features Chromium knows: an unknown one (interest-cohort) is logged as a console
// error on every page, which Lighthouse counts against Best Practices.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * A plain-HTTP request relayed by the trusted proxy while the site's public origin is
 * HTTPS: the visitor is sent to the HTTPS address, where HSTS then keeps them. Without
 * TRUST_PROXY the server cannot tell, and never redirects (no loop behind a TLS proxy).
 */
export function redirectsToHttps(env: Env, forwardedProto: string | undefined): boolean {
  if (!env.trustProxy || !env.publicUrl?.startsWith('https://')) return false;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'http';
}

function httpsRedirect(c: Context, deps: AppDeps): Response | undefined {
  if (!redirectsToHttps(deps.env, c.req.header('x-forwarded-proto'))) return undefined;
  const url = new URL(c.req.url);
  // 308 keeps the method and body of a form post.
  return new Response(null, { status: 308, headers: { Location: `${deps.env.publicUrl}${url.pathname}${url.search}`, 'Cache-Control': 'no-store' } });
}

/** Case-insensitive header access: a Headers object, or the fast path's plain record. */
export interface HeaderSink {
  has(name: string): boolean;
  set(name: string, value: string): void;
}

// Browsers ignore HSTS received over plain HTTP; sending it only over HTTPS keeps a local
// http://localhost install from being pinned to an HTTPS it does not have.
const DEFAULTS_HTTP: Readonly<Record<string, string>> = Object.freeze({ ...SECURITY_HEADERS, 'Content-Security-Policy': DEFAULT_CSP });
const DEFAULTS_HTTPS: Readonly<Record<string, string>> = Object.freeze({ ...DEFAULTS_HTTP, 'Strict-Transport-Security': HSTS });

/**
 * Every security header with its default value (the CSP of answers that set none): an
 * answer's own value of any of them wins. Built once; the fast path spreads it under each
 * cached answer's own headers, named in the same case.
 */
export const securityDefaults = (https: boolean) => (https ? DEFAULTS_HTTPS : DEFAULTS_HTTP);

/** Adds the security headers an answer did not set itself. */
export function applySecurityHeaders(headers: HeaderSink, https: boolean) {
  for (const [name, value] of Object.entries(securityDefaults(https))) if (!headers.has(name)) headers.set(name, value);
}

export function securityHeaders(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const redirect = httpsRedirect(c, deps);
    if (redirect) c.res = redirect;
    else await next();
    const https = isHttps(c, deps);
    try {
      applySecurityHeaders(c.res.headers, https);
    } catch {
      // Immutable headers (a Response built by fetch or Response.redirect): copy it.
      c.res = new Response(c.res.body, c.res);
      applySecurityHeaders(c.res.headers, https);
    }
  };
}
