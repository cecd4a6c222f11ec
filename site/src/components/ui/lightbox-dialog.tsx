// A full-screen viewer for a list of images and videos (news gallery, project gallery,
// album viewer), loaded by lightbox.tsx at the first opening. Radix Dialog brings the
// focus trap, Escape and scroll lock; the rest is what public-site.md section 2 asks of
// the news lightbox: previous/next wrapping, a caption, an "n / total" counter and
// closing on a click on the backdrop. On a phone: a swipe shows the next or previous item,
// and Back (the phone's back gesture) closes the viewer instead of leaving the page (dialog.tsx).
// Once the item shown has arrived, its two neighbours are downloaded, so that a swipe shows
// the next one at once; a video's player is made just after the viewer has shown its poster
// (docs/decisions/055).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from '../icons';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { frenchSpacing } from '@ecole/shared/format';
import { imageSrc } from '@ecole/shared/media';
import { StoredVideo } from './video-sources';
import { Dialog } from './dialog';
import { ResponsiveImage, responsiveSources } from './responsive-image';

export interface LightboxItem {
  key: string | number;
  type: 'image' | 'video';
  src: string;
  /** Image shown before a video plays. */
  poster?: string | null;
  alt: string;
  title?: string | null;
  caption?: string | null;
}

/** The viewer's image: the same sizes for the one shown and its neighbours downloaded ahead. */
const IMAGE_SIZES = '(min-width: 1024px) 1024px, 100vw';
const posterSrc = (poster: string | null | undefined) => (poster ? imageSrc(poster, 1280) : undefined);

/**
 * The two images that download the neighbours, made once and reused: Chromium keeps an image
 * with a srcset that was never in the document alive as long as the page (through its
 * viewport listener), so a new one per item shown added nodes at each swipe and each visit.
 */
const aheadImages: HTMLImageElement[] = [];

/**
 * Downloads, at low priority and without showing it, what the viewer would show for an item:
 * the file a ResponsiveImage with the same sources picks on this screen (the browser chooses
 * among the srcset with the same viewport and density, so the image shown later finds it in
 * its cache), or a video's poster, never the video.
 */
function preloadItem(item: LightboxItem, slot: number) {
  const sources = item.type === 'image' ? responsiveSources(item.src, IMAGE_SIZES) : { src: posterSrc(item.poster) };
  if (!sources.src) return;
  const img = (aheadImages[slot] ??= new Image());
  img.decoding = 'async';
  img.fetchPriority = 'low';
  // sizes and srcset before src: the choice is made once src is set.
  const set = (name: 'sizes' | 'srcset', value: string | undefined) => (value ? img.setAttribute(name, value) : img.removeAttribute(name));
  set('sizes', 'sizes' in sources ? sources.sizes : undefined);
  set('srcset', 'srcSet' in sources ? sources.srcSet : undefined);
  img.src = sources.src;
}

/** A swipe: this far sideways (px), and more sideways than up or down. */
const SWIPE_MIN = 50;

const navButton =
  'absolute top-1/2 z-10 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-lg transition hover:bg-white focus-visible:outline-gold-400';

export function LightboxDialog({
  items,
  index,
  onIndexChange,
  label,
  returnFocusTo,
}: {
  items: LightboxItem[];
  /** The item shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Accessible name of the dialog, e.g. "Galerie photos". */
  label: string;
  /** The element that gets the focus back on close (the thumbnail of the last item shown). */
  returnFocusTo?: (index: number) => HTMLElement | null | undefined;
}) {
  const count = items.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;
  const item = items[current];

  // Radix only knows how to refocus a Dialog.Trigger; our openers are plain buttons.
  const lastShown = useRef(0);
  useEffect(() => {
    if (open) lastShown.current = current;
  }, [open, current]);

  // The item shown has arrived (its image loaded or failed; a video at once): its neighbours,
  // the previous and the next one (wrapping), are downloaded while it is looked at, and no
  // others. Waiting for it keeps them from sharing a slow connection with it.
  const [arrived, setArrived] = useState<LightboxItem['key'] | null>(null);
  const ready = open && !!item && (item.type === 'video' || arrived === item.key);
  const neighbours = ready && count > 1 ? [...new Set([(current + 1) % count, (current - 1 + count) % count])] : [];
  const ahead = neighbours.map((i) => items[i]);
  const aheadKey = ahead.map((i) => `${i.type} ${i.src} ${i.poster ?? ''}`).join('\n');
  useEffect(() => {
    ahead.forEach((item, slot) => preloadItem(item, slot));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- aheadKey is what ahead holds
  }, [aheadKey]);

  // A video's <video> is made just after the viewer has painted with its poster: the first
  // one in a page costs the browser a style pass over the whole document, which made the
  // opening tap 100 to 250 ms slower than a photo's at 6x CPU (decision 055).
  const [player, setPlayer] = useState<LightboxItem['key'] | null>(null);
  const videoKey = open && item?.type === 'video' ? item.key : null;
  useEffect(() => {
    if (videoKey === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPlayer(videoKey))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      // Opened again on the same video, the viewer shows its poster first again.
      setPlayer(null);
    };
  }, [videoKey]);
  // Opened on a video, the focus goes to its player as before, once it is there.
  const content = useRef<HTMLDivElement>(null);
  const focusPlayer = useRef(false);
  const playerRef = (video: HTMLVideoElement | null) => {
    if (!video || !focusPlayer.current) return;
    focusPlayer.current = false;
    if (document.activeElement === content.current) video.focus({ preventScroll: true });
  };

  const go = (step: number) => {
    focusPlayer.current = false;
    onIndexChange((current + step + count) % count);
  };

  // A finger's swipe across the media: left for the next item, right for the previous one.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.pointerType === 'mouse' || e.target instanceof HTMLVideoElement ? null : { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // A focused video keeps its own arrow keys (seeking).
    if (e.target instanceof HTMLVideoElement || count < 2) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  // The media box is wider than a portrait image: a click on its empty sides is a click on the backdrop.
  const closeOnSelf = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onIndexChange(null);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        {/* Content inside the overlay: a press on the overlay is "outside" and closes (Radix). */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 flex items-center justify-center bg-black/90 px-2 py-14 sm:px-16">
          {item && (
            <DialogPrimitive.Content
              ref={content}
              aria-describedby={undefined}
              onKeyDown={onKeyDown}
              onOpenAutoFocus={(e) => {
                if (item.type !== 'video') return;
                e.preventDefault();
                focusPlayer.current = true;
                content.current?.focus({ preventScroll: true });
              }}
              onCloseAutoFocus={(e) => {
                const target = returnFocusTo?.(lastShown.current);
                if (target) {
                  e.preventDefault();
                  target.focus();
                }
              }}
              className="flex max-h-full w-full max-w-5xl flex-col items-center focus:outline-none"
            >
              <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
              <figure className="relative flex w-full flex-col items-center">
                <div
                  className="relative flex h-[68dvh] w-full touch-pan-y items-center justify-center"
                  onClick={closeOnSelf}
                  onPointerDown={onPointerDown}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => (swipeStart.current = null)}
                >
                  {item.type === 'video' ? (
                    player === item.key ? (
                      <StoredVideo
                        key={item.key}
                        ref={playerRef}
                        src={item.src}
                        poster={posterSrc(item.poster)}
                        controls
                        playsInline
                        preload="metadata"
                        width={1280}
                        height={720}
                        className="max-h-full max-w-full bg-black"
                      />
                    ) : item.poster ? (
                      // The same box and poster as the player, for the frame before it.
                      <img
                        key={item.key}
                        src={posterSrc(item.poster)}
                        alt=""
                        width={1280}
                        height={720}
                        className="max-h-full max-w-full bg-black object-contain"
                      />
                    ) : (
                      <div key={item.key} className="aspect-video max-h-full w-full bg-black" />
                    )
                  ) : (
                    <ResponsiveImage
                      key={item.key}
                      src={item.src}
                      alt={item.alt}
                      width={1600}
                      height={1200}
                      sizes={IMAGE_SIZES}
                      priority
                      onLoad={() => setArrived(item.key)}
                      onError={() => setArrived(item.key)}
                      className="h-auto max-h-full w-auto max-w-full object-contain"
                    />
                  )}
                  {count > 1 && (
                    <>
                      <button type="button" onClick={() => go(-1)} className={`${navButton} left-1 sm:-left-14`} aria-label="Précédent">
                        <ChevronLeft aria-hidden="true" className="h-6 w-6" />
                      </button>
                      <button type="button" onClick={() => go(1)} className={`${navButton} right-1 sm:-right-14`} aria-label="Suivant">
                        <ChevronRight aria-hidden="true" className="h-6 w-6" />
                      </button>
                    </>
                  )}
                </div>
                <figcaption className="mt-3 w-full max-w-3xl text-center text-white">
                  {item.title && <p className="font-semibold">{frenchSpacing(item.title)}</p>}
                  {item.caption && <p className="mt-1 whitespace-pre-line text-sm text-slate-200">{frenchSpacing(item.caption)}</p>}
                  <p className="mt-2 text-sm tabular-nums text-slate-300" aria-live="polite">
                    <span className="sr-only">Élément </span>
                    {current + 1} / {count}
                  </p>
                </figcaption>
              </figure>
              <DialogPrimitive.Close
                className="fixed right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-lg hover:bg-white focus-visible:outline-gold-400"
                aria-label="Fermer"
              >
                <X aria-hidden="true" className="h-6 w-6" />
              </DialogPrimitive.Close>
            </DialogPrimitive.Content>
          )}
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
