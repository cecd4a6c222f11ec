import { useState, useSyncExternalStore, type VideoHTMLAttributes } from 'react';
import { LIGHT_VIDEO_MEDIA, lightVideoUrl } from '@ecole/shared/media';

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
 * A `<video>` of a stored video with its sources (above). A browser picks among the sources
 * once, when the element is made: when the connection turns out slow after hydration (or
 * Chrome's estimate changes), the element is made again, but only until it is first played:
 * a video playing is never cut off for a better choice.
 */
export function StoredVideo({ src, onPlay, ...props }: { src: string } & VideoHTMLAttributes<HTMLVideoElement>) {
  const live = useSlowConnection();
  // The choice the video was first played with, kept from then on.
  const [chosenAtPlay, setChosenAtPlay] = useState<boolean | null>(null);
  const slow = chosenAtPlay ?? live;
  return (
    <video
      key={slow ? 'slow' : 'screen'}
      onPlay={(e) => {
        setChosenAtPlay((was) => was ?? slow);
        onPlay?.(e);
      }}
      {...props}
    >
      <VideoSources src={src} slow={slow} />
    </video>
  );
}
