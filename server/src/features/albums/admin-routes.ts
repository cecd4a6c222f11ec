import { Hono } from 'hono';
import { z } from 'zod';
import { adminMessages } from '@ecole/shared/admin-messages';
import { albumCreateSchema, albumUpdateSchema, galleryItemCreateSchema, galleryItemUpdateSchema } from '@ecole/shared/schemas/albums';
import { idParamSchema } from '@ecole/shared/schemas/common';
import type { AppDeps } from '../../app-deps';
import { ifUnchanged, rowById } from '../../http/if-match';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { receiveUpload } from '../../media/upload';
import {
  adminAlbums,
  adminGalleryItem,
  adminGalleryItems,
  createAlbum,
  createGalleryItem,
  deleteAlbum,
  deleteGalleryItem,
  updateAlbum,
  updateGalleryItem,
} from './service';

/** ?albumId= is required: the gallery screen lists the items of the selected album only. */
const itemsQuerySchema = z.object({
  albumId: z
    .string({ error: adminMessages.albumIdRequired })
    .refine((v) => idParamSchema.safeParse(v).success, adminMessages.albumIdRequired),
});

/** /api/admin/albums, /api/admin/gallery-items, /api/admin/gallery-upload (section 7); behind adminGuard. */
export const albumAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/albums', async (c) => c.json(await adminAlbums(deps.db)))
    .post('/albums', requireJson, validate('json', albumCreateSchema), async (c) =>
      c.json({ success: true as const, album: await createAlbum(deps.db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/albums/:id', requireJson, validate('json', albumUpdateSchema), ifUnchanged(albumUpdateSchema, async (c) => rowById((await adminAlbums(deps.db)).albums, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, album: await updateAlbum(deps, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/albums/:id', async (c) => {
      await deleteAlbum(deps, c.req.param('id'));
      return c.json({ success: true as const });
    })
    .get('/gallery-items', validate('query', itemsQuerySchema), async (c) => c.json(await adminGalleryItems(deps.db, c.req.valid('query').albumId)))
    .post('/gallery-items', requireJson, validate('json', galleryItemCreateSchema), async (c) =>
      c.json({ success: true as const, item: await createGalleryItem(deps.db, c.req.valid('json'), c.get('admin').id) }, 201),
    )
    .put('/gallery-items/:id', requireJson, validate('json', galleryItemUpdateSchema), ifUnchanged(galleryItemUpdateSchema, (c) => adminGalleryItem(deps.db, c.req.param('id'))), async (c) =>
      c.json({ success: true as const, item: await updateGalleryItem(deps, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/gallery-items/:id', async (c) => {
      await deleteGalleryItem(deps, c.req.param('id'));
      return c.json({ success: true as const });
    })
    // ?accept=image: the album cover, images only (section 5, Album), refused in the image
    // routes' words rather than with a video offered. One route, so the desktop app's uploads
    // and the screens keep one address.
    .post('/gallery-upload', async (c) => {
      const accept = c.req.query('accept') === 'image' ? 'image' : 'media';
      const file = await receiveUpload(c, deps, { field: 'media', accept, poster: true });
      return c.json({ success: true as const, mediaUrl: file.url, mediaType: file.kind, contentHash: file.sha256, ...(file.posterUrl && { thumbnailUrl: file.posterUrl }) }, 201);
    });
