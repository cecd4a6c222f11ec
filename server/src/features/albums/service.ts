import { adminMessages } from '@ecole/shared/admin-messages';
import { storedMediaKind } from '@ecole/shared/media';
import { messages } from '@ecole/shared/messages';
import type {
  AdminAlbum,
  Album,
  AlbumWithItems,
  GalleryItem,
  MediaType,
  albumCreateSchema,
  albumUpdateSchema,
  galleryItemCreateSchema,
  galleryItemUpdateSchema,
} from '@ecole/shared/schemas/albums';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { removeUnreferenced, touchedUrls } from '../../media/references';
import {
  deleteAlbumRow,
  deleteItemRow,
  findActiveAlbum,
  findAlbum,
  findItem,
  insertAlbum,
  insertItem,
  listActiveAlbums,
  listActiveItemCaptions,
  listActiveItems,
  listAllAlbums,
  listAllItems,
  updateAlbumRow,
  updateItemRow,
  type AlbumRow,
  type ItemRow,
} from './repository';
import { DuplicateError } from './duplicate';

type Deps = Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>;

const toPublic = <R extends AlbumRow>(row: R) => ({ ...row, createdAt: row.createdAt.toISOString() });
/**
 * A file stored here is shown as what it is, whatever type its row holds: rows saved before
 * the type was checked against the file (mediaTypeFor) would show a broken image or a still.
 */
const typeOf = (row: { mediaUrl: string; mediaType: string }) => (storedMediaKind(row.mediaUrl) ?? row.mediaType) as MediaType;
const toItem = (item: ItemRow): GalleryItem => ({ ...item, mediaType: typeOf(item) });

/** Active albums by order, the newest first among equals; `success` is read by the gallery page. */
export async function publicAlbums(db: Db): Promise<{ success: true; albums: Album[] }> {
  return { success: true, albums: (await listActiveAlbums(db)).map(toPublic) };
}

/** The words of each active photo or video the gallery shows (its title and description), with its album. */
export async function publicItemCaptions(db: Db): Promise<Array<{ albumId: number; text: string; video: boolean }>> {
  return (await listActiveItemCaptions(db))
    .map((r) => ({ albumId: r.albumId, text: [r.title, r.description].filter(Boolean).join(' : '), video: typeOf(r) === 'video' }))
    .filter((c) => c.text.trim() !== '');
}

export async function publicAlbum(db: Db, idParam: string): Promise<{ success: true; album: AlbumWithItems }> {
  const id = parseId(idParam);
  const row = id === null ? null : await findActiveAlbum(db, id);
  if (!row) throw notFound(messages.albums.notFound);
  const items = (await listActiveItems(db, row.id)).map(toItem);
  return { success: true, album: { ...toPublic(row), items } };
}

// Administration (admin-back-office.md section 7, Albums and gallery).

const idOr404 = (param: string, message: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(message);
  return id;
};
const albumId = (param: string) => idOr404(param, adminMessages.albumNotFound);
const itemId = (param: string) => idOr404(param, adminMessages.galleryItemNotFound);

export async function adminAlbums(db: Db): Promise<{ albums: AdminAlbum[] }> {
  return { albums: (await listAllAlbums(db)).map(toPublic) };
}

export async function createAlbum(db: Db, input: z.output<typeof albumCreateSchema>, adminId: number): Promise<Album> {
  return toPublic(await insertAlbum(db, { ...input, createdBy: adminId }));
}

export async function updateAlbum(deps: Deps, idParam: string, input: z.output<typeof albumUpdateSchema>): Promise<Album> {
  const id = albumId(idParam);
  const before = await findAlbum(deps.db, id);
  const after = before && (await updateAlbumRow(deps.db, id, input));
  if (!before || !after) throw notFound(adminMessages.albumNotFound);
  await removeUnreferenced(deps, touchedUrls([before.coverImage], [after.coverImage]));
  return toPublic(after);
}

/** Deletes an album with its items, then the files nothing else uses. */
export async function deleteAlbum(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteAlbumRow(deps.db, albumId(idParam));
  if (!row) throw notFound(adminMessages.albumNotFound);
  await removeUnreferenced(deps, [row.coverImage, ...row.itemUrls]);
}

/** Every item of an album, active or not (the media grid of the gallery screen). */
export async function adminGalleryItems(db: Db, albumIdParam: string): Promise<{ items: GalleryItem[] }> {
  const id = albumId(albumIdParam);
  if (!(await findAlbum(db, id))) throw notFound(adminMessages.albumNotFound);
  return { items: (await listAllItems(db, id)).map(toItem) };
}

/** An item as the media grid lists it (the version a save from its form is checked against); null when absent. */
export async function adminGalleryItem(db: Db, idParam: string | undefined): Promise<GalleryItem | null> {
  const id = idParam === undefined ? null : parseId(idParam);
  const row = id === null ? null : await findItem(db, id);
  // The same columns and mapping as the grid's list (listAllItems, toItem).
  return row ? toItem(row) : null;
}

const VIDEO_URL = /\.(mp4|webm|mov)(?:[?#].*)?$/i;
/** The spec's default type is image; a URL that names a video file is one. */
const guessMediaType = (url: string): MediaType => (VIDEO_URL.test(url) ? 'video' : 'image');

/**
 * The type of an item showing `url`, `sent` by the client or not. A file stored here is an
 * image or a video by what its upload found in its bytes (section 5: the type "becomes video
 * when the file type starts with video"): that decides, and a type that says otherwise is
 * refused on its field rather than stored as a broken image, or a still that never plays. An
 * address elsewhere keeps the type sent (undefined when none was).
 */
function mediaTypeFor(url: string, sent: MediaType | undefined): MediaType | undefined {
  const kind = storedMediaKind(url);
  if (kind && sent && sent !== kind) {
    const message = adminMessages.mediaTypeOfFile(kind);
    throw new HttpError(400, message, { mediaType: message });
  }
  return kind ?? sent;
}

export async function createGalleryItem(db: Db, input: z.output<typeof galleryItemCreateSchema>, adminId: number): Promise<GalleryItem> {
  const mediaType = mediaTypeFor(input.mediaUrl, input.mediaType) ?? guessMediaType(input.mediaUrl);
  const id = albumId(String(input.albumId));
  if (!(await findAlbum(db, id))) throw notFound(adminMessages.albumNotFound);
  try {
    const row = await insertItem(db, { ...input, albumId: id, mediaType, createdBy: adminId });
    return toItem(row);
  } catch (err) {
    // The album was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(adminMessages.albumNotFound);
    if (isUniqueViolation(err)) throw new DuplicateError();
    throw err;
  }
}

export async function updateGalleryItem(deps: Deps, idParam: string, input: z.output<typeof galleryItemUpdateSchema>): Promise<GalleryItem> {
  const id = itemId(idParam);
  const before = await findItem(deps.db, id);
  if (!before) throw notFound(adminMessages.galleryItemNotFound);
  // Checked against the file the item will show: the one it had when no other is sent.
  const mediaType = mediaTypeFor(input.mediaUrl ?? before.mediaUrl, input.mediaType);
  // A new file without its hash: the old hash no longer describes the item.
  const newFileWithoutHash = input.mediaUrl !== undefined && input.mediaUrl !== before.mediaUrl && input.contentHash === undefined;
  const values = { ...input, ...(mediaType && { mediaType }), ...(newFileWithoutHash && { contentHash: null }) };
  let after;
  try {
    after = await updateItemRow(deps.db, id, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateError();
    throw err;
  }
  if (!after) throw notFound(adminMessages.galleryItemNotFound);
  await removeUnreferenced(deps, touchedUrls([before.mediaUrl, before.thumbnailUrl], [after.mediaUrl, after.thumbnailUrl]));
  return toItem(after);
}

export async function deleteGalleryItem(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteItemRow(deps.db, itemId(idParam));
  if (!row) throw notFound(adminMessages.galleryItemNotFound);
  await removeUnreferenced(deps, [row.mediaUrl, row.thumbnailUrl]);
}
