import { z } from 'zod';
import { idSchema } from './common';
import { flag, mediaUrl, optionalDateTime, optionalLink, order, partialUpdate, requiredText } from './admin-fields';
import { PROJECT_STATUSES } from '../constants';
export { PROJECT_STATUSES, type ProjectStatus } from '../constants';

export const projectSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  /** upcoming | completed; any other stored value is shown as is. */
  status: z.string(),
  /** ISO 8601 timestamps. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  /**
   * The still picture of each uploaded video, by the video's URL (decision 031). A video
   * without one (a link, or one ffmpeg could not read) shows the project's first image.
   */
  videoThumbnails: z.record(z.string(), z.string()),
  link: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.object({ projects: z.array(projectSchema) });
export const projectResponseSchema = z.object({ project: projectSchema });

// Administration. Dates travel as text and are stored as timestamps.
export const adminProjectSchema = projectSchema.extend({ isActive: z.boolean(), order: z.number().int() });
export type AdminProject = z.infer<typeof adminProjectSchema>;
const urlList = z.array(mediaUrl(), { error: 'Liste de fichiers invalide.' }).max(100, 'Liste de fichiers invalide.');
/** Pictures of videos that are not (or no longer) in the project's list are dropped on save. */
const thumbnailMap = z
  .record(mediaUrl(), mediaUrl(), { error: 'Liste de fichiers invalide.' })
  .refine((m) => Object.keys(m).length <= 100, 'Liste de fichiers invalide.');
const projectFields = z.object({
  title: requiredText('Le titre est requis', 300),
  description: requiredText('La description est requise', 10_000),
  status: z.enum(PROJECT_STATUSES, { error: 'Le statut est requis' }),
  startDate: optionalDateTime,
  endDate: optionalDateTime,
  images: urlList,
  videos: urlList,
  videoThumbnails: thumbnailMap,
  link: optionalLink,
  isActive: flag,
  order,
});
export const projectDateMessages = { endBeforeStart: 'La date de fin ne peut pas précéder la date de début.' } as const;

/** A project cannot end before it starts (either date may be absent). */
// A date refused by its own field reaches the object's check as no Date at all: not compared.
export const endsBeforeStart = (start: Date | null | undefined, end: Date | null | undefined) => start instanceof Date && end instanceof Date && end.getTime() < start.getTime();
const datesInOrder = (v: { startDate?: Date | null; endDate?: Date | null }) => !endsBeforeStart(v.startDate, v.endDate);
const endDateIssue = { message: projectDateMessages.endBeforeStart, path: ['endDate'] };

export const projectCreateSchema = projectFields
  .partial({ startDate: true, endDate: true, images: true, videos: true, videoThumbnails: true, link: true, isActive: true, order: true })
  .refine(datesInOrder, endDateIssue);
/** The dates of an update are checked against the stored ones in the service. */
export const projectUpdateSchema = partialUpdate(projectFields);
export type ProjectCreate = z.input<typeof projectCreateSchema>;
