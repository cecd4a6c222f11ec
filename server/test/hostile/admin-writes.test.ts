// Hostile bodies and ids sent by a logged-in administrator to every create, update and
// delete of the administration API (uploads apart: uploads.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jpeg } from '../helpers/media-fixtures';
import { startAdminFixture, validWrites, type AdminFixture } from './admin-context';
import { BAD_IDS, envelopeCases, fieldCases, MALFORMED_JSON, WRONG_CONTENT_TYPES } from './families';
import { hostileTests, type HostileCase, type HostileContext } from './harness';

let fixture: AdminFixture;
beforeAll(async () => {
  fixture = await startAdminFixture();
});
afterAll(() => fixture?.server.close());

const image = await jpeg();
const writes = validWrites(image);
const NUL = '\u0000';
const ABSURD_NUMBERS: unknown[] = [1e308, -1, 1.5, 2_147_483_648, '1e3', 'NaN', '0x10', -1e308, '9'.repeat(400)];
const BAD_LINKS = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', '/\\evil.example', 'java\tscript:alert(1)', 'vbscript:msgbox(1)'];
const BAD_MEDIA_URLS = ['/media/../../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd', 'javascript:alert(1)', '/media/x.jpg" onerror="alert(1)', 'file:///etc/passwd', '//evil.example/x.jpg', `/media/x.jpg${NUL}`];

interface Entity {
  name: string;
  create: string;
  /** Update and delete path, the id written `$`. */
  item: string;
  /** Key of ctx.ids of the row the update and delete name. */
  id: string;
  valid: Record<string, unknown>;
  required: string[];
  /** Field-specific hostile values, each refused. */
  hostile: Array<[field: string, values: unknown[]]>;
}

const entities: Entity[] = [
  {
    name: 'slider',
    create: '/api/admin/sliders',
    item: '/api/admin/sliders/$',
    id: 'slider',
    valid: { title: 'Diapositive', subtitle: 'Sous-titre', button1Text: 'Voir', button1Link: '/filieres', imageUrl: '{image}', order: 1, isActive: true },
    required: ['title'],
    hostile: [
      ['button1Link', BAD_LINKS],
      ['button2Link', BAD_LINKS.slice(0, 3)],
      ['imageUrl', BAD_MEDIA_URLS],
      ['title', [`Titre${NUL}`, 'Titre\u001b[31m', ' \n\t ', 'x'.repeat(201)]],
      ['order', [0, ...ABSURD_NUMBERS.slice(0, 5)]],
    ],
  },
  {
    name: 'institute',
    create: '/api/admin/institutes',
    item: '/api/admin/institutes/$',
    id: 'institute',
    valid: { title: 'Institut', description: 'Texte', link: '/filieres', buttonText: 'Voir', bgColor: 'from-gray-800 to-gray-900', order: 1, isActive: true },
    required: ['title'],
    hostile: [
      ['link', BAD_LINKS.slice(3)],
      ['bgColor', ['<script>alert(1)</script>', "' OR 1=1 --", 'from-gray-800 to-gray-900" onmouseover="alert(1)']],
      ['order', ABSURD_NUMBERS.slice(5)],
    ],
  },
  {
    name: 'programme',
    create: '/api/admin/programs',
    item: '/api/admin/programs/$',
    id: 'program',
    valid: { name: 'BTS Finance', category: 'BTS TERTIAIRES', description: 'Texte', imageUrl: '{image}', duration: '2 ans', level: 'BTS', order: 1, isActive: true },
    required: ['name', 'category'],
    hostile: [
      ['category', ["' OR '1'='1", '<img src=x onerror=alert(1)>', 'BTS TERTIAIRES\u200B']],
      ['imageUrl', BAD_MEDIA_URLS.slice(2, 5)],
      ['description', [`Texte${NUL}`, 'x'.repeat(3001)]],
    ],
  },
  {
    name: 'article',
    create: '/api/admin/news',
    item: '/api/admin/news/$',
    id: 'news',
    valid: { title: 'Article', slug: 'article-hostile', summary: 'Résumé', content: '<p>Texte</p>', date: '2025-03-15', category: 'Formation', author: 'Service', featured: false, isActive: true, order: 1 },
    required: ['title', 'slug', 'date', 'category', 'author'],
    hostile: [
      ['slug', ['../../etc/passwd', '<script>alert(1)</script>', "x' OR 1=1 --", 'article\u202Eevil', 'article\u200B', 'article-💥', 'Majuscules', `article${NUL}`]],
      ['date', ['2025-02-30', "2025-01-01' OR 1=1", '99999-01-01', '2025-13-01', '-271821-04-20', '1e308']],
      ['category', ['<script>alert(1)</script>', "' OR 1=1 --"]],
      [
        'imageData',
        [
          'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
          'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
          `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
          `data:image/jpeg;base64,${image.subarray(0, 200).toString('base64')}`,
          'data:image/jpeg;base64,',
          'data:image/jpeg;base64,@@@',
        ],
      ],
      ['content', ['x'.repeat(100_001), `<p>${NUL}</p>`]],
      ['imageUrl', BAD_MEDIA_URLS.slice(0, 2)],
    ],
  },
  {
    name: 'project',
    create: '/api/admin/projects',
    item: '/api/admin/projects/$',
    id: 'project',
    valid: { title: 'Projet', description: 'Description', status: 'upcoming', startDate: '2025-01-15', endDate: '2025-06-30', images: ['{image}'], videos: [], videoThumbnails: {}, link: 'https://example.org', order: 1, isActive: true },
    required: ['title', 'description', 'status'],
    hostile: [
      ['status', ['<script>alert(1)</script>', 'UPCOMING', "upcoming' --"]],
      ['startDate', ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', "2025-01-01'; DROP TABLE projects;--", 'x'.repeat(41)]],
      ['images', [['javascript:alert(1)'], ['/media/../../etc/passwd'], Array.from({ length: 101 }, () => '/media/x.jpg'), [NUL]]],
      [
        'videoThumbnails',
        [
          ['/media/x.jpg'],
          'javascript:alert(1)',
          { '/media/x.mp4': 'javascript:alert(1)' },
          { '/media/x.mp4': '/media/x.jpg" onerror="alert(1)' },
          { 'javascript:alert(1)': '/media/x.jpg' },
          { '/media/x.mp4': 42 },
          Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`/media/v${i}.mp4`, '/media/x.jpg'])),
        ],
      ],
      ['link', BAD_LINKS.slice(0, 4)],
    ],
  },
  {
    name: 'tariff',
    create: '/api/admin/tariffs',
    item: '/api/admin/tariffs/$',
    id: 'tariff',
    valid: {
      site: 'Cocody',
      programName: 'BTS',
      inscriptionFee: 85000,
      fraisAnnexes: 140000,
      totalFee: 225000,
      firstPayment: 85000,
      secondPayment: 85000,
      thirdPayment: 55000,
      email: 'cocody@example.ci',
      requiredDocuments: ['Extrait de naissance'],
      uniformCosts: { tissu: '15 000 F' },
      supplies: ['Cahiers'],
    },
    required: ['site', 'programName', 'inscriptionFee', 'fraisAnnexes', 'totalFee', 'firstPayment', 'secondPayment', 'thirdPayment'],
    hostile: [
      ['inscriptionFee', ABSURD_NUMBERS],
      ['totalFee', [1_000_000_001, '85 000,5', '85.00', '1 000 000 001', 85000.5]], // '85 000' and '85.000' are read (grouped thousands)
      ['email', ['"><script>alert(1)</script>@x.ci', "a@b.ci' OR 1=1", 'cocody@exemple\u202Eic.moc']],
      ['requiredDocuments', [[`Pièce${NUL}`], Array.from({ length: 51 }, () => 'x'), [{ nom: 'x' }]]],
      ['uniformCosts', ['texte', { tissu: 12 }, { tissu: `x${NUL}` }]],
    ],
  },
  {
    name: 'album',
    create: '/api/admin/albums',
    item: '/api/admin/albums/$',
    id: 'album',
    valid: { title: 'Album', category: 'Campus', description: 'Texte', coverImage: '{image}', order: 1, isActive: true },
    required: ['title', 'category'],
    hostile: [
      ['category', ['<script>alert(1)</script>', 'Campus\u0000']],
      ['coverImage', BAD_MEDIA_URLS.slice(4)],
    ],
  },
  {
    name: 'gallery item',
    create: '/api/admin/gallery-items',
    item: '/api/admin/gallery-items/$',
    id: 'item',
    valid: { albumId: '{album}', title: 'Photo', mediaUrl: '{image}', mediaType: 'image', order: 1, isActive: true },
    required: ['albumId', 'mediaUrl'],
    hostile: [
      ['albumId', [1e308, -1, 1.5, '1', 2_147_483_648, 999_999, 0]],
      ['mediaType', ['application/x-msdownload', '<script>', 'IMAGE']],
      ['mediaUrl', BAD_MEDIA_URLS.slice(0, 3)],
      ['thumbnailUrl', ['javascript:alert(1)']],
    ],
  },
];

function entityCases(e: Entity, n: number): HostileCase[] {
  const admin = { as: 'admin' as const };
  const list: HostileCase[] = [...fieldCases('POST', e.create, e.valid, e.required, admin)];
  for (const [field, values] of e.hostile) {
    values.forEach((value, i) => list.push({ ...admin, name: `${field} #${i + 1}: ${JSON.stringify(value).slice(0, 40)}`, method: 'POST', path: e.create, json: { ...e.valid, [field]: value } }));
    // The same first value through the update.
    list.push({ ...admin, name: `update, ${field}: ${JSON.stringify(values[0]).slice(0, 40)}`, method: 'PUT', path: e.item.replace('$', `{${e.id}}`), json: { [field]: values[0] } });
  }
  const [malformedName, malformed] = MALFORMED_JSON[n % MALFORMED_JSON.length];
  const item = e.item.replace('$', `{${e.id}}`);
  list.push(
    { ...admin, name: `malformed JSON: ${malformedName}`, method: 'POST', path: e.create, body: malformed, headers: { 'content-type': 'application/json' } },
    { ...admin, name: `update, malformed JSON: ${malformedName}`, method: 'PUT', path: item, body: malformed, headers: { 'content-type': 'application/json' } },
    { ...admin, name: `content type ${WRONG_CONTENT_TYPES[n % WRONG_CONTENT_TYPES.length] || 'none'}`, method: 'POST', path: e.create, body: JSON.stringify(e.valid), headers: { 'content-type': WRONG_CONTENT_TYPES[n % WRONG_CONTENT_TYPES.length] } },
    { ...admin, name: 'update with no known field (mass assignment)', method: 'PUT', path: item, json: { id: 1, createdBy: 1, createdAt: '2000-01-01', updatedAt: '2000-01-01', isAdmin: true } },
    { ...admin, name: 'update with nothing', method: 'PUT', path: item, json: {} },
  );
  // Bad ids, a different share of the list for each entity.
  for (let k = 0; k < 7; k++) {
    const [name, id] = BAD_IDS[(n * 7 + k) % BAD_IDS.length];
    const method = k < 4 ? 'PUT' : 'DELETE';
    list.push({ ...admin, name: `bad id: ${name}`, method, path: e.item.replace('$', id), json: method === 'PUT' ? { [e.required[0]]: e.valid[e.required[0]] } : undefined });
  }
  list.push({ ...admin, name: 'id of no row', method: 'DELETE', path: e.item.replace('$', '2147483647'), status: 404 });
  return list;
}

function cases(): HostileCase[] {
  const admin = { as: 'admin' as const };
  const list: HostileCase[] = entities.flatMap(entityCases);

  // Full envelopes on one JSON write of each body limit: the API-wide 100 KB one, and the news one (14 MB).
  const taken = new Set(list.map((c) => `${c.method} ${c.path} ${c.name}`));
  list.push(...envelopeCases('POST', '/api/admin/sliders', entities[0].valid, admin).filter((c) => !taken.has(`${c.method} ${c.path} ${c.name}`)));
  list.push({ ...admin, name: 'oversized article (15 MB)', method: 'POST', path: '/api/admin/news', json: { ...entities[3].valid, content: 'x'.repeat(15 * 1024 * 1024) }, status: 413 });
  list.push({ ...admin, name: 'slug of an existing article', method: 'POST', path: '/api/admin/news', json: { ...entities[3].valid, slug: '{newsSlug}' }, status: 409 });

  // Idempotency keys on creates (http/idempotency.ts): a forged one is refused before anything
  // is made; a refused create leaves no key behind (the fingerprint holds the key table too).
  const BAD_KEYS = [['too short', 'abc'], ['path traversal', '../../../../etc/passwd'], ['SQL', "k' OR '1'='1' --aaaaaaa"], ['script', '<script>alert(1)</script>'], ['65 characters', 'a'.repeat(65)], ['spaces', 'aaaa aaaa aaaa aaaa']] as const;
  BAD_KEYS.forEach(([name, key], n) => {
    const e = entities[n % entities.length];
    list.push({ ...admin, name: `idempotency key: ${name}`, method: 'POST', path: e.create, json: e.valid, headers: { 'idempotency-key': key }, status: 400 });
  });
  const key = 'cle-d-envoi-hostile-0001';
  const keyRow = (path: string, status: number | null) => async (ctx: HostileContext) => {
    await ctx.server.deps.db.execute(sql`INSERT INTO idempotent_requests (key, method, path, status, body) VALUES (${key}, 'POST', ${path}, ${status}, ${status && '{}'}) ON CONFLICT (key) DO UPDATE SET path = EXCLUDED.path, status = EXCLUDED.status, body = EXCLUDED.body, created_at = now()`);
  };
  list.push(
    { ...admin, name: 'idempotency key, body refused', method: 'POST', path: entities[1].create, json: { ...entities[1].valid, [entities[1].required[0]]: 12 }, headers: { 'idempotency-key': 'cle-d-envoi-refusee-0001' }, status: 400 },
    { ...admin, name: 'idempotency key of another address', method: 'POST', path: entities[0].create, json: entities[0].valid, headers: { 'idempotency-key': key }, prepare: keyRow('/api/admin/albums', 201), status: 422 },
    { ...admin, name: 'idempotency key still being answered', method: 'POST', path: entities[0].create, json: entities[0].valid, headers: { 'idempotency-key': key }, prepare: keyRow(entities[0].create, null), status: 409 },
  );

  const content = '/api/admin/content/$';
  for (const [name, key] of [...BAD_IDS.slice(0, 6), ['unknown key', 'cle_inconnue'], ['key of another table', 'admin_users'], ['script', '<script>']] as const) {
    list.push({ ...admin, name: `content key: ${name}`, method: 'PUT', path: content.replace('$', key), json: { value: 'x' }, status: 404 });
  }
  for (const [name, value] of [
    ['NUL', `Texte${NUL}`],
    ['control characters', 'Texte\u0007\u001b[2J'],
    ['20 001 characters', 'x'.repeat(20_001)],
    ['number', 42],
    ['null', null],
    ['object', { html: '<script>' }],
  ] as const) {
    list.push({ ...admin, name: `content value: ${name}`, method: 'PUT', path: '/api/admin/content/{contentKey}', json: { value } });
  }
  list.push(...fieldCases('PUT', '/api/admin/content/{contentKey}', { value: 'Texte' }, ['value'], admin));
  // The texts the site writes into an href or an og:image (decision 041), refused as the sliders' are.
  BAD_LINKS.forEach((value, i) => list.push({ ...admin, name: `content link #${i + 1}: ${JSON.stringify(value).slice(0, 40)}`, method: 'PUT', path: '/api/admin/content/social_facebook', json: { value } }));
  BAD_MEDIA_URLS.forEach((value, i) => list.push({ ...admin, name: `content image #${i + 1}: ${JSON.stringify(value).slice(0, 40)}`, method: 'PUT', path: '/api/admin/content/site_share_image', json: { value } }));

  const founder = writes['PUT /api/admin/founder-message'].json as Record<string, unknown>;
  list.push(
    ...fieldCases('PUT', '/api/admin/founder-message', founder, ['title', 'quote', 'founderName'], admin),
    { ...admin, name: 'founder picture javascript:', method: 'PUT', path: '/api/admin/founder-message', json: { ...founder, founderImageUrl: 'javascript:alert(1)' } },
    { ...admin, name: 'founder quote with a NUL', method: 'PUT', path: '/api/admin/founder-message', json: { ...founder, quote: `Citation${NUL}` } },
  );

  const newsImage = { imageUrl: '{image}', caption: 'Légende', order: 1 };
  list.push(
    ...fieldCases('POST', '/api/admin/news/{news}/images', newsImage, ['imageUrl'], admin),
    ...BAD_IDS.slice(0, 5).map(([name, id]): HostileCase => ({ ...admin, name: `article id: ${name}`, method: 'POST', path: `/api/admin/news/${id}/images`, json: newsImage })),
    { ...admin, name: 'article of no row', method: 'POST', path: '/api/admin/news/2147483647/images', json: newsImage, status: 404 },
    { ...admin, name: 'image URL javascript:', method: 'POST', path: '/api/admin/news/{news}/images', json: { ...newsImage, imageUrl: 'javascript:alert(1)' } },
    { ...admin, name: 'caption with a NUL', method: 'PUT', path: '/api/admin/news-images/{newsImage}', json: { caption: `x${NUL}` } },
    ...BAD_IDS.slice(5, 10).map(([name, id]): HostileCase => ({ ...admin, name: `image id: ${name}`, method: 'PUT', path: `/api/admin/news-images/${id}`, json: { caption: 'x' } })),
    ...BAD_IDS.slice(10, 15).map(([name, id]): HostileCase => ({ ...admin, name: `image id: ${name}`, method: 'DELETE', path: `/api/admin/news-images/${id}` })),
  );

  list.push(
    ...BAD_IDS.slice(0, 6).map(([name, id]): HostileCase => ({ ...admin, name: `message id: ${name}`, method: 'PUT', path: `/api/contacts/${id}`, json: { isRead: true } })),
    ...BAD_IDS.slice(6, 12).map(([name, id]): HostileCase => ({ ...admin, name: `message id: ${name}`, method: 'DELETE', path: `/api/contacts/${id}` })),
    ...(['true', 1, null, [], 'oui'] as const).map((isRead): HostileCase => ({ ...admin, name: `isRead ${JSON.stringify(isRead)}`, method: 'PUT', path: '/api/contacts/{contact}', json: { isRead } })),
    { ...admin, name: 'message of no row', method: 'DELETE', path: '/api/contacts/2147483647', status: 404 },
  );

  // Administration reads with bad ids: nothing to store, but never a 500.
  list.push(
    ...BAD_IDS.slice(0, 10).map(([name, id]): HostileCase => ({ ...admin, name: `bad id: ${name}`, method: 'GET', path: `/api/admin/news/${id}/images` })),
    ...BAD_IDS.slice(10).map(([name, id]): HostileCase => ({ ...admin, name: `bad id: ${name}`, method: 'GET', path: `/api/admin/albums/${id}/hashes` })),
    ...BAD_IDS.slice(0, 10).map(([name, id]): HostileCase => ({ ...admin, name: `bad album id: ${name}`, method: 'GET', path: `/api/admin/gallery-items?albumId=${id}` })),
    ...BAD_IDS.slice(10).map(([name, id]): HostileCase => ({ ...admin, name: `bad session id: ${name}`, method: 'GET', path: `/api/chat-sessions/${id}` })),
    { ...admin, name: 'no album id', method: 'GET', path: '/api/admin/gallery-items' },
    { ...admin, name: 'album id twice', method: 'GET', path: '/api/admin/gallery-items?albumId=1&albumId=2' },
  );
  return list;
}

describe('hostile input: administration writes', () => {
  const count = hostileTests(cases, () => fixture.ctx);
  it('is a sizeable share of the suite', () => expect(count).toBeGreaterThan(250));
});
