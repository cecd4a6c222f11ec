// The client-side filters of /filieres, /actualites and /cabinet (public-site.md sections 2
// and 4), with the expected counts computed from the API.
import { expect, test } from '@playwright/test';
import { activeNews, frenchLongDate, open, programs, projects } from './helpers';

test('/filieres: ALL and one button per category, each showing the programmes of its category', async ({ page, request }) => {
  const list = await programs(request);
  await open(page, '/filieres');
  const toolbar = page.getByRole('toolbar', { name: 'Filtrer les formations par catégorie' });
  const categories = ['BTS TERTIAIRES', 'BTS INDUSTRIEL', 'LICENCE/MASTER', 'CERTIFICAT'];
  await expect(toolbar.getByRole('button')).toHaveText(['ALL', ...categories]);
  await expect(toolbar.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'true');
  // The spec's English word is marked so (decision 052), not read as the French "al".
  await expect(toolbar.getByRole('button', { name: 'ALL' }).locator('[lang="en"]')).toHaveText('ALL');
  expect(await toolbar.getByRole('button', { name: 'BTS TERTIAIRES' }).locator('[lang]').count()).toBe(0);
  const cards = page.locator('#liste-filieres').getByRole('article');
  await expect(cards).toHaveCount(list.length);
  // ALL: the categories one after the other in the buttons' order, each in the API's order.
  const grouped = categories.flatMap((c) => list.filter((p) => p.category.trim().toUpperCase() === c));
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(grouped.map((p) => p.name), { useInnerText: true });

  for (const category of categories) {
    const expected = list.filter((p) => p.category.trim().toUpperCase() === category);
    const button = toolbar.getByRole('button', { name: category, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(toolbar.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'false');
    if (expected.length === 0) {
      await expect(page.getByText('Aucun programme trouvé dans cette catégorie.')).toBeVisible();
    } else {
      await expect(cards).toHaveCount(expected.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.name), { useInnerText: true });
      const count = `${expected.length} ${expected.length > 1 ? 'formations affichées' : 'formation affichée'}`;
      await expect(page.getByRole('status').filter({ hasText: count })).toBeAttached();
    }
  }
  await toolbar.getByRole('button', { name: 'ALL' }).click();
  await expect(cards).toHaveCount(list.length);
});

test('/filieres: the filter toolbar moves with the arrow keys', async ({ page }) => {
  await open(page, '/filieres');
  const toolbar = page.getByRole('toolbar', { name: 'Filtrer les formations par catégorie' });
  await toolbar.getByRole('button', { name: 'ALL' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'BTS TERTIAIRES' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'CERTIFICAT' })).toBeFocused();
});

test('/actualites: Tous plus the sorted distinct categories; each shows its articles', async ({ page, request }) => {
  const news = await activeNews(request);
  const featured = news.find((n) => n.featured) ?? null;
  const others = news.filter((n) => n !== featured);
  const categories = [...new Set(news.map((n) => n.category))].sort((a, b) => a.localeCompare(b, 'fr'));
  await open(page, '/actualites');
  const group = page.getByRole('group', { name: 'Filtrer par catégorie' });
  await expect(group.getByRole('button')).toHaveText(['Tous', ...categories]);
  await expect(group.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
  const grid = page.getByRole('region', { name: 'Toutes les actualités' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(others.length);

  for (const category of categories) {
    const expected = others.filter((n) => n.category === category);
    const button = group.getByRole('button', { name: category, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(expected.length);
    if (expected.length === 0) {
      // The category's only article is the featured one, above: the category says so.
      await expect(grid.getByRole('heading', { level: 2, name: new RegExp(`^Aucune .*actualité dans la catégorie « ${category} »`) })).toBeVisible();
    } else {
      for (const n of expected) {
        const card = cards.filter({ has: page.getByRole('link', { name: n.title, exact: true }) });
        await expect(card).toContainText(category);
        await expect(card.locator('time')).toHaveText(frenchLongDate(n.date));
      }
    }
    // The featured article stays on top whatever the filter.
    if (featured) await expect(page.getByRole('region', { name: 'À la Une' }).getByRole('link', { name: featured.title })).toBeVisible();
  }
  await group.getByRole('button', { name: 'Tous' }).click();
  await expect(cards).toHaveCount(others.length);
});

test('/cabinet: Tous les projets, Projets à venir, Projets terminés', async ({ page, request }) => {
  const list = await projects(request);
  await open(page, '/cabinet');
  const group = page.getByRole('group', { name: 'Filtrer les projets' });
  await expect(group.getByRole('button')).toHaveText(['Tous les projets', 'Projets à venir', 'Projets terminés']);
  await expect(group.getByRole('button', { name: 'Tous les projets' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(list.length);

  for (const [label, status, badge, empty] of [
    ['Projets à venir', 'upcoming', 'À venir', 'Aucun projet à venir pour le moment.'],
    ['Projets terminés', 'completed', 'Terminé', 'Aucun projet terminé pour le moment.'],
  ] as const) {
    const expected = list.filter((p) => p.status === status);
    await group.getByRole('button', { name: label }).click();
    await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(expected.length);
    // Said to a screen reader as /filieres and /actualites say theirs.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(expected.length ? `${expected.length} ${expected.length > 1 ? 'projets affichés' : 'projet affiché'}` : '');
    if (expected.length === 0) await expect(page.getByText(empty)).toBeVisible();
    for (const p of expected) {
      const card = cards.filter({ has: page.getByRole('heading', { name: p.title, exact: true }) });
      await expect(card).toContainText(badge);
      // The external link names the project it belongs to, in a screen reader's list of links.
      if (p.link) await expect(card.getByRole('link', { name: /^Lien externe/ })).toHaveAccessibleName(`Lien externe\u00a0: ${p.title} (nouvel onglet)`);
      const date = status === 'upcoming' ? p.startDate : p.endDate;
      await expect(card).toContainText(date ? frenchLongDate(date) : 'Date non définie');
    }
  }
  await group.getByRole('button', { name: 'Tous les projets' }).click();
  await expect(cards).toHaveCount(list.length);
});

test('a chosen filter is still chosen after Back from an article or a project, and after a reload', async ({ page, request }) => {
  const news = await activeNews(request);
  const featured = news.find((n) => n.featured) ?? null;
  const others = news.filter((n) => n !== featured);
  // A category with articles in the grid, fewer than all of them.
  const category = [...new Set(others.map((n) => n.category))].find((c) => others.some((n) => n.category !== c))!;
  const inCategory = others.filter((n) => n.category === category);
  await open(page, '/actualites');
  const group = page.getByRole('group', { name: 'Filtrer par catégorie' });
  const cards = page.getByRole('region', { name: 'Toutes les actualités' }).getByRole('article');
  await group.getByRole('button', { name: category, exact: true }).click();
  await expect(cards).toHaveCount(inCategory.length);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/actualites\/.+/);
  await page.goBack();
  await expect(group.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(inCategory.length);
  // A reload renders the whole list on the server; the page then applies the kept choice.
  await page.reload();
  await expect(group.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(inCategory.length);
  // Coming back by a link is a new visit: the whole list.
  await page.getByRole('banner').getByRole('link', { name: 'Cabinet' }).first().click();
  await expect(page).toHaveURL(/\/cabinet$/);

  const list = await projects(request);
  const completed = list.filter((p) => p.status === 'completed');
  const projectGroup = page.getByRole('group', { name: 'Filtrer les projets' });
  const projectCards = page.getByRole('main').getByRole('article');
  await projectGroup.getByRole('button', { name: 'Projets terminés' }).click();
  await expect(projectCards).toHaveCount(completed.length);
  await projectCards.first().getByRole('link', { name: /Voir le projet/ }).click();
  await expect(page).toHaveURL(/\/cabinet\/.+/);
  await page.goBack();
  await expect(projectGroup.getByRole('button', { name: 'Projets terminés' })).toHaveAttribute('aria-pressed', 'true');
  await expect(projectCards).toHaveCount(completed.length);

  await page.goto('/actualites');
  await expect(group.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
});
