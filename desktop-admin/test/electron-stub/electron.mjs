// A stand-in for the `electron` module, for running the built main process in plain Node:
// it records what the glue asks of Electron (IPC handlers, window options, header hook).
import { Buffer } from 'node:buffer';

const state = (globalThis.__electron = { handlers: new Map(), windows: [], sent: [], headerHooks: [], appListeners: {}, quit: false });

export const app = {
  whenReady: () => Promise.resolve(),
  isReady: () => true,
  on: (event, fn) => void (state.appListeners[event] = fn),
  getPath: () => process.env.STUB_USER_DATA,
  getName: () => 'desktop-admin',
  getVersion: () => '0.1.0',
  quit: () => void (state.quit = true),
};
export const ipcMain = { handle: (channel, fn) => state.handlers.set(channel, fn), on() {}, removeHandler() {} };
export class BrowserWindow {
  constructor(options) {
    this.options = options;
    this.webContents = {
      send: (channel, payload) => state.sent.push([channel, payload]),
      setWindowOpenHandler: (fn) => void (this.openHandler = fn),
      listeners: {},
      on(event, fn) {
        this.listeners[event] = fn;
      },
    };
    state.windows.push(this);
  }
  static getAllWindows() {
    return state.windows;
  }
  once() {}
  on() {}
  show() {}
  loadFile(file) {
    this.loaded = file;
    return Promise.resolve();
  }
  loadURL(url) {
    this.loaded = url;
    return Promise.resolve();
  }
}
export const dialog = {
  showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
  // Answers with the next of state.messageBoxAnswers (button index), recording what was asked.
  showMessageBoxSync: (win, options) => {
    (state.messageBoxes ??= []).push(options);
    return (state.messageBoxAnswers ?? []).shift() ?? options.cancelId ?? 0;
  },
};
// The asynchronous calls only (Electron 45 deprecates the others): the glue calling a
// synchronous one fails here. STUB_KEY stands for the system's key: text sealed under an
// older one opens, asking to be sealed again.
const key = process.env.STUB_KEY ?? '1';
export const safeStorage = {
  isAsyncEncryptionAvailable: async () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptStringAsync: async (s) => Buffer.from(`stub${key}:${s}`),
  decryptStringAsync: async (b) => {
    const m = /^stub(\d+):(.*)$/s.exec(b.toString());
    if (!m) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return { result: m[2], shouldReEncrypt: m[1] !== key };
  },
};
export const session = {
  defaultSession: {
    webRequest: { onHeadersReceived: (fn) => state.headerHooks.push(fn) },
    setPermissionRequestHandler: (fn) => void (state.permissionRequest = fn),
    setPermissionCheckHandler: (fn) => void (state.permissionCheck = fn),
  },
};
export const shell = { openExternal: async (url) => void (state.opened = url), openPath: async () => '' };
export default { app, ipcMain, BrowserWindow, dialog, safeStorage, session, shell };
