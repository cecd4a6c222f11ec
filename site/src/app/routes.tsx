// The public routes of public-site.md section 2: component, the API reads the server
// prefetches for it (so the HTML carries its data and the client hydrates without
// refetching) and its <head>. Paths come from the shared route table.
import { api } from '@ecole/shared/api';
import { paths } from '@ecole/shared/paths';
import type { AlbumWithItems } from '@ecole/shared/schemas/albums';
import type { News } from '@ecole/shared/schemas/news';
import { NEWS_SUMMARY_FALLBACK } from '@ecole/shared/constants';
import type { Project } from '@ecole/shared/schemas/projects';
import type { Tariff } from '@ecole/shared/schemas/tariffs';
import { TARIFF_SITE_KEY, TARIFF_SITE_PARAM, tariffSheetKeys } from '@ecole/shared/tariff-sites';
import { CAMPUS_TOUR_SPOTS } from '@ecole/shared/campus';
import { campusTourImageKey, contentValue, type ContentMap } from '@ecole/shared/content-keys';
import type { HeadInfo } from './head';
import { lazyPage, type LazyPage } from './lazy-page';

// One chunk per page: a visitor downloads only the code of the pages they open.
const HomePage = lazyPage('src/features/home/HomePage.tsx', () => import('../features/home/HomePage').then((m) => m.HomePage));
const ProgramsPage = lazyPage('src/features/programs/ProgramsPage.tsx', () => import('../features/programs/ProgramsPage').then((m) => m.ProgramsPage));
const AboutPage = lazyPage('src/features/about/AboutPage.tsx', () => import('../features/about/AboutPage').then((m) => m.AboutPage));
const NewsListPage = lazyPage('src/features/news/NewsListPage.tsx', () => import('../features/news/NewsListPage').then((m) => m.NewsListPage));
const NewsDetailPage = lazyPage('src/features/news/NewsDetailPage.tsx', () => import('../features/news/NewsDetailPage').then((m) => m.NewsDetailPage));
const ContactPage = lazyPage('src/features/contact/ContactPage.tsx', () => import('../features/contact/ContactPage').then((m) => m.ContactPage));
const CampusPage = lazyPage('src/features/campus/CampusPage.tsx', () => import('../features/campus/CampusPage').then((m) => m.CampusPage));
const ProjectsPage = lazyPage('src/features/cabinet/ProjectsPage.tsx', () => import('../features/cabinet/ProjectsPage').then((m) => m.ProjectsPage));
const ProjectDetailPage = lazyPage('src/features/cabinet/ProjectDetailPage.tsx', () => import('../features/cabinet/ProjectDetailPage').then((m) => m.ProjectDetailPage));
const TariffsPage = lazyPage('src/features/tariffs/TariffsPage.tsx', () => import('../features/tariffs/TariffsPage').then((m) => m.TariffsPage));
const AlbumsPage = lazyPage('src/features/gallery/AlbumsPage.tsx', () => import('../features/gallery/AlbumsPage').then((m) => m.AlbumsPage));
const AlbumPage = lazyPage('src/features/gallery/AlbumPage.tsx', () => import('../features/gallery/AlbumPage').then((m) => m.AlbumPage));
const NotFoundPage = lazyPage('src/features/not-found/NotFoundPage.tsx', () => import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage));

export interface RouteContext {
  params: Record<string, string>;
  content: ContentMap | undefined;
  /** Data of a prefetched API path, when it loaded. */
  data<T>(key: string): T | undefined;
  /** Whether the read of an API path answered 404 (rather than being on its way or failing otherwise). */
  missing(key: string): boolean;
}

export interface PageRoute {
  path: string;
  page: LazyPage;
  /** API paths the page reads, prefetched by the server. */
  queries: (params: Record<string, string>) => string[];
  /** The read whose 404 makes the page a 404 (a missing article, project, album). */
  primary?: (params: Record<string, string>) => string;
  head: (ctx: RouteContext) => HeadInfo;
  /**
   * A query parameter that changes what the page draws (the sheet of /tarifs, decision 045).
   * The server keeps one page per value it names: a value of `pattern` is looked up with the
   * page's data (`known`); any other query is the page without it, as the browser reads it too.
   */
  variant?: { param: string; pattern: RegExp; known: (ctx: RouteContext, value: string) => boolean };
}

const truncate = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const stripHtml = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
/** The titles of the sections whose detail pages borrow them while their data is missing. */
const SECTION_TITLES = { news: 'Actualités', cabinet: 'Cabinet – Nos Projets', gallery: 'Galerie Photos & Vidéos' } as const;

const tagline = (ctx: RouteContext) => contentValue(ctx.content, 'site_tagline');

/**
 * The head of a detail page without its data: "introuvable" only once the read said so. While it
 * loads (seconds on a slow connection) or after it failed, the section's title: a parent is not
 * told in the tab switcher that an article does not exist while it is on its way.
 */
const withoutData = (ctx: RouteContext, key: string, notFound: string, section: string, canonicalPath: string): HeadInfo => ({
  title: ctx.missing(key) ? notFound : section,
  description: tagline(ctx),
  canonicalPath,
  noindex: true,
});

const homeRoute = (path: string): PageRoute => ({
  path,
  page: HomePage,
  queries: () => [api.sliders, api.founderMessage, api.institutes, api.recentNews],
  head: (ctx) => ({
    title: '',
    description: truncate(`${contentValue(ctx.content, 'hero_slide1_description')}`),
    canonicalPath: '/',
  }),
});

export const routes: PageRoute[] = [
  homeRoute(paths.home.path),
  homeRoute(paths.accueil.path),
  {
    path: paths.filieres.path,
    page: ProgramsPage,
    queries: () => [api.programs],
    head: (ctx) => ({
      title: contentValue(ctx.content, 'filieres_page_title'),
      description: truncate(contentValue(ctx.content, 'filieres_page_subtitle')),
      canonicalPath: paths.filieres.href(),
    }),
  },
  {
    path: paths.apropos.path,
    page: AboutPage,
    queries: () => [],
    head: (ctx) => ({
      title: contentValue(ctx.content, 'apropos_page_title'),
      description: truncate(contentValue(ctx.content, 'apropos_page_subtitle')),
      canonicalPath: paths.apropos.href(),
      image: contentValue(ctx.content, 'mission_image') || null,
    }),
  },
  {
    path: paths.actualites.path,
    page: NewsListPage,
    queries: () => [api.news],
    head: () => ({
      title: SECTION_TITLES.news,
      description: "Toutes les actualités de l'école : événements, partenariats, formations et réussites étudiantes.",
      canonicalPath: paths.actualites.href(),
    }),
  },
  {
    path: paths.article.path,
    page: NewsDetailPage,
    queries: (p) => [api.newsItem(p.id), api.newsImages(p.id)],
    primary: (p) => api.newsItem(p.id),
    head: (ctx) => {
      const n = ctx.data<News>(api.newsItem(ctx.params.id));
      if (!n) return withoutData(ctx, api.newsItem(ctx.params.id), 'Actualité introuvable', SECTION_TITLES.news, paths.article.href(ctx.params.id));
      return {
        title: n.title,
        description: truncate(n.summary || stripHtml(n.content ?? '') || NEWS_SUMMARY_FALLBACK),
        canonicalPath: paths.article.href(n.slug),
        image: n.imageUrl,
        type: 'article',
        publishedTime: n.date,
      };
    },
  },
  {
    path: paths.contact.path,
    page: ContactPage,
    queries: () => [],
    head: (ctx) => ({
      title: contentValue(ctx.content, 'contact_page_title'),
      description: truncate(contentValue(ctx.content, 'contact_page_subtitle')),
      canonicalPath: paths.contact.href(),
    }),
  },
  {
    path: paths.campus.path,
    page: CampusPage,
    queries: () => [],
    head: (ctx) => ({
      title: 'Notre Campus',
      description: "Un campus de 5000 m² au cœur d'Abidjan : 25+ salles équipées, amphithéâtre de 200 places, bibliothèque, espaces de coworking.",
      canonicalPath: paths.campus.href(),
      image: contentValue(ctx.content, campusTourImageKey(CAMPUS_TOUR_SPOTS[0].id)) || null,
    }),
  },
  {
    path: paths.cabinet.path,
    page: ProjectsPage,
    queries: () => [api.projects],
    head: () => ({
      title: SECTION_TITLES.cabinet,
      description: "Les projets de conseil et d'accompagnement de notre cabinet : projets à venir et projets terminés.",
      canonicalPath: paths.cabinet.href(),
    }),
  },
  {
    path: paths.project.path,
    page: ProjectDetailPage,
    queries: (p) => [api.project(p.id)],
    primary: (p) => api.project(p.id),
    head: (ctx) => {
      const p = ctx.data<{ project: Project }>(api.project(ctx.params.id))?.project;
      if (!p) return withoutData(ctx, api.project(ctx.params.id), 'Projet non trouvé', SECTION_TITLES.cabinet, paths.project.href(ctx.params.id));
      return {
        title: p.title,
        description: truncate(p.description || tagline(ctx)),
        canonicalPath: paths.project.href(p.id),
        image: p.images[0] ?? null,
      };
    },
  },
  {
    path: paths.tarifs.path,
    page: TariffsPage,
    queries: () => [api.tariffs],
    head: () => ({
      title: 'Nos Tarifs',
      description: "Frais d'inscription, frais annexes et échéancier de paiement en F CFA pour chacun de nos sites à Abidjan.",
      canonicalPath: paths.tarifs.href(),
    }),
    variant: {
      param: TARIFF_SITE_PARAM,
      pattern: TARIFF_SITE_KEY,
      known: (ctx, value) => tariffSheetKeys(ctx.data<{ tariffs: Tariff[] }>(api.tariffs)?.tariffs ?? []).includes(value),
    },
  },
  {
    path: paths.galerie.path,
    page: AlbumsPage,
    queries: () => [api.albums],
    head: () => ({
      title: SECTION_TITLES.gallery,
      description: "Cérémonies, vie étudiante, conférences : la vie de l'école en photos et en vidéos.",
      canonicalPath: paths.galerie.href(),
    }),
  },
  {
    path: paths.album.path,
    page: AlbumPage,
    queries: (p) => [api.album(p.id)],
    primary: (p) => api.album(p.id),
    head: (ctx) => {
      const a = ctx.data<{ album: AlbumWithItems }>(api.album(ctx.params.id))?.album;
      if (!a) return withoutData(ctx, api.album(ctx.params.id), 'Album non trouvé', SECTION_TITLES.gallery, paths.album.href(ctx.params.id));
      return {
        title: a.title,
        description: truncate(a.description || `Album ${a.category}`),
        canonicalPath: paths.album.href(a.id),
        image: a.coverImage ?? a.items.find((i) => i.mediaType === 'image')?.mediaUrl ?? null,
      };
    },
  },
];

export const notFoundRoute: PageRoute = {
  path: '*',
  page: NotFoundPage,
  queries: () => [],
  head: () => ({ title: 'Page introuvable', description: '404 Page Not Found', canonicalPath: '/404', noindex: true }),
};

/** Reads every page needs: the content keys (header, footer, settings). */
export const globalQueries = [api.content];

/** Loads every page: the server does it once before rendering anything. */
export const loadAllPages = () => Promise.all([...routes, notFoundRoute].map((r) => r.page.load()));
