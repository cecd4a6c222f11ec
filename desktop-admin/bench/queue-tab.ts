// pnpm --filter desktop-admin bench:queue-tab: the time to show the "Envois" tab when the
// queue holds 1 000 files (a 500-file folder dropped twice), from the tab's activation to
// the next frame painted, over round trips from "Albums et médias". Prints the figures;
// it is a measure, not a timed test.
//
// The built renderer (pnpm --filter ./desktop-admin build) runs in Chromium with a
// `window.desktop` that answers from memory: the queue is given, the server's screens get
// empty lists. No server and no upload run meanwhile, so the figure is the renderer's own
// work, the part that grows with the queue (the audit measured 0.6 to 2.2 s per visit on a
// 2-core machine while the server was storing photos).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import type { QueueItemView, SeqSnapshot } from '../src/shared/api';

const RENDERER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/renderer');
const FILES = Number(process.env.BENCH_FILES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** Chromium's CPU slowdown: the school's laptop, or this one while the server stores photos. */
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const ORIGIN = 'http://desktop.bench';

if (!existsSync(path.join(RENDERER, 'index.html'))) {
  console.error('Build the renderer first: pnpm --filter ./desktop-admin build');
  process.exit(1);
}

const items: QueueItemView[] = Array.from({ length: FILES }, (_, i) => ({
  id: `f${i}`,
  albumId: 1,
  albumTitle: 'Remise des diplômes',
  relPath: `Remise des diplômes/${i < FILES / 2 ? 'A' : 'B'}/IMG_${i + 1}.jpg`,
  kind: 'image',
  size: 3_000_000,
  bytesSent: 0,
  status: 'queued',
  attempts: 0,
}));
const queue: SeqSnapshot = {
  seq: 1,
  items,
  totals: { filesTotal: FILES, filesDone: 0, filesSkipped: 0, filesFailed: 0, filesActive: 0, bytesTotal: FILES * 3_000_000, bytesDone: 0, speed: 0, secondsLeft: null },
  paused: 'user',
  concurrency: 3,
};

const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // As a string: tsx names the functions it compiles with a helper the page does not have.
  await page.addInitScript(`(() => {
    const queue = ${JSON.stringify(queue)};
    const ok = (value) => Promise.resolve({ ok: true, value });
    const json = (status, body) => ok({ status, statusText: '', body: JSON.stringify(body) });
    const answers = ${JSON.stringify({
      '/api/admin/me': { success: true, admin: { username: 'bench', email: null } },
      '/api/admin/albums': { success: true, albums: [] },
      '/api/admin/content': { success: true, content: [] },
    })};
    const methods = {
      getState: () => ok({ serverUrl: ${JSON.stringify(ORIGIN)}, admin: { username: 'bench', email: null }, queue }),
      queueSnapshot: () => ok(queue),
      request: (_method, url) => {
        const path = String(url).split('?')[0];
        return path in answers ? json(200, answers[path]) : json(404, { success: false, error: 'Non trouvé' });
      },
      onEvent: () => () => {},
    };
    window.desktop = new Proxy(methods, { get: (m, name) => m[name] ?? (() => ok(null)) });
  })();`);
  await page.route(`${ORIGIN}/**`, (route) => {
    const rel = new URL(route.request().url()).pathname.replace(/^\//, '');
    const file = path.join(RENDERER, rel);
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
  });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${ORIGIN}/index.html`);
  await page.getByRole('tab', { name: 'Albums et médias' }).waitFor();
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });

  /** Activates a tab as the keyboard does (Radix tabs follow the focus) and times it to the next painted frame. */
  const show = (name: RegExp, rows: number) =>
    page.evaluate<number>(`(async () => {
      const tab = [...document.querySelectorAll('[role=tab]')].find((t) => ${name}.test(t.textContent ?? ''));
      const start = performance.now();
      tab.focus();
      const panel = () => document.getElementById(tab.getAttribute('aria-controls') ?? '');
      while (!(panel()?.checkVisibility() && panel().querySelectorAll('li[data-file]').length >= ${rows})) await new Promise((r) => setTimeout(r, 0));
      // The frame that shows it: after the next animation frame, once painted.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - start;
    })()`);

  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    await show(/^Albums et médias$/, 0);
    const ms = await show(/^Envois/, FILES);
    // The first visit mounts the list in any case: it is printed, not counted.
    if (round === 0) console.log(`first visit: ${ms.toFixed(0)} ms`);
    else times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`"Envois" with ${FILES} files, CPU slowed ${SLOWDOWN}×, ${ROUNDS} visits from "Albums et médias": median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`);
} finally {
  await browser.close();
}
