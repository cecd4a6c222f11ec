// Files no record uses any more. A stored file belongs to the rows that name it; when a
// row is deleted or one of its media URLs replaced, its old files are removed once no row
// anywhere still names them (the same file may have been pasted into two records). Called
// after the write has committed, so a rolled-back write never loses a file.
import { sql, type SQL } from 'drizzle-orm';
import { MEDIA_PREFIX } from '@ecole/shared/media';
import type { AppDeps } from '../app-deps';
import { rowsOf, type Db } from '../db/client';
import { nameFromUrl } from './store';

/** Local media names (/media/<32 hex>.<ext>) among these URLs; external URLs are not ours. */
export function mediaNames(urls: Iterable<string | null | undefined>): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    const name = nameFromUrl(url);
    if (name) names.add(name);
  }
  return [...names];
}

const MEDIA_IN_TEXT = new RegExp(`${MEDIA_PREFIX.replace(/\//g, '\\/')}[a-f0-9]{32}\\.[a-z0-9]+`, 'g');
/** /media/ URLs written inside text (an article's HTML). */
export const mediaUrlsInText = (text: string | null | undefined): string[] => (text ? (text.match(MEDIA_IN_TEXT) ?? []) : []);

/**
 * Every place a media URL can be stored. Matched on the file's 32-hex base, so a variant
 * URL (/media/w640/<base>.webp) pasted somewhere also keeps the file: when unsure, keep.
 */
const columns: SQL[] = [
  sql`SELECT image_url AS v FROM sliders`,
  sql`SELECT founder_image_url FROM founder_message`,
  sql`SELECT image_url FROM programs`,
  sql`SELECT image_url FROM news`,
  sql`SELECT content FROM news`,
  sql`SELECT image_url FROM news_images`,
  sql`SELECT images::text FROM projects`,
  sql`SELECT videos::text FROM projects`,
  sql`SELECT cover_image FROM albums`,
  sql`SELECT media_url FROM gallery_items`,
  sql`SELECT thumbnail_url FROM gallery_items`,
  sql`SELECT value FROM site_content`,
];

/** The names among `names` that some row still references. */
export async function referencedNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const bases = names.map((n) => n.replace(/\.[a-z0-9]+$/, ''));
  const candidates = sql.join(
    bases.map((b) => sql`(${b}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH used(v) AS (${sql.join(columns, sql` UNION ALL `)})
    SELECT c.base FROM (VALUES ${candidates}) AS c(base)
    WHERE EXISTS (SELECT 1 FROM used WHERE used.v IS NOT NULL AND position(c.base IN used.v) > 0)`);
  const used = new Set(rowsOf<{ base: string }>(result).map((r) => r.base));
  return new Set(names.filter((n) => used.has(n.replace(/\.[a-z0-9]+$/, ''))));
}

/**
 * Removes the files (and their WebP variants) of these URLs that no row references. Never
 * fails the request that called it: a file left behind is logged, not an error.
 */
export async function removeUnreferenced(deps: Pick<AppDeps, 'db' | 'media' | 'logger'>, urls: Iterable<string | null | undefined>) {
  const names = mediaNames(urls);
  if (names.length === 0) return;
  try {
    const used = await referencedNames(deps.db, names);
    await Promise.all(names.filter((n) => !used.has(n)).map((n) => deps.media.remove(n)));
  } catch (err) {
    deps.logger.warn('unused media files not removed', { names, err: String(err) });
  }
}

/** URLs the old version of a row had and the new one no longer has. */
export function replacedUrls(before: Iterable<string | null | undefined>, after: Iterable<string | null | undefined>): string[] {
  const kept = new Set([...after].filter((u): u is string => !!u));
  return [...before].filter((u): u is string => !!u && !kept.has(u));
}
