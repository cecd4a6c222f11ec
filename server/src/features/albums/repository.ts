import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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

const itemColumns = {
  id: galleryItems.id,
  albumId: galleryItems.albumId,
  title: galleryItems.title,
  description: galleryItems.description,
  mediaUrl: galleryItems.mediaUrl,
  mediaType: galleryItems.mediaType,
  thumbnailUrl: galleryItems.thumbnailUrl,
  isActive: galleryItems.isActive,
  order: galleryItems.order,
};

export type AlbumRow = Awaited<ReturnType<typeof listActiveAlbums>>[number];
export type ItemRow = Awaited<ReturnType<typeof listActiveItems>>[number];

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
    .select(itemColumns)
    .from(galleryItems)
    .where(and(eq(galleryItems.albumId, albumId), eq(galleryItems.isActive, true), inArray(galleryItems.mediaType, [...MEDIA_TYPES])))
    .orderBy(asc(galleryItems.order), asc(galleryItems.id));
}

/** The titles and descriptions of the active albums' active media (what the assistant may point to). */
export function listActiveItemCaptions(db: Db) {
  return db
    .select({ albumId: galleryItems.albumId, title: galleryItems.title, description: galleryItems.description, mediaUrl: galleryItems.mediaUrl, mediaType: galleryItems.mediaType })
    .from(galleryItems)
    .innerJoin(albums, eq(albums.id, galleryItems.albumId))
    .where(and(eq(albums.isActive, true), eq(galleryItems.isActive, true), inArray(galleryItems.mediaType, [...MEDIA_TYPES])));
}

// Administration: every album and item, active or not, in the public order.
export type NewAlbum = typeof albums.$inferInsert;
export type NewGalleryItem = typeof galleryItems.$inferInsert;

export function listAllAlbums(db: Db) {
  return db
    .select({
      ...albumColumns,
      // Spelled out: drizzle writes columns unqualified here, and "id" would mean the item's.
      itemCount: sql<number>`(SELECT count(*) FROM gallery_items AS gi WHERE gi.album_id = "albums"."id")`.mapWith(Number),
    })
    .from(albums)
    .orderBy(asc(albums.order), desc(albums.createdAt), desc(albums.id));
}

export async function findAlbum(db: Db, id: number) {
  const [row] = await db.select(albumColumns).from(albums).where(eq(albums.id, id)).limit(1);
  return row ?? null;
}

export async function insertAlbum(db: Db, values: NewAlbum) {
  const [row] = await db.insert(albums).values(values).returning(albumColumns);
  return row;
}

export async function updateAlbumRow(db: Db, id: number, values: Partial<NewAlbum>) {
  const [row] = await db.update(albums).set(values).where(eq(albums.id, id)).returning(albumColumns);
  return row ?? null;
}

/** Deletes an album (its items go with it, ON DELETE CASCADE) and names every file they used. */
export async function deleteAlbumRow(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const items = await tx
      .select({ mediaUrl: galleryItems.mediaUrl, thumbnailUrl: galleryItems.thumbnailUrl })
      .from(galleryItems)
      .where(eq(galleryItems.albumId, id));
    const [row] = await tx.delete(albums).where(eq(albums.id, id)).returning({ coverImage: albums.coverImage });
    return row ? { coverImage: row.coverImage, itemUrls: items.flatMap((i) => [i.mediaUrl, i.thumbnailUrl]) } : null;
  });
}

export function listAllItems(db: Db, albumId: number) {
  return db.select(itemColumns).from(galleryItems).where(eq(galleryItems.albumId, albumId)).orderBy(asc(galleryItems.order), asc(galleryItems.id));
}

export async function findItem(db: Db, id: number) {
  const [row] = await db.select(itemColumns).from(galleryItems).where(eq(galleryItems.id, id)).limit(1);
  return row ?? null;
}

export async function insertItem(db: Db, values: NewGalleryItem) {
  const [row] = await db.insert(galleryItems).values(values).returning(itemColumns);
  return row;
}

export async function updateItemRow(db: Db, id: number, values: Partial<NewGalleryItem>) {
  const [row] = await db.update(galleryItems).set(values).where(eq(galleryItems.id, id)).returning(itemColumns);
  return row ?? null;
}

export async function deleteItemRow(db: Db, id: number) {
  const [row] = await db.delete(galleryItems).where(eq(galleryItems.id, id)).returning(itemColumns);
  return row ?? null;
}

/** Videos of the albums with no still picture (uploaded before decision 029, or ffmpeg failed then). */
export async function videosWithoutPicture(db: Db) {
  return db
    .select({ id: galleryItems.id, mediaUrl: galleryItems.mediaUrl })
    .from(galleryItems)
    .where(and(eq(galleryItems.mediaType, 'video'), sql`${galleryItems.thumbnailUrl} IS NULL`))
    .orderBy(asc(galleryItems.id));
}

/**
 * Gives an item its picture only if it still has none and still shows the same video: an
 * administrator's edit meanwhile, or another process doing the same, wins. True when set.
 */
export async function setPictureIfNone(db: Db, id: number, mediaUrl: string, thumbnailUrl: string): Promise<boolean> {
  const rows = await db
    .update(galleryItems)
    .set({ thumbnailUrl })
    .where(and(eq(galleryItems.id, id), eq(galleryItems.mediaUrl, mediaUrl), sql`${galleryItems.thumbnailUrl} IS NULL`))
    .returning({ id: galleryItems.id });
  return rows.length === 1;
}
