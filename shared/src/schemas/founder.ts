import { z } from 'zod';
import { flag, optionalMediaUrl, requiredText } from './admin-fields';

export const founderMessageSchema = z.object({
  isActive: z.boolean(),
  title: z.string(),
  quote: z.string(),
  vision: z.string(),
  founderName: z.string(),
  founderRole: z.string(),
  founderOrganization: z.string(),
  founderImageUrl: z.string().nullable(),
});
export type FounderMessage = z.infer<typeof founderMessageSchema>;
/** GET /api/founder-message answers the object directly, or null when there is none. */
export const founderMessageResponseSchema = founderMessageSchema.nullable();

// Administration: one form, every text required (admin-back-office.md section 5).
export const FOUNDER_REQUIRED_MESSAGE = 'Tous les champs obligatoires doivent être renseignés.';
const required = (max: number) => requiredText(FOUNDER_REQUIRED_MESSAGE, max);
export const founderUpdateSchema = z.object({
  title: required(200),
  quote: required(3000),
  vision: required(3000),
  founderName: required(120),
  founderRole: required(120),
  founderOrganization: required(200),
  founderImageUrl: optionalMediaUrl,
  isActive: flag.optional(),
});
export type FounderUpdate = z.input<typeof founderUpdateSchema>;
/** GET /api/admin/founder-message: `{ founderMessage }`, null before the first save. */
export const adminFounderResponseSchema = z.object({ founderMessage: founderMessageSchema.nullable() });
