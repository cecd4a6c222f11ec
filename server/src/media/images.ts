// The image pipeline every upload and the seed go through: EXIF orientation applied,
// metadata stripped (sharp drops it unless asked to keep it), bounded size, and WebP
// variants at IMAGE_WIDTHS so pages can use srcset/sizes; on request, a JPEG for shared links.
import { createWriteStream } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { IMAGE_WIDTHS, SHARE_IMAGE, type ImageWidth } from '@ecole/shared/media';
import { shareNameOf, type MediaStore } from './store';

/** Pixel bombs are refused before decoding (admin issue: under 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
export type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp';

sharp.cache(false);
sharp.concurrency(1);

/** The image was good but the store did not take it (disk full, bucket unreachable…). */
export class StoreWriteError extends Error {
  constructor(cause: unknown) {
    super('media store write failed', { cause });
    this.name = 'StoreWriteError';
  }
}

export interface IngestedImage {
  name: string;
  width: number;
  height: number;
}

const options = (animated: boolean): SharpOptions => ({ limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
/** A file path or buffer; without input, a stream to pipe the image into. */
const open = (input: string | Buffer | undefined, animated: boolean) =>
  input === undefined ? sharp(options(animated)) : sharp(input, options(animated));

/**
 * The two desktop widths, 80 % of the encode time, at effort 2 and two points more
 * quality: the same SSIM as effort 4 within 0.003 on real photos, in half the CPU (1920 px:
 * 150 against 300 ms) for 9 to 21 % more bytes. The phone widths (320 to 960) keep effort 4
 * and their weight.
 */
const webpOptions = (width: ImageWidth) =>
  width >= 1280 ? { quality: 80, effort: 2 } : { quality: width <= 640 ? 72 : 78, effort: 4 };

const toVariant = (img: Sharp, width: ImageWidth) => img.rotate().resize({ width, withoutEnlargement: true }).webp(webpOptions(width));

/**
 * Stores an image under a new name with its variants. `input` is a file path (an upload
 * already streamed to disk) or a buffer (generated seed images). Everything is made in
 * the store's local temp folder and committed at the end, variants first: whoever finds
 * the original finds its variants too.
 */
export async function ingestImage(store: MediaStore, input: string | Buffer, format: ImageFormat): Promise<IngestedImage> {
  const animated = format === 'gif' || format === 'webp';
  const meta = await open(input, false).metadata();
  if (!meta.width || !meta.height) throw new Error('Image illisible.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error('Image trop grande.');
  const name = store.newName(format);
  const tmp = store.tempPath(format);
  const temps: string[] = [tmp];
  try {
    const original = reencode(open(input, animated && (meta.pages ?? 1) > 1), format).toFile(tmp);
    // A baseline JPEG shrinks on load (DCT scaling): decoding it a second time for the
    // variants costs less than waiting for the original's re-encode, and both then run on
    // their own core. A progressive JPEG (no cheaper when shrunk) or another format is
    // decoded once, the variants then coming from the processed baseline file.
    const variants =
      format === 'jpg' && !meta.isProgressive
        ? makeVariants(store, input, meta.autoOrient?.width ?? meta.width, temps)
        : original.then((info) => makeVariants(store, tmp, info.width, temps));
    // Both settle before anything is committed or removed: a failed re-encode must not
    // leave a variant still being written into a temp file that is about to be deleted.
    const [done, made] = await Promise.allSettled([original, variants]);
    if (done.status === 'rejected') throw done.reason;
    if (made.status === 'rejected') throw made.reason;
    try {
      await Promise.all(made.value.map(([w, file]) => store.commit(file, store.variantName(name, w))));
      await store.commit(tmp, name);
    } catch (err) {
      throw new StoreWriteError(err);
    }
    return { name, width: done.value.width, height: done.value.height };
  } catch (err) {
    await Promise.all(temps.map((f) => rm(f, { force: true })));
    await store.remove(name).catch(() => {});
    throw err;
  }
}

/**
 * The stored original: orientation applied, metadata dropped, same format. Not mozjpeg: it
 * spent 4 s of CPU on a 24 MP photo (issue 6 budget: 2 s for the whole ingest) to save a
 * third of the original's bytes, and visitors get the WebP variants. Nor optimised Huffman
 * tables (lossless): half of the re-encode's CPU (280 of 550 ms at 24 MP) for 1 to 6 % of a
 * detailed photo's bytes (up to 17 % on smooth ones), on a file pages do not show.
 */
function reencode(img: Sharp, format: ImageFormat): Sharp {
  img = img.rotate();
  if (format === 'jpg') return img.jpeg({ quality: 85, optimiseCoding: false });
  if (format === 'png') return img.png({ compressionLevel: 9 });
  if (format === 'gif') return img.gif();
  return img.webp({ quality: 85 });
}

/**
 * Temp files of all variants of an image (a local file or a buffer). Widths at or above the
 * image's own width would all be the same full-size re-encode: it is made once and copied
 * to the other widths. Each temp file is listed in `temps` before it is written.
 */
async function makeVariants(store: MediaStore, source: string | Buffer, width: number, temps: string[]): Promise<Array<[ImageWidth, string]>> {
  const made: Array<[ImageWidth, string]> = IMAGE_WIDTHS.map((w) => [w, store.tempPath('webp')]);
  temps.push(...made.map(([, file]) => file));
  const encoded = made.filter(([w]) => w < width);
  const copies = made.filter(([w]) => w >= width);
  if (copies.length > 0) encoded.push(copies.shift()!);
  // One decode, at the largest width needed, feeds every variant: decoding a 24 MP photo
  // once per width cost more than all the encodes.
  const { data, info } = await open(source, false)
    .rotate()
    .resize({ width: encoded.at(-1)![0], withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await Promise.all(encoded.map(([w, file]) => toVariant(decoded(), w).toFile(file)));
  const full = encoded.at(-1)![1];
  await Promise.all(copies.map(([, file]) => copyFile(full, file)));
  return made;
}

/** Writes one WebP variant of a stored image (used on demand when one is missing). */
export async function writeVariant(store: MediaStore, name: string, width: ImageWidth): Promise<void> {
  const tmp = store.tempPath('webp');
  try {
    await pipeline(store.read(name), toVariant(open(undefined, false), width), createWriteStream(tmp, { flags: 'wx' }));
    await store.commit(tmp, store.variantName(name, width));
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/**
 * Writes the JPEG a shared link shows (SHARE_IMAGE), made on the first request for it: only
 * the few images pages share need one. Cut to the card's shape around the most salient part
 * (sharp's "attention"), so faces rather than the sky stay in; a transparent PNG on white,
 * as JPEG has no transparency. A photo too detailed for SHARE_IMAGE.maxBytes at the usual
 * quality is encoded again at a lower one rather than lose its preview.
 */
export async function writeShareImage(store: MediaStore, name: string): Promise<void> {
  const original = Buffer.concat(await store.read(name).toArray());
  const { data, info } = await open(original, false)
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality, mozjpeg: true }).toBuffer();
  let jpeg = await encode(80);
  if (jpeg.length > SHARE_IMAGE.maxBytes) jpeg = await encode(55);
  await store.writeStream(shareNameOf(name), Readable.from([jpeg]));
}
