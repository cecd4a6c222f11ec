// What the administration cases work on: a server with one row of every kind, a logged-in
// administrator, a logged-out session, and for every write route of the app's own route
// table a request that would succeed if nothing stood in its way.
import { sql } from 'drizzle-orm';
import { CONTENT_ELEMENTS } from '@ecole/shared/content-keys';
import { rowsOf } from '../../src/db/client';
import { createTestAdmin, loginRequest, sessionFor, sessionToken } from '../helpers/admin';
import { jpeg } from '../helpers/media-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';
import type { HostileCase, HostileContext } from './harness';

export type ValidRequest = Pick<HostileCase, 'method' | 'path' | 'json' | 'body' | 'headers' | 'lazyHeaders'>;

/** tus 1.0 Upload-Metadata: comma-separated "key base64(value)". */
export const tusMetadata = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

export function imageForm(field: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export interface AdminFixture {
  server: TestServer;
  ctx: HostileContext;
  image: Buffer;
}

export async function startAdminFixture(): Promise<AdminFixture> {
  const server = await startTestServer({ env: { videoMaxBytes: 1024 * 1024 } });
  const account = await createTestAdmin(server);
  const admin = sessionFor(server, sessionToken((await loginRequest(server, account.username, account.password)).res)!);
  const [{ id: adminId }] = rowsOf<{ id: number }>(await server.deps.db.execute(sql`SELECT id FROM admin_users WHERE username = ${account.username}`));
  // A second administrator whose session ends with a logout: its cookie must open nothing.
  const other = await createTestAdmin(server);
  const loggedOut = sessionFor(server, sessionToken((await loginRequest(server, other.username, other.password)).res)!);
  if ((await loggedOut.post('/api/admin/logout')).status !== 200) throw new Error('logout failed');

  const f = server.factories;
  const image = await jpeg();
  const stored = await admin.upload<{ imageUrl: string }>('/api/admin/sliders/upload', 'image', { bytes: image, name: 'photo.jpg' });
  const article = await f.createNews({ title: 'Journée portes ouvertes' });
  const album = await f.createAlbum();
  const contact = await server.deps.db.execute(
    sql`INSERT INTO contacts (name, email, phone, message) VALUES ('Awa', 'awa@example.ci', '0707070707', 'Bonjour') RETURNING id`,
  );
  await server.deps.db.execute(sql`INSERT INTO chat_messages (session_id, message, response) VALUES ('abcdefghijklmnop1234', 'Bonjour', 'Bonjour !')`);
  const ids = {
    slider: (await f.createSlider()).id,
    institute: (await f.createInstitute()).id,
    program: (await f.createProgram()).id,
    news: article.id,
    newsImage: (await f.createNewsImage({ newsId: article.id })).id,
    project: (await f.createProject()).id,
    tariff: (await f.createTariff()).id,
    album: album.id,
    item: (await f.createGalleryItem({ albumId: album.id })).id,
    contact: rowsOf<{ id: number }>(contact)[0].id,
    image: stored.body.imageUrl,
    contentKey: CONTENT_ELEMENTS[0].key,
    chatSession: 'abcdefghijklmnop1234',
    newsSlug: article.slug,
    username: account.username,
    adminToken: admin.token,
  };
  await f.createFounderMessage();
  const ctx: HostileContext = { server, adminToken: admin.token, adminId, loggedOutToken: loggedOut.token, ids };
  return { server, ctx, image };
}

/** Requests that pass every check: the guard alone stands between them and a change. */
export function validWrites(image: Uint8Array): Record<string, ValidRequest> {
  const json = (method: string, path: string, body: unknown): ValidRequest => ({ method, path, json: body });
  const upload = (path: string, field: string): ValidRequest => ({ method: 'POST', path, body: imageForm(field, image) });
  const tariff = {
    site: 'Cocody',
    programName: 'BTS - Orientés 1ère Année',
    inscriptionFee: 85000,
    fraisAnnexes: 140000,
    totalFee: 225000,
    firstPayment: 85000,
    secondPayment: 85000,
    thirdPayment: 55000,
  };
  const founder = { title: 'Le mot', quote: 'Apprendre.', vision: 'Bâtir.', founderName: 'Awa Koné', founderRole: 'Fondatrice', founderOrganization: 'École' };
  return {
    'POST /api/admin/logout': { method: 'POST', path: '/api/admin/logout' },
    'PUT /api/admin/content/:key': json('PUT', '/api/admin/content/{contentKey}', { value: 'Nouveau texte' }),
    'POST /api/admin/sliders/upload': upload('/api/admin/sliders/upload', 'image'),
    'POST /api/admin/sliders': json('POST', '/api/admin/sliders', { title: 'Nouvelle diapositive' }),
    'PUT /api/admin/sliders/:id': json('PUT', '/api/admin/sliders/{slider}', { title: 'Titre changé' }),
    'DELETE /api/admin/sliders/:id': { method: 'DELETE', path: '/api/admin/sliders/{slider}' },
    'PUT /api/admin/founder-message': json('PUT', '/api/admin/founder-message', founder),
    'POST /api/admin/founder/upload': upload('/api/admin/founder/upload', 'image'),
    'POST /api/admin/institutes': json('POST', '/api/admin/institutes', { title: 'Institut nouveau' }),
    'PUT /api/admin/institutes/:id': json('PUT', '/api/admin/institutes/{institute}', { title: 'Titre changé' }),
    'DELETE /api/admin/institutes/:id': { method: 'DELETE', path: '/api/admin/institutes/{institute}' },
    'POST /api/admin/programs/upload': upload('/api/admin/programs/upload', 'image'),
    'POST /api/admin/programs': json('POST', '/api/admin/programs', { name: 'BTS Finance', category: 'BTS TERTIAIRES' }),
    'PUT /api/admin/programs/:id': json('PUT', '/api/admin/programs/{program}', { name: 'Nom changé' }),
    'DELETE /api/admin/programs/:id': { method: 'DELETE', path: '/api/admin/programs/{program}' },
    'POST /api/admin/news': json('POST', '/api/admin/news', { title: 'Article', slug: 'article-nouveau', date: '2025-03-15', category: 'Formation', author: 'Service communication' }),
    'POST /api/admin/news/temp/images/upload': upload('/api/admin/news/temp/images/upload', 'image'),
    'PUT /api/admin/news/:id': json('PUT', '/api/admin/news/{news}', { title: 'Titre changé' }),
    'DELETE /api/admin/news/:id': { method: 'DELETE', path: '/api/admin/news/{news}' },
    'POST /api/admin/news/:id/images': json('POST', '/api/admin/news/{news}/images', { imageUrl: '{image}', caption: 'Légende' }),
    'POST /api/admin/news/:id/images/upload': upload('/api/admin/news/{news}/images/upload', 'image'),
    'PUT /api/admin/news-images/:imageId': json('PUT', '/api/admin/news-images/{newsImage}', { caption: 'Légende changée' }),
    'DELETE /api/admin/news-images/:imageId': { method: 'DELETE', path: '/api/admin/news-images/{newsImage}' },
    'POST /api/admin/projects/upload': upload('/api/admin/projects/upload', 'media'),
    'POST /api/admin/projects': json('POST', '/api/admin/projects', { title: 'Projet', description: 'Un projet.', status: 'upcoming' }),
    'PUT /api/admin/projects/:id': json('PUT', '/api/admin/projects/{project}', { title: 'Titre changé' }),
    'DELETE /api/admin/projects/:id': { method: 'DELETE', path: '/api/admin/projects/{project}' },
    'POST /api/admin/tariffs': json('POST', '/api/admin/tariffs', tariff),
    'PUT /api/admin/tariffs/:id': json('PUT', '/api/admin/tariffs/{tariff}', { site: 'Plateau' }),
    'DELETE /api/admin/tariffs/:id': { method: 'DELETE', path: '/api/admin/tariffs/{tariff}' },
    'POST /api/admin/albums': json('POST', '/api/admin/albums', { title: 'Album', category: 'Campus' }),
    'PUT /api/admin/albums/:id': json('PUT', '/api/admin/albums/{album}', { title: 'Titre changé' }),
    'DELETE /api/admin/albums/:id': { method: 'DELETE', path: '/api/admin/albums/{album}' },
    'POST /api/admin/gallery-items': json('POST', '/api/admin/gallery-items', { albumId: '{album}', mediaUrl: '{image}', mediaType: 'image' }),
    'PUT /api/admin/gallery-items/:id': json('PUT', '/api/admin/gallery-items/{item}', { title: 'Titre changé' }),
    'DELETE /api/admin/gallery-items/:id': { method: 'DELETE', path: '/api/admin/gallery-items/{item}' },
    'POST /api/admin/gallery-upload': upload('/api/admin/gallery-upload', 'media'),
    'POST /api/admin/uploads': {
      method: 'POST',
      path: '/api/admin/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(image.length),
      },
      lazyHeaders: (ctx) => ({ 'upload-metadata': tusMetadata({ albumId: String(ctx.ids.album), sha256: 'a'.repeat(64), filename: 'photo.jpg' }) }),
    },
    'PATCH /api/admin/uploads/:id': {
      method: 'PATCH',
      path: `/api/admin/uploads/${'0'.repeat(32)}`,
      body: image,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    },
    'DELETE /api/admin/uploads/:id': { method: 'DELETE', path: `/api/admin/uploads/${'0'.repeat(32)}`, headers: { 'tus-resumable': '1.0.0' } },
    'PUT /api/contacts/:id': json('PUT', '/api/contacts/{contact}', { isRead: true }),
    'DELETE /api/contacts/:id': { method: 'DELETE', path: '/api/contacts/{contact}' },
    'PUT /api/chat-sessions/:sessionId': json('PUT', '/api/chat-sessions/{chatSession}', { isRead: true }),
  };
}

/** GET routes, their parameters filled with rows that exist. */
export const validReads: Record<string, string> = {
  'GET /api/admin/me': '/api/admin/me',
  'GET /api/admin/content': '/api/admin/content',
  'GET /api/admin/sliders': '/api/admin/sliders',
  'GET /api/admin/founder-message': '/api/admin/founder-message',
  'GET /api/admin/institutes': '/api/admin/institutes',
  'GET /api/admin/programs': '/api/admin/programs',
  'GET /api/admin/news': '/api/admin/news',
  'GET /api/admin/news/:id/images': '/api/admin/news/{news}/images',
  'GET /api/admin/projects': '/api/admin/projects',
  'GET /api/admin/tariffs': '/api/admin/tariffs',
  'GET /api/admin/albums': '/api/admin/albums',
  'GET /api/admin/gallery-items': '/api/admin/gallery-items?albumId={album}',
  'GET /api/admin/albums/:id/hashes': '/api/admin/albums/{album}/hashes',
  'GET /api/admin/upload-limits': '/api/admin/upload-limits',
  'GET /api/admin/uploads/:id': `/api/admin/uploads/${'0'.repeat(32)}`,
  'GET /api/contacts': '/api/contacts',
  'GET /api/chat-sessions': '/api/chat-sessions',
  'GET /api/chat-sessions/:sessionId': '/api/chat-sessions/{chatSession}',
};

/** Every administration route of the app's route table, as "METHOD /pattern". */
export function adminRouteKeys(server: TestServer, prefixes: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const r of server.app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    if (!prefixes.some((p) => r.path === p || r.path.startsWith(`${p}/`))) continue;
    keys.add(`${r.method} ${r.path}`);
  }
  return [...keys];
}
