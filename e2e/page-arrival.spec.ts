// A navigation inside the site (a link followed without a page load) as a keyboard or
// screen-reader visitor lives it: the focus arrives on the new page's heading, the tab's title
// does not say "introuvable" while the page is on its way, and a read that stalls ends in the
// page's error instead of a spinner forever (app/page-arrival.ts, app/routes.tsx).
import { expect, test, type Page } from '@playwright/test';
import { activeNews, albums, DESKTOP, open, PHONE } from './helpers';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('a header link followed by keyboard brings the focus to the new page\'s heading', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Galerie', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/galerie$/);
  await expect(heading(page)).toBeFocused();
  // The next Tab goes on from the page, not from the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('an article opened from its card: the focus is on its title once it arrived, even when it comes late', async ({ page, request }) => {
  const [article] = await activeNews(request);
  await page.setViewportSize(PHONE);
  await open(page, '/actualites');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route((u) => u.pathname === `/api/news/${article.slug}` || u.pathname === `/api/news/${article.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: article.title }).first().click();
  await expect(page.getByText('Chargement...')).toBeVisible();
  // On its way, the tab says the section, not that the article does not exist.
  await expect(page).toHaveTitle(/^Actualités \| /);
  release();
  await expect(heading(page)).toHaveText(article.title);
  await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(heading(page)).toBeFocused();
});

test('an article whose page code comes late (a slow phone): the focus is on its title, not lost on the page left', async ({ page, request }) => {
  const [article] = await activeNews(request);
  await page.setViewportSize(PHONE);
  await open(page, '/actualites');
  // Until the article page's code arrives, Suspense keeps the news list in the document,
  // hidden, with its own h1: held past the quiet time, that h1 was the one found.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(/\/assets\/NewsDetailPage-[^/]*\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: article.title }).first().click();
  await expect.poll(() => asked).toBe(true);
  await page.waitForTimeout(1000);
  release();
  await expect(heading(page)).toHaveText(article.title);
  await expect(heading(page)).toBeFocused();
});

test('an article that does not exist, reached inside the site, is "introuvable" in the tab too', async ({ page }) => {
  await open(page, '/actualites');
  await page.evaluate(() => {
    history.pushState(null, '', '/actualites/cet-article-n-existe-pas');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle(/^Actualité introuvable \| /);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the menu closed by a link: the focus goes to the new page, not back to the menu button', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(heading(page)).toBeFocused();

    // The link of the page already shown closes the menu only: the focus is back on its button.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });

  test('an album whose read stalls ends in its error after 30 s, not "Chargement de l\'album..." forever', async ({ page, request }) => {
    const [album] = await albums(request);
    await page.clock.install();
    await open(page, '/galerie');
    // Never answered, as a read lost on a stalled mobile connection.
    await page.route((u) => u.pathname === `/api/albums/${album.id}`, () => {});
    await page.getByRole('link', { name: new RegExp(`^Voir l'album\\s?: ${album.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await expect(page.getByText("Chargement de l'album...")).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(page.getByText("L'album que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la galerie' })).toBeVisible();
  });
});
