// Every state of public-site.md sections 2, 4 and 8 produced for real: the empty states on
// a server with an empty database, the error states by a failing request (the browser's
// request is answered 500 after a first page has loaded, then a header link is followed),
// and the loading states by holding a request.
import { expect, test } from '@playwright/test';
import {
  DESKTOP,
  EMPTY_URL,
  activeNews,
  albums,
  apiJson,
  failApi,
  holdApi,
  navigateByHeader,
  open,
  projects,
  siteContent,
} from './helpers';

const NEWS_EMPTY = 'Aucune actualité disponible pour le moment.';
const NEWS_EMPTY_HINT = 'Revenez bientôt pour découvrir nos dernières nouvelles !';
const NEWS_ERROR = 'Impossible de charger les actualités pour le moment.';
const TARIFFS_EMPTY = ['Les tarifs ne sont pas encore disponibles.', "Contactez-nous pour plus d'informations."];

test.describe('empty database', () => {
  test.use({ baseURL: EMPTY_URL, viewport: DESKTOP });

  test('home: the built-in slide without arrows, the default founder text and institute cards, no news', async ({ page, request }) => {
    const t = await siteContent(request);
    expect((await apiJson<{ sliders: unknown[] }>(request, '/api/sliders')).sliders).toEqual([]);
    await open(page, '/');
    const carousel = page.getByRole('region', { name: "Présentation de l'école" });
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText("L'École Où L'Apprentissage Prend Vie");
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(t('hero_slide1_title'));
    await expect(carousel.getByRole('link', { name: t('hero_slide1_btn_primary') })).toHaveAttribute('href', '/filieres');
    await expect(carousel.getByRole('link', { name: t('hero_slide1_btn_secondary') })).toHaveAttribute('href', '/a-propos');
    // One slide: no arrows, no dots, even on a desktop.
    await expect(carousel.getByRole('button')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 2, name: t('founder_title') })).toBeVisible();

    const institutes = page.getByRole('region', { name: t('institutes_title') }).getByRole('listitem');
    await expect(institutes).toHaveCount(4);
    await expect(institutes.getByRole('heading', { level: 3 })).toHaveText([
      t('institute1_title'),
      t('institute2_title'),
      t('institute3_title'),
      'Formation Continue',
    ]);

    const news = page.getByRole('region', { name: 'Actualités récentes' });
    await expect(news.getByRole('heading', { name: NEWS_EMPTY })).toBeVisible();
    await expect(news.getByText(NEWS_EMPTY_HINT)).toBeVisible();
    await expect(news.getByRole('article')).toHaveCount(0);
  });

  test('/actualites: no news yet', async ({ page }) => {
    await open(page, '/actualites');
    await expect(page.getByRole('heading', { name: NEWS_EMPTY })).toBeVisible();
    await expect(page.getByText(NEWS_EMPTY_HINT)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('/filieres: every category is empty', async ({ page }) => {
    await open(page, '/filieres');
    const toolbar = page.getByRole('toolbar', { name: 'Filtrer les formations par catégorie' });
    for (const category of ['ALL', 'BTS TERTIAIRES', 'BTS INDUSTRIEL', 'LICENCE/MASTER', 'CERTIFICAT']) {
      await toolbar.getByRole('button', { name: category, exact: true }).click();
      await expect(page.getByText('Aucun programme trouvé dans cette catégorie.')).toBeVisible();
    }
  });

  test('/cabinet: no project, with the message of each filter', async ({ page }) => {
    await open(page, '/cabinet');
    await expect(page.getByText('Aucun projet disponible', { exact: true })).toBeVisible();
    await expect(page.getByText("Aucun projet n'est actuellement disponible.")).toBeVisible();
    await page.getByRole('button', { name: 'Projets à venir' }).click();
    await expect(page.getByText('Aucun projet à venir pour le moment.')).toBeVisible();
    await page.getByRole('button', { name: 'Projets terminés' }).click();
    await expect(page.getByText('Aucun projet terminé pour le moment.')).toBeVisible();
  });

  test('/tarifs: no tariff yet, contact us', async ({ page }) => {
    await open(page, '/tarifs');
    for (const text of TARIFFS_EMPTY) await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('/galerie: no album yet', async ({ page }) => {
    await open(page, '/galerie');
    await expect(page.getByRole('heading', { name: 'Aucun album disponible' })).toBeVisible();
    await expect(page.getByText('Les albums seront bientôt disponibles.')).toBeVisible();
  });

  test('the static pages and the sitemap still work', async ({ page, request }) => {
    for (const path of ['/a-propos', '/contact', '/campus']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${EMPTY_URL}/filieres</loc>`);
  });
});

test.describe('a failing request', () => {
  test.use({ viewport: DESKTOP });

  test('/actualites: "Erreur de chargement"', async ({ page }) => {
    await open(page, '/a-propos');
    await failApi(page, '/api/news');
    await navigateByHeader(page, 'Actualités', '/actualites');
    const alert = page.getByRole('alert').filter({ hasText: NEWS_ERROR });
    await expect(alert.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible();
    await expect(alert).toContainText(NEWS_ERROR);
  });

  test('/actualites: a read that failed once is read again on the next visit, not kept failed until a reload', async ({ page }) => {
    await open(page, '/a-propos');
    await failApi(page, '/api/news');
    await navigateByHeader(page, 'Actualités', '/actualites');
    await expect(page.getByRole('alert').filter({ hasText: NEWS_ERROR })).toBeVisible();
    await page.unrouteAll();
    await navigateByHeader(page, 'À Propos', '/a-propos');
    await navigateByHeader(page, 'Actualités', '/actualites');
    await expect(page.getByText('À la Une', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: NEWS_ERROR })).toHaveCount(0);
  });

  test('home: the built-in slide when the sliders fail, the news error in "Actualités récentes"', async ({ page, request }) => {
    const t = await siteContent(request);
    await open(page, '/a-propos');
    await failApi(page, '/api/sliders');
    await failApi(page, '/api/news');
    await navigateByHeader(page, 'Accueil', '/');
    const carousel = page.getByRole('region', { name: "Présentation de l'école" });
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(t('hero_slide1_title'));
    await expect(page.getByRole('region', { name: 'Actualités récentes' }).getByRole('alert')).toContainText(NEWS_ERROR);
  });

  test('/cabinet: "Erreur lors du chargement des projets", and "Réessayer" reloads the page', async ({ page, request }) => {
    const list = await projects(request);
    await open(page, '/a-propos');
    await failApi(page, '/api/projects');
    await navigateByHeader(page, 'Cabinet', '/cabinet');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Erreur lors du chargement des projets');
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(list.length);
  });

  test('/galerie: the error message', async ({ page }) => {
    await open(page, '/a-propos');
    await failApi(page, '/api/albums');
    await navigateByHeader(page, 'Galerie', '/galerie');
    await expect(page.getByRole('alert')).toHaveText('Erreur lors du chargement des albums. Veuillez réessayer plus tard.');
  });

  test('/galerie: an answer without success is an error too', async ({ page }) => {
    await open(page, '/a-propos');
    await page.route((u) => u.pathname === '/api/albums', (r) => r.fulfill({ json: { success: false, albums: [] } }));
    await navigateByHeader(page, 'Galerie', '/galerie');
    await expect(page.getByRole('alert')).toHaveText('Erreur lors du chargement des albums. Veuillez réessayer plus tard.');
  });

  test('/tarifs: a failure reads like no tariff', async ({ page }) => {
    await open(page, '/a-propos');
    await failApi(page, '/api/tariffs');
    await page.getByRole('banner').getByRole('link', { name: 'Nos Tarifs' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    for (const text of TARIFFS_EMPTY) await expect(page.getByText(text)).toBeVisible();
  });

  test('/filieres: the error message', async ({ page }) => {
    await open(page, '/a-propos');
    await failApi(page, '/api/programs');
    await navigateByHeader(page, 'Nos Filières', '/filieres');
    await expect(page.getByRole('alert')).toContainText('Impossible de charger les filières');
    await expect(page.locator('#liste-filieres').getByRole('article')).toHaveCount(0);
  });

  test('an article that fails to load: "Erreur de chargement" and a way back', async ({ page, request }) => {
    const n = (await activeNews(request)).find((x) => !x.featured)!;
    await open(page, '/actualites');
    await failApi(page, `/api/news/${n.slug}`);
    await page.getByRole('link', { name: n.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/actualites/${n.slug}$`));
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible();
    await expect(alert.getByRole('link', { name: /Retour aux actualités/ })).toHaveAttribute('href', '/actualites');
  });

  test('a project that fails to load: "Projet non trouvé"', async ({ page, request }) => {
    const [p] = await projects(request);
    await open(page, '/cabinet');
    await failApi(page, `/api/projects/${p.id}`);
    await page.getByRole('link', { name: `Voir le projet : ${p.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet non trouvé');
    await expect(page.getByRole('main').getByRole('link', { name: /Retour aux projets/ })).toHaveAttribute('href', '/cabinet');
  });

  test('an album that fails to load: "Album non trouvé"', async ({ page, request }) => {
    const [a] = await albums(request);
    await open(page, '/galerie');
    await failApi(page, `/api/albums/${a.id}`);
    await page.getByRole('link', { name: `Voir l'album : ${a.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Album non trouvé');
    await expect(page.getByText("L'album que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
  });

  test('an album without media: "Aucun média dans cet album"', async ({ page, request }) => {
    const [a] = await albums(request);
    const full = await apiJson<{ success: boolean; album: { items: unknown[] } }>(request, `/api/albums/${a.id}`);
    await open(page, '/galerie');
    await page.route((u) => u.pathname === `/api/albums/${a.id}`, (r) => r.fulfill({ json: { ...full, album: { ...full.album, items: [] } } }));
    await page.getByRole('link', { name: `Voir l'album : ${a.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
    await expect(page.getByText('0 élément', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aucun média dans cet album' })).toBeVisible();
    await expect(page.getByText('Cet album ne contient pas encore de photos ou vidéos.')).toBeVisible();
  });
});

test.describe('loading', () => {
  test.use({ viewport: DESKTOP });

  for (const [link, path, api, text] of [
    ['Nos Filières', '/filieres', '/api/programs', 'Chargement des filières...'],
    ['Galerie', '/galerie', '/api/albums', 'Chargement des albums...'],
    ['Actualités', '/actualites', '/api/news', 'Chargement des actualités...'],
    ['Cabinet', '/cabinet', '/api/projects', 'Chargement des projets...'],
  ] as const) {
    test(`${path}: "${text}" while the list loads`, async ({ page }) => {
      await open(page, '/a-propos');
      const release = await holdApi(page, api);
      await navigateByHeader(page, link, path);
      const status = page.getByRole('status').filter({ hasText: text });
      await expect(status).toBeAttached();
      // The news and projects lists show skeleton cards while they load.
      if (path === '/actualites' || path === '/cabinet') expect(await status.locator('.animate-pulse').count()).toBeGreaterThan(3);
      else await expect(status).toBeVisible();
      release();
      await expect(status).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
  }

  test('/tarifs: "Chargement des tarifs..." while the tariffs load', async ({ page }) => {
    await open(page, '/a-propos');
    const release = await holdApi(page, '/api/tariffs');
    await page.getByRole('banner').getByRole('link', { name: 'Nos Tarifs' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Chargement des tarifs...' })).toBeVisible();
    release();
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  });

  test('home: four skeleton cards while the recent news load', async ({ page }) => {
    await open(page, '/a-propos');
    const release = await holdApi(page, '/api/news');
    await navigateByHeader(page, 'Accueil', '/');
    const news = page.getByRole('region', { name: 'Actualités récentes' });
    const status = news.getByRole('status');
    await expect(status).toContainText('Chargement des actualités...');
    await expect(status.locator('li')).toHaveCount(4);
    release();
    await expect(news.getByRole('article').first()).toBeVisible();
  });

  test('detail pages: the article, the project skeleton and the album while they load', async ({ page, request }) => {
    const n = (await activeNews(request)).find((x) => !x.featured)!;
    const [p] = await projects(request);
    const [a] = await albums(request);

    await open(page, '/actualites');
    let release = await holdApi(page, `/api/news/${n.slug}`);
    await page.getByRole('link', { name: n.title, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(n.title);

    await navigateByHeader(page, 'Cabinet', '/cabinet');
    release = await holdApi(page, `/api/projects/${p.id}`);
    await page.getByRole('link', { name: `Voir le projet : ${p.title}` }).click();
    const skeleton = page.getByRole('status').filter({ hasText: 'Chargement du projet...' });
    await expect(skeleton).toBeAttached();
    expect(await skeleton.locator('.animate-pulse').count()).toBeGreaterThan(3);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);

    await navigateByHeader(page, 'Galerie', '/galerie');
    release = await holdApi(page, `/api/albums/${a.id}`);
    await page.getByRole('link', { name: `Voir l'album : ${a.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: "Chargement de l'album..." })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
  });
});
