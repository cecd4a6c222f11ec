// A connection of the pool lost while the server holds it for several statements: a lock's
// session (Database.exclusively, around a video's lighter copy) or a transaction. PostgreSQL
// restarted, or one backend ended by an administrator or a failover. postgres-js 3.4.9 then
// wrote the next statement to a socket that was gone, from a timer, outside any promise: an
// uncaught TypeError that ended the server (bench/faults.mjs found it: "Processus serveur
// vivant : NON"; upstream porsager/postgres#1208). Its pool also kept such a connection,
// every later statement on it left waiting. patches/postgres@3.4.9.patch (decision 034) makes
// those statements fail as the connection's loss, and the pool connect again.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { contacts } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { lightNameOf, nameFromUrl } from '../../src/media/store';
import { loginAsAdmin } from '../helpers/admin';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { encodedVideo } from '../helpers/media-fixtures';
import { startTestServer } from '../helpers/server';
import { startCuttableProxy, type CuttableProxy } from './tcp-proxy';

const config = inject('testDb');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Tries `read` until it succeeds (the pool connecting again), at most `timeoutMs`. */
async function eventually<T>(read: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await read();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(100);
    }
  }
}

/** A promise that fails after `ms`: a statement left waiting for good would hang the test. */
const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, sleep(ms).then(() => Promise.reject(new Error(`still waiting after ${ms} ms`)))]);

describe.skipIf(config.kind !== 'postgres')('a connection lost while the server holds it', () => {
  let proxy: CuttableProxy;
  let test: TestDatabase;
  let admin: postgres.Sql;
  // What escapes every promise: the driver's TypeError ended the process.
  const uncaught: unknown[] = [];
  const record = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    if (config.kind !== 'postgres') return;
    const pg = new URL(config.adminUrl);
    proxy = await startCuttableProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    test = await createTestDatabase({ viaPort: proxy.port });
    admin = postgres(test.url!, { max: 1, onnotice: () => {} });
    process.on('uncaughtException', record);
  });
  afterEach(async () => {
    await proxy.restore().catch(() => {});
    expect(uncaught).toEqual([]);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await admin?.end({ timeout: 5 });
    await test?.dispose();
    await proxy?.close();
  });

  const query = () => test.database.db.execute(sql`SELECT 1 AS one`);
  /** A statement that keeps its connection a moment: a dozen at once take every connection of the pool. */
  const busyQuery = () => test.database.db.execute(sql`SELECT pg_sleep(0.05)`);
  /** Ends the backends of the test database holding the keyed lock `key` (decision 033's claims). */
  const endLockHolder = (key: string) =>
    admin`SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND classid = 7250033 AND objid = hashtext(${key})::bit(32)::int::oid
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

  it('a claim whose connection goes with the database: the work is kept, the server goes on, the pool serves again', async () => {
    const result = await test.database.exclusively('faults:outage', async () => {
      // The database goes away while the work (ffmpeg, for a video's copy) runs.
      await proxy.cut();
      await sleep(300);
      return 'fait';
    });
    // The lock's release was sent on the lost connection: given up, not thrown.
    await sleep(100);
    expect(result).toBe('fait');
    await proxy.restore();
    await eventually(query);
    // The lock went with its session: the next claim gets it.
    expect(await within(10_000, test.database.exclusively('faults:outage', async () => 'encore'))).toBe('encore');
  });

  it('a claim whose backend alone is ended: the other connections serve on, and every later statement is answered', async () => {
    // Warm the pool: several connections open, as under load.
    await Promise.all(Array.from({ length: 6 }, query));
    const result = await test.database.exclusively('faults:ended', async () => {
      expect((await endLockHolder('faults:ended')).length).toBe(1);
      await sleep(200);
      return 'fait';
    });
    expect(result).toBe('fait');
    // Statements sent after, more at once than the pool has connections: each answered at its
    // first try, none given the lost connection nor left waiting on it.
    for (let round = 0; round < 3; round++) await within(10_000, Promise.all(Array.from({ length: 12 }, busyQuery)));
    expect(await within(10_000, test.database.exclusively('faults:ended', async () => 'encore'))).toBe('encore');
  });

  it('a transaction whose backend is ended between two statements: it fails, nothing of it is stored, the pool serves on', async () => {
    const marker = `perdu-${Date.now()}`;
    const row = (n: number) => ({ name: 'Visiteur Test', email: 'visiteur@example.com', phone: '+225 07 00 00 00 00', message: `${marker}-${n}` });
    const done = test.database.db.transaction(async (tx) => {
      await tx.insert(contacts).values(row(1));
      const [{ pid }] = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { pid: number }[];
      await admin`SELECT pg_terminate_backend(${pid})`;
      await sleep(200);
      // Meanwhile the pool, busy, connects again every connection it has, this one included.
      await Promise.all(Array.from({ length: 12 }, () => eventually(busyQuery)));
      // The transaction's next statement: refused, never run outside it on the new session.
      await tx.insert(contacts).values(row(2));
    });
    await expect(within(10_000, done)).rejects.toThrow();
    await sleep(100);
    const stored = await eventually(() => admin`SELECT count(*)::int AS n FROM contacts WHERE message LIKE ${marker + '%'}`);
    expect(stored[0].n).toBe(0);
    for (let round = 0; round < 3; round++) await within(10_000, Promise.all(Array.from({ length: 12 }, () => eventually(query))));
    await within(10_000, test.database.db.insert(contacts).values(row(3)));
    expect((await admin`SELECT message FROM contacts WHERE message LIKE ${marker + '%'}`).map((r) => r.message)).toEqual([`${marker}-3`]);
  });

  it('the server making a lighter copy of a video when PostgreSQL goes away: it goes on serving, the copy is stored, the claim is free again', { timeout: 60_000 }, async () => {
    const pg = new URL(config.kind === 'postgres' ? config.adminUrl : '');
    const cut = await startCuttableProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    const lines: string[] = [];
    const server = await startTestServer({ database: { viaPort: cut.port }, env: { lightVideos: true }, logger: createLogger('info', (l) => lines.push(l)) });
    const direct = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const session = await loginAsAdmin(server);
      // Long enough for ffmpeg to be at work when the database goes.
      const bytes = await encodedVideo({ format: 'mp4', seconds: 8, width: 1920, height: 1080, bitrate: '8M' });
      const res = await session.upload<{ mediaUrl: string }>('/api/admin/gallery-upload', 'media', { bytes, name: 'ceremonie.mp4' });
      expect(res.status).toBe(201);
      const name = nameFromUrl(res.body.mediaUrl)!;
      // This database's claims only: other test files' servers share the PostgreSQL server.
      const claims = () =>
        direct`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 7250033
               AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      const deadline = Date.now() + 20_000;
      while ((await claims()).length === 0) {
        if (Date.now() > deadline) throw new Error('the copy was never claimed');
        await sleep(20);
      }
      await cut.cut();
      const made = () => lines.some((l) => l.includes('"light video copy made"') && l.includes(name));
      while (!made()) {
        if (Date.now() > deadline + 30_000) throw new Error('the copy was never made');
        await sleep(100);
      }
      await sleep(200);
      expect(uncaught).toEqual([]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/media/${lightNameOf(name)}`, { redirect: 'manual' })).status).toBe(200);
      await cut.restore();
      await eventually(async () => {
        const ready = await fetch(`${server.url}/readyz`);
        if (ready.status !== 200) throw new Error(`readyz ${ready.status}`);
      });
      // The claim went with its connection: nothing holds it any more.
      expect(await claims()).toEqual([]);
    } finally {
      await direct.end({ timeout: 5 });
      await cut.restore().catch(() => {});
      await server.close();
      await cut.close();
    }
  });
});

