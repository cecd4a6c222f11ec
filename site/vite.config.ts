import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
        target: 'es2020',
        cssCodeSplit: false,
        rollupOptions: {
          // The public site and the administration are two entries: neither loads the other's code.
          input: { main: 'index.html', admin: 'admin.html' },
          output: {
            // Pages share many tiny modules (icons, UI primitives, formatters). Grouped in
            // one chunk, a page loads in a handful of requests instead of dozens.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: 'common', test: /lucide-react|[\\/]src[\\/]components[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]features[\\/][^\\/]+[\\/]api\.ts/, minShareCount: 2 }],
            },
          },
        },
      },
  ssr: { noExternal: [/^@ecole\//, /^@radix-ui\//] },
}));
