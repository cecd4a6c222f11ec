import { desc } from 'drizzle-orm';
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
    .select(publicColumns)
    .from(founderMessage)
    .orderBy(desc(founderMessage.updatedAt), desc(founderMessage.id))
    .limit(1);
  return row ?? null;
}
