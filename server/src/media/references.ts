// Files no record uses any more. A stored file belongs to the rows that name it; when a
// row is deleted or one of its media URLs replaced, its old files are removed once no row
// anywhere still names them (the same file may have been pasted into two records). Called
// after the write has committed, so a rolled-back write never loses a file, and checked
// again after a grace period (MEDIA_REMOVAL_DELAY_S), so that no write made at the same
// moment is missed: checked at once, a news item dropping an image as a slider took it
// removed the slider's file (decision 019).
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
  sql`SELECT video_thumbnails::text FROM projects`,
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
 * Removes, after the grace period, the files (and their WebP variants) of these URLs that no
 * row references then. Never fails the request that called it: a file left behind is logged,
 * not an error. A file removal due when the process stops is not made: the file stays.
 */
export async function removeUnreferenced(deps: Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>, urls: Iterable<string | null | undefined>) {
  const names = mediaNames(urls);
  if (names.length === 0) return;
  const delay = deps.env.mediaRemovalDelayMs;
  if (delay <= 0) return removeNow(deps, names);
  setTimeout(() => void removeNow(deps, names), delay).unref();
}

async function removeNow(deps: Pick<AppDeps, 'db' | 'media' | 'logger'>, names: string[]) {
  try {
    const used = await referencedNames(deps.db, names);
    await Promise.all(names.filter((n) => !used.has(n)).map((n) => deps.media.remove(n)));
  } catch (err) {
    deps.logger.warn('unused media files not removed', { names, err: String(err) });
  }
}

/**
 * Every file a row's update touched, before and after: those it no longer names, and its new
 * ones, which another save of the same row at the same moment may already have replaced (of
 * two saves each bringing a new image, the loser's file would otherwise stay, named by nothing).
 * Those still named are kept.
 */
export function touchedUrls(before: Iterable<string | null | undefined>, after: Iterable<string | null | undefined>): string[] {
  return [...before, ...after].filter((u): u is string => !!u);
}
