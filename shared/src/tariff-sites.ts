// Which tariff sheet /tarifs shows, named in its address (/tarifs?site=marcory): Back, a
// reload, a shared link and the chat's links open the sheet the visitor was reading
// (decision 045). The page, the server's page cache and the chat assistant name a sheet
// through these functions only, so a link one of them writes is one the others read.
import { slugify } from './slug';

/** The query parameter of /tarifs that names the sheet shown. */
export const TARIFF_SITE_PARAM = 'site';

const SITE_PREFIX = /^(site|campus|centre|annexe)\s+(de\s+la|de\s+l'|de|du|des|d')\s*/i;

/** "Site du Plateau" -> "Plateau": the place a visitor names. */
export function shortSiteName(name: string): string {
  return name.replace(SITE_PREFIX, '').trim() || name;
}

/**
 * Each sheet's name in the address, in the list's order: the slug of its place ("marcory"),
 * and for a second sheet of the same place "marcory-2", so every tab has an address of its
 * own and a link naming the place opens its first sheet. A sheet whose place has no letter
 * or digit is named by its id.
 */
export function tariffSheetKeys(tariffs: readonly { id: number; site: string }[]): string[] {
  const seen = new Map<string, number>();
  return tariffs.map((t) => {
    const base = slugify(shortSiteName(t.site)) || String(t.id);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/** What a value of the parameter may look like: what tariffSheetKeys writes, nothing longer. */
export const TARIFF_SITE_KEY = /^[a-z0-9-]{1,80}$/;

/**
 * Each sheet's tab label, in the list's order: its place, and where two sheets share a place
 * (two programmes at Cocody), its programme too, so that no two tabs read the same.
 */
export function tariffTabLabels(tariffs: readonly { site: string; programName: string }[]): string[] {
  const count = new Map<string, number>();
  for (const t of tariffs) count.set(t.site, (count.get(t.site) ?? 0) + 1);
  return tariffs.map((t) => ((count.get(t.site) ?? 0) > 1 && t.programName ? `${t.site} – ${t.programName}` : t.site));
}
