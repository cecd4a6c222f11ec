import { z } from 'zod';
import { idSchema } from './common';

export const NEWS_CATEGORIES = [
  'Innovation',
  'Formation',
  'Partenariats',
  'Événements',
  'Technologie',
  'Réussite Étudiante',
  'International',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Shown when an article has no summary (public-site.md section 9). */
export const NEWS_SUMMARY_FALLBACK = "Découvrez cette actualité importante de l'école.";

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
