// The renderer's view of the main process: `window.desktop` (preload, or the Playwright
// harness), unwrapped so callers get values or thrown errors, and the two things the
// shared admin screens take from their host: a fetch and an upload function.
import { ApiRequestError } from '@ecole/shared/api';
import type { UploadResult } from '@ecole/shared/admin-client';
import type { UploadFn } from '@ecole/site/src/admin/api/context';
import { FORWARDED_HEADERS, type DesktopBridge, type DesktopErrorData, type ForwardedHeaders, type Result } from '../../shared/api';

declare global {
  interface Window {
    desktop: DesktopBridge;
  }
}

/** A failure of the main process, with its French message. */
export class DesktopClientError extends Error {
  constructor(readonly data: DesktopErrorData) {
    super(data.message);
    this.name = 'DesktopClientError';
  }
  get code() {
    return this.data.code;
  }
}

function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  // An HTTP refusal reads like the web app's (the screens know ApiRequestError).
  if (r.error.code === 'http' && r.error.status !== undefined) throw new ApiRequestError(r.error.status, r.error.body ?? '', r.error.message);
  throw new DesktopClientError(r.error);
}

type Bridge = Omit<DesktopBridge, 'onEvent'>;
/** `desktop.login(...)` etc.: the bridge's methods, answering values and throwing errors. */
export const desktop = new Proxy({} as { [M in keyof Bridge]: (...args: Parameters<Bridge[M]>) => Promise<Awaited<ReturnType<Bridge[M]>> extends Result<infer T> ? T : never> }, {
  get: (_t, method: string) =>
    (...args: unknown[]) =>
      (window.desktop[method as keyof Bridge] as (...a: unknown[]) => Promise<Result<unknown>>)(...args).then(unwrap),
});

export const onDesktopEvent: DesktopBridge['onEvent'] = (listener) => window.desktop.onEvent(listener);

const NULL_BODY = new Set([101, 204, 205, 304]);

/** The headers of the call the main process passes on (a form's If-Match, a create's Idempotency-Key). */
function forwardedHeaders(init: HeadersInit | undefined): ForwardedHeaders | undefined {
  const sent = new Headers(init);
  const picked = Object.fromEntries(FORWARDED_HEADERS.flatMap((name) => (sent.has(name) ? [[name, sent.get(name)!]] : [])));
  return Object.keys(picked).length ? picked : undefined;
}

/**
 * The shared admin client's fetch: the call is made by the main process, which holds the
 * session cookie; the answer comes back as a Response. A server out of reach rejects
 * like fetch does, with the French reason as message.
 */
export const bridgeFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  const body = typeof init?.body === 'string' ? init.body : undefined;
  const r = await window.desktop.request(init?.method ?? 'GET', url, body, forwardedHeaders(init?.headers));
  if (!r.ok) throw new TypeError(r.error.message);
  const { status, statusText, body: text } = r.value;
  return new Response(NULL_BODY.has(status) ? null : text, { status, statusText, headers: { 'Content-Type': 'application/json' } });
};

/** The screens' upload (content images, album covers, one media): sent by the main process. */
export const bridgeUpload: UploadFn = async (path, fields, { field, file }, onProgress) => {
  onProgress?.({ loaded: 0, total: file.size });
  const uploadId = crypto.randomUUID();
  const stop = window.desktop.onEvent((e) => {
    if (e.type === 'upload-progress' && e.uploadId === uploadId) onProgress?.({ loaded: e.loaded, total: e.total });
  });
  let r: Awaited<ReturnType<typeof window.desktop.upload>>;
  try {
    r = await window.desktop.upload(path, fields, field, file, uploadId);
  } finally {
    stop();
  }
  if (!r.ok) {
    if (r.error.status !== undefined) throw new ApiRequestError(r.error.status, r.error.body ?? '', r.error.message);
    // Spec section 8: a failed upload without a server answer reads "Upload failed".
    throw new Error('Upload failed');
  }
  onProgress?.({ loaded: file.size, total: file.size });
  return r.value as UploadResult;
};
