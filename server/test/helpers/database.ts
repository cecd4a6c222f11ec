// A fresh, migrated database for one test file, copied from the global setup's template.
import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { quoteIdent, withDatabase } from './test-db-config';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: where another process (or a second pool) reaches the same database. */
  url?: string;
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * PostgreSQL only: the app connects through this port on 127.0.0.1 (a proxy the test can
   * cut) instead of the server itself; the database is still made and dropped directly.
   */
  viaPort?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const config = inject('testDb');
  const suffix = randomBytes(6).toString('hex');

  if (config.kind === 'pglite') {
    const dir = path.join(config.workDir, `db-${suffix}`);
    await cp(config.templateDir, dir, { recursive: true });
    const database = await openDatabase({ pgliteDir: dir });
    return {
      database,
      async dispose() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }

  const name = `${config.prefix}_${suffix}`;
  const admin = postgres(config.adminUrl, { max: 1, onnotice: () => {} });
  // Two files cloning the template at the same instant can collide (SQLSTATE 55006).
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.unsafe(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(config.templateName)}`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await sleep(100 + Math.random() * 200);
    }
  }
  const url = new URL(withDatabase(config.adminUrl, name));
  if (opts.viaPort) {
    url.hostname = '127.0.0.1';
    url.port = String(opts.viaPort);
  }
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: withDatabase(config.adminUrl, name),
    async dispose() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
