// Where scripts are off (a data-saving browser, a phone locked down by its owner), the site
// is still a site: every page reachable from the menu, every tariff sheet and campus spot
// readable, and no button left on the page that cannot do anything.
import { expect, test } from '@playwright/test';
import { messages } from '../shared/src/messages';
import { PHONE, activeNews, albumWithPhotoAndVideo, albums, newsImages, tariffs } from './helpers';

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
  // As the panel with scripts: the pages, Nos Tarifs, the external Campus Numérique and the phone.
  await expect(nav.getByRole('link')).toHaveText(['Accueil', 'Nos Filières', 'À Propos', 'Campus', 'Actualités', 'Galerie', 'Cabinet', 'Contact', 'Nos Tarifs', /^Campus Numérique/, /^\+225/]);
  await expect(nav.getByRole('link', { name: /^Campus Numérique/ })).toHaveAttribute('target', '_blank');
  await expect(nav.getByRole('link', { name: /^\+225/ })).toHaveAttribute('href', /^tel:\+225/);
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
  // A link naming a site (decision 045) reads the same: every sheet, the tabs hidden.
  for (const address of ['/tarifs', '/tarifs?site=marcory']) {
    await page.goto(address);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const t of list) await expect(page.getByRole('heading', { level: 2, name: t.site, exact: true })).toBeVisible();
  }

  await page.goto('/campus');
  await expect(page.getByRole('tablist', { name: 'Espaces de la visite virtuelle' })).toBeHidden();
  for (const name of ["Hall d'accueil", 'Amphithéâtre', 'Bibliothèque', 'Salle informatique']) {
    await expect(page.getByRole('tabpanel', { name, exact: true }).getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Voir en 360°/ })).toHaveCount(0);
});

test('a photo or video of an album or an article opens by its own link: a photo as its 1280 px variant', async ({ page, request }) => {
  const found = await albumWithPhotoAndVideo(request);
  const items = found.items.filter((i) => i.isActive).sort((x, y) => x.order - y.order);
  const photo = items.find((i) => i.mediaType === 'image')!;
  const video = items.find((i) => i.mediaType === 'video')!;
  await page.goto(`/galerie/${found.id}`);
  const grid = page.getByRole('region', { name: "Photos et vidéos de l'album" });
  // The viewer's buttons need scripts: not shown, a link in their place.
  await expect(grid.getByRole('button')).toHaveCount(0);
  const videoLink = grid.getByRole('link', { name: `Lire la vidéo : ${video.title}` });
  await expect(videoLink).toHaveAttribute('href', video.mediaUrl);
  const photoLink = grid.getByRole('link', { name: `Agrandir la photo : ${photo.title}` });
  const variant = photo.mediaUrl.replace(/^\/media\/(.+)\.\w+$/, '/media/w1280/$1.webp');
  await expect(photoLink).toHaveAttribute('href', variant);
  const [shown] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(variant)), photoLink.click()]);
  expect([shown.status(), shown.headers()['content-type']]).toEqual([200, 'image/webp']);

  let withImages: { slug: string; images: Awaited<ReturnType<typeof newsImages>> } | null = null;
  for (const n of await activeNews(request)) {
    const images = await newsImages(request, n.slug);
    if (images.length > 0) withImages = { slug: n.slug, images };
  }
  expect(withImages, 'the demo data has an article with photos').toBeTruthy();
  const { slug, images } = withImages!;
  await page.goto(`/actualites/${slug}`);
  await expect(page.getByRole('link', { name: /^Agrandir la photo 1 sur/ })).toHaveAttribute('href', images[0].imageUrl.replace(/^\/media\/(.+)\.\w+$/, '/media/w1280/$1.webp'));
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('the script-less menu is not shown; the menu button is', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(page.getByRole('banner').locator('details')).toBeHidden();
  });

  test('an album tile is one button, the script-less link is not shown', async ({ page, request }) => {
    const [first] = await albums(request);
    await page.goto(`/galerie/${first.id}`);
    const grid = page.getByRole('region', { name: "Photos et vidéos de l'album" });
    await expect(grid.getByRole('button').first()).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(0);
  });
});
