import { z } from 'zod';
import { idSchema } from './common';
import { INSTITUTE_GRADIENTS } from '../constants';
export { INSTITUTE_GRADIENTS } from '../constants';

export const instituteSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  link: z.string(),
  buttonText: z.string(),
  bgColor: z.string(),
  order: z.number().int(),
  isActive: z.boolean(),
});
export type Institute = z.infer<typeof instituteSchema>;
export const instituteListSchema = z.object({ institutes: z.array(instituteSchema) });
