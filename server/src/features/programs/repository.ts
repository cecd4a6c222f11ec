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
