// The smallest phones still sold (320 px wide) and the floating chat button: no public page
// scrolls sideways or cuts an amount, and the button, which floats over the bottom right
// corner, never hides the footer's last lines when the page is scrolled to its end.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, PUBLIC_PAGES, open, openStill, projects } from './helpers';

const SMALL = { width: 320, height: 640 };

/** Elements whose content is wider than their box while their overflow hides it (text cut off). */
function clippedTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main td, main th, main h1, main h2, main h3, main p')]
      // Text for screen readers only (a 1 px box) is not shown to be cut.
      .filter((el) => el.offsetParent !== null && !el.closest('.sr-only') && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `<${el.tagName.toLowerCase()}> « ${(el.textContent ?? '').trim().slice(0, 40)} »`),
  );
}

/** Whether some part of an element's box lies outside the box of its nearest ancestor that hides overflow. */
function cutByAncestor(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.offsetParent === null) continue;
      let box: HTMLElement | null = el.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (!box) continue;
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.right > b.right + 1 || r.left < b.left - 1) cut.push((el.textContent ?? '').trim());
    }
    return cut;
  }, selector);
}

test.describe('at 320 px', () => {
  test.use({ viewport: SMALL, reducedMotion: 'reduce' });

  for (const name of PUBLIC_PAGES) {
    test(`${name} does not scroll sideways and cuts no text`, async ({ page, request }) => {
      await openStill(page, request, name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is wider than the screen').toBeLessThanOrEqual(SMALL.width);
      expect(await clippedTexts(page)).toEqual([]);
    });
  }

  test('every project page fits, whatever its title', async ({ page, request }) => {
    for (const p of await projects(request)) {
      await open(page, `/cabinet/${p.id}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `/cabinet/${p.id} is wider than the screen`).toBeLessThanOrEqual(SMALL.width);
    }
  });

  test('/tarifs shows every amount whole, inside its card', async ({ page, request }) => {
    await openStill(page, request, '/tarifs');
    const amounts = await cutByAncestor(page, 'main td');
    expect(amounts).toEqual([]);
    await expect(page.locator('main td').filter({ hasText: 'F CFA' }).first()).toBeVisible();
  });
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['wide screen', DESKTOP],
] as const) {
  test(`on a ${label}, the chat button hides none of the footer's last lines at the end of the page`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await openStill(page, request, '/a-propos');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).boundingBox();
    expect(button).not.toBeNull();
    const overlaps = await page.evaluate(({ x, y, width, height }) => {
      const b = { left: x, top: y, right: x + width, bottom: y + height };
      const footer = document.querySelector('footer')!;
      const hit: string[] = [];
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) hit.push(node.textContent.trim());
        }
      }
      return hit;
    }, button!);
    expect(overlaps).toEqual([]);
  });
}
