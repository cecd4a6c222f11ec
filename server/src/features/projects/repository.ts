import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';

const publicColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  images: projects.images,
  videos: projects.videos,
  link: projects.link,
};

export type ProjectRow = Awaited<ReturnType<typeof listActiveProjects>>[number];

/** By the administrator's order; among equal orders the newest project first. */
export function listActiveProjects(db: Db) {
  return db.select(publicColumns).from(projects).where(eq(projects.isActive, true)).orderBy(asc(projects.order), desc(projects.id));
}

export async function findActiveProject(db: Db, id: number) {
  const [row] = await db.select(publicColumns).from(projects).where(and(eq(projects.id, id), eq(projects.isActive, true))).limit(1);
  return row ?? null;
}
