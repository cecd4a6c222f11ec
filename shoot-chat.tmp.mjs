import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' })).newPage();
await page.goto('http://127.0.0.1:3999/', { waitUntil: 'networkidle' });
await page.getByRole('button', { name: /assistant|chat|discuter/i }).first().click();
const input = page.getByRole('textbox').last();
for (const q of process.argv.slice(2)) {
  await input.fill(q);
  await input.press('Enter');
  await page.waitForTimeout(1200);
}
await page.screenshot({ path: '/tmp/shots/chat.png' });
await browser.close();
