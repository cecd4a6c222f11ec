// The image pipeline every upload and the seed go through: EXIF orientation applied,
// metadata stripped (sharp drops it unless asked to keep it), bounded size, and WebP
// variants at IMAGE_WIDTHS so pages can use srcset/sizes.
import { copyFile, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@ecole/shared/media';
import type { MediaStore } from './store';

/** Pixel bombs are refused before decoding (admin issue: under 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
export type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp';

sharp.cache(false);
sharp.concurrency(1);

export interface IngestedImage {
  name: string;
  width: number;
  height: number;
}

const open = (input: string | Buffer, animated: boolean) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });

/**
 * Stores an image under a new name with its variants. `input` is a file path (an upload
 * already streamed to disk) or a buffer (generated seed images).
 */
export async function ingestImage(store: MediaStore, input: string | Buffer, format: ImageFormat): Promise<IngestedImage> {
  const animated = format === 'gif' || format === 'webp';
  const meta = await open(input, false).metadata();
  if (!meta.width || !meta.height) throw new Error('Image illisible.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error('Image trop grande.');
  const name = store.newName(format);
  const tmp = store.tempPath(format);
  try {
    let img = open(input, animated && (meta.pages ?? 1) > 1).rotate();
    img =
      format === 'jpg'
        ? img.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? img.png({ compressionLevel: 9 })
          : format === 'gif'
            ? img.gif()
            : img.webp({ quality: 85 });
    const info = await img.toFile(tmp);
    await store.commit(tmp, name);
    await writeVariants(store, name, info.width);
    return { name, width: info.width, height: info.height };
  } catch (err) {
    await rm(tmp, { force: true });
    await store.remove(name).catch(() => {});
    throw err;
  }
}

/**
 * All variants of a stored image. Widths at or above the image's own width would all be
 * the same full-size re-encode: it is made once and copied to the other names.
 */
async function writeVariants(store: MediaStore, name: string, width: number) {
  const smaller = IMAGE_WIDTHS.filter((w) => w < width);
  const atLeast = IMAGE_WIDTHS.filter((w) => w >= width);
  await Promise.all(smaller.map((w) => writeVariant(store, name, w)));
  if (atLeast.length === 0) return;
  const [first, ...rest] = atLeast;
  await writeVariant(store, name, first);
  await Promise.all(rest.map((w) => copyFile(store.pathOf(store.variantName(name, first)), store.pathOf(store.variantName(name, w)))));
}

/** Writes one WebP variant of a stored image (also used on demand when one is missing). */
export async function writeVariant(store: MediaStore, name: string, width: ImageWidth): Promise<void> {
  const tmp = store.tempPath('webp');
  try {
    await open(store.pathOf(name), false)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: width <= 640 ? 72 : 78, effort: 4 })
      .toFile(tmp);
    await store.commit(tmp, store.variantName(name, width));
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}
