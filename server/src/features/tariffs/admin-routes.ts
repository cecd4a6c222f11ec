import { Hono } from 'hono';
import { tariffCreateSchema, tariffUpdateSchema } from '@ecole/shared/schemas/tariffs';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { adminTariffs, createTariff, deleteTariff, updateTariff } from './service';

/** /api/admin/tariffs (admin-back-office.md section 7, Tariffs); behind adminGuard. */
export const tariffAdminRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/tariffs', async (c) => c.json(await adminTariffs(db)))
    .post('/tariffs', requireJson, validate('json', tariffCreateSchema), async (c) =>
      c.json({ success: true as const, tariff: await createTariff(db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/tariffs/:id', requireJson, validate('json', tariffUpdateSchema), ifUnchanged(tariffUpdateSchema, async (c) => rowById((await adminTariffs(db)).tariffs, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, tariff: await updateTariff(db, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/tariffs/:id', async (c) => {
      await deleteTariff(db, c.req.param('id'));
      return c.json({ success: true as const });
    });
