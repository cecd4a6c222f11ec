import { adminMessages } from '@ecole/shared/admin-messages';
import { CONTACT_HONEYPOT_FIELD, type ContactData, type ContactRecord } from '@ecole/shared/schemas/contact';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { addressForLimits } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { countUnread, deleteContactRow, insertContact, listContacts, setContactRead, submissionStored, type ContactRow } from './repository';

export type ContactOutcome = { sent: true } | { sent: false; retryAfterSec: number };

/**
 * Stores a visitor's message for the admin inbox. Each address (an IPv6 client's /64) may send
 * env.contactRateLimit.max messages per window, so nobody can flood the inbox; the default (20 an
 * hour) leaves room for the many families a mobile carrier puts behind one address. A filled
 * honeypot field marks a bot, which is told the same as a person so it learns nothing.
 */
export async function submitContact(
  { db, rateLimiter, env }: Pick<AppDeps, 'db' | 'rateLimiter' | 'env'>,
  input: ContactData,
  clientIp: string,
): Promise<ContactOutcome> {
  const { max, windowMs } = env.contactRateLimit;
  const limit = await rateLimiter.hit(`contact:ip:${addressForLimits(clientIp)}`, max, windowMs);
  if (!limit.allowed) {
    // A message stored before, sent again after its answer was lost: it is there, not refused.
    if (input.submissionId && (await submissionStored(db, input.submissionId))) return { sent: true };
    return { sent: false, retryAfterSec: limit.retryAfterSec };
  }
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return { sent: true };
  const { name, email, phone, subject, program, message, submissionId = null } = input;
  await insertContact(db, { name, email, phone, subject, program, message, submissionId });
  return { sent: true };
}

// Administration: the inbox of contact messages (DECISIONS "Administration").

const contactId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.contactNotFound);
  return id;
};

const toRecord = (row: ContactRow): ContactRecord => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Newest first, with the count of unread messages the dashboard shows. */
export async function adminContacts(db: Db): Promise<{ contacts: ContactRecord[]; unread: number }> {
  const [rows, unread] = await Promise.all([listContacts(db), countUnread(db)]);
  return { contacts: rows.map(toRecord), unread };
}

export async function markContact(db: Db, idParam: string, isRead: boolean): Promise<ContactRecord> {
  const row = await setContactRead(db, contactId(idParam), isRead);
  if (!row) throw notFound(adminMessages.contactNotFound);
  return toRecord(row);
}

export async function deleteContact(db: Db, idParam: string): Promise<void> {
  if (!(await deleteContactRow(db, contactId(idParam)))) throw notFound(adminMessages.contactNotFound);
}
