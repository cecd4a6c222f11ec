// Everything a server has stored, as comparable text: every row of every table of the
// schema (one statement, a SELECT per table) and the media folder's files with their sizes. Taken before
// and after a request, equal fingerprints prove the request changed nothing.
//
// Left out, because they change by design when a stranger knocks:
// - rate_limits: counting hostile requests is the limiter's job;
// - a session's lastSeenAt and its expire column: any authenticated request may move the
//   idle deadline forward;
// - sessions already past their deadline: the server deletes a dead session when its
//   cookie comes back, which ends nothing that was still alive.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../src/app-deps';
import { rowsOf } from '../../src/db/client';
import * as schema from '../../src/db/schema';

const VOLATILE_TABLES = new Set(['rate_limits']);

/** The rows of each table that count, as JSON objects. */
const SELECTS: Record<string, string> = {
  session: `SELECT sid, sess - 'lastSeenAt' AS sess FROM session WHERE expire > now()`,
};

export const fingerprintTables = Object.values(schema as Record<string, unknown>)
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => getTableConfig(t).name)
  .filter((name) => !VOLATILE_TABLES.has(name))
  .sort();

export interface Fingerprint {
  tables: Record<string, string[]>;
  media: string[];
}

/** One statement for all the tables: each table's rows as sorted JSON texts. */
const FINGERPRINT_SQL = fingerprintTables
  .map((table) => {
    const select = SELECTS[table] ?? `SELECT * FROM "${table}"`;
    return `SELECT '${table}' AS name, (SELECT array_agg(r ORDER BY r) FROM (SELECT row_to_json(t)::text AS r FROM (${select}) t) s) AS rows`;
  })
  .join('\nUNION ALL\n');

/** Every file under the media folder, temporary and partial uploads included, with its size. */
export async function mediaListing(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const sized = await Promise.all(files.map(async (f) => `${path.relative(mediaDir, f)} ${(await stat(f)).size}`));
  return sized.sort();
}

export async function fingerprint(deps: Pick<AppDeps, 'db' | 'env'>): Promise<Fingerprint> {
  const rows = rowsOf<{ name: string; rows: string[] | null }>(await deps.db.execute(sql.raw(FINGERPRINT_SQL)));
  const tables = Object.fromEntries(rows.map((r) => [r.name, r.rows ?? []]));
  return { tables, media: await mediaListing(deps.env.mediaDir) };
}
