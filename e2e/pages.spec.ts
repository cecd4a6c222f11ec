// Every public route of public-site.md section 2 shows its real content in the browser,
// with the data the API of the same server returns; unknown paths and records are 404s.
import { expect, test } from '@playwright/test';
import {
  activeNews,
  activeSliders,
  album,
  albums,
  apiJson,
  frenchAmount,
  frenchLongDate,
  newsImages,
  open,
  programs,
  projects,
  siteContent,
  tariffs,
} from './helpers';

test.describe('home', () => {
  // The slider stays on its first slide while the test reads it (no auto-advance).
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/', '/accueil']) {
    test(`${path} shows the slides, the founder, the institutes and the four most recent news`, async ({ page, request }) => {
      const [sliders, founder, institutes, news] = await Promise.all([
        activeSliders(request),
        apiJson<{ title: string; founderName: string; isActive: boolean } | null>(request, '/api/founder-message'),
        apiJson<{ institutes: Array<{ title: string; isActive: boolean; order: number }> }>(request, '/api/institutes'),
        activeNews(request),
      ]);
      const res = await open(page, path);
      expect(res?.status()).toBe(200);

      const carousel = page.getByRole('region', { name: "Présentation de l'école" });
      const slideTitles = carousel.getByRole('heading', { level: 2, includeHidden: true });
      await expect(slideTitles).toHaveText(sliders.map((s) => s.title));
      await expect(carousel.locator('[aria-roledescription="diapositive"]:not([aria-hidden])').getByRole('heading')).toHaveText(sliders[0].title);

      expect(founder?.isActive).toBe(true);
      await expect(page.getByRole('heading', { level: 2, name: founder!.title })).toBeVisible();
      await expect(page.getByText(founder!.founderName, { exact: true })).toBeVisible();

      const activeInstitutes = institutes.institutes.filter((i) => i.isActive).sort((a, b) => a.order - b.order).slice(0, 4);
      const institutesSection = page.getByRole('region', { name: (await siteContent(request))('institutes_title') });
      await expect(institutesSection.getByRole('heading', { level: 3 })).toHaveText(activeInstitutes.map((i) => i.title));

      for (const title of ['Formation Digitalisée', 'Stages Garantis', 'Diplômes Homologués', 'Accompagnement Personnalisé']) {
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }

      const recent = [...news].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).slice(0, 4);
      const newsSection = page.getByRole('region', { name: 'Actualités récentes' });
      const cards = newsSection.getByRole('article');
      await expect(cards).toHaveCount(recent.length);
      for (const [i, n] of recent.entries()) {
        const link = cards.nth(i).getByRole('link', { name: n.title });
        await expect(link).toHaveAttribute('href', `/actualites/${n.slug}`);
        await expect(cards.nth(i).locator('time')).toHaveText(frenchLongDate(n.date));
      }
      await expect(newsSection.getByRole('link', { name: 'Voir toutes les actualités' })).toHaveAttribute('href', '/actualites');
    });
  }

  test('the slide buttons and the call to action lead to the stated pages', async ({ page }) => {
    await open(page, '/');
    const slide = page.locator('[aria-roledescription="diapositive"]:not([aria-hidden])');
    await expect(slide.getByRole('link', { name: 'Découvrir' })).toHaveAttribute('href', '/filieres');
    await expect(slide.getByRole('link', { name: 'En Savoir Plus' })).toHaveAttribute('href', '/a-propos');
    await slide.getByRole('link', { name: 'Découvrir' }).click();
    await expect(page).toHaveURL(/\/filieres$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('/filieres lists every programme with its level and duration, and the pre-registration call', async ({ page, request }) => {
  const list = await programs(request);
  const t = await siteContent(request);
  await open(page, '/filieres');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('filieres_page_title'));
  const cards = page.locator('#liste-filieres').getByRole('article');
  await expect(cards).toHaveCount(list.length);
  for (const p of list) {
    const card = cards.filter({ has: page.getByRole('heading', { name: p.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(p.level?.trim() || 'BTS');
    await expect(card).toContainText(p.duration?.trim() || '2 ans');
    await expect(card.getByRole('link', { name: /Plus d'Infos/ })).toHaveAttribute('href', '/contact');
  }
  await expect(page.getByRole('link', { name: 'Faire ma Préinscription' })).toHaveAttribute('href', '/contact');
});

test('/a-propos shows the mission, four values, the five-step timeline and the calls to action', async ({ page, request }) => {
  const t = await siteContent(request);
  await open(page, '/a-propos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('apropos_page_title'));
  for (const v of ['Excellence', 'Innovation', 'Intégrité']) await expect(page.getByRole('heading', { level: 3, name: v })).toBeVisible();
  for (const year of ['2010', '2015', '2018', '2020', '2023']) await expect(page.getByText(year, { exact: true }).first()).toBeVisible();
  await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/filieres"]').first()).toBeVisible();
});

test.describe('news', () => {
  test('/actualites shows the featured article "À la Une" and the others, every link by slug, dates in French', async ({ page, request }) => {
    const news = await activeNews(request);
    const featured = news.find((n) => n.featured)!;
    expect(featured, 'the demo data has a featured article').toBeTruthy();
    await open(page, '/actualites');
    const une = page.getByRole('region', { name: 'À la Une' });
    await expect(une.getByRole('link', { name: featured.title })).toHaveAttribute('href', `/actualites/${featured.slug}`);
    await expect(une.locator('time')).toHaveText(frenchLongDate(featured.date));

    const grid = page.getByRole('region', { name: 'Toutes les actualités' }).getByRole('article');
    const others = news.filter((n) => n !== featured);
    await expect(grid).toHaveCount(others.length);
    for (const n of others) {
      const card = grid.filter({ has: page.getByRole('link', { name: n.title, exact: true }) });
      await expect(card.getByRole('link')).toHaveAttribute('href', `/actualites/${n.slug}`);
      await expect(card.locator('time')).toHaveText(frenchLongDate(n.date));
      await expect(card).toContainText(n.category);
    }
    // Every article link of the page uses the slug (DECISIONS "News links").
    const hrefs = await page.locator('main a[href^="/actualites/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(news.map((n) => `/actualites/${n.slug}`).sort());
  });

  test('an article shows its badge, title, date, author, summary, image, HTML content and gallery', async ({ page, request }) => {
    const news = await activeNews(request);
    const withGallery = [];
    for (const n of news) if ((await newsImages(request, n.slug)).length > 0) withGallery.push(n);
    const item = withGallery.find((n) => n.featured) ?? withGallery[0];
    const images = await newsImages(request, item.slug);
    await open(page, `/actualites/${item.slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(article.getByText(item.category, { exact: true })).toBeVisible();
    if (item.featured) await expect(article.getByText('À la une', { exact: true })).toBeVisible();
    await expect(article.locator('header time')).toHaveText(frenchLongDate(item.date));
    if (item.author) await expect(article.locator('header')).toContainText(item.author);
    if (item.summary) await expect(article.getByText(item.summary)).toBeVisible();
    await expect(article.getByRole('img', { name: `Illustration de l'article : ${item.title}` })).toBeVisible();
    // The content is rendered as HTML, not as escaped text.
    await expect(article.locator('.prose-news p').first()).toBeVisible();
    await expect(article).not.toContainText('<p>');
    await expect(article.getByRole('heading', { name: /Galerie photos/ })).toContainText(`(${images.length})`);
    await expect(article.getByRole('button', { name: /^Agrandir la photo/ })).toHaveCount(images.length);
  });

  test('an article opened by its numeric id shows the same article and declares the slug URL canonical', async ({ page, request, baseURL }) => {
    const [item] = await activeNews(request);
    await open(page, `/actualites/${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/actualites/${item.slug}`);
  });
});

test('/contact shows the form, the contact details, the opening hours and the four FAQ items', async ({ page, request }) => {
  const t = await siteContent(request);
  await open(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact_page_title'));
  for (const label of ['Nom complet', 'Adresse e-mail', 'Téléphone', 'Sujet', 'Formation souhaitée', 'Message']) {
    // The label's text ends with an aria-hidden "*" on required fields.
    await expect(page.getByLabel(new RegExp(`^${label}\\*?$`))).toBeVisible();
  }
  const main = page.getByRole('main');
  for (const key of ['contact_phone', 'contact_phone2', 'contact_phone3', 'contact_email']) await expect(main).toContainText(t(key));
  await expect(main).toContainText(t('contact_address').split('\n')[0]);
  const faq = page.getByRole('region', { name: 'Questions fréquentes' });
  await expect(faq.locator('details')).toHaveCount(4);
  const first = faq.locator('details').first();
  await first.locator('summary').click();
  await expect(first.locator('p')).toBeVisible();
});

test('/campus shows the overview, six facilities, the virtual tour and the visit button', async ({ page }) => {
  await open(page, '/campus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre Campus');
  const facilities = page.getByRole('region', { name: 'Nos équipements' });
  for (const f of ['Amphithéâtre', 'Salles informatiques', 'Bibliothèque', 'Espaces de coworking', 'Cafétéria', 'Espace sportif']) {
    await expect(facilities.getByRole('heading', { level: 3, name: f, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expect(page.getByRole('button', { name: /Voir en 360°/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Planifier une Visite' })).toHaveAttribute('href', '/contact');
});

test('/campus: each spot of the virtual tour shows its photo, which "Voir en 360°" opens full screen', async ({ page }) => {
  await open(page, '/campus');
  for (const spot of ["Hall d'accueil", 'Amphithéâtre', 'Bibliothèque', 'Salle informatique']) {
    await page.getByRole('tab', { name: spot }).click();
    const panel = page.getByRole('tabpanel', { name: spot });
    const photo = panel.getByRole('img', { name: `Vue de l'espace : ${spot}` });
    await expect(photo).toHaveAttribute('src', /^\/media\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await panel.getByRole('button', { name: `Voir en 360° : ${spot}` }).click();
    const view = page.getByRole('dialog', { name: `${spot} – vue 360°` });
    const large = view.getByRole('img', { name: `Vue de l'espace : ${spot}` });
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The whole picture on the screen, none of it cut.
    const box = await large.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
  }
});

test.describe('cabinet', () => {
  test('/cabinet shows every project with its status, date, media counts and a link to its page', async ({ page, request }) => {
    const list = await projects(request);
    await open(page, '/cabinet');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(list.length);
    for (const p of list) {
      const card = cards.filter({ has: page.getByRole('heading', { name: p.title, exact: true }) });
      const label = p.status === 'upcoming' ? 'À venir' : p.status === 'completed' ? 'Terminé' : p.status;
      await expect(card).toContainText(label);
      const date = p.status === 'upcoming' ? p.startDate : p.status === 'completed' ? p.endDate : null;
      await expect(card).toContainText(date ? frenchLongDate(date) : 'Date non définie');
      await expect(card).toContainText(`${p.images.length} image${p.images.length > 1 ? 's' : ''}`);
      await expect(card).toContainText(`${p.videos.length} vidéo${p.videos.length > 1 ? 's' : ''}`);
      await expect(card.getByRole('link', { name: /Voir le projet/ })).toHaveAttribute('href', `/cabinet/${p.id}`);
    }
  });

  test('/cabinet/{id} shows the project with dates, gallery, videos with controls and the sidebar', async ({ page, request }) => {
    const list = await projects(request);
    const p = list.find((x) => x.videos.length > 0 && x.images.length > 1) ?? list[0];
    await open(page, '/cabinet');
    await page.getByRole('link', { name: `Voir le projet : ${p.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cabinet/${p.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    if (p.startDate) await expect(page.getByText('Début :').locator('..')).toContainText(frenchLongDate(p.startDate));
    if (p.endDate) await expect(page.getByText('Fin :').locator('..')).toContainText(frenchLongDate(p.endDate));
    await expect(page.getByRole('button', { name: /^Agrandir l'image/ })).toHaveCount(p.images.length);
    const videos = page.locator('main video');
    await expect(videos).toHaveCount(p.videos.length);
    for (let i = 0; i < p.videos.length; i++) await expect(videos.nth(i)).toHaveAttribute('controls', '');
    const side = page.getByRole('complementary', { name: 'Informations sur le projet' });
    await expect(side.getByRole('heading', { name: 'Informations' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    await expect(side.getByRole('link', { name: 'Voir tous les projets' })).toHaveAttribute('href', '/cabinet');
  });
});

test('/tarifs shows one tab per site, the first selected, with its fees formatted in F CFA', async ({ page, request }) => {
  const list = await tariffs(request);
  await open(page, '/tarifs');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(list.map((t) => t.site));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(list[0].site);
  await expect(panel).toContainText(frenchAmount(list[0].totalFee));
});

test.describe('gallery', () => {
  test('/galerie shows every album card with category, date and a link to its page, then the closing banner', async ({ page, request }) => {
    const list = await albums(request);
    await open(page, '/galerie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galerie Photos & Vidéos');
    const grid = page.getByRole('region', { name: 'Nos Albums' });
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(list.length);
    for (const a of list) {
      const card = cards.filter({ has: page.getByRole('heading', { name: a.title, exact: true }) });
      await expect(card).toContainText(a.category);
      await expect(card.locator('time')).toHaveText(frenchLongDate(a.createdAt));
      await expect(card.getByRole('link', { name: /Voir l'album/ })).toHaveAttribute('href', `/galerie/${a.id}`);
    }
    // DECISIONS: "Découvrir nos formations" leads to /filieres.
    await expect(page.getByRole('link', { name: 'Découvrir nos formations' })).toHaveAttribute('href', '/filieres');
    await expect(page.getByRole('main').getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
  });

  test('/galerie/{id} shows the album header with its item count and every active item', async ({ page, request }) => {
    const [first] = await albums(request);
    const a = await album(request, first.id);
    const items = a.items.filter((i) => i.isActive);
    await open(page, `/galerie/${a.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
    await expect(page.getByRole('main')).toContainText(`${items.length} élément${items.length > 1 ? 's' : ''}`);
    await expect(page.getByRole('main').locator('header time')).toHaveText(frenchLongDate(a.createdAt));
    await expect(page.getByRole('region', { name: "Photos et vidéos de l'album" }).getByRole('button')).toHaveCount(items.length);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const res = await page.goto('/cette-page-n-existe-pas');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('an unknown article answers 404 with "Actualité introuvable" and a way back', async ({ page }) => {
    const res = await page.goto('/actualites/article-qui-n-existe-pas');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualité introuvable');
    await expect(page.getByRole('main').getByRole('link', { name: /Retour aux actualités/ })).toHaveAttribute('href', '/actualites');
  });

  test('an unknown project answers 404 with "Projet non trouvé" and a way back', async ({ page }) => {
    const res = await page.goto('/cabinet/999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet non trouvé');
    await expect(page.getByText("Le projet que vous recherchez n'existe pas ou n'est plus disponible.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Retour aux projets/ })).toHaveAttribute('href', '/cabinet');
  });

  test('an unknown album answers 404 with "Album non trouvé" and a way back', async ({ page }) => {
    const res = await page.goto('/galerie/999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Album non trouvé');
    await expect(page.getByText("L'album que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à la galerie' })).toHaveAttribute('href', '/galerie');
  });
});
