import { Hono } from 'hono';
import { adminMessages } from '@ecole/shared/admin-messages';
import { sliderCreateSchema, sliderUpdateSchema } from '@ecole/shared/schemas/sliders';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { receiveUpload } from '../../media/upload';
import { adminSliders, createSlider, deleteSlider, updateSlider } from './service';

/** /api/admin/sliders (admin-back-office.md section 7, Sliders); behind adminGuard. */
export const sliderAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/sliders', async (c) => c.json(await adminSliders(deps.db)))
    .post('/sliders/upload', async (c) => {
      const file = await receiveUpload(c, deps, { field: 'image', accept: 'image', imageTooLarge: adminMessages.upload.sliderImageTooLarge });
      return c.json({ success: true as const, imageUrl: file.url }, 201);
    })
    .post('/sliders', requireJson, validate('json', sliderCreateSchema), async (c) =>
      c.json({ success: true as const, slider: await createSlider(deps.db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/sliders/:id', requireJson, validate('json', sliderUpdateSchema), ifUnchanged(sliderUpdateSchema, async (c) => rowById((await adminSliders(deps.db)).sliders, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, slider: await updateSlider(deps, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/sliders/:id', async (c) => {
      await deleteSlider(deps, c.req.param('id'));
      return c.json({ success: true as const });
    });
