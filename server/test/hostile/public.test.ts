// Hostile input on the public surface: the JSON API reads with bad ids and slugs, the
// contact form, the chat, the setup form, unknown routes and /media/*.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTACT_HONEYPOT_FIELD } from '@ecole/shared/schemas/contact';
import { addressForLimits } from '../../src/http/client-ip';
import { loginAsAdmin } from '../helpers/admin';
import { fingerprint } from '../helpers/fingerprint';
import { jpeg } from '../helpers/media-fixtures';
import { postJson, startTestServer, type TestServer } from '../helpers/server';
import { badIdCases, envelopeCases, fieldCases } from './families';
import { hostileTests, type HostileCase, type HostileContext } from './harness';

let server: TestServer;
let ctx: HostileContext;

beforeAll(async () => {
  server = await startTestServer({
    env: { contactRateLimit: { max: 1_000_000, windowMs: 3_600_000 }, chat: { rateLimit: { perSession: 1_000_000, perIp: 1_000_000, windowMs: 600_000 } } },
  });
  const admin = await loginAsAdmin(server);
  const { factories } = server;
  const article = await factories.createNews({ title: 'Rentrée solennelle' });
  const project = await factories.createProject();
  const album = await factories.createAlbum();
  const upload = await admin.upload<{ imageUrl: string }>('/api/admin/sliders/upload', 'image', { bytes: await jpeg(), name: 'photo.jpg' });
  ctx = {
    server,
    adminToken: admin.token,
    adminId: 0,
    ids: { article: article.slug, project: project.id, album: album.id, image: upload.body.imageUrl.slice('/media/'.length) },
  };
});
afterAll(() => server?.close());

const contact = { name: 'Awa Koné', email: 'awa@example.ci', phone: '+225 07 07 07 07 07', subject: '', program: '', message: 'Bonjour, je voudrais des informations.' };
const chat = { message: 'Combien coûte le BTS ?', sessionId: 'abcdefghijklmnop1234' };
const NUL = '\u0000';

/** Fills a rate-limit counter of the loopback address past any limit. */
const exhaust = (prefix: string) => async (c: HostileContext) => {
  for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map(addressForLimits)) {
    await c.server.deps.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`${prefix}${ip}`}, 1000000000, now() + interval '1 hour') ON CONFLICT (key) DO NOTHING`);
  }
};

function cases(): HostileCase[] {
  const reads: HostileCase[] = [
    ...badIdCases('GET', '/api/news/$'),
    ...badIdCases('GET', '/api/news/$/images'),
    ...badIdCases('GET', '/api/projects/$'),
    ...badIdCases('GET', '/api/albums/$'),
    { name: 'unknown API route', method: 'GET', path: '/api/admin-backdoor', status: 404 },
    { name: 'traversal out of the API', method: 'GET', path: '/api/news/..%2f..%2f..%2fpackage.json', status: 404 },
    { name: 'write on a read-only route', method: 'POST', path: '/api/news', json: { title: 'x' }, status: 404 },
    { name: 'delete on a read-only route', method: 'DELETE', path: '/api/albums/{album}', status: 404 },
    { name: 'slug with a NUL', method: 'GET', path: '/api/news/{article}%00', status: 404 },
    { name: 'slug of 10 000 characters', method: 'GET', path: `/api/news/${'a'.repeat(10_000)}`, status: 404 },
    ...['0', '-1', '51', '1e9', '4.0', '0x10', '1;DROP%20TABLE%20news', '4%27%20OR%201%3D1', '%3Cscript%3E', '%00', '9'.repeat(400)].map(
      (limit): HostileCase => ({ name: `news list limit ${limit.slice(0, 20)}`, method: 'GET', path: `/api/news?limit=${limit}`, status: 400 }),
    ),
    { name: 'news list limit given twice', method: 'GET', path: '/api/news?limit=1&limit=2', status: 400 },
  ];

  const media: HostileCase[] = [
    { name: 'encoded traversal', method: 'GET', path: '/media/..%2f..%2fetc%2fpasswd', status: 404 },
    { name: '%2e%2e traversal', method: 'GET', path: '/media/%2e%2e/%2e%2e/package.json', status: 404 },
    { name: 'traversal inside a variant path', method: 'GET', path: '/media/w640/..%2f{image}', status: 404 },
    { name: 'stored name followed by an encoded NUL', method: 'GET', path: '/media/{image}%00.html', status: 404 },
    { name: 'temporary folder', method: 'GET', path: '/media/.tmp/x.part', status: 404 },
    { name: "a process's temporary folder", method: 'GET', path: '/media/.tmp/serveur-4026531836-42/x.part', status: 404 },
    { name: 'copy of a missing video', method: 'GET', path: `/media/light/${'b'.repeat(32)}.mp4`, status: 404 },
    { name: 'small copy of a missing video', method: 'GET', path: `/media/light/${'b'.repeat(32)}-360.mp4`, status: 404 },
    { name: 'copy of another size', method: 'GET', path: `/media/light/${'b'.repeat(32)}-1080.mp4`, status: 404 },
    { name: 'traversal inside a copy path', method: 'GET', path: '/media/light/..%2f{image}', status: 404 },
    { name: 'copy of an image', method: 'GET', path: '/media/light/{image}', status: 404 },
    { name: 'partial uploads folder', method: 'GET', path: '/media/.uploads/x', status: 404 },
    { name: 'unknown width', method: 'GET', path: `/media/w99999/${'a'.repeat(32)}.webp`, status: 404 },
    { name: 'variant of a missing original', method: 'GET', path: `/media/w640/${'b'.repeat(32)}.webp`, status: 404 },
    { name: 'share picture of a missing original', method: 'GET', path: `/media/share/${'b'.repeat(32)}.jpg`, status: 404 },
    { name: 'traversal inside a share picture path', method: 'GET', path: '/media/share/..%2f{image}', status: 404 },
    { name: 'share picture asked as HTML', method: 'GET', path: `/media/share/${'b'.repeat(32)}.html`, status: 404 },
    { name: 'unknown extension', method: 'GET', path: `/media/${'c'.repeat(32)}.svg`, status: 404 },
    { name: 'upper-case name', method: 'GET', path: `/media/${'D'.repeat(32)}.jpg`, status: 404 },
    { name: 'missing file of a valid name', method: 'GET', path: `/media/${'e'.repeat(32)}.jpg`, status: 404 },
    { name: 'write to the media folder', method: 'PUT', path: `/media/${'f'.repeat(32)}.jpg`, body: '<script>alert(1)</script>', status: 404 },
    { name: 'range beyond the end', method: 'GET', path: '/media/{image}', headers: { range: 'bytes=99999999-' }, status: 416 },
  ];

  const contactCases: HostileCase[] = [
    ...envelopeCases('POST', '/api/contact', contact),
    ...fieldCases('POST', '/api/contact', contact, ['name', 'email', 'phone', 'message']),
    { name: 'e-mail with a script', method: 'POST', path: '/api/contact', json: { ...contact, email: '"><script>alert(1)</script>@x.ci' } },
    { name: 'e-mail with SQL', method: 'POST', path: '/api/contact', json: { ...contact, email: "a@b.ci' OR 1=1--" } },
    { name: 'e-mail with an RTL override', method: 'POST', path: '/api/contact', json: { ...contact, email: 'awa@exemple\u202Eic.moc' } },
    { name: 'e-mail with a zero-width space', method: 'POST', path: '/api/contact', json: { ...contact, email: 'awa\u200B@example.ci' } },
    { name: 'e-mail with emoji', method: 'POST', path: '/api/contact', json: { ...contact, email: '💥@example.ci' } },
    {
      name: 'e-mail with lone-surrogate bytes',
      method: 'POST',
      path: '/api/contact',
      body: Buffer.concat([Buffer.from(`${JSON.stringify({ ...contact, email: undefined }).slice(0, -1)},"email":"awa`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('@example.ci"}')]),
      headers: { 'content-type': 'application/json' },
    },
    { name: 'phone with SQL', method: 'POST', path: '/api/contact', json: { ...contact, phone: "'; DROP TABLE contacts;--" } },
    { name: 'phone with HTML', method: 'POST', path: '/api/contact', json: { ...contact, phone: '<img src=x onerror=alert(1)>' } },
    { name: 'subject not in the list', method: 'POST', path: '/api/contact', json: { ...contact, subject: "' OR 1=1 --" } },
    { name: 'programme not in the list', method: 'POST', path: '/api/contact', json: { ...contact, program: '<script>alert(1)</script>' } },
    { name: 'name with a NUL', method: 'POST', path: '/api/contact', json: { ...contact, name: `Awa${NUL}Koné` } },
    { name: 'message with a NUL', method: 'POST', path: '/api/contact', json: { ...contact, message: `Bonjour${NUL}` } },
    { name: 'message with control characters', method: 'POST', path: '/api/contact', json: { ...contact, message: 'Bonjour\u0001\u001b[31m' } },
    { name: 'name of spaces only', method: 'POST', path: '/api/contact', json: { ...contact, name: ' \t\n ' } },
    { name: 'message over 5000 characters', method: 'POST', path: '/api/contact', json: { ...contact, message: 'é'.repeat(5001) } },
    { name: 'name as a huge number', method: 'POST', path: '/api/contact', json: { ...contact, name: 1e308 } },
    { name: 'honeypot of 10 000 characters', method: 'POST', path: '/api/contact', json: { ...contact, [CONTACT_HONEYPOT_FIELD]: 'x'.repeat(10_000) } },
    { name: 'rate limit reached', method: 'POST', path: '/api/contact', json: contact, status: 429, prepare: exhaust('contact:ip:') },
  ];

  const chatCases: HostileCase[] = [
    ...envelopeCases('POST', '/api/chat', chat),
    ...fieldCases('POST', '/api/chat', chat, ['message', 'sessionId']),
    ...(
      [
        ['traversal', '../../../../etc/passwd'],
        ['SQL', "' OR 1=1 --aaaaaaaaaa"],
        ['script', '<script>alert(1)</script>'],
        ['RTL override', 'abcdefgh\u202Eijklmnop'],
        ['zero-width', 'abcdefgh\u200Bijklmnop'],
        ['emoji', 'abcdefghijklmnop💥'],
        ['NUL', `abcdefghijklmnop${NUL}`],
        ['too short', 'abc'],
        ['too long', 'a'.repeat(65)],
        ['number', 1234567890123456],
      ] as const
    ).map(([name, sessionId]): HostileCase => ({ name: `session id: ${name}`, method: 'POST', path: '/api/chat', json: { ...chat, sessionId } })),
    { name: 'message of spaces only', method: 'POST', path: '/api/chat', json: { ...chat, message: '   ' } },
    { name: 'message over 1000 characters', method: 'POST', path: '/api/chat', json: { ...chat, message: 'a'.repeat(1001) } },
    { name: 'message with a NUL', method: 'POST', path: '/api/chat', json: { ...chat, message: `Bonjour${NUL}` } },
    { name: 'message with control characters', method: 'POST', path: '/api/chat', json: { ...chat, message: 'Tarifs\u0007\u001b[2J' } },
    { name: 'rate limit of the address reached', method: 'POST', path: '/api/chat', json: chat, status: 429, prepare: exhaust('chat:ip:') },
    {
      name: 'rate limit of the session reached',
      method: 'POST',
      path: '/api/chat',
      json: chat,
      status: 429,
      prepare: async (c) => {
        await c.server.deps.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`chat:session:${chat.sessionId}`}, 1000000000, now() + interval '1 hour')`);
      },
    },
  ];

  const setup = { token: 'x'.repeat(32), username: 'intrus', password: 'mot-de-passe-intrus', passwordConfirm: 'mot-de-passe-intrus' };
  const setupCases: HostileCase[] = [
    ...envelopeCases('POST', '/api/setup', setup, {}, { malformed: true, wrongType: false }),
    { name: 'an administrator exists already', method: 'POST', path: '/api/setup', json: setup, status: 409 },
    { name: 'username with SQL', method: 'POST', path: '/api/setup', json: { ...setup, username: "admin' --" } },
    { name: 'username with a NUL', method: 'POST', path: '/api/setup', json: { ...setup, username: `admin${NUL}` } },
    { name: 'passwords differ', method: 'POST', path: '/api/setup', json: { ...setup, passwordConfirm: 'autre-chose-encore' } },
  ];

  return [...reads, ...media, ...contactCases, ...chatCases, ...setupCases];
}

describe('hostile input: public API, contact, chat, setup, media', () => {
  const count = hostileTests(cases, () => ctx);
  it('has a sizeable share of the suite', () => expect(count).toBeGreaterThan(150));
});

describe('the fingerprint sees what these requests would store', () => {
  it('a contact message that goes through changes it', async () => {
    const before = await fingerprint(server.deps);
    expect((await postJson(`${server.url}/api/contact`, contact)).status).toBe(201);
    const after = await fingerprint(server.deps);
    expect(after.tables.contacts.length).toBe(before.tables.contacts.length + 1);
    expect(after).not.toEqual(before);
  });

  it('a chat message that goes through changes it', async () => {
    const before = await fingerprint(server.deps);
    expect((await postJson(`${server.url}/api/chat`, chat)).status).toBe(200);
    expect(await fingerprint(server.deps)).not.toEqual(before);
  });
});
