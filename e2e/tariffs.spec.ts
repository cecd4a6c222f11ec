// /tarifs (public-site.md sections 2, 5 and 9): one tab per site, the first selected; every
// amount formatted like the app's formatAmount ("85 000 F CFA", plain spaces); the payment
// schedule only when totalFee is above 0.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatAmount } from '../shared/src/format';
import { DESKTOP, PHONE, apiJson, frenchAmount, navigateByHeader, open, tariffs, waitForHydration, type Tariff } from './helpers';

test.use({ viewport: DESKTOP });

/** The amount cell of the schedule row whose header starts with `label`. */
const amountOf = (panel: Locator, label: string) => panel.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

async function expectSheet(panel: Locator, t: Tariff) {
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(t.site);
  await expect(panel).toContainText(t.programName);
  await expect(panel).toContainText(t.programDuration);
  await expect(panel).toContainText(t.location);
  const table = panel.getByRole('table');
  await expect(table).toBeVisible();
  await expect(amountOf(panel, "Frais d'inscription")).toHaveText(frenchAmount(t.inscriptionFee));
  await expect(amountOf(panel, 'Frais annexes')).toHaveText(frenchAmount(t.fraisAnnexes));
  await expect(amountOf(panel, 'Total')).toHaveText(frenchAmount(t.totalFee));
  await expect(amountOf(panel, '1er versement')).toHaveText(frenchAmount(t.firstPayment));
  if (t.secondPayment > 0) await expect(amountOf(panel, '2e versement')).toHaveText(frenchAmount(t.secondPayment));
  if (t.thirdPayment > 0) await expect(amountOf(panel, '3e versement')).toHaveText(frenchAmount(t.thirdPayment));
}

test('amounts read like formatAmount: thousands with plain spaces, then F CFA', () => {
  expect(formatAmount(85000)).toBe('85 000 F CFA');
  expect(frenchAmount(85000)).toBe('85 000 F CFA');
  for (const n of [0, 500, 7500, 85000, 140000, 1250000]) expect(frenchAmount(n)).toBe(formatAmount(n));
});

test('one tab per site, the first selected; each tab shows its site, fees and schedule', async ({ page, request }) => {
  const list = await tariffs(request);
  expect(list.length).toBeGreaterThan(1);
  await open(page, '/tarifs');
  const tabs = page.getByRole('tablist', { name: 'Choisir un site' }).getByRole('tab');
  await expect(tabs).toHaveText(list.map((t) => t.site));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expectSheet(page.getByRole('tabpanel'), list[0]);
  // No narrow or ordinary no-break space in the amounts: plain spaces, as formatAmount writes them.
  const amounts = await page.getByRole('tabpanel').getByRole('cell').allTextContents();
  for (const a of amounts) expect(a).not.toMatch(/[\u00a0\u202f]/);

  for (let i = 1; i < list.length; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expectSheet(panel, list[i]);
  }
  // The arrow keys move between the sites.
  await tabs.nth(list.length - 1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
});

test('the payment schedule is shown only when totalFee is above 0', async ({ page, request }) => {
  const real = await apiJson<{ tariffs: Tariff[] }>(request, '/api/tariffs');
  const first = { ...real.tariffs[0], totalFee: 0 };
  await open(page, '/contact');
  await page.route((u) => u.pathname === '/api/tariffs', (route) => route.fulfill({ json: { tariffs: [first, ...real.tariffs.slice(1)] } }));
  await page.getByRole('banner').getByRole('link', { name: 'Nos Tarifs' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(first.site);
  await expect(panel.getByRole('table')).toHaveCount(0);
  await page.getByRole('tab', { name: real.tariffs[1].site }).click();
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  await navigateByHeader(page, 'Contact', '/contact');
});

/** The seed's Marcory sheet (a tab other than the first), with its key in the address. */
async function marcory(request: APIRequestContext) {
  const list = await tariffs(request);
  const at = list.findIndex((t) => t.site === 'Site de Marcory');
  expect(at, 'the seed has a Marcory sheet after the first tab').toBeGreaterThan(0);
  return { list, sheet: list[at], tab: (page: Page) => page.getByRole('tab', { name: 'Site de Marcory', includeHidden: true }) };
}

/** The "Informations bancaires" card of the sheet shown. */
const bankCard = (page: Page) => page.getByRole('tabpanel').locator('section').filter({ has: page.getByRole('heading', { name: 'Informations bancaires' }) });
/** The longest group of digits of a sheet's account: each seeded site has its own. */
const accountDigits = (t: Tariff) => [...(t.accountInfo ?? '').matchAll(/\d{5,}/g)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0];

/** Collects React's hydration errors (logged to the console) from here on. */
function hydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the site chosen is in the address: Back from a link and a reload show its sheet and bank account again (decision 045)', async ({ page, request }) => {
  const { sheet, tab } = await marcory(request);
  const errors = hydrationErrors(page);
  await open(page, '/tarifs');
  await tab(page).click();
  await expect(page).toHaveURL(/\/tarifs\?site=marcory$/);
  const bank = bankCard(page);
  await bank.scrollIntoViewIfNeeded();
  await expect(bank).toContainText(accountDigits(sheet));
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(sheet.site);

  // A link followed, then Back (in the site: the router; the same then with a full load).
  await page.getByRole('tabpanel').getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tarifs\?site=marcory$/);
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(sheet.site);
  await expect(bankCard(page)).toContainText(accountDigits(sheet));
  await page.goto('/contact');
  await page.goBack();
  await waitForHydration(page);
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(bankCard(page)).toContainText(accountDigits(sheet));

  await page.reload();
  await waitForHydration(page);
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(sheet.site);
  // Tabs tried replace the entry: one Back leaves the page, to where the visitor came from.
  await page.getByRole('tab', { name: 'Site de Cocody' }).click();
  await expect(page).toHaveURL(/\/tarifs\?site=cocody$/);
  expect(errors).toEqual([]);
});

test('a shared link to a sheet is drawn by the server on that tab, the same page kept for it only (decision 045)', async ({ browser, request }) => {
  const { list, sheet, tab } = await marcory(request);
  // Without scripts, the page as the server drew it: the tab selected there is what hydration starts from.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const raw = await still.newPage();
  for (let i = 0; i < 2; i++) {
    // Twice each: the second answer is the kept page.
    await raw.goto('/tarifs?site=marcory');
    await expect(tab(raw)).toHaveAttribute('aria-selected', 'true');
    await raw.goto('/tarifs');
    await expect(raw.getByRole('tab', { name: list[0].site, includeHidden: true })).toHaveAttribute('aria-selected', 'true');
    await expect(tab(raw)).toHaveAttribute('aria-selected', 'false');
    // A value that names no sheet, or another parameter: the first tab.
    for (const address of ['/tarifs?site=nulle-part', '/tarifs?site=Marcory', '/tarifs?x=1']) {
      await raw.goto(address);
      await expect(raw.getByRole('tab', { name: list[0].site, includeHidden: true }), address).toHaveAttribute('aria-selected', 'true');
    }
  }
  await still.close();

  const page = await browser.newPage();
  const errors = hydrationErrors(page);
  await open(page, '/tarifs?site=marcory');
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(sheet.site);
  await open(page, '/tarifs?site=nulle-part');
  await expect(page.getByRole('tab', { name: list[0].site })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
  await page.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the bank account number stays on one line at 360 px, and nothing scrolls sideways at 320 px', async ({ page, request }) => {
    const list = await tariffs(request);
    await open(page, '/tarifs');
    for (const [i, t] of list.entries()) {
      if (i > 0) await page.getByRole('tab', { name: t.site }).click();
      const number = /\d[\d ]*\d/.exec(t.accountInfo ?? '')?.[0];
      if (!number) continue;
      const text = bankCard(page).locator('p');
      // The top of each character of the number: one line, one top.
      const tops = await text.evaluate((p, n) => {
        const node = p.firstChild!;
        const at = node.textContent!.replace(/\u00a0/g, ' ').indexOf(n);
        return Array.from({ length: n.length }, (_, i) => {
          const range = document.createRange();
          range.setStart(node, at + i);
          range.setEnd(node, at + i + 1);
          return Math.round(range.getBoundingClientRect().top);
        });
      }, number);
      expect(new Set(tops).size, `${t.site}: « ${number} » on one line`).toBe(1);
    }
    await page.setViewportSize({ width: 320, height: 640 });
    for (const t of list) {
      await page.getByRole('tab', { name: t.site }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), t.site).toBeLessThanOrEqual(320);
    }
  });

  // WCAG 1.4.12: the spacing a user's stylesheet or a browser extension applies.
  const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }';

  /** Each amount of the visible sheet's table and the table's box: where the amount's characters end, and how far the box scrolls. */
  const amountsInBox = (region: Locator) =>
    region.evaluate((box) => {
      const rect = box.getBoundingClientRect();
      const cells = Array.from(box.querySelectorAll('td')).map((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        const r = range.getBoundingClientRect();
        return { text: td.textContent, left: r.left - rect.left, right: r.right - rect.left, lines: range.getClientRects().length };
      });
      return { cells, width: box.clientWidth, scrolls: box.scrollWidth - box.clientWidth };
    });

  test('with spaced text (WCAG 1.4.12) or a larger default font, no amount is cut: the table box scrolls sideways, a focusable region named by its caption (decision 052)', async ({ page, request }) => {
    const list = await tariffs(request);
    const regionOf = (p: Page) => p.getByRole('tabpanel').getByRole('region', { name: /^Frais de scolarité et échéancier/ });
    // At the usual size the box does not scroll and every amount is inside it, on one line.
    await open(page, '/tarifs');
    for (const [i, t] of list.entries()) {
      if (i > 0) await page.getByRole('tab', { name: t.site }).click();
      await expect(regionOf(page)).toBeVisible();
      const { cells, width, scrolls } = await amountsInBox(regionOf(page));
      expect(scrolls, t.site).toBe(0);
      for (const c of cells) {
        expect(c.right, `${t.site}: ${c.text}`).toBeLessThanOrEqual(width);
        expect(c.lines, `${t.site}: ${c.text} on one line`).toBe(1);
      }
    }

    for (const how of ['text spacing', 'a 20 px default font'] as const) {
      const other = await page.context().newPage();
      if (how === 'a 20 px default font') await (await page.context().newCDPSession(other)).send('Page.setFontSizes', { fontSizes: { standard: 20 } });
      await open(other, '/tarifs');
      if (how === 'text spacing') await other.addStyleTag({ content: TEXT_SPACING });
      for (const [i, t] of list.entries()) {
        if (i > 0) await other.getByRole('tab', { name: t.site }).click();
        const region = regionOf(other);
        await expect(region).toHaveAttribute('tabindex', '0');
        const before = await amountsInBox(region);
        expect(before.scrolls, `${how}, ${t.site}: the table is wider than its box, or this proves nothing`).toBeGreaterThan(0);
        // Reached from the keyboard: focused, the arrows scroll it.
        await region.focus();
        await other.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((el) => el.scrollLeft), `${how}, ${t.site}`).toBeGreaterThan(0);
        await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
        const after = await amountsInBox(region);
        for (const c of after.cells) {
          expect(c.right, `${how}, ${t.site}: ${c.text} ends inside the box`).toBeLessThanOrEqual(after.width + 1);
          expect(c.left, `${how}, ${t.site}: ${c.text} starts inside the box`).toBeGreaterThanOrEqual(-1);
        }
      }
      await other.close();
    }
  });

  test('an e-mail address too long for the line breaks before its "@" or a dot, never inside a word', async ({ page }) => {
    await open(page, '/tarifs');
    let wrapped = 0;
    for (const link of await page.locator('main a[href^="mailto:"]').filter({ visible: true }).all()) {
      // Where each line starts: the character whose box is lower than the one before it.
      const { text, lineStarts } = await link.evaluate((a) => {
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        const chars: Array<{ ch: string; top: number }> = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ ch: node.textContent![i], top: range.getBoundingClientRect().top });
          }
        }
        const starts = chars.flatMap((c, i) => (i > 0 && c.top > chars[i - 1].top + 2 ? [i] : []));
        return { text: chars.map((c) => c.ch).join(''), lineStarts: starts };
      });
      for (const at of lineStarts) expect(['@', '.'], `${text} breaks before « ${text.slice(at)} »`).toContain(text[at]);
      if (lineStarts.length > 0) wrapped++;
    }
    expect(wrapped, 'no address here is long enough to wrap at 360 px: the check above proved nothing').toBeGreaterThan(0);
  });
});
