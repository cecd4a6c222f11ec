// A back-office create sent again with the same Idempotency-Key, after its answer was lost on
// the way, makes one record and gets the first answer back (server/src/http/idempotency.ts).
// Against the real server and database, through the typed client the back office uses.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@ecole/shared/api';
import { adminApi, createAdminClient, type AdminClient } from '@ecole/shared/admin-client';
import { adminMessages } from '@ecole/shared/admin-messages';
import { messages } from '@ecole/shared/messages';
import { ALBUM_CATEGORIES } from '@ecole/shared/schemas/albums';
import { newRandomId } from '@ecole/shared/random-id';
import { rowsOf } from '../src/db/client';
import { IN_PROGRESS_LEASE_S, KEPT_S, REPLAYED_HEADER } from '../src/http/idempotency';
import { loginAsAdmin, refusal, type AdminSession } from './helpers/admin';
import { startTestServer, type TestServer } from './helpers/server';

const m = adminMessages.idempotency;
/** An album's create as the form sends it. */
const album = (title: string) => ({ title, category: ALBUM_CATEGORIES[0] });

let server: TestServer;
let admin: AdminSession;
let client: AdminClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
  client = createAdminClient({ baseUrl: server.url, headers: { Cookie: admin.cookie, Origin: server.url } });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.deps.db.execute(sql`DELETE FROM albums`);
  await server.deps.db.execute(sql`DELETE FROM idempotent_requests`);
});

const albumTitles = async () => (await client.albums()).albums.map((a) => a.title);
const keyRows = async () => rowsOf<{ key: string; status: number | null }>(await server.deps.db.execute(sql`SELECT key, status FROM idempotent_requests ORDER BY key`));
const postAlbum = (body: unknown, key: string, path = adminApi.albums) => admin.request<Record<string, unknown>>('POST', path, body, { [IDEMPOTENCY_KEY_HEADER]: key });

describe('a create sent again with its key', () => {
  it('makes one record and answers the second try with the first answer', async () => {
    const key = newRandomId();
    const first = await postAlbum(album('Remise des diplômes 2026'), key);
    const second = await postAlbum(album('Remise des diplômes 2026'), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.res.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(first.res.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(second.res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.res.headers.get('cache-control')).toBe('no-store');
    expect(await albumTitles()).toEqual(['Remise des diplômes 2026']);
  });

  it('works through the typed client: the same key, the same album', async () => {
    const key = newRandomId();
    const a = await client.createAlbum(album('Journée portes ouvertes'), key);
    const b = await client.createAlbum(album('Journée portes ouvertes'), key);
    expect(b.album.id).toBe(a.album.id);
    // Another key is another create, even with the same text (two identical tariffs are allowed).
    await client.createAlbum(album('Journée portes ouvertes'), newRandomId());
    await client.createAlbum(album('Journée portes ouvertes'));
    expect(await albumTitles()).toHaveLength(3);
  });

  it('a create whose answer never reached the client, sent again, is the same record', async () => {
    const key = newRandomId();
    const body = JSON.stringify(album('Sortie pédagogique'));
    // The whole request sent, the connection dropped before the answer: as a phone losing its
    // network. A server quicker than the drop (5 ms) has its answer thrown away unread: the
    // client saw no more of it either way.
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${server.url}${adminApi.albums}`, {
        method: 'POST',
        headers: { Cookie: admin.cookie, Origin: server.url, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), [IDEMPOTENCY_KEY_HEADER]: key },
      });
      req.on('error', () => resolve());
      req.on('response', (res) => {
        res.destroy();
        resolve();
      });
      req.end(body, () => setTimeout(() => req.destroy(), 5));
    });
    await expect.poll(async () => (await keyRows()).map((r) => r.status), { timeout: 10_000 }).toEqual([201]);
    const again = await postAlbum(album('Sortie pédagogique'), key);
    expect(again.status).toBe(201);
    expect(again.res.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await albumTitles()).toEqual(['Sortie pédagogique']);
  });

  it('two tries at once make one record: the other is told to wait, or gets the answer', async () => {
    const key = newRandomId();
    const tries = await Promise.all([1, 2, 3, 4].map(() => postAlbum(album('Gala'), key)));
    const statuses = tries.map((t) => t.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const t of tries) {
      if (t.status === 409) expect(t.body).toEqual({ success: false, error: m.inProgress });
      else expect(t.status).toBe(201);
    }
    expect(await albumTitles()).toEqual(['Gala']);
  });
});

describe('a key that cannot be answered again', () => {
  it('a refused create frees its key: the corrected form, sent with it, is made', async () => {
    const key = newRandomId();
    const refused = await postAlbum(album(''), key);
    expect(refused.status).toBe(400);
    expect(await keyRows()).toEqual([]);
    const made = await postAlbum(album('Conférence'), key);
    expect(made.status).toBe(201);
    expect(made.res.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await albumTitles()).toEqual(['Conférence']);
  });

  it('a key used on another address is refused, nothing made', async () => {
    const key = newRandomId();
    expect((await postAlbum(album('Premier'), key)).status).toBe(201);
    const other = await admin.request('POST', adminApi.institutes, { title: 'Institut', description: 'Texte' }, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, error: m.keyReused });
    expect((await client.institutes()).institutes.map((i) => i.title)).not.toContain('Institut');
  });

  it.each([
    ['too short', 'abc'],
    ['path traversal', '../../etc/passwd-0000000'],
    ['SQL', "x' OR '1'='1'; DROP TABLE albums;--"],
    ['too long', 'a'.repeat(65)],
    ['spaces', 'aaaa aaaa aaaa aaaa aaaa'],
  ])('a malformed key (%s) gets a French 400, nothing made', async (_name, key) => {
    const sent = await postAlbum(album('Refusé'), key);
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ success: false, error: m.invalidKey });
    expect(await albumTitles()).toEqual([]);
    expect(await keyRows()).toEqual([]);
  });

  it('a try while the first is still being answered is told to wait, French message', async () => {
    const key = newRandomId();
    await server.deps.db.execute(sql`INSERT INTO idempotent_requests (key, method, path) VALUES (${key}, 'POST', ${adminApi.albums})`);
    expect(await refusal(client.createAlbum(album('Attente'), key))).toEqual({ status: 409, message: m.inProgress });
    expect(await albumTitles()).toEqual([]);
  });

  it('a first try abandoned (its server stopped) past the lease: the next one runs', async () => {
    const key = newRandomId();
    await server.deps.db.execute(
      sql`INSERT INTO idempotent_requests (key, method, path, created_at) VALUES (${key}, 'POST', ${adminApi.albums}, now() - ${IN_PROGRESS_LEASE_S + 5} * interval '1 second')`,
    );
    const made = await client.createAlbum(album('Reprise'), key);
    expect(made.album.title).toBe('Reprise');
    expect(await keyRows()).toEqual([{ key, status: 201 }]);
  });

  it('keys older than a day are forgotten at the next create', async () => {
    const old = newRandomId();
    await server.deps.db.execute(
      sql`INSERT INTO idempotent_requests (key, method, path, status, body, created_at) VALUES (${old}, 'POST', ${adminApi.albums}, 201, '{}', now() - ${KEPT_S + 60} * interval '1 second')`,
    );
    const fresh = newRandomId();
    await client.createAlbum(album('Nouveau'), fresh);
    expect((await keyRows()).map((r) => r.key)).toEqual([fresh]);
  });

  it('requests without the header are not recorded', async () => {
    await client.createAlbum(album('Sans clé'));
    expect(await keyRows()).toEqual([]);
  });
});

describe('a deletion sent again', () => {
  it('is done once the row is gone: the typed client takes the 404 of a row already deleted as done', async () => {
    const made = await client.createAlbum(album('Ancien album'));
    // The first try's answer lost with the connection: the row went all the same.
    expect(await client.deleteAlbum(made.album.id)).toEqual({ success: true });
    const again = await admin.request('DELETE', adminApi.album(made.album.id));
    expect(again.status).toBe(404);
    expect(await client.deleteAlbum(made.album.id)).toEqual({ success: true });
    expect(await albumTitles()).toEqual([]);
  });

  it('a 404 for an address that does not exist is still a fault', async () => {
    const client404 = createAdminClient({ baseUrl: `${server.url}/api/nulle-part`, headers: { Cookie: admin.cookie, Origin: server.url } });
    await expect(client404.deleteAlbum(1)).rejects.toMatchObject({ status: 404, serverMessage: messages.generic.routeNotFound });
  });
});
