import { z } from 'zod';
import { idSchema } from './common';
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
  link: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.object({ projects: z.array(projectSchema) });
export const projectResponseSchema = z.object({ project: projectSchema });
