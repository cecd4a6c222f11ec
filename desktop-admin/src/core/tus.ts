// One resumable upload with tus-js-client: the file is read from disk one chunk at a
// time (an fs.ReadStream source slices the file by byte range), so memory stays flat
// whatever the size; the upload URL is reported as soon as the server made it, so a
// dropped connection or an app restart resumes at the server's offset instead of byte 0.
import { createReadStream } from 'node:fs';
import { Upload, type DetailedError } from 'tus-js-client';

export const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;

export interface TusUploadOptions {
  endpoint: string;
  /** The upload made by an earlier try: HEAD tells its offset and the upload goes on from there. */
  uploadUrl?: string;
  filePath: string;
  metadata: Record<string, string>;
  /** Read before every request (a new login's cookie is used without restarting the upload), for that request's URL. */
  headers: (url: string) => Record<string, string>;
  chunkSize?: number;
  onUploadUrl(url: string): void;
  onProgress(bytesSent: number, bytesTotal: number): void;
}

/** How an upload ended, for the queue to decide what comes next. */
export type TusOutcome =
  | { kind: 'done'; status: number; body: string }
  /** The server answered with an HTTP error. */
  | { kind: 'refused'; status: number; body: string }
  /** No answer: connection refused, reset, timed out. */
  | { kind: 'network'; message: string }
  | { kind: 'aborted' };

export interface RunningUpload {
  done: Promise<TusOutcome>;
  /** Stops sending; with `terminate`, also asks the server to delete what it received. */
  abort(terminate: boolean): Promise<void>;
}

export function startTusUpload(opts: TusUploadOptions): RunningUpload {
  let settle!: (o: TusOutcome) => void;
  const done = new Promise<TusOutcome>((r) => (settle = r));
  let finished = false;
  const finish = (o: TusOutcome) => {
    if (finished) return;
    finished = true;
    settle(o);
  };

  const upload = new Upload(createReadStream(opts.filePath), {
    endpoint: opts.endpoint,
    uploadUrl: opts.uploadUrl ?? null,
    metadata: opts.metadata,
    chunkSize: opts.chunkSize ?? DEFAULT_CHUNK_BYTES,
    // Retries belong to the queue (backoff shown to the administrator, pause, restart).
    retryDelays: [],
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: false,
    onBeforeRequest: (req) => {
      for (const [k, v] of Object.entries(opts.headers(req.getURL()))) req.setHeader(k, v);
    },
    onUploadUrlAvailable: () => {
      if (upload.url) opts.onUploadUrl(upload.url);
    },
    onProgress: (sent, total) => opts.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => finish({ kind: 'done', status: lastResponse.getStatus(), body: lastResponse.getBody() ?? '' }),
    onError: (err) => {
      const res = (err as DetailedError).originalResponse;
      if (res) finish({ kind: 'refused', status: res.getStatus(), body: res.getBody() ?? '' });
      else finish({ kind: 'network', message: err.message });
    },
  });
  upload.start();

  return {
    done,
    async abort(terminate) {
      finish({ kind: 'aborted' });
      try {
        await upload.abort(terminate && upload.url !== null);
      } catch {
        // The server is out of reach: it drops the partial upload when it expires.
      }
    },
  };
}
