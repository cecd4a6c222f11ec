// The one door to the administration API for every screen: a typed client and an upload
// function, both provided by the host. The web app gives the fetch client and an
// XMLHttpRequest upload (progress events); the desktop app (Electron, a later issue)
// mounts the same content editor and album screens with its own client and upload.
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminClient, UploadResult } from '@ecole/shared/admin-client';

/** Multipart field of the file, as each upload route names it (admin-back-office.md section 7). */
export type UploadField = 'image' | 'media';

export interface UploadFile {
  field: UploadField;
  file: File;
}

/** Bytes sent so far; `total` is 0 when the size is not known yet. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends `file` with the extra text `fields` to `path` (multipart). Rejects with the
 * shared ApiRequestError on a non-success answer, so screens read errors one way.
 */
export type UploadFn = (
  path: string,
  fields: Record<string, string>,
  file: UploadFile,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) => Promise<UploadResult>;

export interface AdminApi {
  client: AdminClient;
  upload: UploadFn;
  /**
   * Where the screens load a stored file from. Stored addresses are site paths
   * (/media/…); a host not served by the site (the desktop app) prefixes its server.
   */
  mediaUrl?: (url: string) => string;
}

const AdminApiContext = createContext<AdminApi | null>(null);

export function AdminApiProvider({ value, children }: { value: AdminApi; children: ReactNode }) {
  return <AdminApiContext.Provider value={value}>{children}</AdminApiContext.Provider>;
}

function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error("AdminApiProvider manquant : les écrans d'administration en ont besoin.");
  return api;
}

export const useAdminClient = () => useAdminApi().client;
export const useUpload = () => useAdminApi().upload;
const sameUrl = (url: string) => url;
export const useMediaUrl = () => useAdminApi().mediaUrl ?? sameUrl;
