// The viewer downloads the neighbours of the item shown, the previous and the next one
// (wrapping), at the size it shows them, before any swipe; a swipe then shows the next photo
// from the cache, with no request of its own (decision 055). Videos are never downloaded
// ahead, their poster at most. On a phone at DPR 3, as the performance review measured.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, activeNews, album, albumWithPhotoAndVideo, albums, newsImages, open } from './helpers';

test.use({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** The media files requested from now on (memory-cache hits make no request). */
function recordMedia(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/media/')) paths.push(path);
  });
  return paths;
}

/** The stored file's base name: /media/abc.jpg and /media/w1280/abc.webp give abc. */
const baseName = (path: string) => path.split('/').pop()!.replace(/\.\w+$/, '');

/** The photo shown by the viewer, once it is decoded: its file's path. */
async function shownPhoto(dialog: Locator) {
  const img = dialog.locator('figure img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return new URL(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).pathname;
}

async function swipeLeft(dialog: Locator) {
  const media = dialog.locator('figure > div').first();
  await media.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 300 });
  await media.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: 80, clientY: 310 });
}

/**
 * With the viewer open on photo `first` of `files` (the media addresses of its items, in
 * order): the previous and next photos come in the shown photo's variant before any swipe,
 * no other photo of the list does, and a swipe shows the next one with no new request.
 */
async function expectNeighboursAhead(page: Page, dialog: Locator, files: string[], first: number, requested: string[]) {
  const count = files.length;
  const shown = await shownPhoto(dialog);
  expect(baseName(shown)).toBe(baseName(files[first]));
  const variantDir = shown.slice(0, shown.lastIndexOf('/') + 1);
  const sameSize = (file: string) => `${variantDir}${baseName(file)}.webp`;
  const next = files[(first + 1) % count];
  const previous = files[(first - 1 + count) % count];
  await expect.poll(() => requested.includes(sameSize(next)), { message: `the next photo ${sameSize(next)} is requested before any swipe` }).toBe(true);
  await expect.poll(() => requested.includes(sameSize(previous)), { message: `the previous photo ${sameSize(previous)} is requested before any swipe` }).toBe(true);
  // Only the neighbours: no other photo of the list in the viewer's size.
  const others = files.filter((_, i) => ![first, (first + 1) % count, (first - 1 + count) % count].includes(i)).map(baseName);
  expect(requested.filter((p) => p.startsWith(variantDir) && others.includes(baseName(p)))).toEqual([]);

  const before = requested.length;
  await swipeLeft(dialog);
  await expect(dialog.locator('figcaption p[aria-live]')).toHaveText(`Élément ${((first + 1) % count) + 1} / ${count}`);
  expect(await shownPhoto(dialog)).toBe(sameSize(next));
  // The photo shown by the swipe came from the cache: no request for it since the swipe.
  expect(requested.slice(before).filter((p) => p === sameSize(next))).toEqual([]);
}

test("an album's viewer has the previous and next photos before a swipe, and a swipe shows the next from the cache", async ({ page, request }) => {
  const full = (await Promise.all((await albums(request)).map((a) => album(request, a.id)))).find(
    (a) => a.items.filter((i) => i.isActive).length >= 4 && a.items.every((i) => !i.isActive || i.mediaType === 'image'),
  );
  expect(full, 'the demo data has an album of four photos or more').toBeTruthy();
  const files = full!.items
    .filter((i) => i.isActive)
    .sort((a, b) => a.order - b.order)
    .map((i) => i.mediaUrl);

  await open(page, `/galerie/${full!.id}`);
  const requested = recordMedia(page);
  const first = 1;
  await page.getByRole('region', { name: "Photos et vidéos de l'album" }).getByRole('button').nth(first).click();
  const dialog = page.getByRole('dialog', { name: `Album : ${full!.title}` });
  await expectNeighboursAhead(page, dialog, files, first, requested);
});

test("an article's photo gallery has the previous and next photos before a swipe", async ({ page, request }) => {
  let best: { slug: string; title: string; images: Awaited<ReturnType<typeof newsImages>> } | null = null;
  for (const n of await activeNews(request)) {
    const images = await newsImages(request, n.slug);
    if (images.length >= 3 && (!best || images.length > best.images.length)) best = { slug: n.slug, title: n.title, images };
  }
  expect(best, 'the demo data has an article with three photos or more').toBeTruthy();
  const files = best!.images.map((i) => i.imageUrl);

  await open(page, `/actualites/${best!.slug}`);
  const requested = recordMedia(page);
  await page.getByRole('button', { name: /^Agrandir la photo 1 sur/ }).click();
  const dialog = page.getByRole('dialog', { name: `Galerie photos : ${best!.title}` });
  await expectNeighboursAhead(page, dialog, files, 0, requested);
});

test("a video next to the photo shown: its poster is downloaded ahead, never the video", async ({ page, request }) => {
  const a = await albumWithPhotoAndVideo(request);
  const items = a.items.filter((i) => i.isActive).sort((x, y) => x.order - y.order);
  const v = items.findIndex((i) => i.mediaType === 'video');
  const video = items[v];
  expect(video.thumbnailUrl, 'the demo video has a poster').toBeTruthy();
  // The photo next to the video (after it, or before it when the video is last).
  const photo = items[(v + 1) % items.length].mediaType === 'image' ? (v + 1) % items.length : (v - 1 + items.length) % items.length;
  expect(items[photo].mediaType).toBe('image');

  await open(page, `/galerie/${a.id}`);
  const requested = recordMedia(page);
  await page.getByRole('region', { name: "Photos et vidéos de l'album" }).getByRole('button').nth(photo).click();
  const dialog = page.getByRole('dialog', { name: `Album : ${a.title}` });
  await shownPhoto(dialog);
  const poster = `/media/w1280/${baseName(video.thumbnailUrl!)}.webp`;
  await expect.poll(() => requested.includes(poster), { message: `the video's poster ${poster} is requested ahead` }).toBe(true);
  await page.waitForTimeout(500);
  expect(requested.filter((p) => /\.(mp4|webm|mov)$/.test(p))).toEqual([]);
});
