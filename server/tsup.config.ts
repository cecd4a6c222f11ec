import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace package ships TypeScript source: bundle it; keep npm packages external.
  noExternal: [/^@ecole\//],
});
