// Administration of the home page: content keys, sliders, founder message, institutes
// (admin-back-office.md sections 3, 5, 7). Each change shows on the public API at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { CONTENT_ELEMENTS, contentKind } from '@ecole/shared/content-keys';
import { IMAGE_WIDTHS } from '@ecole/shared/media';
import { messages } from '@ecole/shared/messages';
import { fieldMessages } from '@ecole/shared/schemas/admin-fields';
import { contentValueSchema } from '@ecole/shared/schemas/content';
import { FOUNDER_REQUIRED_MESSAGE } from '@ecole/shared/schemas/founder';
import { rowsOf } from '../src/db/client';
import { loginAsAdmin, mediaFiles, type AdminSession } from './helpers/admin';
import { jpeg } from './helpers/media-fixtures';
import { fetchJson, postJson, startTestServer, type TestServer, type JsonResponse } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  admin = await loginAsAdmin(server);
  adminId = Number(rowsOf<{ id: number }>(await server.deps.db.execute(sql`SELECT id FROM admin_users LIMIT 1`))[0].id);
});
afterAll(() => server?.close());

const pub = <T>(path: string) => fetchJson<T>(server.url + path).then((r) => r.body);
const expectError = (res: JsonResponse, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error });
};
/** A stored image of its own (original and variants), as the upload route makes it. */
const uploaded = async () => {
  const { body } = await admin.upload<{ imageUrl: string }>('/api/admin/sliders/upload', 'image', { bytes: await jpeg(), name: 'a.jpg' });
  return body.imageUrl;
};
const hasFile = async (url: string) => (await mediaFiles(server)).includes(url.slice('/media/'.length));
const variantsOf = async (url: string) => (await mediaFiles(server)).filter((f) => f.includes(url.slice('/media/'.length).replace(/\.\w+$/, '')));

describe('content keys', () => {
  it('GET /api/admin/content returns every stored row', async () => {
    await server.factories.createContent({ key: 'contact_phone', value: '+225 01 02 03 04', section: 'contact_details', order: 2 });
    const { status, body } = await admin.get<{ content: Array<{ key: string; value: string }> }>('/api/admin/content');
    expect(status).toBe(200);
    expect(body.content).toContainEqual({ key: 'contact_phone', value: '+225 01 02 03 04', section: 'contact_details', order: 2 });
  });

  it('PUT /api/admin/content/{key} creates or updates the key, records the admin, and the public API changes at once', async () => {
    const before = await pub<{ content: Array<{ key: string }> }>('/api/content');
    expect(before.content.find((c) => c.key === 'hero_slide1_title')).toBeUndefined();
    const created = await admin.put('/api/admin/content/hero_slide1_title', { value: 'Une rentrée pas comme les autres' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, item: { key: 'hero_slide1_title', value: 'Une rentrée pas comme les autres', section: 'hero', order: 0 } });
    const updated = await admin.put('/api/admin/content/hero_slide1_title', { value: 'Titre corrigé' });
    expect(updated.body).toMatchObject({ item: { value: 'Titre corrigé' } });
    const after = await pub<{ content: Array<{ key: string; value: string }> }>('/api/content');
    expect(after.content.find((c) => c.key === 'hero_slide1_title')?.value).toBe('Titre corrigé');
    const [row] = rowsOf<{ updated_by: number; title: string; type: string }>(
      await server.deps.db.execute(sql`SELECT updated_by, title, type FROM site_content WHERE key = 'hero_slide1_title'`),
    );
    expect(row).toEqual({ updated_by: adminId, title: 'Titre', type: 'text' });
  });

  it('shows the social links filled in (trimmed) in the footer, the JSON-LD sameAs and the chat\'s answer, and none left empty', async () => {
    const ask = () => postJson<{ response: string }>(`${server.url}/api/chat`, { message: 'vous avez une page facebook ?', sessionId: 'social-links-session-01' });
    expect((await ask()).body.response).toMatch(/^Je suis désolé, je n'ai pas d'information sûre à ce sujet\./);
    expect((await admin.put('/api/admin/content/social_facebook', { value: ' https://www.facebook.com/ecole.example ' })).status).toBe(200);
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('Suivez-nous');
    expect(html).toContain('href="https://www.facebook.com/ecole.example"');
    expect(html).not.toMatch(/>\s*(Twitter|LinkedIn|Instagram)\s*</);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.sameAs).toEqual(['https://www.facebook.com/ecole.example']);
    expect((await ask()).body.response).toBe(
      'Retrouvez-nous sur les réseaux sociaux :\n• Facebook : https://www.facebook.com/ecole.example\nLes liens sont aussi en bas de chaque page du site.',
    );
    expect((await admin.put('/api/admin/content/social_facebook', { value: '' })).status).toBe(200);
  });

  it("answers the teachers in the chat with the why-choose-us feature as the administrator rewrites it, and stops when it no longer says so", async () => {
    const ask = () => postJson<{ response: string }>(`${server.url}/api/chat`, { message: 'qui sont vos enseignants ?', sessionId: 'features-session-0001' });
    expect((await ask()).body.response).toMatch(/^Des enseignants professionnels : Nos cours sont assurés par /);
    expect((await admin.put('/api/admin/content/feature1_description', { value: 'Nos enseignants sont tous docteurs ou cadres en activité.' })).status).toBe(200);
    expect((await ask()).body.response).toMatch(/^Des enseignants professionnels : Nos enseignants sont tous docteurs ou cadres en activité\.\n/);
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Nos enseignants sont tous docteurs ou cadres en activité.');
    await admin.put('/api/admin/content/feature1_title', { value: 'Des classes de 30 élèves' });
    await admin.put('/api/admin/content/feature1_description', { value: 'Chacun trouve sa place.' });
    expect((await ask()).body.response).toMatch(/^Je suis désolé, je n'ai pas d'information sûre à ce sujet\./);
    for (const key of ['feature1_title', 'feature1_description']) expect((await admin.put(`/api/admin/content/${key}`, { value: '' })).status).toBe(200);
  });

  it('accepts an empty value (no bounds but a sane maximum) and refuses unknown keys and non-text values', async () => {
    expect((await admin.put('/api/admin/content/cta_title', { value: '' })).status).toBe(200);
    expectError(await admin.put('/api/admin/content/cle_inventee', { value: 'x' }), 404, 'Clé de contenu inconnue.');
    expectError(await admin.put('/api/admin/content/cta_title', { value: 42 }), 400, 'La valeur doit être un texte.');
    expectError(await admin.put('/api/admin/content/cta_title', { value: 'x'.repeat(20_001) }), 400, 'Ce champ ne doit pas dépasser 20000 caractères.');
    const notJson = await admin.request('PUT', '/api/admin/content/cta_title', undefined, { 'Content-Type': 'text/plain' });
    expect(notJson.status).toBe(415);
  });

  it('removes a replaced image once no row uses it', async () => {
    const first = await uploaded();
    const second = await uploaded();
    await admin.put('/api/admin/content/mission_image', { value: first });
    await admin.put('/api/admin/content/mission_image', { value: second });
    expect(await variantsOf(first)).toEqual([]);
    expect(await hasFile(second)).toBe(true);
  });

  // Decision 041: the texts the site writes into an href or an og:image are checked as links
  // and as picture addresses, as the sliders' and the institutes' fields are.
  const HOSTILE = ['data:text/html,<script>alert(1)</script>', '//evil.example/x.pdf', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', '/\\evil.example', 'vbscript:msgbox(1)', 'evil.example'];
  const stored = async (key: string) => (await admin.get<{ content: Array<{ key: string; value: string }> }>('/api/admin/content')).body.content.find((c) => c.key === key)?.value;

  it('saves a link key only as a link: a site path, https, mailto:, tel: or empty', async () => {
    for (const key of ['social_facebook', 'cta_btn1_link', 'campus_numerique_url', 'brochure_url', 'hero_slide1_btn_primary_link', 'agency_url']) {
      expect((await admin.put(`/api/admin/content/${key}`, { value: '/filieres' })).status, key).toBe(200);
      for (const value of HOSTILE) {
        const res = await admin.put(`/api/admin/content/${key}`, { value });
        expectError(res, 400, fieldMessages.invalidLink);
        expect(res.body, `${key}: ${value}`).toMatchObject({ fields: { value: fieldMessages.invalidLink } });
      }
      expect(await stored(key), key).toBe('/filieres');
    }
    for (const value of ['/contact', 'https://www.facebook.com/ecole.example', 'mailto:contact@ecole.example', 'tel:+225 27 22 00 00 10', '/media/brochure.pdf', '']) {
      const res = await admin.put('/api/admin/content/cta_btn2_link', { value });
      expect(res.status, value).toBe(200);
      expect(res.body).toMatchObject({ item: { value } });
    }
    // Kept trimmed, as the sliders' links are.
    expect((await admin.put('/api/admin/content/social_twitter', { value: ' https://x.example/ecole ' })).body).toMatchObject({ item: { value: 'https://x.example/ecole' } });
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toMatch(/evil\.example|javascript:|data:text/i);
    for (const key of ['social_facebook', 'social_twitter', 'cta_btn1_link', 'campus_numerique_url', 'brochure_url', 'hero_slide1_btn_primary_link', 'agency_url', 'cta_btn2_link']) {
      expect((await admin.put(`/api/admin/content/${key}`, { value: '' })).status).toBe(200);
    }
  });

  it('saves an image key only as a picture address: /media/, https or empty, or its own default', async () => {
    const picture = await uploaded();
    for (const key of ['mission_image', 'site_share_image']) {
      expect((await admin.put(`/api/admin/content/${key}`, { value: picture })).status, key).toBe(200);
      for (const value of [...HOSTILE, '/media/../../../etc/passwd', '/media/x.jpg" onerror="alert(1)', 'file:///etc/passwd']) {
        const res = await admin.put(`/api/admin/content/${key}`, { value });
        expectError(res, 400, fieldMessages.invalidMediaUrl);
        expect(res.body, `${key}: ${value}`).toMatchObject({ fields: { value: fieldMessages.invalidMediaUrl } });
      }
      expect(await stored(key), key).toBe(picture);
    }
    for (const value of ['https://images.example/photo.jpg', '/og-default.jpg', '']) {
      expect((await admin.put('/api/admin/content/site_share_image', { value })).status, value).toBe(200);
    }
    // Another key's default is not this one's.
    expectError(await admin.put('/api/admin/content/mission_image', { value: '/og-default.jpg' }), 400, fieldMessages.invalidMediaUrl);
    expect((await admin.put('/api/admin/content/mission_image', { value: '' })).status).toBe(200);
  });

  it("saves the school's e-mail and numbers only as such (the header, the footer and /contact write them into mailto: and tel:)", async () => {
    for (const value of ['pas-un-email', 'contact@', 'javascript:alert(1)', '<b>@x.ci']) {
      const res = await admin.put('/api/admin/content/contact_email', { value });
      expectError(res, 400, messages.contact.emailInvalid);
      expect(res.body, value).toMatchObject({ fields: { value: messages.contact.emailInvalid } });
    }
    for (const key of ['contact_phone', 'contact_phone2', 'contact_phone3']) {
      for (const value of ['Appelez-nous', '+225 27 22 00 00 10 poste 4', 'javascript:alert(1)', '12']) {
        expectError(await admin.put(`/api/admin/content/${key}`, { value }), 400, messages.contact.phoneInvalid);
      }
    }
    expect(await stored('contact_email')).toBeUndefined();
    expect((await admin.put('/api/admin/content/contact_email', { value: ' inscriptions@ecole.example ' })).body).toMatchObject({ item: { value: 'inscriptions@ecole.example' } });
    expect((await admin.put('/api/admin/content/contact_phone2', { value: '+225 (07) 01.02.03.04' })).status).toBe(200);
    for (const key of ['contact_email', 'contact_phone2']) expect((await admin.put(`/api/admin/content/${key}`, { value: '' })).status).toBe(200);
  });

  it("every key's default is a value it accepts", () => {
    for (const e of CONTENT_ELEMENTS) expect(contentValueSchema(e.key).safeParse(e.default), e.key).toMatchObject({ success: true, data: e.default });
    expect(CONTENT_ELEMENTS.filter((e) => contentKind(e.key) === 'link').map((e) => e.key)).toEqual([
      'hero_slide1_btn_primary_link',
      'hero_slide1_btn_secondary_link',
      'cta_btn1_link',
      'cta_btn2_link',
      'campus_numerique_url',
      'brochure_url',
      'social_facebook',
      'social_twitter',
      'social_linkedin',
      'social_instagram',
      'agency_url',
    ]);
  });
});

type Slider = { id: number; title: string; isActive: boolean; order: number; imageUrl: string | null };

describe('sliders', () => {
  it('lists every slider, inactive ones too, by order', async () => {
    const f = server.factories;
    const b = await f.createSlider({ title: 'B', order: 2 });
    const a = await f.createSlider({ title: 'A', order: 1, isActive: false });
    const { body } = await admin.get<{ sliders: Slider[] }>('/api/admin/sliders');
    const ids = body.sliders.map((s) => s.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(body.sliders.find((s) => s.id === a.id)?.isActive).toBe(false);
  });

  it('creates (201), updates partially, toggles, deletes; the public list follows each step', async () => {
    const payload = {
      title: 'Inscriptions ouvertes',
      subtitle: 'Rentrée 2026',
      description: 'Places limitées',
      button1Text: 'Postuler',
      button1Link: '/contact',
      button2Text: 'Tarifs',
      button2Link: 'https://ecole.example/tarifs',
      order: '3',
    };
    const created = await admin.post<{ success: true; slider: Slider }>('/api/admin/sliders', payload);
    expect(created.status).toBe(201);
    expect(created.body.slider).toMatchObject({ ...payload, order: 3, isActive: true, imageUrl: null });
    const id = created.body.slider.id;
    expect((await pub<{ sliders: Slider[] }>('/api/sliders')).sliders.map((s) => s.id)).toContain(id);

    const renamed = await admin.put<{ slider: Slider }>(`/api/admin/sliders/${id}`, { title: 'Inscriptions prolongées' });
    expect(renamed.body.slider).toMatchObject({ title: 'Inscriptions prolongées', subtitle: 'Rentrée 2026', order: 3 });
    const off = await admin.put<{ slider: Slider }>(`/api/admin/sliders/${id}`, { isActive: false });
    expect(off.body.slider.isActive).toBe(false);
    expect((await pub<{ sliders: Slider[] }>('/api/sliders')).sliders.map((s) => s.id)).not.toContain(id);

    expect((await admin.del(`/api/admin/sliders/${id}`)).body).toEqual({ success: true });
    expectError(await admin.del(`/api/admin/sliders/${id}`), 404, adminMessages.sliderNotFound);
  });

  it('validates with the spec messages', async () => {
    expectError(await admin.post('/api/admin/sliders', { subtitle: 'sans titre' }), 400, 'Le titre est requis');
    expectError(await admin.post('/api/admin/sliders', { title: '   ' }), 400, 'Le titre est requis');
    expectError(await admin.post('/api/admin/sliders', { title: 'T', order: 0 }), 400, fieldMessages.invalidOrderMin1);
    expectError(await admin.post('/api/admin/sliders', { title: 'T', order: 99_999_999_999 }), 400, fieldMessages.orderTooBig);
    expectError(await admin.post('/api/admin/sliders', { title: 'T', order: 'premier' }), 400, fieldMessages.invalidOrderMin1);
    expectError(await admin.post('/api/admin/sliders', { title: 'T', button1Link: 'javascript:alert(1)' }), 400, fieldMessages.invalidLink);
    expectError(await admin.post('/api/admin/sliders', { title: 'T', imageUrl: 'data:image/png;base64,AAAA' }), 400, fieldMessages.invalidMediaUrl);
    expectError(await admin.put('/api/admin/sliders/1', {}), 400, 'Aucune modification à enregistrer.');
    expectError(await admin.put('/api/admin/sliders/999999', { title: 'x' }), 404, adminMessages.sliderNotFound);
    expectError(await admin.put('/api/admin/sliders/abc', { title: 'x' }), 404, adminMessages.sliderNotFound);
    expectError(await admin.del('/api/admin/sliders/99999999999'), 404, adminMessages.sliderNotFound);
  });

  it('removes the old image when replaced, keeps a file another row still uses, removes the last one on delete', async () => {
    const a = await uploaded();
    const b = await uploaded();
    const shared = await uploaded();
    const slider = (await admin.post<{ slider: Slider }>('/api/admin/sliders', { title: 'Photo', imageUrl: a })).body.slider;
    const twin = (await admin.post<{ slider: Slider }>('/api/admin/sliders', { title: 'Jumeau', imageUrl: shared })).body.slider;
    expect((await variantsOf(a)).length).toBe(1 + IMAGE_WIDTHS.length); // the original and its WebP variants

    await admin.put(`/api/admin/sliders/${slider.id}`, { imageUrl: b });
    expect(await variantsOf(a)).toEqual([]);
    expect(await hasFile(b)).toBe(true);

    await admin.put(`/api/admin/sliders/${slider.id}`, { imageUrl: shared });
    expect(await variantsOf(b)).toEqual([]);
    await admin.del(`/api/admin/sliders/${slider.id}`);
    expect(await hasFile(shared)).toBe(true);
    await admin.del(`/api/admin/sliders/${twin.id}`);
    expect(await variantsOf(shared)).toEqual([]);
  });

  it('never removes an external image or a file that is not one of ours', async () => {
    const s = (await admin.post<{ slider: Slider }>('/api/admin/sliders', { title: 'Externe', imageUrl: 'https://cdn.example/photo.jpg' })).body.slider;
    expect((await admin.del(`/api/admin/sliders/${s.id}`)).status).toBe(200);
  });
});

describe('founder message', () => {
  const message = {
    title: 'Le mot du fondateur',
    quote: 'Apprendre en faisant.',
    vision: 'Une école ouverte sur les entreprises.',
    founderName: 'Kouadio Yao',
    founderRole: 'Fondateur',
    founderOrganization: 'Lagune Business School',
  };

  it('answers null before the first save, then creates and updates the one message', async () => {
    expect((await admin.get('/api/admin/founder-message')).body).toEqual({ founderMessage: null });
    const saved = await admin.put<{ success: true; founderMessage: Record<string, unknown> }>('/api/admin/founder-message', message);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, founderMessage: { ...message, founderImageUrl: null, isActive: true } });
    expect(await pub('/api/founder-message')).toMatchObject(message);

    await admin.put('/api/admin/founder-message', { ...message, quote: 'Oser entreprendre.' });
    const count = rowsOf<{ n: number }>(await server.deps.db.execute(sql`SELECT count(*)::int AS n, max(updated_by) AS by FROM founder_message`))[0];
    expect(count).toMatchObject({ n: 1, by: adminId });
    expect(await pub('/api/founder-message')).toMatchObject({ quote: 'Oser entreprendre.' });
  });

  it('switching it off hides it from the public API, not from the admin', async () => {
    await admin.put('/api/admin/founder-message', { ...message, isActive: false });
    expect(await pub('/api/founder-message')).toBeNull();
    expect((await admin.get<{ founderMessage: { isActive: boolean } }>('/api/admin/founder-message')).body.founderMessage.isActive).toBe(false);
    await admin.put('/api/admin/founder-message', { ...message, isActive: true });
  });

  it('requires every text field with the spec message', async () => {
    for (const field of Object.keys(message)) {
      const { [field as keyof typeof message]: _omitted, ...rest } = message;
      expectError(await admin.put('/api/admin/founder-message', rest), 400, FOUNDER_REQUIRED_MESSAGE);
      expectError(await admin.put('/api/admin/founder-message', { ...message, [field]: '  ' }), 400, FOUNDER_REQUIRED_MESSAGE);
    }
  });

  it('removes the replaced photo', async () => {
    const first = await uploaded();
    const second = await uploaded();
    await admin.put('/api/admin/founder-message', { ...message, founderImageUrl: first });
    await admin.put('/api/admin/founder-message', { ...message, founderImageUrl: second });
    expect(await variantsOf(first)).toEqual([]);
    expect(await hasFile(second)).toBe(true);
  });

  it('first saves sent at once (two tabs, the desktop app) make one message, holding one of them', async () => {
    await server.deps.db.execute(sql`DELETE FROM founder_message`);
    const quotes = Array.from({ length: 8 }, (_, i) => `Citation envoyée n° ${i + 1}`);
    const saves = await Promise.all(quotes.map((quote) => admin.put('/api/admin/founder-message', { ...message, quote })));
    expect(saves.map((s) => s.status)).toEqual(quotes.map(() => 200));
    const rows = rowsOf<{ quote: string }>(await server.deps.db.execute(sql`SELECT quote FROM founder_message`));
    expect(rows).toHaveLength(1);
    expect(quotes).toContain(rows[0].quote);
    expect(await pub('/api/founder-message')).toMatchObject({ quote: rows[0].quote });
  });
});

type Institute = { id: number; title: string; link: string; buttonText: string; bgColor: string; isActive: boolean; order: number };

describe('institutes', () => {
  it('creates with the spec defaults, lists inactive ones too, updates and deletes', async () => {
    const created = await admin.post<{ success: true; institute: Institute }>('/api/admin/institutes', { title: '  Institut du Numérique  ' });
    expect(created.status).toBe(201);
    expect(created.body.institute).toMatchObject({
      title: 'Institut du Numérique',
      link: '/filieres',
      buttonText: 'EN SAVOIR PLUS',
      bgColor: 'from-gray-800 to-gray-900',
      order: 1,
      isActive: true,
    });
    const id = created.body.institute.id;
    const blue = await admin.put<{ institute: Institute }>(`/api/admin/institutes/${id}`, { bgColor: 'from-blue-800 to-blue-900', link: '/filieres#tech' });
    expect(blue.body.institute).toMatchObject({ bgColor: 'from-blue-800 to-blue-900', link: '/filieres#tech' });
    // A cleared link goes back to the default, never to nothing.
    expect((await admin.put<{ institute: Institute }>(`/api/admin/institutes/${id}`, { link: '' })).body.institute.link).toBe('/filieres');

    await admin.put(`/api/admin/institutes/${id}`, { isActive: false });
    expect((await pub<{ institutes: Institute[] }>('/api/institutes')).institutes.map((i) => i.id)).not.toContain(id);
    expect((await admin.get<{ institutes: Institute[] }>('/api/admin/institutes')).body.institutes.map((i) => i.id)).toContain(id);

    expect((await admin.del(`/api/admin/institutes/${id}`)).status).toBe(200);
    expectError(await admin.put(`/api/admin/institutes/${id}`, { title: 'x' }), 404, adminMessages.instituteNotFound);
  });

  it('validates with the spec messages', async () => {
    expectError(await admin.post('/api/admin/institutes', { title: ' ' }), 400, 'Le titre est obligatoire');
    expectError(await admin.post('/api/admin/institutes', {}), 400, 'Le titre est obligatoire');
    expectError(await admin.post('/api/admin/institutes', { title: 'T', bgColor: 'from-red-800 to-red-900' }), 400, 'Couleur de fond invalide.');
    expectError(await admin.post('/api/admin/institutes', { title: 'T', order: -1 }), 400, fieldMessages.invalidOrder);
  });
});
