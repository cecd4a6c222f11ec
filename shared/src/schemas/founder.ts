import { z } from 'zod';

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
