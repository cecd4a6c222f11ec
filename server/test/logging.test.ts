// Structured logs: every line is one JSON object; each request gets an id, sent back in
// X-Request-Id and carried by its access line; no password, session token, cookie or
// setup token ever reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin } from '../src/features/auth/service';
import { createLogger } from '../src/logger';
import { loginRequest, sessionFor, sessionToken } from './helpers/admin';
import { fetchJson, postJson, startTestServer, type TestServer } from './helpers/server';

interface LogLine {
  time: string;
  level: string;
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  [key: string]: unknown;
}

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: createLogger('debug', (line) => lines.push(line)) });
});
afterAll(() => server?.close());

const parsed = () => lines.map((l) => JSON.parse(l) as LogLine);
const accessLines = (requestId: string) => parsed().filter((l) => l.msg === 'request' && l.requestId === requestId);

describe('request logs', () => {
  const password = 'Mot-de-passe-tres-secret-42';
  const secrets: Record<string, string> = { password };

  it('follows a first-run setup, a login, a session and a contact message', async () => {
    const { setupToken } = await bootstrapAdmin(server.deps);
    expect(setupToken).toBeTruthy();
    secrets.setupToken = setupToken!;

    // The setup link as printed at start-up: the token is in the query string.
    const link = await fetch(`${server.url}/admin/setup?token=${setupToken}`);
    await link.text();
    const linkId = link.headers.get('x-request-id')!;
    expect(linkId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(accessLines(linkId)).toEqual([expect.objectContaining({ method: 'GET', path: '/admin/setup', status: link.status })]);

    const setup = await postJson(`${server.url}/api/setup`, { token: setupToken, username: 'directrice', email: '', password, passwordConfirm: password }, { Origin: server.url });
    expect(setup.status, JSON.stringify(setup.body)).toBe(201);
    const setupToken2 = sessionToken(setup.res);
    if (setupToken2) secrets.setupSession = setupToken2;

    // A proxy's own id is kept when it is a plain token.
    const login = await loginRequest(server, 'directrice', password, { 'X-Request-Id': 'lb-7f3a_91' });
    expect(login.status).toBe(200);
    expect(login.res.headers.get('x-request-id')).toBe('lb-7f3a_91');
    const token = sessionToken(login.res)!;
    secrets.session = token;
    expect(accessLines('lb-7f3a_91')).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/login', status: 200 })]);

    const admin = sessionFor(server, token);
    const me = await admin.request('GET', '/api/admin/me', undefined, { Authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(accessLines(me.res.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ method: 'GET', path: '/api/admin/me', status: 200 })]);

    const contact = await postJson(`${server.url}/api/contact`, {
      name: 'Awa Koné',
      email: 'awa.kone@exemple.ci',
      phone: '+225 05 00 00 00 00',
      message: 'Bonjour, quelles sont les dates de la rentrée ?',
    });
    expect(contact.status).toBe(201);
    const contactId = contact.res.headers.get('x-request-id')!;
    const [line] = accessLines(contactId);
    expect(line).toMatchObject({ level: 'info', method: 'POST', path: '/api/contact', status: 201 });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);

    // A failed login is logged (warn), and the wrong password is not.
    secrets.wrongPassword = 'Mauvais-mot-de-passe-99';
    const failed = await loginRequest(server, 'directrice', secrets.wrongPassword);
    expect(failed.status).toBe(401);
    expect(parsed().some((l) => l.level === 'warn' && l.msg === 'login failed')).toBe(true);
    expect(accessLines(failed.res.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ path: '/api/admin/login', status: 401 })]);
  });

  it('replaces an id that is not a plain token of at most 64 characters', async () => {
    for (const given of ['a'.repeat(65), 'id with spaces', '{"level":"error"}', '../../etc/passwd', 'é']) {
      const res = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': given } });
      await res.text();
      const id = res.headers.get('x-request-id')!;
      expect(id).not.toBe(given);
      // Ours: the process's random prefix and a counter, itself a plain token.
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
      expect(accessLines(id)).toHaveLength(1);
    }
  });

  it('gives every request its own id', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${server.url}/healthz`);
        await res.text();
        return res.headers.get('x-request-id');
      }),
    );
    expect(new Set(ids).size).toBe(20);
  });

  it('writes only JSON lines with time, level and message, and no secret', () => {
    expect(lines.length).toBeGreaterThan(8);
    for (const raw of lines) {
      const line = JSON.parse(raw) as LogLine;
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
      expect(['debug', 'info', 'warn', 'error']).toContain(line.level);
      expect(typeof line.msg).toBe('string');
      for (const [what, secret] of Object.entries(secrets)) expect(raw, `${what} logged`).not.toContain(secret);
      expect(raw).not.toMatch(/sid=|cookie|authorization|token=/i);
    }
  });
});

describe('probes', () => {
  it('/healthz answers without the database, /readyz after select 1, never cached', async () => {
    const health = await fetchJson(`${server.url}/healthz`);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(health.res.headers.get('cache-control')).toBe('no-store');
    const ready = await fetchJson(`${server.url}/readyz`);
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(ready.res.headers.get('cache-control')).toBe('no-store');
    // Probes every few seconds would drown the log: their access lines are debug ones.
    expect(accessLines(ready.res.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ level: 'debug', path: '/readyz', status: 200 })]);
  });
});
