import { z } from 'zod';
import { idSchema } from './common';
import { PROGRAM_CATEGORIES, DEFAULT_PROGRAM_LEVEL, DEFAULT_PROGRAM_DURATION } from '../constants';
export { PROGRAM_CATEGORIES, DEFAULT_PROGRAM_LEVEL, DEFAULT_PROGRAM_DURATION, type ProgramCategory } from '../constants';

export const programSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  level: z.string(),
  duration: z.string(),
  imageUrl: z.string().nullable(),
});
export type Program = z.infer<typeof programSchema>;
export const programListSchema = z.object({ programs: z.array(programSchema) });
