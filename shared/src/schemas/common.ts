import { z } from 'zod';

/** Generated unique identifiers: positive integers (see docs/decisions/001). */
export const idSchema = z.number().int().positive();

/** A path parameter that must be an id: digits only, no sign, no leading zero. */
export const idParamSchema = z.string().regex(/^[1-9][0-9]{0,9}$/);

/** Lower-case hex SHA-256 of a file's bytes (duplicate detection in albums). */
export const sha256Schema = z.string().regex(/^[a-f0-9]{64}$/, 'Empreinte SHA-256 invalide.');

// Control characters other than tab and line breaks are never legitimate in a form field,
// and PostgreSQL refuses a NUL in text (the insert would fail with a 500).
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const noControl = (s: string) => !CONTROL.test(s);

/** Error body of every failing JSON call: `{ success: false, error: "<message en français>" }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** Field-level messages when a payload was invalid, keyed by field name. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
