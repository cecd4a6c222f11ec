import { adminMessages } from '@ecole/shared/admin-messages';
import { messages } from '@ecole/shared/messages';
import { endsBeforeStart, projectDateMessages, type AdminProject, type Project, type projectCreateSchema, type projectUpdateSchema } from '@ecole/shared/schemas/projects';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { removeUnreferenced, touchedUrls } from '../../media/references';
import {
  deleteProjectRow,
  findActiveProject,
  findProject,
  insertProject,
  listActiveProjects,
  listProjectVideos,
  listAllProjects,
  updateProjectRow,
  type AdminProjectRow,
  type ProjectRow,
} from './repository';

type Deps = Pick<AppDeps, 'db' | 'media' | 'logger' | 'env'>;

/** Stored JSON may be anything; a value that is not a list of URLs counts as empty (spec section 3). */
const urlList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The pictures of the listed videos only; a stored value that is not a map of URLs counts as none. */
function thumbnailsOf(value: unknown, videos: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const video of videos) {
    const picture = (value as Record<string, unknown>)[video];
    if (typeof picture === 'string') out[video] = picture;
  }
  return out;
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

const normalise = <R extends ProjectRow>(row: R) => {
  const videos = urlList(row.videos);
  return {
    ...row,
    startDate: isoOrNull(row.startDate),
    endDate: isoOrNull(row.endDate),
    images: urlList(row.images),
    videos,
    videoThumbnails: thumbnailsOf(row.videoThumbnails, videos),
  };
};
const toPublic = (row: ProjectRow): Project => normalise(row);

export async function publicProjects(db: Db): Promise<{ projects: Project[] }> {
  return { projects: (await listActiveProjects(db)).map(toPublic) };
}

export async function publicProject(db: Db, idParam: string): Promise<{ project: Project }> {
  const id = parseId(idParam);
  const row = id === null ? null : await findActiveProject(db, id);
  if (!row) throw notFound(messages.projects.notFound);
  return { project: toPublic(row) };
}

// Administration (admin-back-office.md section 7, Projects). Dates arrive as text and are
// stored as timestamps (the schema converts them); answers carry them as ISO 8601.

const projectId = (param: string) => {
  const id = parseId(param);
  if (id === null) throw notFound(adminMessages.projectNotFound);
  return id;
};

const toAdmin = (row: AdminProjectRow): AdminProject => normalise(row);
const filesOf = (row: AdminProjectRow) => [...urlList(row.images), ...urlList(row.videos), ...Object.values(thumbnailsOf(row.videoThumbnails, urlList(row.videos)))];

export async function adminProjects(db: Db): Promise<{ projects: AdminProject[] }> {
  return { projects: (await listAllProjects(db)).map(toAdmin) };
}

export async function createProject(db: Db, input: z.output<typeof projectCreateSchema>, adminId: number): Promise<AdminProject> {
  const videoThumbnails = thumbnailsOf(input.videoThumbnails, input.videos ?? []);
  return toAdmin(await insertProject(db, { ...input, videoThumbnails, createdBy: adminId }));
}

export async function updateProject(deps: Deps, idParam: string, input: z.output<typeof projectUpdateSchema>): Promise<AdminProject> {
  const id = projectId(idParam);
  const before = await findProject(deps.db, id);
  if (before && endsBeforeStart(input.startDate === undefined ? before.startDate : input.startDate, input.endDate === undefined ? before.endDate : input.endDate)) {
    throw new HttpError(400, projectDateMessages.endBeforeStart, { endDate: projectDateMessages.endBeforeStart });
  }
  // The pictures kept are those of the videos the project shows after the save: a video
  // removed takes its picture with it, and a picture sent for no listed video is dropped.
  const pictures = input.videos !== undefined || input.videoThumbnails !== undefined;
  const values = before && pictures ? { ...input, videoThumbnails: thumbnailsOf(input.videoThumbnails ?? before.videoThumbnails, input.videos ?? urlList(before.videos)) } : input;
  const after = before && (await updateProjectRow(deps.db, id, values));
  if (!before || !after) throw notFound(adminMessages.projectNotFound);
  await removeUnreferenced(deps, touchedUrls(filesOf(before), filesOf(after)));
  return toAdmin(after);
}

/** Each project's videos with no still picture (uploaded before decision 031, or ffmpeg failed then). */
export async function projectVideosWithoutPicture(db: Db): Promise<{ id: number; mediaUrl: string }[]> {
  return (await listProjectVideos(db)).flatMap((row) => {
    const videos = [...new Set(urlList(row.videos))];
    const pictures = thumbnailsOf(row.videoThumbnails, videos);
    return videos.filter((v) => !Object.hasOwn(pictures, v)).map((mediaUrl) => ({ id: row.id, mediaUrl }));
  });
}

export async function deleteProject(deps: Deps, idParam: string): Promise<void> {
  const row = await deleteProjectRow(deps.db, projectId(idParam));
  if (!row) throw notFound(adminMessages.projectNotFound);
  await removeUnreferenced(deps, filesOf(row));
}
