// The network lost on the way, as on mobile data: the code of a page that has not been
// downloaded yet cannot arrive. The visitor is told so and the page comes once the
// connection is back, without the browser asking for the file again and again meanwhile.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, navigateByHeader, open, waitForHydration } from './helpers';

const isNewsListChunk = (url: URL) => /^\/assets\/NewsListPage-[\w-]+\.js$/.test(url.pathname);

/** Refuses the news list's code as a lost connection would; returns the count of tries. */
async function cutNewsListChunk(page: Page) {
  const tries = { count: 0 };
  await page.route(isNewsListChunk, (route) => {
    tries.count += 1;
    return route.abort('internetdisconnected');
  });
  return tries;
}

test.describe('a page whose code cannot be downloaded', () => {
  test.use({ viewport: DESKTOP });

  test('after a link: a French message and Réessayer, not an endless "Chargement..."', async ({ page }) => {
    await open(page, '/a-propos');
    const tries = await cutNewsListChunk(page);
    await navigateByHeader(page, 'Actualités', '/actualites');
    const alert = page.getByRole('alert').filter({ hasText: "Impossible d'afficher cette page" });
    await expect(alert).toContainText('Vérifiez votre connexion internet puis réessayez.');
    await page.waitForTimeout(1500);
    // One try (two at most), not one each time the previous one failed.
    expect(tries.count).toBeLessThanOrEqual(2);
    await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toHaveCount(0);

    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await expect(page.getByText('À la Une', { exact: true }).first()).toBeVisible();
  });

  test('after a link: the page comes by itself when the connection is back', async ({ page, context }) => {
    await open(page, '/a-propos');
    await cutNewsListChunk(page);
    await context.setOffline(true);
    await navigateByHeader(page, 'Actualités', '/actualites');
    await expect(page.getByRole('alert')).toContainText("Impossible d'afficher cette page");
    await page.unrouteAll();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
  });

  test('another page, then the failed one again: it is downloaded again', async ({ page }) => {
    await open(page, '/a-propos');
    await cutNewsListChunk(page);
    await navigateByHeader(page, 'Actualités', '/actualites');
    await expect(page.getByRole('alert')).toContainText("Impossible d'afficher cette page");
    await navigateByHeader(page, 'À Propos', '/a-propos');
    await expect(page.getByRole('heading', { level: 1, name: 'À Propos de Nous' })).toBeVisible();
    await page.unrouteAll();
    await navigateByHeader(page, 'Actualités', '/actualites');
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
  });
});

test.describe('the first page, its code lost on the way', () => {
  test.use({ viewport: PHONE });

  test('the server page stays readable, is not asked for again and again, and comes alive once back online', async ({ page, context }) => {
    const tries = await cutNewsListChunk(page);
    await page.goto('/actualites');
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(tries.count).toBeLessThanOrEqual(3);
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();

    await page.unrouteAll();
    await context.setOffline(true);
    await context.setOffline(false);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
  });
});
