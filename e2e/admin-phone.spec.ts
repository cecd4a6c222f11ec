// The administration on a phone (admin-back-office.md: one administrator, sometimes away from
// a desk): no screen wider than the phone, and every form dialog inside the screen, its
// buttons reachable. A wide table scrolls inside its own region, never the page.
import { expect, test, type Page } from '@playwright/test';
import { adminPaths } from '../shared/src/paths';
import { ADMIN_URL, loginByApi } from './admin-helpers';
import { PHONE } from './helpers';

test.use({ baseURL: ADMIN_URL, viewport: PHONE, isMobile: true, hasTouch: true });

/** Each list screen, and the label of its button that opens an empty form. */
const SCREENS: Array<[path: string, create?: string]> = [
  [adminPaths.dashboard.href()],
  [adminPaths.content.href()],
  [adminPaths.sliders.href(), 'Nouveau slider'],
  [adminPaths.founder.href()],
  [adminPaths.institutes.href(), 'Ajouter un institut'],
  [adminPaths.programs.href(), 'Nouvelle filière'],
  [adminPaths.news.href(), 'Nouvelle actualité'],
  [adminPaths.projects.href(), 'Nouveau projet'],
  [adminPaths.tariffs.href(), 'Nouveau Tarif'],
  [adminPaths.gallery.href()],
  [adminPaths.messages.href()],
  [adminPaths.chats.href()],
];

async function expectNoSidewaysScroll(page: Page, where: string) {
  // Against the phone's width, not innerWidth: a mobile browser widens its layout viewport
  // to a page that overflows, and the page is then shown shrunk or half off the screen.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: the page is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

// One login for all the screens: a screen is a page load and a dialog, the login costs as much.
test(`every admin screen, and each form, fits a ${PHONE.width} px phone`, async ({ page }) => {
  test.setTimeout(90_000);
  await loginByApi(page);
  for (const [path, create] of SCREENS) {
    await test.step(`${path}${create ? ` and « ${create} »` : ''}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The lists come from the API after the first paint.
      await expect(page.getByText(/^Chargement/)).toHaveCount(0);
      await expectNoSidewaysScroll(page, path);
      if (!create) return;

      await page.getByRole('button', { name: create, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x, `${path}: the form starts left of the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${path}: the form ends right of the screen`).toBeLessThanOrEqual(PHONE.width);
      for (const name of [/^(Créer|Enregistrer)/, /^Annuler$/]) {
        const button = dialog.getByRole('button', { name }).last();
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
    });
  }
});
