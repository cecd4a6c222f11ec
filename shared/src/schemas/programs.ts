import { z } from 'zod';
import { idSchema } from './common';

/** Programme categories, in the order of the /filieres filter buttons. */
export const PROGRAM_CATEGORIES = ['BTS TERTIAIRES', 'BTS INDUSTRIEL', 'LICENCE/MASTER', 'CERTIFICAT'] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];
export const DEFAULT_PROGRAM_LEVEL = 'BTS';
export const DEFAULT_PROGRAM_DURATION = '2 ans';

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
