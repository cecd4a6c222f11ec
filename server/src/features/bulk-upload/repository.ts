import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryItems } from '../../db/schema';

/** Content hashes of an album's items (items made before hashes existed have none). */
export async function listAlbumHashes(db: Db, albumId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: galleryItems.contentHash })
    .from(galleryItems)
    .where(and(eq(galleryItems.albumId, albumId), isNotNull(galleryItems.contentHash)));
  return rows.map((r) => r.hash!);
}

export async function albumHasHash(db: Db, albumId: number, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(and(eq(galleryItems.albumId, albumId), eq(galleryItems.contentHash, hash)))
    .limit(1);
  return !!row;
}
