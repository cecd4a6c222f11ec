// The public site's icons come from one sprite file (site/icon-sprite.ts): each page holds
// `<use href="/assets/icons-<hash>.svg#name">`. A symbol missing from the sprite, or a sprite
// the server does not serve, leaves an empty box where the icon should be: checked here in
// Chromium on every kind of public page, on a phone and on a wide screen, with and without
// JavaScript.
import { expect, test } from '@playwright/test';
import { apiJson, DESKTOP, expectIconsDrawn, open, PHONE } from './helpers';

const PAGES = ['/', '/filieres', '/a-propos', '/actualites', '/galerie', '/cabinet', '/tarifs', '/campus', '/contact', '/page-qui-n-existe-pas'];

for (const [device, viewport] of [['téléphone', PHONE], ['grand écran', DESKTOP]] as const) {
  test(`every icon on screen is drawn, ${device}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { news } = await apiJson<{ news: Array<{ slug: string }> }>(request, '/api/news');
    for (const path of [...PAGES, `/actualites/${news[0].slug}`]) {
      await open(page, path);
      await expectIconsDrawn(page);
    }
    // The icons the chat window adds when it opens.
    await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
    await expectIconsDrawn(page.getByRole('dialog'));
  });
}

test('icons are drawn from the server HTML alone, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await expectIconsDrawn(page, 10);
  await context.close();
});

test('the sprite is one file, cached for a year, holding every symbol a page points to', async ({ page, request }) => {
  await open(page, '/');
  const hrefs = await page.locator('svg.lucide use').evaluateAll((uses) => uses.map((u) => u.getAttribute('href')!));
  const files = new Set(hrefs.map((h) => h.split('#')[0]));
  expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]{8}\.svg$/)]);
  const [file] = files;
  const res = await request.get(file);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/svg+xml');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const sprite = await res.text();
  const missing = [...new Set(hrefs.map((h) => h.split('#')[1]))].filter((id) => !sprite.includes(`<symbol id="${id}" `));
  expect(missing, 'symboles absents du sprite').toEqual([]);
});
