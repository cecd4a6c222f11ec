import { Hono } from 'hono';
import { adminMessages } from '@ecole/shared/admin-messages';
import { founderUpdateSchema } from '@ecole/shared/schemas/founder';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { receiveUpload } from '../../media/upload';
import { adminFounderMessage, saveFounderMessage } from './service';

/** /api/admin/founder-message and /api/admin/founder/upload (section 7, Founder); behind adminGuard. */
export const founderAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/founder-message', async (c) => c.json(await adminFounderMessage(deps.db)))
    .put('/founder-message', requireJson, validate('json', founderUpdateSchema), ifUnchanged(founderUpdateSchema, async () => (await adminFounderMessage(deps.db)).founderMessage, adminMessages.staleFounder.refused), async (c) =>
      c.json({ success: true as const, founderMessage: await saveFounderMessage(deps, c.req.valid('json'), c.get('admin').id) }),
    )
    .post('/founder/upload', async (c) => {
      const file = await receiveUpload(c, deps, { field: 'image', accept: 'image', imageTooLarge: adminMessages.upload.founderImageTooLarge });
      return c.json({ success: true as const, image: { imageUrl: file.url } }, 201);
    });
