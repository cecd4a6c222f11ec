// Every administration call (admin-back-office.md section 7, plus the contact inbox and
// the chat transcripts), mounted from app.ts right after the session routes. adminGuard
// (app.ts, ADMIN_PREFIXES) stands in front of all of them: same-origin writes + session.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { except } from 'hono/combine';
import type { AppDeps } from '../app-deps';
import { bodyStillArriving, closeConnection } from '../http/connection';
import { idempotentRequests } from '../http/idempotency';
import { TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import { albumAdminRoutes } from './albums/admin-routes';
import { bulkUploadRoutes } from './bulk-upload/routes';
import { chatTranscriptRoutes } from './chat-transcripts/admin-routes';
import { contactAdminRoutes } from './contact/admin-routes';
import { contentAdminRoutes } from './content/admin-routes';
import { founderAdminRoutes } from './founder/admin-routes';
import { instituteAdminRoutes } from './institutes/admin-routes';
import { newsAdminRoutes } from './news/admin-routes';
import { programAdminRoutes } from './programs/admin-routes';
import { projectAdminRoutes } from './projects/admin-routes';
import { sliderAdminRoutes } from './sliders/admin-routes';
import { tariffAdminRoutes } from './tariffs/admin-routes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * tus requests (an upload made, a chunk, an upload deleted) change nothing the public sees:
 * the one that finishes a file drops the caches itself once its item is stored
 * (bulk-upload/service.ts). Dropped at each, a folder of videos sent in 8 MB chunks kept the
 * public site rendering every page afresh for as long as it took.
 */
const isTusRequest = (path: string) => path === TUS_PATH || path.startsWith(`${TUS_PATH}/`);

/**
 * Administration answers are private: never stored by a browser or a proxy. And the public
 * pages and API show an administrator's change at once (issue 3): after every write made
 * with a session, whatever its outcome, the public caches are dropped. Here rather than in each handler,
 * so a route added later cannot forget either.
 */
const adminResponses =
  ({ cache }: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    if (bodyStillArriving(c)) closeConnection(c);
    // Only a request with a session can have changed anything: a stranger's refused PUT (even a
    // 404) dropped every cache of every process, at no cost to them.
    if (!READS.has(c.req.method) && !isTusRequest(c.req.path) && c.get('admin')) cache.invalidate();
  };

/** Streamed multipart uploads: each counts its own bytes against its own limit (media/upload.ts). */
const UPLOAD_PATHS = /^\/api\/admin\/(sliders\/upload|founder\/upload|programs\/upload|news\/temp\/images\/upload|news\/[^/]+\/images\/upload|projects\/upload|gallery-upload)$/;
/** News writes may carry an inline image: they set NEWS_BODY_LIMIT themselves (news/admin-routes.ts). */
const NEWS_WRITE_PATHS = /^\/api\/admin\/news(\/[^/]+)?$/;

/** Requests app.ts leaves out of the API-wide 100 KB body limit, because their route sets its own. */
export function hasOwnBodyLimit(c: Context): boolean {
  const { method, path } = c.req;
  if (method === 'POST' && UPLOAD_PATHS.test(path)) return true;
  // tus chunks: bounded by the length the upload announced (features/bulk-upload).
  if (method === 'PATCH' && path.startsWith(`${TUS_PATH}/`)) return true;
  return NEWS_WRITE_PATHS.test(path) && (method === 'POST' ? path === '/api/admin/news' : method === 'PUT' && path !== '/api/admin/news');
}

export const adminApiRoutes = (deps: AppDeps) => {
  const after = adminResponses(deps);
  return new Hono()
    .use('/api/admin/*', after)
    // Inside adminResponses: a replayed create drops the public caches as the first did.
    // Not tus: its answers are headers (an upload's Location), and it resumes by its own protocol.
    .use('/api/admin/*', except((c) => isTusRequest(c.req.path), idempotentRequests(deps)))
    .use('/api/contacts/*', after)
    .use('/api/chat-sessions/*', after)
    .route('/api/admin', contentAdminRoutes(deps))
    .route('/api/admin', sliderAdminRoutes(deps))
    .route('/api/admin', founderAdminRoutes(deps))
    .route('/api/admin', instituteAdminRoutes(deps))
    .route('/api/admin', programAdminRoutes(deps))
    .route('/api/admin', newsAdminRoutes(deps))
    .route('/api/admin', projectAdminRoutes(deps))
    .route('/api/admin', tariffAdminRoutes(deps))
    .route('/api/admin', albumAdminRoutes(deps))
    .route('/api/admin', bulkUploadRoutes(deps))
    .route('/api/contacts', contactAdminRoutes(deps))
    .route('/api/chat-sessions', chatTranscriptRoutes(deps));
};
