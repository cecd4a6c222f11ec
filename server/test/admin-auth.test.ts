// Sessions, login limits, first-run setup, the admin:create command, and the guard on
// every administration route (issue 3 "Sessions and accounts", "Authorisation everywhere").
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@ecole/shared/schemas/auth';
import { ADMIN_PREFIXES } from '../src/app';
import { openDatabase, rowsOf } from '../src/db/client';
import { OPEN_ADMIN_PATHS } from '../src/features/auth/admin-guard';
import { hashesAtOnce, verifyPassword } from '../src/features/auth/password';
import { bootstrapAdmin } from '../src/features/auth/service';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { repoRoot } from '../src/paths';
import { createTestAdmin, loginRequest, sessionFor, sessionToken, TEST_PASSWORD } from './helpers/admin';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

const logs: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY lets the rate-limit tests speak from several addresses.
  server = await startTestServer({ env: { trustProxy: true }, logger: createLogger('debug', (line) => logs.push(line)) });
  // One account for the tests that need no account of their own: each hash costs ~0.3 s of CPU.
  await createTestAdmin(server, 'directrice');
});
const loginAs = async (username = 'directrice') => sessionFor(server, sessionToken((await loginRequest(server, username, TEST_PASSWORD)).res)!);
afterAll(() => server?.close());

const me = (token: string | undefined) => fetchJson<{ success: boolean; admin?: { username: string; email: string | null } }>(`${server.url}/api/admin/me`, { headers: token ? { Cookie: `sid=${token}` } : {} });
const sessionRows = async () => rowsOf<{ sid: string }>(await server.deps.db.execute(sql`SELECT sid FROM session`));

describe('login, me, logout', { timeout: 60_000 }, () => {
  it('sets an HttpOnly, SameSite=Lax cookie holding a random 256-bit token; /me answers the admin', async () => {
    const { status, body, res } = await loginRequest(server, 'directrice', TEST_PASSWORD);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, admin: { username: 'directrice', email: 'directrice@ecole.example' } });
    // The login first clears any cookie it was sent, then sets the new one.
    const cookie = res.headers.getSetCookie().find((c) => /^sid=[^;]/.test(c))!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    // Served over plain HTTP here: Secure (and the __Host- name) only apply over HTTPS.
    expect(cookie).not.toMatch(/; Secure/i);
    const token = sessionToken(res)!;
    expect((await me(token)).body).toEqual({ success: true, admin: { username: 'directrice', email: 'directrice@ecole.example' } });
    // The table holds a digest of the token, never the token itself.
    expect((await sessionRows()).map((r) => r.sid)).not.toContain(token);
  });

  it('gives a new token on each login, and the token sent with the login stops working', async () => {
    const first = sessionToken((await loginRequest(server, 'directrice', TEST_PASSWORD)).res)!;
    const second = sessionToken((await loginRequest(server, 'directrice', TEST_PASSWORD, { Cookie: `sid=${first}` })).res)!;
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('logout deletes the session row and clears the cookie', async () => {
    const admin = await loginAs();
    const before = (await sessionRows()).length;
    const { status, body, res } = await admin.post('/api/admin/logout');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Déconnexion réussie' });
    expect(res.headers.getSetCookie().some((c) => /^sid=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect((await sessionRows()).length).toBe(before - 1);
    expect((await admin.get('/api/admin/me')).status).toBe(401);
  });

  it('refuses a wrong password with 401 and blank fields with the spec message', async () => {
    const wrong = await loginRequest(server, 'directrice', 'pas-le-bon-mot-de-passe', { 'X-Forwarded-For': '192.0.2.50' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, error: "Nom d'utilisateur ou mot de passe incorrect" });
    const blank = await loginRequest(server, '  ', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, error: 'Veuillez remplir tous les champs' });
    expect((await me(undefined)).body).toEqual({ success: false, error: authMessages.unauthenticated });
  });
});

describe('session lifetime', { timeout: 60_000 }, () => {
  /** Logs in on a server with these limits; the session works at first, then not past `endsAfterMs`. */
  async function expectSessionToEnd(session: { idleMs: number; absoluteMs: number }, endsAfterMs: number, useMeanwhile: boolean) {
    const short = await startTestServer({ env: { session } });
    try {
      const { username, password } = await createTestAdmin(short);
      const login = await loginRequest(short, username, password);
      // The session began before this instant: waiting from here overshoots, never undershoots.
      const loggedInAt = Date.now();
      const admin = sessionFor(short, sessionToken(login.res)!);
      expect((await admin.get('/api/admin/me')).status).toBe(200);
      while (useMeanwhile && Date.now() - loggedInAt < endsAfterMs - 1000) {
        await sleep(400);
        await admin.get('/api/admin/me');
      }
      await sleep(Math.max(0, loggedInAt + endsAfterMs + 500 - Date.now()));
      expect((await admin.get('/api/admin/me')).status).toBe(401);
      expect(rowsOf(await short.deps.db.execute(sql`SELECT sid FROM session WHERE expire > now()`))).toEqual([]);
    } finally {
      await short.close();
    }
  }

  it('ends after the idle timeout', async () => {
    await expectSessionToEnd({ idleMs: 3000, absoluteMs: 3_600_000 }, 3000, false);
  });

  it('ends after the absolute lifetime, even when in use', async () => {
    await expectSessionToEnd({ idleMs: 3_600_000, absoluteMs: 3000 }, 3000, true);
  });
});

describe('login rate limit: 10 failures per 3 minutes, per account and per address', () => {
  it('blocks an account after 10 failures, from any address, even with the right password', { timeout: 120_000 }, async () => {
    const { username, password } = await createTestAdmin(server, 'cible');
    // In parallel: each failure costs a full password hash, by design.
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginRequest(server, username, `mauvais-${i}`, { 'X-Forwarded-For': `198.51.100.${i + 1}` })),
    );
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(401));
    const blocked = await loginRequest(server, username, password, { 'X-Forwarded-For': '198.51.100.200' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, error: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.' });
    expect(Number(blocked.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.res.headers.get('retry-after'))).toBeLessThanOrEqual(180);
  });

  it('blocks an address after 10 failures, whatever the account', { timeout: 120_000 }, async () => {
    const { username, password } = await createTestAdmin(server, 'voisin');
    const ip = { 'X-Forwarded-For': '203.0.113.7' };
    const failures = await Promise.all(Array.from({ length: 10 }, (_, i) => loginRequest(server, `inconnu${i}`, 'quelconque-123', ip)));
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(401));
    expect((await loginRequest(server, username, password, ip)).status).toBe(429);
    // The same account from another address is not blocked.
    expect((await loginRequest(server, username, password, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
  });

  it('counts guesses sent together before their passwords are checked: 30 at once from one address, 10 are checked', { timeout: 120_000 }, async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.30' };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginRequest(server, `rafale${i}`, 'quelconque-123', ip)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('a successful login is no failure: an address may log in again and again', { timeout: 120_000 }, async () => {
    const { username, password } = await createTestAdmin(server, 'habituee');
    const ip = { 'X-Forwarded-For': '203.0.113.31' };
    for (let i = 0; i < 12; i++) expect((await loginRequest(server, username, password, ip)).status).toBe(200);
  });

  it("strangers' failures do not lock out the browser that logged in before (its known-device cookie), which has a limit of its own", { timeout: 120_000 }, async () => {
    const { username, password } = await createTestAdmin(server, 'proviseur');
    const first = await loginRequest(server, username, password, { 'X-Forwarded-For': '192.0.2.10' });
    const device = first.res.headers.getSetCookie().find((line) => line.startsWith('ldev='));
    expect(device).toMatch(/^ldev=\d+\.[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = { Cookie: device!.split(';')[0] };
    // Ten guesses from ten addresses lock the account for everyone else...
    await Promise.all(Array.from({ length: 10 }, (_, i) => loginRequest(server, username, `mauvais-${i}`, { 'X-Forwarded-For': `198.51.100.${50 + i}` })));
    expect((await loginRequest(server, username, password, { 'X-Forwarded-For': '192.0.2.11' })).status).toBe(429);
    // ...a forged cookie changes nothing...
    const forged = { Cookie: cookie.Cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    expect((await loginRequest(server, username, password, { 'X-Forwarded-For': '192.0.2.11', ...forged })).status).toBe(429);
    // ...but the administrator's own browser still gets in.
    expect((await loginRequest(server, username, password, { 'X-Forwarded-For': '192.0.2.10', ...cookie })).status).toBe(200);
    // A stranger sharing the administrator's address (a school network, a carrier's NAT) uses
    // up that address's 10 failures: the address is locked for every other browser, whatever
    // the account or the cookie it forges...
    const shared = { 'X-Forwarded-For': '192.0.2.10' };
    const strangers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginRequest(server, `inconnu-proviseur-${i}`, 'quelconque-123', shared)));
    expect(strangers.map((s) => s.status)).toEqual(Array(10).fill(401));
    expect((await loginRequest(server, 'directrice', TEST_PASSWORD, shared)).status).toBe(429);
    expect((await loginRequest(server, username, password, { ...shared, ...forged })).status).toBe(429);
    // ...but not for the administrator's own browser, held to its own limit instead...
    expect((await loginRequest(server, username, password, { ...shared, ...cookie })).status).toBe(200);
    expect((await loginRequest(server, username, 'faux-sur-place', { ...shared, ...cookie })).status).toBe(401);
    // ...and its logins give the strangers nothing back: the address stays locked for them.
    expect((await loginRequest(server, username, password, { ...shared, ...cookie })).status).toBe(200);
    expect((await loginRequest(server, 'directrice', TEST_PASSWORD, shared)).status).toBe(429);
    // Guessing with that cookie is limited too: 10 failures, then 429 even with the right password.
    for (let i = 0; i < 10; i++) expect((await loginRequest(server, username, `faux-${i}`, { 'X-Forwarded-For': `192.0.2.${20 + i}`, ...cookie })).status).toBe(401);
    expect((await loginRequest(server, username, password, { 'X-Forwarded-For': '192.0.2.40', ...cookie })).status).toBe(429);
  });

  it('checks passwords a few at a time, so that a burst of logins cannot take every worker thread', { timeout: 120_000 }, async () => {
    hashesAtOnce();
    await Promise.all(Array.from({ length: 8 }, (_, i) => loginRequest(server, `file${i}`, 'quelconque-123', { 'X-Forwarded-For': `203.0.113.${100 + i}` })));
    const { busiest, cap } = hashesAtOnce();
    expect(cap).toBeLessThanOrEqual(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(busiest).toBeLessThanOrEqual(cap);
  });

  it('logs the attempts without the password', async () => {
    const secret = 'Secret-Unique-Mot-De-Passe-42';
    await createTestAdmin(server, 'journal', secret);
    await loginRequest(server, 'journal', `${secret}-faux`, { 'X-Forwarded-For': '192.0.2.99' });
    await loginRequest(server, 'journal', secret, { 'X-Forwarded-For': '192.0.2.99' });
    const lines = logs.join('\n');
    expect(lines).toContain('"login failed"');
    expect(lines).toContain('"login succeeded"');
    expect(lines).toContain('journal');
    expect(lines).not.toContain(secret);
    expect(lines).not.toContain(TEST_PASSWORD);
    // A password typed into the name field names no account: not logged (decision 050).
    await loginRequest(server, secret, 'x', { 'X-Forwarded-For': '192.0.2.98' });
    expect(logs.join('\n')).toContain('(aucun compte de ce nom)');
    expect(logs.join('\n')).not.toContain(secret);
  });

  it('refuses to start with an administrator from the environment the setup page would refuse (decision 050)', () => {
    expect(() => loadEnv({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a' })).toThrow(`ADMIN_PASSWORD: ${authMessages.setupPasswordTooShort}`);
    expect(() => loadEnv({ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'assez-long-2026' })).toThrow(`ADMIN_USERNAME: ${authMessages.setupUsernameInvalid}`);
    expect(() => loadEnv({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'assez-long-2026', ADMIN_EMAIL: 'pas-une-adresse' })).toThrow(`ADMIN_EMAIL: ${authMessages.setupEmailInvalid}`);
    expect(loadEnv({ ADMIN_USERNAME: ' direction ', ADMIN_PASSWORD: ' assez-long-2026 ', ADMIN_EMAIL: '' }).admin).toEqual({ username: 'direction', password: ' assez-long-2026 ', email: undefined });
    expect(loadEnv({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }).admin).toBeUndefined();
  });
});

describe('first run', { timeout: 60_000 }, () => {
  it('a one-time setup token creates the first administrator (GET/POST /api/setup)', async () => {
    const fresh = await startTestServer();
    try {
      const { setupToken } = await bootstrapAdmin(fresh.deps);
      expect(setupToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await fetchJson(`${fresh.url}/api/setup`)).body).toEqual({ success: true, pending: true });
      const input = { username: 'fondateur', email: 'fondateur@ecole.example', password: 'un-mot-de-passe-long', passwordConfirm: 'un-mot-de-passe-long' };
      const post = (body: unknown, origin = fresh.url) => fetchJson<{ error?: string }>(`${fresh.url}/api/setup`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) }, body: JSON.stringify(body) });

      // From another site, or from no browser at all: refused before the token is looked at.
      for (const origin of ['https://autre-site.example', '']) {
        const foreign = await post({ ...input, token: setupToken }, origin);
        expect(foreign.status).toBe(403);
        expect(foreign.body.error).toBe(authMessages.forbiddenOrigin);
      }
      expect((await fetchJson(`${fresh.url}/api/setup`)).body).toEqual({ success: true, pending: true });

      const mismatch = await post({ ...input, token: setupToken, passwordConfirm: 'autre-chose-encore' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toBe(authMessages.setupPasswordMismatch);
      const wrong = await post({ ...input, token: 'pas-le-bon-jeton' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toBe(authMessages.setupTokenInvalid);

      const ok = await post({ ...input, token: setupToken });
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({ success: true, admin: { username: 'fondateur', email: 'fondateur@ecole.example' } });
      const token = sessionToken(ok.res)!;
      expect((await fetchJson(`${fresh.url}/api/admin/me`, { headers: { Cookie: `sid=${token}` } })).status).toBe(200);

      const again = await post({ ...input, username: 'intrus', token: setupToken });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(authMessages.setupDone);
      expect((await fetchJson(`${fresh.url}/api/setup`)).body).toEqual({ success: true, pending: false });
    } finally {
      await fresh.close();
    }
  });

  it('a setup that fails in the database leaves the link usable: the token is spent only once an administrator exists', async () => {
    const fresh = await startTestServer();
    try {
      const { setupToken } = await bootstrapAdmin(fresh.deps);
      const input = { username: 'fondateur', email: 'fondateur@ecole.example', password: 'un-mot-de-passe-long', passwordConfirm: 'un-mot-de-passe-long', token: setupToken };
      const post = () => fetchJson<{ error?: string }>(`${fresh.url}/api/setup`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: fresh.url }, body: JSON.stringify(input) });
      // The insert of the administrator fails, as it would with the database going away mid-request.
      await fresh.deps.db.execute(sql`ALTER TABLE admin_users ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID`);
      const failed = await post();
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect((await fetchJson(`${fresh.url}/api/setup`)).body).toEqual({ success: true, pending: true });
      await fresh.deps.db.execute(sql`ALTER TABLE admin_users DROP CONSTRAINT test_refuse_all`);
      const ok = await post();
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect((await fetchJson(`${fresh.url}/api/setup`)).body).toEqual({ success: true, pending: false });
    } finally {
      await fresh.close();
    }
  });

  it('pnpm admin:create makes an administrator from ADMIN_PASSWORD, never from an argument', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ecole-admin-create-'));
    try {
      // Without the test runs' lower cost: a hash made with the production default.
      const { PASSWORD_HASH_COST: _testCost, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' };
      const short = await run(['admin:create', '--username', 'chef'], { ...env, ADMIN_PASSWORD: 'court' });
      expect(short.code).toBe(1);
      expect(short.stderr).toContain(authMessages.setupPasswordTooShort);

      const created = await run(['admin:create', '--username', 'chef', '--email', 'chef@ecole.example'], { ...env, ADMIN_PASSWORD: 'mot-de-passe-du-chef' });
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Administrateur « chef » créé');
      expect(created.stdout + created.stderr).not.toContain('mot-de-passe-du-chef');

      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        const [row] = rowsOf<{ username: string; email: string; password: string }>(
          await database.db.execute(sql`SELECT username, email, password FROM admin_users`),
        );
        expect(row).toMatchObject({ username: 'chef', email: 'chef@ecole.example' });
        expect(row.password).toMatch(/^scrypt\$17\$8\$1\$/);
        expect(await verifyPassword('mot-de-passe-du-chef', row.password)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** Every administration route of the app's own table, with its parameters filled in. */
function adminRoutes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const out: Array<{ method: string; path: string }> = [];
  for (const r of server.app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    if (!ADMIN_PREFIXES.some((p) => r.path === p || r.path.startsWith(`${p}/`))) continue;
    const path = r.path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '1');
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path });
  }
  return out;
}

describe('the guard covers every administration route (route table)', { timeout: 60_000 }, () => {
  it('finds the routes of every screen in the table', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/me',
      'PUT /api/admin/content/1',
      'POST /api/admin/sliders/upload',
      'PUT /api/admin/founder-message',
      'DELETE /api/admin/institutes/1',
      'POST /api/admin/programs/upload',
      'POST /api/admin/news/1/images/upload',
      'PUT /api/admin/news-images/1',
      'POST /api/admin/projects/upload',
      'GET /api/admin/tariffs',
      'GET /api/admin/gallery-items',
      'POST /api/admin/gallery-upload',
      'GET /api/contacts',
      'PUT /api/contacts/1',
      'GET /api/chat-sessions/1',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(keys.length).toBeGreaterThan(45);
  });

  it('answers 401 on every route without a session (login apart)', async () => {
    const failures: string[] = [];
    for (const { method, path } of adminRoutes()) {
      if (OPEN_ADMIN_PATHS.has(path)) continue;
      const safe = SAFE_METHODS.has(method);
      const { status, body } = await fetchJson(`${server.url}${path}`, {
        method,
        // Same-origin, so that it is the missing session, not the origin, that refuses.
        headers: safe ? {} : { Origin: server.url, 'Content-Type': 'application/json' },
        body: safe ? undefined : '{}',
      });
      const error = (body as { error?: string } | null)?.error;
      if (status !== 401 || (method !== 'HEAD' && error !== authMessages.unauthenticated)) failures.push(`${method} ${path} -> ${status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every write from another site (Origin or Sec-Fetch-Site), even with a session', async () => {
    const admin = await loginAs();
    const failures: string[] = [];
    for (const { method, path } of adminRoutes()) {
      if (SAFE_METHODS.has(method)) continue;
      const foreign: Array<Record<string, string>> = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site', Origin: 'https://www.evil.example' }, {}];
      for (const headers of foreign) {
        const { status } = await fetchJson(`${server.url}${path}`, {
          method,
          headers: { Cookie: admin.cookie, 'Content-Type': 'application/json', ...headers },
          body: '{}',
        });
        if (status !== 403) failures.push(`${method} ${path} ${JSON.stringify(headers)} -> ${status}`);
      }
    }
    expect(failures).toEqual([]);
    // Still logged in: a refused write does not end the session.
    expect((await admin.get('/api/admin/me')).status).toBe(200);
  });

  it('accepts a non-browser client that declares itself with X-Admin-Client: desktop', async () => {
    const login = await fetchJson(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop' },
      body: JSON.stringify({ username: 'directrice', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const desktop = sessionFor(server, sessionToken(login.res)!);
    const viaHeader = await fetchJson<{ institute: { title: string } }>(`${server.url}/api/admin/institutes`, {
      method: 'POST',
      headers: { Cookie: desktop.cookie, 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop' },
      body: JSON.stringify({ title: 'Institut du bureau' }),
    });
    expect(viaHeader.status).toBe(201);
    expect(viaHeader.body.institute.title).toBe('Institut du bureau');
    // A browser page cannot borrow the header to pass: its Origin still decides.
    const forged = await fetchJson(`${server.url}/api/admin/institutes`, {
      method: 'POST',
      headers: { Cookie: desktop.cookie, 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop', Origin: 'https://evil.example' },
      body: JSON.stringify({ title: 'Intrus' }),
    });
    expect(forged.status).toBe(403);
  });

  it('keeps administration answers out of every cache', async () => {
    const admin = await loginAs();
    const { res } = await admin.get('/api/contacts');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The session's own answers too: /me names the administrator.
    for (const answer of [await admin.get('/api/admin/me'), await loginRequest(server, 'directrice', TEST_PASSWORD), await admin.post('/api/admin/logout')]) {
      expect(answer.res.headers.get('cache-control'), answer.res.url).toBe('no-store');
    }
    // A cached copy must never be served past the guard.
    expect((await fetchJson(`${server.url}/api/contacts`)).status).toBe(401);
  });
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
