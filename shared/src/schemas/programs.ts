import { z } from 'zod';
import { idSchema } from './common';
import { flag, optionalMediaUrl, optionalText, order, partialUpdate, requiredText } from './admin-fields';
import { PROGRAM_CATEGORIES } from '../constants';
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

// Administration.
export const adminProgramSchema = programSchema.extend({ description: z.string().nullable(), isActive: z.boolean(), order: z.number().int() });
export type AdminProgram = z.infer<typeof adminProgramSchema>;
/** Longest programme description (the form shows it as a hint). */
export const PROGRAM_DESCRIPTION_MAX = 3000;
const programFields = z.object({
  name: requiredText('Le nom de la filière est requis'),
  category: z.enum(PROGRAM_CATEGORIES, { error: 'La catégorie est requise' }),
  description: optionalText(PROGRAM_DESCRIPTION_MAX),
  imageUrl: optionalMediaUrl,
  duration: optionalText(40),
  level: optionalText(40),
  order,
  isActive: flag,
});
export const programCreateSchema = programFields.partial({ description: true, imageUrl: true, duration: true, level: true, order: true, isActive: true });
export const programUpdateSchema = partialUpdate(programFields);
export type ProgramCreate = z.input<typeof programCreateSchema>;
