// One resumable upload with tus-js-client: the file is read from disk one chunk at a
// time (diskSource streams each chunk by byte range), so memory stays flat whatever the size; the upload URL is reported as soon as the server made it, so a
// dropped connection or an app restart resumes at the server's offset instead of byte 0.
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Upload, type DetailedError, type UploadOptions } from 'tus-js-client';

export const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;
/** How long a cancel waits for the answer to the request that makes the upload. */
const CREATION_WAIT_MS = 10_000;

export interface TusUploadOptions {
  endpoint: string;
  /** The upload made by an earlier try: HEAD tells its offset and the upload goes on from there. */
  uploadUrl?: string;
  filePath: string;
  /** The file as it was hashed: a file changed or gone since is not sent. */
  expected?: { size: number; mtimeMs: number };
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
  /** The file on disk changed, vanished or could not be read (a USB stick pulled out). */
  | { kind: 'file'; message: string }
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
  let closeFile = () => {};
  const finish = (o: TusOutcome) => {
    if (finished) return;
    finished = true;
    // tus-js-client closes the file only after a success: a chunk cut off by a lost
    // connection kept its descriptor open, one more at every failed try.
    closeFile();
    settle(o);
  };

  // The request that makes the upload on the server, while it is on its way: its answer
  // holds the upload's address. Cut off by a cancel, it left an empty upload there that
  // nobody could delete (it waited UPLOAD_EXPIRY_HOURS).
  let creation: { settled: Promise<void>; settle: () => void } | null = null;
  const creationSettled = () => creation?.settle();

  const options: UploadOptions = {
    // No endpoint when resuming: tus-js-client answers any refusal of its HEAD (a 503 while
    // the database restarts, a proxy's 502) by creating a new upload and sending the whole
    // file again — hundreds of megabytes of mobile data for a moment's hiccup. Without one it
    // reports the refusal, and the queue decides: retry a 5xx at the same offset, start
    // again only when the partial upload is gone (404, 410).
    endpoint: opts.uploadUrl ? null : opts.endpoint,
    uploadUrl: opts.uploadUrl ?? null,
    metadata: opts.metadata,
    chunkSize: opts.chunkSize ?? DEFAULT_CHUNK_BYTES,
    // Retries belong to the queue (backoff shown to the administrator, pause, restart).
    retryDelays: [],
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: false,
    onBeforeRequest: (req) => {
      for (const [k, v] of Object.entries(opts.headers(req.getURL()))) req.setHeader(k, v);
      if (req.getMethod() === 'POST') {
        let settle!: () => void;
        creation = { settled: new Promise<void>((r) => (settle = r)), settle };
      }
    },
    onUploadUrlAvailable: () => {
      // Cancelled while it was being made: stopped before its first chunk (from within this
      // callback tus-js-client sends none) and deleted by abort() below, not handed to the queue.
      if (stopped) void upload?.abort(false);
      else if (upload?.url) opts.onUploadUrl(upload.url);
      creationSettled();
    },
    onProgress: (sent, total) => opts.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => finish({ kind: 'done', status: lastResponse.getStatus(), body: lastResponse.getBody() ?? '' }),
    onError: (err) => {
      creationSettled();
      const res = (err as DetailedError).originalResponse;
      if (res) return finish({ kind: 'refused', status: res.getStatus(), body: res.getBody() ?? '' });
      // A file that cannot be read fails here too, without an answer, like a lost connection:
      // the file tells which, so a vanished file is not retried as the network's fault.
      void fileProblem().then((problem) => finish(problem ? { kind: 'file', message: problem } : { kind: 'network', message: err.message }));
    },
  };

  let readError: string | null = null;
  /** Why the file cannot be sent as it was hashed, or null when it still can. */
  const fileProblem = async (): Promise<string | null> => {
    if (readError) return readError;
    const info = await stat(opts.filePath).catch((e: Error) => e);
    if (info instanceof Error) return info.message;
    if (opts.expected && (info.size !== opts.expected.size || Math.floor(info.mtimeMs) !== Math.floor(opts.expected.mtimeMs))) return 'changed';
    return null;
  };

  let upload: Upload | null = null;
  let stopped = false;
  const begin = async () => {
    // Checked here, at each try, not only when hashed: the queue may come back from a restart
    // or a long wait, and a vanished file must not read as a lost connection.
    const problem = await fileProblem();
    if (stopped) return;
    if (problem) return finish({ kind: 'file', message: problem });
    const file = diskSource(opts.filePath, opts.expected?.size, (err) => {
      readError = err.message;
      finish({ kind: 'file', message: err.message });
      void upload?.abort(false).catch(() => {});
    });
    closeFile = file.close;
    // The bytes come from diskSource (the fileReader): the input itself is never read.
    upload = new Upload(Buffer.alloc(0), { ...options, fileReader: { openFile: () => file.source } });
    upload.start();
  };
  void begin();

  return {
    done,
    async abort(terminate) {
      stopped = true;
      finish({ kind: 'aborted' });
      try {
        // Cancelled while the server makes the upload: its answer is awaited (not for long)
        // so that the upload it names can be deleted.
        if (terminate && upload && upload.url === null && creation) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([creation.settled, new Promise<void>((r) => (timer = setTimeout(r, CREATION_WAIT_MS)))]);
          clearTimeout(timer);
        }
        if (upload) await upload.abort(terminate && upload.url !== null);
        else if (terminate && opts.uploadUrl) await Upload.terminate(opts.uploadUrl, options);
      } catch {
        // The server is out of reach: it drops the partial upload when it expires.
      }
    },
  };
}

type ChunkStream = ReadStream & { size: number };

/**
 * The file as tus-js-client reads it, one stream per chunk. Its own Node source opens
 * those streams with no error listener: a file removed or a disk unplugged during a chunk
 * was an uncaught exception of the main process, and the request waited for bytes that
 * never came. Here a read error is reported to the upload, which stops.
 */
function diskSource(filePath: string, knownSize: number | undefined, onReadError: (err: Error) => void) {
  const open = new Set<ReadStream>();
  const close = () => {
    for (const stream of open) stream.destroy();
    open.clear();
  };
  const source = (async () => {
    const size = knownSize ?? (await stat(filePath)).size;
    return {
      size,
      slice(start: number, end: number) {
        const last = Math.min(end, size);
        const stream = createReadStream(filePath, { start, end: Math.max(start, last) - 1 }) as ChunkStream;
        // tus-js-client takes a chunk's length from `size` (as its own source sets it).
        stream.size = Math.max(0, last - start);
        open.add(stream);
        stream.on('error', onReadError);
        stream.on('close', () => open.delete(stream));
        return Promise.resolve({ value: stream, done: last >= size });
      },
      close,
    };
  })();
  return { source, close };
}
