// Lists that grow with the school's use, shown a step at a time: a large album (a whole folder
// dropped into the desktop app) 24 tiles at a time with "Voir plus de médias", the news archive
// 12 cards at a time with "Voir plus d'actualités". The viewer still goes through the whole
// album, and the focus lands where a keyboard user expects. On the admin flows' own server:
// it adds an album and news.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_URL, loginByApi, originHeaders, pngFile } from './admin-helpers';
import { DESKTOP, PHONE, axeViolations, describeViolations, open } from './helpers';

test.use({ baseURL: ADMIN_URL, viewport: DESKTOP });

const TOTAL = 30;
let albumId: number;
/** Articles added in a category the demo uses once (the admin flows publish in others). */
const CATEGORY = 'International';
const ADDED_NEWS = 20;

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data, headers: originHeaders });
  expect(res.status(), `POST ${path}`).toBe(201);
  return (await res.json()) as T;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: ADMIN_URL });
  await loginByApi(page);
  // Every tile shows the same small photo, uploaded here: the page's behaviour is checked, not the pictures.
  const upload = await page.request.post('/api/admin/gallery-upload', { multipart: { media: pngFile('tuile.png', [20, 90, 160]) }, headers: originHeaders });
  expect(upload.status(), 'upload').toBe(201);
  const photo = ((await upload.json()) as { mediaUrl: string }).mediaUrl;
  const created = await post<{ album: { id: number } }>(page.request, '/api/admin/albums', { title: "Album d'essai : trente photos", category: 'Cérémonies', order: 99 });
  albumId = created.album.id;
  for (let i = 1; i <= TOTAL; i++) await post(page.request, '/api/admin/gallery-items', { albumId, mediaUrl: photo, mediaType: 'image', order: i });
  // Dated 2019: older than every other article, they never push one out of the first cards.
  // Slugs stamped: Playwright runs this again in a new worker after a failed test.
  const stamp = Date.now().toString(36);
  for (let i = 1; i <= ADDED_NEWS; i++) {
    const day = String(i).padStart(2, '0');
    await post(page.request, '/api/admin/news', { title: `Archive internationale ${day}`, slug: `archive-internationale-${day}-${stamp}`, date: `2019-01-${day}`, category: CATEGORY, author: 'Direction', summary: 'Un article plus ancien.' });
  }
  await page.close();
});

const tiles = (page: Page) => page.getByRole('button', { name: /^Agrandir la photo : Photo \d+$/ });

test('24 tiles at first, the rest with "Voir plus de médias", the focus on the first new tile', async ({ page }) => {
  await open(page, `/galerie/${albumId}`);
  await expect(page.getByText(`${TOTAL} éléments`, { exact: true })).toBeVisible();
  await expect(tiles(page)).toHaveCount(24);
  await expect(page.getByText(`24 éléments affichés sur ${TOTAL}`)).toBeVisible();
  // Server-rendered so: the HTML itself holds 24 tiles' buttons, not 30 (the other six are
  // links inside a <noscript>, for browsers without scripts).
  const html = await (await page.request.get(`/galerie/${albumId}`)).text();
  expect(html.match(/<button[^>]*aria-label="Agrandir la photo : Photo \d+"/g)).toHaveLength(24);

  const more = page.getByRole('button', { name: 'Voir plus de médias' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(TOTAL);
  await expect(more).toHaveCount(0);
  await expect(page.getByText(/éléments affichés sur/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Agrandir la photo : Photo 25' })).toBeFocused();
});

test('the viewer goes past the shown tiles, and closing it there shows that tile and focuses it', async ({ page }) => {
  await open(page, `/galerie/${albumId}`);
  await expect(tiles(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Agrandir la photo : Photo 24' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('figcaption p[aria-live]')).toHaveText(`Élément 24 / ${TOTAL}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('figcaption p[aria-live]')).toHaveText(`Élément 26 / ${TOTAL}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Agrandir la photo : Photo 26' })).toBeFocused();
  await expect(tiles(page)).toHaveCount(TOTAL);
});

test("/actualites: 12 cards of a category at first, the rest with \"Voir plus d'actualités\", back to 12 on another filter", async ({ page }) => {
  const { news } = (await (await page.request.get('/api/news')).json()) as { news: Array<{ category: string; featured: boolean; isActive: boolean }> };
  const inCategory = news.filter((n) => n.isActive && !n.featured && n.category === CATEGORY).length;
  expect(inCategory).toBeGreaterThan(12);
  await open(page, '/actualites');
  const section = page.getByRole('region', { name: 'Toutes les actualités' });
  const cards = section.getByRole('listitem');
  const more = section.getByRole('button', { name: "Voir plus d'actualités" });
  await expect(cards).toHaveCount(12);
  await expect(more).toBeVisible();

  await section.getByRole('button', { name: CATEGORY, exact: true }).click();
  await expect(cards).toHaveCount(12);
  await expect(section.getByText(`12 actualités affichées sur ${inCategory}`, { exact: true }).first()).toBeAttached();
  await more.click();
  await expect(cards).toHaveCount(inCategory);
  await expect(more).toHaveCount(0);
  await expect(cards.nth(12).getByRole('link')).toBeFocused();
  await expect(section.locator('[aria-live]')).toHaveText(`${inCategory} actualités affichées`);

  await section.getByRole('button', { name: 'Tous', exact: true }).click();
  await expect(cards).toHaveCount(12);
  await expect(more).toBeVisible();
});

test('on a phone, both pages with their "Voir plus" button have no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of [`/galerie/${albumId}`, '/actualites']) {
    await open(page, path);
    await expect(page.getByRole('button', { name: /^Voir plus/ })).toBeVisible();
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, `${path}: ${describeViolations(serious)}`).toEqual([]);
  }
});

test('with scripts, the script-less remainder is neither drawn nor in the way of hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await open(page, `/galerie/${albumId}`);
  await expect(tiles(page)).toHaveCount(24);
  await expect(page.getByRole('region', { name: "Photos et vidéos de l'album" }).getByRole('link')).toHaveCount(0);
  await open(page, '/actualites');
  await expect(page.getByRole('list', { name: 'Actualités plus anciennes' })).toHaveCount(0);
  // A hydration mismatch is logged as an error by React.
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the tiles and articles past the first ones are links where "Voir plus" would be', async ({ page }) => {
    await page.goto(`/galerie/${albumId}`);
    const grid = page.getByRole('region', { name: "Photos et vidéos de l'album" });
    await expect(grid.getByRole('link', { name: /^Agrandir la photo : Photo \d+$/ })).toHaveCount(TOTAL);
    const last = grid.getByRole('link', { name: `Agrandir la photo : Photo ${TOTAL}` });
    await expect(last).toBeVisible();
    await expect(last).toHaveAttribute('href', /^\/media\/w1280\/[a-f0-9]{32}\.webp$/);
    await expect(grid.getByText(/éléments affichés sur/).filter({ visible: true })).toHaveCount(0);

    const { news } = (await (await page.request.get('/api/news')).json()) as { news: Array<{ title: string; slug: string; featured: boolean; isActive: boolean }> };
    const listed = news.filter((n) => n.isActive && !n.featured);
    expect(listed.length).toBeGreaterThan(12);
    await page.goto('/actualites');
    const section = page.getByRole('region', { name: 'Toutes les actualités' });
    const older = section.getByRole('list', { name: 'Actualités plus anciennes' });
    await expect(older.getByRole('link')).toHaveCount(listed.length - 12);
    const oldest = listed[listed.length - 1];
    await expect(older.locator(`a[href="/actualites/${oldest.slug}"]`)).toHaveText(oldest.title);
    await expect(section.getByText(/actualités affichées sur/).filter({ visible: true })).toHaveCount(0);
  });
});
