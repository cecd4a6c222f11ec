import { z } from 'zod';

export const contentItemSchema = z.object({
  key: z.string(),
  value: z.string(),
  section: z.string().nullable(),
  order: z.number().int(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListSchema = z.object({ content: z.array(contentItemSchema) });
export type ContentList = z.infer<typeof contentListSchema>;
