// The focused element is never hidden under the sticky header or the floating chat button
// (WCAG 2.4.11, Focus Not Obscured): Tab forward through the page, then Shift+Tab back up,
// where the browser scrolls each element to the top edge, under the header, unless the page
// keeps room for it.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, PUBLIC_PAGES, openStill } from './helpers';

/** The focused element, and whether what lies at its middle is itself (or inside it). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const name = `<${el.tagName.toLowerCase()}> « ${label} » at y ${Math.round(r.y)}`;
    // The middle of its part on screen (a tab panel can be taller than the screen).
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, innerHeight);
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, innerWidth);
    const x = Math.min((left + right) / 2, innerWidth - 1);
    const y = Math.min((top + bottom) / 2, innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const covered = !(hit && (hit === el || el.contains(hit) || hit.contains(el)));
    const by = covered && hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]} in ${hit.closest('header, [data-chat-launcher], [role="region"]')?.tagName.toLowerCase() ?? '?'}` : '';
    // Which element it is, whatever the scroll (a sticky header's links move in the page):
    // Tab has come round when the first one comes back.
    const w = window as unknown as { e2eStops?: WeakMap<Element, number>; e2eNext?: number };
    const ids = (w.e2eStops ??= new WeakMap());
    if (!ids.has(el)) ids.set(el, (w.e2eNext = (w.e2eNext ?? 0) + 1));
    return { name, covered, by, id: ids.get(el)! };
  });
}

async function expectNoStopObscured(page: Page, key: 'Tab' | 'Shift+Tab', maxStops = 120) {
  const hidden: string[] = [];
  let first: number | null = null;
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press(key);
    const s = await focusState(page);
    if (!s) continue;
    if (s.id === first) break;
    first ??= s.id;
    if (s.covered) hidden.push(`${s.name}: under ${s.by}`);
  }
  expect(hidden, `${key} on ${page.url()}`).toEqual([]);
}

for (const [label, viewport] of [
  ['wide screen', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(label, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const name of PUBLIC_PAGES) {
      test(`${name}: no Tab stop hidden under the header or the chat button, forward and back`, async ({ page, request }) => {
        await openStill(page, request, name);
        await expectNoStopObscured(page, 'Tab');
        await expectNoStopObscured(page, 'Shift+Tab');
      });
    }
  });
}
