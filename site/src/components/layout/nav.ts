import { paths } from '@ecole/shared/paths';

export interface NavLink {
  href: string;
  label: string;
  /** Other paths on which the link is the current one (/accueil is the home page too). */
  aliases?: string[];
}

/** Header links of public-site.md section 2, in their order. */
export const headerLinks: NavLink[] = [
  { href: paths.home.href(), label: 'Accueil', aliases: [paths.accueil.href()] },
  { href: paths.filieres.href(), label: 'Nos Filières' },
  { href: paths.apropos.href(), label: 'À Propos' },
  { href: paths.actualites.href(), label: 'Actualités' },
  { href: paths.galerie.href(), label: 'Galerie' },
  { href: paths.cabinet.href(), label: 'Cabinet' },
  { href: paths.contact.href(), label: 'Contact' },
];

/** The phone menu's links (DECISIONS "Public site"): the header's, with /campus after À Propos. */
export const menuLinks: NavLink[] = [...headerLinks.slice(0, 3), { href: paths.campus.href(), label: 'Campus' }, ...headerLinks.slice(3)];

/**
 * aria-current for a link: "page" on its own page, "true" on a page below it (an article
 * under /actualites), so the section stays highlighted without claiming to be the page.
 */
export function currentState(link: NavLink, location: string): 'page' | 'true' | undefined {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === link.href || link.aliases?.includes(path)) return 'page';
  if (link.href !== '/' && path.startsWith(`${link.href}/`)) return 'true';
  return undefined;
}

/** id of the mobile menu panel, named by the menu button's aria-controls. */
export const MOBILE_MENU_ID = 'menu-mobile';
