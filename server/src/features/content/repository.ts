import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema';

/**
 * Every content key; the public pages fall back to defaults for keys not stored. Keys and
 * sections are identifiers, compared byte by byte so every database sorts them alike.
 */
export function listContent(db: Db) {
  return db
    .select({ key: siteContent.key, value: siteContent.value, section: siteContent.section, order: siteContent.order })
    .from(siteContent)
    .orderBy(sql`${siteContent.section} COLLATE "C"`, siteContent.order, sql`${siteContent.key} COLLATE "C"`);
}
