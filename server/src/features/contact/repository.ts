import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';

export interface NewContact {
  name: string;
  email: string;
  phone: string;
  subject: string | null;
  program: string | null;
  message: string;
}

export async function insertContact(db: Db, contact: NewContact) {
  await db.insert(contacts).values(contact);
}
