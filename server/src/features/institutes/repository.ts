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

// Administration: every institute, active or not, in the public order.
export type NewInstitute = typeof institutes.$inferInsert;

export function listAllInstitutes(db: Db) {
  return db.select(publicColumns).from(institutes).orderBy(asc(institutes.order), asc(institutes.id));
}

export async function insertInstitute(db: Db, values: NewInstitute) {
  const [row] = await db.insert(institutes).values(values).returning(publicColumns);
  return row;
}

export async function updateInstituteRow(db: Db, id: number, values: Partial<NewInstitute>) {
  const [row] = await db.update(institutes).set(values).where(eq(institutes.id, id)).returning(publicColumns);
  return row ?? null;
}

export async function deleteInstituteRow(db: Db, id: number) {
  const [row] = await db.delete(institutes).where(eq(institutes.id, id)).returning({ id: institutes.id });
  return row ?? null;
}
