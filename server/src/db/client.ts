// One schema, two drivers: PostgreSQL through `postgres` when DATABASE_URL is set,
// the embedded PGlite (real Postgres in WASM, persisted in DATA_DIR) otherwise.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(migrationsFolder: string): Promise<void>;
  /** PostgreSQL only: notifications between the server processes sharing the database. */
  pubsub?: PubSub;
  /**
   * Runs `fn` unless another process sharing the database is running it for the same key
   * (then answers NOT_MINE without calling it). Throws only when the claim itself cannot be
   * made (the database away): the caller decides whether to go on unclaimed.
   */
  exclusively<T>(key: string, fn: () => Promise<T>): Promise<T | typeof NOT_MINE>;
  close(): Promise<void>;
}

/** What `exclusively` answers when another process holds the key. */
export const NOT_MINE = Symbol('not mine');

export interface PubSub {
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls onMessage with the payload of every notification on `channel`, and onListen each
   * time the subscription is made: first, then after every reconnection of the listener's
   * connection (postgres-js re-listens by itself, retrying while the database is away).
   * What was sent while disconnected is lost; onListen is where to make up for it.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListen: () => void): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with databaseUrl. */
  pgliteDir?: string;
}

/**
 * How the pool behaves while PostgreSQL is away. postgres-js waits longer after each
 * failed connection (up to 20 s by default) and queues queries meanwhile, so during an
 * outage every request would hang that long and the server would only notice the database
 * is back after it. Here a query fails at once (a 503 for the visitor), a reconnection is
 * tried at least every half second, and a host that does not answer at all gives up
 * after 5 s instead of 30.
 */
const OUTAGE_OPTIONS = { connect_timeout: 5, backoff: (retries: number) => Math.min(0.1 * retries, 0.5) };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {}, ...OUTAGE_OPTIONS });
    const db = drizzle(client, { schema });
    // client.listen() holds a connection of its own (no idle or age limit), closed by end().
    const pubsub: PubSub = {
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
      listen: async (channel, onMessage, onListen) => {
        await client.listen(channel, onMessage, onListen);
      },
    };
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Replicas starting together on a new database would each run every migration.
      migrate: (migrationsFolder) => withAdvisoryLock(client, MIGRATION_LOCK, () => migrate(db, { migrationsFolder })),
      pubsub,
      exclusively: (key, fn) => withTryAdvisoryLock(client, key, fn),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!opts.pgliteDir) throw new Error('pgliteDir est requis sans DATABASE_URL.');
  mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const unlock = lockPgliteDir(opts.pgliteDir);
  const pgliteDir = opts.pgliteDir;
  const client = await createPgliteDirWhole(pgliteDir, (dir) => PGlite.create(dir))
    .then(() => PGlite.create(pgliteDir))
    .catch((err: unknown) => {
      unlock();
      throw err;
    });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    // One process owns the embedded database (pglite-lock.ts): nobody else to meet.
    exclusively: (_key, fn) => fn(),
    close: () => client.close().finally(unlock),
  };
}

/**
 * A new database is written in a folder of its own, then moved into place whole. PGlite
 * writes a new cluster in ~4 s (the site's very first start): a process stopped meanwhile
 * (Ctrl+C on a start that seems slow) left a half-written folder on which every later start
 * aborted inside PGlite. What such a stop leaves now is a `<dir>.new-<pid>` folder, removed
 * here (under the folder's lock: no other process is creating it).
 */
async function createPgliteDirWhole(dir: string, create: (dir: string) => Promise<{ close(): Promise<void> }>) {
  const parent = path.dirname(dir);
  const leftover = `${path.basename(dir)}.new-`;
  for (const name of readdirSync(parent)) if (name.startsWith(leftover)) rmSync(path.join(parent, name), { recursive: true, force: true });
  if (existsSync(dir)) return;
  const fresh = `${dir}.new-${process.pid}`;
  await (await create(fresh)).close();
  renameSync(fresh, dir);
}

/** Key of the PostgreSQL advisory lock taken around migrations (the seed uses 7250031). */
const MIGRATION_LOCK = 7250030;

/** Runs `fn` holding a PostgreSQL session lock, on a connection set aside for the lock. */
async function withAdvisoryLock<T>(client: Sql, key: number, fn: () => Promise<T>): Promise<T> {
  const conn = await client.reserve();
  try {
    await conn`SELECT pg_advisory_lock(${key})`;
    return await fn();
  } finally {
    await conn`SELECT pg_advisory_unlock(${key})`.catch(() => {});
    conn.release();
  }
}

/** The space of the keyed locks below (two-key form), apart from the numbered ones above. */
const KEYED_LOCKS = 7250033;

/**
 * Runs `fn` holding the session lock of `key`, on a connection set aside for it as long as
 * `fn` runs (a process that dies lets go with its connection), or NOT_MINE when it is held.
 */
async function withTryAdvisoryLock<T>(client: Sql, key: string, fn: () => Promise<T>): Promise<T | typeof NOT_MINE> {
  const conn = await client.reserve();
  try {
    const [row] = await conn<{ got: boolean }[]>`SELECT pg_try_advisory_lock(${KEYED_LOCKS}, hashtext(${key})) AS got`;
    if (!row?.got) return NOT_MINE;
    try {
      return await fn();
    } finally {
      await conn`SELECT pg_advisory_unlock(${KEYED_LOCKS}, hashtext(${key}))`.catch(() => {});
    }
  } finally {
    conn.release();
  }
}

/** Rows of `db.execute()`: postgres-js answers an array, PGlite an object with rows. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
