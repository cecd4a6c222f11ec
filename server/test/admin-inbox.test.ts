// The two read-only screens the spec implies (DECISIONS "Administration"): the inbox of
// contact messages and the chat transcripts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { chatSessionListSchema, chatTranscriptSchema } from '@ecole/shared/schemas/chat-transcripts';
import { contactListSchema, contactRecordSchema } from '@ecole/shared/schemas/contact';
import { chatMessages, chatSessionReads, contacts } from '../src/db/schema';
import { loginAsAdmin, type AdminSession } from './helpers/admin';
import { fetchJson, startTestServer, type JsonResponse, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const expectError = (res: JsonResponse, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error });
};

describe('contact inbox', () => {
  it('lists messages newest first with the unread count; marks read and unread; deletes', async () => {
    const contact = (name: string, at: string) => ({ name, email: `${name.toLowerCase()}@exemple.ci`, phone: '+225 07 00 00 00 00', message: `Bonjour de ${name}`, createdAt: new Date(at) });
    const [older, newer] = await server.deps.db
      .insert(contacts)
      .values([contact('Awa', '2025-05-01T08:00:00Z'), { ...contact('Yao', '2025-05-02T08:00:00Z'), subject: 'Candidature', program: 'BTS Finance Comptabilité' }])
      .returning();
    const sent = await fetchJson(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Marie', email: 'marie@exemple.ci', phone: '+225 01 02 03 04 05', message: 'Quels sont vos tarifs ?' }),
    });
    expect(sent.status).toBe(201);

    const list = await admin.get('/api/contacts');
    expect(list.status).toBe(200);
    const inbox = contactListSchema.parse(list.body);
    expect(inbox.unread).toBe(3);
    expect(inbox.contacts.map((c) => c.name)).toEqual(['Marie', 'Yao', 'Awa']);
    expect(inbox.contacts[1]).toEqual({
      id: newer.id,
      name: 'Yao',
      email: 'yao@exemple.ci',
      phone: '+225 07 00 00 00 00',
      subject: 'Candidature',
      program: 'BTS Finance Comptabilité',
      message: 'Bonjour de Yao',
      isRead: false,
      createdAt: '2025-05-02T08:00:00.000Z',
    });

    const read = await admin.put<{ success: true; contact: unknown }>(`/api/contacts/${older.id}`, { isRead: true });
    expect(read.status).toBe(200);
    expect(contactRecordSchema.parse(read.body.contact)).toMatchObject({ id: older.id, isRead: true });
    expect((await admin.get<{ unread: number }>('/api/contacts')).body.unread).toBe(2);
    await admin.put(`/api/contacts/${older.id}`, { isRead: false });
    expect((await admin.get<{ unread: number }>('/api/contacts')).body.unread).toBe(3);

    expect((await admin.del(`/api/contacts/${older.id}`)).body).toEqual({ success: true });
    expect((await admin.get<{ contacts: unknown[] }>('/api/contacts')).body.contacts).toHaveLength(2);
    expectError(await admin.del(`/api/contacts/${older.id}`), 404, adminMessages.contactNotFound);
  });

  it('validates and answers 404 in French', async () => {
    expectError(await admin.put('/api/contacts/1', { isRead: 'oui' }), 400, 'Valeur invalide (oui ou non attendu).');
    expectError(await admin.put('/api/contacts/999999', { isRead: true }), 404, adminMessages.contactNotFound);
    expectError(await admin.put('/api/contacts/abc', { isRead: true }), 404, adminMessages.contactNotFound);
  });
});

describe('chat transcripts', () => {
  it('groups exchanges by session, newest activity first, and shows one conversation in order', async () => {
    const a = 'sessionAAAAAAAAAAAAAAAA';
    const b = 'sessionBBBBBBBBBBBBBBBB';
    const row = (sessionId: string, message: string, at: string, declined = false) => ({ sessionId, message, response: `Réponse à « ${message} »`, declined, createdAt: new Date(at) });
    await server.deps.db
      .insert(chatMessages)
      .values([
        row(a, 'Bonjour', '2025-06-01T10:00:00Z'),
        row(b, 'Combien coûte le BTS ?', '2025-06-01T11:00:00Z'),
        row(a, 'Vous avez un internat ?', '2025-06-01T12:00:00Z', true),
        row(a, 'Merci', '2025-06-01T12:05:00Z'),
      ]);

    const list = await admin.get('/api/chat-sessions');
    expect(list.status).toBe(200);
    expect(chatSessionListSchema.parse(list.body).sessions).toEqual([
      { sessionId: a, messageCount: 3, declinedCount: 1, firstAt: '2025-06-01T10:00:00.000Z', lastAt: '2025-06-01T12:05:00.000Z', lastMessage: 'Merci', unread: true },
      { sessionId: b, messageCount: 1, declinedCount: 0, firstAt: '2025-06-01T11:00:00.000Z', lastAt: '2025-06-01T11:00:00.000Z', lastMessage: 'Combien coûte le BTS ?', unread: true },
    ]);

    const one = await admin.get(`/api/chat-sessions/${a}`);
    const transcript = chatTranscriptSchema.parse(one.body);
    expect(transcript.sessionId).toBe(a);
    expect(transcript.messages.map((m) => [m.message, m.response, m.declined, m.createdAt])).toEqual([
      ['Bonjour', 'Réponse à « Bonjour »', false, '2025-06-01T10:00:00.000Z'],
      ['Vous avez un internat ?', 'Réponse à « Vous avez un internat ? »', true, '2025-06-01T12:00:00.000Z'],
      ['Merci', 'Réponse à « Merci »', false, '2025-06-01T12:05:00.000Z'],
    ]);
  });

  it('marks a conversation read up to its latest message: a visitor who writes again makes it unread; unread on demand', async () => {
    const c = 'sessionCCCCCCCCCCCCCCCC';
    const d = 'sessionDDDDDDDDDDDDDDDD';
    const row = (sessionId: string, message: string, at: Date) => ({ sessionId, message, response: 'Réponse', createdAt: at });
    const t0 = Date.parse('2025-07-01T09:00:00Z');
    await server.deps.db.insert(chatMessages).values([row(c, 'Bonjour', new Date(t0)), row(d, 'Les tarifs ?', new Date(t0 + 1000))]);
    const unread = async () => Object.fromEntries(chatSessionListSchema.parse((await admin.get('/api/chat-sessions')).body).sessions.map((s) => [s.sessionId, s.unread]));
    expect(await unread()).toMatchObject({ [c]: true, [d]: true });

    expect((await admin.put(`/api/chat-sessions/${c}`, { isRead: true })).body).toEqual({ success: true, sessionId: c, isRead: true });
    expect(await unread()).toMatchObject({ [c]: false, [d]: true });
    // Marked again: still read, nothing else changed.
    expect((await admin.put(`/api/chat-sessions/${c}`, { isRead: true })).status).toBe(200);
    expect(await unread()).toMatchObject({ [c]: false, [d]: true });

    // The visitor comes back a millisecond later: the conversation has something new.
    await server.deps.db.insert(chatMessages).values(row(c, 'Et les bourses ?', new Date(t0 + 1)));
    expect(await unread()).toMatchObject({ [c]: true });
    expect((await admin.put(`/api/chat-sessions/${c}`, { isRead: true })).status).toBe(200);
    expect(await unread()).toMatchObject({ [c]: false });

    expect((await admin.put(`/api/chat-sessions/${c}`, { isRead: false })).body).toEqual({ success: true, sessionId: c, isRead: false });
    expect(await unread()).toMatchObject({ [c]: true, [d]: true });
  });

  it('refuses a bad read mark in French, and marks no conversation that does not exist', async () => {
    expectError(await admin.put('/api/chat-sessions/sessionAAAAAAAAAAAAAAAA', { isRead: 'oui' }), 400, 'Valeur invalide (oui ou non attendu).');
    expectError(await admin.put('/api/chat-sessions/sessionInconnueZZZZZZZZZ', { isRead: true }), 404, adminMessages.chatSessionNotFound);
    expectError(await admin.put('/api/chat-sessions/sessionInconnueZZZZZZZZZ', { isRead: false }), 404, adminMessages.chatSessionNotFound);
    expectError(await admin.put(`/api/chat-sessions/${encodeURIComponent("x' OR 1=1 --")}`, { isRead: true }), 404, adminMessages.chatSessionNotFound);
    const marks = await server.deps.db.select().from(chatSessionReads);
    expect(marks.map((m) => m.sessionId)).not.toContain('sessionInconnueZZZZZZZZZ');
  });

  it('answers 404 in French for an unknown or malformed session id', async () => {
    expectError(await admin.get('/api/chat-sessions/sessionInconnueXXXXXXXXX'), 404, adminMessages.chatSessionNotFound);
    expectError(await admin.get(`/api/chat-sessions/${encodeURIComponent("x' OR 1=1 --")}`), 404, adminMessages.chatSessionNotFound);
  });

  it('is an administration call: 401 without a session', async () => {
    expect((await fetchJson(`${server.url}/api/chat-sessions`)).status).toBe(401);
    expect((await fetchJson(`${server.url}/api/contacts`)).status).toBe(401);
  });
});
