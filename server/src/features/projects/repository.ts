import { and, asc, desc, eq, sql } from 'drizzle-orm';
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
  videoThumbnails: projects.videoThumbnails,
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

// Administration: every project, active or not, in the public order.
const adminColumns = { ...publicColumns, isActive: projects.isActive, order: projects.order };
export type AdminProjectRow = Awaited<ReturnType<typeof listAllProjects>>[number];
export type NewProject = typeof projects.$inferInsert;

export function listAllProjects(db: Db) {
  return db.select(adminColumns).from(projects).orderBy(asc(projects.order), desc(projects.id));
}

export async function findProject(db: Db, id: number) {
  const [row] = await db.select(adminColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

export async function insertProject(db: Db, values: NewProject) {
  const [row] = await db.insert(projects).values(values).returning(adminColumns);
  return row;
}

export async function updateProjectRow(db: Db, id: number, values: Partial<NewProject>) {
  const [row] = await db.update(projects).set(values).where(eq(projects.id, id)).returning(adminColumns);
  return row ?? null;
}

export async function deleteProjectRow(db: Db, id: number) {
  const [row] = await db.delete(projects).where(eq(projects.id, id)).returning(adminColumns);
  return row ?? null;
}

/** Every project's videos and their pictures, as stored (projects/service.ts reads them). */
export function listProjectVideos(db: Db) {
  return db.select({ id: projects.id, videos: projects.videos, videoThumbnails: projects.videoThumbnails }).from(projects).orderBy(asc(projects.id));
}

/**
 * Gives a project's video its picture only if the project still lists that video without
 * one: an administrator's edit meanwhile, or another process doing the same, wins. True when set.
 */
export async function setProjectPictureIfNone(db: Db, id: number, video: string, picture: string): Promise<boolean> {
  const rows = await db
    .update(projects)
    // A stored value that is not a map (written by hand) counts as none, as when it is read.
    .set({ videoThumbnails: sql`(CASE WHEN jsonb_typeof(${projects.videoThumbnails}) = 'object' THEN ${projects.videoThumbnails} ELSE '{}'::jsonb END) || jsonb_build_object(${video}::text, ${picture}::text)` })
    .where(and(eq(projects.id, id), sql`${projects.videos} @> jsonb_build_array(${video}::text)`, sql`${projects.videoThumbnails} -> ${video}::text IS NULL`))
    .returning({ id: projects.id });
  return rows.length === 1;
}
