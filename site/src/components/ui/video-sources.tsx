import { LIGHT_VIDEO_MEDIA, lightVideoUrl } from '@ecole/shared/media';

/**
 * A stored video's sources: its lighter copy on a phone's or a small tablet's screen
 * (docs/decisions/032: a tenth of the bytes, playable as it arrives), the original on wider
 * ones. A browser that ignores `media` takes the first, the lighter. A video hosted elsewhere
 * is its own single source.
 */
export function VideoSources({ src }: { src: string }) {
  const light = lightVideoUrl(src);
  return (
    <>
      {light !== src && <source src={light} media={LIGHT_VIDEO_MEDIA} type="video/mp4" />}
      <source src={src} />
    </>
  );
}
