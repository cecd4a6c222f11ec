// Upload routes, their multipart field and the client-side checks the spec asks for
// (admin-back-office.md sections 5, 7 and 9). The server checks the content again.
import { adminApi, type UploadResult } from '@ecole/shared/admin-client';
import { IMAGE_MAX_MB, adminMessages } from '@ecole/shared/admin-messages';
import { ApiRequestError } from '@ecole/shared/api';
import { errorMessage } from './errors';
import type { UploadField } from './context';

const up = adminMessages.upload;
export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * MB;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];

export interface UploadTarget {
  path: string;
  field: UploadField;
}

export const uploadTargets = {
  slider: { path: adminApi.sliderUpload, field: 'image' },
  founder: { path: adminApi.founderUpload, field: 'image' },
  program: { path: adminApi.programUpload, field: 'image' },
  newsMain: { path: adminApi.newsTempUpload, field: 'image' },
  newsGallery: (newsId: number) => ({ path: adminApi.newsImagesUpload(newsId), field: 'image' }) as UploadTarget,
  project: { path: adminApi.projectUpload, field: 'media' },
  gallery: { path: adminApi.galleryUpload, field: 'media' },
  albumCover: { path: adminApi.galleryCoverUpload, field: 'media' },
} satisfies Record<string, UploadTarget | ((id: number) => UploadTarget)>;

/** The stored file's address, whichever shape the route answers with. */
export function uploadedUrl(result: UploadResult): string | undefined {
  return result.imageUrl ?? result.image?.imageUrl ?? result.media?.mediaUrl ?? result.mediaUrl;
}

/** An onUploaded that puts the stored file's address into a form's field. */
export const intoField = (setter: (url: string) => void) => (result: UploadResult) => {
  const url = uploadedUrl(result);
  if (url) setter(url);
};

/** Video when the server says so, else when the file's type starts with video (section 5, Media). */
export function uploadedType(result: UploadResult, file: File): 'image' | 'video' {
  const t = result.media?.type ?? result.mediaType;
  if (t) return t;
  return file.type.startsWith('video') ? 'video' : 'image';
}

/** A check returns the toast to show, or null when the file may be sent. */
export interface FileProblem {
  title: string;
  description: string;
}

/** The titles a screen gives its refusals of a file's type and of its size. */
export interface RefusalTitles {
  type: string;
  size: string;
}

/**
 * A check of the file before it is sent; its `titles`, when a screen's refusals have titles
 * of their own, title the server's refusals of the same kind too (serverRefusal).
 */
export type FileCheck = ((file: File) => FileProblem | null) & { titles?: RefusalTitles };

/** The founder's titles (section 8, Founder). */
const founderTitles: RefusalTitles = { type: 'Type de fichier invalide', size: 'Fichier trop volumineux' };

/**
 * The toast of an upload that failed: the server's French message (else the screen's
 * fallback), titled by what the server refused. Its 415 is the file's type (its content read,
 * not its name: a text file named .jpg), its 413 the file's size (or its pixel count); the
 * screen whose check titles those refusals (the founder's) titles the server's the same way,
 * and anything else, or any other screen, keeps the toasts' "Erreur" (section 8).
 */
export function serverRefusal(error: unknown, check: FileCheck, fallback: string): FileProblem {
  const status = error instanceof ApiRequestError ? error.status : undefined;
  const kind = status === 415 ? 'type' : status === 413 ? 'size' : undefined;
  return { title: (kind && check.titles?.[kind]) || 'Erreur', description: errorMessage(error, fallback) };
}

export const checks = {
  /** Sliders: size only (section 5, Slider). */
  sliderImage: ((file) =>
    file.size > IMAGE_MAX_BYTES ? { title: 'Erreur', description: up.sliderImageTooLarge } : null) as FileCheck,
  /** Founder photo (section 5, Founder message; section 8 titles). */
  founderImage: Object.assign(
    (file: File): FileProblem | null => {
      if (!file.type.startsWith('image/')) return { title: founderTitles.type, description: 'Veuillez sélectionner un fichier image.' };
      if (file.size > IMAGE_MAX_BYTES) return { title: founderTitles.size, description: up.founderImageTooLarge };
      return null;
    },
    { titles: founderTitles },
  ) as FileCheck,
  /** News images and every other image route (section 5, News). */
  newsImage: ((file) => {
    if (!IMAGE_TYPES.includes(file.type)) return { title: 'Erreur', description: up.imageType };
    if (file.size > IMAGE_MAX_BYTES) return { title: 'Erreur', description: up.imageTooLarge };
    return null;
  }) as FileCheck,
  /**
   * Project, album and gallery media: an image (10 MB) or a video, whose limit the server
   * sets (VIDEO_MAX_MB, read from /api/admin/upload-limits: useMediaUpload); unknown yet,
   * the server alone judges.
   */
  media:
    (videoMaxBytes?: number): FileCheck =>
    (file) => {
      if (file.type.startsWith('video/')) {
        return videoMaxBytes !== undefined && file.size > videoMaxBytes ? { title: 'Erreur', description: up.videoTooLarge(Math.round(videoMaxBytes / MB)) } : null;
      }
      if (!file.type.startsWith('image/')) {
        return { title: 'Erreur', description: up.mediaType };
      }
      return file.size > IMAGE_MAX_BYTES ? { title: 'Erreur', description: up.imageTooLarge } : null;
    },
};

/**
 * A file chooser for a field that takes an image only (an album's cover, a video's still
 * picture): the album cover's route, refused in the image fields' words (section 5, Album).
 */
export const imageOnlyUpload = { accept: IMAGE_TYPES.join(','), target: uploadTargets.albumCover, check: checks.newsImage };
