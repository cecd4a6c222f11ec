import { z } from 'zod';
import { contentDefault, contentKind } from '../content-keys';
import { messages } from '../messages';
import { optionalLink, optionalMediaUrl } from './admin-fields';
import { noControl } from './common';
import { PHONE_PATTERN } from './contact';

/** The site's own address or numbers: empty (the default shows) or what the contact form accepts. */
const optionalChecked = (accepts: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || accepts(v), message);
const optionalEmail = optionalChecked((v) => v.length <= 254 && z.email().safeParse(v).success, messages.contact.emailInvalid);
const optionalPhone = optionalChecked((v) => PHONE_PATTERN.test(v), messages.contact.phoneInvalid);
const CHECKED = { link: optionalLink, image: optionalMediaUrl, email: optionalEmail, phone: optionalPhone };

export const contentItemSchema = z.object({
  key: z.string(),
  value: z.string(),
  section: z.string().nullable(),
  order: z.number().int(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListSchema = z.object({ content: z.array(contentItemSchema) });
export type ContentList = z.infer<typeof contentListSchema>;

// Administration: PUT /api/admin/content/{key} with { value }. No bounds but a sane maximum.
export const contentUpdateSchema = z.object({
  value: z
    .string({ error: 'La valeur doit être un texte.' })
    .max(20_000, 'Ce champ ne doit pas dépasser 20000 caractères.')
    .refine(noControl, messages.generic.invalidCharacters),
});
export type ContentUpdate = z.input<typeof contentUpdateSchema>;

/**
 * What PUT /api/admin/content/{key} stores for `key`, once contentUpdateSchema has passed: a
 * link key (content-keys.ts `check`) what a slider's button link accepts, an e-mail or phone
 * key what the contact form accepts, an image key what an image field accepts, trimmed, empty
 * allowed (the default shows); any other key its text as sent. A key's own default is always
 * accepted (site_share_image's /og-default.jpg is a file of the site, not of /media/).
 */
export function contentValueSchema(key: string): z.ZodType<string, string> {
  const kind = contentKind(key);
  if (kind === 'text') return z.string();
  const field = CHECKED[kind];
  const own = contentDefault(key);
  return z.string().transform((value, ctx) => {
    if (value.trim() === own) return own;
    const checked = field.safeParse(value);
    if (checked.success) return checked.data ?? '';
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['value'] });
    return z.NEVER;
  });
}
