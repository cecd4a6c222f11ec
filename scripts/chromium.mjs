// Debian's Chromium as the end-to-end tests and the Lighthouse benchmark drive it
// (Playwright's own browser download fails on these machines): one list of flags for both.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell, the same Chromium without
 * the browser's own interface. The full browser builds, for every test's new context, a window
 * with WebUI renderers of its own (the omnibox popup): twice the time of the whole suite on a
 * 2-core machine (51 tests: 3.2 min against 1.5). Lighthouse keeps the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
