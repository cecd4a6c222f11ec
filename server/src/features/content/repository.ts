import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema';

const itemColumns = { key: siteContent.key, value: siteContent.value, section: siteContent.section, order: siteContent.order };

/**
 * Every content key; the public pages fall back to defaults for keys not stored. Keys and
 * sections are identifiers, compared byte by byte so every database sorts them alike.
 */
export function listContent(db: Db) {
  return db
    .select(itemColumns)
    .from(siteContent)
    .orderBy(sql`${siteContent.section} COLLATE "C"`, siteContent.order, sql`${siteContent.key} COLLATE "C"`);
}

export async function findContentValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).limit(1);
  return row ? row.value : null;
}

/** Stores a key's value, creating the row with its label, type and place on first save. */
export async function upsertContent(
  db: Db,
  row: { key: string; value: string; title: string; type: string; section: string; order: number; updatedBy: number },
) {
  const [saved] = await db
    .insert(siteContent)
    .values(row)
    .onConflictDoUpdate({ target: siteContent.key, set: { value: row.value, updatedBy: row.updatedBy, updatedAt: new Date() } })
    .returning(itemColumns);
  return saved;
}
