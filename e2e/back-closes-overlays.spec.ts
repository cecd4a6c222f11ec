// The phone's Back closes what covers the page instead of leaving it (decisions 016 and 036):
// the chat assistant full screen, the side menu, the "Voir en 360°" view (the photo viewer's
// own case is in lightbox.spec.ts). Closed otherwise, an overlay leaves no step behind it; a
// link followed from inside one opens its page once, and Back from there returns to the page
// under the overlay. The chat, modal on a phone, keeps the focus inside it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from '../shared/src/api';
import { DESKTOP, PHONE, holdApi, open, waitForHydration } from './helpers';

const historyLength = (page: Page) => page.evaluate(() => history.length);

/** One visit before `path`, so that a Back that leaves the page has somewhere to go. */
async function openAfter(page: Page, path: string, before = '/filieres') {
  await open(page, before);
  await open(page, path);
}

const launcher = (page: Page) => page.getByRole('button', { name: "Ouvrir l'assistant virtuel" });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Assistant virtuel' });
const botMessages = (page: Page) => page.getByTestId('chat-bot-message');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
  return chatWindow(page);
}

async function ask(chat: Locator, question: string) {
  const input = chat.getByRole('textbox', { name: 'Votre message' });
  await input.fill(question);
  await input.press('Enter');
  await expect(chat.getByTestId('chat-bot-message')).toHaveCount(2);
  await expect(input).toBeEnabled();
}

/** Back, and the address it lands on (`path` at the end). */
async function back(page: Page, path: string) {
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A link just followed from an overlay: its page is there, not undone a moment later, one step further than `before`. */
async function openedOnce(page: Page, path: string, before: number) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await historyLength(page)).toBe(before + 1);
}

/** Where the focus is: inside `root`, or the tag name of the element outside it that has it. */
const focusIn = (root: Locator) =>
  root.evaluate((el) => (el.contains(document.activeElement) ? 'inside' : `outside: ${document.activeElement?.tagName ?? 'none'}`));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the chat: Back closes it and stays on the page, the conversation kept; closed by its button, the next Back leaves', async ({ page }) => {
    await openAfter(page, '/a-propos');
    const chat = await openChat(page);
    await ask(chat, 'quels sont vos horaires ?');

    await page.goBack();
    await expect(chat).toBeHidden();
    await expect(page).toHaveURL(/\/a-propos$/);
    await expect(launcher(page)).toBeFocused();
    await launcher(page).click();
    await expect(chat).toBeVisible();
    await expect(botMessages(page)).toHaveCount(2);

    await chat.getByRole('button', { name: "Fermer l'assistant virtuel" }).click();
    await expect(chat).toBeHidden();
    await back(page, '/filieres');
  });

  test('the chat: a link in a reply opens its page once, and Back returns to the page the chat covered', async ({ page }) => {
    await openAfter(page, '/a-propos');
    const before = await historyLength(page);
    const chat = await openChat(page);
    await ask(chat, 'c combien la scolarité à cocody ?');
    await botMessages(page).nth(1).getByRole('link', { name: 'Nos Tarifs' }).click();
    // The reply is about Cocody: its link opens Cocody's sheet (decision 045).
    await openedOnce(page, '/tarifs\\?site=cocody', before);
    await expect(chat).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos Tarifs');

    await back(page, '/a-propos');
    await expect(chat).toBeHidden();
    await back(page, '/filieres');
  });

  test('the chat: Tab and Shift+Tab never leave it, everything outside is inert, Escape closes it from anywhere', async ({ page }) => {
    await openAfter(page, '/');
    const chat = await openChat(page);
    await expect(chat).toHaveAttribute('aria-modal', 'true');
    const outsideLive = () =>
      page.evaluate(() =>
        ['a[href="#contenu"]', 'header', 'main', 'footer'].filter((s) => {
          const el = document.querySelector(s);
          return el && !el.closest('[inert]');
        }),
      );
    expect(await outsideLive()).toEqual([]);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIn(chat), `after ${i + 1} Tab`).toBe('inside');
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIn(chat), `after ${i + 1} Shift+Tab`).toBe('inside');
    }
    // While a reply is pending the input is read-only (aria-disabled), not disabled: it keeps
    // the focus (decision 052), and Tab goes round the window from it. Should the focus still
    // fall to <body> (a press on the page's text), Escape closes the window all the same.
    const release = await holdApi(page, api.chat);
    const input = chat.getByRole('textbox', { name: 'Votre message' });
    await input.fill('bonjour');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-typing')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusIn(chat)).toBe('inside');
    await page.keyboard.press('Shift+Tab');
    await expect(input).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    release();
    await expect(launcher(page)).toBeFocused();
    expect((await outsideLive()).length).toBe(4);
    // Back now leaves the page: the chat's entry went with it.
    await back(page, '/filieres');
  });

  test('the menu: a link opens its page once; Back closes it and stays on the page; closed by its button, the next Back leaves', async ({ page }) => {
    await openAfter(page, '/a-propos');
    const before = await historyLength(page);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Contact' }).click();
    await openedOnce(page, '/contact', before);
    await expect(menu(page)).toBeHidden();
    await back(page, '/a-propos');
    await expect(menu(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/a-propos$/);
    await expect(menuButton(page)).toBeFocused();

    // The link to the page shown only closes the menu.
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'À Propos' }).click();
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(menu(page)).toBeHidden();
    await back(page, '/filieres');
  });

  test('the menu: reloaded with it open, the page comes back without it and Back leaves at once', async ({ page }) => {
    await openAfter(page, '/a-propos');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(menu(page)).toBeHidden();
    await back(page, '/filieres');
  });

  test('"Voir en 360°": Back closes the view and stays on /campus; closed by its button, the next Back leaves', async ({ page }) => {
    await openAfter(page, '/campus');
    const opener = page.getByRole('button', { name: /^Voir en 360°/ }).first();
    await opener.click();
    const view = page.getByRole('dialog', { name: /– vue 360°$/ });
    await expect(view).toBeVisible();
    await page.goBack();
    await expect(view).toBeHidden();
    await expect(page).toHaveURL(/\/campus$/);
    await expect(opener).toBeFocused();
    // Forward reaches the closed view's entry: stepped back over, nothing opens.
    await page.goForward();
    await expect.poll(() => page.evaluate(() => (history.state as { overlay?: string } | null)?.overlay ?? null)).toBeNull();
    await expect(view).toBeHidden();
    await expect(page).toHaveURL(/\/campus$/);

    await opener.click();
    await expect(view).toBeVisible();
    await view.getByRole('button', { name: 'Fermer la vue 360°' }).click();
    await expect(view).toBeHidden();
    await back(page, '/filieres');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('the chat is a window beside the page and takes no step of the history', async ({ page }) => {
    await openAfter(page, '/a-propos');
    const before = await historyLength(page);
    const chat = await openChat(page);
    await expect(chat).not.toHaveAttribute('aria-modal', 'true');
    await page.waitForTimeout(200);
    expect(await historyLength(page)).toBe(before);
    await chat.getByRole('button', { name: "Fermer l'assistant virtuel" }).click();
    await back(page, '/filieres');
  });
});
