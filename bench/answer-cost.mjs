// What an answer's shape costs on this machine, client and server (docs/benchmark-history.md):
// the hello baseline, then a bare node:http server (lib/replay.mjs) answering with the home
// page's answer as the production server sends it, and with variants of it: the same body
// under hello's five header lines, the same header lines over shorter bodies, and both. No target:
// it explains the server benchmark's page ratios (is the cost in our code or in the bytes?).
//
// Env: BENCH_DURATION (s per run, default 5), BENCH_ROUNDS (default 3), BENCH_WARMUP (s,
// default 2), BENCH_CONNECTIONS (default 50).
// BENCH_CLIENT_MALLOC=glibc: the client on glibc's default heap trimming (lib/client-malloc.mjs).
import { inClientMallocProcess } from './lib/client-malloc.mjs';
import { rmSync } from 'node:fs';
import { startHello, startReplay } from './lib/hello-process.mjs';
import { finish, median, printTable } from './lib/report.mjs';
import { measureRun, recordKeptAnswer, writeRecording } from './lib/runs.mjs';
import { startServer } from './lib/server.mjs';

// autocannon's process: glibc's heap kept (lib/client-malloc.mjs), the servers' left as is.
await inClientMallocProcess();

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SMALL_BODY = 500;

const server = await startServer();
const hello = await startHello();
let replay;
try {
  const home = await recordKeptAnswer(`${server.url}/`);
  const body = Buffer.from(home.body, 'base64');
  const small = body.subarray(0, SMALL_BODY).toString('base64');
  // Content-Type only: with the Content-Length, Date, Connection and Keep-Alive that Node and
  // replay.mjs add, the five header lines of the hello answer.
  const fewHeaders = home.headers.filter(([name]) => name.toLowerCase() === 'content-type');
  const lines = home.headers.length;
  const variants = [
    { path: '/as-sent', label: `home answer as sent: ${lines} header lines, ${body.length} B body`, answer: home },
    { path: '/few-lines', label: `same body, 5 header lines (as hello)`, answer: { ...home, headers: fewHeaders } },
    // Bodies cut shorter (the client does not decode them): where the ratio crosses 70 %.
    ...[7500, 5000].map((size) => ({ path: `/body-${size}`, label: `same ${lines} header lines, ${size} B body`, answer: { ...home, body: body.subarray(0, size).toString('base64') } })),
    { path: '/small-body', label: `same ${lines} header lines, ${SMALL_BODY} B body`, answer: { ...home, body: small } },
    { path: '/few-lines-small-body', label: `5 header lines, ${SMALL_BODY} B body`, answer: { ...home, headers: fewHeaders, body: small } },
  ];
  // Only its answer was needed: the measured runs do not share the machine with it.
  await server.stop();
  const recording = writeRecording(Object.fromEntries(variants.map((v) => [v.path, v.answer])));
  replay = await startReplay(recording);
  rmSync(recording, { force: true });

  const plan = [{ key: 'hello', label: 'baseline (hello Hono)', url: hello.url, pid: hello.child.pid }, ...variants.map((v) => ({ key: v.path, label: v.label, url: replay.url + v.path, pid: replay.child.pid }))];
  console.log(`bench/answer-cost: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per run (+${WARMUP} s warm-up)`);
  const rounds = [];
  for (let r = 1; r <= ROUNDS; r++) {
    console.log(`round ${r}/${ROUNDS}`);
    const measured = {};
    for (const m of plan) measured[m.key] = await measureRun({ ...m, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });
    rounds.push(measured);
  }
  const rows = plan.map((m) => {
    const all = rounds.map((r) => r[m.key]);
    const pick = (k) => median(all.map((x) => x[k]));
    return {
      label: m.label,
      reqPerSec: pick('reqPerSec'),
      percentOfHello: Math.round(median(rounds.map((r) => (100 * r[m.key].reqPerSec) / r.hello.reqPerSec))),
      serverUs: pick('cpuUsPerRequest'),
      serverBusy: pick('serverBusy'),
      clientUs: pick('clientUsPerRequest'),
      clientBusy: pick('clientBusy'),
    };
  });
  printTable(
    rows.map((r) => ({ answer: r.label, 'req/s': r.reqPerSec, '% hello': `${r.percentOfHello}%`, 'server µs/req': r.serverUs, 'server busy %': r.serverBusy, 'client µs/req': r.clientUs, 'client busy %': r.clientBusy })),
    `Cost of an answer's shape, median of ${ROUNDS} rounds (% hello: against the same round's hello run)`,
  );
  console.log('server: the bare replay (no framework, no cache, no nonce); client: autocannon in this process.');
  finish('answer-cost', [], { connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, rows });
} finally {
  await hello.stop();
  await replay?.stop();
  await server.stop();
}
