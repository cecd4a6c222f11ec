import { CONTACT_HONEYPOT_FIELD, type ContactData } from '@ecole/shared/schemas/contact';
import type { AppDeps } from '../../app-deps';
import { insertContact } from './repository';

export type ContactOutcome = { sent: true } | { sent: false; retryAfterSec: number };

/**
 * Stores a visitor's message for the admin inbox. Each address may send
 * env.contactRateLimit.max messages per window, so nobody can flood the inbox; a filled
 * honeypot field marks a bot, which is told the same as a person so it learns nothing.
 */
export async function submitContact(
  { db, rateLimiter, env }: Pick<AppDeps, 'db' | 'rateLimiter' | 'env'>,
  input: ContactData,
  clientIp: string,
): Promise<ContactOutcome> {
  const { max, windowMs } = env.contactRateLimit;
  const limit = await rateLimiter.hit(`contact:ip:${clientIp}`, max, windowMs);
  if (!limit.allowed) return { sent: false, retryAfterSec: limit.retryAfterSec };
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return { sent: true };
  const { name, email, phone, subject, program, message } = input;
  await insertContact(db, { name, email, phone, subject, program, message });
  return { sent: true };
}
