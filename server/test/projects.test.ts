// GET /api/projects and /api/projects/:id.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { projectListSchema, projectResponseSchema, projectSchema } from '@ecole/shared/schemas/projects';
import { projects } from '../src/db/schema';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => fetchJson(server.url + path);

describe('GET /api/projects', () => {
  it('answers active projects with ISO dates, URL arrays and only the public fields', async () => {
    const f = server.factories;
    const upcoming = await f.createProject({
      title: 'Incubateur',
      status: 'upcoming',
      startDate: new Date('2025-10-01T09:00:00Z'),
      images: ['/media/a.jpg', '/media/b.jpg'],
      videos: ['/media/c.mp4'],
      // A picture of a video no longer listed is not shown.
      videoThumbnails: { '/media/c.mp4': '/media/c.jpg', '/media/retiree.mp4': '/media/r.jpg' },
      link: 'https://exemple.org',
      order: 1,
    });
    const completed = await f.createProject({ title: 'Forum', status: 'completed', endDate: new Date('2024-05-20T00:00:00Z'), order: 2 });
    await f.createProject({ title: 'Masqué', isActive: false, order: 0 });

    const { status, body } = await get('/api/projects');
    expect(status).toBe(200);
    const list = projectListSchema.parse(body);
    expect(list.projects.map((p) => p.id)).toEqual([upcoming.id, completed.id]);
    expect(list.projects[0]).toEqual({
      id: upcoming.id,
      title: 'Incubateur',
      description: null,
      status: 'upcoming',
      startDate: '2025-10-01T09:00:00.000Z',
      endDate: null,
      images: ['/media/a.jpg', '/media/b.jpg'],
      videos: ['/media/c.mp4'],
      videoThumbnails: { '/media/c.mp4': '/media/c.jpg' },
      link: 'https://exemple.org',
    });
    expect(list.projects[1]).toMatchObject({ status: 'completed', startDate: null, endDate: '2024-05-20T00:00:00.000Z', images: [], videos: [] });
    for (const p of (body as { projects: object[] }).projects) expect(Object.keys(p).sort()).toEqual(Object.keys(projectSchema.shape).sort());
  });

  it('shows an unknown status as stored and non-array media as empty lists (a non-map of pictures as none)', async () => {
    const created = await server.factories.createProject({ title: 'Ancien format', status: 'en cours', order: 99 });
    // Rows written by an older back office may hold anything in the JSON columns.
    await server.deps.db.execute(
      sql`UPDATE ${projects} SET images = '"/media/seule.jpg"'::jsonb, videos = '{"a": 1}'::jsonb, video_thumbnails = '["/media/x.jpg"]'::jsonb WHERE id = ${created.id}`,
    );
    server.deps.cache.invalidate();
    const { body } = await get(`/api/projects/${created.id}`);
    expect(projectResponseSchema.parse(body).project).toMatchObject({ status: 'en cours', images: [], videos: [], videoThumbnails: {} });
  });
});

describe('GET /api/projects/:id', () => {
  it('answers { project }', async () => {
    const created = await server.factories.createProject({ title: 'Détail', description: 'Un projet', status: 'completed' });
    const { status, body } = await get(`/api/projects/${created.id}`);
    expect(status).toBe(200);
    const parsed = projectResponseSchema.strict().parse(body);
    expect(parsed.project).toMatchObject({ id: created.id, title: 'Détail', description: 'Un projet' });
  });

  it('answers 404 JSON for an inactive or unknown project', async () => {
    const hidden = await server.factories.createProject({ isActive: false });
    for (const path of [`/api/projects/${hidden.id}`, '/api/projects/424242']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ success: false, error: messages.projects.notFound });
    }
  });
});
