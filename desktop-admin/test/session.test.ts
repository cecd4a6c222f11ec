// The desktop app's session: server address, login, cookie sealed in the store, expiry,
// and the French messages the administrator reads when something is wrong.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@ecole/shared/admin-client';
import { adminMessages } from '@ecole/shared/admin-messages';
import { authMessages } from '@ecole/shared/schemas/auth';
import { session } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../server/test/helpers/server';
import { DesktopError, desktopMessages } from '../src/core/errors';
import { noSecretBox } from '../src/core/persist';
import { normalizeServerUrl, ServerSession } from '../src/core/session';
import { loggedInDesktop, openDesktop, removeDir, tempDir } from './helpers/desktop';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = await tempDir();
});
afterAll(async () => {
  await server?.close();
  await removeDir(dir);
});

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof DesktopError) return e;
    throw e;
  }
  throw new Error('expected a failure');
};

describe('server address', () => {
  it('is taken as the origin the administrator meant', () => {
    expect(normalizeServerUrl(' www.lagune-business.ci/admin/ ')).toBe('https://www.lagune-business.ci');
    expect(normalizeServerUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(normalizeServerUrl('https://ecole.ci:8080/x?y')).toBe('https://ecole.ci:8080');
    expect(normalizeServerUrl('http://serveur-ecole:3000')).toBe('http://serveur-ecole:3000');
    expect(normalizeServerUrl('serveur-ecole:3000')).toBe('http://serveur-ecole:3000');
    expect(normalizeServerUrl('http://ecole.local')).toBe('http://ecole.local');
    expect(normalizeServerUrl('[::1]:3000')).toBe('http://[::1]:3000');
    // Plain http to a server on the Internet would carry the password in clear (decision 050).
    for (const open of ['http://ecole.ci:8080/x?y', 'http://www.lagune-business.ci', 'http://41.202.10.5', 'HTTP://[2001:db8::1]']) {
      expect(() => normalizeServerUrl(open), open).toThrow(desktopMessages.insecureUrl);
    }
    for (const bad of ['', 'ftp://ecole.ci', 'https://user:pw@ecole.ci', 'http://']) expect(() => normalizeServerUrl(bad)).toThrow(desktopMessages.invalidUrl);
  });

  it('is kept only once it answers as the school server; otherwise a French reason', async () => {
    const d = await openDesktop(`${dir}/addr.json`);
    expect(await d.backend.setServerUrl(server.url.replace('http://', ''))).toEqual({ serverUrl: server.url });
    expect(JSON.parse(await readFile(`${dir}/addr.json`, 'utf8')).serverUrl).toBe(server.url);

    // Nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const down = await failure(d.backend.setServerUrl(`http://127.0.0.1:${port}`));
    expect(down.code).toBe('unreachable');
    expect(down.message).toBe(`Le serveur 127.0.0.1:${port} est injoignable. Vérifiez l'adresse et votre connexion Internet, puis réessayez.`);

    // A web server, but not ours.
    const other = http.createServer((_req, res) => res.end('<html>Bienvenue</html>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const wrong = await failure(d.backend.setServerUrl(otherUrl));
      expect(wrong.code).toBe('not-our-server');
    } finally {
      other.close();
    }
    // The good address is still the one kept.
    expect((await d.backend.getState()).serverUrl).toBe(server.url);
  });
});

describe('login and session', () => {
  it('refuses wrong credentials with the server message and keeps no cookie', async () => {
    const d = await openDesktop(`${dir}/wrong.json`);
    await d.backend.setServerUrl(server.url);
    const res = await d.backend.request('POST', '/api/admin/login', JSON.stringify({ username: 'personne', password: 'mauvais' }));
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toBe(authMessages.invalidCredentials);
    expect(d.backend.session.hasSession).toBe(false);
    const viaSession = await failure(d.backend.session.login('personne', 'mauvais'));
    expect(viaSession.code).toBe('invalid-credentials');
    expect(viaSession.message).toBe(authMessages.invalidCredentials);
  });

  it('keeps the session sealed in the store, and finds it again at the next start', async () => {
    const d = await loggedInDesktop(server, dir);
    const stored = JSON.parse(await readFile(d.storeFile, 'utf8')) as { sealedSession?: string };
    expect(stored.sealedSession).toMatch(/^sealed:/);
    expect(stored.sealedSession).not.toContain('sid=');
    const again = await d.restart();
    const state = await again.backend.getState();
    expect(state.admin?.username).toBe(d.username);
    // The shared admin client's calls go through: reads and writes (X-Admin-Client sent).
    const albums = await again.backend.request('GET', '/api/admin/albums');
    expect(albums.status).toBe(200);
    const created = await again.backend.request('POST', '/api/admin/albums', JSON.stringify({ title: 'Depuis le bureau', category: 'Campus' }));
    expect(created.status).toBe(201);
    await again.backend.shutdown();
  });

  it("passes on the admin client's If-Match and Idempotency-Key: a stale save refused, a create sent again made once", async () => {
    const d = await loggedInDesktop(server, dir);
    const body = JSON.stringify({ title: 'Envoyé deux fois', category: 'Campus' });
    const key = { 'Idempotency-Key': 'cle-d-envoi-bureau-000001' };
    const first = await d.backend.request('POST', adminApi.albums, body, key);
    const again = await d.backend.request('POST', adminApi.albums, body, key);
    expect(again.status).toBe(201);
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    const { albums } = JSON.parse((await d.backend.request('GET', adminApi.albums)).body) as { albums: Array<{ title: string }> };
    expect(albums.filter((a) => a.title === 'Envoyé deux fois')).toHaveLength(1);

    const album = (JSON.parse(first.body) as { album: { id: number } }).album;
    const stale = await d.backend.request('PUT', adminApi.album(album.id), JSON.stringify({ title: 'Écrasé ?' }), { 'If-Match': '"version-d-avant"' });
    expect(stale.status).toBe(412);
    expect(JSON.parse(stale.body).error).toBe(adminMessages.staleEdit);
    await d.backend.shutdown();
  });

  it('keeps no session at all when the system cannot seal it', async () => {
    const d = await loggedInDesktop(server, dir, server.url, { secrets: noSecretBox });
    expect(JSON.parse(await readFile(d.storeFile, 'utf8')).sealedSession).toBeUndefined();
    expect((await (await d.restart()).backend.getState()).admin).toBeNull();
  });

  it('reports an expired session once and forgets it; logout forgets it too', async () => {
    const d = await loggedInDesktop(server, dir);
    await server.deps.db.delete(session);
    const res = await d.backend.request('GET', '/api/admin/albums');
    expect(res.status).toBe(401);
    expect(d.events.filter((e) => e.type === 'session-expired')).toHaveLength(1);
    expect(d.backend.session.hasSession).toBe(false);
    expect(JSON.parse(await readFile(d.storeFile, 'utf8')).sealedSession).toBeUndefined();
    expect(d.backend.queue.pausedReason).toBe('session');

    const e = await loggedInDesktop(server, dir);
    await e.backend.request('POST', '/api/admin/logout', '{}');
    expect(e.backend.session.hasSession).toBe(false);
    expect((await e.backend.request('GET', '/api/admin/me')).status).toBe(401);
  });

  it("keeps the known-device cookie across a logout and a restart, so strangers' wrong passwords do not lock the app out", { timeout: 120_000 }, async () => {
    // Strangers come from other addresses: the server reads them from X-Forwarded-For here.
    const proxied = await startTestServer({ env: { trustProxy: true } });
    try {
      const d = await loggedInDesktop(proxied, dir);
      expect(JSON.parse(await readFile(d.storeFile, 'utf8')).sealedDevice).toMatch(/^sealed:/);
      await d.backend.request('POST', '/api/admin/logout', '{}');
      const login = (password: string, headers: Record<string, string>) =>
        fetch(`${proxied.url}${adminApi.login}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop', ...headers },
          body: JSON.stringify({ username: d.username, password }),
        });
      for (let i = 1; i <= 10; i++) expect((await login(`mauvais-${i}`, { 'X-Forwarded-For': `198.51.100.${i}` })).status).toBe(401);
      // A client without the cookie is locked out for now…
      expect((await login(d.password, { 'X-Forwarded-For': '198.51.100.200' })).status).toBe(429);
      // …not the app, even after a restart (the cookie was sealed in its store).
      const again = await d.restart();
      const res = await again.backend.request('POST', adminApi.login, JSON.stringify({ username: d.username, password: d.password }));
      expect(res.status).toBe(200);
      // Another server gets neither cookie.
      expect(again.backend.session.authHeaders('https://autre.example/api/admin/me').Cookie).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it("leaves nothing behind once its folder is removed: a save still due is not written after", async () => {
    const own = await tempDir();
    await loggedInDesktop(server, own); // the login resumes the queue, whose save falls due within a second
    await removeDir(own);
    await new Promise((r) => setTimeout(r, 1200));
    expect(existsSync(own)).toBe(false);
  });

  it('gives the session cookie only to the chosen server (an upload URL saved for another one gets none)', () => {
    const s = new ServerSession({ serverUrl: 'https://ecole.example', cookie: 'sid=secret' });
    expect(s.authHeaders('https://ecole.example/api/admin/uploads/abc').Cookie).toBe('sid=secret');
    for (const url of ['https://autre.example/api/admin/uploads/abc', 'http://ecole.example/api/admin/uploads/abc', 'https://ecole.example.evil.test/x', 'pas une adresse']) {
      expect(s.authHeaders(url).Cookie).toBeUndefined();
    }
    s.forget();
    expect(s.authHeaders('https://ecole.example/api/admin/uploads/abc').Cookie).toBeUndefined();
  });

  it('only relays calls to the API of the chosen server', async () => {
    const d = await loggedInDesktop(server, dir);
    for (const p of ['http://evil.example/api/admin/albums', '/media/x.jpg', '/api/../admin']) {
      expect((await failure(d.backend.request('GET', p))).code).toBe('invalid-request');
    }
  });
});
