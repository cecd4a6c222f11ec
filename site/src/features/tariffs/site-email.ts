import { slugify } from '@ecole/shared/slug';

/**
 * The e-mail of a site sheet; without one, an address derived from the site name on the
 * school's own domain (public-site.md section 2, "fallback derived from the site name"):
 * "Site de Cocody" -> "cocody@<domain of contact_email>". Null when neither can be made.
 */
export function siteEmail(sheet: { email: string | null; site: string }, contactEmail: string): string | null {
  const own = sheet.email?.trim();
  if (own) return own;
  const domain = contactEmail.split('@')[1]?.trim();
  const place = sheet.site.replace(/^\s*site\s+(?:de\s+la\s+|de\s+l['’]\s*|de\s+|du\s+|des\s+|d['’]\s*)?/i, '');
  const local = slugify(place);
  return domain && local ? `${local}@${domain}` : null;
}
