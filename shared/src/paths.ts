// One route table for the public site and the admin: used by the router, links,
// redirects, the server's 404 decision, the sitemap and the SSR data loader.
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
  tarifs: { path: '/tarifs', href: () => '/tarifs' },
  galerie: { path: '/galerie', href: () => '/galerie' },
  album: { path: '/galerie/:id', href: (id: string | number) => `/galerie/${id}` },
  admin: {
    root: { path: '/admin', href: () => '/admin' },
    login: { path: '/admin/login', href: () => '/admin/login' },
    dashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  },
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
