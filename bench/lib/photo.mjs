// A realistic large photo for bench/image.mjs: 6000x4000 JPEG (quality 92) of smooth colour
// fields under sensor-like gaussian noise, so it compresses about as badly as a camera file:
// ~9.7 MB. Made once (tens of seconds) and kept in the system's temp folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.mjs';

const require = createRequire(path.join(repoRoot, 'server', 'package.json'));
const sharp = require('sharp');

const WIDTH = 6000;
const HEIGHT = 4000;
/** Noise strength that gives ~9.7 MB at this size and quality (measured). */
const SIGMA = 25;

async function render() {
  const [gw, gh] = [60, 40];
  const grad = Buffer.alloc(gw * gh * 3);
  for (let y = 0, i = 0; y < gh; y++) for (let x = 0; x < gw; x++, i += 3) [grad[i], grad[i + 1], grad[i + 2]] = [(x * 255) / gw, (y * 255) / gh, 128 + 100 * Math.sin((x + y) / 9)];
  const base = await sharp(grad, { raw: { width: gw, height: gh, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: SIGMA } } }).raw().toBuffer();
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Path of the photo (made on first use). */
export async function photoPath() {
  const file = path.join(os.tmpdir(), `ecole-bench-photo-${WIDTH}x${HEIGHT}-s${SIGMA}.jpg`);
  if (!existsSync(file) || readFileSync(file).length < 1_000_000) writeFileSync(file, await render());
  return file;
}
