// A link's tap is painted before the next page is rendered (decision 056): the address
// changes in the tap, the tap's own frame shows the page left (and the menu, its link
// pressed), and the page reached is rendered, the menu closed, in a task after that frame. Before, the
// next page was rendered inside the tap's task, and on a phone the first frame after a tap
// came 170-220 ms later (bench/phone.mjs). And the page's code and data are asked for at the
// tap, side by side, not the data once the code has come.
import { expect, test, type Page } from '@playwright/test';
import { activeNews, open, PHONE } from './helpers';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

interface TapFrames {
  /** The address at the end of the event's dispatch. */
  address: string;
  /** main's visible h1 in the first frame painted after the event (read in its animation frame callback). */
  headingInFrame: string;
  /** Whether the menu dialog was still open in that frame. */
  menuInFrame: boolean;
}
declare global {
  interface Window {
    __tapFrames?: TapFrames;
  }
}

/** Notes, for the next click (or Back: popstate), the address after it and what its first frame shows. */
const watchNext = (page: Page, event: 'click' | 'popstate' = 'click') =>
  page.evaluate((event) => {
    delete window.__tapFrames;
    // The visible one: Suspense keeps the page left in the document, hidden, under a placeholder.
    const heading = () => [...document.querySelectorAll('main h1')].find((h) => h.getClientRects().length > 0)?.textContent?.trim() ?? '';
    window.addEventListener(
      event,
      () => {
        const address = window.location.pathname;
        requestAnimationFrame(() => {
          window.__tapFrames = { address, headingInFrame: heading(), menuInFrame: !!document.querySelector('[role=dialog][data-state=open]') };
        });
      },
      { once: true },
    );
  }, event);

const tapFrames = (page: Page) => page.waitForFunction(() => window.__tapFrames).then((h) => h.jsonValue());

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test("a menu link's tap is painted over the page left, then the menu closes on the page reached", async ({ page }) => {
  await open(page, '/');
  const homeHeading = (await heading(page).textContent())!.trim();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await watchNext(page);
  await menu.getByRole('link', { name: 'Actualités', exact: true }).tap();
  const frames = await tapFrames(page);
  expect(frames).toEqual({ address: '/actualites', headingInFrame: homeHeading, menuInFrame: true });
  await expect(heading(page)).toHaveText('Actualités');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
});

test("an in-page link's tap paints the list it was on, then the article", async ({ page, request }) => {
  const [article] = await activeNews(request);
  await open(page, '/actualites');
  await watchNext(page);
  await page.getByRole('main').getByRole('link', { name: article.title }).first().tap();
  const frames = await tapFrames(page);
  expect(frames).toEqual({ address: `/actualites/${article.slug}`, headingInFrame: 'Actualités', menuInFrame: false });
  await expect(heading(page)).toHaveText(article.title);
  // Back is followed at once: the list is drawn in the frame after it (before, in fact, the
  // browser restores its scroll position).
  await watchNext(page, 'popstate');
  await page.goBack();
  expect(await tapFrames(page)).toEqual({ address: '/actualites', headingInFrame: 'Actualités', menuInFrame: false });
});

test('two taps in a row land on the second page, once', async ({ page, request }) => {
  const [article] = await activeNews(request);
  await open(page, '/actualites');
  const link = page.getByRole('main').getByRole('link', { name: article.title }).first();
  // Both clicks in one task, before any frame: only the second address is rendered.
  await link.evaluate((a: HTMLAnchorElement) => {
    a.click();
    (document.querySelector('footer a[href="/campus"]') as HTMLAnchorElement).click();
  });
  await expect(page).toHaveURL(/\/campus$/);
  await expect(heading(page)).toBeVisible();
  await expect(heading(page)).not.toHaveText(article.title);
  await expect(heading(page)).not.toHaveText('Actualités');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/actualites/${article.slug}$`));
  await expect(heading(page)).toHaveText(article.title);
});

test("a link's page has its code and its data asked for at the tap, side by side", async ({ page, request }) => {
  const [article] = await activeNews(request);
  await open(page, '/actualites');
  // The article page's code is held back until its data has been asked for (or 10 s).
  let dataAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => (dataAsked = resolve));
  const order: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === `/api/news/${article.id}` || path === `/api/news/${article.slug}`) {
      order.push('data');
      dataAsked();
    }
  });
  await page.route(/\/assets\/NewsDetailPage-[^/]*\.js$/, async (route) => {
    order.push('code');
    await Promise.race([asked, new Promise((r) => setTimeout(r, 10_000))]);
    order.push('code sent');
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: article.title }).first().tap();
  await expect(heading(page)).toHaveText(article.title);
  // Before, the data was asked for once the code had come: "code", "code sent", "data".
  expect(order.slice(0, 3)).toEqual(expect.arrayContaining(['code', 'data']));
  expect(order.indexOf('data')).toBeLessThan(order.indexOf('code sent'));
});
