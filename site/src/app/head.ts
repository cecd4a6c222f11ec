// Per-page <head>: title, description, canonical, Open Graph, Twitter and the school's
// JSON-LD. Computed from the same data the page shows, on the server and after client
// navigations (DECISIONS: every public page has its own title and sharing tags).
import { contentValue, socialLinks, type ContentMap } from '@ecole/shared/content-keys';
import { isLocalImage, SHARE_IMAGE, shareImageUrl } from '@ecole/shared/media';

export interface HeadInfo {
  title: string;
  description: string;
  /** Path of the canonical URL (e.g. the slug URL of an article). */
  canonicalPath: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  publishedTime?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const jsonForScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function absoluteUrl(origin: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function fullTitle(head: HeadInfo, content: ContentMap | undefined) {
  const site = contentValue(content, 'site_name');
  return head.title ? `${head.title} | ${site}` : `${site} – ${contentValue(content, 'site_tagline')}`;
}

/** The HTML of the head tags (server side). */
export function renderHead(head: HeadInfo, content: ContentMap | undefined, origin: string): string {
  const title = fullTitle(head, content);
  const url = absoluteUrl(origin, head.canonicalPath);
  // A page without a picture of its own is shared with the school's picture (og:image is required).
  const image = head.image || contentValue(content, 'site_share_image');
  const local = isLocalImage(image);
  const img = image ? absoluteUrl(origin, local ? shareImageUrl(image) : image) : null;
  const site = contentValue(content, 'site_name');
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(head.description)}" />`,
    `<link rel="canonical" href="${esc(url)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:site_name" content="${esc(site)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${esc(head.title || title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:url" content="${esc(url)}" />`,
    img ? `<meta property="og:image" content="${esc(img)}" />` : '',
    // Its size and type known in advance: Facebook draws the card on the first share instead
    // of after fetching the picture.
    local ? `<meta property="og:image:type" content="${SHARE_IMAGE.type}" />` : '',
    local ? `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />` : '',
    local ? `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />` : '',
    head.publishedTime ? `<meta property="article:published_time" content="${esc(head.publishedTime)}" />` : '',
    `<meta name="twitter:card" content="${img ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${esc(head.title || title)}" />`,
    `<meta name="twitter:description" content="${esc(head.description)}" />`,
    img ? `<meta name="twitter:image" content="${esc(img)}" />` : '',
    `<script type="application/ld+json">${jsonForScript(organizationJsonLd(content, origin))}</script>`,
    head.type === 'article' && head.publishedTime
      ? `<script type="application/ld+json">${jsonForScript(articleJsonLd(head, content, origin, url, img))}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

export function organizationJsonLd(content: ContentMap | undefined, origin: string) {
  const sameAs = socialLinks((key) => contentValue(content, key)).map((s) => s.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: contentValue(content, 'site_name'),
    alternateName: contentValue(content, 'site_short_name'),
    description: contentValue(content, 'site_tagline'),
    url: origin,
    logo: `${origin}/favicon.svg`,
    foundingDate: '2010',
    email: contentValue(content, 'contact_email'),
    telephone: contentValue(content, 'contact_phone'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contentValue(content, 'contact_address').split('\n')[0],
      addressLocality: 'Abidjan',
      addressCountry: 'CI',
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * An article as search engines read news (schema.org NewsArticle): its headline, date and
 * picture (the share JPEG, 1200 px wide as Google asks), written and published by the school.
 */
export function articleJsonLd(head: HeadInfo, content: ContentMap | undefined, origin: string, url: string, image: string | null) {
  const school = { '@type': 'EducationalOrganization', name: contentValue(content, 'site_name'), url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: head.title,
    description: head.description,
    datePublished: head.publishedTime,
    inLanguage: 'fr-FR',
    mainEntityOfPage: url,
    ...(image ? { image: [image] } : {}),
    author: school,
    publisher: { ...school, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
  };
}

/** Applies a HeadInfo to the live document after a client-side navigation. */
export function applyHead(head: HeadInfo, content: ContentMap | undefined) {
  document.title = fullTitle(head, content);
  const set = (selector: string, attr: string, value: string) => document.querySelector(selector)?.setAttribute(attr, value);
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', absoluteUrl(window.location.origin, head.canonicalPath));
}
