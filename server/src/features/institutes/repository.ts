import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes } from '../../db/schema';

const publicColumns = {
  id: institutes.id,
  title: institutes.title,
  description: institutes.description,
  link: institutes.link,
  buttonText: institutes.buttonText,
  bgColor: institutes.bgColor,
  order: institutes.order,
  isActive: institutes.isActive,
};

export function listActiveInstitutes(db: Db) {
  return db.select(publicColumns).from(institutes).where(eq(institutes.isActive, true)).orderBy(asc(institutes.order), asc(institutes.id));
}
