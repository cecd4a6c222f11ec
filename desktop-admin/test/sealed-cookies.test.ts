// The cookies sealed in the store with an asynchronous secret store (src/core/sealed-cookies.ts):
// changes land in the order they came, however long each seal takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonFileStore, noSecretBox, type SecretBox } from '../src/core/persist';
import { SealedCookies } from '../src/core/sealed-cookies';
import { removeDir, tempDir } from './helpers/desktop';
import { testSecrets } from './helpers/test-secrets';

let dir: string;
beforeAll(async () => (dir = await tempDir()));
afterAll(() => removeDir(dir));

let n = 0;
const newStore = () => {
  const file = path.join(dir, `store-${++n}.json`);
  return { store: new JsonFileStore(file), onDisk: () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | undefined> };
};

describe('sealed cookies', () => {
  it('lands a logout after a login whose seal is slow: no session left in the store', async () => {
    const { store, onDisk } = newStore();
    const slow: SecretBox = { ...testSecrets, seal: (plain) => new Promise((r) => setTimeout(() => r(`sealed:${Buffer.from(plain).toString('base64')}`), 100)) };
    const cookies = await SealedCookies.open(store, slow);
    cookies.keep('sealedSession', 'sid=login');
    cookies.keep('sealedSession', null);
    await cookies.written();
    // Past the seal's time too: a late seal would land now.
    await new Promise((r) => setTimeout(r, 150));
    expect(onDisk().sealedSession).toBeUndefined();
  });

  it('keeps the last of several changes, sealed, and opens it at the next start', async () => {
    const { store, onDisk } = newStore();
    const cookies = await SealedCookies.open(store, testSecrets);
    cookies.keep('sealedSession', 'sid=first');
    cookies.keep('sealedDevice', 'device=1');
    cookies.keep('sealedSession', 'sid=second');
    await cookies.written();
    expect(onDisk().sealedSession).toMatch(/^sealed:/);
    const again = await SealedCookies.open(store, testSecrets);
    expect([again.session, again.device]).toEqual(['sid=second', 'device=1']);
  });

  it('seals again, at start, what the system asks to, and keeps nothing when a seal fails', async () => {
    const { store, onDisk } = newStore();
    store.set('sealedSession', 'old-key:sid=kept');
    const rotated: SecretBox = {
      available: async () => true,
      seal: async (plain) => {
        if (plain.includes('refused')) throw new Error('keyring locked');
        return `new-key:${plain}`;
      },
      open: async (sealed) => ({ plain: sealed.replace(/^[a-z-]+:/, ''), reseal: sealed.startsWith('old-key:') }),
    };
    const cookies = await SealedCookies.open(store, rotated);
    expect(cookies.session).toBe('sid=kept');
    expect(onDisk().sealedSession).toBe('new-key:sid=kept');
    cookies.keep('sealedSession', 'sid=refused');
    await cookies.written();
    expect(onDisk().sealedSession).toBeUndefined();
  });

  it('opens nothing, and keeps nothing, where sealing protects nothing or the text does not open', async () => {
    const { store, onDisk } = newStore();
    store.set('sealedSession', 'garbage');
    expect((await SealedCookies.open(store, testSecrets)).session).toBeNull();
    const unprotected = await SealedCookies.open(store, noSecretBox);
    expect(unprotected.session).toBeNull();
    unprotected.keep('sealedSession', 'sid=plain');
    await unprotected.written();
    expect(onDisk().sealedSession).toBeUndefined();
  });
});
