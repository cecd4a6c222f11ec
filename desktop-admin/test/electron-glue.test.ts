// The Electron glue itself, built (out/), run without the Electron binary: the main
// process on a stand-in `electron` module (test/electron-stub), the preload script in a
// sandbox-like function scope with a stand-in `require('electron')`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '../../server/test/helpers/admin';
import { startTestServer, type TestServer } from '../../server/test/helpers/server';
import { adminMessages } from '@ecole/shared/admin-messages';
import { ipcMessages } from '../src/core/ipc-args';
import { DESKTOP_METHODS } from '../src/shared/api';
import { removeDir, tempDir } from './helpers/desktop';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let server: TestServer;
let dir: string;
beforeAll(async () => {
  // `pnpm test` builds first; a lone run of this file builds what it needs.
  if (!existsSync(path.join(root, 'out/main/index.js')) || !existsSync(path.join(root, 'out/preload/index.cjs'))) {
    execFileSync(path.join(root, 'node_modules/.bin/electron-vite'), ['build'], { cwd: root, stdio: 'ignore' });
  }
  server = await startTestServer();
  dir = await tempDir();
});
afterAll(async () => {
  await server?.close();
  await removeDir(dir);
});

describe('main process (out/main/index.js)', () => {
  /** The built main process on the Electron stand-in (electron-stub/), driven by run-main.mjs: its JSON report. */
  async function runMain(env: Record<string, string> = {}) {
    // Not spawnSync: the test server answers from this very process.
    const child = spawn(process.execPath, [path.join(root, 'test/electron-stub/run-main.mjs'), server.url], { env: { ...process.env, STUB_USER_DATA: dir, ...env } });
    const run = { stdout: '', stderr: '', status: null as number | null };
    child.stdout.on('data', (d: Buffer) => (run.stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (run.stderr += d.toString()));
    run.status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout);
  }

  it('locks the window down, answers only its own page, keeps the server, lets its media show, grants no device, saves before quitting', async () => {
    const r = await runMain();
    expect(r.channels).toEqual(DESKTOP_METHODS.map((m) => `desktop:${m}`).sort());
    expect(r.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(existsSync(r.webPreferences.preload)).toBe(true);
    expect(r.loaded).toBe(path.join(root, 'out/renderer/index.html'));
    expect(r.opensOutside).toEqual({ action: 'deny' });
    expect(r.initialState).toMatchObject({ ok: true, value: { serverUrl: null, admin: null } });
    expect(r.stranger).toEqual({ ok: false, error: { code: 'invalid-request', message: 'Appel refusé.' } });
    expect(r.badUrl).toMatchObject({ ok: false, error: { code: 'invalid-url' } });
    expect(r.connected).toEqual({ ok: true, value: { serverUrl: server.url } });
    // Every IPC argument is checked in the main process: a bad one is refused in French.
    for (const [method, answer] of Object.entries({ setConcurrency: r.badArgs.concurrencyNaN, setConcurrency2: r.badArgs.concurrencyText, setConcurrency3: r.badArgs.concurrencyTooMany, request: r.badArgs.method, request2: r.badArgs.path, cancelAll: r.badArgs.extra, addToAlbum: r.badArgs.album, addFoldersAsAlbums: r.badArgs.category, pickIntoAlbum: r.badArgs.kind, upload: r.badArgs.source })) {
      expect(answer, method).toEqual({ ok: false, error: { code: 'invalid-request', message: ipcMessages.badArguments(method.replace(/\d$/, '')) } });
    }
    expect(r.concurrencySet).toEqual({ ok: true });
    expect(r.concurrencyAfter).toBe(2);
    // electron-store wrote the address where Electron keeps the app's data.
    expect(JSON.parse(readFileSync(path.join(dir, 'desktop-admin.json'), 'utf8')).serverUrl).toBe(server.url);
    expect(r.mediaHeaders).toEqual([]);
    expect(r.otherHeaders).toEqual(['Cross-Origin-Resource-Policy']);
    expect(r.permissionsGranted.filter(Boolean)).toEqual(['fullscreen']);
    expect(r.permissionsChecked).toEqual(['fullscreen']);
    expect(r.quit).toEqual({ prevented: true, quitCalled: true });
  });

  it("keeps the session sealed by safeStorage's asynchronous calls, opens it at the next start, and seals it again under the system's newer key", async () => {
    const own = await tempDir();
    try {
      const { username, password } = await createTestAdmin(server);
      const first = await runMain({ STUB_USER_DATA: own, STUB_LOGIN: JSON.stringify({ username, password }) });
      expect(first.login).toBe(200);
      // Written before the login was answered; sealed, the cookie's text nowhere in the store.
      const sealed = Buffer.from(first.sealedAfterLogin, 'base64').toString();
      expect(sealed).toMatch(/^stub1:/);
      expect(readFileSync(path.join(own, 'desktop-admin.json'), 'utf8')).not.toContain(sealed.slice(6));

      const again = await runMain({ STUB_USER_DATA: own, STUB_KEY: '2' });
      expect(Buffer.from(again.sealedAtStart, 'base64').toString()).toBe(sealed.replace(/^stub1:/, 'stub2:'));
      expect(again.initialState).toMatchObject({ ok: true, value: { serverUrl: server.url, admin: { username } } });
    } finally {
      await removeDir(own);
    }
  });

  it('asks before a window with unsaved typing is reloaded or closed, and keeps it on "Rester"', async () => {
    const r = await runMain();
    const { title, description, confirmLabel, stay } = adminMessages.discardTyping;
    // Without the question Electron keeps the window open without a word (the page refused the unload).
    expect(r.unloadQuestions).toHaveLength(2);
    for (const q of r.unloadQuestions) expect(q).toMatchObject({ title, message: title, detail: description, buttons: [stay, confirmLabel], defaultId: 0, cancelId: 0 });
    expect(r.unload).toEqual([
      { answer: 0, unloadGoesOn: false },
      { answer: 1, unloadGoesOn: true },
    ]);
  });
});

describe('preload (out/preload/index.cjs)', () => {
  function loadPreload() {
    const invoked: unknown[][] = [];
    const listeners = new Map<string, (...a: unknown[]) => void>();
    let exposed: Record<string, (...a: unknown[]) => unknown> | null = null;
    let exposedName = '';
    const electron = {
      contextBridge: {
        exposeInMainWorld: (name: string, api: Record<string, (...a: unknown[]) => unknown>) => {
          exposedName = name;
          exposed = api;
        },
      },
      ipcRenderer: {
        invoke: async (...args: unknown[]) => {
          invoked.push(args);
          return { ok: true, value: null };
        },
        on: (channel: string, fn: (...a: unknown[]) => void) => listeners.set(channel, fn),
        removeListener: (channel: string) => listeners.delete(channel),
      },
      webUtils: { getPathForFile: (f: { diskPath?: string }) => f.diskPath ?? '' },
    };
    const code = readFileSync(path.join(root, 'out/preload/index.cjs'), 'utf8');
    // A sandboxed preload gets a `require` that knows only 'electron' (and a few others).
    const require = (id: string) => {
      if (id === 'electron') return electron;
      throw new Error(`module not available to a sandboxed preload: ${id}`);
    };
    new Function('require', 'module', 'exports', code)(require, { exports: {} }, {});
    return { bridge: exposed!, name: exposedName, invoked, listeners };
  }

  const file = (name: string, diskPath?: string, content = '') => Object.assign(new File([content], name), diskPath ? { diskPath } : {});

  it('exposes window.desktop with one function per method and no Node access', () => {
    const { bridge, name } = loadPreload();
    expect(name).toBe('desktop');
    expect(Object.keys(bridge).sort()).toEqual([...DESKTOP_METHODS, 'onEvent'].sort());
    for (const fn of Object.values(bridge)) expect(typeof fn).toBe('function');
  });

  it('relays calls to their own channel and turns dropped files into their paths', async () => {
    const { bridge, invoked } = loadPreload();
    await bridge.request('GET', '/api/admin/albums');
    await bridge.addToAlbum(7, [file('a.jpg', '/photos/a.jpg'), file('collé.png'), file('b.mp4', '/photos/b.mp4')]);
    await bridge.splitDrop([file('Gala', '/photos/Gala'), file('isolée.png', '/photos/isolée.png')]);
    await bridge.addFoldersAsAlbums([file('Gala', '/photos/Gala')], 'Événements');
    await bridge.upload('/api/admin/sliders/upload', {}, 'image', file('x.png', '/photos/x.png'), 'envoi-7');
    await bridge.upload('/api/admin/sliders/upload', {}, 'image', file('presse-papiers.png', undefined, 'PNG!'));
    expect(invoked).toEqual([
      ['desktop:request', 'GET', '/api/admin/albums'],
      ['desktop:addToAlbum', 7, ['/photos/a.jpg', '/photos/b.mp4']],
      ['desktop:splitDrop', ['/photos/Gala', '/photos/isolée.png']],
      ['desktop:addFoldersAsAlbums', ['/photos/Gala'], 'Événements'],
      ['desktop:upload', '/api/admin/sliders/upload', {}, 'image', { path: '/photos/x.png' }, 'envoi-7'],
      ['desktop:upload', '/api/admin/sliders/upload', {}, 'image', { name: 'presse-papiers.png', bytes: new Uint8Array([80, 78, 71, 33]) }, undefined],
    ]);
  });

  it('delivers the main process events until unsubscribed', () => {
    const { bridge, listeners } = loadPreload();
    const got: unknown[] = [];
    const off = bridge.onEvent((e: unknown) => got.push(e)) as () => void;
    listeners.get('desktop:event')?.({}, { type: 'session-expired' });
    off();
    expect(got).toEqual([{ type: 'session-expired' }]);
    expect(listeners.has('desktop:event')).toBe(false);
  });
});
