import { Hono } from 'hono';
import { contentUpdateSchema } from '@ecole/shared/schemas/content';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { adminContent, saveContent } from './service';

/** /api/admin/content (admin-back-office.md section 7, Dashboard and content); behind adminGuard. */
export const contentAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/content', async (c) => c.json(await adminContent(deps.db)))
    .put('/content/:key', requireJson, validate('json', contentUpdateSchema),
      // A text never saved has no row: its default cannot have changed elsewhere.
      ifUnchanged(contentUpdateSchema, async (c) => (await adminContent(deps.db)).content.find((i) => i.key === c.req.param('key')) ?? null),
      async (c) =>
      c.json({ success: true as const, item: await saveContent(deps, c.req.param('key'), c.req.valid('json').value, c.get('admin').id) }),
    );
