// Lighthouse, as a visitor on a mid-range phone over mobile data sees the public site: the
// default mobile profile (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on
// seven pages, median of three runs each, with the four category scores and the budgets of
// issue 6. A benchmark: it prints figures and PASS/FAIL, and exits 0 even when a target fails
// (non-zero only when it cannot measure at all).
//
//   node bench/lighthouse.mjs            # production build on a fresh seeded PostgreSQL database
//   BENCH_URL=http://host:port node bench/lighthouse.mjs   # an already running server
//   LH_RUNS=1 LH_PAGES=/,/tarifs node bench/lighthouse.mjs # quicker look while iterating
//
// Writes the JSON summary (also printed as the last line) to bench/results/lighthouse.json.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.mjs';

// chrome-launcher is Lighthouse's own dependency (pnpm does not hoist it): found from there.
const lighthouseEntry = realpathSync(fileURLToPath(import.meta.resolve('lighthouse')));
const chromeLauncher = await import(pathToFileURL(createRequire(lighthouseEntry).resolve('chrome-launcher')).href);

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
// The image budget is read at 360 CSS px, the narrowest common phone width, with the Moto G
// Power's pixel ratio of Lighthouse's mobile profile (so srcset picks about 630 device pixels).
const NARROW_SCREEN = { mobile: true, width: 360, height: 780, deviceScaleFactor: 1.75, disabled: false };

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const BUDGETS = {
  totalBytes: 500 * 1024,
  scriptBytes: 100 * 1024,
  requests: 25,
  largestImageBytes: 100 * 1024,
  cls: 0,
};

async function launchChromium() {
  // Its default flags come on top of ours, among them --disable-renderer-backgrounding:
  // without it a headless page may run at a background process priority.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  return { port: chrome.port, close: () => chrome.kill() };
}

/** One Lighthouse run in a fresh Chromium (cold cache, like a first visit). */
async function runLighthouse(url, flags = {}) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', ...flags });
    if (!result?.lhr) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url} : ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chromium.close();
  }
}

function networkRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((r) => !r.url.startsWith('data:'));
}

function score(lhr, id) {
  const s = lhr.categories[id]?.score;
  return s == null ? null : Math.round(s * 100);
}

/** Audits that cost points in a category below 100, so they can be fixed. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category || category.score === 1) return [];
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => ({ id: a.id, score: a.score, title: a.title, displayValue: a.displayValue ?? '' }));
}

function summarize(lhr) {
  const requests = networkRequests(lhr);
  const sum = (list) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(Object.keys(TARGETS).map((id) => [id, score(lhr, id)])),
    totalBytes: metric('total-byte-weight'),
    scriptBytes: sum(requests.filter((r) => r.resourceType === 'Script')),
    requests: requests.length,
    cls: metric('cumulative-layout-shift'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    failing: Object.fromEntries(Object.keys(TARGETS).map((id) => [id, failingAudits(lhr, id)]).filter(([, list]) => list.length)),
  };
}

/** Largest image transferred on a first load at 360 CSS px wide (network only, quick). */
async function largestImageAtNarrowWidth(url) {
  const lhr = await runLighthouse(url, { onlyAudits: ['network-requests'], screenEmulation: NARROW_SCREEN });
  const images = networkRequests(lhr).filter((r) => r.resourceType === 'Image');
  const largest = images.reduce((best, r) => ((r.transferSize ?? 0) > (best?.transferSize ?? -1) ? r : best), null);
  return largest ? { bytes: largest.transferSize, url: largest.url } : { bytes: 0, url: null };
}

async function measurePage(base, pagePath) {
  const url = new URL(pagePath, base).toString();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url));
  // Median by performance score: the other figures come from that same run, so they agree.
  const sorted = runs.map(summarize).sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const image = await largestImageAtNarrowWidth(url);
  const checks = {
    performance: median.scores.performance >= TARGETS.performance,
    accessibility: median.scores.accessibility >= TARGETS.accessibility,
    'best-practices': median.scores['best-practices'] >= TARGETS['best-practices'],
    seo: median.scores.seo >= TARGETS.seo,
    totalBytes: median.totalBytes <= BUDGETS.totalBytes,
    scriptBytes: median.scriptBytes <= BUDGETS.scriptBytes,
    requests: median.requests <= BUDGETS.requests,
    largestImageBytes: image.bytes <= BUDGETS.largestImageBytes,
    // Shown with three decimals: anything that rounds to 0.000 is no visible shift.
    cls: median.cls !== null && median.cls < 0.0005,
  };
  return {
    path: pagePath,
    url,
    performanceRuns: sorted.map((s) => s.scores.performance),
    ...median,
    largestImageBytes: image.bytes,
    largestImageUrl: image.url,
    checks,
    pass: Object.values(checks).every(Boolean),
  };
}

async function pickPages(base) {
  const get = async (p) => {
    const res = await fetch(new URL(p, base));
    if (!res.ok) throw new Error(`${p} : HTTP ${res.status}`);
    return res.json();
  };
  const { news } = await get('/api/news');
  const { albums } = await get('/api/albums');
  if (!news?.length) throw new Error('aucune actualité publiée : la base de démonstration est-elle chargée ?');
  if (!albums?.length) throw new Error('aucun album : la base de démonstration est-elle chargée ?');
  return ['/', '/filieres', '/actualites', `/actualites/${news[0].slug}`, '/tarifs', `/galerie/${albums[0].id}`, '/contact'];
}

const kb = (bytes) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (v) => (v == null ? '—' : `${Math.round(v)} ms`);
const mark = (ok) => (ok ? 'PASS' : 'FAIL');

function printPage(p) {
  const s = p.scores;
  const c = p.checks;
  console.log(`\n${p.path}   (performance of the ${p.performanceRuns.length} runs: ${p.performanceRuns.join(', ')})`);
  console.log(
    `  scores   Performance ${s.performance} ${mark(c.performance)} (>= 95) | Accessibility ${s.accessibility} ${mark(c.accessibility)} | ` +
      `Best Practices ${s['best-practices']} ${mark(c['best-practices'])} | SEO ${s.seo} ${mark(c.seo)}`,
  );
  console.log(
    `  budgets  transfer ${kb(p.totalBytes)} ${mark(c.totalBytes)} (<= 500 KB) | JS ${kb(p.scriptBytes)} ${mark(c.scriptBytes)} (<= 100 KB) | ` +
      `requests ${p.requests} ${mark(c.requests)} (<= 25) | largest image at 360 px ${kb(p.largestImageBytes)} ${mark(c.largestImageBytes)} (<= 100 KB) | ` +
      `CLS ${p.cls?.toFixed(3)} ${mark(c.cls)} (0)`,
  );
  console.log(`  metrics  LCP ${ms(p.lcpMs)} | TBT ${ms(p.tbtMs)} | FCP ${ms(p.fcpMs)}`);
  if (p.largestImageUrl) console.log(`  largest image: ${p.largestImageUrl}`);
  for (const [category, audits] of Object.entries(p.failing)) {
    console.log(`  ${category} loses points on:`);
    for (const a of audits) console.log(`    - ${a.id} (score ${a.score}) ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
  }
}

function printTable(pages) {
  console.log('\npage                                   perf  a11y  bp   seo  transfer   JS        req  img@360   CLS    LCP     TBT    result');
  for (const p of pages) {
    const s = p.scores;
    console.log(
      [
        p.path.length > 38 ? `${p.path.slice(0, 35)}...` : p.path.padEnd(38),
        String(s.performance).padStart(4),
        String(s.accessibility).padStart(5),
        String(s['best-practices']).padStart(4),
        String(s.seo).padStart(4),
        kb(p.totalBytes).padStart(9),
        kb(p.scriptBytes).padStart(9),
        String(p.requests).padStart(4),
        kb(p.largestImageBytes).padStart(9),
        (p.cls?.toFixed(3) ?? '—').padStart(6),
        ms(p.lcpMs).padStart(7),
        ms(p.tbtMs).padStart(6),
        `  ${mark(p.pass)}`,
      ].join(' '),
    );
  }
}

async function main() {
  let server = null;
  let base = process.env.BENCH_URL;
  if (!base) {
    console.log('Starting the production build on a fresh seeded PostgreSQL database...');
    server = await startServer();
    base = server.url;
  }
  try {
    const only = process.env.LH_PAGES?.split(',').filter(Boolean);
    const pages = only?.length ? only : await pickPages(base);
    console.log(`Lighthouse 12 (default mobile profile, simulated throttling) on ${base}, median of ${RUNS} run(s) per page`);
    const results = [];
    for (const pagePath of pages) {
      const page = await measurePage(base, pagePath);
      printPage(page);
      results.push(page);
    }
    printTable(results);
    const summary = {
      benchmark: 'lighthouse',
      lighthouse: '12.8.2',
      profile: 'mobile (simulated throttling)',
      runsPerPage: RUNS,
      targets: TARGETS,
      budgets: BUDGETS,
      pages: results.map(({ url: _url, ...rest }) => rest),
      pass: results.every((p) => p.pass),
    };
    const resultsDir = path.join(benchDir, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(summary.pass ? '\nAll Lighthouse targets and budgets PASS.' : '\nSome Lighthouse targets or budgets FAIL (see above).');
    console.log(JSON.stringify(summary));
  } finally {
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
