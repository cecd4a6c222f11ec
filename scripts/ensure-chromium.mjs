// End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot
// work on these machines). Installs it when missing; needs root and the Debian mirror.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The full browser (Lighthouse) and its headless shell (the end-to-end tests, scripts/chromium.mjs).
const PACKAGES = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell' };
const missing = Object.entries(PACKAGES)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);
if (missing.length > 0) {
  console.log(`Chromium absent : installation des paquets Debian ${missing.map((m) => `« ${m} »`).join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}
