// One schema, two drivers: PostgreSQL through `postgres` when DATABASE_URL is set,
// the embedded PGlite (real Postgres in WASM, persisted in DATA_DIR) otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with databaseUrl. */
  pgliteDir?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!opts.pgliteDir) throw new Error('pgliteDir est requis sans DATABASE_URL.');
  mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const unlock = lockPgliteDir(opts.pgliteDir);
  const client = await PGlite.create(opts.pgliteDir).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
  };
}

/** Rows of `db.execute()`: postgres-js answers an array, PGlite an object with rows. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
