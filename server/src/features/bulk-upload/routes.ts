// /api/admin/uploads (tus 1.0: creation, termination, expiration), /api/admin/albums/{id}/hashes
// and /api/admin/upload-limits; mounted under /api/admin, so adminGuard checks the session
// and the desktop client header of every request, chunks included.
//
// Partial uploads live in MEDIA_DIR/.uploads, on local disk whatever the media store (with
// the local store, the same filesystem, so a video is moved into place, not copied; with a
// bucket, the finished file is sent to it). They survive a server restart, which is the
// point: the sender resumes them. One never finished is removed once UPLOAD_EXPIRY_HOURS
// have passed since it was created.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import { Hono, type Context } from 'hono';
import { adminMessages } from '@ecole/shared/admin-messages';
import { messages } from '@ecole/shared/messages';
import { bulkUploadMessages, TUS_PATH, tusMetadataSchema } from '@ecole/shared/schemas/bulk-upload';
import type { AppDeps } from '../../app-deps';
import { bodyStillArriving } from '../../http/connection';
import { describeError, errorBody } from '../../http/errors';
import type { SessionAdmin } from '../auth/sessions';
import { DuplicateError } from '../albums/duplicate';
import { addUploadedFile, albumHashes, checkNewUpload, uploadLimits, type UploadMetadata } from './service';

type TusUpload = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[1];

/** What @tus/server sends back when a hook throws: our usual JSON error body. */
function tusError(err: unknown): { status_code: number; body: string } {
  const { status, message } = describeError(err);
  return { status_code: status, body: JSON.stringify({ ...errorBody(message), ...(err instanceof DuplicateError ? { code: 'duplicate' } : {}) }) };
}

function metadataOf(upload: TusUpload): UploadMetadata {
  const parsed = tusMetadataSchema.safeParse(upload.metadata ?? {});
  if (!parsed.success) throw { status_code: 400, body: JSON.stringify(errorBody(bulkUploadMessages.metadataInvalid)) };
  return parsed.data;
}

/**
 * Every refusal leaves as our JSON error in French: tus answers its own (missing header,
 * unknown upload, offset conflict...) in English plain text, and ours as text/plain.
 */
async function asJsonError(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  let ours = false;
  try {
    ours = typeof (JSON.parse(text) as { error?: unknown } | null)?.error === 'string';
  } catch {
    // tus's own English text
  }
  const body = ours ? text : JSON.stringify(errorBody(adminMessages.tus[res.status] ?? messages.generic.invalidPayload));
  const headers = new Headers(res.headers);
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  headers.delete('Content-Length');
  return new Response(body, { status: res.status, headers });
}

export function createTusHandler(deps: AppDeps) {
  const directory = path.join(deps.env.mediaDir, '.uploads');
  // FileStore makes it asynchronously; the first expiry sweep below must find it.
  mkdirSync(directory, { recursive: true });
  const expiry = deps.env.uploadExpiryMs;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiry });
  // The administrator of each request, for createdBy: the tus hooks only see the Request.
  const admins = new WeakMap<Request, SessionAdmin>();

  const removeUpload = async (id: string) => {
    await rm(path.join(directory, id), { force: true });
    await rm(path.join(directory, `${id}.json`), { force: true });
  };

  const server = new Server({
    path: TUS_PATH,
    datastore,
    // Relative: right behind a reverse proxy too, whatever host and scheme it shows.
    relativeLocation: true,
    // No CORS: only this site and the desktop app (which is not a browser) upload here.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(_req, upload) {
      const meta = metadataOf(upload);
      try {
        await checkNewUpload(deps, meta, upload.size);
      } catch (err) {
        throw tusError(err);
      }
      return {};
    },
    async onUploadFinish(req, upload) {
      try {
        const meta = metadataOf(upload);
        const admin = admins.get(req);
        if (!admin) throw new Error('tus request without its administrator');
        const item = await addUploadedFile(deps, { file: path.join(directory, upload.id), size: upload.size ?? upload.offset, meta, adminId: admin.id });
        deps.logger.info('bulk upload stored', { albumId: item.albumId, itemId: item.id, bytes: upload.size, by: admin.username });
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ success: true, item }) };
      } catch (err) {
        if (!(err instanceof Error) && typeof err === 'object' && err && 'status_code' in err) throw err;
        if (describeError(err).status >= 500) deps.logger.error('bulk upload failed', { id: upload.id, err: String(err) });
        throw tusError(err);
      } finally {
        // Stored, or refused: either way the partial upload has nothing left to give.
        await removeUpload(upload.id).catch(() => {});
      }
    },
  });

  let lastCleanup = 0;
  const cleanupEvery = Math.min(10 * 60_000, Math.max(100, expiry / 2));
  /** Expired partial uploads go at start-up and then with the next uploads: no timer to stop. */
  const cleanUp = () => {
    if (Date.now() - lastCleanup < cleanupEvery) return;
    lastCleanup = Date.now();
    server.cleanUpExpiredUploads().then(
      (n) => n > 0 && deps.logger.info('expired partial uploads removed', { count: n }),
      (err: unknown) => deps.logger.warn('expired partial uploads not removed', { err: String(err) }),
    );
  };
  cleanUp();

  return async (c: Context) => {
    cleanUp();
    const req = c.req.raw;
    admins.set(req, c.get('admin'));
    const res = req.method === 'HEAD' ? await server.handleWeb(req) : await asJsonError(await server.handleWeb(req));
    // Refused before its body was read (offset conflict, unknown upload): the rest of the
    // body would hold up the next request on a kept-alive connection.
    if (res.status >= 400 && bodyStillArriving(c)) res.headers.set('Connection', 'close');
    return res;
  };
}

export const bulkUploadRoutes = (deps: AppDeps) => {
  const tus = createTusHandler(deps);
  return (
    new Hono()
      .get('/albums/:id/hashes', async (c) => c.json(await albumHashes(deps.db, c.req.param('id'))))
      .get('/upload-limits', (c) => c.json(uploadLimits(deps)))
      .post('/uploads', tus)
      .on(['PATCH', 'DELETE'], '/uploads/:id', tus)
      // Hono answers HEAD with the GET route: a tus HEAD gives the offset; a GET (a
      // download of someone's partial upload) is not offered.
      .get('/uploads/:id', (c) => (c.req.method === 'HEAD' ? tus(c) : c.json(errorBody('Méthode non autorisée.'), 405)))
  );
};
