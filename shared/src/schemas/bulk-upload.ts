// Bulk album uploads (issue 5, the desktop app): resumable uploads with the tus protocol
// into an album, and the content hashes an album already holds so a file is never sent
// twice. The server validates the tus metadata with this schema; the desktop app builds
// it from the same one.
import { z } from 'zod';
import { idParamSchema, noControl, sha256Schema } from './common';
import { fieldMessages, ORDER_MAX } from './admin-fields';
import { GALLERY_TITLE_MAX } from './albums';

/** tus endpoint (POST creates, HEAD/PATCH/DELETE /<id> resume, write, cancel); behind the admin guard. */
export const TUS_PATH = '/api/admin/uploads';

export const bulkUploadApi = {
  tus: TUS_PATH,
  albumHashes: (albumId: number) => `/api/admin/albums/${albumId}/hashes`,
  limits: '/api/admin/upload-limits',
} as const;

export { sha256Schema } from './common';

/** Longest title an upload may give its gallery item (the item form's own limit); the sender cuts to it. */
export const BULK_TITLE_MAX = GALLERY_TITLE_MAX;

export const bulkUploadMessages = {
  metadataInvalid: "Les informations de l'envoi sont invalides.",
  albumNotFound: 'Album non trouvé',
  duplicate: 'Déjà présent dans cet album.',
  hashMismatch: "Le fichier reçu ne correspond pas à son empreinte : a-t-il été modifié pendant l'envoi ? Réessayez.",
  tooLarge: (maxMb: number) => `Le fichier dépasse la taille maximale acceptée (${maxMb} MB).`,
} as const;

/**
 * tus Upload-Metadata: every value is a string on the wire. `order` is the place in the
 * album (file-name order, decided by the sender); `title` defaults to the file name.
 */
export const tusMetadataSchema = z.object({
  albumId: idParamSchema.transform(Number),
  sha256: sha256Schema,
  filename: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((s) => !/[\\/]/.test(s) && noControl(s), bulkUploadMessages.metadataInvalid),
  title: z.string().trim().max(BULK_TITLE_MAX, fieldMessages.tooLong(BULK_TITLE_MAX)).refine(noControl, bulkUploadMessages.metadataInvalid).optional(),
  order: z
    .string()
    .regex(/^\d{1,9}$/, fieldMessages.invalidOrder)
    .transform(Number)
    // The item's form takes no more: past it, every later save of the item failed.
    .refine((n) => n <= ORDER_MAX, fieldMessages.orderTooBig)
    .optional(),
});
export type TusMetadataInput = z.input<typeof tusMetadataSchema>;

/** GET /api/admin/albums/{id}/hashes */
export const albumHashesResponseSchema = z.object({ success: z.literal(true), hashes: z.array(z.string()) });
export type AlbumHashesResponse = z.infer<typeof albumHashesResponseSchema>;

/** GET /api/admin/upload-limits: what the server accepts, so the sender skips a file before sending it. */
export const uploadLimitsSchema = z.object({ success: z.literal(true), imageMaxBytes: z.number().int(), videoMaxBytes: z.number().int() });
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** Answer of the last PATCH of a bulk upload: the gallery item it created. */
export const bulkUploadDoneSchema = z.object({
  success: z.literal(true),
  item: z.object({ id: z.number().int(), albumId: z.number().int(), mediaUrl: z.string(), mediaType: z.enum(['image', 'video']), title: z.string().nullable(), order: z.number().int() }),
});
export type BulkUploadDone = z.infer<typeof bulkUploadDoneSchema>;
