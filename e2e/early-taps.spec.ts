// Taps made before hydration (site/src/app/early-taps.ts, docs/decisions/037). On a slow phone
// the page shows its buttons 1.5 to 3 s before its scripts have run: a tap on one then is kept
// (the button shows it is waiting) and done once the page is hydrated, never lost. Here the
// client entry is held back while the test taps, the way a slow connection holds it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, tariffs, waitForHydration } from './helpers';

test.use({ viewport: PHONE });

/**
 * Opens `path` with its client entry held: the server's page is shown, fully parsed, and none
 * of its scripts but the inline ones has run. Returns a function that lets the entry through
 * and waits for hydration (or, `lost`, fails its download).
 */
async function openBeforeHydration(page: Page, path: string) {
  let release!: (lost: boolean) => void;
  const released = new Promise<boolean>((r) => (release = r));
  await page.route(
    (u) => /^\/assets\/main-[^/]+\.js$/.test(u.pathname),
    async (route) => ((await released) ? route.abort('internetdisconnected') : route.continue()),
  );
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('footer a').first()).toBeAttached();
  return async (lost = false) => {
    release(lost);
    if (!lost) await waitForHydration(page);
  };
}

const isHydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

/** React's hydration mismatches, logged as errors. */
function recordHydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the menu button tapped before hydration: marked as waiting, then the menu opens', async ({ page }) => {
  const errors = recordHydrationErrors(page);
  const hydrate = await openBeforeHydration(page, '/');
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  await button.click();
  expect(await isHydrated(button)).toBe(false);
  await expect(button).toHaveAttribute('data-early-tap', '');
  // Shown as taken and waiting (styles.css).
  await expect(button).toHaveCSS('animation-name', 'early-tap');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

  await hydrate();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Campus', exact: true })).toBeVisible();
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);
  // Closed by its own button: the page works as usual afterwards.
  await menu.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
});

test('the chat button tapped twice before hydration opens the assistant once (not opened then closed)', async ({ page }) => {
  const hydrate = await openBeforeHydration(page, '/');
  const launcher = page.getByRole('button', { name: "Ouvrir l'assistant virtuel" });
  await launcher.click();
  await launcher.click();
  await hydrate();
  const dialog = page.getByRole('dialog', { name: 'Assistant virtuel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Votre message' })).toBeFocused();
  // One press more closes it: the early taps are done once, and the listener is gone.
  await dialog.getByRole('button', { name: "Fermer l'assistant virtuel" }).click();
  await expect(dialog).toBeHidden();
});

test("a site's tab tapped before hydration on /tarifs is selected once hydrated", async ({ page, request }) => {
  const list = await tariffs(request);
  expect(list.length).toBeGreaterThan(1);
  const errors = recordHydrationErrors(page);
  const hydrate = await openBeforeHydration(page, '/tarifs');
  const tabs = page.getByRole('tablist', { name: 'Choisir un site' }).getByRole('tab');
  const second = tabs.nth(1);
  await expect(second).toHaveText(list[1].site);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await expect(second).toHaveAttribute('data-early-tap', '');

  await hydrate();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(list[1].site);
  await expect(second).not.toHaveAttribute('data-early-tap');
  expect(errors).toEqual([]);
});

test('the menu, then the assistant tapped before hydration: the last tap is the one done', async ({ page }) => {
  const hydrate = await openBeforeHydration(page, '/');
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  const launcher = page.getByRole('button', { name: "Ouvrir l'assistant virtuel" });
  await menuButton.click();
  await launcher.click();
  // The mark moves to the button that will be pressed.
  await expect(menuButton).not.toHaveAttribute('data-early-tap');
  await expect(launcher).toHaveAttribute('data-early-tap', '');
  await hydrate();
  await expect(page.getByRole('dialog', { name: 'Assistant virtuel' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);
});

test('a page that hydration renders afresh (changed by an extension) still gets the tap, on the button alike', async ({ page }) => {
  const hydrate = await openBeforeHydration(page, '/');
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  await button.click();
  const tapped = await button.elementHandle();
  // Text a translating extension would add: React cannot keep the server's nodes.
  await page.evaluate(() => document.querySelector('main')!.prepend(Object.assign(document.createElement('p'), { textContent: 'Traduit' })));
  await hydrate();
  expect(await tapped!.evaluate((el) => el.isConnected)).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('a button tapped before hydration that is no longer there after it: nothing else is pressed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const hydrate = await openBeforeHydration(page, '/');
  // A button React does not render: hydration renders the page afresh without it.
  await page.evaluate(() => {
    const stray = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Bouton ajouté' });
    document.querySelector('main')!.prepend(stray);
  });
  await page.getByRole('button', { name: 'Bouton ajouté' }).click();
  await hydrate();
  await expect(page.getByRole('button', { name: 'Bouton ajouté' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Ouvrir l'assistant virtuel" })).toHaveAttribute('aria-expanded', 'false');
  // React's report of the mismatch (#418) and nothing else.
  expect(errors.filter((e) => !/React error #418/.test(e))).toEqual([]);
});

test('the scripts lost on the way: the tapped button stops saying it will be pressed', async ({ page }) => {
  const hydrate = await openBeforeHydration(page, '/');
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  await button.click();
  await expect(button).toHaveAttribute('data-early-tap', '');
  await hydrate(true);
  await expect(button).not.toHaveAttribute('data-early-tap');
  expect(await page.evaluate(() => '__earlyTaps' in window)).toBe(false);
});

test('what works without scripts is left alone: a link goes, the contact form posts to the server', async ({ page }) => {
  await openBeforeHydration(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Campus', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/campus', { waitUntil: 'commit' });

  // The client entry is still held: the contact page is not hydrated either.
  await page.goto('/contact', { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'Envoyer le message' });
  expect(await isHydrated(submit)).toBe(false);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/contact');
  await submit.click();
  await posted;
  // The server's own page (the required fields missing): nothing was kept to be pressed later.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('[data-early-tap]').count()).toBe(0);
});
