// Runs the built main process (out/main/index.js) on the stub, calls it as the renderer
// would through IPC, and prints what happened as JSON. Usage: node run-main.mjs <server URL>
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

register('./hooks.mjs', import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
await import(pathToFileURL(path.join(root, 'out/main/index.js')).href);

const s = globalThis.__electron;
// The window opens once the backend has opened the sealed session (asynchronously).
for (const end = Date.now() + 5000; s.windows.length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
const storeFile = path.join(process.env.STUB_USER_DATA, 'desktop-admin.json');
const sealedSession = () => {
  try {
    return JSON.parse(readFileSync(storeFile, 'utf8')).sealedSession ?? null;
  } catch {
    return null;
  }
};
const page = { senderFrame: { url: pathToFileURL(path.join(root, 'out/renderer/index.html')).href } };
const stranger = { senderFrame: { url: 'https://evil.example/' } };
const call = (event, method, ...args) => s.handlers.get(`desktop:${method}`)(event, ...args);

const [win] = s.windows;
const report = {
  channels: [...s.handlers.keys()].sort(),
  webPreferences: win?.options.webPreferences,
  loaded: win?.loaded,
  opensOutside: win?.openHandler?.({ url: 'https://www.example.org/' }),
  initialState: await call(page, 'getState'),
  stranger: await call(stranger, 'getState'),
  badUrl: await call(page, 'setServerUrl', 'ftp://x'),
  sealedAtStart: sealedSession(),
  connected: await call(page, 'setServerUrl', process.argv[2]),
};
// STUB_LOGIN: the login form's JSON body, sent as the renderer sends it.
if (process.env.STUB_LOGIN) {
  report.login = (await call(page, 'request', 'POST', '/api/admin/login', process.env.STUB_LOGIN)).value?.status;
  report.sealedAfterLogin = sealedSession();
}
// Arguments the renderer should never send: refused before they reach the backend.
report.badArgs = {
  concurrencyNaN: await call(page, 'setConcurrency', NaN),
  concurrencyText: await call(page, 'setConcurrency', '3'),
  concurrencyTooMany: await call(page, 'setConcurrency', 1000),
  method: await call(page, 'request', 'TRACE', '/api/admin/me'),
  path: await call(page, 'request', 'GET', 'https://evil.example/api/x'),
  extra: await call(page, 'cancelAll', 'en trop'),
  album: await call(page, 'addToAlbum', '1', ['/etc/passwd']),
  category: await call(page, 'addFoldersAsAlbums', ['/tmp'], 'Autre'),
  kind: await call(page, 'pickIntoAlbum', 1, 'everything'),
  source: await call(page, 'upload', '/api/admin/upload', {}, 'image', { path: 42 }),
};
report.concurrencySet = await call(page, 'setConcurrency', 2);
report.concurrencyAfter = (await call(page, 'getState')).value.queue.concurrency;
// The media of the chosen server lose their same-origin resource policy, others keep it.
const hook = s.headerHooks[0];
const run = (url) =>
  new Promise((resolve) => hook({ url, responseHeaders: { 'Cross-Origin-Resource-Policy': ['same-origin'] } }, (r) => resolve(Object.keys(r.responseHeaders))));
report.mediaHeaders = await run(`${process.argv[2]}/media/abc.jpg`);
report.otherHeaders = await run('https://elsewhere.example/media/abc.jpg');
// Devices and other permissions: only full screen, asked or checked.
const PERMISSIONS = ['fullscreen', 'media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid'];
report.permissionsGranted = await Promise.all(PERMISSIONS.map((p) => new Promise((resolve) => s.permissionRequest(win.webContents, p, (ok) => resolve(ok && p)))));
report.permissionsChecked = PERMISSIONS.filter((p) => s.permissionCheck(win.webContents, p));
// Quitting saves the queue before the app goes.
const prevented = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
s.appListeners['before-quit']?.(prevented);
await new Promise((r) => setTimeout(r, 100));
report.quit = { prevented: prevented.defaultPrevented, quitCalled: s.quit };
// A page refusing its unload (unsaved typing): the window asks; "Rester" (0) keeps the page,
// the other button (1) lets the unload go on, which Electron reads as preventDefault.
const unload = win.webContents.listeners['will-prevent-unload'];
report.unload = [0, 1].map((answer) => {
  s.messageBoxAnswers = [answer];
  const event = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
  unload?.(event);
  return { answer, unloadGoesOn: event.defaultPrevented };
});
report.unloadQuestions = s.messageBoxes ?? [];
process.stdout.write(JSON.stringify(report));
process.exit(0);
