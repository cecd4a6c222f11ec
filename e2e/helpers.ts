// Small helpers shared by the public-site end-to-end tests (issue 2, "Tests"). Expected
// values are read from the API of the server under test, never copied from the seed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { contentValue, toContentMap, type ContentMap } from '../shared/src/content-keys';

export { EMPTY_URL, SEEDED_URL } from '../playwright.config';

/** Viewports: the desktop header (xl) starts at 1280 px; phones from 360 px. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

// ---------------------------------------------------------------------------------------
// Reading the API of the server under test (the `request` fixture follows baseURL).

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { accept: 'application/json' } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A news item as GET /api/news lists it (no content: the article's own answer has it). */
export interface News {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  category: string;
  author: string | null;
  date: string;
  imageUrl: string | null;
  featured: boolean;
  isActive: boolean;
}
export interface NewsImage {
  id: number;
  imageUrl: string;
  caption: string | null;
}
export interface Program {
  id: number;
  name: string;
  category: string;
  level: string | null;
  duration: string | null;
  imageUrl: string | null;
}
export interface Project {
  id: number;
  title: string;
  description: string | null;
  status: string;
  startDate: string | null;
  endDate: string | null;
  images: string[];
  videos: string[];
  videoThumbnails: Record<string, string>;
  link: string | null;
}
export interface Tariff {
  id: number;
  site: string;
  location: string;
  programName: string;
  programDuration: string;
  inscriptionFee: number;
  fraisAnnexes: number;
  totalFee: number;
  firstPayment: number;
  secondPayment: number;
  thirdPayment: number;
  accountInfo: string | null;
}
export interface Album {
  id: number;
  title: string;
  description: string | null;
  category: string;
  coverImage: string | null;
  createdAt: string;
}
export interface GalleryItem {
  id: number;
  title: string | null;
  description: string | null;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  thumbnailUrl: string | null;
  isActive: boolean;
  order: number;
}
export interface Slider {
  id: number;
  title: string;
  isActive: boolean;
  order: number;
}

/**
 * Where the server serves a stored video's copy (decision 032): `light` (720p) for phones,
 * `small` (360p) for slow connections; spelled here from the documented addresses.
 */
export const videoCopyUrl = (mediaUrl: string, copy: 'light' | 'small' = 'light') =>
  `/media/light/${mediaUrl.slice('/media/'.length).replace(/\.\w+$/, '')}${copy === 'small' ? '-360' : ''}.mp4`;

export const activeNews = async (request: APIRequestContext) =>
  (await apiJson<{ news: News[] }>(request, '/api/news')).news.filter((n) => n.isActive);
export const programs = async (request: APIRequestContext) => (await apiJson<{ programs: Program[] }>(request, '/api/programs')).programs;
export const projects = async (request: APIRequestContext) => (await apiJson<{ projects: Project[] }>(request, '/api/projects')).projects;
export const tariffs = async (request: APIRequestContext) => (await apiJson<{ tariffs: Tariff[] }>(request, '/api/tariffs')).tariffs;
export const albums = async (request: APIRequestContext) => (await apiJson<{ albums: Album[] }>(request, '/api/albums')).albums;
export const album = async (request: APIRequestContext, id: number) =>
  (await apiJson<{ album: Album & { items: GalleryItem[] } }>(request, `/api/albums/${id}`)).album;
/** An album of the demo data with both photos and a video among its shown items. */
export async function albumWithPhotoAndVideo(request: APIRequestContext) {
  let found: Awaited<ReturnType<typeof album>> | null = null;
  for (const a of await albums(request)) {
    const full = await album(request, a.id);
    if (full.items.some((i) => i.isActive && i.mediaType === 'video') && full.items.some((i) => i.isActive && i.mediaType === 'image')) found = full;
  }
  expect(found, 'the demo data has an album with photos and a video').toBeTruthy();
  return found!;
}
export const newsImages = async (request: APIRequestContext, slug: string) =>
  (await apiJson<{ images: NewsImage[] }>(request, `/api/news/${encodeURIComponent(slug)}/images`)).images;
export const activeSliders = async (request: APIRequestContext) =>
  (await apiJson<{ sliders: Slider[] }>(request, '/api/sliders')).sliders.filter((s) => s.isActive).sort((a, b) => a.order - b.order);

/** The content keys as the pages read them: the stored value, else the default text. */
export async function siteContent(request: APIRequestContext): Promise<(key: string) => string> {
  const { content } = await apiJson<{ content: Array<{ key: string; value: string }> }>(request, '/api/content');
  const map: ContentMap = toContentMap(content);
  return (key) => contentValue(map, key);
}

// ---------------------------------------------------------------------------------------
// French formats, written independently of the app's own helpers.

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "2026-11-15" or an ISO timestamp -> "15 novembre 2026" (Abidjan is UTC+0). */
export function frenchLongDate(value: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 85000 -> "85 000 F CFA": plain spaces between groups of three digits. */
export function frenchAmount(n: number): string {
  return `${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} F CFA`;
}

// ---------------------------------------------------------------------------------------
// Browser helpers.

/** Resolves once React has hydrated the page (its DOM nodes carry React's fiber keys). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const hydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    return hydrated(document.querySelector('#contenu > *')) && hydrated(document.querySelector('footer a'));
  });
}

/** Opens `path` and waits for hydration. */
export async function open(page: Page, path: string) {
  const res = await page.goto(path);
  await waitForHydration(page);
  return res;
}

/** The twelve public pages; 'article', 'project' and 'album' stand for the first of each. */
export const PUBLIC_PAGES = ['/', '/filieres', '/a-propos', '/actualites', 'article', '/contact', '/campus', '/cabinet', 'project', '/tarifs', '/galerie', 'album'];

/**
 * Opens one of PUBLIC_PAGES with nothing moving: no transition, animation nor smooth scroll
 * half-way through a screenshot or a measure (use with reducedMotion, which stops the slider).
 */
export async function openStill(page: Page, request: APIRequestContext, name: string) {
  let path = name;
  if (name === 'article') path = `/actualites/${(await activeNews(request))[0].slug}`;
  if (name === 'album') path = `/galerie/${(await albums(request))[0].id}`;
  if (name === 'project') path = `/cabinet/${(await projects(request))[0].id}`;
  await open(page, path);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; scroll-behavior: auto !important; }' });
}

/** Every request the page makes to /api/*, recorded from now on. */
export function recordApiRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r);
  });
  return seen;
}

/** Answers `path` (exact API path) with an HTTP error in the browser only. */
export async function failApi(page: Page, path: string, status = 500) {
  await page.route((url) => url.pathname === path, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Erreur simulée' }) }),
  );
}

/** Holds the answer to `path` until the returned release() is called. */
export async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route((url) => url.pathname === path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The header link of the desktop navigation (1280 px and wider). */
export const headerLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name, exact: true });

/** Client-side navigation through a desktop header link. */
export async function navigateByHeader(page: Page, name: string, expectedPath: string) {
  await headerLink(page, name).click();
  await expect(page).toHaveURL((u) => u.pathname === expectedPath);
}

// ---------------------------------------------------------------------------------------
// Server HTML without JavaScript.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (ENTITIES[e] ?? m),
  );

/** Text of the server HTML with tags removed and entities decoded (whitespace collapsed). */
export const htmlText = (html: string) =>
  decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

export interface Head {
  title: string | null;
  description: string | null;
  canonical: string | null;
  meta: (key: string) => string | null;
  jsonLd: unknown[];
}

/** The tags of the <head> of a server-rendered page. */
export function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? decodeEntities(m[1]) : null;
  };
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => {
    const tag = metas.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
    return tag ? attr(tag, 'content') : null;
  };
  const title = /<title>([\s\S]*?)<\/title>/.exec(head);
  const canonical = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).find((t) => attr(t, 'rel') === 'canonical');
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
  return {
    title: title ? decodeEntities(title[1]) : null,
    description: meta('description'),
    canonical: canonical ? attr(canonical, 'href') : null,
    meta,
    jsonLd,
  };
}

// ---------------------------------------------------------------------------------------
// Accessibility.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/** Runs axe-core in the page (evaluated through the DevTools protocol, so the CSP allows it). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    }));
  });
  return result;
}

/** A readable list of violations for an assertion message. */
export const describeViolations = (vs: AxeViolation[]) =>
  vs.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html}\n      ${n.failureSummary ?? ''}`).join('\n')}`).join('\n');

// ---------------------------------------------------------------------------------------
// Icons (site/src/components/icons): each is a `<use>` of the sprite, which draws nothing
// if the sprite file or the symbol is missing. A drawn icon has a box of its own.

/** Every icon in `scope` that is on screen (at least `atLeast` of them) is drawn: its `<use>` has a non-empty box. */
export async function expectIconsDrawn(scope: Page | Locator, atLeast = 1) {
  await expect
    .poll(
      () =>
        scope.locator('svg.lucide').evaluateAll((svgs, least) => {
          const shown = svgs.filter((svg) => svg.getBoundingClientRect().width > 0);
          const blank = shown.filter((svg) => {
            const box = svg.querySelector('use')?.getBBox();
            return !box || box.width === 0 || box.height === 0;
          });
          return { enough: shown.length >= least, blank: blank.map((svg) => svg.getAttribute('class')) };
        }, atLeast),
      { message: `au moins ${atLeast} icône(s) visible(s), aucune vide` },
    )
    .toEqual({ enough: true, blank: [] });
}
