// Every stop of the keyboard's Tab order on the public pages shows where the focus is (WCAG
// 2.4.7), with a change a person can see: pixels at the focused element whose colour, focused
// against not focused, differs by a contrast of at least 3:1 (the measure of WCAG 2.4.13 and
// 1.4.11), enough of them to draw a line around a third of it. A ring clipped away by its card,
// or a gold one on white (about 2:1), fails here; axe does not look at focus.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, PUBLIC_PAGES, openStill } from './helpers';

/**
 * How many pixels differ by a contrast ratio of 3:1 or more between two screenshots of the
 * same place, decoded and compared by the browser in a page of its own (no site CSP there).
 */
async function contrastedPixels(decoder: Page, focused: Buffer, unfocused: Buffer): Promise<number> {
  return decoder.evaluate(
    async ([a, b]) => {
      const decode = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const ctx = new OffscreenCanvas(img.width, img.height).getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) => 0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2]);
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      let n = 0;
      for (let i = 0; i < x.length; i += 4) {
        const l1 = luminance(x, i);
        const l2 = luminance(y, i);
        if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3) n++;
      }
      return n;
    },
    [focused.toString('base64'), unfocused.toString('base64')] as const,
  );
}

interface Stop {
  name: string;
  kind: string;
  /** Where it is in the page (not the viewport): Tab has come round when the first comes back. */
  at: string;
  box: { x: number; y: number; width: number; height: number };
}

/** The focused element: how to name it in a failure, and where it is on screen. */
async function focusedStop(page: Page, mainOnly: boolean): Promise<Stop | null> {
  return page.evaluate((mainOnly) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el.tagName === 'IFRAME') return null;
    if (mainOnly && !el.closest('main')) return null;
    // A link stretched over its card (an absolute ::after) shows its focus on the card.
    const after = getComputedStyle(el, '::after');
    const stretched = after.position === 'absolute' && [after.top, after.right, after.bottom, after.left].every((v) => v === '0px') && el.offsetParent;
    const r = (stretched || el).getBoundingClientRect();
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    // Elements styled alike in the same kind of place show their focus alike: the first of
    // each kind is looked at (the footer's links, the cards of a list, the menu's entries).
    const kind = [el.tagName, el.className, el.parentElement?.className, !!el.closest('.surface-dark')].join('|');
    const name = `<${el.tagName.toLowerCase()}> « ${label} »`;
    return { name, kind, at: `${name}@${Math.round(r.x)},${Math.round(r.y + scrollY)}`, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
  }, mainOnly);
}

/** Around the element (a ring drawn outside it, offset included), inside the viewport. */
function around(box: Stop['box'], viewport: { width: number; height: number }) {
  const m = 8;
  const x = Math.max(0, Math.floor(box.x - m));
  const y = Math.max(0, Math.floor(box.y - m));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + m));
  const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + m));
  return right - x >= 1 && bottom - y >= 1 ? { x, y, width: right - x, height: bottom - y } : null;
}

async function expectEveryStopVisible(page: Page, decoder: Page, mainOnly: boolean, maxStops = 90) {
  const viewport = page.viewportSize()!;
  const weak: string[] = [];
  let first: string | null = null;
  let checked = 0;
  const seenKinds = new Set<string>();
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page, mainOnly);
    if (!stop) continue;
    if (stop.at === first) break; // round the page once
    first ??= stop.at;
    if (seenKinds.has(stop.kind)) continue;
    seenKinds.add(stop.kind);
    const clip = around(stop.box, viewport);
    if (!clip) continue;
    const shot = () => page.screenshot({ clip, caret: 'hide' });
    const focused = await shot();
    // Blurred, then focused again from script: the last input was the keyboard, so
    // :focus-visible holds again and the next Tab goes on from here.
    const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    await handle.evaluate((el) => el.blur());
    const unfocused = await shot();
    await handle.evaluate((el) => el.focus());
    await handle.dispose();
    const needed = Math.max(12, Math.round((2 * (Math.min(stop.box.width, clip.width) + Math.min(stop.box.height, clip.height))) / 3));
    const seen = await contrastedPixels(decoder, focused, unfocused);
    checked++;
    if (seen < needed) {
      weak.push(`${stop.name}: ${seen} pixels changed by 3:1 or more, ${needed} needed`);
      // Both pictures beside the failure, to see what the visitor sees.
      writeFileSync(test.info().outputPath(`stop-${weak.length}-focused.png`), focused);
      writeFileSync(test.info().outputPath(`stop-${weak.length}-unfocused.png`), unfocused);
    }
  }
  expect(checked, 'Tab stops checked').toBeGreaterThan(0);
  expect(weak, `focus not visible enough on ${page.url()}`).toEqual([]);
}

// The header, the footer and the chat button are the same on every page: checked on the home
// page, in both layouts; elsewhere, what the page's <main> holds.
const PHONE_PAGES = ['/', '/actualites', '/contact'];

for (const [label, viewport, pages] of [
  ['wide screen', DESKTOP, PUBLIC_PAGES],
  ['phone', PHONE, PHONE_PAGES],
] as const) {
  test.describe(label, () => {
    // Reduced motion: the slider stands still.
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const name of pages) {
      test(`${name}: every Tab stop shows its focus with 3:1 contrast`, async ({ page, context, request }) => {
        test.setTimeout(45_000);
        await openStill(page, request, name);
        await page.mouse.move(0, viewport.height - 1);
        const decoder = await context.newPage();
        // The newest page is the visible tab: a hidden one paints once a second, and each
        // screenshot of it waited for that frame (1 to 2 s each, a minute for the home page).
        await page.bringToFront();
        await expectEveryStopVisible(page, decoder, name !== '/');
      });
    }
  });
}
