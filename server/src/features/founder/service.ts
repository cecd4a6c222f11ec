import type { FounderMessage } from '@ecole/shared/schemas/founder';
import type { Db } from '../../db/client';
import { findCurrentFounderMessage } from './repository';

/**
 * The founder message, or null when there is none or the administrator switched it off:
 * the home page then shows its default text (public-site.md section 2, Home).
 */
export async function publicFounderMessage(db: Db): Promise<FounderMessage | null> {
  const message = await findCurrentFounderMessage(db);
  return message?.isActive ? message : null;
}
