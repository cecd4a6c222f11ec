import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/chromium.mjs';


// E2E_PORT moves the four servers (base to base+3), so two checkouts can test at once.
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const SEEDED_URL = `http://127.0.0.1:${PORT}`;
export const EMPTY_URL = `http://127.0.0.1:${PORT + 1}`;
/** A seeded server of its own for the administration flows, which change the data. */
export const ADMIN_URL = `http://127.0.0.1:${PORT + 2}`;

/** A seeded server that the stored-XSS spec fills with script payloads. */
export const XSS_URL = `http://127.0.0.1:${PORT + 3}`;

/** The test administrator, created at start-up from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-Admin-password-2025', email: 'admin-e2e@lagune-business.example' };
const adminEnv = { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_EMAIL: E2E_ADMIN.email };

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
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    { command: `node scripts/e2e-server.mjs ${PORT} seeded`, url: `${SEEDED_URL}/robots.txt`, timeout: 120_000, reuseExistingServer: false, env: adminEnv },
    { command: `node scripts/e2e-server.mjs ${PORT + 1} empty --empty`, url: `${EMPTY_URL}/robots.txt`, timeout: 120_000, reuseExistingServer: false },
    // The admin flows create news, tariffs and albums and edit site texts: on their own
    // server, so the public-page specs running in the other worker never see them.
    { command: `node scripts/e2e-server.mjs ${PORT + 2} admin`, url: `${ADMIN_URL}/robots.txt`, timeout: 120_000, reuseExistingServer: false, env: adminEnv },
    { command: `node scripts/e2e-server.mjs ${PORT + 3} xss`, url: `${XSS_URL}/robots.txt`, timeout: 120_000, reuseExistingServer: false, env: adminEnv },
  ],
});
