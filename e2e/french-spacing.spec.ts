// French sets a space before ? ! : ; » and after «. Typed as an ordinary space, it lets the
// sign wrap alone onto the next line: a reviewer saw "Pourquoi Nous Choisir" / "?" on the home
// page at 1280 px, "Proposez-vous des bourses" / "?" on /contact at 360 px and album
// descriptions starting a line with ": 412 diplômés" on /galerie. The pages show these spaces
// as no-break spaces (frenchSpacing in shared/src/format.ts); this spec reads the rendered
// pages: every such space is U+00A0, and each sign is laid out on its word's line.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { activeNews, albums, DESKTOP, open, PHONE, projects } from './helpers';

interface Offence {
  text: string;
  problem: string;
}

/**
 * The visible text under `root` (screen-reader-only text aside; the article's HTML body included):
 * an ordinary space before ? ! : ; » or after «, and a sign laid out on another line than the
 * letter it belongs to.
 */
async function offences(root: Locator): Promise<Offence[]> {
  return root.evaluate((el) => {
    const out: { text: string; problem: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('.sr-only, script, style, noscript, title') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const rectOf = (node: Text, at: number) => {
      const r = document.createRange();
      r.setStart(node, at);
      r.setEnd(node, at + 1);
      const rects = r.getClientRects();
      return rects.length ? rects[rects.length - 1] : null;
    };
    // Same line: the vertical middles differ by less than half the sign's height.
    const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < b.height / 2;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const s = node.data;
      const excerpt = (i: number) => s.slice(Math.max(0, i - 30), i + 30).replace(/\u00a0/g, '⍽');
      for (const m of s.matchAll(/[ \t]+[?!:;»]|«[ \t]+/g)) out.push({ text: excerpt(m.index), problem: 'ordinary space' });
      // The sign and the last letter before its space (or « and the first letter after it).
      for (const m of s.matchAll(/(\S)[ \u00a0]+([?!:;»])|(«)[ \u00a0]+(\S)/g)) {
        const word = m[1] ? m.index : m.index + m[0].length - 1;
        const sign = m[1] ? m.index + m[0].length - 1 : m.index;
        const a = rectOf(node, word);
        const b = rectOf(node, sign);
        if (a && b && a.height > 0 && b.height > 0 && !sameLine(a, b)) out.push({ text: excerpt(m.index), problem: 'sign on its own line' });
      }
    }
    return out;
  });
}

async function expectNoOffence(page: Page, root: Locator, where: string) {
  await expect(root.first()).toBeVisible();
  const found: Offence[] = [];
  for (const r of await root.all()) found.push(...(await offences(r)));
  expect.soft(found, `${where} at ${page.viewportSize()?.width} px`).toEqual([]);
}

test.describe('French punctuation stays with its word', () => {
  // The slider stays on its first slide while the page is read.
  test.use({ reducedMotion: 'reduce' });

  test('the reviewer\'s lines: home at 1280 px, /contact and /galerie at 360 px, albums at 1280 px', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    const why = page.getByRole('heading', { level: 2, name: /^Pourquoi Nous Choisir\s\?$/ });
    await expect(why).toBeVisible();
    expect(await why.textContent()).toBe('Pourquoi Nous Choisir\u00a0?');
    await expectNoOffence(page, why, '/ features_title');

    await page.setViewportSize(PHONE);
    await open(page, '/contact');
    const bourses = page.locator('summary').filter({ hasText: /^Proposez-vous des bourses\s\?$/ });
    expect(await bourses.textContent()).toBe('Proposez-vous des bourses\u00a0?');
    await expectNoOffence(page, page.locator('main details summary'), '/contact FAQ');

    const list = await albums(request);
    expect(list.some((a) => / [:?!;]/.test(a.description ?? '')), 'an album description of the demo data has a French sign').toBe(true);
    await open(page, '/galerie');
    await expectNoOffence(page, page.locator('main article'), '/galerie album cards');

    await page.setViewportSize(DESKTOP);
    for (const a of list) {
      await open(page, `/galerie/${a.id}`);
      await expectNoOffence(page, page.locator('main header'), `/galerie/${a.id}`);
    }
  });

  test('every public page at 360 and 1280 px: no ordinary space before ? ! : ; », no sign alone on a line', async ({ page, request }) => {
    // 17 pages at two sizes, each opened until hydrated: 32 s on a slow CI machine.
    test.setTimeout(120_000);
    const [news, projectList, albumList] = await Promise.all([activeNews(request), projects(request), albums(request)]);
    const paths = [
      '/',
      '/filieres',
      '/a-propos',
      '/actualites',
      ...news.slice(0, 3).map((n) => `/actualites/${n.slug}`),
      '/contact',
      '/campus',
      '/cabinet',
      ...projectList.map((p) => `/cabinet/${p.id}`),
      '/tarifs',
      '/galerie',
      `/galerie/${albumList[0].id}`,
    ];
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const path of paths) {
        await open(page, path);
        await expectNoOffence(page, page.locator('body'), path);
      }
    }
  });

  test('the chat window: the welcome, the suggestions and a reply at 360 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
    const dialog = page.getByRole('dialog', { name: 'Assistant virtuel' });
    const bot = page.getByTestId('chat-bot-message');
    await expect(bot.first()).toContainText("Bonjour ! Je suis l'assistant virtuel");
    expect(await bot.first().locator('p').textContent()).toMatch(/^Bonjour\u00a0! /);
    await expectNoOffence(page, dialog, 'chat, welcome');

    await dialog.getByRole('button', { name: 'Combien coûte le BTS ?' }).click();
    await expect(bot.nth(1)).toContainText('F CFA');
    await expect(bot.nth(1)).toContainText(/\d{2,3} 000 F CFA/);
    await expectNoOffence(page, bot, 'chat, reply');
  });
});
