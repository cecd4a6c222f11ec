// Media URLs as pages write them (media.ts): the same stored image under each of its names.
import { describe, expect, it } from 'vitest';
import { shareImageUrl, variantUrl } from './media';

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
});
