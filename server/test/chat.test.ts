// POST /api/chat: contract, validation, storage, rate limits, and answers that follow the
// administrator's data (issue 4).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefault } from '@ecole/shared/content-keys';
import { formatAmount } from '@ecole/shared/format';
import { messages } from '@ecole/shared/messages';
import { chatResponseSchema } from '@ecole/shared/schemas/chat';
import { apiErrorSchema } from '@ecole/shared/schemas/common';
import { chatMessages, tariffs } from '../src/db/schema';
import { migrationsDir } from '../src/paths';
import { loginAsAdmin } from './helpers/admin';
import { postJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let n = 0;
/** A fresh, well-formed session id per call. */
const session = () => `test-session-${String(++n).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startTestServer();
  const f = server.factories;
  await f.createTariff({
    site: 'Site de Cocody',
    location: 'Rue des Jardins, Cocody',
    phone: '+225 27 22 00 00 11',
    inscriptionFee: 85000,
    fraisAnnexes: 140000,
    totalFee: 225000,
    firstPayment: 85000,
    secondPayment: 85000,
    thirdPayment: 55000,
    order: 1,
  });
  await f.createTariff({
    site: 'Site de Yopougon',
    location: 'Boulevard Principal, Yopougon',
    inscriptionFee: 75000,
    fraisAnnexes: 130000,
    totalFee: 205000,
    firstPayment: 75000,
    secondPayment: 75000,
    thirdPayment: 55000,
    order: 2,
  });
  await f.createProgram({ name: 'Gestion Commerciale', category: 'BTS TERTIAIRES', level: 'BTS', duration: '2 ans' });
  await f.createProgram({ name: 'Licence Banque Cachée', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', isActive: false });
  await f.createNews({ title: 'Journée portes ouvertes le 5 décembre', slug: 'journee-portes-ouvertes', date: '2026-11-15' });
  await f.createNews({
    title: 'Rentrée 2026-2027 : calendrier',
    slug: 'rentree-2026',
    date: '2026-08-25',
    summary: 'Les cours reprennent le 5 octobre.',
    content:
      '<p>La rentrée des étudiants de première année aura lieu le <strong>lundi 5 octobre 2026</strong> ; celle des étudiants de deuxième et troisième années le lundi 12&nbsp;octobre.</p><p>Présentez-vous au service de la scolarité.</p>',
  });
  await f.createProject({
    title: 'Accompagnement des PME de Treichville',
    startDate: new Date('2027-02-01T00:00:00Z'),
    endDate: new Date('2027-07-30T00:00:00Z'),
    images: ['/media/pme-1.jpg', '/media/pme-2.jpg', '/media/pme-3.jpg'],
    videos: ['/media/pme.mp4'],
  });
  await f.createProject({ title: 'Audit des coopératives de Bouaké', images: ['/media/bouake.jpg'], isActive: false });
  await f.createNews({
    title: "Le centre d'incubation accueille sa troisième promotion",
    slug: 'incubation',
    date: '2026-08-20',
    summary: 'Douze projets retenus.',
    content: '<p>Pendant six mois, chaque équipe bénéficie d’un mentor issu de nos entreprises partenaires.</p><p>La soirée de présentation aux investisseurs a lieu de 18h à 21h.</p>',
  });
  const ceremony = await f.createAlbum({ title: 'Remise des diplômes', category: 'Cérémonies' });
  await f.createGalleryItem({ albumId: ceremony.id, title: 'Le lancer de toques', description: 'La tradition respectée par toute la promotion.' });
  await f.createGalleryItem({ albumId: ceremony.id, title: 'Le feu d’artifice final', isActive: false });
  const hidden = await f.createAlbum({ title: 'Brouillon', isActive: false });
  await f.createGalleryItem({ albumId: hidden.id, title: 'Le gâteau géant du gala' });
  const incubation = await f.createNews({ title: 'Journée des start-up', slug: 'journee-start-up', date: '2026-08-10' });
  await f.createNewsImage({ newsId: incubation.id, caption: 'La remise du trophée aux lauréats' });
  await f.createNews({ title: 'Rentrée décalée (brouillon)', date: '2026-08-26', isActive: false, content: '<p>Les étudiants de deuxième année reprennent le 19 octobre.</p>' });
});
afterAll(() => server?.close());

const ask = (message: unknown, sessionId: unknown = session(), headers?: Record<string, string>) =>
  postJson(`${server.url}/api/chat`, { message, sessionId }, headers);

describe('POST /api/chat', () => {
  it('answers { success: true, response } from the database, amounts formatted', async () => {
    const { status, body, res } = await ask('Combien coûte la formation à Cocody ?');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { response } = chatResponseSchema.parse(body);
    expect(Object.keys(body as object).sort()).toEqual(['response', 'success']);
    for (const amount of [85000, 140000, 225000, 55000]) expect(response).toContain(formatAmount(amount));
    expect(response).toContain('Site de Cocody');
    // The site asked is the tab the link opens (decision 045).
    expect(response).toContain('[Nos Tarifs](/tarifs?site=cocody)');
  });

  it('lists the sites and asks which one when the question names none', async () => {
    const { body } = await ask('c combien la scolarité ?');
    const { response } = chatResponseSchema.parse(body);
    expect(response).toContain(`Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)}`);
    expect(response).toContain(formatAmount(205000));
    expect(response).toMatch(/Sur quel site souhaitez-vous étudier : Cocody ou Yopougon \?/);
  });

  it('uses the earlier question of the same session for a follow-up', async () => {
    const sessionId = session();
    await ask('Quels sont les frais d’inscription à Cocody ?', sessionId);
    const { body } = await ask('et à Yopougon ?', sessionId);
    expect(chatResponseSchema.parse(body).response).toContain(formatAmount(75000));
    // Another session has no such context: a bare site name gets the site's card.
    const other = await ask('et à Yopougon ?');
    expect(chatResponseSchema.parse(other.body).response).toContain('Boulevard Principal, Yopougon');
  });

  it('answers a programme named after the opening hours, the open day or the documents with the programme, not the earlier answer again', async () => {
    for (const earlier of [['Quels sont vos horaires ?'], ['Quand est la journée portes ouvertes ?'], ["Le BTS à Cocody, c'est combien ?", 'Il faut quels documents ?']]) {
      const sessionId = session();
      for (const q of earlier) await ask(q, sessionId);
      const { response } = chatResponseSchema.parse((await ask('Vous avez aussi un BTS en gestion commerciale ?', sessionId)).body);
      expect(response, earlier.at(-1)).toMatch(/^Gestion Commerciale : formation de niveau BTS/);
    }
  });

  it('declines an out-of-scope question with the contact page and the phone', async () => {
    const { body } = await ask('Quelle est la capitale du Japon ?');
    const { response } = chatResponseSchema.parse(body);
    const phone = contentDefault('contact_phone');
    expect(response).toContain('[page Contact](/contact)');
    expect(response).toContain(`[${phone}](tel:${phone.replace(/[^+\d]/g, '')})`);
  });

  it('never mentions inactive rows', async () => {
    const { body } = await ask('Quelles filières proposez-vous ?');
    const { response } = chatResponseSchema.parse(body);
    expect(response).toContain('Gestion Commerciale (BTS, 2 ans)');
    expect(response).not.toContain('Banque Cachée');
  });

  it('links the news it mentions by slug', async () => {
    const { body } = await ask('c quand les portes ouvertes ?');
    const { response } = chatResponseSchema.parse(body);
    expect(response).toContain('(/actualites/journee-portes-ouvertes)');
    expect(response).toContain('15 novembre 2026');
  });

  it("quotes the article's sentence that answers what its summary leaves out, asked at once or next in the session, never a hidden article's", async () => {
    const later = chatResponseSchema.parse((await ask('la rentree des 2eme annee c quand ?')).body).response;
    expect(later).toContain('celle des étudiants de deuxième et troisième années le lundi 12 octobre.');
    expect(later).not.toContain('19 octobre');
    const sessionId = session();
    expect(chatResponseSchema.parse((await ask('la rentrée c’est quand ?', sessionId)).body).response).toContain('Les cours reprennent le 5 octobre.');
    const next = chatResponseSchema.parse((await ask('et pour les 3eme annee ?', sessionId)).body).response;
    expect(next).toContain('le lundi 12 octobre');
    expect(next).toContain('(/actualites/rentree-2026)');
  });

  it('reads a question about the article just given in the session: a word only its text holds, then its hours', async () => {
    const sessionId = session();
    await ask("le centre d'incubation", sessionId);
    const mentors = chatResponseSchema.parse((await ask('il y a des mentors ?', sessionId)).body).response;
    expect(mentors).toContain('chaque équipe bénéficie d’un mentor');
    expect(mentors).toContain('(/actualites/incubation)');
    expect(chatResponseSchema.parse((await ask('ça finit à quelle heure ?', sessionId)).body).response).toContain('de 18h à 21h');
    // In a new session the same words lean on nothing: declined.
    expect(chatResponseSchema.parse((await ask('il y a des mentors ?')).body).response).toMatch(/^Je suis désolé/);
  });

  it("points to a photo by its own words (an album's media, an article's picture), never a hidden one", async () => {
    const reply = async (q: string) => chatResponseSchema.parse((await ask(q)).body).response;
    const toques = await reply('vous avez des photos du lancer de toques ?');
    expect(toques).toMatch(/^Une photo de l'album « Remise des diplômes » : « Le lancer de toques : La tradition respectée par toute la promotion »\.\n\[Voir l'album\]\(\/galerie\/\d+\)$/);
    expect(await reply('la photo de la remise du trophée ?')).toContain("Une photo de l'article « Journée des start-up »");
    // An inactive media, or a media of a hidden album, is not pointed to.
    expect(await reply("une photo du feu d'artifice final ?")).not.toContain('feu d’artifice');
    expect(await reply('une photo du gâteau géant du gala ?')).not.toContain('gâteau');
  });

  it("gives a project's dates when asked next in the session", async () => {
    const sessionId = session();
    await ask('le projet de treichville', sessionId);
    const { response } = chatResponseSchema.parse((await ask('ça commence quand ?', sessionId)).body);
    expect(response).toMatch(/^Accompagnement des PME de Treichville \(À venir ; Début : 1 février 2027, Fin : 30 juillet 2027\)/);
  });

  it("points to a project's page for its photos and videos, counted as the page shows them, never a hidden project's", async () => {
    const reply = async (q: string) => chatResponseSchema.parse((await ask(q)).body).response;
    expect(await reply('vous avez des photos du projet de treichville ?')).toMatch(
      /^Le projet « Accompagnement des PME de Treichville » a 3 photos et 1 vidéo sur sa page\.\n\[Voir le projet\]\(\/cabinet\/\d+\)$/,
    );
    expect(await reply('des photos du projet de bouake ?')).not.toContain('Bouaké');
  });

  it("points to the project's page when its pictures are asked next in the session without naming it, never a hidden project's", async () => {
    const next = async (...turns: string[]) => {
      const sessionId = session();
      let response = '';
      for (const q of turns) response = chatResponseSchema.parse((await ask(q, sessionId)).body).response;
      return response;
    };
    const treichville = /^Le projet « Accompagnement des PME de Treichville » a 3 photos et 1 vidéo sur sa page\.\n\[Voir le projet\]\(\/cabinet\/\d+\)$/;
    expect(await next('parlez-moi du projet de treichville', 'vous avez des photos ?')).toMatch(treichville);
    expect(await next('le projet de treichville', 'il y a des vidéos ?')).toMatch(treichville);
    // With no project just before, the albums; a hidden project is never named.
    expect(await next('vous avez des photos ?')).toMatch(/^Nos albums photos et vidéos :/);
    expect(await next('le projet de bouake', 'des photos ?')).not.toContain('Bouaké');
  });

  it('stores every exchange with its session id', async () => {
    const sessionId = session();
    const { body } = await ask('  Bonjour  ', sessionId);
    const { response } = chatResponseSchema.parse(body);
    const rows = await server.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId, message: 'Bonjour', response, declined: false });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('stores whether the assistant had no answer (declined), for the administrator', async () => {
    const sessionId = session();
    const asked = ['Quelle est la capitale du Japon ?', 'le BTS est reconnu par l’État ?', 'Vous avez un internat ?', 'Combien coûte la formation à Cocody ?'];
    for (const q of asked) await ask(q, sessionId);
    const rows = await server.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id);
    // A diploma's recognition is answered with the home page's card (and the school for a particular one).
    expect(rows.map((r) => [r.message, r.declined])).toEqual([
      ['Quelle est la capitale du Japon ?', true],
      ['le BTS est reconnu par l’État ?', false],
      ['Vous avez un internat ?', true],
      ['Combien coûte la formation à Cocody ?', false],
    ]);
    expect(rows[1].response).toMatch(/^• Diplômes Homologués : Des BTS d'État et des diplômes reconnus/);
    expect(rows[0].response).toMatch(/^Je suis désolé, je n'ai pas d'information sûre à ce sujet\./);
  });

  it("marks the declines stored before the column existed (migration 0002 recognises the decline's opening)", async () => {
    const sessionId = session();
    await ask('Qui a gagné la CAN 2024 ?', sessionId);
    await ask('Combien coûte la formation à Cocody ?', sessionId);
    // As the rows were before the migration: no flag.
    await server.deps.db.update(chatMessages).set({ declined: false }).where(eq(chatMessages.sessionId, sessionId));
    const migration = readFileSync(path.join(migrationsDir, '0002_chat_message_declined.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((st) => st.includes('UPDATE'));
    expect(backfill).toBeDefined();
    await server.deps.db.execute(sql.raw(backfill!));
    const rows = await server.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id);
    expect(rows.map((r) => r.declined)).toEqual([true, false]);
  });

  it('states the new fee in the next answer after the administrator changes it', async () => {
    const before = chatResponseSchema.parse((await ask('frais d’inscription à Cocody')).body).response;
    expect(before).toContain(formatAmount(85000));
    await server.deps.db.update(tariffs).set({ inscriptionFee: 90000 }).where(eq(tariffs.site, 'Site de Cocody'));
    // Every admin write ends with this call (cache.invalidate), which the assistant listens to.
    server.deps.cache.invalidate();
    const after = chatResponseSchema.parse((await ask('frais d’inscription à Cocody')).body).response;
    expect(after).toContain(formatAmount(90000));
    expect(after).not.toContain(formatAmount(85000));
  });
});

describe("the assistant reads an article's text as the administrator last saved it", () => {
  it('quotes the new sentence once the article is edited through the back office, and nothing of an article taken offline', async () => {
    const admin = await loginAsAdmin(server);
    const created = await admin.post<{ news: { id: number } }>('/api/admin/news', {
      title: 'Forum des métiers',
      slug: 'forum-des-metiers',
      date: '2026-11-20',
      category: 'Événements',
      author: 'Direction',
      summary: 'Rencontrez des professionnels.',
      content: '<p>Le forum se tient dans l’amphithéâtre de Cocody.</p>',
      isActive: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.news.id;
    const asked = 'le forum des metiers accueille combien de recruteurs ?';
    expect(chatResponseSchema.parse((await ask(asked)).body).response).not.toContain('trente recruteurs');
    expect((await admin.put(`/api/admin/news/${id}`, { content: '<p>Le forum se tient dans l’amphithéâtre de Cocody.</p><p>Il accueille trente recruteurs de nos entreprises partenaires.</p>' })).status).toBe(200);
    expect(chatResponseSchema.parse((await ask(asked)).body).response).toContain('Il accueille trente recruteurs de nos entreprises partenaires.');
    expect((await admin.put(`/api/admin/news/${id}`, { isActive: false })).status).toBe(200);
    expect(chatResponseSchema.parse((await ask(asked)).body).response).not.toContain('trente recruteurs');
  });
});

describe('POST /api/chat validation', () => {
  const expectError = async (p: ReturnType<typeof ask>, status: number, message: string) => {
    const { status: got, body } = await p;
    expect(got).toBe(status);
    expect(apiErrorSchema.parse(body)).toMatchObject({ success: false, error: message });
  };

  it('refuses an empty or blank message', async () => {
    await expectError(ask(''), 400, messages.chat.messageRequired);
    await expectError(ask('   \n '), 400, messages.chat.messageRequired);
    await expectError(ask(undefined), 400, messages.chat.messageRequired);
    await expectError(ask(42), 400, messages.chat.messageRequired);
  });

  it('accepts 1,000 characters and refuses 1,001', async () => {
    expect((await ask('a'.repeat(1000))).status).toBe(200);
    await expectError(ask('a'.repeat(1001)), 400, messages.chat.messageTooLong);
  });

  it('refuses a missing or malformed session id', async () => {
    await expectError(postJson(`${server.url}/api/chat`, { message: 'Bonjour' }), 400, messages.chat.sessionInvalid);
    await expectError(ask('Bonjour', 'court'), 400, messages.chat.sessionInvalid);
    await expectError(ask('Bonjour', 'a'.repeat(65)), 400, messages.chat.sessionInvalid);
    await expectError(ask('Bonjour', 'session id with spaces!'), 400, messages.chat.sessionInvalid);
    expect((await ask('Bonjour', crypto.randomUUID())).status).toBe(200);
  });

  it('refuses a body that is not JSON, and stores nothing for refused requests', async () => {
    const count = async () => (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages))[0].n;
    const before = await count();
    const res = await fetch(`${server.url}/api/chat`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'Bonjour' });
    expect(res.status).toBe(415);
    const bad = await fetch(`${server.url}/api/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"message":' });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error).toBe(messages.generic.invalidJson);
    await ask('', session());
    expect(await count()).toBe(before);
  });
});

describe('POST /api/chat with a rewording model', () => {
  let model: http.Server;
  let reply = '';
  beforeAll(async () => {
    // An OpenAI-compatible endpoint answering whatever the test sets.
    model = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: reply } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const { port } = model.address() as AddressInfo;
    server.deps.env.chat = { ...server.deps.env.chat, llm: { url: `http://127.0.0.1:${port}/v1`, model: 'test', timeoutMs: 5000 } };
  });
  afterAll(async () => {
    server.deps.env.chat = { ...server.deps.env.chat, llm: undefined };
    await new Promise((resolve) => model?.close(resolve));
  });

  it('sends the built-in answer, stored, when the model answers control characters (PostgreSQL refuses a NUL)', async () => {
    const sessionId = session();
    const builtIn = (await postJson<{ response: string }>(`${server.url}/api/chat`, { message: 'Bonjour', sessionId: session() })).body.response;
    reply = 'Bonjour\u0000 ! Que puis-je pour vous\u001b ?';
    const { status, body } = await postJson<{ response: string }>(`${server.url}/api/chat`, { message: 'Bonjour', sessionId });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.response).toBe(builtIn);
    const stored = await server.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(stored.map((r) => r.response)).toEqual([builtIn]);

    reply = 'Bonjour ! Que puis-je pour vous ?';
    expect((await postJson<{ response: string }>(`${server.url}/api/chat`, { message: 'Bonjour', sessionId: session() })).body.response).toBe(reply);
  });
});

describe('POST /api/chat rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
    limited.deps.env.chat = { ...limited.deps.env.chat, rateLimit: { perSession: 2, perIp: 4, windowMs: 60_000 } };
  });
  afterAll(() => limited?.close());
  const askLimited = (sessionId: string) => postJson(`${limited.url}/api/chat`, { message: 'Bonjour', sessionId });

  it('allows a few messages per session, then answers 429 in French with Retry-After', async () => {
    const sessionId = 'limited-session-0001';
    expect((await askLimited(sessionId)).status).toBe(200);
    expect((await askLimited(sessionId)).status).toBe(200);
    const { status, body, res } = await askLimited(sessionId);
    expect(status).toBe(429);
    expect(apiErrorSchema.parse(body).error).toBe(messages.chat.rateLimited);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await limited.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(stored).toHaveLength(2);
  });

  it('limits one address across sessions', async () => {
    // The first test used 3 hits of this address; a fresh session gets one more, then 429.
    expect((await askLimited('limited-session-0002')).status).toBe(200);
    const { status, body } = await askLimited('limited-session-0003');
    expect(status).toBe(429);
    expect(apiErrorSchema.parse(body).error).toBe(messages.chat.rateLimited);
  });
});
