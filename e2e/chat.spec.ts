// The chat assistant in Chromium against the built, seeded server (public-site.md sections
// 4, 5 and 8; issue 4).
import { expect, test, type Page } from '@playwright/test';

const HH_MM = /^\d{2}:\d{2}$/;
const ERROR_TEXT = "Désolé, une erreur s'est produite. Veuillez réessayer.";

async function openChat(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
  const dialog = page.getByRole('dialog', { name: 'Assistant virtuel' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the window on the home page and sends `question`: the window and its input. */
async function askInChat(page: Page, question: string) {
  const dialog = await openChat(page);
  const input = dialog.getByRole('textbox', { name: 'Votre message' });
  await input.fill(question);
  await input.press('Enter');
  return { dialog, input };
}

const botMessages = (page: Page) => page.getByTestId('chat-bot-message');

test('the window is loaded on first open and shows the welcome message, focus in the input', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/ChatWindow/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: "Ouvrir l'assistant virtuel" });
  await expect(launcher).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);

  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Assistant virtuel' });
  await expect(dialog).toBeVisible();
  expect(chunks.length).toBe(1);
  await expect(botMessages(page).first()).toContainText("Bonjour ! Je suis l'assistant virtuel");
  await expect(botMessages(page).first().locator('time')).toHaveText(HH_MM);
  const input = dialog.getByRole('textbox', { name: 'Votre message' });
  await expect(input).toBeFocused();
  // The same 2 px ring as every other field (a 1 px border's colour alone was the only sign).
  expect(await input.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(['solid', '2px']);
  const box = await dialog.boundingBox();
  expect(Math.round(box!.width)).toBe(384);
  expect(Math.round(box!.height)).toBe(500);
});

test('a suggested question is asked and answered with amounts and the time', async ({ page }) => {
  const dialog = await openChat(page);
  await dialog.getByRole('button', { name: 'Combien coûte le BTS ?' }).click();
  await expect(page.getByTestId('chat-user-message')).toContainText('Combien coûte le BTS ?');
  const answer = botMessages(page).nth(1);
  await expect(answer).toContainText('F CFA');
  await expect(answer).toContainText('Sur quel site souhaitez-vous étudier');
  await expect(answer.locator('time')).toHaveText(HH_MM);
  // Suggestions are for the first question only.
  await expect(dialog.getByRole('button', { name: "Comment s'inscrire ?" })).toHaveCount(0);
});

test('a typed question gets its answer, and the link in it opens the page', async ({ page }) => {
  const { dialog } = await askInChat(page, 'c combien la scolarité à cocody ?');
  const answer = botMessages(page).nth(1);
  await expect(answer).toContainText('Site de Cocody');
  await expect(answer).toContainText(/\d{2,3} 000 F CFA/);
  // Every amount kept on one line, never "225 / 000" (the window is narrow, a phone's full
  // width): the text that holds it may not wrap.
  const amounts = await answer.evaluate((el) => {
    const out: Array<{ amount: string; wraps: boolean }> = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const whiteSpace = getComputedStyle(node.parentElement!).whiteSpace;
      for (const m of (node.textContent ?? '').matchAll(/\d{1,3}(?: \d{3})+ F CFA/g)) out.push({ amount: m[0], wraps: !/nowrap|pre\b/.test(whiteSpace) });
    }
    return out;
  });
  expect(amounts.length, 'amounts in the answer').toBeGreaterThan(0);
  expect(amounts.filter((a) => a.wraps).map((a) => a.amount), 'amounts that may break across lines').toEqual([]);
  await expect(answer.locator('time')).toHaveText(HH_MM);
  await answer.getByRole('link', { name: 'Nos Tarifs' }).click();
  // The site asked about is the tab the page opens on (decision 045).
  await expect(page).toHaveURL(/\/tarifs\?site=cocody$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Site de Cocody' })).toHaveAttribute('aria-selected', 'true');
  // The conversation is still there on the new page.
  await expect(dialog).toBeVisible();
  await expect(botMessages(page)).toHaveCount(2);
});

test("a question about one site's bank account links to that site's tab, which shows that account (decision 045)", async ({ page }) => {
  await askInChat(page, 'le numéro de compte pour payer à Yopougon ?');
  const answer = botMessages(page).nth(1);
  await expect(answer).toContainText('Yopougon');
  const account = /Compte n° [\d ]+\d/.exec((await answer.textContent()) ?? '')?.[0];
  expect(account, 'the answer gives the account').toBeTruthy();
  await answer.getByRole('link', { name: 'Nos Tarifs' }).click();
  await expect(page).toHaveURL(/\/tarifs\?site=yopougon$/);
  await expect(page.getByRole('tab', { name: 'Site de Yopougon' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(account!);
});

test('a message empty after trimming is not sent', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/chat', (route) => {
    calls++;
    return route.continue();
  });
  const dialog = await openChat(page);
  const input = dialog.getByRole('textbox', { name: 'Votre message' });
  const send = dialog.getByRole('button', { name: 'Envoyer' });
  await input.fill('    ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  expect(calls).toBe(0);
});

/** Holds the replies of /api/chat (the real server's answer, delayed) until the returned call. */
async function holdChat(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/chat', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Asks `question` with its reply held (holdChat): the window, its input and the release. */
async function askHeld(page: Page, question: string) {
  const release = await holdChat(page);
  const asked = await askInChat(page, question);
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  return { release, ...asked };
}

test('while the reply is pending the input keeps the focus, read-only and aria-disabled, with a typing indicator; nothing more is sent', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/chat')) calls++;
  });
  const { release, dialog, input } = await askHeld(page, 'Quels sont vos horaires ?');
  // Not `disabled` (decision 052): that dropped the focus to <body>, out of the window.
  await expect(input).toBeDisabled();
  await expect(input).toHaveAttribute('aria-disabled', 'true');
  await expect(input).toHaveJSProperty('readOnly', true);
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await expect(input).toBeFocused();
  await page.keyboard.type('encore');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(1);
  release();
  await expect(botMessages(page).nth(1)).toContainText('Lundi - Vendredi');
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  expect(calls).toBe(1);
});

test('a suggestion pressed from the keyboard hands the focus to the input, and Escape closes the window while the reply is pending', async ({ page }) => {
  const release = await holdChat(page);
  const dialog = await openChat(page);
  const input = dialog.getByRole('textbox', { name: 'Votre message' });
  await expect(input).toBeFocused();
  // The suggestions are the controls before the input; this one is the last but one.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const suggestion = dialog.getByRole('button', { name: 'Quels sont vos horaires ?' });
  await expect(suggestion).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const launcher = page.getByRole('button', { name: "Ouvrir l'assistant virtuel" });
  await expect(launcher).toBeFocused();
  release();
  // The reply lands in the closed window and takes nothing from the launcher.
  await launcher.click();
  await expect(botMessages(page).nth(1)).toContainText('Lundi - Vendredi');
  await expect(input).toBeFocused();
});

test('a reply that arrives after the visitor moved on to the page leaves the focus there; one that arrives while <body> has it gives it to the input', async ({ page }) => {
  const { release, dialog, input } = await askHeld(page, 'Quels sont vos horaires ?');
  // The window beside the page is not modal: the visitor goes on reading the page.
  const link = page.getByRole('contentinfo').getByRole('link').first();
  await link.focus();
  release();
  await expect(botMessages(page).nth(1)).toContainText('Lundi - Vendredi');
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  await page.waitForTimeout(200);
  await expect(link).toBeFocused();
  await expect(dialog).toBeVisible();

  await page.unroute('**/api/chat');
  const release2 = await holdChat(page);
  await input.fill('merci');
  await input.press('Enter');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Escape from <body> closes the window too; reopened, the wait goes on.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
  await expect(input).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  release2();
  await expect(botMessages(page).nth(2)).toContainText('Avec plaisir');
  await expect(input).toBeFocused();
});

test('a failed request shows the error message; success false adds nothing', async ({ page }) => {
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"x"}' }));
  const { input } = await askInChat(page, 'Bonjour');
  await expect(botMessages(page).nth(1)).toHaveText(new RegExp(ERROR_TEXT.replace(/[.?]/g, '\\$&')));
  // "Veuillez réessayer": the question is back in the input, not to be typed again.
  await expect(input).toHaveValue('Bonjour');
  await expect(input).toBeFocused();

  await page.unroute('**/api/chat');
  await page.route('**/api/chat', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }));
  await input.fill('Encore ?');
  await input.press('Enter');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(2);
  await expect(input).toBeEnabled();
  await expect(botMessages(page)).toHaveCount(2);
});

test('a request that never answers (a stalled mobile connection) ends in the error message, and the input comes back', async ({ page }) => {
  await page.clock.install();
  // Never answered, as a request lost on a stalled connection.
  await page.route('**/api/chat', () => {});
  const { input } = await askInChat(page, 'Quels sont vos horaires ?');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await expect(input).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(botMessages(page).nth(1)).toHaveText(new RegExp(ERROR_TEXT.replace(/[.?]/g, '\\$&')));
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  await expect(input).toBeEnabled();
});

test('Escape closes the window and gives the focus back to the button', async ({ page }) => {
  const dialog = await openChat(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const launcher = page.getByRole('button', { name: "Ouvrir l'assistant virtuel" });
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  // Reopened, the conversation is kept.
  await launcher.click();
  await expect(botMessages(page)).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });
  test('the window takes the whole screen and the close button closes it', async ({ page }) => {
    const dialog = await openChat(page);
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 700 });
    await dialog.getByRole('button', { name: "Fermer l'assistant virtuel" }).click();
    await expect(dialog).toBeHidden();
  });

  test('Tab stays in the window that covers the screen; Escape gives the page and the focus back', async ({ page }) => {
    const dialog = await openChat(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      // Nothing under the window (the header's links, the slider) gets the focus; past the
      // window's last control it leaves the page (the browser's own bar), then comes back.
      const where = await dialog.evaluate((el) => (el.contains(document.activeElement) ? 'window' : (document.activeElement?.tagName ?? 'none')));
      expect(['window', 'BODY']).toContain(where);
    }
    await dialog.getByRole('textbox', { name: 'Votre message' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: "Ouvrir l'assistant virtuel" })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a reply taller than the window is shown from its beginning; a short one, whole, at the bottom', async ({ page }) => {
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Votre message' });
    const log = dialog.getByRole('log');
    await input.fill('quelles sont vos filières ?');
    await input.press('Enter');
    const long = botMessages(page).nth(1);
    await expect(long).toContainText('Toutes les filières');
    await expect(input).toBeEnabled();
    const [logBox, longBox] = [await log.boundingBox(), await long.boundingBox()];
    expect(longBox!.height).toBeGreaterThan(logBox!.height);
    // Its first line ("Nos 12 filières :") is in view, not scrolled away above.
    expect(longBox!.y).toBeGreaterThanOrEqual(logBox!.y - 1);
    expect(longBox!.y).toBeLessThan(logBox!.y + logBox!.height / 2);

    await input.fill('merci');
    await input.press('Enter');
    const short = botMessages(page).nth(2);
    await expect(short).toContainText('Avec plaisir');
    await expect(input).toBeEnabled();
    const shortBox = await short.boundingBox();
    expect(shortBox!.y + shortBox!.height).toBeLessThanOrEqual(logBox!.y + logBox!.height + 1);
    expect(shortBox!.y).toBeGreaterThanOrEqual(logBox!.y);
  });
});
