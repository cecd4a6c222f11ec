// A phone-like video for bench/image.mjs: 30 s of 1080p at 30 fps, H.264 at 12 Mbit/s with
// its index at the end (as a phone writes it, not "faststart"): ~45 MB. Encoded once by the
// ffmpeg the server uses for posters (about 20 s) and kept in the system's temp folder.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.mjs';

const ffmpeg = createRequire(path.join(repoRoot, 'server', 'package.json'))('@ffmpeg-installer/ffmpeg').path;

/** Path of the video (made on first use). */
export function videoPath() {
  const file = path.join(os.tmpdir(), 'ecole-bench-video-1080p-30s.mp4');
  if (existsSync(file) && statSync(file).size > 10_000_000) return file;
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=1920x1080:d=30:r=30', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '12M', '-pix_fmt', 'yuv420p', '-y', file]);
  return file;
}
