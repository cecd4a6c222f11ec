// PostgreSQL goes away under load and comes back: meanwhile pages answer 503 with a French
// page and the API 503 with a French JSON message, /healthz stays 200 and /readyz says
// 503; the server never exits, recovers by itself, and every contact message that was
// answered 2xx is in the database. The outage is a TCP proxy cut in front of the test
// database, so the machine's PostgreSQL keeps serving the other test files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { contacts } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { siteDistDir } from '../../src/paths';
import { fetchJson, postJson, startTestServer, type TestServer } from '../helpers/server';
import { startCuttableProxy, type CuttableProxy } from './tcp-proxy';

const config = inject('testDb');
const sitePagesBuilt = existsSync(path.join(siteDistDir, 'server', 'entry-server.js'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what: string, ok: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(config.kind !== 'postgres')('database outage (PostgreSQL behind a cuttable proxy)', () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    if (config.kind !== 'postgres') return;
    const pg = new URL(config.adminUrl);
    proxy = await startCuttableProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    server = await startTestServer({
      database: { viaPort: proxy.port },
      logger: createLogger('warn', (line) => logLines.push(line)),
      pages: sitePagesBuilt,
      env: { contactRateLimit: { max: 100_000, windowMs: 60 * 60_000 } },
    });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await server?.close();
    await proxy?.close();
  });

  it('answers 503 in French meanwhile, recovers by itself and loses no acknowledged contact', { timeout: 60_000 }, async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let running = true;
    // Four visitors sending contact messages one after the other, all through the outage.
    const visitor = async (v: number) => {
      while (running) {
        const marker = `panne-${v}-${++sent}`;
        const res = await postJson<{ error?: string }>(`${server.url}/api/contact`, {
          name: 'Visiteur Test',
          email: 'visiteur@exemple.ci',
          phone: '+225 01 02 03 04 05',
          message: `Message ${marker}`,
        }).catch(() => null);
        const status = res?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) acknowledged.push(marker);
        else if (status === 503) expect(res!.body.error).toBe(messages.generic.unavailable);
        await sleep(20);
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(visitor));

    await waitUntil('contacts stored before the outage', () => acknowledged.length >= 4);
    await proxy.cut();

    // Meanwhile. Pages and API answers not yet cached need the database.
    const health = await fetchJson(`${server.url}/healthz`);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await fetchJson<{ error: string }>(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body.error).toBe(messages.generic.unavailable);
    const api = await fetchJson<{ error: string }>(`${server.url}/api/news`);
    expect(api.status).toBe(503);
    expect(api.res.headers.get('content-type')).toContain('application/json');
    expect(api.body.error).toBe(messages.generic.unavailable);
    // Its error line names the request, as the answer's X-Request-Id does.
    const apiLog = logLines.map((l) => JSON.parse(l) as { msg: string; requestId?: string; path?: string }).filter((l) => l.requestId === api.res.headers.get('x-request-id'));
    expect(apiLog).toEqual([expect.objectContaining({ msg: 'request failed', path: '/api/news' })]);
    if (sitePagesBuilt) {
      for (const page of ['/', '/actualites']) {
        const res = await fetch(server.url + page);
        const html = await res.text();
        expect(res.status, page).toBe(503);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(html).toContain('<html lang="fr"');
        expect(html).toMatch(/indisponible/);
      }
    }
    await waitUntil('contacts refused during the outage', () => (statuses.get(503) ?? 0) >= 4);
    await sleep(1000);

    // Back: the server finds the database again without any help.
    await proxy.restore();
    const back = Date.now();
    let recoveredMs = -1;
    while (Date.now() - back < 10_000) {
      const probe = await fetchJson(`${server.url}/readyz`);
      const contact = await fetchJson(`${server.url}/api/news`);
      if (probe.status === 200 && contact.status === 200) {
        recoveredMs = Date.now() - back;
        break;
      }
      await sleep(100);
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(5000);
    const afterAcks = acknowledged.length;
    await waitUntil('contacts stored after the outage', () => acknowledged.length >= afterAcks + 4);
    running = false;
    await load;
    if (sitePagesBuilt) expect((await fetch(server.url + '/')).status).toBe(200);

    const stored = new Set(
      (await server.deps.db.select({ message: contacts.message }).from(contacts).where(like(contacts.message, 'Message panne-%'))).map((r) => r.message.slice('Message '.length)),
    );
    const lost = acknowledged.filter((m) => !stored.has(m));
    expect(lost).toEqual([]);
    // Every status seen: 201 before and after, 503 during; nothing else (no 500, no hang).
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
  });
});
