// Media URLs as pages write them (media.ts): the same stored image under each of its names.
import { describe, expect, it } from 'vitest';
import { lighterVideoUrl, shareImageUrl, variantUrl } from './media';

const base = 'a'.repeat(32);

describe('media URLs', () => {
  it('addresses a stored image\'s WebP variant and share JPEG, whatever its own format', () => {
    for (const ext of ['jpg', 'png', 'gif', 'webp']) {
      expect(variantUrl(`/media/${base}.${ext}`, 640)).toBe(`/media/w640/${base}.webp`);
      expect(shareImageUrl(`/media/${base}.${ext}`)).toBe(`/media/share/${base}.jpg`);
    }
  });

  it('leaves external URLs, videos and names the server did not make as they are', () => {
    for (const url of ['https://exemple.ci/photo.webp', `/media/${base}.mp4`, '/media/photo.jpg', '/og-default.jpg']) {
      expect(shareImageUrl(url)).toBe(url);
      expect(variantUrl(url, 1280)).toBe(url);
    }
  });

  it('steps a stalling video down from the original to its light copy, then its small copy, then no further', () => {
    const original = `/media/${base}.mov`;
    const light = `/media/light/${base}.mp4`;
    const small = `/media/light/${base}-360.mp4`;
    expect(lighterVideoUrl(original, original)).toBe(light);
    // As the element reports it: absolute, on the page's origin.
    expect(lighterVideoUrl(original, `https://exemple.ci${original}`)).toBe(light);
    expect(lighterVideoUrl(original, `https://exemple.ci${light}`)).toBe(small);
    expect(lighterVideoUrl(original, small)).toBeUndefined();
    // A video hosted elsewhere has no copy.
    expect(lighterVideoUrl('https://exemple.ci/visite.mp4', 'https://exemple.ci/visite.mp4')).toBeUndefined();
  });
});
