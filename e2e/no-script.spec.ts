// Where scripts are off (a data-saving browser, a phone locked down by its owner), the site
// is still a site: every page reachable from the menu, every tariff sheet and campus spot
// readable, and no button left on the page that cannot do anything.
import { expect, test } from '@playwright/test';
import { messages } from '../shared/src/messages';
import { PHONE, tariffs } from './helpers';

test.use({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });

test('the phone menu opens without scripts and leads to every page; the script-only buttons are not shown', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: messages.chat.open })).toBeHidden();
  await expect(page.getByRole('button', { name: /diapositive|défilement/ })).toHaveCount(0);

  const menu = banner.locator('summary', { hasText: 'Menu' });
  await expect(menu).toBeVisible();
  const nav = banner.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Accueil', 'Nos Filières', 'À Propos', 'Campus', 'Actualités', 'Galerie', 'Cabinet', 'Contact', 'Nos Tarifs']);
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  // Every link fits the phone's screen, above the fold of the open menu.
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
  await nav.getByRole('link', { name: 'Galerie' }).click();
  await expect(page).toHaveURL(/\/galerie$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The filters need scripts: hidden, and the whole list is shown.
  await page.goto('/actualites');
  await expect(page.getByRole('group', { name: 'Filtrer par catégorie' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Toutes les actualités' }).getByRole('article').first()).toBeVisible();
  await page.goto('/cabinet');
  await expect(page.getByRole('group', { name: 'Filtrer les projets' })).toBeHidden();
  await page.goto('/filieres');
  await expect(page.getByRole('toolbar', { name: 'Filtrer les formations par catégorie' })).toBeHidden();
});

test('/tarifs shows every site’s sheet one after the other, /campus every spot', async ({ page, request }) => {
  const list = await tariffs(request);
  await page.goto('/tarifs');
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const t of list) await expect(page.getByRole('heading', { level: 2, name: t.site, exact: true })).toBeVisible();

  await page.goto('/campus');
  await expect(page.getByRole('tablist', { name: 'Espaces de la visite virtuelle' })).toBeHidden();
  for (const name of ['Hall d’accueil', 'Amphithéâtre', 'Bibliothèque', 'Salle informatique']) {
    await expect(page.getByRole('tabpanel', { name, exact: true }).getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Voir en 360°/ })).toHaveCount(0);
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('the script-less menu is not shown; the menu button is', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(page.getByRole('banner').locator('details')).toBeHidden();
  });
});
