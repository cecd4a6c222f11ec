// The visitor's journeys on a phone, as Lighthouse does not see them: Lighthouse loads each
// page once, while a family on a phone opens the menu, goes to the news, reads an article,
// looks through an album and asks the assistant. Each journey runs in Chromium on a throttled
// phone (360×740 CSS px, touch, Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up; CPU slowed 4× as Lighthouse's mobile profile, PHONE_CPU to change it),
// in a fresh browser context per run, against the production build on a seeded PostgreSQL
// database. Printed per step, median of the runs:
// - the tap's responsiveness: the Event Timing duration of the interaction (input delay,
//   handlers, next paint), as the browser's INP counts it; target 200 ms, "good" INP;
// - the time from the tap until the step's content is on screen (the new page's heading with
//   no loading status, the photo decoded, the assistant's reply);
// - the layout shift the browser counts during the journey (after the 500 ms of an input);
//   target 0.1, "good" CLS; and, on the first load, LCP (target 2.5 s, "good").
//
//   node bench/phone.mjs                      # production build on a fresh seeded database
//   BENCH_URL=http://host:port node bench/phone.mjs
//   PHONE_RUNS=5 PHONE_CPU=6 node bench/phone.mjs   # more runs, a cheaper phone
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { finish, median, printTable, round, target } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 3));
const CPU = Number(process.env.PHONE_CPU ?? 4);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'fr-FR' };
const QUESTION = 'Combien coûte la Licence à Cocody ?';
const TARGETS = { inp: 200, cls: 0.1, lcp: 2500 };
/** Between a screen's arrival and the next tap: a visitor reads before tapping again. */
const READING_MS = 500;

/**
 * In every page, from its start: the interactions' Event Timing durations by interaction id,
 * the layout shifts counted (not those in the 500 ms after an input), the LCP, and
 * `__arrival(test)`, which resolves the first frame's time at which `test()` holds.
 */
function instrument() {
  const w = window;
  w.__interactions = new Map();
  w.__shift = 0;
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = w.__interactions.get(e.interactionId);
      // The longest event of the interaction, split as INP is explained: the wait before its
      // handlers, their run, and the wait for the frame after them.
      const parts = { name: e.name, delay: e.processingStart - e.startTime, handlers: e.processingEnd - e.processingStart, paint: e.startTime + e.duration - e.processingEnd };
      if (!seen || e.duration > seen.duration) w.__interactions.set(e.interactionId, { duration: e.duration, start: Math.min(seen?.start ?? e.startTime, e.startTime), parts });
      else seen.start = Math.min(seen.start, e.startTime);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  w.__visibleHeading = () => [...document.querySelectorAll('main h1')].find((h) => h.getClientRects().length > 0);
  w.__arrival = (source) =>
    new Promise((resolve) => {
      w.__headingLeft = w.__visibleHeading();
      const test = new Function(`return (${source})();`);
      const frame = (t) => (test() ? resolve(t) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
}

/** Tests run in the page at each frame (as source text): is the step's content on screen? */
const ON_SCREEN = {
  // The page reached: its heading, not the page left's (the address changes in the tap, and
  // the page left stays in the document, hidden, under a placeholder), and no loading status.
  page: (path) => `() => {
    if (location.pathname !== ${JSON.stringify(path)}) return false;
    const h1 = window.__visibleHeading();
    if (!h1 || h1 === window.__headingLeft) return false;
    return ![...document.querySelectorAll('main [role=status]')].some((s) => s.getClientRects().length > 0 && /Chargement/.test(s.textContent));
  }`,
  photo: (counter) => `() => {
    const dialog = document.querySelector('[role=dialog]');
    const img = dialog?.querySelector('figure img');
    const count = dialog?.querySelector('figcaption p[aria-live]')?.textContent ?? '';
    return !!img && img.complete && img.naturalWidth > 0 && count.startsWith(${JSON.stringify(counter)});
  }`,
  dialog: (name) => `() => [...document.querySelectorAll('[role=dialog]')].some((d) => d.getAttribute('aria-label') === ${JSON.stringify(name)} || document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === ${JSON.stringify(name)})`,
  reply: () => `() => document.querySelectorAll('[data-testid=chat-bot-message]').length >= 2 && /F CFA/.test([...document.querySelectorAll('[data-testid=chat-bot-message]')].at(-1).textContent)`,
};

async function phonePage(browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  return { context, page, transferred: () => bytes };
}

/**
 * One step: starts watching for `onScreen`, runs `act` (a tap or a swipe), and answers the
 * interaction's duration and the time from the input to the content on screen (ms).
 */
async function step(page, act, onScreen) {
  const before = await page.evaluate(() => [...window.__interactions.keys()]);
  await page.evaluate((source) => {
    window.__arrived = null;
    window.__arrival(source).then((t) => (window.__arrived = t));
  }, onScreen);
  await act();
  await page.waitForFunction(() => window.__arrived !== null, null, { timeout: 30_000, polling: 100 });
  // The interaction's entry is reported once its next paint is known; and the visitor reads.
  await page.waitForTimeout(READING_MS);
  return page.evaluate((known) => {
    const fresh = [...window.__interactions.entries()].filter(([id]) => !known.includes(id)).map(([, e]) => e);
    const first = fresh.reduce((a, e) => (a && a.start <= e.start ? a : e), null);
    const longest = fresh.reduce((a, e) => (a && a.duration >= e.duration ? a : e), null);
    return {
      inp: longest?.duration ?? null,
      parts: longest?.parts ?? null,
      toContent: first ? window.__arrived - first.start : null,
    };
  }, before);
}

/** A touch swipe from right to left across the viewer's photo, as a finger makes it. */
async function swipeLeft(page) {
  const cdp = await page.context().newCDPSession(page);
  const y = 300;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
  for (const x of [260, 200, 140, 80]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + 4 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const menuButton = (page) => page.getByRole('button', { name: 'Ouvrir le menu' });
const menuLink = (page, name) => page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true });

/** Opens the menu and gives it the time a visitor takes to read it (its opening is measured once, as its own step). */
async function openMenu(page) {
  await menuButton(page).tap();
  await menuLink(page, 'Accueil').waitFor();
  await page.waitForTimeout(READING_MS);
}

const hydrated = () => {
  const fiber = (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  return fiber(document.querySelector('#contenu > *')) && fiber(document.querySelector('footer a'));
};

/** One run of every journey in a fresh context; answers { step: { inp, toContent } } and the journey's figures. */
async function journey(browser, url, demo) {
  const { context, page, transferred } = await phonePage(browser);
  try {
    const steps = {};
    const started = Date.now();
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.waitForFunction(hydrated, null, { polling: 100, timeout: 30_000 });
    const firstLoad = {
      hydratedMs: Date.now() - started,
      lcp: await page.evaluate(() => window.__lcp),
      kb: round(transferred() / 1024),
    };
    await page.waitForTimeout(READING_MS);
    steps['menu opened'] = await step(page, () => menuButton(page).tap(), ON_SCREEN.dialog('Menu'));
    await page.waitForTimeout(READING_MS);
    steps['menu → Actualités'] = await step(page, () => menuLink(page, 'Actualités').tap(), ON_SCREEN.page('/actualites'));
    steps['an article'] = await step(page, () => page.getByRole('main').getByRole('link', { name: demo.article.title }).first().tap(), ON_SCREEN.page(`/actualites/${demo.article.slug}`));
    await openMenu(page);
    steps['menu → Galerie'] = await step(page, () => menuLink(page, 'Galerie').tap(), ON_SCREEN.page('/galerie'));
    steps['an album'] = await step(page, () => page.getByRole('main').getByRole('link', { name: demo.album.title }).first().tap(), ON_SCREEN.page(`/galerie/${demo.album.id}`));
    const grid = page.getByRole('region', { name: "Photos et vidéos de l'album" });
    steps['a photo opened'] = await step(page, () => grid.getByRole('button', { name: /^Agrandir la photo/ }).first().tap(), ON_SCREEN.photo(`Élément ${demo.album.firstPhoto} /`));
    steps['a swipe to the next'] = await step(page, () => swipeLeft(page), ON_SCREEN.photo(`Élément ${demo.album.firstPhoto + 1} /`));
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openMenu(page);
    steps['menu → Nos Tarifs'] = await step(page, () => menuLink(page, 'Nos Tarifs').tap(), ON_SCREEN.page('/tarifs'));
    steps['assistant opened'] = await step(page, () => page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).tap(), ON_SCREEN.dialog('Assistant virtuel'));
    const input = page.getByRole('dialog', { name: 'Assistant virtuel' }).getByRole('textbox', { name: 'Votre message' });
    await input.fill(QUESTION);
    steps['question sent, reply shown'] = await step(page, () => page.getByRole('dialog', { name: 'Assistant virtuel' }).getByRole('button', { name: /Envoyer/ }).tap(), ON_SCREEN.reply());
    const cls = await page.evaluate(() => window.__shift);
    return { firstLoad, steps, cls };
  } finally {
    await context.close();
  }
}

/** The demo content the journeys go through: the first article listed, an album opening on a photo with another after it. */
async function demoContent(url) {
  const { news } = await (await fetch(`${url}/api/news`)).json();
  const { albums } = await (await fetch(`${url}/api/albums`)).json();
  for (const a of albums) {
    const { album } = await (await fetch(`${url}/api/albums/${a.id}`)).json();
    const items = album.items.filter((i) => i.isActive !== false).sort((x, y) => x.order - y.order);
    const first = items.findIndex((i) => i.mediaType === 'image');
    if (first >= 0 && items[first + 1]?.mediaType === 'image') return { article: news[0], album: { id: album.id, title: album.title, firstPhoto: first + 1 } };
  }
  throw new Error('aucun album de démonstration avec deux photos qui se suivent');
}

const server = process.env.BENCH_URL ? null : await startServer();
const url = process.env.BENCH_URL ?? server.url;
const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const demo = await demoContent(url);
  console.log(`bench/phone: ${RUNS} runs, 360×740 touch, CPU ÷${CPU}, ${NETWORK.latency} ms RTT, 1.6 Mbit/s; article "${demo.article.title}", album "${demo.album.title}"`);
  // The server's page cache is warm, as on a site in use: one unthrottled visit of each page first.
  for (const p of ['/', '/actualites', `/actualites/${demo.article.slug}`, '/galerie', `/galerie/${demo.album.id}`, '/tarifs']) await fetch(url + p);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await journey(browser, url, demo);
    runs.push(r);
    console.log(`  run ${i + 1}: ${Object.entries(r.steps).map(([k, s]) => `${k} ${round(s.inp, 0)}/${round(s.toContent, 0)} ms`).join(' | ')} | CLS ${round(r.cls, 3)}`);
  }
  const names = Object.keys(runs[0].steps);
  const perStep = names.map((name) => {
    const inp = median(runs.map((r) => r.steps[name].inp).filter((v) => v !== null));
    // How the median run's tap spent its time.
    const parts = runs.map((r) => r.steps[name]).find((s) => s.inp === inp)?.parts;
    return {
      step: name,
      'tap → paint (ms)': round(inp, 0),
      'longest event': parts?.name ?? null,
      'wait/handlers/frame (ms)': parts ? [parts.delay, parts.handlers, parts.paint].map((v) => Math.round(v)).join('/') : null,
      'tap → content (ms)': round(median(runs.map((r) => r.steps[name].toContent).filter((v) => v !== null)), 0),
      inp,
    };
  });
  printTable(perStep.map(({ inp: _inp, ...row }) => row), `Steps (median of ${RUNS}; tap → paint is the interaction's Event Timing duration)`);
  const firstLoad = {
    lcpMs: round(median(runs.map((r) => r.firstLoad.lcp)), 0),
    hydratedMs: median(runs.map((r) => r.firstLoad.hydratedMs)),
    kb: median(runs.map((r) => r.firstLoad.kb)),
  };
  const cls = round(median(runs.map((r) => r.cls)), 3);
  console.log(`\nFirst load of /: LCP ${firstLoad.lcpMs} ms, hydrated ${firstLoad.hydratedMs} ms after the request, ${firstLoad.kb} KB transferred`);
  console.log(`Layout shift counted over the whole journey: ${cls}`);
  const worst = perStep.reduce((a, s) => (s.inp !== null && (a === null || s.inp > a.inp) ? s : a), null);
  finish(
    'phone',
    [
      target('first load of /, LCP', firstLoad.lcpMs, '<=', TARGETS.lcp, 'ms'),
      ...perStep.map((s) => target(`${s.step}: tap → next paint (interaction)`, s.inp, '<=', TARGETS.inp, 'ms')),
      target('layout shift over the whole journey', cls, '<=', TARGETS.cls),
    ],
    { runs: RUNS, cpuSlowdown: CPU, network: NETWORK, firstLoad, cls, steps: perStep, slowestTap: worst?.step ?? null, raw: runs },
  );
} finally {
  await browser.close();
  await server?.stop();
}
