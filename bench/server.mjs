// Server throughput and latency on loopback (issue 6, "Server"): a hello-world Hono route in
// its own process as the baseline, then the production server on a seeded PostgreSQL
// database: the home page, an article page and the public JSON APIs, 50 connections each,
// compressed as a browser asks. Then an uncached render: a second server process on the same
// database with PAGE_CACHE=off (no rendered-page nor API cache), timed request by request.
//
// The machine's speed drifts: the cached runs are measured in rounds, each run against the
// baseline runs on either side of it (see below).
//
// Env: BENCH_DURATION (s per autocannon run, default 5), BENCH_ROUNDS (default 5), BENCH_WARMUP (s, default 2),
// BENCH_CONNECTIONS (default 50), BENCH_UNCACHED_REQUESTS (per page and mode, default 200).
// BENCH_CLIENT_MALLOC=glibc: the client on glibc's default heap trimming (lib/client-malloc.mjs).
import { inClientMallocProcess } from './lib/client-malloc.mjs';
import { BROWSER_HEADERS } from './lib/cannon.mjs';
import { rmSync } from 'node:fs';
import { startHello, startReplay } from './lib/hello-process.mjs';
import { timedGet, timedRun } from './lib/http-timing.mjs';
import { finish, latencySummary, median, printTable, round, target } from './lib/report.mjs';
import { bodySize, measureRun, recordKeptAnswer, writeRecording } from './lib/runs.mjs';
import { peakRssMb, startServer } from './lib/server.mjs';
import { PUBLIC_API_PATHS as API_PATHS } from './lib/public-api.mjs';

// autocannon's process: glibc's heap kept (lib/client-malloc.mjs), the servers' left as is.
await inClientMallocProcess();

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UNCACHED_REQUESTS = Number(process.env.BENCH_UNCACHED_REQUESTS ?? 200);

async function articlePath(url) {
  const { news } = await (await fetch(`${url}/api/news`)).json();
  const article = news.find((n) => n.featured) ?? news[0];
  return `/actualites/${encodeURIComponent(article.slug ?? article.id)}`;
}

/** Fails early, with the reason, when a measured URL does not answer 200 as a browser expects. */
async function check(url, paths) {
  for (const p of paths) {
    const r = await timedGet(url + p, { headers: BROWSER_HEADERS });
    if (r.status !== 200) throw new Error(`${p} répond ${r.status}`);
  }
}

/** One cached run with this script's settings (lib/runs.mjs). */
const measure = (label, url, pid, requests) => measureRun({ label, url, pid, requests, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });

console.log(`bench/server: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per run (+${WARMUP} s warm-up)`);
const hello = await startHello();
const server = await startServer();
let uncachedServer;
let replay;
try {
  const article = await articlePath(server.url);
  await check(server.url, ['/', article, ...API_PATHS]);
  const rssStart = peakRssMb(server.child.pid);

  // The same bytes from a bare node:http server: what this machine allows for such answers.
  const answers = {};
  for (const p of ['/', article, ...API_PATHS]) answers[p] = await recordKeptAnswer(server.url + p);
  const apiBytes = API_PATHS.reduce((n, p) => n + bodySize(answers[p]), 0);
  const bodies = { homeBytes: bodySize(answers['/']), articleBytes: bodySize(answers[article]), apiAverageBytes: Math.round(apiBytes / API_PATHS.length) };
  console.log(`bodies as a cache hit sends them (compressed): home ${bodies.homeBytes} B, article ${bodies.articleBytes} B, APIs ${bodies.apiAverageBytes} B on average`);
  const recording = writeRecording(answers);
  replay = await startReplay(recording);
  rmSync(recording, { force: true });

  const apiRequests = API_PATHS.map((path) => ({ method: 'GET', path }));
  const baselineRun = { key: 'baseline', label: 'baseline (hello Hono)', url: hello.url, pid: hello.child.pid };
  // Each page or API run, then its ceiling, between two baseline runs.
  const groups = [
    [
      { key: 'home', label: 'home page /', url: `${server.url}/`, pid: server.child.pid },
      { key: 'homeCeiling', label: '  ceiling: home bytes', url: `${replay.url}/`, pid: replay.child.pid },
    ],
    [
      { key: 'article', label: 'article page', url: `${server.url}${article}`, pid: server.child.pid },
      { key: 'articleCeiling', label: '  ceiling: article bytes', url: `${replay.url}${article}`, pid: replay.child.pid },
    ],
    [
      { key: 'apis', label: `public APIs (${API_PATHS.length}, mixed)`, url: server.url, pid: server.child.pid, requests: apiRequests },
      { key: 'apisCeiling', label: '  ceiling: API bytes', url: replay.url, pid: replay.child.pid, requests: apiRequests },
    ],
  ];
  const plan = [baselineRun, ...groups.flat()];
  // This machine's speed drifts by tens of percent within minutes: a run's ratio is taken
  // against the mean of the baseline runs just before and just after its group (a drift
  // during the group then cancels out), each round measures every run, and the median of
  // the rounds is kept.
  const rounds = [];
  for (let r = 1; r <= ROUNDS; r++) {
    console.log(`round ${r}/${ROUNDS}`);
    const measured = { baselines: [], against: {} };
    let before = await measure(baselineRun.label, baselineRun.url, baselineRun.pid);
    measured.baselines.push(before);
    for (const group of groups) {
      for (const m of group) measured[m.key] = await measure(m.label, m.url, m.pid, m.requests);
      const after = await measure(baselineRun.label, baselineRun.url, baselineRun.pid);
      measured.baselines.push(after);
      for (const m of group) measured.against[m.key] = (before.reqPerSec + after.reqPerSec) / 2;
      before = after;
    }
    // The round's baseline row: its median run.
    measured.baseline = [...measured.baselines].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(measured.baselines.length / 2)];
    measured.against.baseline = measured.baseline.reqPerSec;
    rounds.push(measured);
  }
  const cachedPeakRss = peakRssMb(server.child.pid);
  await replay.stop();
  const summarise = (m) => {
    const all = rounds.map((r) => r[m.key]);
    return {
      label: m.label,
      reqPerSec: median(all.map((x) => x.reqPerSec)),
      percentOfBaseline: median(rounds.map((r) => (100 * r[m.key].reqPerSec) / r.against[m.key])),
      p50: median(all.map((x) => x.p50)),
      p90: median(all.map((x) => x.p90)),
      // The worst round: the latency target must hold in every one.
      p99: Math.max(...all.map((x) => x.p99)),
      requests: all.reduce((n, x) => n + x.requests, 0),
      errors: all.reduce((n, x) => n + x.errors, 0),
      non2xx: all.reduce((n, x) => n + x.non2xx, 0),
      throughputKBs: median(all.map((x) => x.throughputKBs)),
      cpuUsPerRequest: median(all.map((x) => x.cpuUsPerRequest)),
      clientUsPerRequest: median(all.map((x) => x.clientUsPerRequest)),
      serverBusy: median(all.map((x) => x.serverBusy)),
      clientBusy: median(all.map((x) => x.clientBusy)),
      perRound: all.map((x, i) => ({ reqPerSec: x.reqPerSec, percentOfBaseline: round((100 * x.reqPerSec) / rounds[i].against[m.key], 0), p99: x.p99, cpuUsPerRequest: x.cpuUsPerRequest, serverBusy: x.serverBusy, clientBusy: x.clientBusy })),
    };
  };
  const [baseline, home, homeCeiling, articleRun, articleCeiling, apis, apisCeiling] = plan.map(summarise);
  const runs = [home, articleRun, apis];
  const ceilings = [homeCeiling, articleCeiling, apisCeiling];
  const rows = [baseline, ...runs.flatMap((r, i) => [r, ceilings[i]])].map((r) => ({
    run: r.label,
    'req/s': r.reqPerSec,
    '% baseline': `${round(r.percentOfBaseline, 0)}%`,
    'per round': r.perRound.map((x) => `${x.percentOfBaseline}%`).join(' '),
    'p50 ms': r.p50,
    'p90 ms': r.p90,
    'p99 ms': r.p99,
    requests: r.requests,
    errors: r.errors,
    'non-2xx': r.non2xx,
    'KB/s': r.throughputKBs,
    'CPU µs/req': r.cpuUsPerRequest,
    'busy %': r.serverBusy,
    'client µs/req': r.clientUsPerRequest,
    'client busy %': r.clientBusy,
  }));
  printTable(rows, `Cached (the normal mode), median of ${ROUNDS} rounds; article: ${article}`);
  console.log('% baseline: each run against the baseline runs just before and after its group, then the median of');
  console.log('the rounds; baseline row: the median baseline run of each round; p99: the worst round.');
  console.log('CPU µs/req: CPU time of the serving process per request, steadier than req/s on a busy machine;');
  console.log('busy %: its CPU time over the run, in % of one core. client: the same for autocannon, which runs on');
  console.log('one thread of this process: a client near 100 % while the server is not is what capped that run.');
  console.log('ceiling: a bare node:http server (bench/lib/replay.mjs) sending the very bytes the server sent for');
  console.log('the same requests through res.writeHead: no framework, no lookup, no nonce. The fast path writes its');
  console.log('heads itself (server/src/http/known-head.ts), cheaper than writeHead: it can pass this line.');

  // Uncached: same database, every read goes to PostgreSQL and every page is rendered.
  uncachedServer = await startServer({ database: server.database, env: { PAGE_CACHE: 'off' } });
  await check(uncachedServer.url, ['/', article]);
  const uncached = [];
  for (const [page, p] of [
    ['home', '/'],
    ['article', article],
  ]) {
    await timedRun(uncachedServer.url + p, { total: 20, headers: BROWSER_HEADERS }); // warm-up
    for (const concurrency of [1, 4]) {
      const { ms, statuses } = await timedRun(uncachedServer.url + p, { total: UNCACHED_REQUESTS, concurrency, headers: BROWSER_HEADERS });
      uncached.push({ page, path: p, concurrency, ...latencySummary(ms), non200: ms.length - (statuses[200] ?? 0) });
    }
  }
  printTable(
    uncached.map((u) => ({ 'uncached render': u.page, concurrency: u.concurrency, requests: u.count, 'p50 ms': u.p50, 'p95 ms': u.p95, 'p99 ms': u.p99, 'max ms': u.max, 'non-200': u.non200 })),
    'Uncached render (PAGE_CACHE=off: every read from PostgreSQL, every page rendered)',
  );
  const memory = { rssAtStartMb: rssStart, peakRssCachedMb: cachedPeakRss, peakRssUncachedMb: peakRssMb(uncachedServer.child.pid) };
  console.log(`\nServer peak RSS: ${memory.peakRssCachedMb} MB (cached run), ${memory.peakRssUncachedMb} MB (uncached server)`);

  const targets = [];
  for (const r of runs) {
    targets.push(target(`${r.label}: req/s vs baseline (median of ${ROUNDS} rounds)`, round(r.percentOfBaseline, 0), '>=', 70, '%'));
    targets.push(target(`${r.label}: p99`, r.p99, '<=', 50, 'ms'));
    targets.push(target(`${r.label}: errors and non-2xx`, r.errors + r.non2xx, '<=', 0));
  }
  for (const u of uncached.filter((x) => x.concurrency === 1)) {
    targets.push(target(`uncached render ${u.page} (sequential): p95`, u.p95, '<=', 100, 'ms'));
    targets.push(target(`uncached render ${u.page}: non-200`, u.non200, '<=', 0));
  }
  finish('server', targets, { connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, baseline, runs, ceilings, uncached, memory, bodies });
} finally {
  await hello.stop();
  await replay?.stop();
  await uncachedServer?.stop();
  await server.stop();
}
