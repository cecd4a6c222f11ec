// Helpers of the administration end-to-end flows (issue 3, "Tests"): a logged-in session
// without going through the form, and small real image files made in the test.
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_URL, E2E_ADMIN } from '../playwright.config';

export { ADMIN_URL, E2E_ADMIN };

/** Writes need the site's own Origin (the server refuses cross-site writes). */
export const originHeaders = { Origin: ADMIN_URL };

/** Logs the page's browser context in through the API (cookies shared with the page). */
export async function loginByApi(page: Page) {
  const res = await page.request.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password }, headers: originHeaders });
  expect(res.status(), 'login').toBe(200);
}

export async function adminJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { accept: 'application/json' } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * The toast with this text (one shows at a time). Located in the toast list by CSS: while
 * a modal dialog is open the rest of the page is aria-hidden, the toast list included
 * (screen readers still hear the toast through Radix's live announcement).
 */
export const toast = (page: Page, text: string | RegExp) => page.locator('[role="region"] ol > li').filter({ hasText: text });

/**
 * From now on, every toast the page shows, even one that goes before a check could see it:
 * the returned function reads the texts seen so far. For "no such toast, ever".
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toastsSeen?: string[] };
    if (w.__toastsSeen) return;
    const seen: string[] = (w.__toastsSeen = []);
    const toasts = () => document.querySelectorAll('[role="region"] ol > li');
    // A toast already showing is not one of those to come.
    const before = new Set(toasts());
    const look = () => {
      for (const li of toasts()) {
        if (before.has(li)) continue;
        const text = li.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])]);
}

/** Nothing (a toast, say) lies over the middle of what this locator finds: a click there reaches it. */
export async function expectUncovered(target: Locator) {
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
  expect(onTop, 'nothing over it').toBe(true);
}

// ---------------------------------------------------------------------------------------
// A real PNG, built byte by byte: the server decides the type from the content.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A width x height RGB PNG: a diagonal gradient of `rgb`, so each file differs. */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const f = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(rgb[0] * f);
      row[2 + x * 3] = Math.round(rgb[1] * f);
      row[3 + x * 3] = Math.round(rgb[2] * f);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A PNG whose header says width x height over one blank row: small in bytes, and refused by
 * the server's pixel limit (40 megapixels) once its header is read, before anything is decoded.
 */
export function pngHeaderOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))), chunk('IEND', Buffer.alloc(0))]);
}

export const pngFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(160, 120, rgb) });

