// The Electron the installers ship is the one the app is built and typed against: the
// administrator's session runs in its Chromium, so it is pinned to one exact, still
// supported release (README.md, "Electron version"), named in two files that must agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('packaging', () => {
  const pinned: string = JSON.parse(read('package.json')).devDependencies.electron;
  const installed: string = JSON.parse(read('node_modules/electron/package.json')).version;
  const packaged = /^electronVersion:\s*(\S+)\s*$/m.exec(read('electron-builder.yml'))?.[1];

  it('pins one exact Electron release, the one installed', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it('packages the same Electron as the app is built against', () => {
    expect(packaged).toBe(pinned);
  });
});
