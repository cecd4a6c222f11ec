import type { Program } from '@ecole/shared/schemas/programs';
import type { Db } from '../../db/client';
import { listActivePrograms } from './repository';

// Names are compared in French here rather than in SQL: the database's collation differs
// between PGlite (byte order, "É" after "Z") and a PostgreSQL server's locale.
const frenchOrder = new Intl.Collator('fr', { numeric: true });

/** Active programmes by order, then name; the /filieres page filters by category itself. */
export async function publicPrograms(db: Db): Promise<{ programs: Program[] }> {
  const rows = await listActivePrograms(db);
  rows.sort((a, b) => a.order - b.order || frenchOrder.compare(a.name, b.name) || a.id - b.id);
  return { programs: rows.map(({ order: _order, ...program }) => program) };
}
