import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin, type Rolldown } from 'vite';
import { iconSprite } from './icon-sprite';
import { captureEarlyTaps, EARLY_TAP, TAPPABLE } from './src/app/early-taps';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|wouter|regexparam|use-sync-external-store|@oxc-project[\\/]runtime)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper|vite[\\/]modulepreload-polyfill)/;
const COMMON = /lucide-react|[\\/]src[\\/]components[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]features[\\/][^\\/]+[\\/]api\.ts/;
const ON_DEMAND = /[\\/]components[\\/]ui[\\/](dialog|fullscreen-dialog|sheet|toast-view|lightbox-dialog|tabs|video-sources)\.tsx$/;

/**
 * Fails the client build when the chunking mixes the two entries, which no test would show
 * at once: a chunk loaded by one entry that imports the other entry's chunk (it would run the
 * public app inside the administration, or the reverse), or administration code in any chunk
 * the public site can load.
 */
function chunkGuard(): Plugin {
  return {
    name: 'ecole:chunk-guard',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const reach = (from: Rolldown.OutputChunk, dynamic: boolean) => {
        const seen = new Set<string>([from.fileName]);
        const queue = [from];
        for (let c = queue.pop(); c; c = queue.pop()) {
          for (const next of dynamic ? [...c.imports, ...c.dynamicImports] : c.imports) {
            const chunk = chunks.get(next);
            if (chunk && !seen.has(next)) seen.add(next), queue.push(chunk);
          }
        }
        return [...seen].map((f) => chunks.get(f)!);
      };
      const entries = [...chunks.values()].filter((c) => c.isEntry);
      for (const entry of entries) {
        for (const chunk of reach(entry, false)) {
          const other = chunk.imports.map((f) => chunks.get(f)).find((c) => c && c !== entry && c.isEntry);
          if (!other) continue;
          const culprits = chunk.moduleIds.flatMap((id) => (this.getModuleInfo(id)?.importedIds ?? []).filter((d) => other.moduleIds.includes(d)).map((d) => `${id} -> ${d}`));
          this.error(`${entry.name} charge ${other.fileName}, le point d'entrée de ${other.name}, par ${chunk.fileName} : ${culprits.join(', ')}`);
        }
      }
      const main = entries.find((c) => c.name === 'main');
      const leak = main && reach(main, true).find((c) => c.moduleIds.some((id) => /[\\/]src[\\/]admin[\\/]/.test(id)));
      if (leak) this.error(`${leak.fileName} contient du code de l'administration et le site public peut le charger`);
    },
  };
}

/**
 * Puts the script that keeps the taps made before hydration (src/app/early-taps.ts) in the
 * public site's head, in place of <!--early-taps-->: inline, so that it runs as soon as the
 * head is parsed, before any button is shown, without a request of its own. The server gives
 * it the response's nonce, as it does to every script of the page (server/src/ssr/render.ts).
 */
function earlyTaps(): Plugin {
  const { code, errors } = minifySync('early-taps.js', `(${captureEarlyTaps.toString()})(window,${JSON.stringify(EARLY_TAP)},${JSON.stringify(TAPPABLE)})`);
  if (errors.length) throw new Error(`early-taps: ${errors.map((e) => e.message).join('; ')}`);
  return {
    name: 'ecole:early-taps',
    transformIndexHtml: (html) => html.replace('<!--early-taps-->', () => `<script>${code.trim()}</script>`),
  };
}

// Two builds from one config: the client bundle (dist/client, with a manifest) and,
// with --ssr, the server entry the Hono server imports (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), chunkGuard(), earlyTaps(), iconSprite({ output: isSsrBuild ? 'address' : 'file' })],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Class fields and private members as written (Chrome 94+, Safari 15+, Firefox 93+, all of
        // them years old on phones): lowering them to ES2020 costs helpers and bytes on every page.
        target: 'es2022',
        cssCodeSplit: false,
        rollupOptions: {
          // The public site and the administration are two entries: neither loads the other's code.
          input: { main: 'index.html', admin: 'admin.html' },
          output: {
            // Pages share many tiny modules (icons, UI primitives, formatters). Grouped in
            // one chunk, a page loads in a handful of requests instead of dozens. Every page
            // loads that chunk, so the components only a few pages or a gesture need (the
            // dialogs, which bring Radix, the tabs, and the video player, which the album
            // viewer and a project's page alone show) stay out of it.
            codeSplitting: {
              groups: [
                // What every page runs before it hydrates, in one request (with the small
                // helpers Vite and the compiler add, which would otherwise be requests of their own).
                { name: 'react', test: FRAMEWORK },
                { name: 'common', test: (id) => COMMON.test(id) && !ON_DEMAND.test(id), minShareCount: 2 },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [/^@ecole\//, /^@radix-ui\//] },
}));
