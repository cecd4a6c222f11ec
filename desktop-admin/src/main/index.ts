// Electron glue, and only glue: a window with the renderer locked down, electron-store
// for what persists, safeStorage for the session, the system file picker, and one IPC
// handler per DesktopApi method. Everything else is in src/core (tested without
// Electron: test/*.test.ts, e2e/desktop*.spec.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, safeStorage, session, shell, type IpcMainInvokeEvent } from 'electron';
import Store from 'electron-store';
import { adminMessages } from '@ecole/shared/admin-messages';
import { createBackend, type DesktopBackend } from '../core/backend';
import { toResult } from '../core/errors';
import { checkArgs } from '../core/ipc-args';
import type { PersistedState, SecretBox } from '../core/persist';
import { DESKTOP_METHODS, IPC_EVENT, IPC_PREFIX } from '../shared/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererUrl = process.env.ELECTRON_RENDERER_URL;
const rendererFile = path.join(here, '../renderer/index.html');

const store = new Store<PersistedState>({ name: 'desktop-admin' });

// On Linux without a keyring safeStorage falls back to a fixed key ('basic_text'):
// that protects nothing, so the session is then not kept and the login is asked again.
// Its asynchronous calls only: Electron 45 deprecates the synchronous ones.
const secrets: SecretBox = {
  available: async () => (await safeStorage.isAsyncEncryptionAvailable()) && (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
  seal: async (plain) => (await safeStorage.encryptStringAsync(plain)).toString('base64'),
  open: async (sealed) => {
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(sealed, 'base64'));
      return { plain: result, reseal: shouldReEncrypt };
    } catch {
      return null;
    }
  },
};

const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen']);

let win: BrowserWindow | null = null;

async function pickPaths(kind: 'files' | 'folder'): Promise<string[]> {
  const options: Electron.OpenDialogOptions =
    kind === 'folder'
      ? { title: 'Choisir un dossier de photos et vidéos', properties: ['openDirectory', 'multiSelections'] }
      : {
          title: 'Choisir des photos et vidéos',
          properties: ['openFile', 'multiSelections'],
          filters: [
            { name: 'Photos et vidéos', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'mov', 'webm'] },
            { name: 'Tous les fichiers', extensions: ['*'] },
          ],
        };
  const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return r.canceled ? [] : r.filePaths;
}

/** Only our own page may call the main process. */
function fromOurPage(e: IpcMainInvokeEvent): boolean {
  const url = e.senderFrame?.url ?? '';
  return rendererUrl ? url.startsWith(rendererUrl) : url.startsWith('file://') && fileURLToPath(url.split(/[?#]/)[0]) === rendererFile;
}

// Built once the app is ready: on Linux, safeStorage can only tell whether it works then,
// and the stored session must not be read before.
let backend: DesktopBackend | null = null;
async function startBackend(): Promise<DesktopBackend> {
  const queueFile = path.join(app.getPath('userData'), 'upload-queue.json');
  const b = await createBackend({ store, secrets, queueFile, emit: (event) => win?.webContents.send(IPC_EVENT, event), pickPaths });
  for (const method of DESKTOP_METHODS) {
    ipcMain.handle(IPC_PREFIX + method, (e, ...args: unknown[]) => {
      if (!fromOurPage(e)) return { ok: false, error: { code: 'invalid-request', message: 'Appel refusé.' } };
      const fn = b[method] as (...a: unknown[]) => Promise<unknown>;
      // Checked here, not trusted: the renderer shows server content (core/ipc-args.ts).
      return toResult(async () => fn(...checkArgs(method, args)));
    });
  }
  return b;
}

function createWindow() {
  win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Administration — Lagune Business School',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: path.join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  });
  win.once('ready-to-show', () => win?.show());
  // Links to the public site open in the browser, never inside the app.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  // The app is one page: a file dropped outside a drop zone must not replace it.
  win.webContents.on('will-navigate', (e) => e.preventDefault());
  win.webContents.on('will-attach-webview', (e) => e.preventDefault());
  // A form with unsaved typing refuses the unload (site/src/admin/forms/warn-before-leaving.ts):
  // Electron would then keep the window open without a word. Asked here instead.
  win.webContents.on('will-prevent-unload', (e) => {
    const { title, description, confirmLabel, stay } = adminMessages.discardTyping;
    const choice = dialog.showMessageBoxSync(win!, { type: 'question', title, message: title, detail: description, buttons: [stay, confirmLabel], defaultId: 0, cancelId: 0 });
    // preventDefault here lets the unload go on, the typing with it.
    if (choice === 1) e.preventDefault();
  });
  if (rendererUrl) void win.loadURL(rendererUrl);
  else void win.loadFile(rendererFile);
  win.on('closed', () => (win = null));
}

app.whenReady().then(async () => {
  // Before the window: its page calls the backend as soon as it loads.
  backend = await startBackend();
  // The school's media answer "Cross-Origin-Resource-Policy: same-origin" (server/src/media/
  // routes.ts), which would hide every thumbnail from a page loaded from file://. The app
  // is the administrator's own client of that server: its images may show here.
  // Nothing the app does needs the camera, the microphone, the position, notifications or
  // any other device: only a video's full-screen button. A page of the server shown here
  // gets nothing else, asked or checked.
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)));
  session.defaultSession.setPermissionCheckHandler((_wc, permission) => ALLOWED_PERMISSIONS.has(permission));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    const server = store.get('serverUrl');
    const headers = details.responseHeaders ?? {};
    if (server && details.url.startsWith(`${server}/media/`)) {
      for (const k of Object.keys(headers)) if (k.toLowerCase() === 'cross-origin-resource-policy') delete headers[k];
    }
    callback({ responseHeaders: headers });
  });
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

let quitting = false;
app.on('before-quit', (e) => {
  if (quitting) return;
  // The queue is saved and its uploads stopped cleanly: they resume at the next start.
  e.preventDefault();
  quitting = true;
  void (backend?.shutdown() ?? Promise.resolve()).finally(() => app.quit());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
