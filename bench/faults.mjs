// Database outage under light load, on the production build: the REAL PostgreSQL of this
// machine is stopped for OUTAGE_S seconds and started again while visitors read pages and
// APIs and send contact messages. Prints the answers seen before, during and after the
// outage, the time the server takes to serve again once PostgreSQL is back, whether the
// server process is still alive, and contact messages answered 2xx against rows stored.
//
//   node bench/faults.mjs            stops the real PostgreSQL (root, pg_ctlcluster)
//   node bench/faults.mjs --proxy    cuts a TCP proxy in front of it instead (no effect on
//                                    other users of the database server)
//
// PostgreSQL is started again in a finally block, whatever happens.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { finish, printTable, round, target } from './lib/report.mjs';
import { databaseUrl, PG_URL, psql, startServer } from './lib/server.mjs';

const PROXY = process.argv.includes('--proxy');
const OUTAGE_S = Number(process.env.OUTAGE_S ?? 5);
const VISITORS = Number(process.env.VISITORS ?? 8);
const BEFORE_S = 4;
const AFTER_S = 4;
const MARK = `bench-faults-${Date.now().toString(36)}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cluster = () => ['--skip-systemctl-redirect', readdirSync('/etc/postgresql')[0], 'main'];
const pgCtl = (action) => execFileSync('pg_ctlcluster', [...cluster(), action], { stdio: 'pipe', encoding: 'utf8' });

function pgAccepts() {
  const { hostname, port } = new URL(PG_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(port || 5432), hostname);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** PostgreSQL running again, whatever state it was left in. */
async function ensurePgStarted() {
  if (await pgAccepts()) return;
  try {
    pgCtl('start');
  } catch (err) {
    // "already running" (e.g. started meanwhile) is fine; anything else is printed.
    if (!(await pgAccepts())) console.error(`pg_ctlcluster start : ${err.stderr ?? err.message}`);
  }
}

/** A TCP proxy in front of PostgreSQL that can be cut (--proxy mode). */
async function cuttableProxy() {
  const { hostname, port } = new URL(PG_URL);
  const sockets = new Set();
  const track = (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 5432), hostname);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (p) => new Promise((resolve) => server.listen(p, '127.0.0.1', resolve));
  await listen(0);
  const proxyPort = server.address().port;
  return {
    port: proxyPort,
    cut: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
    restore: () => listen(proxyPort),
    close: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

const PAGES = ['/', '/filieres', '/actualites', '/tarifs', '/contact', '/galerie', '/cabinet', '/campus'];
const APIS = ['/api/news', '/api/programs', '/api/institutes', '/api/tariffs', '/api/albums', '/api/content', '/api/sliders', '/api/projects'];

async function main() {
  let proxy = null;
  let server = null;
  let pgStopped = false;
  let dropDb = () => {};
  try {
    if (!PROXY && !(await pgAccepts())) throw new Error(`PostgreSQL ne répond pas (${PG_URL})`);
    // The server's database is made directly; with --proxy the server reaches it through the proxy.
    if (PROXY) proxy = await cuttableProxy();
    const name = `ecole_bench_${Math.random().toString(16).slice(2, 10)}`;
    psql(`CREATE DATABASE ${name}`);
    const serverUrl = new URL(databaseUrl(name));
    if (proxy) {
      serverUrl.hostname = '127.0.0.1';
      serverUrl.port = String(proxy.port);
    }
    let ownDbDropped = false;
    dropDb = () => {
      if (ownDbDropped) return;
      ownDbDropped = true;
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    try {
      server = await startServer({ database: name, env: { DATABASE_URL: serverUrl.toString(), CONTACT_RATE_LIMIT: '1000000' } });
    } catch (err) {
      dropDb();
      throw err;
    }
    console.log(`Serveur ${server.url} (PostgreSQL ${PROXY ? 'derrière un proxy coupé' : 'arrêté pour de vrai'}, panne de ${OUTAGE_S} s, ${VISITORS} visiteurs)`);

    // Phase of every answer: before, during (PostgreSQL away) or after (back).
    let phase = 'before';
    const counts = {}; // phase -> kind -> status -> n
    const count = (kind, status) => {
      const byKind = (counts[phase] ??= {});
      const byStatus = (byKind[kind] ??= {});
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    };
    const acknowledged = [];
    let seq = 0;
    let running = true;
    const visitor = async (v) => {
      let i = v;
      while (running) {
        i++;
        const pick = i % 3;
        let kind;
        let res;
        try {
          if (pick === 0) {
            kind = 'page';
            res = await fetch(server.url + PAGES[i % PAGES.length], { headers: { 'Accept-Encoding': 'gzip' } });
          } else if (pick === 1) {
            kind = 'api';
            res = await fetch(server.url + APIS[i % APIS.length]);
          } else {
            kind = 'contact';
            const marker = `${MARK}-${++seq}`;
            res = await fetch(`${server.url}/api/contact`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ name: 'Banc Pannes', email: 'banc@exemple.ci', phone: '+225 01 02 03 04 05', message: marker }),
            });
            if (res.ok) acknowledged.push(marker);
          }
          await res.arrayBuffer();
          count(kind, res.status);
        } catch {
          count(kind, 'réseau');
        }
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: VISITORS }, (_, v) => visitor(v)));

    await sleep(BEFORE_S * 1000);
    phase = 'during';
    const stopAt = Date.now();
    if (proxy) proxy.cut();
    else {
      pgStopped = true;
      pgCtl('stop');
    }
    const stopMs = Date.now() - stopAt;
    const health = [];
    const outageEnd = Date.now() + OUTAGE_S * 1000;
    while (Date.now() < outageEnd) {
      const [h, r] = await Promise.all(['/healthz', '/readyz'].map((p) => fetch(server.url + p).then((x) => x.status, () => 0)));
      health.push({ healthz: h, readyz: r });
      await sleep(500);
    }
    const startAt = Date.now();
    if (proxy) await proxy.restore();
    else {
      pgCtl('start');
      pgStopped = false;
    }
    const startMs = Date.now() - startAt;
    // Recovered: /readyz says ready and a contact message is stored again.
    let recoverMs = null;
    while (Date.now() - startAt < 30_000) {
      const ready = await fetch(`${server.url}/readyz`).then((x) => x.status, () => 0);
      if (ready === 200) {
        recoverMs = Date.now() - startAt;
        break;
      }
      await sleep(50);
    }
    phase = 'after';
    const acksAtRecovery = acknowledged.length;
    await sleep(AFTER_S * 1000);
    running = false;
    await load;
    const alive = server.child.exitCode === null && (await fetch(`${server.url}/healthz`).then((x) => x.status === 200, () => false));

    const stored = new Set(psql(`SELECT message FROM contacts WHERE message LIKE '${MARK}-%'`, databaseUrl(name)).split('\n').filter(Boolean));
    const lost = acknowledged.filter((m) => !stored.has(m));

    const rows = [];
    for (const ph of ['before', 'during', 'after']) {
      for (const kind of ['page', 'api', 'contact']) {
        const byStatus = counts[ph]?.[kind] ?? {};
        rows.push({ phase: ph, kind, ...Object.fromEntries(Object.entries(byStatus).map(([s, n]) => [s, n])) });
      }
    }
    const statuses = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k !== 'phase' && k !== 'kind')))].sort();
    printTable(rows.map((r) => Object.fromEntries([['phase', r.phase], ['kind', r.kind], ...statuses.map((s) => [`HTTP ${s}`, r[s] ?? 0])])), 'Answers by phase (status: count)');
    const during = counts.during ?? {};
    const n503 = Object.values(during).reduce((sum, byStatus) => sum + (byStatus['503'] ?? 0), 0);
    const errors5xx = Object.values(counts).flatMap((byKind) => Object.values(byKind)).reduce((sum, byStatus) => sum + Object.entries(byStatus).filter(([s]) => s !== '503' && (s >= '500' || s === 'réseau')).reduce((a, [, n]) => a + n, 0), 0);
    const healthzOk = health.every((h) => h.healthz === 200);
    const readyz503 = health.filter((h) => h.readyz === 503).length;
    console.log(`\nPanne : arrêt ${PROXY ? 'du proxy' : 'de PostgreSQL'} en ${stopMs} ms, redémarrage en ${startMs} ms`);
    console.log(`Pendant la panne : /healthz 200 ${health.filter((h) => h.healthz === 200).length}/${health.length}, /readyz 503 ${readyz503}/${health.length}`);
    console.log(`Reprise (/readyz 200 après le redémarrage) : ${recoverMs ?? '—'} ms ; contacts acceptés juste après : ${acknowledged.length - acksAtRecovery}`);
    console.log(`Processus serveur vivant : ${alive ? 'oui' : 'NON'}`);
    console.log(`Contacts : ${acknowledged.length} réponses 2xx, ${stored.size} lignes en base, ${lost.length} perdus`);

    const targets = [
      target('server process alive after the outage', alive ? 1 : 0, '>=', 1),
      target('503 answers during the outage', n503, '>=', 1),
      target('/healthz 200 during the outage', healthzOk ? 1 : 0, '>=', 1),
      target('/readyz 503 during the outage', readyz503, '>=', 1),
      target('other 5xx or network errors', errors5xx, '<=', 0),
      target('time to recover after PostgreSQL is back', recoverMs, '<=', 5000, 'ms'),
      target('contacts answered 2xx missing from the database', lost.length, '<=', 0),
      target('rows stored minus contacts answered 2xx', stored.size - acknowledged.length, '<=', 0),
    ];
    const figures = {
      mode: PROXY ? 'proxy' : 'pg_ctlcluster',
      outageS: OUTAGE_S,
      visitors: VISITORS,
      stopMs,
      startMs,
      recoverMs,
      alive,
      answers: counts,
      health,
      contacts: { acknowledged: acknowledged.length, stored: stored.size, lost: lost.length },
    };
    await server.stop();
    server = null;
    dropDb();
    finish('faults', targets, { ...figures, recoverS: round(recoverMs / 1000, 2) });
  } finally {
    if (pgStopped || !PROXY) await ensurePgStarted();
    if (server) await server.stop().catch(() => {});
    try {
      dropDb();
    } catch {
      /* PostgreSQL still away: the database is left, named ecole_bench_* */
    }
    proxy?.close();
  }
}

main().catch(async (err) => {
  console.error(err);
  await ensurePgStarted();
  process.exit(1);
});
