// Rate limits that hold (docs/decisions/042): a request refused on its address adds no row for
// the keys it chooses itself (a chat session id, a user name); a client with a /64 of IPv6 is
// one address; every spelling of a user name that finds the account shares its failures.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { LOGIN_FAILURE_LIMIT } from '../src/features/auth/service';
import { createTestAdmin, loginRequest, TEST_PASSWORD } from './helpers/admin';
import { postJson, startTestServer, type TestServer } from './helpers/server';

const CHAT_PER_IP = 3;
const CONTACT_LIMIT = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      trustProxy: true,
      contactRateLimit: { max: CONTACT_LIMIT, windowMs: 60 * 60_000 },
      chat: { rateLimit: { perSession: 30, perIp: CHAT_PER_IP, windowMs: 10 * 60_000 } },
    },
  });
  await createTestAdmin(server, 'admin');
});
afterAll(() => server?.close());

let n = 0;
const freshSession = () => `fresh-session-${String(++n).padStart(8, '0')}`;
const chat = (ip: string, sessionId = freshSession()) =>
  postJson(`${server.url}/api/chat`, { message: 'Combien coûte le BTS ?', sessionId }, { 'X-Forwarded-For': ip });
const contact = (ip: string, i: number) =>
  postJson(
    `${server.url}/api/contact`,
    { name: 'Awa Koné', email: 'awa@example.ci', phone: '+225 07 00 00 00', message: `Bonjour, message ${i}.` },
    { 'X-Forwarded-For': ip },
  );
const rows = async (like = '%') =>
  rowsOf<{ n: number }>(await server.deps.db.execute(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE ${like}`))[0].n;

describe('a request refused on its address adds no row', () => {
  it('chat: fresh session ids from an address over its limit add no row', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < CHAT_PER_IP; i++) expect((await chat(ip)).status).toBe(200);
    expect((await chat(ip)).status).toBe(429);
    const before = await rows();
    for (let i = 0; i < 25; i++) expect((await chat(ip)).status).toBe(429);
    expect(await rows()).toBe(before);
  });

  it('chat: of a burst of fresh session ids from one address, only those within its limit count anywhere', async () => {
    const ip = '203.0.113.11';
    const before = await rows('chat:session:%');
    const statuses = await Promise.all(Array.from({ length: 20 }, () => chat(ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CHAT_PER_IP);
    expect(await rows('chat:session:%')).toBe(before + CHAT_PER_IP);
  });

  it('login: new user names from an address over its limit add no row', async () => {
    const ip = '203.0.113.12';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await loginRequest(server, `inconnu-${ip}-${i}`, 'x', { 'X-Forwarded-For': ip })).status).toBe(401);
    expect((await loginRequest(server, `inconnu-${ip}-over`, 'x', { 'X-Forwarded-For': ip })).status).toBe(429);
    const before = await rows();
    for (let i = 0; i < 15; i++) expect((await loginRequest(server, `encore-${ip}-${i}`, 'x', { 'X-Forwarded-For': ip })).status).toBe(429);
    expect(await rows()).toBe(before);
  });
});

describe('an IPv6 client is counted by its /64', () => {
  it('contact: the 6th message from eight addresses of one /64 is refused', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) statuses.push((await contact(`2001:db8:1:2::${100 + i}`, i)).status);
    expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(201), 429, 429, 429]);
    // Another /64 is another client.
    expect((await contact('2001:db8:1:3::1', 9)).status).toBe(201);
  });

  it('contact: an IPv4-mapped address is its IPv4 address', async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await contact(i % 2 ? '::ffff:198.51.100.77' : '198.51.100.77', i)).status).toBe(201);
    expect((await contact('::ffff:198.51.100.77', 99)).status).toBe(429);
  });

  it('chat: session ids and addresses changing within one /64 meet its limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= CHAT_PER_IP + 2; i++) statuses.push((await chat(`2001:db8:aa:bb:${i}::1`)).status);
    expect(statuses).toEqual([...Array(CHAT_PER_IP).fill(200), 429, 429]);
  });

  it('login: failures from addresses of one /64 meet its limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_FAILURE_LIMIT + 1; i++) {
      statuses.push((await loginRequest(server, `personne-${i}`, 'x', { 'X-Forwarded-For': `2001:db8:cc:dd::${i.toString(16)}` })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_FAILURE_LIMIT).fill(401), 429]);
  });
});

describe('one account, one count of failures, however its name is written', () => {
  it("locked under 'admin', 'ADMİN' with the right password from another address is refused too", async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await loginRequest(server, 'admin', 'pas-le-bon', { 'X-Forwarded-For': `192.0.2.${10 + i}` })).status).toBe(401);
    }
    expect((await loginRequest(server, 'admin', TEST_PASSWORD, { 'X-Forwarded-For': '192.0.2.100' })).status).toBe(429);
    // The database finds the account under each of these names (lower() in SQL).
    for (const [i, name] of ['ADMİN', 'ADMIN', 'Admin', 'aDmİn'].entries()) {
      const res = await loginRequest(server, name, TEST_PASSWORD, { 'X-Forwarded-For': `192.0.2.${110 + i}` });
      expect([name, res.status]).toEqual([name, 429]);
    }
  });

  it('an unknown name keeps a count of its own, whatever its case', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const name = i % 2 ? 'Fantôme' : 'FANTÔME';
      expect((await loginRequest(server, name, 'x', { 'X-Forwarded-For': `192.0.2.${150 + i}` })).status).toBe(401);
    }
    expect((await loginRequest(server, 'fantôme', 'x', { 'X-Forwarded-For': '192.0.2.200' })).status).toBe(429);
  });
});
