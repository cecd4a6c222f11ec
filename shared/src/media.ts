// How stored media are addressed. Uploaded and seeded files are served under /media/ with
// server-generated names; every raster image also exists as WebP at the widths below, so
// pages can offer srcset/sizes. External URLs (pasted by the administrator) pass through.

export const MEDIA_PREFIX = '/media/';
// 768: a phone 360 to 412 px wide at 1.75x to 2x (most of the school's visitors) needs 630 to
// 720 px for a full-width image or a card; without it the browser took the 960 one, 20 to 31 %
// heavier on the demo pictures. Images stored before it existed get it on first request
// (server/src/media/routes.ts, ensureVariant).
export const IMAGE_WIDTHS = [320, 640, 768, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Server-generated file names: 32 hex characters and a known extension. */
export const MEDIA_NAME_PATTERN = /^[a-f0-9]{32}\.(jpg|png|gif|webp|mp4|webm|mov|pdf)$/;
const RASTER = /\.(jpg|png|gif|webp)$/;

export function isLocalMedia(url: string | null | undefined): url is string {
  return !!url && url.startsWith(MEDIA_PREFIX) && MEDIA_NAME_PATTERN.test(url.slice(MEDIA_PREFIX.length));
}

export function isLocalImage(url: string | null | undefined): url is string {
  return isLocalMedia(url) && RASTER.test(url);
}

const VIDEO = /\.(mp4|webm|mov)$/;

/**
 * What a file stored here is: its name's extension is the one the server gave it from the
 * upload's first bytes (server/src/media/sniff.ts), never the sender's. Null for an address
 * elsewhere, whose content the server cannot vouch for, and for a stored PDF.
 */
export function storedMediaKind(url: string | null | undefined): 'image' | 'video' | null {
  if (!isLocalMedia(url)) return null;
  return RASTER.test(url) ? 'image' : VIDEO.test(url) ? 'video' : null;
}

/** /media/<base>.jpg -> <base> */
const baseName = (url: string) => url.slice(MEDIA_PREFIX.length).replace(RASTER, '');

/** /media/<name>.jpg -> /media/w640/<name>.webp */
export function variantUrl(url: string, width: ImageWidth): string {
  return isLocalImage(url) ? `${MEDIA_PREFIX}w${width}/${baseName(url)}.webp` : url;
}

/**
 * The copies of a stored video the server makes (docs/decisions/032), both H.264/AAC with
 * their index first: `light`, at most 720p and about 1.5 Mbit/s, for phones' screens; `small`,
 * at most 360p and about 400 kbit/s, for slow connections and the data saver.
 */
export const VIDEO_COPIES = ['light', 'small'] as const;
export type VideoCopy = (typeof VIDEO_COPIES)[number];
const COPY_SUFFIX: Record<VideoCopy, string> = { light: '', small: '-360' };

/** A copy's name in the store, from its original's base name: light/<base>.mp4, light/<base>-360.mp4 */
export const videoCopyName = (base: string, copy: VideoCopy) => `light/${base}${COPY_SUFFIX[copy]}.mp4`;

/**
 * The address of a stored video's copy. The server answers with the next larger one (the
 * light copy, then the original) until it is made; an external URL passes through.
 */
export function lightVideoUrl(url: string, copy: VideoCopy = 'light'): string {
  return isLocalMedia(url) && VIDEO.test(url) ? MEDIA_PREFIX + videoCopyName(url.slice(MEDIA_PREFIX.length).replace(VIDEO, ''), copy) : url;
}

/**
 * The next lighter address to play when the one playing (`playing`: a path or the element's
 * absolute `currentSrc`) keeps stalling: the original, then its light copy, then its small
 * copy; none after the small copy, nor for a video hosted elsewhere.
 */
export function lighterVideoUrl(src: string, playing: string): string | undefined {
  const light = lightVideoUrl(src);
  if (light === src) return undefined;
  const small = lightVideoUrl(src, 'small');
  // A path, or the element's absolute address on the page's origin: its path either way.
  const path = new URL(playing, 'http://localhost').pathname;
  if (path === small) return undefined;
  return path === light ? small : light;
}

/** Screens that get a video's lighter copy (a phone's, a small tablet's); wider ones the original. */
export const LIGHT_VIDEO_MEDIA = '(max-width: 1023.98px)';

/**
 * The picture a shared link shows (og:image): WhatsApp and Telegram show no preview for a
 * WebP one, and WhatsApp is how the school's links travel. So a local image is shared as a
 * JPEG cut to the 1.91:1 card every network draws, made on first request (server/src/media/routes.ts).
 */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  // WhatsApp is known to show no picture above 300 KB.
  maxBytes: 280_000,
} as const;

/** /media/<name>.png -> /media/share/<name>.jpg; an external URL passes through. */
export function shareImageUrl(url: string): string {
  return isLocalImage(url) ? `${MEDIA_PREFIX}share/${baseName(url)}.jpg` : url;
}

/** srcset for a local image; undefined for an external one. */
export function imageSrcSet(url: string | null | undefined, maxWidth: ImageWidth = 1920): string | undefined {
  if (!isLocalImage(url)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${variantUrl(url, w)} ${w}w`)
    .join(', ');
}

/** A sensible default src: the 640 px variant (fits a phone at 2x for half-width cards). */
export function imageSrc(url: string, width: ImageWidth = 640): string {
  return variantUrl(url, width);
}
