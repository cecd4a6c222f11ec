import { sql } from 'drizzle-orm';
import type { FounderMessage, founderUpdateSchema } from '@ecole/shared/schemas/founder';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { removeUnreferenced, touchedUrls } from '../../media/references';
import { findCurrentFounderMessage, insertFounderMessage, updateFounderMessage } from './repository';

/**
 * The founder message, or null when there is none or the administrator switched it off:
 * the home page then shows its default text (public-site.md section 2, Home).
 */
export async function publicFounderMessage(db: Db): Promise<FounderMessage | null> {
  const message = await findCurrentFounderMessage(db);
  if (!message?.isActive) return null;
  const { id: _id, ...rest } = message;
  return rest;
}

// Administration: one form for the one message (admin-back-office.md section 7, Founder).

export async function adminFounderMessage(db: Db): Promise<{ founderMessage: FounderMessage | null }> {
  const message = await findCurrentFounderMessage(db);
  if (!message) return { founderMessage: null };
  const { id: _id, ...rest } = message;
  return { founderMessage: rest };
}

/**
 * Held while a save reads the message and writes it (transaction-scoped; migrations use
 * 7250030, the seed 7250031): two first saves at once (two tabs, the desktop app, two
 * servers) would each find no message and insert one.
 */
const FOUNDER_LOCK = sql.raw('pg_advisory_xact_lock(7250032)');

/** Updates the current message, or creates it on the first save. */
export async function saveFounderMessage(
  deps: Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>,
  input: z.output<typeof founderUpdateSchema>,
  adminId: number,
): Promise<FounderMessage> {
  const values = { ...input, updatedBy: adminId };
  const { before, saved } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${FOUNDER_LOCK}`);
    const before = await findCurrentFounderMessage(tx);
    const saved = (before && (await updateFounderMessage(tx, before.id, values))) || (await insertFounderMessage(tx, values));
    return { before, saved };
  });
  if (before) await removeUnreferenced(deps, touchedUrls([before.founderImageUrl], [saved.founderImageUrl]));
  return saved;
}
