import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema';

/** Every content key; the public pages fall back to defaults for keys not stored. */
export function listContent(db: Db) {
  return db
    .select({ key: siteContent.key, value: siteContent.value, section: siteContent.section, order: siteContent.order })
    .from(siteContent)
    .orderBy(asc(siteContent.section), asc(siteContent.order), asc(siteContent.key));
}
