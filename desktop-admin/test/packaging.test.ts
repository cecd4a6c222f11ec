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

  // Checked once against electron-builder 26.17.0's scheme.json (its electronFuses options);
  // the real flip happens only when an installer is made, which needs the Electron binary.
  it('switches off, in the installers, the ways to run other code through the app', () => {
    const yml = read('electron-builder.yml');
    const fuse = (name: string) => new RegExp(`^\\s+${name}:\\s*(true|false)\\s*$`, 'm').exec(yml)?.[1];
    expect(yml).toMatch(/^electronFuses:\s*$/m);
    expect(fuse('runAsNode')).toBe('false');
    expect(fuse('enableNodeOptionsEnvironmentVariable')).toBe('false');
    expect(fuse('enableNodeCliInspectArguments')).toBe('false');
    expect(fuse('onlyLoadAppFromAsar')).toBe('true');
    expect(yml).toMatch(/^asar: true$/m);
  });
});
