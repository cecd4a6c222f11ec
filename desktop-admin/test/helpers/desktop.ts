// The desktop app's main-process code, as the app builds it, against a real test server:
// a JSON file in place of electron-store, a reversible seal in place of safeStorage.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestAdmin } from '../../../server/test/helpers/admin';
import { jpeg, playableMp4 } from '../../../server/test/helpers/media-fixtures';
import type { TestServer } from '../../../server/test/helpers/server';
import { createBackend, type BackendOptions, type DesktopBackend } from '../../src/core/backend';
import { JsonFileStore } from '../../src/core/persist';
import type { DesktopEvent, QueueSnapshot } from '../../src/shared/api';
import { testSecrets } from './test-secrets';


export interface TestDesktop {
  backend: DesktopBackend;
  events: DesktopEvent[];
  storeFile: string;
  /** A new backend on the same store: the app started again. */
  restart(): Promise<TestDesktop>;
  /** Waits until the queue matches (polls its snapshot). */
  until(check: (q: QueueSnapshot) => boolean, timeoutMs?: number): Promise<QueueSnapshot>;
}

/** Where a test's queue is saved, beside its store. */
export const queueFileOf = (storeFile: string) => storeFile.replace(/\.json$/, '.queue.json');

export const FAST_RETRY = { baseMs: 50, maxMs: 300, maxAttempts: 30 };

/** Every backend a test opened: a queue's pending save writes into the test's folder. */
const opened = new Set<DesktopBackend>();

export async function openDesktop(storeFile: string, extra: Partial<BackendOptions> = {}): Promise<TestDesktop> {
  const events: DesktopEvent[] = [];
  const backend = await createBackend({
    store: new JsonFileStore(storeFile),
    secrets: testSecrets,
    queueFile: queueFileOf(storeFile),
    emit: (e) => events.push(e),
    emitIntervalMs: 10,
    ...extra,
    queue: { chunkSize: 256 * 1024, retry: FAST_RETRY, probeMs: 100, ...extra.queue },
  });
  opened.add(backend);
  return {
    backend,
    events,
    storeFile,
    async restart() {
      await backend.shutdown();
      return openDesktop(storeFile, extra);
    },
    async until(check, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const q = backend.queue.snapshot();
        if (check(q)) return q;
        if (Date.now() > end) throw new Error(`queue never reached the expected state: ${JSON.stringify(q.items.map((i) => [i.relPath, i.status, i.message]))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/** A desktop app already pointed at `serverUrl` and logged in as a new administrator. */
export async function loggedInDesktop(server: TestServer, dir: string, serverUrl = server.url, extra: Partial<BackendOptions> = {}) {
  const { username, password } = await createTestAdmin(server);
  const d = await openDesktop(path.join(dir, `store-${randomBytes(4).toString('hex')}.json`), extra);
  await d.backend.setServerUrl(serverUrl);
  const res = await d.backend.request('POST', '/api/admin/login', JSON.stringify({ username, password }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return Object.assign(d, { username, password });
}

export const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'desktop-admin-test-'));
/**
 * Removes a test's folder once every backend opened in the test file is shut down: a save still
 * due (the queue saves within a second of a change) would otherwise write into it while it goes
 * (seen once in CI as ENOTEMPTY).
 */
export async function removeDir(dir: string) {
  await Promise.all([...opened].map((b) => b.shutdown()));
  opened.clear();
  await rm(dir, { recursive: true, force: true });
}

/**
 * A real MP4 of `size` bytes that differ from one call to the next: the server remuxes every
 * video it stores, and refuses a file ffmpeg cannot read.
 */
export function video(size: number): Buffer {
  return playableMp4(size, { random: true });
}

/**
 * A folder as a camera and a phone leave it: photos whose names sort differently as text
 * and as numbers, a subfolder, a video, and files that are not media.
 */
export async function ceremonyFolder(root: string, name = 'Remise des diplômes 2025'): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'Soirée'), { recursive: true });
  await writeFile(path.join(dir, 'IMG_2.jpg'), await jpeg(64, 48));
  await writeFile(path.join(dir, 'IMG_10.jpg'), await jpeg(66, 48));
  await writeFile(path.join(dir, 'IMG_1.jpg'), await jpeg(68, 48));
  await writeFile(path.join(dir, 'Soirée', 'danse.jpg'), await jpeg(70, 48));
  await writeFile(path.join(dir, 'discours.mp4'), video(300_000));
  await writeFile(path.join(dir, 'programme.pdf'), '%PDF-1.4 programme de la cérémonie');
  await writeFile(path.join(dir, 'photo-renommée.jpg'), 'ceci est du texte, pas une photo');
  await writeFile(path.join(dir, '.DS_Store'), 'x');
  return dir;
}
