import { Hono } from 'hono';
import { programCreateSchema, programUpdateSchema } from '@ecole/shared/schemas/programs';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { receiveUpload } from '../../media/upload';
import { adminPrograms, createProgram, deleteProgram, updateProgram } from './service';

/** /api/admin/programs (admin-back-office.md section 7, Programs); behind adminGuard. */
export const programAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/programs', async (c) => c.json(await adminPrograms(deps.db)))
    .post('/programs/upload', async (c) => {
      const file = await receiveUpload(c, deps, { field: 'image', accept: 'image' });
      return c.json({ success: true as const, image: { imageUrl: file.url } }, 201);
    })
    .post('/programs', requireJson, validate('json', programCreateSchema), async (c) =>
      c.json({ success: true as const, program: await createProgram(deps.db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/programs/:id', requireJson, validate('json', programUpdateSchema), ifUnchanged(programUpdateSchema, async (c) => rowById((await adminPrograms(deps.db)).programs, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, program: await updateProgram(deps, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/programs/:id', async (c) => {
      await deleteProgram(deps, c.req.param('id'));
      return c.json({ success: true as const });
    });
