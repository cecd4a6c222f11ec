// Files uploaded and never saved into a record (a dialog closed without saving, a form
// abandoned mid-way): decision 007 left them in the store for good, and one abandoned 200 MB
// video, with its picture, stays on a small server's disk forever. Once a day, an original
// that no row names and older than MEDIA_UNUSED_DAYS goes, with its variants, through
// removeUnreferenced (checked again after its grace period, so a save at that very moment
// keeps it). Old enough that a form's draft kept on the administrator's device
// (site/src/admin/forms/drafts.ts, kept until saved or dismissed) is unlikely to still name
// it; 0 turns the removal off.
import type { AppDeps } from '../app-deps';
import { referencedNames, removeUnreferenced } from './references';
import { isStoredName, urlOf } from './store';

type Deps = Pick<AppDeps, 'db' | 'media' | 'env' | 'logger'>;

/** Names checked against the database in one query. */
const BATCH = 500;
const DAY_MS = 24 * 3_600_000;

export interface UnusedFiles {
  /** Originals older than the limit. */
  old: number;
  /** Those no row names: removed (after the grace period, if still named by nothing). */
  unused: number;
}

export async function removeUnusedFiles(deps: Deps, now = Date.now()): Promise<UnusedFiles> {
  const maxAge = deps.env.unusedMediaMaxAgeMs;
  const found: UnusedFiles = { old: 0, unused: 0 };
  if (maxAge <= 0) return found;
  const old: string[] = [];
  // Originals only: remove() takes an image's variants and share picture with it.
  for await (const name of deps.media.list()) {
    if (!isStoredName(name)) continue;
    const stat = await deps.media.stat(name);
    if (stat && now - stat.mtimeMs > maxAge) old.push(name);
  }
  found.old = old.length;
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    const used = await referencedNames(deps.db, batch);
    const unused = batch.filter((n) => !used.has(n));
    found.unused += unused.length;
    await removeUnreferenced(deps, unused.map(urlOf));
  }
  if (found.unused) deps.logger.info('unused media files removed', { ...found, olderThanDays: maxAge / DAY_MS });
  return found;
}

/** A minute after start-up (not in the way of the first visitors), then once a day. */
export function scheduleUnusedFiles(deps: Deps, stopped: () => boolean): void {
  const run = () => {
    if (stopped()) return;
    removeUnusedFiles(deps).catch((err: unknown) => deps.logger.warn('unused media files not checked', { err: String(err) }));
  };
  setTimeout(run, 60_000).unref();
  setInterval(run, DAY_MS).unref();
}
