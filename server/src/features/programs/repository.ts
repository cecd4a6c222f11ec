import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';

const publicColumns = {
  id: programs.id,
  name: programs.name,
  category: programs.category,
  level: programs.level,
  duration: programs.duration,
  imageUrl: programs.imageUrl,
  order: programs.order,
};

export function listActivePrograms(db: Db) {
  return db.select(publicColumns).from(programs).where(eq(programs.isActive, true)).orderBy(asc(programs.order), asc(programs.id));
}

// Administration: every programme with its editable fields.
const adminColumns = { ...publicColumns, description: programs.description, isActive: programs.isActive };
export type NewProgram = typeof programs.$inferInsert;

export function listAllPrograms(db: Db) {
  return db.select(adminColumns).from(programs);
}

export async function findProgram(db: Db, id: number) {
  const [row] = await db.select(adminColumns).from(programs).where(eq(programs.id, id)).limit(1);
  return row ?? null;
}

export async function insertProgram(db: Db, values: NewProgram) {
  const [row] = await db.insert(programs).values(values).returning(adminColumns);
  return row;
}

export async function updateProgramRow(db: Db, id: number, values: Partial<NewProgram>) {
  const [row] = await db.update(programs).set(values).where(eq(programs.id, id)).returning(adminColumns);
  return row ?? null;
}

export async function deleteProgramRow(db: Db, id: number) {
  const [row] = await db.delete(programs).where(eq(programs.id, id)).returning(adminColumns);
  return row ?? null;
}
