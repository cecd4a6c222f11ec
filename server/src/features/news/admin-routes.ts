import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminMessages } from '@ecole/shared/admin-messages';
import { newsCreateSchema, newsImageCaptionFields, newsImageCreateSchema, newsImageUpdateSchema, newsUpdateSchema } from '@ecole/shared/schemas/news';
import type { AppDeps } from '../../app-deps';
import { closeConnection } from '../../http/connection';
import { jsonError } from '../../http/errors';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { receiveUpload } from '../../media/upload';
import {
  addNewsImage,
  addUploadedNewsImage,
  adminNews,
  adminNewsImage,
  adminNewsImages,
  assertNewsExists,
  createNews,
  deleteNews,
  deleteNewsImage,
  updateNews,
  updateNewsImage,
} from './service';

/**
 * An article may carry its picture inline (imageData, a data URL of up to 10 MB, about
 * 13.4 MB once in base64): these two routes alone get a body that large. app.ts leaves
 * them out of the 100 KB limit of the rest of the API (hasOwnBodyLimit in admin-api.ts).
 */
export const NEWS_BODY_LIMIT = 14 * 1024 * 1024;
const newsBodyLimit = bodyLimit({ maxSize: NEWS_BODY_LIMIT, onError: (c) => jsonError(closeConnection(c), 413, adminMessages.upload.imageTooLarge) });

/** /api/admin/news and /api/admin/news-images (admin-back-office.md section 7, News); behind adminGuard. */
export const newsAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/news', async (c) => c.json(await adminNews(deps.db)))
    .post('/news', newsBodyLimit, requireJson, validate('json', newsCreateSchema), async (c) =>
      c.json({ success: true as const, news: await createNews(deps, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    // Registered before /news/:id/...: "temp" is not an article id.
    .post('/news/temp/images/upload', async (c) => {
      const file = await receiveUpload(c, deps, { field: 'image', accept: 'image' });
      return c.json({ success: true as const, image: { imageUrl: file.url } }, 201);
    })
    .put('/news/:id', newsBodyLimit, requireJson, validate('json', newsUpdateSchema), ifUnchanged(newsUpdateSchema, async (c) => rowById((await adminNews(deps.db)).news, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, news: await updateNews(deps, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/news/:id', async (c) => {
      await deleteNews(deps, c.req.param('id'));
      return c.json({ success: true as const });
    })
    .get('/news/:id/images', async (c) => c.json(await adminNewsImages(deps.db, c.req.param('id'))))
    .post('/news/:id/images', requireJson, validate('json', newsImageCreateSchema), async (c) =>
      c.json({ success: true as const, image: await addNewsImage(deps, c.req.param('id'), c.req.valid('json')) }, 201),
    )
    .post('/news/:id/images/upload', async (c) => {
      await assertNewsExists(deps.db, c.req.param('id'));
      const file = await receiveUpload(c, deps, { field: 'image', accept: 'image', fields: ['order', 'caption'] });
      return c.json({ success: true as const, image: await addUploadedNewsImage(deps, c.req.param('id'), file) }, 201);
    })
    .put('/news-images/:imageId', requireJson, validate('json', newsImageUpdateSchema), ifUnchanged(newsImageCaptionFields, (c) => adminNewsImage(deps.db, c.req.param('imageId'))), async (c) =>
      c.json({ success: true as const, image: await updateNewsImage(deps, c.req.param('imageId'), c.req.valid('json')) }),
    )
    .delete('/news-images/:imageId', async (c) => {
      await deleteNewsImage(deps, c.req.param('imageId'));
      return c.json({ success: true as const });
    });
