import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'integration',
          include: ['server/test/**/*.test.ts', 'shared/src/**/*.test.ts', 'site/src/**/*.test.ts', 'desktop-admin/test/**/*.test.ts'],
          // Playwright owns e2e/; its specs must never be collected by vitest.
          exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
          environment: 'node',
          // Migrates once into a template; every test file then gets its own copy.
          globalSetup: ['server/test/helpers/global-setup.ts'],
          pool: 'forks',
          // Files share a worker's module cache: the server code and PGlite's WebAssembly
          // load once per worker instead of once per file, halving the suite's CPU time.
          // Isolation comes from the data instead: each file starts its own server, database
          // and media folder. The price: no module-level vi.mock in these tests.
          isolate: false,
          // Two files at a time even on two cores (the default leaves one core to vitest): each
          // spends much of its time waiting on its server and database, and the suite takes
          // ~175 s instead of ~255 s on PGlite here.
          maxWorkers: 2,
          // Every test file logs in: scrypt at 2^14 (~70 ms) rather than the production 2^17 (~1 s
          // of CPU here). The same code checks the password; admin-auth.test.ts checks the default.
          env: { PASSWORD_HASH_COST: '14' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
