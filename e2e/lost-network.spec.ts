// The network lost on the way, as on mobile data: the code of a page, or of the chat
// window or the menu's panel, that has not been downloaded yet cannot arrive. The visitor
// is told so, what is on the screen stays (not a blank page), and the code comes once the
// connection is back, without the browser asking for the file again and again meanwhile.
import { expect, test, type Page } from '@playwright/test';
import { frenchSpacing } from '../shared/src/format';
import { DESKTOP, PHONE, apiJson, navigateByHeader, open, waitForHydration, type News } from './helpers';

/** Refuses the chunk whose file name starts with `name`, as a lost connection would. */
async function cutChunk(page: Page, name: string) {
  await page.route((url) => url.pathname.startsWith(`/assets/${name}-`) && url.pathname.endsWith('.js'), (route) => route.abort('internetdisconnected'));
}

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

test.describe('the chat window and the menu, their code lost on the way', () => {
  test.use({ viewport: PHONE });

  test('the chat button says the assistant could not open; the page and its typing stay; it opens once back', async ({ page }) => {
    await open(page, '/contact');
    const name = page.getByRole('textbox', { name: 'Nom complet' });
    await name.fill('Awa Koné');
    await cutChunk(page, 'ChatWindow');
    await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
    await expect(page.getByRole('alert').filter({ hasText: "L'assistant n'a pas pu s'ouvrir." })).toContainText('Vérifiez votre connexion internet');
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-Nous' })).toBeVisible();
    await expect(name).toHaveValue('Awa Koné');

    await page.unrouteAll();
    await page.getByRole('button', { name: "Fermer l'assistant virtuel" }).click();
    await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
    await expect(page.getByRole('dialog', { name: 'Assistant virtuel' })).toContainText("Bonjour ! Je suis l'assistant virtuel");
  });

  test('the menu button leaves the page as it is, and opens the menu when pressed once back', async ({ page }) => {
    await open(page, '/contact');
    await cutChunk(page, 'MobileMenuSheet');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-Nous' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('a read made while offline', () => {
  test.use({ viewport: DESKTOP });

  test('says it waits for the connection instead of an endless spinner, and shows the page once it is back', async ({ page, context, request }) => {
    const { news } = await apiJson<{ news: News[] }>(request, '/api/news');
    const [first, second] = news;
    await open(page, `/actualites/${first.slug}`);
    await context.setOffline(true);
    // Another article: its page's code is here, its text is not.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/actualites/${second.slug}`);
    const loading = page.getByRole('status').filter({ hasText: 'Chargement...' });
    await expect(loading).toContainText('Pas de connexion internet');
    await context.setOffline(false);
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchSpacing(second.title));
  });
});
