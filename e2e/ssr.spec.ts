// The server HTML of every public route, without JavaScript: its content, title, meta
// description, canonical URL, Open Graph and Twitter tags and the school's JSON-LD
// (issue 2 "Public site", DECISIONS "Every public page is server-rendered"); then the
// sitemap, robots.txt, and hydration that does not read the API again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CAMPUS_TOUR_SPOTS } from '../shared/src/campus';
import { campusTourImageKey } from '../shared/src/content-keys';
import {
  activeNews,
  activeSliders,
  album,
  albums,
  apiJson,
  frenchAmount,
  htmlText,
  open,
  parseHead,
  programs,
  projects,
  recordApiRequests,
  siteContent,
  tariffs,
} from './helpers';

interface Expected {
  path: string;
  /** The page part of the <title> ('' for the home page, titled by the school). */
  title: string;
  /** The page's h1, when it differs from the title. */
  h1?: string;
  canonicalPath: string;
  /** Texts the server HTML must contain. */
  content: string[];
  /** The media file name og:image must be a variant of, when the page has its own picture. */
  image?: string | null;
  description?: string;
  type?: 'article';
  /** An article's date, YYYY-MM-DD. */
  published?: string;
}

const byDateDesc = <T extends { date: string; id: number }>(a: T, b: T) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1);
const mediaName = (url: string | null | undefined) => (url ? url.split('/').pop()!.replace(/\.[a-z0-9]+$/i, '') : null);

/** What each route must show, computed from the API of the server under test. */
async function expectations(request: APIRequestContext): Promise<Record<string, Expected>> {
  const t = await siteContent(request);
  const [news, sliders, founder, progs, projs, tars, albs] = await Promise.all([
    activeNews(request),
    activeSliders(request),
    apiJson<{ title: string } | null>(request, '/api/founder-message'),
    programs(request),
    projects(request),
    tariffs(request),
    albums(request),
  ]);
  const article = news.find((n) => n.featured) ?? news[0];
  const project = projs.find((p) => p.images.length > 0) ?? projs[0];
  const alb = await album(request, albs[0].id);
  const home = (path: string): Expected => ({
    path,
    title: '',
    h1: `${t('site_name')} – ${t('site_tagline')}`,
    canonicalPath: '/',
    content: [sliders[0]?.title ?? t('hero_slide1_title'), founder?.title ?? t('founder_title'), ...[...news].sort(byDateDesc).slice(0, 4).map((n) => n.title)],
  });
  return {
    home: home('/'),
    accueil: home('/accueil'),
    filieres: { path: '/filieres', title: t('filieres_page_title'), canonicalPath: '/filieres', content: progs.map((p) => p.name) },
    apropos: { path: '/a-propos', title: t('apropos_page_title'), canonicalPath: '/a-propos', content: [t('apropos_page_subtitle'), 'Les grandes étapes'] },
    actualites: { path: '/actualites', title: 'Actualités', canonicalPath: '/actualites', content: ['À la Une', ...news.map((n) => n.title)] },
    article: {
      path: `/actualites/${article.slug}`,
      title: article.title,
      canonicalPath: `/actualites/${article.slug}`,
      content: [article.title, article.summary ?? '', article.category],
      image: mediaName(article.imageUrl),
      description: article.summary ?? undefined,
      type: 'article',
      published: article.date,
    },
    articleById: {
      path: `/actualites/${article.id}`,
      title: article.title,
      canonicalPath: `/actualites/${article.slug}`,
      content: [article.title, article.summary ?? ''],
      image: mediaName(article.imageUrl),
      description: article.summary ?? undefined,
      type: 'article',
      published: article.date,
    },
    contact: { path: '/contact', title: t('contact_page_title'), canonicalPath: '/contact', content: [t('contact_email'), 'Questions fréquentes'] },
    campus: {
      path: '/campus',
      title: 'Notre Campus',
      canonicalPath: '/campus',
      content: ['Nos équipements', 'Amphithéâtre'],
      image: mediaName(t(campusTourImageKey(CAMPUS_TOUR_SPOTS[0].id))),
    },
    cabinet: { path: '/cabinet', title: 'Cabinet – Nos Projets', h1: 'Nos Projets', canonicalPath: '/cabinet', content: ['Tous les projets', ...projs.map((p) => p.title)] },
    project: {
      path: `/cabinet/${project.id}`,
      title: project.title,
      canonicalPath: `/cabinet/${project.id}`,
      content: [project.title, 'Informations'],
      image: mediaName(project.images[0]),
    },
    tarifs: {
      path: '/tarifs',
      title: 'Nos Tarifs',
      canonicalPath: '/tarifs',
      // Every site's sheet is in the HTML, the first one shown.
      content: tars.flatMap((x) => [x.site, frenchAmount(x.totalFee)]),
    },
    galerie: { path: '/galerie', title: 'Galerie Photos & Vidéos', canonicalPath: '/galerie', content: ['Nos Albums', ...albs.map((a) => a.title)] },
    album: {
      path: `/galerie/${alb.id}`,
      title: alb.title,
      canonicalPath: `/galerie/${alb.id}`,
      content: [alb.title, alb.category],
      image: mediaName(alb.coverImage),
    },
  };
}

const ROUTES = ['home', 'accueil', 'filieres', 'apropos', 'actualites', 'article', 'articleById', 'contact', 'campus', 'cabinet', 'project', 'tarifs', 'galerie', 'album'];

test.describe('server HTML, no JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const name of ROUTES) {
    test(`${name}: content, title, description, canonical, Open Graph, Twitter card and JSON-LD`, async ({ request, page, baseURL }) => {
      const t = await siteContent(request);
      const e = (await expectations(request))[name];
      const siteName = t('site_name');

      const res = await request.get(e.path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      const text = htmlText(html.slice(html.indexOf('<body')));
      for (const c of e.content) expect(text, `the HTML of ${e.path} contains "${c}"`).toContain(c.replace(/\s+/g, ' ').trim());

      const head = parseHead(html);
      expect(head.title).toBe(e.title ? `${e.title} | ${siteName}` : `${siteName} – ${t('site_tagline')}`);
      expect(head.description?.length ?? 0, 'meta description').toBeGreaterThan(20);
      if (e.description) expect(head.description).toBe(e.description);
      expect(head.canonical).toBe(`${baseURL}${e.canonicalPath}`);
      expect(head.meta('og:url')).toBe(`${baseURL}${e.canonicalPath}`);
      expect(head.meta('og:title')).toBe(e.title || head.title);
      expect(head.meta('og:description')).toBe(head.description);
      expect(head.meta('og:locale')).toBe('fr_FR');
      if (e.type) expect(head.meta('og:type')).toBe(e.type);
      expect(head.meta('twitter:card')).toMatch(/^summary(_large_image)?$/);
      expect(head.meta('twitter:title')).toBe(head.meta('og:title'));
      const org = head.jsonLd.find((j) => (j as { '@type'?: string })['@type'] === 'EducationalOrganization') as Record<string, unknown> | undefined;
      expect(org, 'EducationalOrganization JSON-LD').toBeTruthy();
      expect(org!.name).toBe(siteName);
      expect(org!['@context']).toBe('https://schema.org');
      // An article is also described as news, for search results (schema.org NewsArticle).
      const news = head.jsonLd.filter((j) => (j as { '@type'?: string })['@type'] === 'NewsArticle') as Array<Record<string, unknown>>;
      if (e.type === 'article') {
        expect(news).toEqual([
          expect.objectContaining({
            '@context': 'https://schema.org',
            headline: e.title,
            description: head.description,
            datePublished: e.published,
            mainEntityOfPage: `${baseURL}${e.canonicalPath}`,
            image: [head.meta('og:image')],
            author: expect.objectContaining({ name: siteName }),
            publisher: expect.objectContaining({ name: siteName, logo: expect.objectContaining({ url: `${baseURL}/favicon.svg` }) }),
          }),
        ]);
      } else expect(news, 'NewsArticle only on an article').toEqual([]);
      // The data the page was rendered with, for hydration without a refetch.
      expect(html).toContain('<script id="__RQ_STATE__" type="application/json">');

      // The same HTML in a browser without JavaScript: the page is readable as it is.
      await page.goto(e.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(e.h1 ?? e.title);
      await expect(page.getByText(e.content.find((c) => c && c !== e.title) ?? e.content[0]).first()).toBeAttached();

      // A page with its own picture shares that picture (a variant of the same media file).
      const ogImage = head.meta('og:image');
      // As a JPEG of the card's shape, whatever the stored format: WhatsApp shows no WebP preview.
      if (e.image) {
        expect(ogImage).toBe(`${baseURL}/media/share/${e.image}.jpg`);
        expect([head.meta('og:image:type'), head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['image/jpeg', '1200', '630']);
        expect(head.meta('twitter:card')).toBe('summary_large_image');
        expect(head.meta('twitter:image')).toBe(ogImage);
        const picture = await request.get(ogImage!);
        expect(picture.status()).toBe(200);
        expect(picture.headers()['content-type']).toBe('image/jpeg');
        const body = await picture.body();
        expect(body.subarray(0, 3).toString('hex'), 'JPEG signature').toBe('ffd8ff');
        expect(body.length).toBeLessThan(300_000);
      }
    });
  }

  // og:image is one of the four properties the Open Graph protocol requires on every page
  // (ogp.me, "Basic Metadata"); without it a link shared on WhatsApp or Facebook has no picture.
  test('every route declares an og:image', async ({ request }) => {
    const all = await expectations(request);
    const missing: string[] = [];
    for (const name of ROUTES) {
      const head = parseHead(await (await request.get(all[name].path)).text());
      if (!/^https?:\/\//.test(head.meta('og:image') ?? '')) missing.push(all[name].path);
    }
    expect(missing, 'routes without og:image').toEqual([]);
  });

  test('every route has its own title', async ({ request }) => {
    const all = await expectations(request);
    const titles = new Map<string, string>();
    for (const name of ROUTES.filter((r) => r !== 'accueil' && r !== 'articleById')) {
      const head = parseHead(await (await request.get(all[name].path)).text());
      expect(head.title).toBeTruthy();
      expect(titles.get(head.title!), `${name} shares its title with ${titles.get(head.title!)}`).toBeUndefined();
      titles.set(head.title!, name);
    }
  });

  test('the 404 page and the unknown records are not indexed', async ({ request }) => {
    for (const path of ['/pas-une-page', '/actualites/pas-un-article', '/cabinet/999999', '/galerie/999999']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(parseHead(await res.text()).meta('robots'), path).toBe('noindex');
    }
  });
});

test('sitemap.xml lists the public pages, every active article by slug, the projects and the albums', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const [news, projs, albs] = await Promise.all([activeNews(request), projects(request), albums(request)]);
  const expected = [
    ...['/', '/filieres', '/a-propos', '/actualites', '/contact', '/campus', '/cabinet', '/tarifs', '/galerie'],
    ...news.map((n) => `/actualites/${n.slug}`),
    ...projs.map((p) => `/cabinet/${p.id}`),
    ...albs.map((a) => `/galerie/${a.id}`),
  ].map((p) => `${baseURL}${p}`);
  for (const url of expected) expect(locs, url).toContain(url);
  expect(locs.some((l) => l.includes('/admin')), 'no admin page in the sitemap').toBe(false);
});

test('robots.txt disallows /admin and points to the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/admin\/?$/m);
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** The /api/* requests of a first load of `path`, until the network is idle after hydration. */
async function apiRequestsOfFirstLoad(page: Page, path: string) {
  const api = recordApiRequests(page);
  await open(page, path);
  await page.waitForLoadState('networkidle');
  return api.map((r) => r.url());
}

test.describe('hydration without refetch', () => {
  for (const path of ['/', '/actualites', '/filieres', '/cabinet', '/tarifs', '/galerie']) {
    test(`${path}: the first load makes no request to /api/*`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      expect(await apiRequestsOfFirstLoad(page, path)).toEqual([]);
      // A hydration mismatch is logged as an error by React.
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });
  }

  test('a page kept for longer than the texts stay fresh (5 minutes) still hydrates without a request', async ({ page }) => {
    // Two first loads, each waited on until the network is idle (the home page's slides load
    // their pictures as they come): over 30 s once on a machine busy with other builds.
    test.slow();
    // The browser's clock 6 minutes after the render: a kept page is as old as that when a
    // visitor arrives long after the first one. It is current (dropped on every change).
    await page.addInitScript(() => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + 6 * 60_000;
    });
    for (const path of ['/', '/filieres']) {
      expect(await apiRequestsOfFirstLoad(page, path), path).toEqual([]);
    }
  });

  test('an article and an album make no request to /api/* on first load either', async ({ page, request }) => {
    const [n] = await activeNews(request);
    const [a] = await albums(request);
    for (const path of [`/actualites/${n.slug}`, `/galerie/${a.id}`]) {
      expect(await apiRequestsOfFirstLoad(page, path), path).toEqual([]);
    }
  });
});
