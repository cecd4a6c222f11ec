// Rate-limit counters and sessions past their end are deleted on a timer the server starts
// (http/expired-rows.ts, docs/decisions/042): before, nothing ever deleted them, and every
// chat session id or user name a client made up stayed in rate_limits for good.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf, type Db } from '../src/db/client';
import { purgeExpiredRows } from '../src/http/expired-rows';
import { migrationsDir, siteDistDir } from '../src/paths';
import { startTestServer, type TestServer } from './helpers/server';
import { PROCESS_ADMIN, startServerProcess, type ServerProcess } from './faults/server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function addRows(db: Db) {
  await db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES
    ('chat:session:gone-1', 31, now() - interval '1 second'),
    ('login-fail:user:gone-2', 3, now() - interval '2 hours'),
    ('chat:ip:kept', 1, now() + interval '10 minutes')`);
  await db.execute(sql`INSERT INTO session (sid, sess, expire) VALUES
    ('gone-session', '{"adminId":1,"createdAt":0,"lastSeenAt":0}', now() - interval '1 second'),
    ('kept-session', '{"adminId":1,"createdAt":0,"lastSeenAt":0}', now() + interval '30 minutes')`);
}
const keys = async (db: Db) => rowsOf<{ key: string }>(await db.execute(sql`SELECT key FROM rate_limits ORDER BY key`)).map((r) => r.key);
const sids = async (db: Db) => rowsOf<{ sid: string }>(await db.execute(sql`SELECT sid FROM session ORDER BY sid`)).map((r) => r.sid);

describe('purgeExpiredRows', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('deletes the expired counters and sessions, and only those', async () => {
    await addRows(server.deps.db);
    expect(await purgeExpiredRows(server.deps)).toEqual({ rateLimits: 2, sessions: 1 });
    expect(await keys(server.deps.db)).toEqual(['chat:ip:kept']);
    expect(await sids(server.deps.db)).toEqual(['kept-session']);
    expect(await purgeExpiredRows(server.deps)).toEqual({ rateLimits: 0, sessions: 0 });
  });
});

// main.ts renders the public pages from the site's build: no build, no server process.
const siteBuilt = existsSync(path.join(siteDistDir, 'server', 'entry-server.js'));
// The process runs on an embedded database of its own whichever pass this is: once is
// enough (on PostgreSQL, scale-out.test.ts sees two processes purge).
const pgPass = inject('testDb').kind === 'postgres';

describe.skipIf(!siteBuilt || pgPass)('the server process purges on its timer', () => {
  let dataDir: string;
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ecole-expired-rows-'));
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('deletes rows expired before it started, and sessions that expire while it runs', { timeout: 240_000 }, async () => {
    // The database the process will open, with expired rows already in it.
    const pgliteDir = path.join(dataDir, 'pglite');
    const before = await openDatabase({ pgliteDir });
    await before.migrate(migrationsDir);
    await addRows(before.db);
    await before.close();

    // Sessions that end 1.2 s after their last request, and a purge every second.
    running = await startServerProcess(dataDir, { PURGE_INTERVAL_S: '1', SESSION_IDLE_MIN: '0.02' });
    const purges = () =>
      running!
        .output()
        .split('\n')
        .filter((l) => l.includes('"expired rows purged"'))
        .map((l) => JSON.parse(l) as { rateLimits: number; sessions: number });
    const login = await fetch(`${running.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: running.url },
      body: JSON.stringify(PROCESS_ADMIN),
    });
    expect(login.status).toBe(200);
    // The session of that login, and 'kept-session' (whose end is fixed in its row), expire
    // after the start: a later run of the timer deletes the login's.
    const deadline = Date.now() + 30_000;
    while (!purges().some((p) => p.sessions >= 1 && p.rateLimits === 0) && Date.now() < deadline) await sleep(200);
    expect(purges()[0]).toMatchObject({ rateLimits: 2, sessions: 1 });
    expect(purges().some((p) => p.sessions >= 1 && p.rateLimits === 0)).toBe(true);
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);

    const after = await openDatabase({ pgliteDir });
    try {
      // The login's address counter (its window of 3 minutes still running) stays too.
      expect(await keys(after.db)).toEqual(['chat:ip:kept', 'login-fail:ip:127.0.0.1']);
      expect(await sids(after.db)).toEqual(['kept-session']);
    } finally {
      await after.close();
    }
  });
});
