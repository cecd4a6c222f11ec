import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { founderMessage } from '../../db/schema';

const publicColumns = {
  isActive: founderMessage.isActive,
  title: founderMessage.title,
  quote: founderMessage.quote,
  vision: founderMessage.vision,
  founderName: founderMessage.founderName,
  founderRole: founderMessage.founderRole,
  founderOrganization: founderMessage.founderOrganization,
  founderImageUrl: founderMessage.founderImageUrl,
};

/** The message the administrator edited last (the table holds one row in practice). */
export async function findCurrentFounderMessage(db: Db) {
  const [row] = await db
    .select({ id: founderMessage.id, ...publicColumns })
    .from(founderMessage)
    .orderBy(desc(founderMessage.updatedAt), desc(founderMessage.id))
    .limit(1);
  return row ?? null;
}

export type FounderValues = Omit<typeof founderMessage.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertFounderMessage(db: Db, values: FounderValues) {
  const [row] = await db.insert(founderMessage).values(values).returning(publicColumns);
  return row;
}

export async function updateFounderMessage(db: Db, id: number, values: Partial<FounderValues>) {
  const [row] = await db.update(founderMessage).set(values).where(eq(founderMessage.id, id)).returning(publicColumns);
  return row ?? null;
}
