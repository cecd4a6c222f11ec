// Hostile requests at the administration's door: every route with a forged, expired or
// logged-out cookie; every write from another site, each with a body that would otherwise
// succeed; odd cookies; and the login form itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIXES } from '../../src/app';
import { TEST_PASSWORD } from '../helpers/admin';
import { startAdminFixture, adminRouteKeys, validReads, validWrites, type AdminFixture } from './admin-context';
import { envelopeCases, fieldCases } from './families';
import { hostileTests, type HostileCase, type Sender } from './harness';
import { jpeg } from '../helpers/media-fixtures';
import { sql } from 'drizzle-orm';

let fixture: AdminFixture;
beforeAll(async () => {
  fixture = await startAdminFixture();
});
afterAll(() => fixture?.server.close());

// The table's bodies only need an image's bytes; the real one is made before any case runs.
const image = await jpeg();
const writes = validWrites(image);

const BAD_SENDERS: Sender[] = ['forged', 'expired', 'logged-out'];
/** Writes from elsewhere; the first two on every write, the others in turn. */
const FOREIGN: Array<[string, Record<string, string>]> = [
  ['Origin of another site', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Origin null (sandboxed frame)', { origin: 'null' }],
  ['no Origin and no desktop header', { origin: '' }],
  ['same-site subdomain', { origin: 'https://admin.evil.example', 'sec-fetch-site': 'same-site' }],
];

function cases(): HostileCase[] {
  const list: HostileCase[] = [];
  const routes = [...Object.entries(writes), ...Object.entries(validReads).map(([key, path]) => [key, { method: 'GET', path }] as const)];

  routes.forEach(([key, req], n) => {
    const senders = ['GET /api/admin/me', 'POST /api/admin/sliders', 'DELETE /api/admin/news/:id', 'POST /api/admin/uploads'].includes(key)
      ? BAD_SENDERS
      : [BAD_SENDERS[n % BAD_SENDERS.length]];
    for (const as of senders) list.push({ ...req, name: `${as} cookie`, as, status: 401 });
  });

  Object.values(writes).forEach((req, n) => {
    for (const [name, headers] of [FOREIGN[0], FOREIGN[1], FOREIGN[2 + (n % 3)]]) {
      list.push({ ...req, name: `cross-origin: ${name}`, as: 'admin', headers: { ...req.headers, ...headers }, status: 403 });
    }
  });

  const me = { method: 'GET', path: '/api/admin/me', status: 401 };
  for (const [name, cookie] of [
    ['traversal', 'sid=../../etc/passwd'],
    ['SQL', "sid=' OR '1'='1"],
    ['script', 'sid=<script>alert(1)</script>'],
    ['4 KB', `sid=${'A'.repeat(4096)}`],
    ['one character too many', 'sid={adminToken}A'],
    ['__Host- name over plain HTTP', '__Host-sid={adminToken}; sid=invalide'],
    ['upper-case name', 'SID={adminToken}'],
    ['encoded NUL', 'sid=%00{adminToken}'],
  ] as const) {
    list.push({ ...me, name: `cookie: ${name}`, headers: { cookie } });
  }

  const login = { username: '{username}', password: TEST_PASSWORD };
  const wrong = { username: '{username}', password: 'pas-le-bon-mot-de-passe' };
  const post = (name: string, json: unknown, extra: Partial<HostileCase> = {}): HostileCase => ({ name, method: 'POST', path: '/api/admin/login', json, ...extra });
  list.push(
    ...envelopeCases('POST', '/api/admin/login', login),
    ...fieldCases('POST', '/api/admin/login', login, ['username', 'password']),
    post('wrong password', wrong, { status: 401 }),
    post('SQL injection in the username', { username: "admin' OR '1'='1' --", password: 'x' }, { status: 401 }),
    post('SQL injection in the password', { username: '{username}', password: "' OR '1'='1" }, { status: 401 }),
    post('username with an RTL override', { username: 'admin\u202Enimda', password: TEST_PASSWORD }, { status: 401 }),
    post('username with a zero-width space', { username: 'admin\u200B1', password: TEST_PASSWORD }, { status: 401 }),
    post('username of emoji', { username: '💥💥', password: TEST_PASSWORD }, { status: 401 }),
    post('username with a NUL', { username: 'admin1\u0000', password: TEST_PASSWORD }),
    post('password with a NUL', { username: '{username}', password: `${TEST_PASSWORD}\u0000` }),
    post('username of 101 characters', { username: 'a'.repeat(101), password: TEST_PASSWORD }),
    post('password of 1001 characters', { username: '{username}', password: 'a'.repeat(1001) }),
    post('right password, from another site', login, { headers: { origin: 'https://evil.example' }, status: 403 }),
    post('right password, Sec-Fetch-Site cross-site', login, { headers: { 'sec-fetch-site': 'cross-site' }, status: 403 }),
    post('right password, too many failures before', login, {
      status: 429,
      prepare: async (c) => {
        await c.server.deps.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`login-fail:account:${c.adminId}`}, 10, now() + interval '3 minutes')`);
      },
    }),
  );
  return list;
}

describe('hostile input: the administration guard and the login', () => {
  const count = hostileTests(cases, () => fixture.ctx);

  it('covers every administration route of the route table', () => {
    const known = new Set([...Object.keys(writes), ...Object.keys(validReads), 'POST /api/admin/login']);
    expect(adminRouteKeys(fixture.server, ADMIN_PREFIXES).filter((k) => !known.has(k))).toEqual([]);
    expect(count).toBeGreaterThan(150);
  });

  it('the table’s writes do succeed with the session and the site’s origin (so the guard is what refused them)', async () => {
    const { server, ctx } = fixture;
    const res = await fetch(`${server.url}/api/admin/institutes`, {
      method: 'POST',
      headers: { Cookie: `sid=${ctx.adminToken}`, Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(writes['POST /api/admin/institutes'].json),
    });
    expect(res.status).toBe(201);
  });
});
