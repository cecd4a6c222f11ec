// Image pipeline (issue 6: "time and peak memory to ingest a 10 MB photo, <= 2 s, bounded
// memory"). A ~9.7 MB 6000x4000 JPEG goes through the real pipeline twice:
//  - over HTTP: logged in as the desktop app, POST /api/admin/sliders/upload on the
//    production server (stream to disk, sniff, ingestImage: re-encode + one WebP variant per width);
//    the server's peak memory is read from /proc (its high-water mark reset before each
//    upload, so the peak is the upload's own);
//  - in-process: ingestImage alone in a fresh process (tsx), to separate the image work
//    from the network and multipart handling.
// Then a ~45 MB phone-like video through POST /api/admin/gallery-upload, which also takes its
// still picture (ffmpeg, a child process, then the same image pipeline; decision 029): the
// time an administrator waits for it, and whether every upload got its picture; then the
// lighter copy phones play (decision 032), made in the background: how long after the first
// upload answered it is served, and its size against the original's; and the small copy's size.
// Env: BENCH_IMAGE_RUNS (default 3).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { photoPath } from './lib/photo.mjs';
import { videoPath } from './lib/video.mjs';
import { cpuSeconds, rssMb } from './lib/proc.mjs';
import { finish, median, printTable, round, target } from './lib/report.mjs';
import { adminLogin, peakRssMb, repoRoot, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 3);
/** "Bounded": the upload may not grow the server by more than this over its resting size. */
const MAX_PEAK_GROWTH_MB = 300;

/** Makes /proc/<pid>/status VmHWM start again from the current size (Linux >= 4.0). */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const file = await photoPath();
const bytes = readFileSync(file);
const sizeMb = round(statSync(file).size / 1e6, 2);
/** The wall times follow the machine's other work (2 cores): its load is printed beside them. */
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`bench/image: ${path.basename(file)}, ${sizeMb} MB, 6000x4000, ${RUNS} runs each; load average ${load()}`);

// In-process: ingestImage alone.
const tsx = path.join(repoRoot, 'server', 'node_modules', '.bin', 'tsx');
const direct = [];
for (let i = 0; i < RUNS; i++) {
  const out = execFileSync(tsx, [path.join(repoRoot, 'bench', 'lib', 'ingest-direct.mts'), file], { cwd: path.join(repoRoot, 'server'), encoding: 'utf8' });
  direct.push(JSON.parse(out.trim().split('\n').at(-1)));
  console.log(`  ingestImage in-process #${i + 1}: ${direct[i].ms} ms (CPU ${direct[i].cpuMs} ms, all threads), process peak ${direct[i].peakRssMb} MB (${direct[i].rssBeforeMb} MB before)`);
}

// Over HTTP, on the production server.
const video = videoPath();
const videoMb = round(statSync(video).size / 1e6, 1);
const server = await startServer();
const uploads = [];
const videos = [];
let light = { ms: null, bytes: null, percent: null };
/**
 * Waits (5 min at most) until the video's lighter copy is served instead of a redirect;
 * `suffix` '-360': its small copy, for slow connections (made by the same ffmpeg run).
 */
async function lightCopyOf(url, uploaded, suffix = '') {
  const lightUrl = `${url}/media/light/${uploaded.url.slice('/media/'.length).replace(/\.\w+$/, '')}${suffix}.mp4`;
  while (performance.now() - uploaded.answeredAt < 300_000) {
    const res = await fetch(lightUrl, { method: 'HEAD', redirect: 'manual' });
    if (res.status === 200) {
      const ms = Math.round(performance.now() - uploaded.answeredAt);
      const bytes = Number(res.headers.get('content-length'));
      return { ms, bytes, percent: round((100 * bytes) / statSync(video).size, 1) };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { ms: null, bytes: null, percent: null };
}
try {
  const cookie = await adminLogin(server.url);
  for (let i = 0; i < RUNS; i++) {
    const pid = server.child.pid;
    const rssBefore = rssMb(pid);
    const reset = resetPeak(pid);
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo-10mo.jpg');
    const cpuBefore = cpuSeconds(pid);
    const start = performance.now();
    const res = await fetch(`${server.url}/api/admin/sliders/upload`, { method: 'POST', headers: { Cookie: cookie, 'X-Admin-Client': 'desktop' }, body: form });
    const body = await res.json();
    const ms = Math.round(performance.now() - start);
    if (res.status !== 201) throw new Error(`envoi refusé (${res.status}) : ${JSON.stringify(body)}`);
    const peak = peakRssMb(pid);
    const cpuMs = Math.round(1000 * (cpuSeconds(pid) - cpuBefore));
    uploads.push({ ms, cpuMs, rssBeforeMb: rssBefore, peakMb: peak, growthMb: reset ? round(peak - rssBefore, 1) : null, url: body.imageUrl });
    console.log(`  upload #${i + 1}: ${ms} ms (server CPU ${cpuMs} ms, all threads), server RSS ${rssBefore} MB before, peak ${peak} MB${reset ? '' : ' (peak not reset: whole-process high-water mark)'}`);
  }
  // The stored original and one variant answer, as a visitor would fetch them.
  const stored = await fetch(server.url + uploads[0].url);
  if (!stored.ok) throw new Error(`image stockée introuvable (${stored.status})`);

  const film = readFileSync(video);
  for (let i = 0; i < RUNS; i++) {
    const pid = server.child.pid;
    const form = new FormData();
    form.append('media', new Blob([film], { type: 'video/mp4' }), 'video-telephone.mp4');
    const cpuBefore = cpuSeconds(pid);
    const start = performance.now();
    const res = await fetch(`${server.url}/api/admin/gallery-upload`, { method: 'POST', headers: { Cookie: cookie, 'X-Admin-Client': 'desktop' }, body: form });
    const body = await res.json();
    const ms = Math.round(performance.now() - start);
    if (res.status !== 201) throw new Error(`envoi refusé (${res.status}) : ${JSON.stringify(body)}`);
    const cpuMs = Math.round(1000 * (cpuSeconds(pid) - cpuBefore));
    videos.push({ ms, cpuMs, picture: body.thumbnailUrl ?? null, url: body.mediaUrl, answeredAt: performance.now() });
    console.log(`  video upload #${i + 1}: ${ms} ms (server CPU ${cpuMs} ms without ffmpeg's), picture ${body.thumbnailUrl ?? 'NONE'}`);
  }
  light = await lightCopyOf(server.url, videos[0]);
  console.log(light.ms === null ? '  lighter copy: NOT MADE' : `  lighter copy of video #1: served ${round(light.ms / 1000, 1)} s after its upload answered (behind the other uploads), ${round(light.bytes / 1e6, 2)} MB, ${light.percent} % of the original`);
  light.small = await lightCopyOf(server.url, videos[0], '-360');
  console.log(light.small.ms === null ? '  small copy: NOT MADE' : `  small copy (360p, slow connections): ${round(light.small.bytes / 1e6, 2)} MB, ${light.small.percent} % of the original`);
} finally {
  await server.stop();
}

printTable(
  [
    { pipeline: 'HTTP upload (server)', 'median ms': median(uploads.map((u) => u.ms)), 'max ms': Math.max(...uploads.map((u) => u.ms)), 'median CPU ms': median(uploads.map((u) => u.cpuMs)), 'RSS before MB': median(uploads.map((u) => u.rssBeforeMb)), 'peak MB': Math.max(...uploads.map((u) => u.peakMb)), 'growth MB': Math.max(...uploads.map((u) => u.growthMb ?? NaN)) },
    { pipeline: 'ingestImage in-process', 'median ms': median(direct.map((d) => d.ms)), 'max ms': Math.max(...direct.map((d) => d.ms)), 'median CPU ms': median(direct.map((d) => d.cpuMs)), 'RSS before MB': median(direct.map((d) => d.rssBeforeMb)), 'peak MB': Math.max(...direct.map((d) => d.peakRssMb)), 'growth MB': round(Math.max(...direct.map((d) => d.peakRssMb - d.rssBeforeMb)), 1) },
  ],
  `Ingest of a ${sizeMb} MB photo (original re-encoded + one WebP variant per width); load average at the end ${load()}`,
);

const growth = uploads.every((u) => u.growthMb !== null) ? Math.max(...uploads.map((u) => u.growthMb)) : null;
finish(
  'image',
  [
    target('10 MB photo upload, median time', median(uploads.map((u) => u.ms)), '<=', 2000, 'ms'),
    target('server memory growth during the upload (peak - before)', growth, '<=', MAX_PEAK_GROWTH_MB, 'MB'),
    target(`${videoMb} MB video upload with its still picture, median time`, median(videos.map((v) => v.ms)), '<=', 5000, 'ms'),
    target('video uploads that got their still picture', videos.filter((v) => v.picture).length, '>=', RUNS),
    // Our budgets: phones play it within two minutes of the upload, at a fifth of the bytes at most.
    target('lighter copy of the video served after its upload', light.ms === null ? null : round(light.ms / 1000, 1), '<=', 120, 's'),
    target('lighter copy against the original', light.percent, '<=', 20, '%'),
  ],
  { photoMb: sizeMb, runs: RUNS, uploads, direct, videoMb, videos, light },
);
