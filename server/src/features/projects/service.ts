import { messages } from '@ecole/shared/messages';
import type { Project } from '@ecole/shared/schemas/projects';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { findActiveProject, listActiveProjects, type ProjectRow } from './repository';

/** Stored JSON may be anything; a value that is not a list of URLs counts as empty (spec section 3). */
const urlList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

const toPublic = (row: ProjectRow): Project => ({
  ...row,
  startDate: isoOrNull(row.startDate),
  endDate: isoOrNull(row.endDate),
  images: urlList(row.images),
  videos: urlList(row.videos),
});

export async function publicProjects(db: Db): Promise<{ projects: Project[] }> {
  return { projects: (await listActiveProjects(db)).map(toPublic) };
}

export async function publicProject(db: Db, idParam: string): Promise<{ project: Project }> {
  const id = parseId(idParam);
  const row = id === null ? null : await findActiveProject(db, id);
  if (!row) throw notFound(messages.projects.notFound);
  return { project: toPublic(row) };
}
