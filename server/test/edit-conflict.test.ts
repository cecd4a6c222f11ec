// Two tabs, or the web back office and the desktop app, saving the same row: the save from a
// form opened before the other change is refused (412, nothing written) instead of silently
// undoing it (shared/src/edit-tag.ts, server/src/http/if-match.ts). Through the typed client
// the back office uses, against the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { createAdminClient, type AdminClient } from '@ecole/shared/admin-client';
import { editTag } from '@ecole/shared/edit-tag';
import { loginAsAdmin, refusal, type AdminSession } from './helpers/admin';
import { makeFactories, type Factories } from './helpers/factories';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
let client: AdminClient;
let f: Factories;
beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
  client = createAdminClient({ baseUrl: server.url, headers: { Cookie: admin.cookie, Origin: server.url } });
  f = makeFactories(server.deps);
});
afterAll(() => server?.close());

interface Case {
  name: string;
  /** A new row; its id. */
  create: () => Promise<number>;
  /** The rows as the administration's list serves them. */
  list: () => Promise<Array<{ id: number } & Record<string, unknown>>>;
  /** The text field each tab changes. */
  field: string;
  save: (id: number, body: Record<string, unknown>, base?: object) => Promise<unknown>;
}

const cases: Case[] = [
  {
    name: 'slider',
    create: async () => (await f.createSlider()).id,
    list: async () => (await client.sliders()).sliders,
    field: 'title',
    save: (id, body, base) => client.updateSlider(id, body, base as never),
  },
  {
    name: 'institute',
    create: async () => (await f.createInstitute()).id,
    list: async () => (await client.institutes()).institutes,
    field: 'title',
    save: (id, body, base) => client.updateInstitute(id, body, base as never),
  },
  {
    name: 'programme',
    create: async () => (await f.createProgram()).id,
    list: async () => (await client.programs()).programs,
    field: 'name',
    save: (id, body, base) => client.updateProgram(id, body, base as never),
  },
  {
    name: 'news',
    create: async () => (await f.createNews()).id,
    list: async () => (await client.news()).news,
    field: 'title',
    save: (id, body, base) => client.updateNews(id, body, base as never),
  },
  {
    name: 'project',
    create: async () => (await f.createProject()).id,
    list: async () => (await client.projects()).projects,
    field: 'title',
    save: (id, body, base) => client.updateProject(id, body, base as never),
  },
  {
    name: 'tariff',
    create: async () => (await f.createTariff()).id,
    list: async () => (await client.tariffs()).tariffs,
    field: 'site',
    save: (id, body, base) => client.updateTariff(id, body, base as never),
  },
  {
    name: 'album',
    create: async () => (await f.createAlbum()).id,
    list: async () => (await client.albums()).albums,
    field: 'title',
    save: (id, body, base) => client.updateAlbum(id, body, base as never),
  },
];

describe.each(cases)('$name', (c) => {
  it('a save from a form opened before another save is refused with 412 and changes nothing; a fresh form saves', async () => {
    const id = await c.create();
    const opened = (await c.list()).find((r) => r.id === id)!;
    // Tab 1 and tab 2 opened the same row; tab 1 saves first.
    await c.save(id, { [c.field]: 'Changé dans le premier onglet' }, opened);
    const { status, message } = await refusal(c.save(id, { [c.field]: 'Changé dans le second onglet' }, opened));
    expect(status).toBe(412);
    expect(message).toBe(adminMessages.staleEdit);
    const now = (await c.list()).find((r) => r.id === id)!;
    expect(now[c.field]).toBe('Changé dans le premier onglet');

    // Reopened, the form saves.
    await c.save(id, { [c.field]: 'Changé dans le second onglet' }, now);
    expect((await c.list()).find((r) => r.id === id)![c.field]).toBe('Changé dans le second onglet');
  });

  it('a save sent again after its answer was lost is no conflict: the row already holds it', async () => {
    const id = await c.create();
    const opened = (await c.list()).find((r) => r.id === id)!;
    // The first try's answer lost with the connection: the form still holds the row it opened.
    await c.save(id, { [c.field]: 'Enregistré une fois' }, opened);
    await c.save(id, { [c.field]: 'Enregistré une fois' }, opened);
    const now = (await c.list()).find((r) => r.id === id)!;
    expect(now[c.field]).toBe('Enregistré une fois');
    // Any other value from that form would undo a change: still refused.
    expect((await refusal(c.save(id, { [c.field]: 'Autre chose' }, opened))).status).toBe(412);
  });

  it('a switch, then a save from a form opened before it that does not send the switched field: saved, the switch kept', async () => {
    const id = await c.create();
    const opened = (await c.list()).find((r) => r.id === id)!;
    // The row's switch flipped (a phone's list not reloaded yet), then the form opened before saves.
    await c.save(id, { isActive: !opened.isActive });
    await c.save(id, { [c.field]: 'Enregistré après le changement de statut' }, opened);
    const now = (await c.list()).find((r) => r.id === id)!;
    expect([now[c.field], now.isActive]).toEqual(['Enregistré après le changement de statut', !opened.isActive]);
    // A field the form sends, changed elsewhere meanwhile, is still a conflict.
    const { status } = await refusal(c.save(id, { [c.field]: 'Autre chose', isActive: opened.isActive }, opened));
    expect(status).toBe(412);
  });
});

describe('what is and is not a conflict', () => {
  it('a save without a version (a switch) applies as before; "*" matches any version', async () => {
    const { id } = await f.createSlider();
    const opened = (await client.sliders()).sliders.find((s) => s.id === id)!;
    await client.updateSlider(id, { isActive: !opened.isActive });
    // The form, opened before the switch, would put the old state back: refused.
    expect((await refusal(client.updateSlider(id, { title: 'Nouveau titre', isActive: opened.isActive }, opened))).status).toBe(412);
    expect((await admin.request('PUT', `/api/admin/sliders/${id}`, { title: 'Forcé' }, { 'If-Match': '*' })).status).toBe(200);
    expect((await admin.request('PUT', `/api/admin/sliders/${id}`, { title: 'Pas forcé' }, { 'If-Match': '"0"' })).status).toBe(412);
  });

  it('the server counts the keys of the JSON as it came: a version over the fields sent, whatever another field became', async () => {
    const { id } = await f.createSlider();
    const opened = (await client.sliders()).sliders.find((s) => s.id === id)!;
    await client.updateSlider(id, { isActive: !opened.isActive });
    const tag = editTag(opened, ['subtitle']);
    expect((await admin.request('PUT', `/api/admin/sliders/${id}`, { subtitle: 'Envoyé seul' }, { 'If-Match': tag })).status).toBe(200);
    // The same version for a body that also sends the switched field: refused.
    expect((await admin.request('PUT', `/api/admin/sliders/${id}`, { subtitle: 'Avec le statut', isActive: opened.isActive }, { 'If-Match': tag })).status).toBe(412);
  });

  it('a new photo in an album does not block a change to its title (counts are not edited by the form)', async () => {
    const { id } = await f.createAlbum();
    const opened = (await client.albums()).albums.find((a) => a.id === id)!;
    await f.createGalleryItem({ albumId: id, title: 'Photo ajoutée ailleurs', mediaUrl: '/media/ajout.jpg' });
    await client.updateAlbum(id, { title: 'Album renommé' }, opened);
    expect((await client.albums()).albums.find((a) => a.id === id)!.title).toBe('Album renommé');
  });

  it('a media item of an album: the same check', async () => {
    const { id: albumId } = await f.createAlbum();
    const { id } = await f.createGalleryItem({ albumId, title: 'Photo', mediaUrl: '/media/photo.jpg' });
    const opened = (await client.galleryItems(albumId)).items.find((i) => i.id === id)!;
    await client.updateGalleryItem(id, { title: 'Premier onglet' }, opened);
    const { status, message } = await refusal(client.updateGalleryItem(id, { title: 'Second onglet' }, opened));
    expect([status, message]).toEqual([412, adminMessages.staleEdit]);
    expect((await client.galleryItems(albumId)).items.find((i) => i.id === id)!.title).toBe('Premier onglet');
  });

  it("an article image's caption: the same check on the caption; the arrows' order changes are no conflict", async () => {
    const { id: newsId } = await f.createNews();
    const { id } = await f.createNewsImage({ newsId, caption: 'Légende de départ', order: 1 });
    const { id: other } = await f.createNewsImage({ newsId, order: 2 });
    const opened = (await client.newsImages(newsId)).images.find((i) => i.id === id)!;
    // Moved by the arrows meanwhile (no version sent): the caption opened before still saves.
    await client.updateNewsImage(id, { order: 2 });
    await client.updateNewsImage(other, { order: 1 });
    await client.updateNewsImage(id, { caption: 'Premier onglet' }, opened);
    const { status, message } = await refusal(client.updateNewsImage(id, { caption: 'Second onglet' }, opened));
    expect([status, message]).toEqual([412, adminMessages.staleEdit]);
    const now = (await client.newsImages(newsId)).images.find((i) => i.id === id)!;
    expect([now.caption, now.order]).toEqual(['Premier onglet', 2]);
    await client.updateNewsImage(id, { caption: 'Second onglet' }, { caption: 'Premier onglet' });
    expect((await client.newsImages(newsId)).images.find((i) => i.id === id)!.caption).toBe('Second onglet');
  });

  it('a site text: a save over a change made elsewhere is refused; a text never saved has nothing to conflict with', async () => {
    const key = 'hero_slide1_subtitle';
    // Both editors opened on the default text (nothing stored yet): the first save goes through.
    const opened = { value: "Former l'élite entrepreneuriale de demain" };
    await client.saveContent(key, { value: 'Premier onglet' }, opened);
    const { status, message } = await refusal(client.saveContent(key, { value: 'Second onglet' }, opened));
    expect([status, message]).toEqual([412, adminMessages.staleEdit]);
    expect((await client.content()).content.find((i) => i.key === key)!.value).toBe('Premier onglet');
    await client.saveContent(key, { value: 'Second onglet' }, { value: 'Premier onglet' });
    expect((await client.content()).content.find((i) => i.key === key)!.value).toBe('Second onglet');
  });

  it('the founder message: the same check on its one form', async () => {
    await f.createFounderMessage();
    const opened = (await client.founder()).founderMessage!;
    const { isActive: _isActive, ...fields } = opened;
    const saved = await client.saveFounder({ ...fields, founderImageUrl: fields.founderImageUrl ?? '', title: 'Premier onglet' }, opened);
    const { status, message } = await refusal(client.saveFounder({ ...fields, founderImageUrl: fields.founderImageUrl ?? '', title: 'Second onglet' }, opened));
    // In the words of its screen, which has no dialog to close and reopen.
    expect([status, message]).toEqual([412, adminMessages.staleFounder.refused]);
    expect((await client.founder()).founderMessage!.title).toBe('Premier onglet');
    // The form keeps the answer of its own save as its new starting point.
    await client.saveFounder({ ...fields, founderImageUrl: fields.founderImageUrl ?? '', title: 'Second onglet' }, saved.founderMessage);
    expect((await client.founder()).founderMessage!.title).toBe('Second onglet');
  });

  it('an unknown row is still a 404, whatever the version sent', async () => {
    const { status } = await refusal(client.updateSlider(999_999, { title: 'X' }, { id: 999_999, title: 'X' } as never));
    expect(status).toBe(404);
  });
});
