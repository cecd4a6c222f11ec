import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|wouter|regexparam|use-sync-external-store|@oxc-project[\\/]runtime)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper|vite[\\/]modulepreload-polyfill)/;
const COMMON = /lucide-react|[\\/]src[\\/]components[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]features[\\/][^\\/]+[\\/]api\.ts/;
const RADIX_BASED = /[\\/]components[\\/]ui[\\/](dialog|fullscreen-dialog|sheet|tabs|toast-view|lightbox-dialog)\.tsx$/;

// Two builds from one config: the client bundle (dist/client, with a manifest) and,
// with --ssr, the server entry the Hono server imports (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
            // one chunk, a page loads in a handful of requests instead of dozens. The
            // components built on Radix stay out: the common chunk is loaded by every page,
            // and they would bring Radix with it.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                // What every page runs before it hydrates, in one request (with the bundler's
                // and Vite's small runtime helpers, which would otherwise be two more).
                { name: 'react', test: FRAMEWORK },
                { name: 'common', test: (id) => COMMON.test(id) && !RADIX_BASED.test(id), minShareCount: 2 },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [/^@ecole\//, /^@radix-ui\//] },
}));
