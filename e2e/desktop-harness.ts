// The desktop app's renderer in Chromium, without Electron (issue 5, "Testing without the
// Electron binary"): the built renderer (desktop-admin/out/renderer) is served by
// Playwright at the admin server's origin, and `window.desktop` is bound, method by
// method, to the very main-process code the app runs (desktop-admin/src/core), which
// talks to the real server. What is left is what preload does: File objects to paths.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createBackend, type DesktopBackend } from '../desktop-admin/src/core/backend';
import { toResult } from '../desktop-admin/src/core/errors';
import { checkArgs } from '../desktop-admin/src/core/ipc-args';
import { JsonFileStore } from '../desktop-admin/src/core/persist';
import { testSecrets } from '../desktop-admin/test/helpers/test-secrets';
import { DESKTOP_METHODS, type DesktopEvent, type UploadSource } from '../desktop-admin/src/shared/api';
import { ADMIN_URL } from '../playwright.config';

export { ADMIN_URL };
const RENDERER = path.resolve('desktop-admin/out/renderer');
export const APP_URL = `${ADMIN_URL}/desktop-app/index.html`;

export const newStoreFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'desktop-e2e-')), 'desktop-admin.json');

declare global {
  interface Window {
    __desktopEmit?: (e: DesktopEvent) => void;
    __testPaths: Map<string, string>;
  }
}

export interface DesktopApp {
  backend: DesktopBackend;
  /** What the system file picker answers next. */
  picks: string[];
}

/** Opens the app in `page` with its main-process side on `storeFile` (a fresh one by default). */
export async function openDesktopApp(page: Page, storeFile = newStoreFile()): Promise<DesktopApp> {
  const app: DesktopApp = { backend: null as unknown as DesktopBackend, picks: [] };
  app.backend = await createBackend({
    store: new JsonFileStore(storeFile),
    secrets: testSecrets,
    queueFile: storeFile.replace(/\.json$/, '.queue.json'),
    emit: (event) => void page.evaluate((e) => window.__desktopEmit?.(e), event).catch(() => {}),
    pickPaths: async () => app.picks.splice(0),
  });
  page.on('close', () => void app.backend.shutdown());

  for (const method of DESKTOP_METHODS) {
    await page.exposeFunction(`__desktop_${method}`, (...args: unknown[]) => {
      // Bytes cannot cross Playwright's binding: the page sends them as base64.
      if (method === 'upload') {
        const source = args[3] as UploadSource | { name: string; base64: string };
        if ('base64' in source) args[3] = { name: source.name, bytes: Buffer.from(source.base64, 'base64') };
      }
      // The same checks as the main process's IPC handlers.
      return toResult(async () => (app.backend[method] as (...a: unknown[]) => Promise<unknown>)(...checkArgs(method, args)));
    });
  }

  await page.addInitScript((methods: readonly string[]) => {
    const call = (m: string, ...args: unknown[]) => (window as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[`__desktop_${m}`](...args);
    const listeners = new Set<(e: unknown) => void>();
    window.__desktopEmit = (e) => listeners.forEach((l) => l(e));
    // Files a test "drops" or "picks": their names mapped to real paths (webUtils.getPathForFile in the app).
    window.__testPaths = new Map();
    const pathOf = (f: File) => window.__testPaths.get(f.name) ?? '';
    const bridge: Record<string, unknown> = Object.fromEntries(methods.map((m) => [m, (...args: unknown[]) => call(m, ...args)]));
    bridge.upload = async (p: string, fields: Record<string, string>, field: string, file: File, uploadId?: string) => {
      const onDisk = pathOf(file);
      if (onDisk) return call('upload', p, fields, field, { path: onDisk }, uploadId);
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return call('upload', p, fields, field, { name: file.name, base64: btoa(binary) }, uploadId);
    };
    bridge.addToAlbum = (albumId: number, files: File[]) => call('addToAlbum', albumId, files.map(pathOf).filter(Boolean));
    bridge.splitDrop = (files: File[]) => call('splitDrop', files.map(pathOf).filter(Boolean));
    bridge.addFoldersAsAlbums = (files: File[], category: string) => call('addFoldersAsAlbums', files.map(pathOf).filter(Boolean), category);
    bridge.onEvent = (l: (e: unknown) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    };
    (window as unknown as { desktop: unknown }).desktop = bridge;
  }, DESKTOP_METHODS);

  await page.route(`${ADMIN_URL}/desktop-app/**`, (route) => {
    const rel = new URL(route.request().url()).pathname.replace(/^\/desktop-app\//, '');
    return route.fulfill({ path: path.join(RENDERER, rel) });
  });
  await page.goto(APP_URL);
  return app;
}

/**
 * Drops files or folders (real paths) on `selector`, as Electron would deliver them: File
 * objects whose paths the preload looks up.
 */
export async function dropPaths(page: Page, selector: string, paths: string[]) {
  const entries = paths.map((p) => ({ name: path.basename(p), path: p }));
  await page.evaluate((list) => list.forEach((e) => window.__testPaths.set(e.name, e.path)), entries);
  const dataTransfer = await page.evaluateHandle((names) => {
    const dt = new DataTransfer();
    for (const n of names) dt.items.add(new File([''], n));
    return dt;
  }, entries.map((e) => e.name));
  const target = page.locator(selector).first();
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
