// Stands for Electron's safeStorage in the tests and the Playwright harness: sealed text is
// not the plain text, and opens again (asynchronously, as safeStorage does).
import type { SecretBox } from '../../src/core/persist';

export const testSecrets: SecretBox = {
  available: async () => true,
  seal: async (plain) => `sealed:${Buffer.from(plain).toString('base64')}`,
  open: async (sealed) => (sealed.startsWith('sealed:') ? { plain: Buffer.from(sealed.slice(7), 'base64').toString(), reseal: false } : null),
};
