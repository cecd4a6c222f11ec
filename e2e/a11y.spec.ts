// Accessibility smoke test of every public route on a 360 px phone (issue 2: "accessible
// (landmarks, labels, alt texts, focus, ...)"): one h1, every image with an alt attribute,
// landmarks, and no serious or critical axe-core violation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** The e-mail links as Chromium's own accessibility tree names them (what a screen reader is given). */
async function mailtoLinkNames(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value: string }; name?: { value: string }; properties?: Array<{ name: string; value: { value: unknown } }> }> };
  await cdp.detach();
  return nodes.flatMap((n) => {
    const url = n.properties?.find((p) => p.name === 'url')?.value.value;
    return n.role?.value === 'link' && typeof url === 'string' && url.startsWith('mailto:') ? [{ address: url.slice('mailto:'.length), name: n.name?.value }] : [];
  });
}

test('an e-mail link is named by its address, not by the pieces its line-break hints cut it into (decision 052)', async ({ page }) => {
  for (const path of ['/contact', '/tarifs']) {
    await open(page, path);
    // Playwright computes its own names; Chromium's tree is the one that read "contact @lagune-business .example".
    const links = await mailtoLinkNames(page);
    // The footer's, and the page's own (/contact's info list, the sheet's contact on /tarifs).
    expect(links.length, path).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.name, path).toBe(link.address);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'contact@lagune-business.example', exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toBeVisible();
});

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
