// Serves /media/<name>, /media/w<width>/<name>.webp, /media/share/<name>.jpg (the picture
// of a shared link) and /media/light/<name>.mp4 (a video's copy for phones, light-video.ts)
// with long-lived cache headers (names are never reused) and byte ranges
// for video seeking. Uploaded files never render as active content: nosniff, a sandboxing
// CSP and inline disposition only for media.
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { messages } from '@ecole/shared/messages';
import { IMAGE_WIDTHS, type ImageWidth, type VideoCopy } from '@ecole/shared/media';
import type { AppDeps } from '../app-deps';
import { jsonError } from '../http/errors';
import { contentTypeOf, extensionOf } from './content-types';
import { writeShareImage, writeVariant } from './images';
import { isStoredName, lightNameOf, shareNameOf, urlOf, type MediaStore } from './store';

const pending = new Map<string, Promise<void>>();

/** Whether `derived` exists once this returns (made from `original` if it was missing). */
async function ensureDerived(store: MediaStore, original: string, derived: string, make: () => Promise<void>) {
  if (await store.stat(derived)) return true;
  if (!(await store.stat(original))) return false;
  let p = pending.get(derived);
  if (!p) {
    p = make().finally(() => pending.delete(derived));
    pending.set(derived, p);
  }
  await p;
  return true;
}

/**
 * Serves a file derived from the stored image of this base name, whatever the original's
 * format; the original itself when the derived file cannot be made.
 */
async function sendDerived(c: Context, { media, logger }: AppDeps, base: string, derivedOf: (original: string) => { name: string; make: () => Promise<void> }) {
  for (const ext of ['jpg', 'png', 'webp', 'gif']) {
    const original = `${base}.${ext}`;
    const derived = derivedOf(original);
    try {
      if (await ensureDerived(media, original, derived.name, derived.make)) return sendFile(c, media, derived.name);
    } catch (err) {
      logger.warn('variant failed', { name: original, derived: derived.name, err: String(err) });
      return sendFile(c, media, original);
    }
  }
  return jsonError(c, 404, 'Fichier introuvable.');
}

async function sendFile(c: Context, store: MediaStore, name: string) {
  const info = await store.stat(name);
  if (!info) return jsonError(c, 404, 'Fichier introuvable.');
  const ext = extensionOf(name);
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(name),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Disposition': ext === 'pdf' ? 'attachment' : 'inline',
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const range = c.req.header('range');
  const m = range && /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (m && (m[1] || m[2])) {
    let start = m[1] ? Number(m[1]) : info.size - Number(m[2]);
    let end = m[1] && m[2] ? Number(m[2]) : info.size - 1;
    start = Math.max(0, start);
    end = Math.min(end, info.size - 1);
    if (start > end || start >= info.size) {
      c.header('Content-Range', `bytes */${info.size}`);
      return jsonError(c, 416, messages.generic.rangeNotSatisfiable);
    }
    const body = Readable.toWeb(store.read(name, { start, end })) as ReadableStream;
    return c.body(body, 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${info.size}`, 'Content-Length': String(end - start + 1) });
  }
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(info.size) });
  const body = Readable.toWeb(store.read(name)) as ReadableStream;
  return c.body(body, 200, { ...headers, 'Content-Length': String(info.size) });
}

export const mediaRoutes = (deps: AppDeps) => {
  const { media } = deps;
  return new Hono()
    .get('/share/:file{[a-f0-9]{32}\\.jpg}', (c) =>
      sendDerived(c, deps, c.req.param('file').replace(/\.jpg$/, ''), (original) => ({
        name: shareNameOf(original),
        make: () => writeShareImage(media, original),
      })),
    )
    // Hono reads a parameter only at the start of a segment: "w" is part of the pattern.
    .get('/:width{w[0-9]+}/:file{[a-f0-9]{32}\\.webp}', (c) => {
      const width = Number(c.req.param('width').slice(1)) as ImageWidth;
      if (!IMAGE_WIDTHS.includes(width)) return jsonError(c, 404, 'Fichier introuvable.');
      return sendDerived(c, deps, c.req.param('file').replace(/\.webp$/, ''), (original) => ({
        name: media.variantName(original, width),
        make: () => writeVariant(media, original, width),
      }));
    })
    .get('/light/:file{[a-f0-9]{32}(?:-360)?\\.mp4}', async (c) => {
      const file = c.req.param('file');
      const base = file.slice(0, 32);
      const copy: VideoCopy = file.includes('-360') ? 'small' : 'light';
      const name = lightNameOf(base, copy);
      if (await media.stat(name)) return sendFile(c, media, name);
      // Not made yet (or ffmpeg could not read the video): the next larger one, under its own
      // address, and this answer never kept, so that the copy is used once it exists.
      const larger = [...(copy === 'small' ? [lightNameOf(base)] : []), ...['mp4', 'mov', 'webm'].map((ext) => `${base}.${ext}`)];
      for (const next of larger) {
        if (await media.stat(next)) {
          c.header('Cache-Control', 'no-store');
          return c.redirect(urlOf(next), 302);
        }
      }
      return jsonError(c, 404, 'Fichier introuvable.');
    })
    .get('/:file', async (c) => {
      const file = c.req.param('file');
      if (!isStoredName(file)) return jsonError(c, 404, 'Fichier introuvable.');
      return sendFile(c, media, file);
    });
};
