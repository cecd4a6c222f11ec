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

/** Updates the current message, or creates it on the first save. */
export async function saveFounderMessage(
  deps: Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>,
  input: z.output<typeof founderUpdateSchema>,
  adminId: number,
): Promise<FounderMessage> {
  const before = await findCurrentFounderMessage(deps.db);
  const values = { ...input, updatedBy: adminId };
  const saved = (before && (await updateFounderMessage(deps.db, before.id, values))) || (await insertFounderMessage(deps.db, values));
  if (before) await removeUnreferenced(deps, touchedUrls([before.founderImageUrl], [saved.founderImageUrl]));
  return saved;
}
