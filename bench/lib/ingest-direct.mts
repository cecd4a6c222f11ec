// Run by bench/image.mjs with tsx: ingestImage on one file in this fresh process, without
// HTTP, to separate the image work from the upload. Prints { ms, cpuMs, peakRssMb, rssBeforeMb }.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ingestImage } from '../../server/src/media/images';
import { LocalMediaStore } from '../../server/src/media/store';

const file = process.argv[2];
const dir = await mkdtemp(path.join(os.tmpdir(), 'ecole-bench-ingest-'));
try {
  const store = new LocalMediaStore(dir);
  await store.init();
  const rssBeforeMb = Math.round(process.memoryUsage().rss / 1e5) / 10;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const image = await ingestImage(store, file, 'jpg');
  const ms = Math.round(performance.now() - start);
  // CPU of all threads (sharp's included): unlike the wall time, it does not depend on what
  // else the machine is running.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  // maxRSS is the process's high-water mark (kB): the figure is this process's whole peak.
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 102.4) / 10;
  process.stdout.write(`${JSON.stringify({ ms, cpuMs, peakRssMb, rssBeforeMb, width: image.width, height: image.height })}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
