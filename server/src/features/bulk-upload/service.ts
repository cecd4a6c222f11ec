// Bulk uploads into an album (issue 5): files arrive through tus (routes.ts), in chunks
// that resume after a dropped connection, and each finished file goes through the same
// checks and media pipeline as a web upload before it becomes a gallery item. The file's
// SHA-256 travels with it and is stored on the item, so the same file is never stored
// twice in one album.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { adminMessages } from '@ecole/shared/admin-messages';
import type { GalleryItem, MediaType } from '@ecole/shared/schemas/albums';
import { bulkUploadMessages, type tusMetadataSchema } from '@ecole/shared/schemas/bulk-upload';
import { sniff, SNIFF_BYTES } from '@ecole/shared/sniff';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { removeUnreferenced } from '../../media/references';
import { urlOf } from '../../media/store';
import { IMAGE_MAX_BYTES, storeImage, storeVideo } from '../../media/upload';
import { DuplicateError } from '../albums/duplicate';
import { findAlbum, insertItem } from '../albums/repository';
import { albumHasHash, listAlbumHashes } from './repository';

type Deps = Pick<AppDeps, 'db' | 'media' | 'env' | 'logger' | 'cache' | 'videos'>;
export type UploadMetadata = z.output<typeof tusMetadataSchema>;

const m = adminMessages.upload;
const MB = 1024 * 1024;


/** GET /api/admin/albums/{id}/hashes */
export async function albumHashes(db: Db, idParam: string): Promise<{ success: true; hashes: string[] }> {
  const id = parseId(idParam);
  if (id === null || !(await findAlbum(db, id))) throw notFound(adminMessages.albumNotFound);
  return { success: true, hashes: await listAlbumHashes(db, id) };
}

/** GET /api/admin/upload-limits */
export const uploadLimits = (deps: Pick<AppDeps, 'env'>) => ({ success: true as const, imageMaxBytes: IMAGE_MAX_BYTES, videoMaxBytes: deps.env.videoMaxBytes });

export const maxUploadBytes = (deps: Pick<AppDeps, 'env'>) => Math.max(IMAGE_MAX_BYTES, deps.env.videoMaxBytes);

/**
 * The album the metadata names, or null. Its id is digits that may exceed the int4 column
 * (tusMetadataSchema allows ten), and such a value sent to PostgreSQL fails the query: a
 * 500 instead of the 404 any other unknown album gets.
 */
const findNamedAlbum = (db: Db, albumId: number) => (parseId(String(albumId)) === null ? null : findAlbum(db, albumId));

/**
 * Checks an announced upload before any byte is sent: the album exists, the file is not
 * in it already, and its size can be accepted at all.
 */
export async function checkNewUpload(deps: Deps, meta: UploadMetadata, size: number | undefined): Promise<void> {
  if (size === undefined) throw new HttpError(400, bulkUploadMessages.metadataInvalid);
  if (size > maxUploadBytes(deps)) throw new HttpError(413, bulkUploadMessages.tooLarge(Math.round(maxUploadBytes(deps) / MB)));
  if (!(await findNamedAlbum(deps.db, meta.albumId))) throw notFound(adminMessages.albumNotFound);
  if (await albumHasHash(deps.db, meta.albumId, meta.sha256)) throw new DuplicateError();
}

async function readHead(file: string): Promise<Uint8Array> {
  const fh = await open(file, 'r');
  try {
    const buf = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { highWaterMark: MB }), hash);
  return hash.digest('hex');
}

const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

/**
 * Turns a finished upload (a complete file on disk, `size` bytes) into a gallery item:
 * type by content, the size limit of that type, the announced hash checked, then the
 * image pipeline (or the video remuxed without its metadata, with its still picture) and the row. The
 * caller removes `file` afterwards if it is still there.
 */
export async function addUploadedFile(deps: Deps, input: { file: string; size: number; meta: UploadMetadata; adminId: number }): Promise<GalleryItem> {
  const { file, size, meta } = input;
  const type = sniff(await readHead(file));
  if (!type) throw new HttpError(415, m.mediaType);
  if (type.kind === 'image' && size > IMAGE_MAX_BYTES) throw new HttpError(413, m.imageTooLarge);
  if (type.kind === 'video' && size > deps.env.videoMaxBytes) throw new HttpError(413, m.videoTooLarge(Math.round(deps.env.videoMaxBytes / MB)));
  if ((await sha256Of(file)) !== meta.sha256) throw new HttpError(400, bulkUploadMessages.hashMismatch);
  if (!(await findNamedAlbum(deps.db, meta.albumId))) throw notFound(adminMessages.albumNotFound);
  if (await albumHasHash(deps.db, meta.albumId, meta.sha256)) throw new DuplicateError();

  let name: string;
  let poster: string | null = null;
  if (type.kind === 'image') {
    name = await storeImage(deps, file, type.ext);
  } else {
    ({ name, poster } = await storeVideo(deps, file, type.ext, true));
  }
  const url = urlOf(name);
  const thumbnailUrl = poster ? urlOf(poster) : null;
  try {
    const row = await insertItem(deps.db, {
      albumId: meta.albumId,
      title: meta.title || titleOf(meta.filename),
      mediaUrl: url,
      mediaType: type.kind,
      thumbnailUrl,
      order: meta.order ?? 1,
      contentHash: meta.sha256,
      createdBy: input.adminId,
    });
    // The album shows it now (tus requests leave the caches alone otherwise: admin-api.ts).
    deps.cache.invalidate();
    return { ...row, mediaType: row.mediaType as MediaType };
  } catch (err) {
    // The same file finished a moment earlier (two tries racing), or the album was deleted.
    await removeUnreferenced(deps, [url, thumbnailUrl]);
    if (isUniqueViolation(err)) throw new DuplicateError();
    if (isForeignKeyViolation(err)) throw notFound(adminMessages.albumNotFound);
    throw err;
  }
}
