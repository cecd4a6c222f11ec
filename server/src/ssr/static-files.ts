// The built client (site/dist/client) held in memory with gzip and brotli versions made
// once at start-up: a handful of files, served many times to phones on mobile data.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  /** Hashed file names under /assets/ never change: cache for a year. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /\.(js|css|svg|txt|json|webmanifest)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return files.flat();
}

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const file of await walk(root)) {
    const rel = '/' + path.relative(root, file).split(path.sep).join('/');
    if (rel === '/index.html' || rel.startsWith('/.vite/') || rel.endsWith('.map')) continue;
    const body = await readFile(file);
    const ext = path.extname(file);
    const compress = COMPRESSIBLE.test(file) && body.length > 512;
    files.set(rel, {
      body,
      gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
      br: compress ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: rel.startsWith('/assets/'),
    });
  }
  return files;
}

/** Picks the best encoding the client accepts. */
export function negotiate(file: Pick<StaticFile, 'body' | 'gzip' | 'br'>, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accept = acceptEncoding ?? '';
  if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
