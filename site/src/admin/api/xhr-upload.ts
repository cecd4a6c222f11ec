// The web app's upload: XMLHttpRequest, because fetch() reports no upload progress.
import { ApiRequestError } from '@ecole/shared/api';
import type { UploadResult } from '@ecole/shared/admin-client';
import type { UploadFn } from './context';

export const xhrUpload: UploadFn = (path, fields, { field, file }, onProgress, signal) =>
  new Promise<UploadResult>((resolve, reject) => {
    const form = new FormData();
    // Text fields first: a streaming server reads them before the file.
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(field, file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as UploadResult);
      } catch {
        reject(new ApiRequestError(xhr.status, xhr.responseText, 'Upload failed'));
      }
    };
    // Spec section 8: a failed upload without a server answer reads "Upload failed".
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
