// What bench/server.mjs and bench/answer-cost.mjs share: recording a server's answers as a
// browser gets them, and one measured autocannon run with each side's CPU.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { cannon, BROWSER_HEADERS } from './cannon.mjs';
import { cpuSeconds } from './proc.mjs';
import { round } from './report.mjs';

/** One answer as the server sent it: status, header lines in order, body bytes (base64). */
export function recordAnswer(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks = [];
        res.on('data', (d) => chunks.push(d));
        res.on('end', () => {
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/** Bytes of a recorded answer's body. */
export const bodySize = (a) => Buffer.byteLength(a.body, 'base64');
const encodingOf = (a) => a.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];

/**
 * The answer a cache hit gets, as recordAnswer gives it. A page or public API read is kept at its
 * first request, and its compressed forms are made in the background: until they are ready, a
 * page is compressed on the fly at a lower quality (or sent gzip while its brotli is made) and an
 * API answer goes uncompressed, each larger than what every later request gets. So the answer is
 * asked again until two in a row, `pauseMs` apart, have the same encoding and body size.
 */
export async function recordKeptAnswer(url, { pauseMs = 200, tries = 25 } = {}) {
  let previous = await recordAnswer(url);
  for (let i = 0; i < tries; i++) {
    await pause(pauseMs);
    const next = await recordAnswer(url);
    if (encodingOf(next) === encodingOf(previous) && bodySize(next) === bodySize(previous)) return next;
    previous = next;
  }
  throw new Error(`${url} : la réponse change encore après ${tries} essais`);
}

/** Answers by path, written where replay.mjs reads them; returns the file. */
export function writeRecording(answers) {
  const file = path.join(os.tmpdir(), `bench-replay-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

/**
 * One autocannon run after a warm-up; also the CPU each side spent per request (µs) and how
 * busy it was (% of one core). autocannon runs in this process, on one thread: a client near
 * 100 % is what capped the run, whatever the server could do.
 */
export async function measureRun({ label, url, pid, requests, connections, duration, warmup }) {
  if (warmup > 0) await cannon({ url, requests, connections, duration: warmup });
  const cpuBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const faultsBefore = process.resourceUsage().minorPageFault;
  const started = performance.now();
  const r = await cannon({ url, requests, connections, duration });
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const clientFaultsPerRequest = round((process.resourceUsage().minorPageFault - faultsBefore) / r.requests, 2);
  const serverCpu = cpuSeconds(pid) - cpuBefore;
  const clientCpu = (client.user + client.system) / 1e6;
  const cpuUsPerRequest = round((1e6 * serverCpu) / r.requests, 0);
  const clientUsPerRequest = round((1e6 * clientCpu) / r.requests, 0);
  const serverBusy = round((100 * serverCpu) / seconds, 0);
  const clientBusy = round((100 * clientCpu) / seconds, 0);
  console.log(`  ${label}: ${r.reqPerSec} req/s, p99 ${r.p99} ms, ${cpuUsPerRequest} µs CPU/request (busy ${serverBusy} %), client ${clientUsPerRequest} µs (busy ${clientBusy} %, ${clientFaultsPerRequest} page faults/request)`);
  return { label, ...r, cpuUsPerRequest, clientUsPerRequest, serverBusy, clientBusy, clientFaultsPerRequest };
}
