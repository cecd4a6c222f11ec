import { adminMessages } from '@ecole/shared/admin-messages';
import {
  DEFAULT_PROGRAM_DURATION,
  DEFAULT_PROGRAM_LEVEL,
  type AdminProgram,
  type Program,
  type programCreateSchema,
  type programUpdateSchema,
} from '@ecole/shared/schemas/programs';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { removeUnreferenced, touchedUrls } from '../../media/references';
import { deleteProgramRow, findProgram, insertProgram, listActivePrograms, listAllPrograms, updateProgramRow } from './repository';

type Deps = Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>;

// Names are compared in French here rather than in SQL: the database's collation differs
// between PGlite (byte order, "É" after "Z") and a PostgreSQL server's locale.
const frenchOrder = new Intl.Collator('fr', { numeric: true });
const byOrderThenName = (a: { order: number; name: string; id: number }, b: { order: number; name: string; id: number }) =>
  a.order - b.order || frenchOrder.compare(a.name, b.name) || a.id - b.id;

/** Active programmes by order, then name; the /filieres page filters by category itself. */
export async function publicPrograms(db: Db): Promise<{ programs: Program[] }> {
  const rows = await listActivePrograms(db);
  rows.sort(byOrderThenName);
  return { programs: rows.map(({ order: _order, ...program }) => program) };
}

// Administration (admin-back-office.md section 7, Programs).

const programId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.programNotFound);
  return id;
};

/** A cleared duration or level goes back to the defaults the public cards show. */
function withDefaults<T extends { duration?: string | null; level?: string | null }>(input: T) {
  return {
    ...input,
    duration: input.duration === null ? DEFAULT_PROGRAM_DURATION : input.duration,
    level: input.level === null ? DEFAULT_PROGRAM_LEVEL : input.level,
  };
}

export async function adminPrograms(db: Db): Promise<{ programs: AdminProgram[] }> {
  return { programs: (await listAllPrograms(db)).sort(byOrderThenName) };
}

export async function createProgram(db: Db, input: z.output<typeof programCreateSchema>, adminId: number): Promise<AdminProgram> {
  return insertProgram(db, { ...withDefaults(input), createdBy: adminId });
}

export async function updateProgram(deps: Deps, idParam: string, input: z.output<typeof programUpdateSchema>): Promise<AdminProgram> {
  const id = programId(idParam);
  const before = await findProgram(deps.db, id);
  const after = before && (await updateProgramRow(deps.db, id, withDefaults(input)));
  if (!before || !after) throw notFound(adminMessages.programNotFound);
  await removeUnreferenced(deps, touchedUrls([before.imageUrl], [after.imageUrl]));
  return after;
}

export async function deleteProgram(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteProgramRow(deps.db, programId(idParam));
  if (!row) throw notFound(adminMessages.programNotFound);
  await removeUnreferenced(deps, [row.imageUrl]);
}
