// The site's very first start writes a new embedded database (~4 s). Stopped meanwhile
// (Ctrl+C on a start that seems slow), it used to leave a half-written folder on which
// every later start aborted inside PGlite. The new database is now written aside and moved
// into place whole: the next start makes it again, and nothing of the stopped one is left.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { siteDistDir } from '../../src/paths';
import { spawnServerProcess, startServerProcess } from './server-process';

const siteBuilt = existsSync(path.join(siteDistDir, 'server', 'entry-server.js'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The child server always runs on the embedded database (server-process.ts): the suite's
// PostgreSQL pass would repeat the very same run, so it runs in the PGlite pass only.
const pgPass = inject('testDb').kind === 'postgres';

describe.skipIf(!siteBuilt || pgPass)('a first start stopped while the database is written', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('starts next time on a whole new database, nothing left of the stopped one', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ecole-first-start-'));
    dirs.push(dataDir);
    const first = await spawnServerProcess(dataDir);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    // Killed once PGlite has begun writing the cluster (its version file comes first).
    const deadline = Date.now() + 150_000;
    let writing: string | undefined;
    while (!writing) {
      if (first.child.exitCode !== null) throw new Error(`arrêté avant d'écrire la base :\n${first.output()}`);
      if (Date.now() > deadline) throw new Error(`la base n'est jamais écrite :\n${first.output()}`);
      const names = existsSync(dataDir) ? await readdir(dataDir) : [];
      writing = names.find((n) => n.startsWith('pglite') && !n.endsWith('.lock') && existsSync(path.join(dataDir, n, 'PG_VERSION')));
      if (!writing) await sleep(20);
    }
    first.child.kill('SIGKILL');
    await exited;
    // What was being written is not where the server looks for its database.
    expect(writing).toMatch(/^pglite\.new-\d+$/);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);

    const second = await startServerProcess(dataDir);
    try {
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${second.url}/api/news`)).status).toBe(200);
      expect((await readdir(dataDir)).filter((n) => n.startsWith('pglite.new-'))).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
