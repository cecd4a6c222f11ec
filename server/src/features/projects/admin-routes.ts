import { Hono } from 'hono';
import { projectCreateSchema, projectUpdateSchema } from '@ecole/shared/schemas/projects';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { receiveUpload } from '../../media/upload';
import { adminProjects, createProject, deleteProject, updateProject } from './service';

/** /api/admin/projects (admin-back-office.md section 7, Projects); behind adminGuard. */
export const projectAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/projects', async (c) => c.json(await adminProjects(deps.db)))
    .post('/projects/upload', async (c) => {
      const file = await receiveUpload(c, deps, { field: 'media', accept: 'media', poster: true });
      return c.json({ success: true as const, media: { mediaUrl: file.url, type: file.kind, ...(file.posterUrl && { thumbnailUrl: file.posterUrl }) } }, 201);
    })
    .post('/projects', requireJson, validate('json', projectCreateSchema), async (c) =>
      c.json({ success: true as const, project: await createProject(deps.db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/projects/:id', requireJson, validate('json', projectUpdateSchema), ifUnchanged(projectUpdateSchema, async (c) => rowById((await adminProjects(deps.db)).projects, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, project: await updateProject(deps, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/projects/:id', async (c) => {
      await deleteProject(deps, c.req.param('id'));
      return c.json({ success: true as const });
    });
