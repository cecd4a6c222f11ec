import { useSyncExternalStore, type VideoHTMLAttributes } from 'react';
import { LIGHT_VIDEO_MEDIA, lightVideoUrl } from '@ecole/shared/media';

/** What the Network Information API tells (Chrome and Android's browsers; absent elsewhere). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}
const connection = () => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection);

/**
 * Chrome's estimate of the connection from its measured round trips and throughput: '3g' is
 * a round trip over 270 ms, under about 700 kbit/s, where even a laptop's wide screen is
 * better served by the lighter copy than by a phone's 45 MB original.
 */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/** True on a slow connection or with the data saver on: the lighter copy first, whatever the screen. */
export function lightVideoPreferred(c = connection()): boolean {
  return !!c && (c.saveData === true || SLOW.has(c.effectiveType ?? ''));
}

const subscribe = (onChange: () => void) => {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
};
// The server knows nothing of the connection: the page is rendered and hydrated with the
// screen-size choice, then re-rendered once if the browser says the connection is slow.
const useLightVideoPreferred = () => useSyncExternalStore(subscribe, () => lightVideoPreferred(), () => false);

/**
 * A stored video's sources: its lighter copy on a phone's or a small tablet's screen
 * (docs/decisions/032: a tenth of the bytes, playable as it arrives), the original on wider
 * ones, and the copy again after it: a browser that cannot play the original (an iPhone's
 * HEVC in Firefox, or in Chrome without the hardware for it) moves on to the next source. A
 * browser that ignores `media` takes the first, the copy. On a slow connection or with the
 * data saver on, the copy first on every screen. A video hosted elsewhere is its own single
 * source.
 */
function VideoSources({ src, lightFirst = false }: { src: string; lightFirst?: boolean }) {
  const light = lightVideoUrl(src);
  if (light === src) return <source src={src} />;
  if (lightFirst)
    return (
      <>
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
 * once, when the element is made: when the connection turns out slow after hydration, the
 * element is made again, before anything of it was played.
 */
export function StoredVideo({ src, ...props }: { src: string } & VideoHTMLAttributes<HTMLVideoElement>) {
  const lightFirst = useLightVideoPreferred();
  return (
    <video key={lightFirst ? 'light' : 'screen'} {...props}>
      <VideoSources src={src} lightFirst={lightFirst} />
    </video>
  );
}
