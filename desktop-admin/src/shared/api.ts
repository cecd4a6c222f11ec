// The one bridge between the renderer and the main process (STYLE "Desktop: three worlds,
// one typed bridge"). Types only, plus the list of method names: preload exposes exactly
// these, main answers exactly these, and the Playwright harness binds exactly these.
import type { Admin } from '@ecole/shared/schemas/auth';
import type { UploadResult } from '@ecole/shared/admin-client';
import type { ALBUM_CATEGORIES } from '@ecole/shared/constants';

export type AlbumCategory = (typeof ALBUM_CATEGORIES)[number];

/**
 * The request headers of the shared admin client that the main process passes on: a form's
 * version (If-Match: a row changed elsewhere is not overwritten) and a create's key
 * (Idempotency-Key: sent again after a lost answer, made once). No others: the main process
 * sets the session's own.
 */
export const FORWARDED_HEADERS = ['If-Match', 'Idempotency-Key'] as const;
export type ForwardedHeaders = Partial<Record<(typeof FORWARDED_HEADERS)[number], string>>;

/** Errors cross the bridge as data (an Error loses its fields through IPC). */
export type DesktopErrorCode =
  | 'invalid-url'
  | 'insecure-url'
  | 'unreachable'
  | 'not-our-server'
  | 'invalid-credentials'
  | 'rate-limited'
  | 'expired'
  | 'not-configured'
  | 'http'
  /** The server answered 200 with something else than its JSON (a Wi-Fi portal's page). */
  | 'unexpected-answer'
  /** A file could not be read (moved, unplugged, no permission). */
  | 'file'
  | 'invalid-request';

export interface DesktopErrorData {
  code: DesktopErrorCode;
  /** French, ready to show. */
  message: string;
  status?: number;
  body?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: DesktopErrorData };

/** An HTTP answer relayed as it came (the renderer rebuilds a Response from it). */
export interface RawResponse {
  status: number;
  statusText: string;
  body: string;
}

export type ItemStatus =
  | 'pending' // waiting to be hashed
  | 'hashing'
  | 'queued' // hashed, not in the album: waiting for a free upload slot
  | 'uploading'
  | 'retrying' // a network error: waits for its backoff delay
  | 'done'
  | 'skipped' // not an image or video, too large, or already in the album
  | 'failed'
  | 'cancelled';

export interface QueueItemView {
  id: string;
  albumId: number;
  albumTitle: string;
  /** Path relative to what was dropped, for display. */
  relPath: string;
  kind: 'image' | 'video' | null;
  size: number;
  bytesSent: number;
  status: ItemStatus;
  /** Why it was skipped or failed, or the retry that is coming (French). */
  message?: string;
  attempts: number;
  /** Epoch ms of the next try of a 'retrying' item. */
  nextAttemptAt?: number;
}

/** 'offline': the server is out of reach; the queue probes it and goes on by itself. */
export type PauseReason = 'user' | 'session' | 'not-started' | 'offline';

export interface QueueTotals {
  filesTotal: number;
  filesDone: number;
  filesSkipped: number;
  filesFailed: number;
  filesActive: number;
  bytesTotal: number;
  bytesDone: number;
  /** Bytes per second over the last seconds; 0 when idle. */
  speed: number;
  /** Seconds left at that speed; null when unknown. */
  secondsLeft: number | null;
}

export interface QueueSnapshot {
  items: QueueItemView[];
  totals: QueueTotals;
  paused: PauseReason | null;
  concurrency: number;
}

/** A snapshot numbered in the feed of queue messages (core/queue-feed.ts). */
export type SeqSnapshot = QueueSnapshot & { seq: number };

/** What changed since message `base`: the totals, and only the files that changed. */
export interface QueueDelta {
  base: number;
  seq: number;
  /** New or changed files (new ones in queue order, after the others). */
  items: QueueItemView[];
  /** Ids of the files gone from the list. */
  removed: string[];
  totals: QueueTotals;
  paused: PauseReason | null;
  concurrency: number;
}

export interface AddResult {
  /** Files put in the queue. */
  queued: number;
  /** Files listed as skipped at once (not media, too large), with their reason. */
  skipped: number;
  /** Albums that received dropped folders (created, or found by the folder's name). */
  albums: Array<{ id: number; title: string; created: boolean }>;
  /** Loose files dropped on the album list, where only folders make albums. */
  ignored: number;
}

export interface AppState {
  serverUrl: string | null;
  admin: Admin | null;
  queue: SeqSnapshot;
  /** Why the session could not be checked at start (server out of reach). */
  connectionError?: string;
}

/** A file the renderer hands over for a single upload (content image, album cover). */
export type UploadSource = { path: string } | { name: string; bytes: Uint8Array };

export interface DesktopApi {
  /** Where the app stands at start: server chosen? session still valid? the queue. */
  getState(): Promise<AppState>;
  /** Checks that the address answers as the school's server, then keeps it. */
  setServerUrl(url: string): Promise<{ serverUrl: string }>;
  /** Forgets the server (and the session): back to the first-run screen. */
  forgetServer(): Promise<void>;
  /** An administration API call on behalf of the shared admin client (path under /api/). */
  request(method: string, path: string, body?: string, headers?: ForwardedHeaders): Promise<RawResponse>;
  /**
   * A multipart upload to one of the upload routes (content images, album covers, single
   * media). With `uploadId`, its progress comes as `upload-progress` events of that id.
   */
  upload(path: string, fields: Record<string, string>, field: string, source: UploadSource, uploadId?: string): Promise<UploadResult>;
  /** Files or folders (searched recursively) into an album. */
  addToAlbum(albumId: number, paths: string[]): Promise<AddResult>;
  /**
   * What a drop on the album list holds: the folders' names (each would make an album) and
   * the number of loose files (not taken there), told before the folders are sent. Refused,
   * with addFoldersAsAlbums' message, when it holds no folder.
   */
  splitDrop(paths: string[]): Promise<{ folders: string[]; files: number }>;
  /** One album per dropped folder, named after it, with the folder's files. */
  addFoldersAsAlbums(paths: string[], category: AlbumCategory): Promise<AddResult>;
  /** The system's file or folder picker, then addToAlbum; null when cancelled. */
  pickIntoAlbum(albumId: number, kind: 'files' | 'folder'): Promise<AddResult | null>;
  /** The whole queue again (the window missed a delta). */
  queueSnapshot(): Promise<SeqSnapshot>;
  pauseQueue(): Promise<void>;
  resumeQueue(): Promise<void>;
  cancelItem(id: string): Promise<void>;
  cancelAll(): Promise<void>;
  retryItem(id: string): Promise<void>;
  /** Every failed file tried again (each resumes its partial upload when it still can). */
  retryFailed(): Promise<void>;
  clearFinished(): Promise<void>;
  setConcurrency(n: number): Promise<void>;
}

export type DesktopMethod = keyof DesktopApi;

export const DESKTOP_METHODS = [
  'getState',
  'setServerUrl',
  'forgetServer',
  'request',
  'upload',
  'addToAlbum',
  'splitDrop',
  'addFoldersAsAlbums',
  'pickIntoAlbum',
  'queueSnapshot',
  'pauseQueue',
  'resumeQueue',
  'cancelItem',
  'cancelAll',
  'retryItem',
  'retryFailed',
  'clearFinished',
  'setConcurrency',
] as const satisfies readonly DesktopMethod[];

/** Methods whose files the renderer gives as File objects: preload turns them into paths. */
export const FILE_METHODS = ['upload', 'addToAlbum', 'splitDrop', 'addFoldersAsAlbums'] as const satisfies readonly DesktopMethod[];
export type FileMethod = (typeof FILE_METHODS)[number];

/** Pushed by the main process. */
export type DesktopEvent =
  | { type: 'queue'; delta: QueueDelta }
  /** The server refused the session (expired or closed): back to the login, queue kept. */
  | { type: 'session-expired' }
  /** Some uploads into this album finished: its media grid is out of date. */
  | { type: 'album-changed'; albumId: number }
  /** Bytes of a single upload (content image, album cover, one media) sent so far. */
  | { type: 'upload-progress'; uploadId: string; loaded: number; total: number };

type Answer<M extends DesktopMethod> = Promise<Result<Awaited<ReturnType<DesktopApi[M]>>>>;

/**
 * What preload exposes as `window.desktop`. Each method answers a Result. Files go over
 * as the File objects of a drop or an <input>, never as paths: the renderer cannot name
 * a file on disk that the administrator did not drop or pick.
 */
export type DesktopBridge = {
  [M in Exclude<DesktopMethod, FileMethod>]: (...args: Parameters<DesktopApi[M]>) => Answer<M>;
} & {
  upload(path: string, fields: Record<string, string>, field: string, file: File, uploadId?: string): Answer<'upload'>;
  addToAlbum(albumId: number, files: File[]): Answer<'addToAlbum'>;
  splitDrop(files: File[]): Answer<'splitDrop'>;
  addFoldersAsAlbums(folders: File[], category: AlbumCategory): Answer<'addFoldersAsAlbums'>;
  onEvent(listener: (event: DesktopEvent) => void): () => void;
};

export const IPC_PREFIX = 'desktop:';
export const IPC_EVENT = 'desktop:event';
