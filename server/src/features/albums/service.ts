import { messages } from '@ecole/shared/messages';
import type { Album, AlbumWithItems, GalleryItem, MediaType } from '@ecole/shared/schemas/albums';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { findActiveAlbum, listActiveAlbums, listActiveItems, type AlbumRow } from './repository';

const toPublic = (row: AlbumRow): Album => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Active albums by order, the newest first among equals; `success` is read by the gallery page. */
export async function publicAlbums(db: Db): Promise<{ success: true; albums: Album[] }> {
  return { success: true, albums: (await listActiveAlbums(db)).map(toPublic) };
}

export async function publicAlbum(db: Db, idParam: string): Promise<{ success: true; album: AlbumWithItems }> {
  const id = parseId(idParam);
  const row = id === null ? null : await findActiveAlbum(db, id);
  if (!row) throw notFound(messages.albums.notFound);
  const items: GalleryItem[] = (await listActiveItems(db, row.id)).map((item) => ({ ...item, mediaType: item.mediaType as MediaType }));
  return { success: true, album: { ...toPublic(row), items } };
}
