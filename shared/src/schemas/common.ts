import { z } from 'zod';

/** Generated unique identifiers: positive integers (see docs/decisions/001). */
export const idSchema = z.number().int().positive();

/** A path parameter that must be an id: digits only, no sign, no leading zero. */
export const idParamSchema = z.string().regex(/^[1-9][0-9]{0,9}$/);

/** Error body of every failing JSON call: `{ success: false, error: "<message en français>" }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** Field-level messages when a payload was invalid, keyed by field name. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
