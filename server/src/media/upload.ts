// Multipart uploads, streamed: the body goes through busboy straight into a temp file of
// the media store while its bytes are counted, and its type is decided by its first bytes
// (sniff.ts), never by its name or declared type. Nothing is kept whole in memory. A
// refused, failed or interrupted upload removes its temp file; only a file that passed
// every check is moved into the store under a new server-generated name.
import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import sharp, { type Metadata } from 'sharp';
import { adminMessages, IMAGE_MAX_MB } from '@ecole/shared/admin-messages';
import type { AppDeps } from '../app-deps';
import { HttpError, isSystemFailure } from '../http/errors';
import { remuxWithoutMetadata } from './clean-video';
import { ingestImage, MAX_INPUT_PIXELS, StoreWriteError, type ImageFormat } from './images';
import { sniff, SNIFF_BYTES, type Sniffed, type VideoFormat } from './sniff';
import { urlOf } from './store';
import { makeVideoPoster } from './video-poster';

const m = adminMessages.upload;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** What storing an image needs; a video also queues its lighter copy. */
export type ImageDeps = Pick<AppDeps, 'media' | 'env' | 'logger'>;
export type UploadDeps = ImageDeps & Pick<AppDeps, 'videos'>;

export interface UploadOptions {
  /** The multipart field holding the file ("image" or "media"); other files are ignored. */
  field: string;
  /** "image": jpeg, png, gif, webp; "media": those or an mp4, mov, webm video. */
  accept: 'image' | 'media';
  /** The route's own wording of the 10 MB limit (the spec words it three ways). */
  imageTooLarge?: string;
  /** Text fields read besides the file (bounded); any other field is ignored. */
  fields?: readonly string[];
  /** A video also gets its still picture (video-poster.ts): album and project media. */
  poster?: boolean;
}

export interface StoredUpload {
  kind: 'image' | 'video';
  name: string;
  url: string;
  fields: Record<string, string>;
  /** SHA-256 (hex) of the bytes received: what the desktop app compares to skip duplicates. */
  sha256: string;
  /** The video's still picture, when asked for and one could be made. */
  posterUrl?: string;
}

/**
 * The Node request itself when served by @hono/node-server: a refused upload then simply
 * stops reading, and the server discards the rest of the body before closing. Reading
 * Hono's Request body instead would leave the unread rest queued behind a web stream.
 */
function bodyOf(c: Context): Readable {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && typeof incoming.pipe === 'function') return incoming;
  if (!c.req.raw.body) throw new HttpError(400, m.noFile);
  return Readable.fromWeb(c.req.raw.body as WebReadableStream);
}

interface Received {
  tmp: string | null;
  type: Sniffed | null;
  fields: Record<string, string>;
  hash: Hash;
}

const tooLarge = (deps: ImageDeps, opts: UploadOptions, type: Sniffed) =>
  type.kind === 'video'
    ? new HttpError(413, m.videoTooLarge(Math.round(deps.env.videoMaxBytes / (1024 * 1024))))
    : new HttpError(413, opts.imageTooLarge ?? m.imageTooLarge);

const wrongType = (opts: UploadOptions) => new HttpError(415, opts.accept === 'media' ? m.mediaType : m.imageType);

/**
 * Counts and checks the file's bytes on their way to disk: holds back the first
 * SNIFF_BYTES until the type is known, then fails as soon as the type is refused or the
 * count passes the limit of that type.
 */
function checker(deps: UploadDeps, opts: UploadOptions, received: Received) {
  let head: Buffer[] = [];
  let headLength = 0;
  let bytes = 0;
  let limit = 0;
  const decide = (): HttpError | null => {
    const buf = Buffer.concat(head);
    const type = sniff(buf);
    if (!type || (type.kind === 'video' && opts.accept !== 'media')) return wrongType(opts);
    received.type = type;
    limit = type.kind === 'video' ? deps.env.videoMaxBytes : IMAGE_MAX_BYTES;
    return null;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      received.hash.update(chunk);
      if (!received.type) {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength < SNIFF_BYTES) return cb();
        const refused = decide();
        if (refused) return cb(refused);
        const held = Buffer.concat(head);
        head = [];
        if (bytes > limit) return cb(tooLarge(deps, opts, received.type!));
        return cb(null, held);
      }
      if (bytes > limit) return cb(tooLarge(deps, opts, received.type));
      cb(null, chunk);
    },
    flush(cb) {
      if (received.type) return cb();
      const refused = decide();
      if (refused) return cb(refused);
      cb(null, Buffer.concat(head));
    },
  });
}

/** Parses the multipart body into a checked temp file and the listed text fields. */
function receive(c: Context, deps: UploadDeps, opts: UploadOptions, received: Received): Promise<void> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new HttpError(415, m.notMultipart);
  const hardMax = opts.accept === 'media' ? Math.max(IMAGE_MAX_BYTES, deps.env.videoMaxBytes) : IMAGE_MAX_BYTES;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: hardMax + 1, fields: 10, fieldSize: 4096, parts: 20, fieldNameSize: 100 },
    });
  } catch {
    throw new HttpError(400, m.malformed);
  }
  const source = bodyOf(c);
  const wanted = new Set(opts.fields ?? []);

  return new Promise<void>((resolve, reject) => {
    let written: Promise<void> | null = null;
    let settled = false;
    let parsed = false;

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      parser.destroy();
      // The caller removes the temp file: only once the write stream has let go of it.
      void (written ?? Promise.resolve()).catch(() => {}).finally(() => reject(err));
    };
    const finish = () => {
      if (settled || !parsed) return;
      if (!written) {
        settled = true;
        return resolve();
      }
      written.then(
        () => {
          if (settled) return;
          settled = true;
          resolve();
        },
        fail,
      );
    };

    parser.on('field', (name, value) => {
      if (wanted.has(name)) received.fields[name] = value;
    });
    parser.on('file', (name, file) => {
      file.on('error', () => {});
      if (name !== opts.field || written) {
        file.resume();
        return;
      }
      const tmp = deps.media.tempPath('part');
      received.tmp = tmp;
      const out = createWriteStream(tmp, { flags: 'wx' });
      // A refusal can come before the file is even open: wait until the stream has let go
      // of it, or the file would appear after the caller removed it.
      written = pipeline(file, checker(deps, opts, received), out).catch(async (err: unknown) => {
        if (!out.closed) await once(out, 'close');
        throw err;
      });
      written.catch(fail);
    });
    parser.on('error', () => fail(new HttpError(400, m.malformed)));
    parser.on('close', () => {
      parsed = true;
      finish();
    });
    source.on('error', () => fail(new HttpError(400, m.interrupted)));
    source.on('close', () => {
      if (!source.readableEnded) fail(new HttpError(400, m.interrupted));
    });
    source.pipe(parser);
  });
}

const SHARP_FORMATS: Record<string, ImageFormat> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * Runs a checked image (a temp file or decoded bytes) through the image pipeline. The
 * header is read first, so a pixel bomb is refused before anything is decoded, and a file
 * whose content disagrees with its signature is refused too.
 */
export async function storeImage(deps: ImageDeps, input: string | Buffer, ext: ImageFormat): Promise<string> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, m.unreadableImage);
  }
  if (!meta.width || !meta.height || SHARP_FORMATS[meta.format ?? ''] !== ext) throw new HttpError(400, m.unreadableImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, m.tooManyPixels);
  try {
    return (await ingestImage(deps.media, input, ext)).name;
  } catch (err) {
    // Only the image's own fault is "unreadable": a full disk or a failing store is the
    // server's, and the same file will go through once it is fixed.
    if (err instanceof StoreWriteError || isSystemFailure(err)) throw err;
    deps.logger.warn('image upload refused by the pipeline', { err: String(err) });
    throw new HttpError(400, m.unreadableImage);
  }
}

/**
 * Receives one multipart upload and stores it: images through the image pipeline (EXIF
 * orientation applied, metadata stripped, WebP variants), videos remuxed without their
 * metadata (clean-video.ts). `sha256` is of the bytes received, as the sender computes it.
 */
export async function receiveUpload(c: Context, deps: UploadDeps, opts: UploadOptions): Promise<StoredUpload> {
  const received: Received = { tmp: null, type: null, fields: {}, hash: createHash('sha256') };
  try {
    await receive(c, deps, opts, received);
    if (!received.tmp || !received.type) throw new HttpError(400, m.noFile);
    const sha256 = received.hash.digest('hex');
    if (received.type.kind === 'image') {
      const name = await storeImage(deps, received.tmp, received.type.ext);
      return { kind: 'image', name, url: urlOf(name), fields: received.fields, sha256 };
    }
    const { name, poster } = await storeVideo(deps, received.tmp, received.type.ext, opts.poster ?? false);
    return { kind: 'video', name, url: urlOf(name), fields: received.fields, sha256, ...(poster && { posterUrl: urlOf(poster) }) };
  } finally {
    if (received.tmp) await rm(received.tmp, { force: true });
  }
}

/**
 * Stores a checked video (a local temp file, left for the caller to remove): remuxed first
 * without its metadata (location, device) into a new temp file (clean-video.ts), which is
 * the one stored; then its still picture is taken when asked, from that local file (the
 * store may be a bucket), and its lighter copy queued. Every way a video is stored (the
 * multipart routes, the desktop app's tus uploads) comes here. On any failure nothing is
 * stored and no temp file of its own is left.
 */
export async function storeVideo(deps: UploadDeps, file: string, ext: VideoFormat, withPoster: boolean): Promise<{ name: string; poster: string | null }> {
  const cleaned = await remuxWithoutMetadata(deps, file, ext);
  const source = cleaned ?? file;
  let poster: string | null = null;
  try {
    poster = withPoster ? await makeVideoPoster(deps, source, ext) : null;
    const name = deps.media.newName(ext);
    await deps.media.commit(source, name);
    // Its lighter copy for phones, made in the background: the upload does not wait for it (light-video.ts).
    deps.videos.add(name);
    return { name, poster };
  } catch (err) {
    if (poster) await deps.media.remove(poster).catch(() => {});
    throw err;
  } finally {
    // Committed (moved away), or not: either way no temp file of ours stays.
    if (cleaned) await rm(cleaned, { force: true });
  }
}

/**
 * An image sent inline as a data URL (the news form's imageData): decoded, then held to
 * the same rules as an upload. The JSON body limit of the route bounds its size first.
 */
export async function storeImageData(deps: ImageDeps, dataUrl: string): Promise<string> {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, m.imageTooLarge);
  const type = sniff(bytes.subarray(0, SNIFF_BYTES));
  if (!type || type.kind !== 'image') throw new HttpError(415, m.imageType);
  return storeImage(deps, bytes, type.ext);
}
