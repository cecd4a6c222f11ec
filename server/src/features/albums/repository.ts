import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MEDIA_TYPES } from '@ecole/shared/schemas/albums';
import type { Db } from '../../db/client';
import { albums, galleryItems } from '../../db/schema';

const albumColumns = {
  id: albums.id,
  title: albums.title,
  description: albums.description,
  category: albums.category,
  coverImage: albums.coverImage,
  isActive: albums.isActive,
  order: albums.order,
  createdAt: albums.createdAt,
};

export type AlbumRow = Awaited<ReturnType<typeof listActiveAlbums>>[number];

export function listActiveAlbums(db: Db) {
  return db.select(albumColumns).from(albums).where(eq(albums.isActive, true)).orderBy(asc(albums.order), desc(albums.createdAt), desc(albums.id));
}

export async function findActiveAlbum(db: Db, id: number) {
  const [row] = await db.select(albumColumns).from(albums).where(and(eq(albums.id, id), eq(albums.isActive, true))).limit(1);
  return row ?? null;
}

/** Active items of a known media type: the viewer can only show an image or a video. */
export function listActiveItems(db: Db, albumId: number) {
  return db
    .select({
      id: galleryItems.id,
      albumId: galleryItems.albumId,
      title: galleryItems.title,
      description: galleryItems.description,
      mediaUrl: galleryItems.mediaUrl,
      mediaType: galleryItems.mediaType,
      thumbnailUrl: galleryItems.thumbnailUrl,
      isActive: galleryItems.isActive,
      order: galleryItems.order,
    })
    .from(galleryItems)
    .where(and(eq(galleryItems.albumId, albumId), eq(galleryItems.isActive, true), inArray(galleryItems.mediaType, [...MEDIA_TYPES])))
    .orderBy(asc(galleryItems.order), asc(galleryItems.id));
}
