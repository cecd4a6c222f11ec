// Accessibility smoke test of every public route on a 360 px phone (issue 2: "accessible
// (landmarks, labels, alt texts, focus, ...)"): one h1, every image with an alt attribute,
// landmarks, and no serious or critical axe-core violation.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMPTY_URL, PHONE, activeNews, albums, axeViolations, describeViolations, open, projects } from './helpers';

test.use({ viewport: PHONE });

async function routes(request: APIRequestContext) {
  const [[n], [p], [a]] = await Promise.all([activeNews(request), projects(request), albums(request)]);
  return ['/', '/filieres', '/a-propos', '/actualites', `/actualites/${n.slug}`, '/contact', '/campus', '/cabinet', `/cabinet/${p.id}`, '/tarifs', '/galerie', `/galerie/${a.id}`, '/page-inconnue'];
}

const ROUTE_NAMES = ['home', 'filieres', 'a-propos', 'actualites', 'article', 'contact', 'campus', 'cabinet', 'project', 'tarifs', 'galerie', 'album', '404'];

for (const [i, name] of ROUTE_NAMES.entries()) {
  test(`${name}: one h1, alt texts, landmarks, no serious or critical axe violation`, async ({ page, request }) => {
    const path = (await routes(request))[i];
    await open(page, path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('img:not([alt])')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, `${path}\n${describeViolations(serious)}`).toEqual([]);
  });
}

test('the open mobile menu and an open lightbox have no serious or critical axe violation', async ({ page, request }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  let serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `menu\n${describeViolations(serious)}`).toEqual([]);

  const [a] = await albums(request);
  await open(page, `/galerie/${a.id}`);
  await page.getByRole('region', { name: "Photos et vidéos de l'album" }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `album viewer\n${describeViolations(serious)}`).toEqual([]);
});

test.describe('empty states', () => {
  test.use({ baseURL: EMPTY_URL });

  test('the empty pages have no serious or critical axe violation', async ({ page }) => {
    for (const path of ['/', '/actualites', '/cabinet', '/tarifs', '/galerie', '/filieres']) {
      await open(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, `${path}\n${describeViolations(serious)}`).toEqual([]);
    }
  });
});
