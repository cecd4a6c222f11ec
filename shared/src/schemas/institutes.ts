import { z } from 'zod';
import { idSchema } from './common';

/** The five dark gradients an institute card may use (admin-back-office.md section 5). */
export const INSTITUTE_GRADIENTS = [
  { value: 'from-gray-800 to-gray-900', label: 'Gris' },
  { value: 'from-blue-800 to-blue-900', label: 'Bleu' },
  { value: 'from-green-800 to-green-900', label: 'Vert' },
  { value: 'from-orange-800 to-orange-900', label: 'Orange' },
  { value: 'from-purple-800 to-purple-900', label: 'Violet' },
] as const;

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
