// The built client (site/dist/client) held in memory with gzip and brotli versions: a
// handful of files, served many times to phones on mobile data. Brotli 11 costs seconds
// of CPU per build, so the compressed versions are kept beside the files (x.js.br,
// x.js.gz) by the first start and read back by the next ones.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
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

const encoders = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (body: Buffer) => gzipSync(body, { level: 9 }),
};

/** The compressed version kept beside `file`, made (and kept, when the folder is writable) if absent or older. */
async function compressed(file: string, body: Buffer, kind: keyof typeof encoders): Promise<Buffer> {
  const kept = `${file}.${kind}`;
  try {
    if ((await stat(kept)).mtimeMs >= (await stat(file)).mtimeMs) return await readFile(kept);
  } catch {
    // not kept yet
  }
  const out = encoders[kind](body);
  // Written aside then renamed: another server starting at the same time never reads half a file.
  const tmp = `${kept}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, out)
    .then(() => rename(tmp, kept))
    .catch(() => rm(tmp, { force: true }));
  return out;
}

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const file of await walk(root)) {
    const rel = '/' + path.relative(root, file).split(path.sep).join('/');
    // The two HTML templates are served rendered (/ and /admin), never as files.
    if (rel === '/index.html' || rel === '/admin.html' || rel.startsWith('/.vite/') || /\.(map|br|gz|tmp)$/.test(rel)) continue;
    const body = await readFile(file);
    const ext = path.extname(file);
    const compress = COMPRESSIBLE.test(file) && body.length > 512;
    files.set(rel, {
      body,
      gzip: compress ? await compressed(file, body, 'gz') : undefined,
      br: compress ? await compressed(file, body, 'br') : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: rel.startsWith('/assets/'),
    });
  }
  return files;
}

const ENCODING_TOKEN = { br: /\bbr\b/, gzip: /\bgzip\b/ } as const;

/** Whether an Accept-Encoding header names `encoding`. */
export const accepts = (acceptEncoding: string | undefined, encoding: 'br' | 'gzip') => ENCODING_TOKEN[encoding].test(acceptEncoding ?? '');

/** Picks the best encoding the client accepts. */
export function negotiate(file: Pick<StaticFile, 'body' | 'gzip' | 'br'>, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (file.br && accepts(acceptEncoding, 'br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts(acceptEncoding, 'gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
