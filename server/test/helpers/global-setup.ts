// Runs once per `vitest run`: builds a migrated template database. Creating a PGlite
// database costs seconds and a lot of memory, copying a closed one a fraction of that;
// with PostgreSQL, CREATE DATABASE ... TEMPLATE is the cheap copy.
import { randomBytes } from 'node:crypto';
import { access, constants, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { migrationsDir } from '../../src/paths';
import { quoteIdent, withDatabase } from './test-db-config';

/** Memory-backed /dev/shm makes the per-file copy of the ~40 MB folder nearly free. */
async function scratchRoot(): Promise<string> {
  try {
    await access('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const workDir = await mkdtemp(path.join(await scratchRoot(), 'ecole-test-db-'));
    const templateDir = path.join(workDir, 'template');
    const database = await openDatabase({ pgliteDir: templateDir });
    await database.migrate(migrationsDir);
    await database.close();
    project.provide('testDb', { kind: 'pglite', templateDir, workDir });
    return async () => {
      await rm(workDir, { recursive: true, force: true });
    };
  }

  const prefix = `ecole_t${randomBytes(4).toString('hex')}`;
  const templateName = `${prefix}_template`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${quoteIdent(templateName)}`);
  const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, templateName) });
  try {
    await database.migrate(migrationsDir);
  } finally {
    await database.close();
  }
  project.provide('testDb', { kind: 'postgres', adminUrl: databaseUrl, templateName, prefix });
  return async () => {
    // Test files drop their own databases; this also catches those of a file that crashed.
    const left = await admin<{ datname: string }[]>`SELECT datname FROM pg_database WHERE datname LIKE ${prefix + '\\_%'}`;
    for (const { datname } of left) await admin.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  };
}
