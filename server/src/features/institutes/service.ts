import { adminMessages } from '@ecole/shared/admin-messages';
import type { Institute, instituteCreateSchema, instituteUpdateSchema } from '@ecole/shared/schemas/institutes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { deleteInstituteRow, insertInstitute, listActiveInstitutes, listAllInstitutes, updateInstituteRow } from './repository';

/** Active institutes by order ascending (public-site.md section 2, Home, item 3). */
export async function publicInstitutes(db: Db): Promise<{ institutes: Institute[] }> {
  return { institutes: await listActiveInstitutes(db) };
}

// Administration (admin-back-office.md section 7, Institutes).

const instituteId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.instituteNotFound);
  return id;
};

/** A cleared link or button text goes back to the spec's defaults (section 9), never to null. */
function withDefaults<T extends { link?: string | null; buttonText?: string | null }>(input: T) {
  return {
    ...input,
    link: input.link === null ? '/filieres' : input.link,
    buttonText: input.buttonText === null ? 'EN SAVOIR PLUS' : input.buttonText,
  };
}

export async function adminInstitutes(db: Db): Promise<{ institutes: Institute[] }> {
  return { institutes: await listAllInstitutes(db) };
}

export async function createInstitute(db: Db, input: z.output<typeof instituteCreateSchema>, adminId: number): Promise<Institute> {
  return insertInstitute(db, { ...withDefaults(input), createdBy: adminId });
}

export async function updateInstitute(db: Db, idParam: string, input: z.output<typeof instituteUpdateSchema>): Promise<Institute> {
  const row = await updateInstituteRow(db, instituteId(idParam), withDefaults(input));
  if (!row) throw notFound(adminMessages.instituteNotFound);
  return row;
}

export async function deleteInstitute(db: Db, idParam: string): Promise<void> {
  if (!(await deleteInstituteRow(db, instituteId(idParam)))) throw notFound(adminMessages.instituteNotFound);
}
