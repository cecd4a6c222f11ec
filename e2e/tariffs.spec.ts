// /tarifs (public-site.md sections 2, 5 and 9): one tab per site, the first selected; every
// amount formatted like the app's formatAmount ("85 000 F CFA", plain spaces); the payment
// schedule only when totalFee is above 0.
import { expect, test, type Locator } from '@playwright/test';
import { formatAmount } from '../shared/src/format';
import { DESKTOP, PHONE, apiJson, frenchAmount, navigateByHeader, open, tariffs, type Tariff } from './helpers';

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

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

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
