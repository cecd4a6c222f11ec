// Upload routes, their multipart field and the client-side checks the spec asks for
// (admin-back-office.md sections 5, 7 and 9). The server checks the content again.
import { adminApi, type UploadResult } from '@ecole/shared/admin-client';
import { IMAGE_MAX_MB, adminMessages } from '@ecole/shared/admin-messages';
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
export type FileCheck = (file: File) => FileProblem | null;

export const checks = {
  /** Sliders: size only (section 5, Slider). */
  sliderImage: ((file) =>
    file.size > IMAGE_MAX_BYTES ? { title: 'Erreur', description: up.sliderImageTooLarge } : null) as FileCheck,
  /** Founder photo (section 5, Founder message; section 8 titles). */
  founderImage: ((file) => {
    if (!file.type.startsWith('image/')) return { title: 'Type de fichier invalide', description: 'Veuillez sélectionner un fichier image.' };
    if (file.size > IMAGE_MAX_BYTES) return { title: 'Fichier trop volumineux', description: up.founderImageTooLarge };
    return null;
  }) as FileCheck,
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
