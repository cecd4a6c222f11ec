// The shared header and footer (public-site.md section 2 "Header and footer", section 9;
// DECISIONS "The mobile menu mirrors the desktop header"): links, sticky header with a
// stronger shadow past 50 px of scroll, and the mobile side menu at 360 px.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, headerLink, open, siteContent } from './helpers';

const LINKS: Array<[string, string]> = [
  ['Accueil', '/'],
  ['Nos Filières', '/filieres'],
  ['À Propos', '/a-propos'],
  ['Actualités', '/actualites'],
  ['Galerie', '/galerie'],
  ['Cabinet', '/cabinet'],
  ['Contact', '/contact'],
];

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('the seven links, Nos Tarifs and Campus Numérique in a new tab', async ({ page, request }) => {
    const t = await siteContent(request);
    await open(page, '/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link')).toHaveText(LINKS.map(([label]) => label));
    for (const [label, href] of LINKS) await expect(headerLink(page, label)).toHaveAttribute('href', href);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nos Tarifs' })).toHaveAttribute('href', '/tarifs');
    const campus = page.getByRole('banner').getByRole('link', { name: /Campus Numérique/ });
    await expect(campus).toHaveAttribute('target', '_blank');
    await expect(campus).toHaveAttribute('href', t('campus_numerique_url'));
  });

  test('the current link: Accueil on / and /accueil, a section on its pages and below', async ({ page, request }) => {
    await open(page, '/accueil');
    await expect(headerLink(page, 'Accueil')).toHaveAttribute('aria-current', 'page');
    await headerLink(page, 'Actualités').click();
    await expect(headerLink(page, 'Actualités')).toHaveAttribute('aria-current', 'page');
    await expect(headerLink(page, 'Accueil')).not.toHaveAttribute('aria-current');
    const [first] = (await (await request.get('/api/news')).json()).news as Array<{ slug: string }>;
    await open(page, `/actualites/${first.slug}`);
    await expect(headerLink(page, 'Actualités')).toHaveAttribute('aria-current', 'true');
  });

  test('sticky, with a stronger shadow once scrolled more than 50 px', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const bottom = async () => {
      const box = (await header.boundingBox())!;
      return box.y + box.height;
    };
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await expect(header).toHaveClass(/shadow-sm/);
    await page.waitForTimeout(350); // the shadow's 300 ms transition
    const resting = await shadow();

    await scrollTo(40);
    await page.waitForTimeout(100);
    await expect(header).toHaveClass(/shadow-sm/);

    await scrollTo(400);
    await expect(header).toHaveClass(/shadow-lg/);
    await expect.poll(shadow).not.toBe(resting);
    // It stays where it stuck, whatever the scroll, its links in view.
    const stuckAt = await bottom();
    expect(stuckAt).toBeGreaterThan(40);
    await scrollTo(1500);
    expect(await bottom()).toBe(stuckAt);
    await expect(headerLink(page, 'Contact')).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nos Tarifs' })).toBeInViewport();

    await scrollTo(0);
    await expect(header).toHaveClass(/shadow-sm/);
    await expect.poll(shadow).toBe(resting);
  });
});

const menuButton = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.describe('mobile menu at 360 px', () => {
  test.use({ viewport: PHONE });

  test('opens with the links, /campus and Nos Tarifs -> /tarifs; closes on navigation', async ({ page, request }) => {
    const t = await siteContent(request);
    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nos Tarifs' })).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    const links = menu(page).getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');
    const expected = [...LINKS.slice(0, 3), ['Campus', '/campus'], ...LINKS.slice(3)];
    await expect(links).toHaveText(expected.map(([label]) => label));
    for (const [i, [, href]] of expected.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
    await expect(menu(page).getByRole('link', { name: 'Nos Tarifs' })).toHaveAttribute('href', '/tarifs');
    const campusSite = menu(page).getByRole('link', { name: /Campus Numérique/ });
    await expect(campusSite).toHaveAttribute('target', '_blank');
    await expect(campusSite).toHaveAttribute('href', t('campus_numerique_url'));

    await links.filter({ hasText: 'Campus' }).click();
    await expect(page).toHaveURL(/\/campus$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre Campus');

    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Nos Tarifs' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos Tarifs');
  });

  test('closes on Escape and with its close button, the focus back on the menu button', async ({ page }) => {
    await open(page, '/');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('footer: quick links, services, contact block and the 2025 copyright', async ({ page, request }) => {
  const t = await siteContent(request);
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Liens rapides' }).getByRole('link');
  await expect(quick).toHaveText(['Accueil', 'Nos Filières', 'Actualités', 'À Propos', 'Campus']);
  const hrefs = await quick.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/', '/filieres', '/actualites', '/a-propos', '/campus']);
  for (const s of ['Cabinet', 'Formations', 'Incubation', 'Placement', 'Résidences']) await expect(footer.getByText(s, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: t('contact_phone') })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(footer.getByRole('link', { name: t('contact_email') })).toHaveAttribute('href', `mailto:${t('contact_email')}`);
  await expect(footer).toContainText(`© 2025 ${t('site_name')}`);
});
