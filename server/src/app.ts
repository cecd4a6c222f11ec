// The whole HTTP surface: public API, media, SEO files and the server-rendered site.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { messages } from '@ecole/shared/messages';
import type { AppDeps } from './app-deps';
import { publicApiCache } from './http/cache';
import { describeError, jsonError } from './http/errors';
import { mediaRoutes } from './media/routes';
import { publicApiRoutes } from './features/public-api';
import { adminApiRoutes, hasOwnBodyLimit } from './features/admin-api';
import { closeConnection } from './http/connection';
import { securityHeaders } from './http/security-headers';
import { healthRoutes } from './http/health';
import { requestLog } from './http/request-log';
import { contactRoutes } from './features/contact/routes';
import { contactFormRoutes } from './features/contact/form-post';
import { chatRoutes } from './features/chat/routes';
import { adminGuard } from './features/auth/admin-guard';
import { sessionRoutes, setupRoutes } from './features/auth/routes';
import { seoRoutes } from './ssr/seo-routes';
import type { PageRenderer } from './ssr/render';

/** Path prefixes that only an administrator may use (the contact inbox included). */
export const ADMIN_PREFIXES = ['/api/admin', '/api/contacts', '/api/chat-sessions'];

/** Never the administration answers (the inbox, transcripts: private) nor the setup state. */
export const uncachedApiPath = (path: string) => path === '/api/setup' || ADMIN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

export interface AppOptions {
  /** Renders public pages; absent in API-only tests. */
  renderer?: PageRenderer;
}

export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono();
  app.use(securityHeaders(deps));
  // The request id and the access line cover every route below, errors included.
  app.use(requestLog(deps.logger));

  app.onError((err, c) => {
    const { status, message, fields } = describeError(err);
    if (status >= 500) deps.logger.error('request failed', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, err: String(err) });
    if (!c.req.path.startsWith('/api/') && opts.renderer && c.req.method === 'GET') {
      return opts.renderer.renderError(c, status);
    }
    return jsonError(c, status, message, fields);
  });

  // Probes: before the API's cache and body limits, never cached nor rate-limited.
  app.route('/', healthRoutes(deps));

  // Uploads and news writes set their own, larger limits (features/admin-api.ts).
  const tooLarge = bodyLimit({ maxSize: 100 * 1024, onError: (c) => jsonError(closeConnection(c), 413, messages.generic.payloadTooLarge) });
  // A GET or HEAD has no body to limit; asking would build a full Request (~50 µs) per read.
  const bodiless = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';
  app.use('/api/*', except((c) => bodiless(c) || hasOwnBodyLimit(c), tooLarge));

  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' && !uncachedApiPath(c.req.path)) return publicApiCache(deps.cache)(c, next);
    return next();
  });

  // Administration: every path under these prefixes is guarded (see admin-guard.ts).
  const guard = adminGuard(deps);
  for (const prefix of ADMIN_PREFIXES) app.use(prefix, guard).use(`${prefix}/*`, guard);
  app.route('/api/admin', sessionRoutes(deps));
  app.route('/', adminApiRoutes(deps));
  app.route('/api/setup', setupRoutes(deps));

  app.route('/api', publicApiRoutes(deps));
  app.route('/api/contact', contactRoutes(deps));
  app.route('/api/chat', chatRoutes(deps));
  app.all('/api/*', (c) => jsonError(c, 404, messages.generic.routeNotFound));

  app.route('/', contactFormRoutes(deps));
  app.route('/media', mediaRoutes(deps));
  app.all('/media/*', (c) => jsonError(c, 404, messages.generic.notFound));
  app.route('/', seoRoutes(deps));

  if (opts.renderer) {
    const renderer = opts.renderer;
    app.get('/assets/*', (c) => renderer.serveAsset(c));
    app.get('/admin', (c) => renderer.renderAdmin(c));
    app.get('/admin/*', (c) => renderer.renderAdmin(c));
    app.get('*', (c) => renderer.renderPage(c, app));
  }
  app.notFound((c) => jsonError(c, 404, messages.generic.routeNotFound));
  return app;
}

export type App = ReturnType<typeof createApp>;
