// Administration of programmes, projects and tariffs (admin-back-office.md sections 3, 5, 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { fieldMessages } from '@ecole/shared/schemas/admin-fields';
import { adminProgramSchema } from '@ecole/shared/schemas/programs';
import { adminProjectSchema, projectDateMessages } from '@ecole/shared/schemas/projects';
import { adminTariffSchema, TARIFF_DEFAULTS } from '@ecole/shared/schemas/tariffs';
import { loginAsAdmin, mediaFiles, type AdminSession } from './helpers/admin';
import { jpeg, playableMp4 } from './helpers/media-fixtures';
import { fetchJson, startTestServer, type JsonResponse, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

const pub = <T>(path: string) => fetchJson<T>(server.url + path).then((r) => r.body);
const expectError = (res: JsonResponse, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error });
};
const upload = async (bytes: Buffer) =>
  (await admin.upload<{ media: { mediaUrl: string } }>('/api/admin/projects/upload', 'media', { bytes, name: 'f' })).body.media.mediaUrl;
const stored = async (url: string) => (await mediaFiles(server)).some((f) => f.includes(url.slice('/media/'.length).replace(/\.\w+$/, '')));

type Program = { id: number; name: string; category: string; duration: string; level: string; isActive: boolean; order: number; imageUrl: string | null };

describe('programs', () => {
  it('creates with defaults, answers the admin shape, sorts like the public list, follows on the public API', async () => {
    const created = await admin.post<{ success: true; program: Program }>('/api/admin/programs', {
      name: 'BTS Finance Comptabilité',
      category: 'BTS TERTIAIRES',
      description: 'Gestion et comptabilité des entreprises.',
      order: '2',
    });
    expect(created.status).toBe(201);
    const program = adminProgramSchema.strict().parse(created.body.program);
    expect(program).toMatchObject({ duration: '2 ans', level: 'BTS', order: 2, isActive: true, imageUrl: null });

    const first = (await admin.post<{ program: Program }>('/api/admin/programs', { name: 'Licence Marketing', category: 'LICENCE/MASTER', order: 1, isActive: false })).body.program;
    const list = (await admin.get<{ programs: Program[] }>('/api/admin/programs')).body.programs;
    expect(list.map((p) => p.id)).toEqual([first.id, program.id]);
    expect((await pub<{ programs: Program[] }>('/api/programs')).programs.map((p) => p.id)).toEqual([program.id]);

    const on = await admin.put<{ program: Program }>(`/api/admin/programs/${first.id}`, { isActive: true, duration: '3 ans' });
    expect(on.body.program).toMatchObject({ isActive: true, duration: '3 ans', name: 'Licence Marketing' });
    expect((await pub<{ programs: Program[] }>('/api/programs')).programs.map((p) => p.id)).toEqual([first.id, program.id]);
    expect((await admin.put<{ program: Program }>(`/api/admin/programs/${first.id}`, { duration: '' })).body.program.duration).toBe('2 ans');

    expect((await admin.del(`/api/admin/programs/${first.id}`)).body).toEqual({ success: true });
    expectError(await admin.del(`/api/admin/programs/${first.id}`), 404, adminMessages.programNotFound);
  });

  it('validates with the spec messages', async () => {
    expectError(await admin.post('/api/admin/programs', { category: 'CERTIFICAT' }), 400, 'Le nom de la filière est requis');
    expectError(await admin.post('/api/admin/programs', { name: 'X' }), 400, 'La catégorie est requise');
    expectError(await admin.post('/api/admin/programs', { name: 'X', category: 'DOCTORAT' }), 400, 'La catégorie est requise');
    expectError(await admin.put('/api/admin/programs/1', { name: '' }), 400, 'Le nom de la filière est requis');
  });

  it('removes the replaced picture and the last one on delete', async () => {
    const up = async () => (await admin.upload<{ image: { imageUrl: string } }>('/api/admin/programs/upload', 'image', { bytes: await jpeg(), name: 'p.jpg' })).body.image.imageUrl;
    const a = await up();
    const b = await up();
    const p = (await admin.post<{ program: Program }>('/api/admin/programs', { name: 'BTS Logistique', category: 'BTS INDUSTRIEL', imageUrl: a })).body.program;
    await admin.put(`/api/admin/programs/${p.id}`, { imageUrl: b });
    expect(await stored(a)).toBe(false);
    expect(await stored(b)).toBe(true);
    await admin.del(`/api/admin/programs/${p.id}`);
    expect(await stored(b)).toBe(false);
  });
});

type Project = { id: number; title: string; status: string; startDate: string | null; endDate: string | null; images: string[]; videos: string[]; isActive: boolean; order: number };

describe('projects', () => {
  it('takes dates as text and answers timestamps; lists inactive ones too; the public API follows', async () => {
    const created = await admin.post<{ success: true; project: Project }>('/api/admin/projects', {
      title: 'Audit organisationnel',
      description: "Diagnostic d'une PME de San-Pédro.",
      status: 'upcoming',
      startDate: '2026-09-15',
      endDate: '2026-12-20T17:00:00Z',
      order: '1',
    });
    expect(created.status).toBe(201);
    const project = adminProjectSchema.strict().parse(created.body.project);
    expect(project).toMatchObject({ startDate: '2026-09-15T00:00:00.000Z', endDate: '2026-12-20T17:00:00.000Z', images: [], videos: [], link: null });
    expect((await pub<{ project: Project }>(`/api/projects/${project.id}`)).project.title).toBe('Audit organisationnel');

    // An end before the start is refused, the two sent together or one against the stored other.
    const early = { title: 'Audit', description: 'd', status: 'completed', startDate: '2026-12-10', endDate: '2026-01-05' };
    expectError(await admin.post('/api/admin/projects', early), 400, projectDateMessages.endBeforeStart);
    expectError(await admin.put(`/api/admin/projects/${project.id}`, { endDate: '2026-09-01' }), 400, projectDateMessages.endBeforeStart);
    expectError(await admin.put(`/api/admin/projects/${project.id}`, { startDate: '2027-01-01' }), 400, projectDateMessages.endBeforeStart);
    expect((await admin.get<{ projects: Project[] }>('/api/admin/projects')).body.projects.find((p) => p.id === project.id)).toMatchObject({ startDate: '2026-09-15T00:00:00.000Z', endDate: '2026-12-20T17:00:00.000Z' });

    const done = await admin.put<{ project: Project }>(`/api/admin/projects/${project.id}`, { status: 'completed', startDate: '' , isActive: false });
    expect(done.body.project).toMatchObject({ status: 'completed', startDate: null, endDate: '2026-12-20T17:00:00.000Z', isActive: false });
    expect((await fetchJson(`${server.url}/api/projects/${project.id}`)).status).toBe(404);
    expect((await admin.get<{ projects: Project[] }>('/api/admin/projects')).body.projects.map((p) => p.id)).toContain(project.id);

    expect((await admin.del(`/api/admin/projects/${project.id}`)).status).toBe(200);
    expectError(await admin.put(`/api/admin/projects/${project.id}`, { title: 'x' }), 404, adminMessages.projectNotFound);
  });

  it('validates with the spec messages (the first one is shown)', async () => {
    expectError(await admin.post('/api/admin/projects', { description: 'd', status: 'upcoming' }), 400, 'Le titre est requis');
    expectError(await admin.post('/api/admin/projects', { title: 't', status: 'upcoming' }), 400, 'La description est requise');
    expectError(await admin.post('/api/admin/projects', { title: 't', description: 'd' }), 400, 'Le statut est requis');
    expectError(await admin.post('/api/admin/projects', { title: 't', description: 'd', status: 'en cours' }), 400, 'Le statut est requis');
    expectError(await admin.post('/api/admin/projects', { title: 't', description: 'd', status: 'completed', startDate: '32/13/2026' }), 400, fieldMessages.invalidDate);
    expectError(await admin.post('/api/admin/projects', { title: 't', description: 'd', status: 'completed', images: ['javascript:alert(1)'] }), 400, fieldMessages.invalidMediaUrl);
  });

  it('refuses a date it would otherwise store as another day (12/03/2027 read as 3 December, 30 February as 2 March)', async () => {
    const before = (await admin.get<{ projects: Project[] }>('/api/admin/projects')).body.projects;
    const stored = await admin.post<{ project: Project }>('/api/admin/projects', { title: 'Dates', description: 'd', status: 'upcoming', startDate: '2027-03-12' });
    for (const date of ['12/03/2027', '2027-02-30', '2027-13-01', '2027-00-10T10:00:00Z', '2027-02-30T10:00:00Z', '1', '2027', 'March 7, 2027', '12 mars 2027', '2027-03-12T10:00:00+0100']) {
      expectError(await admin.post('/api/admin/projects', { title: 't', description: 'd', status: 'upcoming', startDate: date }), 400, fieldMessages.invalidDate);
      expectError(await admin.put(`/api/admin/projects/${stored.body.project.id}`, { endDate: date }), 400, fieldMessages.invalidDate);
    }
    const after = (await admin.get<{ projects: Project[] }>('/api/admin/projects')).body.projects;
    expect(after.find((p) => p.id === stored.body.project.id)).toMatchObject({ startDate: '2027-03-12T00:00:00.000Z', endDate: null });
    expect(after).toHaveLength(before.length + 1);
    // The forms' own formats still go through: a calendar date, an ISO timestamp with or without its offset.
    for (const [date, iso] of [['2027-03-12', '2027-03-12T00:00:00.000Z'], ['2027-03-12T08:30:00Z', '2027-03-12T08:30:00.000Z'], ['2027-03-12T08:30:00.250+01:00', '2027-03-12T07:30:00.250Z'], ['2028-02-29', '2028-02-29T00:00:00.000Z']]) {
      const ok = await admin.put<{ project: Project }>(`/api/admin/projects/${stored.body.project.id}`, { endDate: date });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.project.endDate).toBe(iso);
    }
  });

  it('removes images and videos dropped from the lists, and all of them on delete', async () => {
    const photo1 = await upload(await jpeg());
    const photo2 = await upload(await jpeg());
    const film = await upload(await playableMp4());
    const p = (
      await admin.post<{ project: Project }>('/api/admin/projects', { title: 'Forum', description: 'd', status: 'completed', images: [photo1, photo2], videos: [film] })
    ).body.project;
    expect(p).toMatchObject({ images: [photo1, photo2], videos: [film] });
    await admin.put(`/api/admin/projects/${p.id}`, { images: [photo2] });
    expect(await stored(photo1)).toBe(false);
    expect(await stored(photo2)).toBe(true);
    expect(await stored(film)).toBe(true);
    await admin.del(`/api/admin/projects/${p.id}`);
    expect(await stored(photo2)).toBe(false);
    expect(await stored(film)).toBe(false);
  });
});

type Tariff = { id: number; site: string; programName: string; programDuration: string; totalFee: number; requiredDocuments: string[]; uniformCosts: Record<string, string>; isActive: boolean; order: number };

describe('tariffs', () => {
  const sheet = {
    site: 'Yopougon',
    location: 'Yopougon Selmer, Abidjan',
    phone: '+225 27 23 00 00 00',
    email: 'yopougon@ecole.example',
    programName: TARIFF_DEFAULTS.programName,
    inscriptionFee: '85000',
    fraisAnnexes: 140000,
    totalFee: 225000,
    firstPayment: 85000,
    secondPayment: 85000,
    thirdPayment: 55000,
    requiredDocuments: [...TARIFF_DEFAULTS.requiredDocuments, ''],
    uniformCosts: { tissu: '15 000 F CFA', blouse: '' },
    supplies: [...TARIFF_DEFAULTS.supplies],
    accountInfo: 'Banque Lagune - 01234 56789',
    order: 2,
  };

  it('creates, lists, updates, toggles and deletes; the public API follows', async () => {
    const created = await admin.post<{ success: true; tariff: Tariff }>('/api/admin/tariffs', sheet);
    expect(created.status).toBe(201);
    const tariff = adminTariffSchema.strict().parse(created.body.tariff);
    expect(tariff).toMatchObject({ inscriptionFee: 85000, programDuration: '2 ans', uniformCosts: { tissu: '15 000 F CFA' }, isActive: true, order: 2 });
    expect(tariff.requiredDocuments).toEqual([...TARIFF_DEFAULTS.requiredDocuments]);
    expect((await pub<{ tariffs: Tariff[] }>('/api/tariffs')).tariffs.map((t) => t.site)).toContain('Yopougon');

    const first = (await admin.post<{ tariff: Tariff }>('/api/admin/tariffs', { ...sheet, site: 'Cocody', order: 1, isActive: false })).body.tariff;
    expect((await admin.get<{ tariffs: Tariff[] }>('/api/admin/tariffs')).body.tariffs.map((t) => t.id)).toEqual([first.id, tariff.id]);
    expect((await pub<{ tariffs: Tariff[] }>('/api/tariffs')).tariffs.map((t) => t.id)).toEqual([tariff.id]);

    const raised = await admin.put<{ tariff: Tariff }>(`/api/admin/tariffs/${tariff.id}`, { totalFee: 250000 });
    expect(raised.body.tariff).toMatchObject({ totalFee: 250000, site: 'Yopougon' });
    expect((await pub<{ tariffs: Tariff[] }>('/api/tariffs')).tariffs[0].totalFee).toBe(250000);

    expect((await admin.del(`/api/admin/tariffs/${tariff.id}`)).status).toBe(200);
    expect((await pub<{ tariffs: Tariff[] }>('/api/tariffs')).tariffs).toEqual([]);
    expectError(await admin.del(`/api/admin/tariffs/${tariff.id}`), 404, adminMessages.tariffNotFound);
  });

  it('validates required fields and amounts in French', async () => {
    const { site: _site, ...noSite } = sheet;
    expectError(await admin.post('/api/admin/tariffs', noSite), 400, 'Le nom du site est requis');
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, programName: '' }), 400, 'Le programme est requis');
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, totalFee: -5 }), 400, fieldMessages.invalidAmount);
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, totalFee: '12,5' }), 400, fieldMessages.invalidAmount);
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, totalFee: '100.5' }), 400, fieldMessages.invalidAmount);
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, totalFee: 2_147_483_648 }), 400, fieldMessages.amountTooBig);
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, totalFee: '99 999 999 999' }), 400, fieldMessages.amountTooBig);
  });

  it('reads amounts typed with grouped thousands ("100 000", "100.000", "1,250,000")', async () => {
    const res = await admin.post<{ tariff: Tariff }>('/api/admin/tariffs', { ...sheet, inscriptionFee: '100 000', fraisAnnexes: '100.000', totalFee: '1,250,000', firstPayment: '85\u202f000' });
    expect(res.status).toBe(201);
    expect(res.body.tariff).toMatchObject({ inscriptionFee: 100000, fraisAnnexes: 100000, totalFee: 1250000, firstPayment: 85000 });
    expect((await admin.del(`/api/admin/tariffs/${res.body.tariff.id}`)).status).toBe(200);
    expectError(await admin.post('/api/admin/tariffs', { ...sheet, email: 'pas-un-email' }), 400, "L'adresse e-mail n'est pas valide.");
  });
});
