// Everything the renderer can ask of the main process, as plain Node code: the Electron
// main process binds these methods to IPC, the Playwright harness binds the very same to
// page.exposeFunction, and the integration tests call them directly. Only the file
// picker and the sealing of secrets come from outside (Electron's dialog and safeStorage).
import path from 'node:path';
import { adminApi, type UploadResult } from '@ecole/shared/admin-client';
import type { AdminAlbum, GalleryItem } from '@ecole/shared/schemas/albums';
import { albumHashesResponseSchema, bulkUploadApi, uploadLimitsSchema, type UploadLimits } from '@ecole/shared/schemas/bulk-upload';
import type { AddResult, AlbumCategory, AppState, DesktopApi, DesktopEvent, RawResponse, UploadSource } from '../shared/api';
import { DesktopError, desktopMessages } from './errors';
import { QueueFile, type KeyValueStore, type SecretBox } from './persist';
import { QueueFeed } from './queue-feed';
import { UploadQueue, type NewItem, type QueueOptions } from './queue';
import { scanPaths, splitFolders, titleOf } from './scan';
import { SealedCookies } from './sealed-cookies';
import { ServerSession } from './session';

export const backendMessages = {
  albumNotFound: 'Album non trouvé',
  dropFolders: 'Déposez un ou plusieurs dossiers sur la liste des albums : chacun devient un album. Les fichiers se déposent sur un album.',
} as const;

export interface BackendOptions {
  store: KeyValueStore;
  secrets: SecretBox;
  emit(event: DesktopEvent): void;
  /** The upload queue's own file (QueueFile), beside the store. */
  queueFile: string;
  /** The system's picker (Electron's dialog); the harness gives its own. */
  pickPaths?(kind: 'files' | 'folder'): Promise<string[]>;
  fetch?: typeof fetch;
  /** Tuning for tests and the benchmark. */
  queue?: Partial<Pick<QueueOptions, 'chunkSize' | 'retry' | 'stallMs' | 'hashConcurrency' | 'offlineAfter' | 'probeMs'>>;
  /** Queue snapshots sent to the renderer at most this often. */
  emitIntervalMs?: number;
}

export type DesktopBackend = DesktopApi & {
  readonly session: ServerSession;
  readonly queue: UploadQueue;
  /** Saves the queue and stops its uploads (before the app quits). */
  shutdown(): Promise<void>;
};

/** Resolves once the cookies the last run sealed are opened (the system's secret store answers asynchronously). */
export async function createBackend(opts: BackendOptions): Promise<DesktopBackend> {
  const { store } = opts;
  const cookies = await SealedCookies.open(store, opts.secrets);
  const session: ServerSession = new ServerSession({
    serverUrl: store.get('serverUrl') ?? null,
    cookie: cookies.session,
    fetch: opts.fetch,
    onCookieChange: (cookie) => cookies.keep('sealedSession', cookie),
    deviceCookie: cookies.device,
    onDeviceCookieChange: (cookie) => cookies.keep('sealedDevice', cookie),
    onExpired: () => expired(),
  });

  let limits: Promise<UploadLimits> | null = null;
  const getLimits = () => {
    if (!limits) {
      limits = session.json<UploadLimits>('GET', bulkUploadApi.limits).then((l) => uploadLimitsSchema.parse(l));
      limits.catch(() => (limits = null));
    }
    return limits;
  };

  // Snapshots are throttled: 3 uploads report progress many times a second.
  let emitTimer: ReturnType<typeof setTimeout> | null = null;
  let lastEmit = 0;
  const interval = opts.emitIntervalMs ?? 200;
  const emitQueue = () => {
    if (emitTimer) return;
    const wait = Math.max(0, lastEmit + interval - Date.now());
    emitTimer = setTimeout(() => {
      emitTimer = null;
      lastEmit = Date.now();
      opts.emit({ type: 'queue', delta: feed.delta() });
    }, wait);
  };

  const queueFile = new QueueFile(opts.queueFile);
  const queue: UploadQueue = new UploadQueue({
    ...opts.queue,
    concurrency: store.get('concurrency'),
    server: {
      endpoint: () => `${session.serverUrl}${bulkUploadApi.tus}`,
      headers: (url) => session.authHeaders(url),
      albumHashes: async (albumId) => {
        const res = await session.json<unknown>('GET', bulkUploadApi.albumHashes(albumId));
        return albumHashesResponseSchema.parse(res).hashes;
      },
    },
    save: (items) => queueFile.save(items),
    onChange: emitQueue,
    onSessionExpired: () => expired(),
    onItemDone: (albumId) => opts.emit({ type: 'album-changed', albumId }),
  });
  const feed = new QueueFeed(queue);
  // A queue saved without a server (an older version forgot the server but kept it) has no album to go to.
  // Earlier versions kept the queue in the store: moved to its own file once.
  const legacy = store.get('queue');
  queue.restore(store.get('serverUrl') ? (queueFile.load() ?? legacy ?? []) : []);
  if (legacy !== undefined) void queue.flush().then(() => store.delete('queue'));

  let expiredSent = false;
  function expired() {
    queue.pause('session');
    if (expiredSent) return;
    expiredSent = true;
    opts.emit({ type: 'session-expired' });
  }

  /** After a login (or a session found valid): the queue goes on unless the administrator paused it. */
  function sessionStarted() {
    expiredSent = false;
    limits = null;
    if (store.get('queuePaused')) queue.pause('user');
    else queue.resume();
  }

  async function albumById(albumId: number): Promise<AdminAlbum> {
    const { albums } = await session.json<{ albums: AdminAlbum[] }>('GET', adminApi.albums);
    const album = albums.find((a) => a.id === albumId);
    if (!album) throw new DesktopError('http', backendMessages.albumNotFound, 404);
    return album;
  }

  /** Next free place in the album: after its items and after the files already queued for it. */
  async function nextOrder(albumId: number): Promise<number> {
    const { items } = await session.json<{ items: GalleryItem[] }>('GET', adminApi.galleryItems(albumId));
    let max = items.reduce((m, i) => Math.max(m, i.order), 0);
    for (const i of queue.all()) if (i.albumId === albumId && i.status !== 'cancelled' && i.status !== 'skipped') max = Math.max(max, i.order);
    return max + 1;
  }

  async function enqueue(album: { id: number; title: string }, paths: string[]): Promise<{ queued: number; skipped: number }> {
    const found = await scanPaths(paths, await getLimits());
    const first = await nextOrder(album.id);
    const base = { albumId: album.id, albumTitle: album.title };
    const items: NewItem[] = [
      ...found.files.map((f, i) => ({ ...base, path: f.path, relPath: f.relPath, name: f.name, size: f.size, mtimeMs: f.mtimeMs, kind: f.kind, title: titleOf(f.name), order: first + i })),
      ...found.skipped.map((s) => ({ ...base, path: s.path, relPath: s.relPath, name: path.basename(s.path), size: s.size, mtimeMs: 0, kind: null, title: '', order: 0, skipped: s.reason })),
    ];
    queue.add(items);
    return { queued: found.files.length, skipped: found.skipped.length };
  }

  // One drop of folders at a time: two drops of the same folder would both find no album of
  // its name and make two. Each waits for the one before, whether that one worked or not.
  let albumDrops: Promise<unknown> = Promise.resolve();
  async function addFolders(paths: string[], category: AlbumCategory): Promise<AddResult> {
    const { folders, files } = await splitFolders(paths);
    if (folders.length === 0) throw new DesktopError('invalid-request', backendMessages.dropFolders);
    const { albums: existing } = await session.json<{ albums: AdminAlbum[] }>('GET', adminApi.albums);
    const result: AddResult = { queued: 0, skipped: 0, albums: [], ignored: files.length };
    for (const folder of folders) {
      const title = path.basename(folder).trim().slice(0, 200) || 'Album';
      // Dropping the same folder again completes its album instead of making a second one.
      let album: { id: number; title: string } | undefined = existing.find((a) => a.title === title);
      const created = !album;
      if (!album) album = (await session.json<{ album: AdminAlbum }>('POST', adminApi.albums, { title, category })).album;
      const r = await enqueue(album, [folder]);
      result.queued += r.queued;
      result.skipped += r.skipped;
      result.albums.push({ id: album.id, title: album.title, created });
    }
    return result;
  }

  const backend: DesktopBackend = {
    session,
    queue,

    async getState(): Promise<AppState> {
      let admin = null;
      let connectionError: string | undefined;
      if (session.serverUrl && session.hasSession) {
        try {
          admin = await session.me();
        } catch (err) {
          connectionError = err instanceof DesktopError ? err.message : String(err);
        }
      }
      if (admin) sessionStarted();
      return { serverUrl: session.serverUrl, admin, queue: feed.full(), ...(connectionError ? { connectionError } : {}) };
    },

    async setServerUrl(url) {
      const before = session.serverUrl;
      const serverUrl = await session.connect(url);
      // Album ids mean nothing on another server: that queue cannot go there.
      if (before && before !== serverUrl) queue.clearAll();
      store.set('serverUrl', serverUrl);
      return { serverUrl };
    },

    async forgetServer() {
      queue.pause('session');
      // Forgetting comes before choosing another server ("Changer de serveur"), which then
      // sees no previous one: the queue goes now, while its partial uploads can still be
      // deleted with this server's cookie.
      queue.clearAll();
      session.forget();
      store.delete('serverUrl');
    },

    async request(method, apiPath, body, headers): Promise<RawResponse> {
      const res = await session.send(method, apiPath, { headers, ...(body === undefined ? {} : { body, contentType: 'application/json' }) });
      if (apiPath === adminApi.login && res.status === 200) sessionStarted();
      if (apiPath === adminApi.logout) queue.pause('session');
      // A login is answered once its session is in the store: an app closed right after keeps it.
      await cookies.written();
      return res;
    },

    upload(apiPath: string, fields: Record<string, string>, field: string, source: UploadSource, uploadId?: string): Promise<UploadResult> {
      if (typeof uploadId !== 'string') return session.uploadMultipart(apiPath, fields, field, source);
      // A few events a second are enough for a progress bar; the last one always goes.
      let last = 0;
      return session.uploadMultipart(apiPath, fields, field, source, (loaded, total) => {
        const now = Date.now();
        if (loaded < total && now - last < interval / 2) return;
        last = now;
        opts.emit({ type: 'upload-progress', uploadId, loaded, total });
      });
    },

    async addToAlbum(albumId, paths): Promise<AddResult> {
      const album = await albumById(albumId);
      const r = await enqueue(album, paths);
      return { ...r, albums: [], ignored: 0 };
    },

    async splitDrop(paths) {
      const { folders, files } = await splitFolders(paths);
      if (folders.length === 0) throw new DesktopError('invalid-request', backendMessages.dropFolders);
      return { folders: folders.map((f) => path.basename(f)), files: files.length };
    },

    addFoldersAsAlbums(paths, category: AlbumCategory): Promise<AddResult> {
      const run = albumDrops.then(() => addFolders(paths, category));
      albumDrops = run.catch(() => {});
      return run;
    },

    async pickIntoAlbum(albumId, kind) {
      const picked = opts.pickPaths ? await opts.pickPaths(kind) : [];
      return picked.length ? backend.addToAlbum(albumId, picked) : null;
    },

    async queueSnapshot() {
      return feed.full();
    },
    async pauseQueue() {
      store.set('queuePaused', true);
      queue.pause('user');
    },
    async resumeQueue() {
      store.set('queuePaused', false);
      if (!session.hasSession) throw new DesktopError('expired', desktopMessages.sessionExpired);
      queue.resume();
    },
    async cancelItem(id) {
      queue.cancel(id);
    },
    async cancelAll() {
      queue.cancelAll();
    },
    async retryItem(id) {
      queue.retryItem(id);
    },
    async retryFailed() {
      queue.retryFailed();
    },
    async clearFinished() {
      queue.clearFinished();
    },
    async setConcurrency(n) {
      queue.setConcurrency(n);
      store.set('concurrency', queue.snapshot().concurrency);
    },

    async shutdown() {
      if (emitTimer) clearTimeout(emitTimer);
      emitTimer = null;
      await queue.shutdown();
      await cookies.written();
    },
  };
  return backend;
}
