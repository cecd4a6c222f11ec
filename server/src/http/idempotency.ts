// A back-office create sent again after its answer was lost on the way (a mobile connection
// dropping between the server's commit and the phone) makes one record, not two: the client
// sends an Idempotency-Key with the create, the same key with every try of the same form
// (site/src/admin/api/crud.ts), and the server answers a key it has already answered with
// that first answer. The contact form's submissionId does the same for visitors, on its own
// table's unique index (features/contact).
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@ecole/shared/api';
import { adminMessages } from '@ecole/shared/admin-messages';
import { RANDOM_ID_PATTERN } from '@ecole/shared/random-id';
import type { AppDeps } from '../app-deps';
import { rowsOf, type Db } from '../db/client';
import { HttpError } from './errors';

const m = adminMessages.idempotency;

/** A replayed answer says so (as the IETF draft on Idempotency-Key suggests, among others). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * A key still marked "being answered" after this long belongs to a request that will never
 * finish it (its server stopped, or lost the database before writing the answer down): the
 * next try runs the create again. A try comes only once the client has given up on the first,
 * so the first is seldom still running; the lease is the wait in the rare case it is.
 */
export const IN_PROGRESS_LEASE_S = 60;
/** Keys are answered again for a day: a form left open overnight sends a new one. */
export const KEPT_S = 24 * 60 * 60;

interface StoredRequest {
  method: string;
  path: string;
  status: number | null;
  body: string | null;
}

/**
 * The first request with a key runs and its 2xx answer is stored under the key; a later one
 * gets that answer (same status and body, marked replayed). One still being answered: 409.
 * A failed request (4xx, 5xx) frees its key: nothing was made, the next try runs.
 * Requests without the header go through untouched.
 */
export function idempotentRequests({ db, logger }: Pick<AppDeps, 'db' | 'logger'>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!RANDOM_ID_PATTERN.test(key)) throw new HttpError(400, m.invalidKey);

    const earlier = await claim(db, key, c.req.method, c.req.path);
    if (earlier) return answerAgain(c, earlier);

    await next();
    const res = c.res;
    try {
      if (res.ok) await db.execute(sql`UPDATE idempotent_requests SET status = ${res.status}, body = ${await res.clone().text()} WHERE key = ${key}`);
      else await db.execute(sql`DELETE FROM idempotent_requests WHERE key = ${key}`);
    } catch (err) {
      // The answer is sent all the same; a try after the lease runs the request again.
      logger.warn('idempotency key not settled', { err: String(err), status: res.status });
    }
  };
}

/**
 * Marks the key as being answered by this request (undefined), or returns what an earlier
 * request with it left: its answer, or its mark while the lease holds.
 */
async function claim(db: Db, key: string, method: string, path: string, tries = 3): Promise<StoredRequest | undefined> {
  const [taken] = rowsOf<{ claimed: boolean }>(
    await db.execute(sql`
      WITH expired AS (DELETE FROM idempotent_requests WHERE created_at < now() - ${KEPT_S} * interval '1 second' AND key <> ${key})
      INSERT INTO idempotent_requests AS r (key, method, path) VALUES (${key}, ${method}, ${path})
      ON CONFLICT (key) DO UPDATE SET created_at = now()
        WHERE r.status IS NULL AND r.created_at < now() - ${IN_PROGRESS_LEASE_S} * interval '1 second'
          AND r.method = ${method} AND r.path = ${path}
      RETURNING true AS claimed`),
  );
  // Inserted, or an abandoned mark taken over: this request answers.
  if (taken) return undefined;
  const [row] = rowsOf<StoredRequest>(await db.execute(sql`SELECT method, path, status, body FROM idempotent_requests WHERE key = ${key}`));
  if (row) return row;
  // Gone in between: its request failed and freed it. Claimed again, unless that keeps happening.
  return tries > 1 ? claim(db, key, method, path, tries - 1) : { method, path, status: null, body: null };
}

function answerAgain(c: Context, earlier: StoredRequest): Response {
  if (earlier.method !== c.req.method || earlier.path !== c.req.path) throw new HttpError(422, m.keyReused);
  if (earlier.status === null) throw new HttpError(409, m.inProgress);
  c.header(REPLAYED_HEADER, 'true');
  const status = earlier.status as ContentfulStatusCode;
  return earlier.body ? c.body(earlier.body, status, { 'Content-Type': 'application/json' }) : c.body(null, status);
}
