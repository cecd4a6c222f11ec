import type { MiddlewareHandler } from 'hono';
import { every, except } from 'hono/combine';
import type { AppDeps } from '../../app-deps';
import { requireAdmin, sameOriginWrites } from './guards';

/** The only administration paths open without a session, and only for a POST (the login itself). */
export const OPEN_ADMIN_PATHS = new Set(['/api/admin/login']);

/** A PUT or DELETE on the login path is any other administration request: it needs a session. */
const isOpen = (method: string, path: string) => method === 'POST' && OPEN_ADMIN_PATHS.has(path);

/** No browser or proxy keeps an answer under these paths (GET /api/admin/me names the administrator). */
const privateAnswer: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * Guards every path it is mounted on: writes must come from this site, and everything
 * but OPEN_ADMIN_PATHS needs an administrator's session. Mounted on path prefixes in
 * app.ts, so a route added later under them is guarded without anyone remembering to.
 */
export function adminGuard(deps: AppDeps): MiddlewareHandler {
  return every(
    privateAnswer,
    sameOriginWrites(deps),
    except((c) => isOpen(c.req.method, c.req.path), requireAdmin(deps)),
  );
}
