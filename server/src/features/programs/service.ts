import type { Program } from '@ecole/shared/schemas/programs';
import type { Db } from '../../db/client';
import { listActivePrograms } from './repository';

/** Active programmes by order, then name; the /filieres page filters by category itself. */
export async function publicPrograms(db: Db): Promise<{ programs: Program[] }> {
  return { programs: await listActivePrograms(db) };
}
