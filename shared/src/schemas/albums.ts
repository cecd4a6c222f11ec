import { z } from 'zod';
import { idSchema } from './common';
import { ALBUM_CATEGORIES, MEDIA_TYPES } from '../constants';
export { ALBUM_CATEGORIES, MEDIA_TYPES, type MediaType } from '../constants';

export const galleryItemSchema = z.object({
  id: idSchema,
  albumId: idSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  mediaUrl: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  thumbnailUrl: z.string().nullable(),
  isActive: z.boolean(),
  order: z.number().int(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const albumSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  coverImage: z.string().nullable(),
  isActive: z.boolean(),
  order: z.number().int(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type Album = z.infer<typeof albumSchema>;
export const albumListSchema = z.object({ success: z.literal(true), albums: z.array(albumSchema) });

export const albumWithItemsSchema = albumSchema.extend({ items: z.array(galleryItemSchema) });
export type AlbumWithItems = z.infer<typeof albumWithItemsSchema>;
export const albumResponseSchema = z.object({ success: z.literal(true), album: albumWithItemsSchema });
