// robots.txt (admin disallowed) and sitemap.xml (all public pages, news, projects, albums).
import { Hono } from 'hono';
import { paths } from '@ecole/shared/paths';
import type { AppDeps } from '../app-deps';
import { publicOrigin } from '../http/origin';
import { sitemapEntries } from './seo-repository';

const STATIC_PAGES = [
  paths.home, paths.filieres, paths.apropos, paths.actualites, paths.galerie,
  paths.cabinet, paths.tarifs, paths.campus, paths.contact,
].map((p) => p.href());

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export const seoRoutes = ({ db, env }: AppDeps) =>
  new Hono()
    .get('/robots.txt', (c) => {
      const origin = publicOrigin(c, env);
      return c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`, 200, {
        'Cache-Control': 'public, max-age=3600',
      });
    })
    .get('/sitemap.xml', async (c) => {
      const origin = publicOrigin(c, env);
      const { articles, projects, albums } = await sitemapEntries(db);
      const urls: Array<{ loc: string; lastmod?: string }> = [
        ...STATIC_PAGES.map((p) => ({ loc: p })),
        ...articles.map((a) => ({ loc: paths.article.href(a.slug), lastmod: day(a.updatedAt) })),
        ...projects.map((p) => ({ loc: paths.project.href(p.id), lastmod: day(p.updatedAt) })),
        ...albums.map((a) => ({ loc: paths.album.href(a.id), lastmod: day(a.updatedAt) })),
      ];
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        urls.map((u) => `  <url><loc>${xmlEscape(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n') +
        '\n</urlset>\n';
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' });
    });
