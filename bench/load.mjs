// Load (issue 6, "bench/load"): 200 concurrent visitors for 60 s on the production server
// over PostgreSQL. Each visitor is a loop: an action, then a think time of 100-500 ms. The
// actions mix the public pages, the public JSON APIs, the chat (its own session id per
// visitor, French questions) and the contact form (valid messages). Every visitor comes
// from 127.0.0.1, so the per-IP rate limits (contact: 5 an hour; chat: 300 per 10 min) are
// reached at once: their 429s are expected and counted apart. Anything else that is not
// 2xx/304 (or a network failure) is an error.
// Env: BENCH_LOAD_SECONDS (default 60), BENCH_LOAD_VISITORS (default 200).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { timedRequest } from './lib/http-timing.mjs';
import { cpuSeconds } from './lib/proc.mjs';
import { finish, latencySummary, printTable, target } from './lib/report.mjs';
import { databaseUrl, peakRssMb, psql, startServer } from './lib/server.mjs';
import { PUBLIC_API_PATHS as API_PATHS } from './lib/public-api.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_LOAD_VISITORS ?? 200);

const QUESTIONS = [
  'Quels sont les frais de scolarité en BTS ?',
  'Où se trouve le campus de Cocody ?',
  'Quelles filières proposez-vous en licence ?',
  "Comment s'inscrire pour la rentrée ?",
  'Avez-vous une formation en marketing digital ?',
  'Quels sont vos horaires ?',
  'Peut-on payer la scolarité en plusieurs fois ?',
  'Bonjour',
];
/** Share of each kind of action, out of 100. */
const MIX = [
  ['page', 50],
  ['api', 25],
  ['chat', 15],
  ['contact', 10],
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
function pickKind() {
  let r = Math.random() * 100;
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return 'page';
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

console.log(`bench/load: ${VISITORS} visitors for ${SECONDS} s`);
const server = await startServer();
try {
  const { news, albums } = await (async () => ({
    news: (await (await fetch(`${server.url}/api/news`)).json()).news,
    albums: (await (await fetch(`${server.url}/api/albums`)).json()).albums ?? [],
  }))();
  const pages = ['/', '/filieres', '/actualites', `/actualites/${encodeURIComponent(news[0].slug ?? news[0].id)}`, '/tarifs', '/galerie', '/contact'];
  if (albums[0]) pages.push(`/galerie/${albums[0].id}`);

  const browser = { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'ecole-bench-load' };
  const json = { ...browser, 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.url };
  // One keep-alive connection per visitor, as a browser holds one to the site.
  const results = [];
  const deadline = Date.now() + SECONDS * 1000;
  const cpuBefore = cpuSeconds(server.child.pid);

  async function visitor(i) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sessionId = randomBytes(16).toString('base64url');
    await sleep(Math.random() * 500); // not all at the same instant
    while (Date.now() < deadline) {
      const kind = pickKind();
      let r;
      if (kind === 'page') r = await timedRequest(server.url + pick(pages), { agent, headers: browser });
      else if (kind === 'api') r = await timedRequest(server.url + pick(API_PATHS), { agent, headers: browser });
      else if (kind === 'chat') r = await timedRequest(`${server.url}/api/chat`, { method: 'POST', agent, headers: json, body: JSON.stringify({ message: pick(QUESTIONS), sessionId }) });
      else {
        const body = { name: `Visiteur ${i}`, email: `visiteur${i}@exemple.ci`, phone: '+225 07 00 00 00 00', subject: "Demande d'Information", message: 'Bonjour, je souhaite recevoir la brochure des formations.' };
        r = await timedRequest(`${server.url}/api/contact`, { method: 'POST', agent, headers: json, body: JSON.stringify(body) });
      }
      results.push({ kind, ...r });
      await sleep(100 + Math.random() * 400);
    }
    agent.destroy();
  }
  await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(i)));
  const cpuUsed = cpuSeconds(server.child.pid) - cpuBefore;
  const peak = peakRssMb(server.child.pid);

  const isOk = (r) => (r.status >= 200 && r.status < 300) || r.status === 304;
  const rows = [];
  const byKind = {};
  for (const kind of [...MIX.map(([k]) => k), 'all']) {
    const rs = kind === 'all' ? results : results.filter((r) => r.kind === kind);
    const ok = rs.filter(isOk);
    const limited = rs.filter((r) => r.status === 429);
    const errors = rs.filter((r) => !isOk(r) && r.status !== 429);
    const statuses = {};
    for (const r of rs) statuses[r.status || r.error] = (statuses[r.status || r.error] ?? 0) + 1;
    // Latency of the answers served (a 429 is cheap and would flatter the figures).
    const lat = latencySummary(rs.filter((r) => r.status !== 429).map((r) => r.ms));
    byKind[kind] = { requests: rs.length, ok: ok.length, rateLimited: limited.length, errors: errors.length, statuses, latency: lat };
    rows.push({ kind, requests: rs.length, '2xx/304': ok.length, 'rate-limited (429)': limited.length, errors: errors.length, 'p50 ms': lat.p50, 'p95 ms': lat.p95, 'p99 ms': lat.p99, 'max ms': lat.max, statuses: JSON.stringify(statuses) });
  }
  printTable(rows, `${results.length} requests in ${SECONDS} s (${Math.round(results.length / SECONDS)} req/s); latency of non-429 answers`);

  // Every contact message acknowledged with a 2xx is in the database.
  const stored = Number(psql('SELECT count(*) FROM contacts', databaseUrl(server.database)).trim());
  const acknowledged = byKind.contact.ok;
  console.log(`\nContact messages acknowledged (2xx): ${acknowledged}, rows in the database: ${stored}`);
  console.log(`Server: peak RSS ${peak} MB, CPU ${Math.round(cpuUsed * 10) / 10} s over ${SECONDS} s`);

  finish(
    'load',
    [
      target('errors (not 2xx/304/429)', byKind.all.errors, '<=', 0),
      target('contact messages acknowledged but not stored', Math.max(0, acknowledged - stored), '<=', 0),
    ],
    { visitors: VISITORS, seconds: SECONDS, requestsPerSecond: Math.round(results.length / SECONDS), byKind, contactsStored: stored, peakRssMb: peak, serverCpuSeconds: cpuUsed },
  );
} finally {
  await server.stop();
}
