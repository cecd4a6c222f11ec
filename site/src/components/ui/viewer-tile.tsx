import type { ReactNode, Ref } from 'react';
import { variantUrl } from '@ecole/shared/media';
import { cn } from './cn';

/** Where a tile leads without scripts: the media itself, a photo as its 1280 px variant. */
export const scriptlessHref = (media: string) => variantUrl(media, 1280);

/**
 * A thumbnail that opens the page's photo viewer (lightbox.tsx). The picture lies under two
 * transparent covers: the viewer's button while scripts run, and without them (Opera Mini's
 * extreme mode, a browser with JavaScript off) a link to the media itself, a photo as its
 * 1280 px WebP variant rather than the original of up to 10 MB. Only one of the two is ever
 * displayed, so the accessibility tree holds one control per tile.
 */
export function ViewerTile({
  label,
  media,
  onOpen,
  buttonRef,
  className,
  children,
}: {
  /** The control's name, e.g. "Agrandir la photo : …". */
  label: string;
  /** The photo or video the tile shows (a /media/ address or an external one). */
  media: string;
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The picture's box: size, rounding and background. */
  className?: string;
  /** What the tile shows: the picture and any overlay (a title, a play sign). */
  children: ReactNode;
}) {
  return (
    <div className="group relative h-full">
      <div className={cn('overflow-hidden rounded-xl', className)}>{children}</div>
      <button type="button" ref={buttonRef} onClick={onOpen} aria-label={label} className="absolute inset-0 rounded-xl noscript:hidden" />
      <a href={scriptlessHref(media)} aria-label={label} className="absolute inset-0 hidden rounded-xl noscript:block" />
    </div>
  );
}
