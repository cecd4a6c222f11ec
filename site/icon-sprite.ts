// The public site's icons as one SVG sprite (src/components/icons): the names listed there
// become <symbol>s of /assets/icons-<hash>.svg, built from lucide-react's own icon data, and
// `virtual:icon-sprite` gives that address to the client and server builds alike (the hash is
// of the content, so both builds agree without sharing state).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:icon-sprite';
const RESOLVED = `\0${VIRTUAL}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const ICONS = path.join(here, 'src/components/icons/index.ts');
const LUCIDE_ICONS = path.join(path.dirname(createRequire(ICONS).resolve('lucide-react')), '../esm/icons');

type IconNode = Array<[string, Record<string, string | number>]>;

const escapeAttr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon names of src/components/icons/index.ts, in order, each once. */
export function spriteIconNames(source = readFileSync(ICONS, 'utf8')): string[] {
  return [...new Set([...source.matchAll(/^export const \w+ = spriteIcon\('([^']+)'\);$/gm)].map((m) => m[1]))];
}

async function symbol(name: string): Promise<string> {
  // Only lucide's file names: nothing outside its icons folder is ever imported.
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`icône « ${name} » : nom invalide`);
  const file = path.join(LUCIDE_ICONS, `${name}.mjs`);
  let data: { node: IconNode; size?: number };
  try {
    ({ __iconData: data } = await import(pathToFileURL(file).href));
  } catch {
    throw new Error(`icône « ${name} » inconnue de lucide-react (${file})`);
  }
  const size = data.size ?? 24;
  const children = data.node
    .map(([tag, attrs]) => `<${tag}${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('')}/>`)
    .join('');
  return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

/** The sprite's file name (under the build's outDir) and content. */
export async function buildSprite(names = spriteIconNames()): Promise<{ fileName: string; source: string }> {
  const symbols = await Promise.all(names.map(symbol));
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/icons-${hash}.svg`, source };
}

/**
 * How a build gets the sprite. `file`: written into the bundle as /assets/icons-<hash>.svg (the
 * site's client build). `address`: only its address, written by the other build (the site's
 * server build). `inline`: the symbols inside the page itself and icons pointing at `#name`
 * (the desktop app, whose pages come from file:// URLs, where a `<use>` of another file is refused).
 */
export type SpriteOutput = 'file' | 'address' | 'inline';

export function iconSprite({ output }: { output: SpriteOutput }): Plugin {
  let sprite: Promise<{ fileName: string; source: string }> | undefined;
  const built = () => (sprite ??= buildSprite());
  return {
    name: 'ecole:icon-sprite',
    buildStart() {
      // Watch mode: a rebuild reads the icon list again.
      sprite = undefined;
      this.addWatchFile(ICONS);
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(output === 'inline' ? '' : `/${(await built()).fileName}`)};`;
    },
    async transformIndexHtml() {
      if (output !== 'inline') return undefined;
      const { source } = await built();
      return [{ tag: 'svg', attrs: { hidden: true, 'aria-hidden': 'true' }, children: source.replace(/^<svg[^>]*>|<\/svg>\n$/g, ''), injectTo: 'body-prepend' }];
    },
    async generateBundle() {
      if (output !== 'file') return;
      const { fileName, source } = await built();
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
