import { z } from 'zod';
import { messages } from '../messages';
import { noControl } from './common';

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
