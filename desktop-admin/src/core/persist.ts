// What survives a restart: the server address, the session (sealed by the operating
// system in the app), the upload queue and the settings. In the app this is
// electron-store; in tests and the benchmark the same get/set over a JSON file, so the
// code that reads and writes it is the code the app runs.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PersistedItem } from './queue';

export interface PersistedState {
  serverUrl?: string;
  /** The session cookie, sealed (safeStorage in the app); absent when it cannot be sealed. */
  sealedSession?: string;
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

/** Seals secrets with the operating system's protection (Electron safeStorage in the app). */
export interface SecretBox {
  readonly available: boolean;
  seal(plain: string): string;
  /** null when the sealed text cannot be opened (another user, another machine). */
  open(sealed: string): string | null;
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
export const noSecretBox: SecretBox = { available: false, seal: () => '', open: () => null };
