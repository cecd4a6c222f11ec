import type { ImgHTMLAttributes } from 'react';
import { imageSrc, imageSrcSet, isLocalImage, type ImageWidth } from '@ecole/shared/media';

/**
 * The src, srcset and sizes of an image: WebP variants for our own media, the address alone
 * for others. The viewer downloads its neighbours' images with the same (lightbox-dialog.tsx).
 */
export function responsiveSources(src: string, sizes: string, maxWidth?: ImageWidth) {
  const local = isLocalImage(src);
  return {
    src: local ? imageSrc(src, 640) : src,
    srcSet: local ? imageSrcSet(src, maxWidth) : undefined,
    sizes: local ? sizes : undefined,
  };
}

/**
 * An image that never shifts the layout (explicit width/height giving its aspect ratio)
 * and, for our own media, offers WebP variants through srcset/sizes.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  maxWidth,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  maxWidth?: ImageWidth;
}) {
  return (
    <img
      {...responsiveSources(src, sizes, maxWidth)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
