import { z } from 'zod';
import { idSchema } from './common';
import { NEWS_CATEGORIES, NEWS_SUMMARY_FALLBACK } from '../constants';
export { NEWS_CATEGORIES, NEWS_SUMMARY_FALLBACK, type NewsCategory } from '../constants';

export const newsSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitised HTML (allow-list), see DECISIONS "News content". */
  content: z.string().nullable(),
  category: z.string(),
  author: z.string(),
  /** Calendar date YYYY-MM-DD. */
  date: z.string(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  isActive: z.boolean(),
});
export type News = z.infer<typeof newsSchema>;
export const newsListSchema = z.object({ news: z.array(newsSchema) });

export const newsImageSchema = z.object({
  id: idSchema,
  imageUrl: z.string(),
  caption: z.string().nullable(),
});
export type NewsImage = z.infer<typeof newsImageSchema>;
export const newsImageListSchema = z.object({ images: z.array(newsImageSchema) });
