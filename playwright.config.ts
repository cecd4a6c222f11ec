import { defineConfig } from '@playwright/test';

// Debian's Chromium (Playwright's own browser download fails on these machines).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const SEEDED_URL = 'http://127.0.0.1:4173';
export const EMPTY_URL = 'http://127.0.0.1:4174';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: SEEDED_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    { command: 'node scripts/e2e-server.mjs 4173 seeded', url: `${SEEDED_URL}/robots.txt`, timeout: 120_000, reuseExistingServer: false },
    { command: 'node scripts/e2e-server.mjs 4174 empty --empty', url: `${EMPTY_URL}/robots.txt`, timeout: 120_000, reuseExistingServer: false },
  ],
});
