import { Hono } from 'hono';
import { instituteCreateSchema, instituteUpdateSchema } from '@ecole/shared/schemas/institutes';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { adminInstitutes, createInstitute, deleteInstitute, updateInstitute } from './service';

/** /api/admin/institutes (admin-back-office.md section 7, Institutes); behind adminGuard. */
export const instituteAdminRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/institutes', async (c) => c.json(await adminInstitutes(db)))
    .post('/institutes', requireJson, validate('json', instituteCreateSchema), async (c) =>
      c.json({ success: true as const, institute: await createInstitute(db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/institutes/:id', requireJson, validate('json', instituteUpdateSchema), ifUnchanged(instituteUpdateSchema, async (c) => rowById((await adminInstitutes(db)).institutes, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, institute: await updateInstitute(db, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/institutes/:id', async (c) => {
      await deleteInstitute(db, c.req.param('id'));
      return c.json({ success: true as const });
    });
