// Navigations inside the site on a slow phone (docs/decisions/054): while a page's code or
// data is on its way, its placeholder holds the screen below the header, so the footer never
// comes up into view to be pushed back down when the page arrives. That second move lands
// 650-900 ms after the tap, past the 500 ms that follow an input, and counted in the
// visitor's CLS (0.22 to 0.77 per navigation before). Here the real server's answers and the
// pages' code are held back 900 ms each, the way a 1.6 Mbit/s connection held them.
import { expect, test, type Page } from '@playwright/test';
import { activeNews, albums, open, PHONE } from './helpers';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const DELAY_MS = 900;

interface Shift {
  value: number;
  sources: string[];
}
declare global {
  interface Window {
    __shifts: Shift[];
  }
}

/** Every layout shift the browser counts (none in the 500 ms after an input), from the start. */
const recordShifts = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'} y${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Holds back every API answer and every script chunk from now on; returns how many are still held. */
async function slowConnection(page: Page) {
  let held = 0;
  await page.route(
    (u) => u.pathname.startsWith('/api/') || /^\/assets\/.*\.js$/.test(u.pathname),
    async (route) => {
      held++;
      try {
        await new Promise((r) => setTimeout(r, DELAY_MS));
        await route.continue();
      } finally {
        held--;
      }
    },
  );
  return () => held;
}

test('navigations whose code and data come late move nothing on screen when they arrive', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [article] = await activeNews(request);
  const [album] = await albums(request);
  await page.addInitScript(recordShifts);
  await open(page, '/');
  // The menu's own code, fetched once at the first touch, is not what is measured.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  const stillHeld = await slowConnection(page);

  const viaMenu = (name: string) => async () => {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  };
  const inPage = (name: string) => () => page.getByRole('main').getByRole('link', { name }).first().click();
  const steps: [string, () => Promise<unknown>, RegExp][] = [
    ['menu → /actualites', viaMenu('Actualités'), /\/actualites$/],
    ['article', inPage(article.title), new RegExp(`/actualites/${article.slug}$`)],
    ['menu → /galerie', viaMenu('Galerie'), /\/galerie$/],
    ['album', inPage(album.title), new RegExp(`/galerie/${album.id}$`)],
    ['menu → /tarifs', viaMenu('Nos Tarifs'), /\/tarifs$/],
    ['menu → /filieres', viaMenu('Nos Filières'), /\/filieres$/],
  ];

  const perStep: Record<string, { cls: number; sources: string[] }> = {};
  for (const [name, go, url] of steps) {
    await page.evaluate(() => (window.__shifts.length = 0));
    await go();
    await expect(page).toHaveURL(url);
    // Everything held has come (code, then the data it asks for), and the page is drawn.
    await expect.poll(stillHeld, { timeout: 15_000 }).toBe(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /Chargement/ })).toHaveCount(0);
    await page.waitForTimeout(DELAY_MS);
    await expect.poll(stillHeld).toBe(0);
    const shifts = await page.evaluate(() => window.__shifts);
    perStep[name] = { cls: +shifts.reduce((s, e) => s + e.value, 0).toFixed(4), sources: shifts.flatMap((e) => e.sources) };
  }
  const total = Object.values(perStep).reduce((s, e) => s + e.cls, 0);
  console.log(`layout shifts per navigation: ${JSON.stringify(perStep)}`);
  for (const [name, { cls, sources }] of Object.entries(perStep)) expect(cls, `${name}: ${sources.join(', ')}`).toBeLessThan(0.1);
  expect(total).toBeLessThan(0.1);
});
