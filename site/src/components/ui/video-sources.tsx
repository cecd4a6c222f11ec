import { LIGHT_VIDEO_MEDIA, lightVideoUrl } from '@ecole/shared/media';

/**
 * A stored video's sources: its lighter copy on a phone's or a small tablet's screen
 * (docs/decisions/032: a tenth of the bytes, playable as it arrives), the original on wider
 * ones, and the copy again after it: a browser that cannot play the original (an iPhone's
 * HEVC in Firefox, or in Chrome without the hardware for it) moves on to the next source. A
 * browser that ignores `media` takes the first, the copy. A video hosted elsewhere is its own
 * single source.
 */
export function VideoSources({ src }: { src: string }) {
  const light = lightVideoUrl(src);
  if (light === src) return <source src={src} />;
  return (
    <>
      <source src={light} media={LIGHT_VIDEO_MEDIA} type="video/mp4" />
      <source src={src} />
      <source src={light} type="video/mp4" />
    </>
  );
}
