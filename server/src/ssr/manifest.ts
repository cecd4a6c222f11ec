// Vite's client manifest: which chunks a page's module needs, so the HTML can preload
// them next to the entry instead of the browser discovering them one after another.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export async function loadManifest(distDir: string) {
  const raw = JSON.parse(await readFile(path.join(distDir, 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryChunks = new Set<string>();
  const addWithImports = (key: string, into: Set<string>) => {
    const chunk = raw[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const i of chunk.imports ?? []) addWithImports(i, into);
  };
  // The public site's entry only (admin.html is another entry, with chunks of its own).
  addWithImports('index.html', entryChunks);
  const cache = new Map<string, string[]>();
  return {
    /** URLs of the chunks `module` needs beyond what the entry already loads. */
    preloadsFor(module: string): string[] {
      let hit = cache.get(module);
      if (!hit) {
        const keys = new Set<string>();
        addWithImports(module, keys);
        hit = [...keys].filter((k) => !entryChunks.has(k)).map((k) => `/${raw[k].file}`);
        cache.set(module, hit);
      }
      return hit;
    },
  };
}
