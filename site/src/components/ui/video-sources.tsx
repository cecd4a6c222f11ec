import { useEffect, useRef, useState, useSyncExternalStore, type Ref, type SyntheticEvent, type VideoHTMLAttributes } from 'react';
import { LIGHT_VIDEO_MEDIA, lightVideoUrl, lighterVideoUrl } from '@ecole/shared/media';

/** What the Network Information API tells (Chrome and Android's browsers; absent elsewhere). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}
const connection = () => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection);

/**
 * Chrome's estimate of the connection from its measured round trips and throughput: '3g' is
 * a round trip over 270 ms, under about 700 kbit/s: the light copy's 1.5 Mbit/s would stop
 * and start again, the small copy's 400 kbit/s plays through, on any screen.
 */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/** True on a slow connection or with the data saver on: the small copy first, whatever the screen. */
function isSlowConnection(c = connection()): boolean {
  return !!c && (c.saveData === true || SLOW.has(c.effectiveType ?? ''));
}

const subscribe = (onChange: () => void) => {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
};
// The server knows nothing of the connection: the page is rendered and hydrated with the
// screen-size choice, then re-rendered once if the browser says the connection is slow.
const useSlowConnection = () => useSyncExternalStore(subscribe, () => isSlowConnection(), () => false);

/**
 * A stored video's sources: its lighter copy on a phone's or a small tablet's screen
 * (docs/decisions/032: a tenth of the bytes, playable as it arrives), the original on wider
 * ones, and the copy again after it: a browser that cannot play the original (an iPhone's
 * HEVC in Firefox, or in Chrome without the hardware for it) moves on to the next source. A
 * browser that ignores `media` takes the first, the copy. On a slow connection or with the
 * data saver on, the small copy (360p) first on every screen, then the light copy and the
 * original. A video hosted elsewhere is its own single source.
 */
function VideoSources({ src, slow = false }: { src: string; slow?: boolean }) {
  const light = lightVideoUrl(src);
  if (light === src) return <source src={src} />;
  if (slow)
    return (
      <>
        <source src={lightVideoUrl(src, 'small')} type="video/mp4" />
        <source src={light} type="video/mp4" />
        <source src={src} />
      </>
    );
  return (
    <>
      <source src={light} media={LIGHT_VIDEO_MEDIA} type="video/mp4" />
      <source src={src} />
      <source src={light} type="video/mp4" />
    </>
  );
}

/**
 * A video playing may wait for data this long in all, within the last STALL_WINDOW_MS, before
 * it moves to a lighter copy: one long wait, or many short ones (a stream a little heavier
 * than the connection stops every second or two). About what a visitor bears before tapping
 * away; a seek on a good connection (a fraction of a second) never reaches it.
 */
export const STALL_BUDGET_MS = 3000;
export const STALL_WINDOW_MS = 20_000;

/** The element has the frame at its position and the next ones (HAVE_FUTURE_DATA). */
const HAVE_FUTURE_DATA = 3;

/** Milliseconds of the waits (start, end) that fall within the window before `now`. */
export function waitedWithin(waits: readonly (readonly [number, number])[], now: number, windowMs = STALL_WINDOW_MS): number {
  let total = 0;
  for (const [start, end] of waits) total += Math.max(0, end - Math.max(start, now - windowMs));
  return total;
}

/**
 * Moves a playing video that keeps waiting for data to its next lighter copy, at the same
 * moment: the original, then the light copy, then the small one (docs/decisions/032). The
 * sources were chosen once, before playing, from the screen and Chrome's estimate; a
 * connection that drops while the video plays (a bus leaving a covered street) would
 * otherwise stall it until the end. Never back up: a copy that plays is kept.
 */
function useStepDownOnStall(src: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The waits of the source playing, and the start of the current one.
  const waits = useRef<[number, number][]>([]);
  const waitingSince = useRef<number | undefined>(undefined);

  const stopWaiting = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (waitingSince.current !== undefined) waits.current.push([waitingSince.current, performance.now()]);
    waitingSince.current = undefined;
  };

  const stepDown = (video: HTMLVideoElement) => {
    timer.current = undefined;
    if (video.paused || !video.isConnected || video.readyState >= HAVE_FUTURE_DATA) return;
    const next = lighterVideoUrl(src, video.currentSrc);
    if (!next) return;
    waits.current = [];
    waitingSince.current = undefined;
    const at = video.currentTime;
    // Setting src takes precedence over the <source>s and loads the copy at once.
    video.src = next;
    video.addEventListener(
      'loadedmetadata',
      () => {
        video.currentTime = at;
        // The visitor started playing: the copy goes on (a refusal leaves it paused there).
        video.play().catch(() => undefined);
      },
      { once: true },
    );
  };

  const onWaiting = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    if (timer.current !== undefined || video.paused) return;
    const now = performance.now();
    waits.current = waits.current.filter(([, end]) => end > now - STALL_WINDOW_MS);
    waitingSince.current = now;
    const left = STALL_BUDGET_MS - waitedWithin(waits.current, now);
    timer.current = setTimeout(() => stepDown(video), Math.max(0, left));
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return { onWaiting, stopWaiting };
}

/**
 * A `<video>` of a stored video with its sources (above). A browser picks among the sources
 * once, when the element is made: when the connection turns out slow after hydration (or
 * Chrome's estimate changes), the element is made again, but only until it is first played:
 * a video playing is never cut off for a better choice. Once playing, a video that keeps
 * stalling moves to a lighter copy (useStepDownOnStall).
 */
export function StoredVideo({
  src,
  onPlay,
  onWaiting,
  onPlaying,
  onPause,
  ...props
}: { src: string; ref?: Ref<HTMLVideoElement> } & VideoHTMLAttributes<HTMLVideoElement>) {
  const live = useSlowConnection();
  // The choice the video was first played with, kept from then on.
  const [chosenAtPlay, setChosenAtPlay] = useState<boolean | null>(null);
  const slow = chosenAtPlay ?? live;
  const stall = useStepDownOnStall(src);
  return (
    <video
      key={slow ? 'slow' : 'screen'}
      onPlay={(e) => {
        setChosenAtPlay((was) => was ?? slow);
        onPlay?.(e);
      }}
      onWaiting={(e) => {
        stall.onWaiting(e);
        onWaiting?.(e);
      }}
      onPlaying={(e) => {
        stall.stopWaiting();
        onPlaying?.(e);
      }}
      onPause={(e) => {
        stall.stopWaiting();
        onPause?.(e);
      }}
      {...props}
    >
      <VideoSources src={src} slow={slow} />
    </video>
  );
}
