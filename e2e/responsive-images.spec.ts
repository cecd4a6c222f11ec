// Pictures on the phones most of the school's visitors hold (360 to 412 px wide at 1.75x to
// 2x): the lists load the 768 px WebP variant, not the 960 one a third heavier; and every
// candidate the pages offer in srcset exists, whatever width the browser picks.
import { expect, test } from '@playwright/test';
import { IMAGE_WIDTHS } from '../shared/src/media';

/** Lighthouse's mobile profile (Moto G Power): 412 px wide at 1.75x. */
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

test.describe('on a 412 px phone at 1.75x', () => {
  test.use(LIGHTHOUSE_PHONE);

  for (const path of ['/filieres', '/actualites', '/galerie']) {
    test(`${path}: the first picture of the list comes from the 768 px variant`, async ({ page }) => {
      await page.goto(path);
      const first = page.locator('main img[srcset]').first();
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/w768\/[a-f0-9]{32}\.webp$/);
    });
  }
});

test('every srcset candidate of the public pages answers a WebP picture', async ({ request }) => {
  const urls = new Set<string>();
  for (const path of ['/', '/filieres', '/actualites', '/galerie', '/cabinet', '/a-propos']) {
    const html = await (await request.get(path)).text();
    for (const [, srcset] of html.matchAll(/srcset="([^"]+)"/gi)) {
      for (const candidate of srcset.split(',')) urls.add(candidate.trim().split(/\s+/)[0]);
    }
  }
  const local = [...urls].filter((u) => u.startsWith('/media/'));
  // Every width is offered somewhere (the 768 px one included), and each file is there.
  for (const w of IMAGE_WIDTHS) expect(local.some((u) => u.startsWith(`/media/w${w}/`)), `w${w}`).toBe(true);
  for (const url of local) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toBe('image/webp');
  }
});
