// pnpm --filter desktop-admin bench:upload (issue 5, "Benchmark"): a ceremony's worth of
// files — 300 photos of 1 to 4 MB and 3 videos of 50 MB — sent to a local server
// through the desktop app's own queue (desktop-admin/src/core), then sent again (every
// file is then skipped as already in the album). Prints the throughput, the times, and
// the peak memory of the server and of the uploader.
//
// The server is the built one (pnpm build), started here in a process of its own on an
// empty embedded database, so that its memory is measured apart. Peak memory is the
// kernel's high-water mark (VmHWM, Linux), reset once each process is ready, so start-up
// and file generation do not count. A first 5 MB video gives the server's peak before
// the 50 MB ones: if memory were proportional to file size it would show there.
//
// Photos are real JPEGs (1024x768 of noise) made unique and brought to 1-4 MB with JPEG
// comment segments: the upload volume is a camera's, the server's image work per file is
// that of a 1024x768 picture (a 12-megapixel photo costs the server more CPU per file).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playableMp4 } from '../../server/test/helpers/media-fixtures';
import { createBackend, type DesktopBackend } from '../src/core/backend';
import { JsonFileStore, noSecretBox } from '../src/core/persist';
import type { QueueSnapshot } from '../src/shared/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 300);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 3);
const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? 50);
const MB = 1024 * 1024;
const ADMIN = { username: 'bench-admin', password: `bench-${randomBytes(8).toString('hex')}` };

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Peak and current resident memory of a process (Linux /proc), in bytes. */
function memory(pid: number | 'self') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { peak: kb('VmHWM'), now: kb('VmRSS') };
}
/** Starts a new high-water mark from the current resident size. */
const resetPeak = (pid: number | 'self') => writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** A valid JPEG of `size` bytes: the image, then comment segments of random bytes after SOI. */
function padJpeg(jpeg: Buffer, size: number): Buffer {
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let left = size - jpeg.length;
  while (left > 4) {
    const payload = Math.min(65_533, left - 4);
    const header = Buffer.from([0xff, 0xfe, (payload + 2) >> 8, (payload + 2) & 0xff]);
    parts.push(header, randomBytes(payload));
    left -= payload + 4;
  }
  parts.push(jpeg.subarray(2));
  return Buffer.concat(parts);
}

/** A real MP4 of `size` bytes, its padding random (the server remuxes each video it stores). */
const mp4 = (size: number) => playableMp4(size, { random: true });

async function makeFiles(dir: string) {
  const photos = path.join(dir, 'Remise des diplômes');
  const videos = path.join(dir, 'Vidéos');
  const warmup = path.join(dir, 'Essai');
  await Promise.all([mkdir(photos, { recursive: true }), mkdir(videos, { recursive: true }), mkdir(warmup, { recursive: true })]);
  // Loaded here only: this runs in a child process, so libvips never weighs on the uploader.
  const { default: sharp } = await import('sharp');
  const bases = await Promise.all(
    Array.from({ length: 8 }, () => sharp(randomBytes(1024 * 768 * 3), { raw: { width: 1024, height: 768, channels: 3 } }).jpeg({ quality: 90 }).toBuffer()),
  );
  let photoBytes = 0;
  for (let i = 1; i <= PHOTOS; i++) {
    const size = Math.round(MB + Math.random() * 3 * MB);
    const bytes = padJpeg(bases[i % bases.length], size);
    photoBytes += bytes.length;
    await writeFile(path.join(photos, `IMG_${i}.jpg`), bytes);
  }
  for (let i = 1; i <= VIDEOS; i++) await writeFile(path.join(videos, `Discours ${i}.mp4`), mp4(VIDEO_MB * MB));
  await writeFile(path.join(warmup, 'essai.mp4'), mp4(5 * MB));
  return { photos, videos, warmup, photoBytes, videoBytes: VIDEOS * VIDEO_MB * MB };
}

/** The files are made by a child process: the uploader's memory is the queue's alone. */
async function makeFilesApart(dir: string): Promise<Awaited<ReturnType<typeof makeFiles>>> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--make', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) throw new Error('génération des fichiers impossible');
  return JSON.parse(out) as Awaited<ReturnType<typeof makeFiles>>;
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const entry = path.join(ROOT, 'server/dist/index.js');
  if (!existsSync(entry)) throw new Error('Serveur non construit : lancez « pnpm build » à la racine.');
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('le serveur ne répond pas');
}

async function until(backend: DesktopBackend, check: (q: QueueSnapshot) => boolean): Promise<QueueSnapshot> {
  for (;;) {
    const q = backend.queue.snapshot();
    if (check(q)) return q;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Drops `folder` on the album and waits for the queue to finish; the queue's final state. */
async function send(backend: DesktopBackend, albumId: number, folder: string) {
  backend.queue.clearFinished();
  const started = Date.now();
  await backend.addToAlbum(albumId, [folder]);
  const q = await until(backend, (s) => s.items.every((i) => ['done', 'skipped', 'failed', 'cancelled'].includes(i.status)));
  const failed = q.items.filter((i) => i.status === 'failed');
  if (failed.length) throw new Error(`échecs : ${failed.map((i) => `${i.relPath} (${i.message})`).join(', ')}`);
  return { ms: Date.now() - started, done: q.totals.filesDone, skipped: q.totals.filesSkipped, bytes: q.totals.bytesDone };
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'desktop-bench-'));
  let server: ChildProcess | null = null;
  let backend: DesktopBackend | null = null;
  try {
    process.stdout.write(`Génération de ${PHOTOS} photos (1 à 4 MB) et ${VIDEOS} vidéos de ${VIDEO_MB} MB…\n`);
    const files = await makeFilesApart(path.join(work, 'fichiers'));
    const port = await freePort();
    server = await startServer(path.join(work, 'serveur'), port);
    const serverPid = server.pid!;

    backend = await createBackend({ store: new JsonFileStore(path.join(work, 'desktop.json')), queueFile: path.join(work, 'queue.json'), secrets: noSecretBox, emit: () => {} });
    await backend.setServerUrl(`http://127.0.0.1:${port}`);
    await backend.session.login(ADMIN.username, ADMIN.password);
    backend.queue.resume();
    const { album } = await backend.session.json<{ album: { id: number } }>('POST', '/api/admin/albums', { title: 'Banc d’essai', category: 'Cérémonies' });

    resetPeak(serverPid);
    resetPeak('self');
    const idle = memory(serverPid).now;
    const warm = await send(backend, album.id, files.warmup);
    const afterSmall = memory(serverPid).peak;
    const videos = await send(backend, album.id, files.videos);
    const afterVideos = memory(serverPid).peak;
    const photos = await send(backend, album.id, files.photos);
    const serverPeak = memory(serverPid).peak;
    const uploaderPeak = memory('self').peak;
    const rerun = await send(backend, album.id, path.dirname(files.photos));

    const totalBytes = videos.bytes + photos.bytes;
    const totalMs = videos.ms + photos.ms;
    const lines = [
      '',
      `Envoi : ${photos.done} photos (${mb(files.photoBytes)}) et ${videos.done} vidéos (${mb(files.videoBytes)}), ${backend.queue.snapshot().concurrency} envois simultanés`,
      `  débit              ${(totalBytes / MB / (totalMs / 1000)).toFixed(1)} MB/s (${mb(totalBytes)} en ${seconds(totalMs)})`,
      `  vidéos             ${seconds(videos.ms)}  (${(videos.bytes / MB / (videos.ms / 1000)).toFixed(1)} MB/s)`,
      `  photos             ${seconds(photos.ms)}  (${(photos.bytes / MB / (photos.ms / 1000)).toFixed(1)} MB/s, ${(photos.done / (photos.ms / 1000)).toFixed(1)} photos/s)`,
      `  temps total        ${seconds(warm.ms + totalMs)} (essai de 5 MB compris)`,
      `Mémoire (pic, VmHWM)`,
      `  serveur au repos   ${mb(idle)}`,
      `  serveur, 5 MB      ${mb(afterSmall)}`,
      `  serveur, ${VIDEO_MB} MB     ${mb(afterVideos)}  (écart avec 5 MB : ${mb(afterVideos - afterSmall)} pour des fichiers ${(VIDEO_MB / 5).toFixed(0)} fois plus gros)`,
      `  serveur, photos    ${mb(serverPeak)}  (décodage et variantes WebP des images)`,
      `  envoyeur           ${mb(uploaderPeak)}`,
      `Nouvel envoi des mêmes dossiers : ${rerun.skipped} fichiers ignorés (déjà dans l'album), ${rerun.done} envoyés, en ${seconds(rerun.ms)}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await backend?.shutdown();
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await rm(work, { recursive: true, force: true });
  }
}

const run = process.argv[2] === '--make' ? makeFiles(process.argv[3]).then((f) => void process.stdout.write(JSON.stringify(f))) : main();
run.catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
