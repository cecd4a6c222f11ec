import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const [p, ...offsets] = process.argv.slice(2);
await page.goto('http://localhost:3999' + p, { waitUntil: 'networkidle' });
const name = p.replace(/\W+/g, '_');
for (const y of offsets) {
  await page.screenshot({ path: `/tmp/shots/${name}-${y}.png`, fullPage: true, clip: { x: 0, y: Number(y), width: 360, height: 1200 } });
}
await browser.close();
