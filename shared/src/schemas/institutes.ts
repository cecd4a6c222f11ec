import { z } from 'zod';
import { idSchema } from './common';
import { flag, optionalLink, optionalText, order, partialUpdate, requiredText } from './admin-fields';
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

const gradientValues = INSTITUTE_GRADIENTS.map((g) => g.value) as [string, ...string[]];
const instituteFields = z.object({
  title: requiredText('Le titre est obligatoire'),
  description: optionalText(1000),
  link: optionalLink,
  buttonText: optionalText(60),
  bgColor: z.enum(gradientValues, { error: 'Couleur de fond invalide.' }),
  order,
  isActive: flag,
});
export const instituteCreateSchema = instituteFields.partial({ description: true, link: true, buttonText: true, bgColor: true, order: true, isActive: true });
export const instituteUpdateSchema = partialUpdate(instituteFields);
export type InstituteCreate = z.input<typeof instituteCreateSchema>;
