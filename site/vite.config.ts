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
        rollupOptions: { input: 'index.html' },
      },
  ssr: { noExternal: [/^@ecole\//, /^@radix-ui\//] },
}));
