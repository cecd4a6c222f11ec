// One route table for the public site and the admin: used by the router, links,
// redirects, the server's 404 decision, the sitemap and the SSR data loader.
import { TARIFF_SITE_PARAM } from './tariff-sites';

const adminRoot = { path: '/admin', href: () => '/admin' } as const;
const adminLogin = { path: '/admin/login', href: () => '/admin/login' } as const;
const adminDashboard = { path: '/admin/dashboard', href: () => '/admin/dashboard' } as const;

export const paths = {
  home: { path: '/', href: () => '/' },
  accueil: { path: '/accueil', href: () => '/accueil' },
  filieres: { path: '/filieres', href: () => '/filieres' },
  apropos: { path: '/a-propos', href: () => '/a-propos' },
  actualites: { path: '/actualites', href: () => '/actualites' },
  article: { path: '/actualites/:id', href: (slugOrId: string | number) => `/actualites/${encodeURIComponent(String(slugOrId))}` },
  contact: { path: '/contact', href: () => '/contact' },
  campus: { path: '/campus', href: () => '/campus' },
  cabinet: { path: '/cabinet', href: () => '/cabinet' },
  project: { path: '/cabinet/:id', href: (id: string | number) => `/cabinet/${id}` },
  // A sheet's key (tariff-sites.ts): that site's tab is the one shown.
  tarifs: { path: '/tarifs', href: (sheet?: string) => (sheet ? `/tarifs?${TARIFF_SITE_PARAM}=${encodeURIComponent(sheet)}` : '/tarifs') },
  galerie: { path: '/galerie', href: () => '/galerie' },
  album: { path: '/galerie/:id', href: (id: string | number) => `/galerie/${id}` },
  admin: { root: adminRoot, login: adminLogin, dashboard: adminDashboard },
} as const;

/**
 * Every screen of the administration (admin-back-office.md section 2, plus the inbox and
 * the chat transcripts of issue 3). A separate export: the public bundle keeps only the
 * three entries of `paths.admin` and tree-shakes this table away.
 */
export const adminPaths = {
  root: adminRoot,
  login: adminLogin,
  setup: { path: '/admin/setup', href: (token?: string) => (token ? `/admin/setup?token=${encodeURIComponent(token)}` : '/admin/setup') },
  dashboard: adminDashboard,
  content: { path: '/admin/content', href: () => '/admin/content' },
  sliders: { path: '/admin/sliders', href: () => '/admin/sliders' },
  founder: { path: '/admin/founder', href: () => '/admin/founder' },
  institutes: { path: '/admin/institutes', href: () => '/admin/institutes' },
  programs: { path: '/admin/programs', href: () => '/admin/programs' },
  news: { path: '/admin/news', href: () => '/admin/news' },
  projects: { path: '/admin/projects', href: () => '/admin/projects' },
  tariffs: { path: '/admin/tariffs', href: () => '/admin/tariffs' },
  gallery: { path: '/admin/gallery', href: () => '/admin/gallery' },
  messages: { path: '/admin/messages', href: () => '/admin/messages' },
  chats: { path: '/admin/chats', href: () => '/admin/chats' },
} as const;

/** Matches a pathname against a route pattern with :params; returns the params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) {
      try {
        params[p[i].slice(1)] = decodeURIComponent(s[i]);
      } catch {
        return null;
      }
    } else if (p[i] !== s[i]) return null;
  }
  return params;
}
