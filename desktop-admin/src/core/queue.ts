// The upload queue of the desktop app (issue 5, "Bulk upload"): every file is hashed
// (SHA-256, streamed), compared with what its album already holds, then sent with tus,
// N at a time. A network error waits and tries again, each wait longer than the last;
// a server out of reach (network errors in a row) pauses the queue, which tries the server
// every few seconds and goes on by itself: an outage fails no file;
// an expired session pauses the queue without losing it; the queue is saved as it goes,
// so after a restart each file resumes where its upload stopped.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { bulkUploadDoneSchema, bulkUploadMessages } from '@ecole/shared/schemas/bulk-upload';
import type { ItemStatus, PauseReason, QueueItemView, QueueSnapshot, QueueTotals } from '../shared/api';
import { DesktopError, desktopMessages, isUnreadableAnswer, serverMessage } from './errors';
import { sha256File } from './hash';
import { startTusUpload, type RunningUpload, type TusOutcome } from './tus';

export interface PersistedItem {
  id: string;
  albumId: number;
  albumTitle: string;
  path: string;
  relPath: string;
  name: string;
  size: number;
  mtimeMs: number;
  kind: 'image' | 'video' | null;
  /** Title and place in the album given to the gallery item. */
  title: string;
  order: number;
  status: ItemStatus;
  message?: string;
  sha256?: string;
  /** Hash compared with the album's: the next step is the upload itself. */
  checked?: boolean;
  /** The server's tus upload of this file, resumed rather than restarted. */
  uploadUrl?: string;
  /** An upload was created for it: "already in the album" then means that upload finished. */
  started?: boolean;
  bytesSent: number;
  /** Tries in a row that moved no byte (reset whenever an upload makes progress). */
  attempts: number;
  nextAttemptAt?: number;
  /** The gallery item created. */
  itemId?: number;
  /** Skipped as the same content as this file of the queue, which sends it for both. */
  twinOf?: string;
}

export type NewItem = Pick<PersistedItem, 'albumId' | 'albumTitle' | 'path' | 'relPath' | 'name' | 'size' | 'mtimeMs' | 'kind' | 'title' | 'order'> & {
  /** Set for a file left out at once (not media, too large): listed with its reason. */
  skipped?: string;
};

/** What the queue needs from the server side. */
export interface QueueServer {
  /** Absolute URL of the tus endpoint. */
  endpoint(): string;
  /** Headers of a request to `url`: the session cookie only when it goes to the current server. */
  headers(url: string): Record<string, string>;
  /** Hashes of the files the album already holds; throws a DesktopError. */
  albumHashes(albumId: number): Promise<string[]>;
}

export interface QueueOptions {
  server: QueueServer;
  concurrency?: number;
  hashConcurrency?: number;
  chunkSize?: number;
  /** Backoff of network errors: base * 2^(n-1), capped, with ±20 % jitter. */
  retry?: { baseMs: number; maxMs: number; maxAttempts: number };
  /** An upload that moves no byte for this long is dropped and tried again. */
  stallMs?: number;
  /** Network errors in a row, whatever the file, after which the server counts as out of reach. */
  offlineAfter?: number;
  /** How often a server out of reach is tried (ms). */
  probeMs?: number;
  /** Writes the queue (asynchronously in the app: core/persist.ts QueueFile). */
  save(items: readonly PersistedItem[]): void | Promise<void>;
  onChange(): void;
  onSessionExpired(): void;
  onItemDone(albumId: number): void;
}

export const queueMessages = {
  duplicate: bulkUploadMessages.duplicate,
  duplicateInBatch: (other: string) => `Même contenu que « ${other} » dans cet envoi.`,
  alreadyUploaded: "Envoyé (confirmé par le serveur après la coupure).",
  fileChanged: 'Le fichier a changé ou a disparu depuis son ajout : ajoutez-le de nouveau.',
  retryIn: (seconds: number, why: string) => `${why} Nouvel essai dans ${seconds} s.`,
  connectionLost: 'Connexion perdue.',
  stalled: 'Connexion bloquée.',
  answerLost: 'Réponse du serveur perdue : envoi en cours de vérification.',
  partialGone: "Le début de l'envoi n'est plus sur le serveur : il reprend depuis le début.",
  serverBusy: (status: number) => `Serveur indisponible (${status}).`,
  gaveUp: (why: string) => `${why} Échec après plusieurs essais : réessayez plus tard.`,
  failed: (status: number) => `Envoi refusé par le serveur (${status}).`,
  hashFailed: 'Lecture du fichier impossible.',
} as const;

export const DEFAULT_CONCURRENCY = 3;
export const MAX_CONCURRENCY = 8;
const FINAL: ReadonlySet<ItemStatus> = new Set(['done', 'skipped', 'failed', 'cancelled']);
const SPEED_WINDOW_MS = 5000;

export class UploadQueue {
  private items: PersistedItem[] = [];
  private readonly uploads = new Map<string, RunningUpload>();
  private readonly hashing = new Map<string, AbortController>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly albumHashes = new Map<number, Promise<Set<string>>>();
  private paused: PauseReason | null = 'not-started';
  private concurrency: number;
  private readonly retry: { baseMs: number; maxMs: number; maxAttempts: number };
  private readonly stallMs: number;
  private samples: Array<[number, number]> = [];
  private transferred = 0;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private saveDue = 0;
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private readonly lastProgress = new Map<string, number>();
  private readonly offlineAfter: number;
  private readonly probeMs: number;
  /** Network errors in a row (any file); reset by any answer of the server. */
  private netFailures = 0;
  /** When the server last answered or took bytes. */
  private lastContact = Date.now();
  /** Since when each file has met only network errors. */
  private readonly failingSince = new Map<string, number>();
  private probeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: QueueOptions) {
    this.concurrency = opts.concurrency ?? DEFAULT_CONCURRENCY;
    this.retry = opts.retry ?? { baseMs: 1000, maxMs: 30_000, maxAttempts: 8 };
    this.stallMs = opts.stallMs ?? 60_000;
    this.offlineAfter = opts.offlineAfter ?? 3;
    this.probeMs = opts.probeMs ?? 5000;
  }

  /** Items saved by an earlier run: what was running goes back to waiting, and resumes. */
  restore(items: PersistedItem[]) {
    this.items = items.map((i) => {
      if (FINAL.has(i.status)) return i;
      const status: ItemStatus = i.checked ? 'queued' : 'pending';
      return { ...i, status, nextAttemptAt: undefined, message: undefined };
    });
    this.changed(true);
  }

  add(newItems: NewItem[]) {
    for (const n of newItems) {
      const { skipped, ...rest } = n;
      this.items.push({ ...rest, id: randomUUID(), status: skipped ? 'skipped' : 'pending', message: skipped, bytesSent: 0, attempts: 0 });
    }
    // A new batch reads the album's hashes again: files may have been removed since.
    for (const albumId of new Set(newItems.map((n) => n.albumId))) this.albumHashes.delete(albumId);
    this.changed(true);
    this.pump();
  }

  /** Starts or resumes sending (after login, or the administrator's "Reprendre"). */
  resume() {
    this.stopProbing();
    this.paused = null;
    this.changed(true);
    this.pump();
  }

  /** Stops sending; the uploads under way keep what the server received. */
  pause(reason: PauseReason = 'user') {
    if (this.paused === reason) return;
    if (reason !== 'offline') this.stopProbing();
    this.paused = reason;
    for (const [id, up] of this.uploads) {
      const item = this.find(id);
      if (item) item.status = 'queued';
      this.uploads.delete(id);
      void up.abort(false);
    }
    this.changed(true);
  }

  get pausedReason() {
    return this.paused;
  }

  setConcurrency(n: number) {
    this.concurrency = Math.max(1, Math.min(MAX_CONCURRENCY, Math.round(n)));
    this.changed(true);
    this.pump();
  }

  cancel(id: string) {
    const item = this.find(id);
    if (!item || FINAL.has(item.status)) return;
    this.stopItem(item, 'cancelled');
    this.passToTwin(item);
    this.changed(true);
    this.pump();
  }

  /**
   * A file that will not be sent (failed, or cancelled on its own) leaves its content to a
   * copy skipped for its sake: otherwise a photo dropped twice, one copy then edited or
   * cancelled, reached the album through neither. The others now wait on that copy.
   */
  private passToTwin(item: PersistedItem) {
    const twins = this.items.filter((o) => o.status === 'skipped' && o.twinOf === item.id);
    const [heir, ...rest] = twins;
    if (!heir) return;
    heir.twinOf = undefined;
    heir.status = 'pending';
    heir.message = undefined;
    for (const other of rest) {
      other.twinOf = heir.id;
      other.message = queueMessages.duplicateInBatch(heir.relPath);
    }
  }

  cancelAll() {
    for (const item of this.items) if (!FINAL.has(item.status)) this.stopItem(item, 'cancelled');
    this.changed(true);
  }

  /**
   * Tries a failed or cancelled file again, read afresh from disk (it may have been
   * edited since: its hash and size are taken again); a waiting retry goes now.
   */
  retryItem(id: string) {
    const item = this.find(id);
    if (!item || (item.status !== 'failed' && item.status !== 'cancelled' && item.status !== 'retrying')) return;
    this.clearTimer(id);
    if (item.status !== 'retrying') {
      // Read synchronously: with an await here, a double click passed the check above twice
      // and started two uploads of the file, one of which "Annuler" no longer knew of.
      const info = statOrNull(item.path);
      const unchanged = info !== null && info.size === item.size && Math.floor(info.mtimeMs) === Math.floor(item.mtimeMs);
      // The same bytes as hashed: its hash holds and its partial upload resumes. Otherwise it
      // is read afresh (edited since: its size and hash are taken again).
      if (!unchanged || item.status === 'cancelled') {
        if (info) {
          item.size = info.size;
          item.mtimeMs = info.mtimeMs;
        }
        item.sha256 = undefined;
        item.checked = false;
        if (item.uploadUrl) void this.terminate(item.uploadUrl);
        item.uploadUrl = undefined;
        item.bytesSent = 0;
      }
    }
    item.status = item.checked ? 'queued' : 'pending';
    item.message = undefined;
    item.attempts = 0;
    this.changed(true);
    this.pump();
  }

  /** "Réessayer les échecs": every failed file, as its own "Réessayer" would. */
  retryFailed() {
    for (const item of this.items) if (item.status === 'failed') this.retryItem(item.id);
  }

  /**
   * Cancels every file and empties the list, failures too: the queue belongs to one
   * server, whose album ids mean nothing on another (a retried failure would land there).
   */
  clearAll() {
    this.cancelAll();
    for (const item of this.items) if (item.uploadUrl) void this.terminate(item.uploadUrl);
    this.items = [];
    this.albumHashes.clear();
    this.changed(true);
  }

  /** Drops sent, skipped and cancelled files from the list; failures stay until dealt with. */
  clearFinished() {
    this.items = this.items.filter((i) => i.status !== 'done' && i.status !== 'skipped' && i.status !== 'cancelled');
    this.changed(true);
  }

  /** Everything is sent, skipped or failed. */
  get idle() {
    return this.items.every((i) => FINAL.has(i.status));
  }

  all(): readonly PersistedItem[] {
    return this.items;
  }

  /** Writes the queue now (the app waits for it before quitting). */
  flush(): Promise<void> {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    // Serialized at once (save's caller sees this very state), written in the background.
    return Promise.resolve(this.opts.save(this.items));
  }

  /** Stops everything without touching the server's partial uploads (app quit, tests' "crash"). */
  async shutdown() {
    const running = [...this.uploads.values()];
    for (const item of this.items) if (this.uploads.has(item.id)) item.status = 'queued';
    this.uploads.clear();
    for (const c of this.hashing.values()) c.abort();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    this.stopProbing();
    this.paused = 'not-started';
    await Promise.all([this.flush(), ...running.map((u) => u.abort(false))]);
  }

  snapshot(): QueueSnapshot {
    return { items: this.items.map(view), ...this.summary() };
  }

  /** The snapshot without its list (core/queue-feed.ts builds views of changed files only). */
  summary(): Omit<QueueSnapshot, 'items'> {
    return { totals: this.totals(), paused: this.paused, concurrency: this.concurrency };
  }

  private totals(): QueueTotals {
    let filesDone = 0,
      filesSkipped = 0,
      filesFailed = 0,
      filesActive = 0,
      filesTotal = 0,
      bytesTotal = 0,
      bytesDone = 0,
      remaining = 0;
    for (const i of this.items) {
      if (i.status === 'skipped') filesSkipped++;
      if (i.status === 'skipped' || i.status === 'cancelled') continue;
      filesTotal++;
      bytesTotal += i.size;
      if (i.status === 'done') {
        filesDone++;
        bytesDone += i.size;
        continue;
      }
      bytesDone += i.bytesSent;
      if (i.status === 'failed') filesFailed++;
      else remaining += i.size - i.bytesSent;
      if (i.status === 'uploading') filesActive++;
    }
    const speed = this.speed();
    return { filesTotal, filesDone, filesSkipped, filesFailed, filesActive, bytesTotal, bytesDone, speed, secondsLeft: speed > 0 && remaining > 0 ? Math.ceil(remaining / speed) : remaining === 0 ? 0 : null };
  }

  private speed(): number {
    const now = Date.now();
    this.samples = this.samples.filter(([t]) => now - t <= SPEED_WINDOW_MS);
    if (this.samples.length < 2 || this.uploads.size === 0) return 0;
    const [t0, b0] = this.samples[0];
    const dt = (now - t0) / 1000;
    return dt > 0.2 ? (this.transferred - b0) / dt : 0;
  }

  private find(id: string) {
    return this.items.find((i) => i.id === id);
  }

  private clearTimer(id: string) {
    const t = this.timers.get(id);
    if (t) clearTimeout(t);
    this.timers.delete(id);
  }

  private stopItem(item: PersistedItem, status: ItemStatus) {
    this.clearTimer(item.id);
    this.hashing.get(item.id)?.abort();
    this.hashing.delete(item.id);
    const running = this.uploads.get(item.id);
    this.uploads.delete(item.id);
    item.status = status;
    item.message = undefined;
    // A cancelled upload is deleted on the server at once rather than left to expire.
    if (running) void running.abort(true);
    else if (item.uploadUrl) void this.terminate(item.uploadUrl);
    item.uploadUrl = undefined;
  }

  private async terminate(url: string) {
    try {
      await fetch(url, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0', ...this.opts.server.headers(url) }, signal: AbortSignal.timeout(10_000) });
    } catch {
      // Out of reach: the server removes the partial upload when it expires.
    }
  }

  /**
   * Saved after a change, not at each: the whole queue is one document, and 2 000 files
   * make tens of thousands of changes. A status change (an upload URL to resume) is saved
   * within 100 ms; mere progress every few seconds, as it only shows: a resumed upload
   * asks the server where it stopped (tus HEAD).
   */
  private changed(important = false) {
    this.opts.onChange();
    const due = Date.now() + (important ? 100 : 5000);
    if (this.saveTimer && this.saveDue <= due) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveDue = due;
    this.saveTimer = setTimeout(() => {
      this.flush().catch((err: unknown) => console.error("File d'envoi non enregistrée :", err));
    }, due - Date.now());
  }

  private pump() {
    if (this.paused) return;
    for (const item of this.items) {
      if (this.hashing.size >= (this.opts.hashConcurrency ?? 2)) break;
      if (item.status === 'pending') void this.check(item);
    }
    for (const item of this.items) {
      if (this.uploads.size >= this.concurrency) break;
      if (item.status === 'queued') this.upload(item);
    }
    if (this.uploads.size > 0 && !this.watchdog) this.watchdog = setInterval(() => this.checkStalls(), Math.min(5000, this.stallMs / 2));
    if (this.uploads.size === 0 && this.watchdog) {
      clearInterval(this.watchdog);
      this.watchdog = null;
    }
  }

  private hashesOf(albumId: number): Promise<Set<string>> {
    let p = this.albumHashes.get(albumId);
    if (!p) {
      p = this.opts.server.albumHashes(albumId).then((list) => new Set(list));
      p.catch(() => this.albumHashes.delete(albumId));
      this.albumHashes.set(albumId, p);
    }
    return p;
  }

  /** Hash (once), then compare with the album and with the other files of the queue. */
  private async check(item: PersistedItem) {
    // One hashing and one upload per file, whatever called: two would send it twice.
    if (this.hashing.has(item.id) || this.uploads.has(item.id)) return;
    const ctrl = new AbortController();
    this.hashing.set(item.id, ctrl);
    item.status = 'hashing';
    this.changed();
    try {
      if (!item.sha256) {
        const info = await stat(item.path).catch(() => null);
        if (!info || info.size !== item.size || Math.floor(info.mtimeMs) !== Math.floor(item.mtimeMs)) {
          return this.settle(item, 'failed', queueMessages.fileChanged);
        }
        item.sha256 = await sha256File(item.path, ctrl.signal);
      }
      const hashes = await this.hashesOf(item.albumId);
      this.contact();
      if (ctrl.signal.aborted) return;
      if (hashes.has(item.sha256)) return this.settle(item, 'skipped', queueMessages.duplicate);
      const twin = this.items.find((o) => o !== item && o.albumId === item.albumId && o.sha256 === item.sha256 && o.checked && !FINAL.has(o.status));
      if (twin) {
        item.twinOf = twin.id;
        return this.settle(item, 'skipped', queueMessages.duplicateInBatch(twin.relPath));
      }
      item.checked = true;
      item.status = 'queued';
      this.changed(true);
    } catch (err) {
      if (ctrl.signal.aborted) return;
      if (err instanceof DesktopError && err.code === 'expired') {
        item.status = 'pending';
        this.sessionExpired();
      } else if (err instanceof DesktopError && err.code === 'unreachable') {
        this.scheduleRetry(item, queueMessages.connectionLost, false, true);
      } else if (err instanceof DesktopError) {
        this.settle(item, 'failed', err.message);
      } else if (isUnreadableAnswer(err)) {
        // The album's hashes came back unreadable: the server's fault, not the file's.
        this.settle(item, 'failed', desktopMessages.unexpectedAnswer);
      } else {
        this.settle(item, 'failed', queueMessages.hashFailed);
      }
    } finally {
      if (this.hashing.get(item.id) === ctrl) this.hashing.delete(item.id);
      this.pump();
    }
  }

  private settle(item: PersistedItem, status: ItemStatus, message?: string) {
    item.status = status;
    item.message = message;
    item.nextAttemptAt = undefined;
    // A failure keeps its upload URL: "Réessayer" after an outage resumes where it stopped
    // (the server drops the partial upload if nobody comes back for it).
    if (status === 'done' || status === 'skipped') item.uploadUrl = undefined;
    if (status === 'failed') this.passToTwin(item);
    this.changed(true);
  }

  private upload(item: PersistedItem) {
    if (this.uploads.has(item.id) || this.hashing.has(item.id)) return;
    item.status = 'uploading';
    item.message = undefined;
    item.nextAttemptAt = undefined;
    const startBytes = item.bytesSent;
    let lastSent: number | undefined;
    const running = startTusUpload({
      endpoint: this.opts.server.endpoint(),
      uploadUrl: item.uploadUrl,
      filePath: item.path,
      expected: { size: item.size, mtimeMs: item.mtimeMs },
      chunkSize: this.opts.chunkSize,
      headers: (url) => this.opts.server.headers(url),
      metadata: { albumId: String(item.albumId), sha256: item.sha256!, filename: item.name, title: item.title, order: String(item.order) },
      onUploadUrl: (url) => {
        item.uploadUrl = url;
        item.started = true;
        this.changed(true);
      },
      onProgress: (sent) => {
        if (this.uploads.get(item.id) !== running) return;
        if (lastSent !== undefined && sent > lastSent) {
          this.transferred += sent - lastSent;
          this.samples.push([Date.now(), this.transferred]);
        }
        if (lastSent !== undefined && sent > lastSent) {
          this.contact();
          this.failingSince.delete(item.id);
        }
        lastSent = sent;
        item.bytesSent = sent;
        this.lastProgress.set(item.id, Date.now());
        this.changed();
      },
    });
    this.uploads.set(item.id, running);
    this.lastProgress.set(item.id, Date.now());
    this.samples.push([Date.now(), this.transferred]);
    this.changed(true);
    void running.done.then((outcome) => {
      // Paused, cancelled or shut down meanwhile: whoever stopped it has set its status.
      if (this.uploads.get(item.id) !== running) return;
      this.uploads.delete(item.id);
      this.lastProgress.delete(item.id);
      if (item.bytesSent > startBytes) item.attempts = 0;
      this.finish(item, outcome);
      this.pump();
    });
  }

  private finish(item: PersistedItem, outcome: TusOutcome) {
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'network') return this.scheduleRetry(item, queueMessages.connectionLost, true, true);
    // The server answered (or the file failed us): it is within reach.
    if (outcome.kind !== 'file') this.contact();
    this.failingSince.delete(item.id);
    if (outcome.kind === 'file') {
      // What the server holds of the old bytes can never be completed: it goes now.
      if (item.uploadUrl) void this.terminate(item.uploadUrl);
      item.uploadUrl = undefined;
      item.bytesSent = 0;
      return this.settle(item, 'failed', queueMessages.fileChanged);
    }
    if (outcome.kind === 'done') {
      const parsed = bulkUploadDoneSchema.safeParse(safeJson(outcome.body));
      if (!parsed.success) {
        // Not the server's answer to the last chunk (lost with a cut connection) but a resume
        // that found every byte there: the server may still be storing the file, or failing
        // to (its album deleted meanwhile). Announced again, the file is answered "duplicate"
        // once stored, or refused with the server's reason; it is never called sent unseen.
        item.uploadUrl = undefined;
        return this.scheduleRetry(item, queueMessages.answerLost, true);
      }
      item.itemId = parsed.data.item.id;
      item.bytesSent = item.size;
      this.rememberHash(item);
      this.settle(item, 'done');
      this.opts.onItemDone(item.albumId);
      return;
    }
    const { status, body } = outcome;
    if (status === 401) {
      item.status = 'queued';
      return this.sessionExpired();
    }
    if (status === 409 && (safeJson(body) as { code?: string } | null)?.code === 'duplicate') {
      this.rememberHash(item);
      if (item.started) {
        // Our own upload had finished when the connection dropped before its answer.
        item.bytesSent = item.size;
        this.settle(item, 'done', queueMessages.alreadyUploaded);
        this.opts.onItemDone(item.albumId);
      } else this.settle(item, 'skipped', queueMessages.duplicate);
      return;
    }
    // The partial upload expired or was removed: start again from the first byte. Without
    // one, the refusal came when the upload was announced (its album deleted meanwhile):
    // the server's reason is final, and retrying it as a lost connection would hide it.
    if ((status === 404 || status === 410) && item.uploadUrl) {
      item.uploadUrl = undefined;
      item.bytesSent = 0;
      return this.scheduleRetry(item, queueMessages.partialGone, true);
    }
    // An offset conflict (a chunk sent twice), a lock, or the server having a bad moment.
    if (status === 409 || status === 423 || status === 429 || status >= 500) return this.scheduleRetry(item, queueMessages.serverBusy(status), true);
    this.settle(item, 'failed', serverMessage(body) ?? queueMessages.failed(status));
  }

  private rememberHash(item: PersistedItem) {
    const p = this.albumHashes.get(item.albumId);
    if (p && item.sha256) {
      const sha = item.sha256;
      void p.then((set) => set.add(sha)).catch(() => {});
    }
  }

  /** `network`: no answer at all (refused, cut, stalled), which may be the server out of reach. */
  private scheduleRetry(item: PersistedItem, why: string, checked: boolean, network = false) {
    if (network) {
      const back = () => {
        item.status = checked && item.checked ? 'queued' : 'pending';
        item.message = undefined;
        item.nextAttemptAt = undefined;
        item.attempts = 0;
      };
      // Already out of reach (a hashing that was under way): it waits with the others.
      if (this.paused === 'offline') {
        back();
        return this.changed(true);
      }
      this.netFailures += 1;
      if (!this.failingSince.has(item.id)) this.failingSince.set(item.id, Date.now());
      // Several files in a row without an answer, or this file's last try while nothing
      // reached the server since it began failing: the server is out of reach, not the file.
      const silentSince = this.failingSince.get(item.id)!;
      if (this.netFailures >= this.offlineAfter || (item.attempts + 1 >= this.retry.maxAttempts && this.lastContact <= silentSince)) {
        back();
        return this.goOffline();
      }
    }
    item.attempts += 1;
    if (item.attempts >= this.retry.maxAttempts) return this.settle(item, 'failed', queueMessages.gaveUp(why));
    const base = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** (item.attempts - 1));
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    item.status = 'retrying';
    item.nextAttemptAt = Date.now() + delay;
    item.message = queueMessages.retryIn(Math.ceil(delay / 1000), why);
    this.clearTimer(item.id);
    this.timers.set(
      item.id,
      setTimeout(() => {
        this.timers.delete(item.id);
        if (item.status !== 'retrying') return;
        item.status = checked && item.checked ? 'queued' : 'pending';
        item.nextAttemptAt = undefined;
        item.message = undefined;
        this.changed(true);
        this.pump();
      }, delay),
    );
    this.changed(true);
  }

  private checkStalls() {
    const now = Date.now();
    for (const [id, running] of this.uploads) {
      if (now - (this.lastProgress.get(id) ?? now) < this.stallMs) continue;
      const item = this.find(id);
      this.uploads.delete(id);
      this.lastProgress.delete(id);
      void running.abort(false);
      if (item) this.scheduleRetry(item, queueMessages.stalled, true, true);
    }
    this.pump();
  }

  private contact() {
    this.netFailures = 0;
    this.lastContact = Date.now();
  }

  /**
   * The server is out of reach: everything waits (no file fails for an outage), and the
   * server is tried every few seconds; the queue goes on by itself once it answers.
   */
  private goOffline() {
    this.netFailures = 0;
    this.failingSince.clear();
    if (this.paused) return this.changed(true);
    for (const item of this.items) {
      if (item.status !== 'retrying') continue;
      this.clearTimer(item.id);
      item.status = item.checked ? 'queued' : 'pending';
      item.message = undefined;
      item.nextAttemptAt = undefined;
      item.attempts = 0;
    }
    this.pause('offline');
    this.probeLater();
  }

  private probeLater() {
    this.stopProbing();
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.reachable().then((ok) => {
        if (this.paused !== 'offline') return;
        if (!ok) return this.probeLater();
        this.contact();
        this.paused = null;
        this.changed(true);
        this.pump();
      });
    }, this.probeMs);
  }

  private stopProbing() {
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  /** Any HTTP answer of the upload endpoint (tus OPTIONS): the server is back. */
  private async reachable(): Promise<boolean> {
    try {
      const url = this.opts.server.endpoint();
      await fetch(url, { method: 'OPTIONS', headers: { 'Tus-Resumable': '1.0.0', ...this.opts.server.headers(url) }, signal: AbortSignal.timeout(10_000) });
      return true;
    } catch {
      return false;
    }
  }

  private sessionExpired() {
    this.pause('session');
    this.opts.onSessionExpired();
  }
}

export function view(i: PersistedItem): QueueItemView {
  return {
    id: i.id,
    albumId: i.albumId,
    albumTitle: i.albumTitle,
    relPath: i.relPath,
    kind: i.kind,
    size: i.size,
    bytesSent: i.bytesSent,
    status: i.status,
    message: i.message,
    attempts: i.attempts,
    nextAttemptAt: i.nextAttemptAt,
  };
}

function statOrNull(filePath: string) {
  try {
    return statSync(filePath);
  } catch {
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
