import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';

export interface NewContact {
  name: string;
  email: string;
  phone: string;
  subject: string | null;
  program: string | null;
  message: string;
  submissionId: string | null;
}

/** Stores a message; one sent again with the same submissionId is already there and is not stored twice. */
export async function insertContact(db: Db, contact: NewContact) {
  await db.insert(contacts).values(contact).onConflictDoNothing({ target: contacts.submissionId });
}

export async function submissionStored(db: Db, submissionId: string) {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.submissionId, submissionId)).limit(1);
  return row !== undefined;
}

// Administration: the inbox.
const recordColumns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  subject: contacts.subject,
  program: contacts.program,
  message: contacts.message,
  isRead: contacts.isRead,
  createdAt: contacts.createdAt,
};
export type ContactRow = Awaited<ReturnType<typeof listContacts>>[number];

export function listContacts(db: Db) {
  return db.select(recordColumns).from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
}

export async function countUnread(db: Db) {
  return Number((await db.select({ n: sql<number>`count(*)` }).from(contacts).where(eq(contacts.isRead, false)))[0].n);
}

export async function setContactRead(db: Db, id: number, isRead: boolean) {
  const [row] = await db.update(contacts).set({ isRead }).where(eq(contacts.id, id)).returning(recordColumns);
  return row ?? null;
}

export async function deleteContactRow(db: Db, id: number) {
  const [row] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return row ?? null;
}
