// Two guards on the administration API.
// 1. requireAdmin: no valid session, 401 — whatever the screen does (DECISIONS).
// 2. sameOriginWrites: a state-changing call from a browser must come from this site.
//    Browsers send Sec-Fetch-Site and/or Origin on every such request; a page on another
//    site cannot forge them. A non-browser client (the desktop app) sends neither, and
//    must then send the header `X-Admin-Client: desktop`: a custom header cannot be sent
//    cross-site without a CORS preflight, which this server never grants.
import type { Context, MiddlewareHandler } from 'hono';
import { authMessages } from '@ecole/shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { jsonError } from '../../http/errors';
import { publicOrigin } from '../../http/origin';
import { currentAdmin, type SessionAdmin } from './sessions';

export const NON_BROWSER_CLIENT_HEADER = 'x-admin-client';

declare module 'hono' {
  interface ContextVariableMap {
    admin: SessionAdmin;
  }
}

export const requireAdmin =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    const admin = await currentAdmin(c, deps);
    if (!admin) return jsonError(c, 401, authMessages.unauthenticated);
    c.set('admin', admin);
    await next();
  };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginRequest(c: Context, deps: AppDeps): boolean {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (site !== undefined && site !== 'same-origin') return false;
  if (origin !== undefined) return origin === publicOrigin(c, deps.env);
  if (site === 'same-origin') return true;
  // Neither header: not a browser (or a very old one). Only the declared client passes.
  return c.req.header(NON_BROWSER_CLIENT_HEADER) === 'desktop';
}

export const sameOriginWrites =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c, deps)) {
      deps.logger.warn('cross-origin write refused', { method: c.req.method, path: c.req.path, origin: c.req.header('origin') ?? null });
      return jsonError(c, 403, authMessages.forbiddenOrigin);
    }
    await next();
  };
