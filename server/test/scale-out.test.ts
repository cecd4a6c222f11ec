// Scale-out (issue 6): two server processes — two real OS processes, as behind a load
// balancer — started together on one empty PostgreSQL database and one media folder.
// Sessions and rate limits live in the database; each process's public caches are dropped
// by the other's writes over LISTEN/NOTIFY (src/http/cache-bus.ts). PostgreSQL only: on
// PGlite a single process owns the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CACHE_CHANNEL } from '../src/http/cache-bus';
import { repoRoot } from '../src/paths';
import { tempFilesUnder } from '../src/media/temp-folder';
import { startCuttableProxy, type CuttableProxy } from './faults/tcp-proxy';
import { playableMp4 } from './helpers/media-fixtures';
import { slowUpload } from './helpers/slow-upload';
import { fetchJson, postJson, type JsonResponse } from './helpers/server';
import { quoteIdent, withDatabase } from './helpers/test-db-config';

const config = inject('testDb');
const ADMIN = { username: 'direction', password: 'mot-de-passe-partage-1' };
const CONTACT_LIMIT = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Proc {
  url: string;
  child: ChildProcess;
  output: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function startProcess(databaseUrl: string, dataDir: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(path.join(repoRoot, 'server/node_modules/.bin/tsx'), [path.join(repoRoot, 'server/src/index.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED: 'false',
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
      // Expired counters and sessions deleted every second (http/expired-rows.ts).
      PURGE_INTERVAL_S: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output };
}

async function waitUntilServing(p: Proc) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`server exited (${p.child.exitCode}):\n${p.output.join('')}`);
    const ok = await fetch(`${p.url}/api/content`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server not serving after 120 s:\n${p.output.join('')}`);
}

async function stopProcess(p: Proc | undefined) {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (p.child.exitCode === null) p.child.kill('SIGKILL');
}

/** An administrator's calls to one process, as a browser on that origin makes them. */
const adminCalls = (p: Proc, token: string) => ({
  get: <T>(route: string) => fetchJson<T>(p.url + route, { headers: { Cookie: `sid=${token}` } }),
  send: <T>(method: string, route: string, body?: unknown) =>
    fetchJson<T>(p.url + route, {
      method,
      headers: { Cookie: `sid=${token}`, Origin: p.url, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
});

function login(p: Proc, password = ADMIN.password, ip = '198.51.100.1') {
  return fetchJson<{ success: boolean }>(`${p.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: p.url, 'X-Forwarded-For': ip },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
}

function tokenOf(res: JsonResponse): string {
  const m = res.res.headers
    .getSetCookie()
    .map((l) => /^sid=([^;]+)/.exec(l)?.[1])
    .find(Boolean);
  if (!m) throw new Error(`no session cookie (status ${res.status})`);
  return m;
}

type ContentList = { content: Array<{ key: string; value: string }> };
const contentValue = async (p: Proc, key: string) =>
  (await fetchJson<ContentList>(`${p.url}/api/content`)).body.content.find((c) => c.key === key)?.value;

/** Polls until `read` gives `expected`; returns the milliseconds it took (fails after 1 s). */
async function msUntil<T>(read: () => Promise<T>, expected: T, limitMs = 1000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const ms = performance.now() - started;
    if (value === expected) return ms;
    if (ms > limitMs) throw new Error(`still ${JSON.stringify(value)} after ${Math.round(ms)} ms (expected ${JSON.stringify(expected)})`);
    await sleep(20);
  }
}

describe.skipIf(config.kind !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let admin: ReturnType<typeof postgres>;
  let dbSql: ReturnType<typeof postgres>;
  let dbName: string;
  let dataDir: string;
  let a: Proc;
  let b: Proc;
  /** B reaches PostgreSQL through this proxy, so a test can take the database away from B alone. */
  let proxy: CuttableProxy;
  /** B's database address (through the proxy), to start B again. */
  let bDatabaseUrl: string;
  /** Every notification on the cache channel, as a third listener sees them. */
  const heard: string[] = [];

  beforeAll(async () => {
    if (config.kind !== 'postgres') return;
    admin = postgres(config.adminUrl, { max: 1, onnotice: () => {} });
    dbName = `${config.prefix}_scale_${randomBytes(4).toString('hex')}`;
    // Empty, not the migrated template: both processes migrate it and create the
    // administrator at the same moment, as two replicas starting together do.
    await admin.unsafe(`CREATE DATABASE ${quoteIdent(dbName)}`);
    const url = withDatabase(config.adminUrl, dbName);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ecole-scale-out-'));
    const pg = new URL(config.adminUrl);
    proxy = await startCuttableProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    bDatabaseUrl = viaProxy.toString();
    [a, b] = await Promise.all([startProcess(url, dataDir), startProcess(bDatabaseUrl, dataDir)]);
    await Promise.all([waitUntilServing(a), waitUntilServing(b)]);
    dbSql = postgres(url, { max: 2, onnotice: () => {}, connection: { application_name: 'scale-out-test' } });
    await dbSql.listen(CACHE_CHANNEL, (payload) => heard.push(payload));
  }, 150_000);

  afterAll(async () => {
    if (config.kind !== 'postgres') return;
    await proxy?.restore().catch(() => {});
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await proxy?.close();
    await dbSql?.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(dbName)} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts both on an empty database: one set of migrations, one administrator', async () => {
    const [{ admins }] = await dbSql<[{ admins: number }]>`SELECT count(*)::int AS admins FROM admin_users`;
    expect(admins).toBe(1);
    const [{ migrations }] = await dbSql<[{ migrations: number }]>`SELECT count(*)::int AS migrations FROM drizzle.__drizzle_migrations`;
    const [{ distinct }] = await dbSql<[{ distinct: number }]>`SELECT count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`;
    expect(migrations).toBe(distinct);
  });

  it('a session opened on one process works on the other, and a logout on either ends it', async () => {
    const res = await login(a);
    expect(res.status).toBe(200);
    const token = tokenOf(res);
    expect((await adminCalls(b, token).get('/api/admin/me')).status).toBe(200);
    expect((await adminCalls(a, token).get('/api/admin/me')).status).toBe(200);
    expect((await adminCalls(b, token).send('POST', '/api/admin/logout')).status).toBe(200);
    expect((await adminCalls(a, token).get('/api/admin/me')).status).toBe(401);
    expect((await adminCalls(b, token).get('/api/admin/me')).status).toBe(401);
  });

  it('contact messages alternating between the processes meet one shared limit', async () => {
    const send = (p: Proc, i: number) =>
      postJson(`${p.url}/api/contact`, { name: 'Awa Koné', email: 'awa@example.ci', phone: '+225 07 00 00 00', message: `Message ${i}` }, { 'X-Forwarded-For': '203.0.113.7' });
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_LIMIT + 2; i++) statuses.push((await send(i % 2 ? b : a, i)).status);
    // One process alone would let CONTACT_LIMIT through per process: the 4th and 5th here.
    expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(201), 429, 429]);
    const [{ stored }] = await dbSql<[{ stored: number }]>`SELECT count(*)::int AS stored FROM contacts`;
    expect(stored).toBe(CONTACT_LIMIT);
  });

  it('login failures on both processes count against one throttle', async () => {
    const ip = '203.0.113.99';
    // 10 failures per account and address in the window (features/auth/service.ts).
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b : a, 'mauvais-mot-de-passe', ip)).status).toBe(401);
    // Blocked on both, even with the right password, until the window ends.
    expect((await login(a, ADMIN.password, ip)).status).toBe(429);
    expect((await login(b, ADMIN.password, ip)).status).toBe(429);
    // Refused on the address, a name tried on either process adds no row (decision 042).
    const rowsNow = async () => (await dbSql<[{ n: number }]>`SELECT count(*)::int AS n FROM rate_limits`)[0].n;
    const before = await rowsNow();
    for (let i = 0; i < 6; i++) {
      const p = i % 2 ? b : a;
      const res = await fetchJson(`${p.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: p.url, 'X-Forwarded-For': ip },
        body: JSON.stringify({ username: `inconnu-${i}`, password: 'x' }),
      });
      expect(res.status).toBe(429);
    }
    expect(await rowsNow()).toBe(before);
    await dbSql`DELETE FROM rate_limits WHERE key LIKE 'login-fail:%'`;
    // Each attempt hashes a password on purpose (slow): 12 of them on a busy machine.
  }, 60_000);

  it('expired counters and sessions are deleted by the processes on their timers, without a failure', async () => {
    await dbSql`INSERT INTO rate_limits (key, count, reset_at) VALUES ('chat:session:expired-scale-out', 31, now() - interval '1 second'), ('chat:ip:live-scale-out', 1, now() + interval '1 hour')`;
    await dbSql`INSERT INTO session (sid, sess, expire) VALUES ('expired-scale-out', '{"adminId":1,"createdAt":0,"lastSeenAt":0}', now() - interval '1 second')`;
    const left = async () =>
      (await dbSql<[{ n: number }]>`SELECT (SELECT count(*) FROM rate_limits WHERE key = 'chat:session:expired-scale-out') + (SELECT count(*) FROM session WHERE sid = 'expired-scale-out') AS n`)[0].n;
    await msUntil(async () => Number(await left()), 0, 5000);
    expect((await dbSql`SELECT 1 FROM rate_limits WHERE key = 'chat:ip:live-scale-out'`).length).toBe(1);
    for (const p of [a, b]) expect(p.output.join('')).not.toContain('expired rows not purged');
    await dbSql`DELETE FROM rate_limits WHERE key = 'chat:ip:live-scale-out'`;
  });

  it("an administrator's change through one process is served by the other at once, pages included", async () => {
    const token = tokenOf(await login(a));
    const onA = adminCalls(a, token);
    const key = 'founder_title';
    const before = `Avant ${randomBytes(3).toString('hex')}`;
    const after = `Après ${randomBytes(3).toString('hex')}`;
    expect((await onA.send('PUT', `/api/admin/content/${key}`, { value: before })).status).toBe(200);
    await msUntil(() => contentValue(b, key), before);

    // B's caches hold the current value: the API answer and the rendered home page.
    const page = async () => (await fetch(`${b.url}/`)).text();
    const pageShows = async (text: string) => (await page()).includes(text);
    for (let i = 0; i < 2; i++) {
      expect(await contentValue(b, key)).toBe(before);
      expect(await pageShows(before)).toBe(true);
    }

    await sleep(200);
    heard.length = 0;
    expect((await onA.send('PUT', `/api/admin/content/${key}`, { value: after })).status).toBe(200);
    const apiMs = await msUntil(() => contentValue(b, key), after);
    const pageMs = await msUntil(() => pageShows(after), true);
    expect(apiMs).toBeLessThan(1000);
    expect(pageMs).toBeLessThan(1000);
    console.info(`scale-out: change on A served by B after ${Math.round(apiMs)} ms (API), page ${Math.round(pageMs)} ms later`);

    // One write, one notification: B's own invalidation is not published back (no ping-pong).
    await sleep(300);
    expect(heard).toHaveLength(1);

    // The chat assistant's knowledge on B is rebuilt too: its fallback gives the phone number.
    const ask = async () =>
      (await postJson<{ response: string }>(`${b.url}/api/chat`, { message: 'xyzzy plugh ?', sessionId: 'scale-out-session-0001' })).body.response;
    const phone = `+225 01 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    expect(await ask()).not.toContain(phone);
    expect((await onA.send('PUT', '/api/admin/content/contact_phone', { value: phone })).status).toBe(200);
    expect(await msUntil(async () => (await ask()).includes(phone), true)).toBeLessThan(1000);
  });

  it('a notification missed while the listener was disconnected is covered when it reconnects', async () => {
    const key = 'founder_title';
    const current = await contentValue(b, key);
    const missed = `Manqué ${randomBytes(3).toString('hex')}`;
    // A change whose notification never reaches B: written behind the servers' back.
    await dbSql`UPDATE site_content SET value = ${missed} WHERE key = ${key}`;
    await sleep(100);
    expect(await contentValue(b, key)).toBe(current);

    const killed = await dbSql<Array<{ pid: number }>>`
      SELECT pid FROM pg_stat_activity
      WHERE datname = ${dbName} AND query ILIKE 'LISTEN%' AND application_name <> 'scale-out-test'`;
    // The two servers' listeners.
    expect(killed).toHaveLength(2);
    await dbSql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid IN ${dbSql(killed.map((k) => k.pid))}`;

    // Reconnected, B drops what it cached meanwhile...
    const ms = await msUntil(() => contentValue(b, key), missed, 3000);
    console.info(`scale-out: B re-listened and dropped its caches ${Math.round(ms)} ms after its listener was killed`);
    // ...and hears the next change again.
    const token = tokenOf(await login(a));
    const next = `Ensuite ${randomBytes(3).toString('hex')}`;
    expect((await adminCalls(a, token).send('PUT', `/api/admin/content/${key}`, { value: next })).status).toBe(200);
    expect(await msUntil(() => contentValue(b, key), next)).toBeLessThan(1000);
  });

  it('after losing the database for a while, the other process catches up with what it missed', async () => {
    const key = 'founder_title';
    const token = tokenOf(await login(a));
    const stale = await contentValue(b, key);
    await proxy.cut();
    // Meanwhile the change lands through A; its notification cannot reach B.
    const changed = `Pendant la coupure ${randomBytes(3).toString('hex')}`;
    expect((await adminCalls(a, token).send('PUT', `/api/admin/content/${key}`, { value: changed })).status).toBe(200);
    // B's reconnection attempts fail for a while.
    await sleep(1500);
    expect(await contentValue(b, key)).toBe(stale);
    await proxy.restore();
    const ms = await msUntil(() => contentValue(b, key), changed, 8000);
    console.info(`scale-out: B served the change missed during a 1.5 s outage ${Math.round(ms)} ms after the database came back`);
  }, 60_000);

  it("a process restarting (a rolling deploy) leaves alone the other's upload in progress in the shared media folder", async () => {
    const cookie = `sid=${tokenOf(await login(a, ADMIN.password, '198.51.100.77'))}`;
    const video = await playableMp4(1024 * 1024);
    const upload = slowUpload(a.url, cookie, video);
    await upload.send(512 * 1024);
    // A is receiving it into its temp folder…
    await expect.poll(async () => (await tempFilesUnder(path.join(dataDir, 'media', '.tmp'))).length, { timeout: 10_000 }).toBe(1);
    // …when B is stopped and started again, cleaning what its predecessor left there.
    await stopProcess(b);
    b = await startProcess(bDatabaseUrl, dataDir);
    await waitUntilServing(b);
    upload.end();
    const res = await upload.answer;
    expect(res.status, res.body).toBe(201);
    const { mediaUrl } = JSON.parse(res.body) as { mediaUrl: string };
    const stored = await fetch(b.url + mediaUrl);
    expect(stored.status).toBe(200);
    // The video remuxed without its metadata (and the padding the test video carries).
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.length).toBeLessThan(video.length);
  }, 150_000);
});
