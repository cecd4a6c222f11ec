// GET /api/content, /api/sliders, /api/founder-message, /api/institutes, /api/programs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentListSchema } from '@ecole/shared/schemas/content';
import { founderMessageResponseSchema, founderMessageSchema } from '@ecole/shared/schemas/founder';
import { instituteListSchema } from '@ecole/shared/schemas/institutes';
import { programListSchema } from '@ecole/shared/schemas/programs';
import { sliderListSchema } from '@ecole/shared/schemas/sliders';
import { api } from '@ecole/shared/api';
import { changedFromDefaults, contentDefault } from '@ecole/shared/content-keys';
import { frenchSpacing } from '@ecole/shared/format';
import { pageState, queryData } from './helpers/page-state';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => fetchJson(server.url + path);

describe('GET /api/content', () => {
  it('answers every key sorted by section, then order, then key, with only the public fields', async () => {
    const f = server.factories;
    await f.createContent({ key: 'contact_phone', value: '+225 00 00 00 00', section: 'contact', order: 2 });
    await f.createContent({ key: 'contact_email', value: 'contact@ecole.example', section: 'contact', order: 2 });
    await f.createContent({ key: 'contact_address', value: 'Cocody', section: 'contact', order: 1 });
    await f.createContent({ key: 'hero_slide1_title', value: 'Titre', section: 'accueil', order: 5, title: 'Titre admin', type: 'text' });

    const { status, body } = await get('/api/content');
    expect(status).toBe(200);
    const parsed = contentListSchema.strict().parse(body);
    expect(parsed.content.map((c) => c.key)).toEqual(['hero_slide1_title', 'contact_address', 'contact_email', 'contact_phone']);
    for (const item of (body as { content: object[] }).content) {
      expect(Object.keys(item).sort()).toEqual(['key', 'order', 'section', 'value']);
    }
    expect(parsed.content[0]).toEqual({ key: 'hero_slide1_title', value: 'Titre', section: 'accueil', order: 5 });
  });
});

describe('the texts a page hydrates from', () => {
  it('are only those that read differently from their defaults', () => {
    const items = [
      { key: 'cta_title', value: contentDefault('cta_title') },
      { key: 'site_tagline', value: '  \n ' },
      { key: 'contact_phone', value: '+225 01 02 03 04 05' },
      { key: 'not_a_known_key', value: 'Gardé' },
      { key: 'another_unknown_key', value: '' },
    ];
    expect(changedFromDefaults(items).map((i) => i.key)).toEqual(['contact_phone', 'not_a_known_key']);
  });

  it('a page embeds the texts the administrator changed, and renders every text', async () => {
    const site = await startTestServer({ pages: true });
    try {
      const f = site.factories;
      await f.createContent({ key: 'cta_title', value: contentDefault('cta_title'), section: 'cta', order: 0 });
      await f.createContent({ key: 'site_tagline', value: '   ', section: 'footer', order: 0 });
      await f.createContent({ key: 'contact_phone', value: '+225 01 02 03 04 05', section: 'contact_details', order: 1 });

      const html = await (await fetch(`${site.url}/`)).text();
      const { content } = contentListSchema.parse(queryData(pageState(html), api.content));
      expect(content).toEqual([{ key: 'contact_phone', value: '+225 01 02 03 04 05', section: 'contact_details', order: 1 }]);
      // Rendered from every text: the changed one, and the defaults (stored or not), as the
      // page shows them (a no-break space before "?": frenchSpacing, shared/src/format.ts).
      expect(html).toContain('+225 01 02 03 04 05');
      expect(html).toContain(frenchSpacing(contentDefault('cta_title')));
      expect(html).toContain(frenchSpacing(contentDefault('site_tagline')));
      // The API itself still answers every stored text.
      const listed = contentListSchema.parse((await fetchJson(`${site.url}/api/content`)).body);
      expect(listed.content.map((c) => c.key).sort()).toEqual(['contact_phone', 'cta_title', 'site_tagline']);
    } finally {
      await site.close();
    }
  });
});

describe('GET /api/sliders', () => {
  it('answers active sliders by order ascending', async () => {
    const f = server.factories;
    const second = await f.createSlider({ title: 'Deuxième', order: 2, button1Text: 'Découvrir', button1Link: '/filieres' });
    await f.createSlider({ title: 'Cachée', order: 0, isActive: false });
    const first = await f.createSlider({ title: 'Première', order: 1 });

    const { status, body } = await get('/api/sliders');
    expect(status).toBe(200);
    const { sliders } = sliderListSchema.parse(body);
    expect(sliders.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(sliders[1]).toMatchObject({ title: 'Deuxième', button1Text: 'Découvrir', button1Link: '/filieres', isActive: true, order: 2 });
    expect(Object.keys((body as { sliders: object[] }).sliders[0]).sort()).toEqual(Object.keys(sliderListSchema.shape.sliders.element.shape).sort());
  });
});

describe('GET /api/founder-message', () => {
  it('answers null while there is none', async () => {
    const { status, body } = await get('/api/founder-message');
    expect(status).toBe(200);
    expect(body).toBeNull();
  });

  it('answers the message itself, with only its public fields', async () => {
    await server.factories.createFounderMessage({ title: 'Bâtir ensemble', founderImageUrl: '/media/abc.jpg' });
    const { status, body } = await get('/api/founder-message');
    expect(status).toBe(200);
    const message = founderMessageSchema.strict().parse(body);
    expect(message).toMatchObject({ title: 'Bâtir ensemble', isActive: true, founderName: 'Awa Koné', founderImageUrl: '/media/abc.jpg' });
  });

  it('answers null when the current message is switched off', async () => {
    await server.factories.createFounderMessage({ title: 'Désactivé', isActive: false });
    const { body } = await get('/api/founder-message');
    expect(founderMessageResponseSchema.parse(body)).toBeNull();
  });
});

describe('GET /api/institutes', () => {
  it('answers active institutes by order, then id', async () => {
    const f = server.factories;
    const b = await f.createInstitute({ title: 'Technologies', order: 2 });
    const a1 = await f.createInstitute({ title: 'Management', order: 1 });
    const a2 = await f.createInstitute({ title: 'Agriculture', order: 1 });
    await f.createInstitute({ title: 'Fermé', order: 0, isActive: false });

    const { status, body } = await get('/api/institutes');
    expect(status).toBe(200);
    const { institutes } = instituteListSchema.parse(body);
    expect(institutes.map((i) => i.id)).toEqual([a1.id, a2.id, b.id]);
    expect(institutes[0]).toEqual({
      id: a1.id,
      title: 'Management',
      description: 'Description',
      link: '/filieres',
      buttonText: 'EN SAVOIR PLUS',
      bgColor: 'from-gray-800 to-gray-900',
      order: 1,
      isActive: true,
    });
  });
});

describe('GET /api/programs', () => {
  it('answers active programmes by order, then name, with defaults for level and duration', async () => {
    const f = server.factories;
    await f.createProgram({ name: 'Comptabilité', order: 2, category: 'BTS TERTIAIRES' });
    await f.createProgram({ name: 'Marketing', order: 1, category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans' });
    await f.createProgram({ name: 'Électrotechnique', order: 1, category: 'BTS INDUSTRIEL', description: 'privée ?' });
    await f.createProgram({ name: 'Archivée', order: 0, isActive: false });

    const { status, body } = await get('/api/programs');
    expect(status).toBe(200);
    const { programs } = programListSchema.parse(body);
    expect(programs.map((p) => p.name)).toEqual(['Électrotechnique', 'Marketing', 'Comptabilité']);
    expect(programs[0]).toEqual({ id: programs[0].id, name: 'Électrotechnique', category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null });
    expect(programs[1]).toMatchObject({ level: 'Licence', duration: '3 ans' });
  });
});
