import { z } from 'zod';
import { idSchema } from './common';
import { flag, isoDate, mediaUrl, optionalMediaUrl, optionalText, order, partialUpdate, requiredText } from './admin-fields';
import { NEWS_CATEGORIES, NEWS_LIST_LIMIT_MAX } from '../constants';
import { messages } from '../messages';
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
/**
 * An article as the list shows it: everything but its content, which only the article page
 * reads (from GET /api/news/{id}). Every page that lists news (home included) carries the
 * list in its HTML for hydration; without the content it is ~2 KB less to download on mobile data.
 */
export const newsSummarySchema = newsSchema.omit({ content: true });
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export const newsListSchema = z.object({ news: z.array(newsSummarySchema) });
export type NewsList = z.infer<typeof newsListSchema>;

/**
 * GET /api/news query: `limit` keeps the first n articles (date descending), so the home page
 * carries its four recent news whatever the size of the archive. Digits only: "4.5", "+4" or
 * "0x4" are refused rather than read as some number.
 */
export const newsListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, messages.news.invalidLimit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= NEWS_LIST_LIMIT_MAX, messages.news.invalidLimit)
    .optional(),
});

export const newsImageSchema = z.object({
  id: idSchema,
  imageUrl: z.string(),
  caption: z.string().nullable(),
});
export type NewsImage = z.infer<typeof newsImageSchema>;
export const newsImageListSchema = z.object({ images: z.array(newsImageSchema) });

// Administration.
export const adminNewsSchema = newsSchema.extend({ order: z.number().int() });
export type AdminNews = z.infer<typeof adminNewsSchema>;
/** An image sent inline in the form: a data URL of at most 10 MB once decoded. */
export const imageDataSchema = z
  .string()
  .max(14_000_000, 'Le fichier est trop volumineux. Taille maximale : 10MB')
  .regex(/^data:image\/(jpeg|jpg|png|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'Type de fichier non autorisé. Utilisez JPG, PNG, GIF ou WebP.');
const newsFields = z.object({
  title: requiredText('Le titre est requis', 300),
  slug: requiredText('Le slug est requis', 200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.'),
  summary: optionalText(1000),
  content: optionalText(100_000),
  imageUrl: optionalMediaUrl,
  date: isoDate('La date est requise'),
  category: z.enum(NEWS_CATEGORIES, { error: 'La catégorie est requise' }),
  author: requiredText("L'auteur est requis", 120),
  featured: flag,
  isActive: flag,
  order,
});
export const newsCreateSchema = newsFields
  .partial({ summary: true, content: true, imageUrl: true, featured: true, isActive: true, order: true })
  .extend({ imageData: imageDataSchema.optional() });
export const newsUpdateSchema = partialUpdate(newsFields.extend({ imageData: imageDataSchema }));
export type NewsCreate = z.input<typeof newsCreateSchema>;
const newsImageFields = z.object({ caption: optionalText(300), order });
export const newsImageUpdateSchema = partialUpdate(newsImageFields);
/**
 * What a caption's save is checked against (If-Match, edit-tag.ts): the caption alone. The
 * arrows change an image's order without a form, so an order moved meanwhile is no conflict.
 */
export const newsImageCaptionFields = newsImageFields.pick({ caption: true });
export type NewsImageUpdate = z.input<typeof newsImageUpdateSchema>;
export const adminNewsImageSchema = newsImageSchema.extend({ newsId: idSchema, order: z.number().int() });
export type AdminNewsImage = z.infer<typeof adminNewsImageSchema>;
/** POST /api/admin/news/{id}/images (JSON; the upload route is the multipart twin). */
export const newsImageCreateSchema = z.object({ imageUrl: mediaUrl("L'image est requise"), caption: optionalText(300), order: order.optional() });
