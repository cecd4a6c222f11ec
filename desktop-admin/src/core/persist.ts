// What survives a restart: the server address, the session (sealed by the operating
// system in the app), the upload queue and the settings. In the app this is
// electron-store; in tests and the benchmark the same get/set over a JSON file, so the
// code that reads and writes it is the code the app runs.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PersistedItem } from './queue';

export interface PersistedState {
  serverUrl?: string;
  /** The session cookie, sealed (safeStorage in the app); absent when it cannot be sealed. */
  sealedSession?: string;
  /** The known-device cookie, sealed the same way (it vouches for this app at the login). */
  sealedDevice?: string;
  /** Where earlier versions kept the queue (now in its own file: QueueFile); read once. */
  queue?: PersistedItem[];
  concurrency?: number;
  queuePaused?: boolean;
}

/** The subset of electron-store's API the app uses. */
export interface KeyValueStore {
  get<K extends keyof PersistedState>(key: K): PersistedState[K] | undefined;
  set<K extends keyof PersistedState>(key: K, value: PersistedState[K]): void;
  delete(key: keyof PersistedState): void;
}

/**
 * Seals secrets with the operating system's protection (Electron safeStorage in the app),
 * asynchronously: Electron 45 deprecates safeStorage's synchronous calls.
 */
export interface SecretBox {
  /** Whether sealing protects anything here; asked once the app is ready. */
  available(): Promise<boolean>;
  seal(plain: string): Promise<string>;
  /**
   * null when the sealed text cannot be opened (another user, another machine). `reseal`:
   * the system has a newer key, so the secret is to be sealed again with it.
   */
  open(sealed: string): Promise<{ plain: string; reseal: boolean } | null>;
}

/** A JSON file written atomically (write then rename): a crash never leaves half a file. */
export class JsonFileStore implements KeyValueStore {
  private data: PersistedState;
  constructor(private readonly file: string) {
    try {
      this.data = JSON.parse(readFileSync(file, 'utf8')) as PersistedState;
    } catch {
      this.data = {};
    }
  }
  get<K extends keyof PersistedState>(key: K) {
    return this.data[key];
  }
  set<K extends keyof PersistedState>(key: K, value: PersistedState[K]) {
    this.data[key] = value;
    this.flush();
  }
  delete(key: keyof PersistedState) {
    delete this.data[key];
    this.flush();
  }
  private flush() {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, this.file);
  }
}

/** No protection available: nothing secret is kept (the administrator logs in each time). */
export const noSecretBox: SecretBox = { available: async () => false, seal: async () => '', open: async () => null };

/**
 * The upload queue, in its own file beside the store. 2 000 files make a ~770 KB document:
 * written synchronously every second (electron-store writes synchronously) it held the
 * main process, and so the window's IPC, for nothing. It is written asynchronously, only
 * when it differs from what is on disk, one write at a time (the latest wins), and
 * atomically (write then rename). Quitting waits for the last write.
 */
export class QueueFile {
  private written: string | null = null;
  private pending: string | null = null;
  private writing: Promise<void> | null = null;
  /** Writes that reached the disk (tests, benchmark). */
  writes = 0;

  constructor(readonly file: string) {}

  load(): PersistedItem[] | undefined {
    try {
      const text = readFileSync(this.file, 'utf8');
      this.written = text;
      return JSON.parse(text) as PersistedItem[];
    } catch {
      return undefined;
    }
  }

  /** Resolves once the latest state asked for is on disk. */
  save(items: readonly PersistedItem[]): Promise<void> {
    const text = JSON.stringify(items);
    if (text === (this.pending ?? this.written)) return this.writing ?? Promise.resolve();
    this.pending = text;
    this.writing ??= this.drain();
    return this.writing;
  }

  private async drain() {
    try {
      while (this.pending !== null) {
        const text = this.pending;
        this.pending = null;
        if (text === this.written) continue;
        await mkdir(path.dirname(this.file), { recursive: true });
        const tmp = `${this.file}.${process.pid}.tmp`;
        await writeFile(tmp, text);
        await rename(tmp, this.file);
        this.written = text;
        this.writes++;
      }
    } finally {
      this.writing = null;
    }
  }
}
