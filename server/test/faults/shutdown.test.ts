// The server process and its end. SIGTERM: the request in flight (a slow upload) gets its
// normal answer, new connections are refused at once, and the process exits with code 0.
// SIGKILL in the middle of an upload: once restarted, nothing of it is left (its temp file
// is removed at start-up, no file reached the store). One DATA_DIR, two process starts.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tempFilesUnder } from '../../src/media/temp-folder';
import { siteDistDir } from '../../src/paths';
import { playableMp4 } from '../helpers/media-fixtures';
import { slowUpload } from '../helpers/slow-upload';
import { PROCESS_ADMIN, startServerProcess, type ServerProcess } from './server-process';

// main.ts renders the public pages from the site's build: no build, no server process.
const siteBuilt = existsSync(path.join(siteDistDir, 'server', 'entry-server.js'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function login(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  const sid = res.headers.getSetCookie().map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (res.status !== 200 || !sid) throw new Error(`login: ${res.status}`);
  return `sid=${sid}`;
}

const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/** Stored media files (variants included), the temp and tus folders apart. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const root = mediaDir(dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('.tmp') && !p.startsWith('.uploads'))
    .sort();
}

/** Files in the temp folders (each process's: media/temp-folder.ts). */
const tempFiles = (dataDir: string) => tempFilesUnder(path.join(mediaDir(dataDir), '.tmp'));

/** Size of the one file in the temp folders once it has bytes (the upload is under way). */
async function partialInTemp(dataDir: string): Promise<number> {
  const tmp = path.join(mediaDir(dataDir), '.tmp');
  for (let i = 0; i < 200; i++) {
    const names = await tempFiles(dataDir);
    if (names.length === 1) {
      const { size } = await stat(path.join(tmp, names[0]));
      if (size > 0) return size;
    }
    await sleep(50);
  }
  throw new Error('no partial upload in the temp folder');
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

// The child server always runs on the embedded database (server-process.ts): the suite's
// PostgreSQL pass would repeat the very same run, so it runs in the PGlite pass only.
const pgPass = inject('testDb').kind === 'postgres';

describe.skipIf(!siteBuilt || pgPass)('server process: SIGKILL during an upload, then SIGTERM during another', () => {
  let dataDir: string;
  let running: ServerProcess | undefined;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing of an upload cut by SIGKILL, and drains an upload on SIGTERM', { timeout: 400_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ecole-arret-'));
    const video = await playableMp4(1024 * 1024);

    // 1. Killed in the middle of an upload.
    running = await startServerProcess(dataDir);
    const before = await storedFiles(dataDir);
    const cut = slowUpload(running.url, await login(running), video);
    await cut.send(256 * 1024);
    expect(await partialInTemp(dataDir)).toBeGreaterThan(0);
    running.child.kill('SIGKILL');
    expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await expect(cut.answer).rejects.toThrow();
    // The partial file is still there until a server starts again.
    expect(await tempFiles(dataDir)).toHaveLength(1);

    // 2. Restarted on the same folder: the partial upload is gone and nothing was stored.
    running = await startServerProcess(dataDir);
    expect(await tempFiles(dataDir)).toEqual([]);
    expect(await storedFiles(dataDir)).toEqual(before);

    // 3. SIGTERM while an upload is arriving slowly.
    const server = running;
    const upload = slowUpload(server.url, await login(server), video);
    await upload.send(128 * 1024);
    await partialInTemp(dataDir);
    const termAt = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused at once…
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      refused = await connectionRefused(server.port);
      if (!refused) await sleep(25);
    }
    expect(refused).toBe(true);
    // …while the upload in flight goes on, slowly, to its normal answer.
    for (let i = 0; i < 4; i++) {
      await sleep(200);
      await upload.send(128 * 1024);
    }
    expect(server.child.exitCode).toBeNull();
    upload.end();
    const { status, body } = await upload.answer;
    expect(status, body).toBe(201);
    const { mediaUrl } = JSON.parse(body) as { mediaUrl: string };
    // Stored remuxed without its metadata (and the padding the test video carries).
    const { size } = await stat(path.join(mediaDir(dataDir), path.basename(mediaUrl)));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(video.length);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - termAt).toBeLessThan(5000);
    const log = server.output().split('\n').filter((l) => l.startsWith('{'));
    expect(log.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  });
});
