// POST /api/contact: validation in French, storage, honeypot, rate limit, content type.
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { apiErrorSchema } from '@ecole/shared/schemas/common';
import { CONTACT_HONEYPOT_FIELD, contactResponseSchema } from '@ecole/shared/schemas/contact';
import { contacts } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { fetchJson, postJson, startTestServer, type TestServer } from './helpers/server';

const RATE_LIMIT = 3;
let server: TestServer;
beforeAll(async () => {
  // Each test sends from its own address (X-Forwarded-For behind a trusted proxy), so the
  // per-address limit of one test never spills into another.
  server = await startTestServer({ env: { trustProxy: true, contactRateLimit: { max: RATE_LIMIT, windowMs: 60 * 60_000 } } });
});
afterAll(() => server?.close());

let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;
const send = (body: unknown, ip = nextIp()) => postJson(`${server.url}/api/contact`, body, { 'X-Forwarded-For': ip });

const valid = {
  name: 'Koffi Yao',
  email: 'koffi.yao@exemple.ci',
  phone: '+225 07 00 00 00 00',
  subject: 'Candidature',
  program: 'Marketing Digital & E-Commerce',
  message: "Bonjour, je souhaite des informations sur l'inscription.",
};

const storedCount = async () => (await server.deps.db.select({ n: count() }).from(contacts))[0].n;
const lastStored = async () => (await server.deps.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1))[0];

describe('POST /api/contact', () => {
  it('stores the message with subject and program and answers 201', async () => {
    const { status, body, res } = await send(valid);
    expect(status).toBe(201);
    expect(contactResponseSchema.parse(body)).toEqual({ success: true, message: messages.contact.sentTitle });
    expect(res.headers.get('etag')).toBeNull();
    expect(await lastStored()).toMatchObject({ ...valid, isRead: false });
  });

  it('stores absent or empty subject and program as null, and trims the fields', async () => {
    const { status } = await send({ ...valid, name: '  Aya  ', subject: '', program: undefined });
    expect(status).toBe(201);
    expect(await lastStored()).toMatchObject({ name: 'Aya', subject: null, program: null });
  });

  it.each([
    ['name', messages.contact.nameRequired],
    ['email', messages.contact.emailRequired],
    ['phone', messages.contact.phoneRequired],
    ['message', messages.contact.messageRequired],
  ])('refuses a message without %s, in French, storing nothing', async (field, message) => {
    const before = await storedCount();
    for (const body of [{ ...valid, [field]: undefined }, { ...valid, [field]: '   ' }]) {
      const { status, body: answer } = await send(body);
      expect(status).toBe(400);
      const error = apiErrorSchema.parse(answer);
      expect(error.error).toBe(message);
      expect(error.fields?.[field]).toBe(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['email', 'pas-un-email', messages.contact.emailInvalid],
    ['email', 'a@b', messages.contact.emailInvalid],
    ['phone', 'appelez-moi', messages.contact.phoneInvalid],
    ['phone', '12', messages.contact.phoneInvalid],
    ['subject', 'Réclamation', messages.contact.subjectInvalid],
    ['program', 'Médecine', messages.contact.programInvalid],
  ])('refuses %s = %j with its French message', async (field, value, message) => {
    const { status, body } = await send({ ...valid, [field]: value });
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body)).toMatchObject({ success: false, error: message, fields: { [field]: message } });
  });

  it('names every missing field at once', async () => {
    const { status, body } = await send({});
    expect(status).toBe(400);
    const error = apiErrorSchema.parse(body);
    expect(error.error).toBe(messages.contact.nameRequired);
    expect(error.fields).toMatchObject({
      name: messages.contact.nameRequired,
      email: messages.contact.emailRequired,
      phone: messages.contact.phoneRequired,
      message: messages.contact.messageRequired,
    });
  });

  it('answers a body that is not an object with the generic French message', async () => {
    for (const body of [[valid], 'texte', 42, null]) {
      const { status, body: answer } = await send(body);
      expect(status).toBe(400);
      expect(apiErrorSchema.parse(answer).error).toBe(messages.generic.invalidPayload);
    }
  });

  it('answers malformed JSON with 400 in French', async () => {
    const { status, body } = await fetchJson(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
      body: '{"name": "Koffi",',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: messages.generic.invalidJson });
  });

  it('refuses a body not sent as JSON with 415', async () => {
    const before = await storedCount();
    const form = new URLSearchParams(valid).toString();
    for (const [contentType, payload] of [
      ['application/x-www-form-urlencoded', form],
      ['text/plain', JSON.stringify(valid)],
      [undefined, JSON.stringify(valid)],
    ] as const) {
      const headers: Record<string, string> = { 'X-Forwarded-For': nextIp() };
      if (contentType) headers['Content-Type'] = contentType;
      // A string body makes fetch add text/plain; a Blob without type sends no header at all.
      const requestBody = contentType ? payload : new Blob([payload]);
      const { status, body } = await fetchJson(`${server.url}/api/contact`, { method: 'POST', headers, body: requestBody });
      expect(status, String(contentType)).toBe(415);
      expect(body).toEqual({ success: false, error: messages.generic.unsupportedMediaType });
    }
    expect(await storedCount()).toBe(before);
  });

  it('accepts JSON with a charset parameter', async () => {
    const { status } = await fetchJson(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Forwarded-For': nextIp() },
      body: JSON.stringify(valid),
    });
    expect(status).toBe(201);
  });

  it('answers a bot that fills the honeypot exactly like a person, and stores nothing', async () => {
    const before = await storedCount();
    const { status, body } = await send({ ...valid, [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: messages.contact.sentTitle });
    expect(await storedCount()).toBe(before);
  });

  it('by default leaves room for the families a mobile carrier puts behind one address: 20 an hour', () => {
    expect(loadEnv({}).contactRateLimit).toEqual({ max: 20, windowMs: 60 * 60_000 });
    // Said of the connection, not of the visitor, who may never have written.
    expect(messages.contact.rateLimited).toBe('Trop de messages ont été envoyés depuis cette connexion. Veuillez réessayer dans une heure ou nous appeler.');
  });

  it(`allows ${RATE_LIMIT} messages per address, then answers 429 with Retry-After`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMIT; i++) expect((await send(valid, ip)).status).toBe(201);
    const before = await storedCount();

    const { status, body, res } = await send(valid, ip);
    expect(status).toBe(429);
    expect(body).toEqual({ success: false, error: messages.contact.rateLimited });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedCount()).toBe(before);

    // Another visitor is not affected.
    expect((await send(valid)).status).toBe(201);
  });

  it('stores a message sent again with the same submissionId once (its first answer was lost), and answers 201 both times', async () => {
    const before = await storedCount();
    const ip = nextIp();
    const message = { ...valid, message: 'Envoyé deux fois sur une connexion qui coupe.', submissionId: 'Xw3o1q8vZr2cA9tLkP0s_g' };
    expect((await send(message, ip)).status).toBe(201);
    const again = await send(message, ip);
    expect([again.status, again.body]).toEqual([201, { success: true, message: messages.contact.sentTitle }]);
    expect(await storedCount()).toBe(before + 1);
    expect(await lastStored()).toMatchObject({ message: message.message, submissionId: message.submissionId });
    // Another send (another id), or none (the form posted without JavaScript), is another message.
    expect((await send({ ...message, submissionId: 'Xw3o1q8vZr2cA9tLkP0s_h' }, ip)).status).toBe(201);
    expect((await send(valid)).status).toBe(201);
    expect((await send(valid)).status).toBe(201);
    expect(await storedCount()).toBe(before + 4);
  });

  it('answers a stored message sent again 201 even past the limit of its address, and refuses a new one', async () => {
    const ip = nextIp();
    const first = { ...valid, submissionId: 'limite-atteinte-0000000001' };
    expect((await send(first, ip)).status).toBe(201);
    for (let i = 1; i < RATE_LIMIT; i++) expect((await send(valid, ip)).status).toBe(201);
    const before = await storedCount();
    expect((await send(first, ip)).status).toBe(201);
    expect((await send({ ...valid, submissionId: 'limite-atteinte-0000000002' }, ip)).status).toBe(429);
    expect(await storedCount()).toBe(before);
  });

  it.each([['court'], ['avec des espaces dans l’identifiant'], ['x'.repeat(65)], [42]])('refuses the submissionId %j in French, storing nothing', async (submissionId) => {
    const before = await storedCount();
    const { status, body } = await send({ ...valid, submissionId });
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).fields).toEqual({ submissionId: messages.contact.submissionIdInvalid });
    expect(await storedCount()).toBe(before);
  });

  it('counts a visitor by the address the proxy saw, whatever address the visitor writes before it', async () => {
    const seen = nextIp();
    // A proxy appends the address it saw to the X-Forwarded-For it received.
    const statuses = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await send(valid, `10.9.9.${i}, ${seen}`)).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(201), 429]);
  });

  it('answers other methods and paths with a JSON 404', async () => {
    const { status, body } = await fetchJson(`${server.url}/api/contact/extra`, { method: 'POST' });
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).success).toBe(false);
  });
});
