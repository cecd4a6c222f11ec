import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'integration',
          root: '.',
          include: ['server/test/**/*.test.ts', 'shared/src/**/*.test.ts'],
          // Playwright owns e2e/; its specs must never be collected by vitest.
          exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
          environment: 'node',
          // Migrates once into a template; every test file then gets its own copy.
          globalSetup: ['server/test/helpers/global-setup.ts'],
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
