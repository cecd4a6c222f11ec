import { z } from 'zod';
import { idSchema, sha256Schema } from './common';
import { flag, mediaUrl, optionalMediaUrl, optionalText, order, partialUpdate, requiredText } from './admin-fields';
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

// Administration.
const albumFields = z.object({
  title: requiredText('Le titre est requis', 200),
  description: optionalText(3000),
  category: z.enum(ALBUM_CATEGORIES, { error: 'La catégorie est requise' }),
  coverImage: optionalMediaUrl,
  isActive: flag,
  order,
});
export const albumCreateSchema = albumFields.partial({ description: true, coverImage: true, isActive: true, order: true });
export const albumUpdateSchema = partialUpdate(albumFields);
export type AlbumCreate = z.input<typeof albumCreateSchema>;

/** Longest title of a gallery item (the item form's limit; a bulk upload's sender cuts to it). */
export const GALLERY_TITLE_MAX = 200;

const galleryItemFields = z.object({
  albumId: idSchema,
  title: optionalText(GALLERY_TITLE_MAX),
  description: optionalText(2000),
  mediaUrl: mediaUrl("L'URL du média est requise"),
  mediaType: z.enum(MEDIA_TYPES, { error: 'Le type de média doit être « image » ou « video ».' }),
  thumbnailUrl: optionalMediaUrl,
  isActive: flag,
  order,
  /** The upload route's `contentHash`: the desktop app then skips this file as a duplicate. */
  contentHash: sha256Schema.nullable(),
});
export const galleryItemCreateSchema = galleryItemFields.partial({
  title: true,
  description: true,
  mediaType: true,
  thumbnailUrl: true,
  isActive: true,
  order: true,
  contentHash: true,
});
export const galleryItemUpdateSchema = partialUpdate(galleryItemFields.omit({ albumId: true }));
export type GalleryItemCreate = z.input<typeof galleryItemCreateSchema>;
export const adminAlbumSchema = albumSchema.extend({ itemCount: z.number().int() });
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;
