import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { iconSprite } from '../site/icon-sprite';

// Main and preload bundle their dependencies (only Electron stays outside), so the
// packaged app needs no node_modules folder: electron-builder.yml ships out/ alone.
export default defineConfig({
  main: {
    build: { externalizeDeps: false },
  },
  preload: {
    // A sandboxed renderer runs its preload as CommonJS, whatever the package type.
    build: { externalizeDeps: false, lib: { entry: 'src/preload/index.ts', formats: ['cjs'] } },
  },
  renderer: {
    // The web administration's screens draw their icons from the site's sprite, here inside the page.
    plugins: [react(), tailwindcss(), iconSprite({ output: 'inline' })],
    resolve: {
      // The screens come from the web administration (site/src/admin): one React, one
      // query client module, whichever package's node_modules a file was resolved from.
      dedupe: ['react', 'react-dom', '@tanstack/react-query'],
    },
    build: {
      // Loaded from disk: one bundle, nothing to gain from chunks fetched later.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  },
});
