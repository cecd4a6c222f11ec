// POST /contact: the contact form sent without JavaScript. The same checks and storage as
// POST /api/contact, a plain French page as the answer, and never the visitor's data in
// an address.
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { contacts } from '../src/db/schema';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { trustProxy: true, contactRateLimit: { max: 2, windowMs: 60 * 60_000 } } });
});
afterAll(() => server?.close());

let lastIp = 0;
const valid = {
  name: 'Awa Koné',
  email: 'awa.kone@exemple.ci',
  phone: '+225 07 00 00 00 01',
  subject: 'Candidature',
  program: '',
  message: 'Bonjour, envoyé sans JavaScript.',
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}, ip = `203.0.113.${++lastIp}`) {
  return fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, 'X-Forwarded-For': ip, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
const storedCount = async () => (await server.deps.db.select({ n: count() }).from(contacts))[0].n;

describe('POST /contact (the form without JavaScript)', () => {
  it('stores the message and sends the browser (303) to a French page saying it was sent, which a reload does not post again', async () => {
    const before = await storedCount();
    const posted = await post(valid);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/contact/envoye');
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const res = await fetch(server.url + posted.headers.get('location'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(server.url + '/contact/envoye')).status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(messages.contact.sentTitle);
    expect(html).toContain(messages.contact.sentDescription);
    expect(await storedCount()).toBe(before + 1);
    const [row] = await server.deps.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(row).toMatchObject({ name: 'Awa Koné', email: 'awa.kone@exemple.ci', subject: 'Candidature', message: valid.message });
  });

  it('answers empty required fields with the spec’s “Champs requis manquants” notice and each one’s message, storing nothing', async () => {
    const before = await storedCount();
    const res = await post({ ...valid, name: '  ', email: '<script>x</script>', message: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const text of [messages.contact.missingTitle, messages.contact.missingDescription, messages.contact.nameRequired, messages.contact.messageRequired]) {
      expect(html).toContain(text.replace(/'/g, '&#39;'));
    }
    // As with JavaScript: the empty fields first, the rest once they are filled.
    expect(html).not.toContain(messages.contact.emailInvalid.replace(/'/g, '&#39;'));
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 with each field’s French message, stores nothing, and escapes what was typed', async () => {
    const before = await storedCount();
    const res = await post({ ...valid, email: '<script>x</script>', phone: 'abc' });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const text of [messages.contact.failedTitle, messages.contact.invalidDescription, messages.contact.emailInvalid, messages.contact.phoneInvalid]) {
      expect(html).toContain(text.replace(/'/g, '&#39;'));
    }
    expect(html).not.toContain('<script>');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a form posted from another site, or not as a form', async () => {
    const before = await storedCount();
    expect((await post(valid, { Origin: 'https://autre-site.example' })).status).toBe(403);
    expect((await post(valid, { Origin: '', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(valid, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it('answers a broken multipart body with the French page (400), not a server error in JSON', async () => {
    const before = await storedCount();
    for (const [type, body] of [
      ['multipart/form-data; boundary=xyz', 'pas un corps multipart'],
      ['multipart/form-data', `--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAwa\r\n--xyz--\r\n`],
      // Cut off before its closing boundary, as a dropped connection behind a proxy leaves it.
      ['multipart/form-data; boundary=xyz', `--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAwa\r\n--xyz`],
    ]) {
      const res = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'Content-Type': type, Origin: server.url, 'X-Forwarded-For': `203.0.113.${++lastIp}` }, body });
      expect(res.status, type).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain(messages.contact.failedTitle.replace(/'/g, '&#39;'));
    }
    expect(await storedCount()).toBe(before);
  });

  it('shares the contact rate limit with the API', async () => {
    const ip = '203.0.113.250';
    expect((await post(valid, {}, ip)).status).toBe(303);
    expect((await post(valid, {}, ip)).status).toBe(303);
    const limited = await post(valid, {}, ip);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(messages.contact.rateLimited.replace(/'/g, '&#39;'));
  });
});
