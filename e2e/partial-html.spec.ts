// A page that arrives in pieces (a slow mobile network, a proxy that flushes early) is painted
// before its HTML is complete. What is painted then must not move once the rest arrives: CLS 0.
// A proxy in front of the seeded server sends each HTML document in two pieces, cut inside the
// part under test, with a pause long enough for Chromium to paint the first piece. The header
// bar, the hero slider and the tab rows each show their movable parts only once their end
// marker is parsed (site/src/styles.css); without that, each case below shifts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SEEDED_URL } from './helpers';

/** Long enough for a first paint of the first piece on a loaded CI machine. */
const PAUSE_MS = 1500;

let proxyUrl = '';
let proxy: http.Server;
/** Where the next HTML document is cut: `after` bytes past the first occurrence of `marker`. */
let cut = { marker: '', after: 0 };
/** Whether the last HTML document was cut (its marker found). */
let wasCut = false;

test.beforeAll(async () => {
  const upstream = new URL(SEEDED_URL);
  proxy = http.createServer((req, res) => {
    // Identity, so the cut falls where the marker is in the HTML itself.
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const up = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!html) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (d: Buffer) => chunks.push(d));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        const at = body.indexOf(cut.marker);
        wasCut = at >= 0;
        if (at < 0) return res.end(body);
        res.write(body.subarray(0, at + cut.after));
        setTimeout(() => res.end(body.subarray(at + cut.after)), PAUSE_MS);
      });
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

const cases = [
  // The links parsed so far sat at the right edge of the bar, then moved left for the buttons.
  { name: 'header bar cut inside the links, wide screen', path: '/', viewport: DESKTOP, marker: 'Navigation principale', after: 900 },
  { name: 'header bar cut inside the links, wide screen, tariffs', path: '/tarifs', viewport: DESKTOP, marker: 'Navigation principale', after: 600 },
  // The slider's controls were placed against the slides parsed so far.
  { name: 'hero slider cut after its controls, phone', path: '/', viewport: PHONE, marker: 'aria-roledescription="diapositive"', after: 200 },
  { name: 'hero slider cut after its controls, wide screen', path: '/', viewport: DESKTOP, marker: 'aria-roledescription="diapositive"', after: 200 },
  // A centred row of tabs grew tab by tab.
  { name: 'tariff tabs cut inside the row, phone', path: '/tarifs', viewport: PHONE, marker: 'role="tablist"', after: 800 },
];

for (const c of cases) {
  test(`no layout shift: ${c.name}`, async ({ browser }) => {
    cut = { marker: c.marker, after: c.after };
    wasCut = false;
    const page = await browser.newPage({ viewport: c.viewport });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
          // Each moved node with where it was and where it went, to tell a failure's cause.
          const where = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
          if (!e.hadRecentInput) w.shifts.push({ value: e.value, nodes: e.sources.map((s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 100) ?? ''} [${where(s.previousRect)} -> ${where(s.currentRect)}] at ${Math.round(e.startTime)} ms`) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(proxyUrl + c.path, { waitUntil: 'load' });
    // The page really came in two pieces (else this case proves nothing).
    expect(wasCut, `« ${c.marker} » absent de ${c.path}`).toBe(true);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
    await page.close();
  });
}
