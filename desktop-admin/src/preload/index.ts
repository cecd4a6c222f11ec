// The renderer's only door to the main process (contextIsolation and sandbox on, no Node
// integration): one function per DesktopApi method and the event stream. Files arrive
// here as the File objects of a drop or a file input and leave as their paths on disk,
// so the renderer can never name a file the administrator did not give it.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { DESKTOP_METHODS, FILE_METHODS, IPC_EVENT, IPC_PREFIX, type AlbumCategory, type DesktopBridge, type DesktopEvent, type FileMethod } from '../shared/api';

const invoke = (method: string, ...args: unknown[]) => ipcRenderer.invoke(IPC_PREFIX + method, ...args);
const paths = (files: File[]) => files.map((f) => webUtils.getPathForFile(f)).filter((p) => p !== '');
const fileMethods = new Set<string>(FILE_METHODS);

type PlainMethods = Omit<DesktopBridge, FileMethod | 'onEvent'>;
const plain = Object.fromEntries(DESKTOP_METHODS.filter((m) => !fileMethods.has(m)).map((m) => [m, (...args: unknown[]) => invoke(m, ...args)])) as PlainMethods;

const bridge: DesktopBridge = {
  ...plain,
  async upload(path: string, fields: Record<string, string>, field: string, file: File, uploadId?: string) {
    const onDisk = webUtils.getPathForFile(file);
    const source = onDisk ? { path: onDisk } : { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
    return invoke('upload', path, fields, field, source, uploadId);
  },
  addToAlbum: (albumId: number, files: File[]) => invoke('addToAlbum', albumId, paths(files)),
  splitDrop: (files: File[]) => invoke('splitDrop', paths(files)),
  addFoldersAsAlbums: (folders: File[], category: AlbumCategory) => invoke('addFoldersAsAlbums', paths(folders), category),
  onEvent(listener: (event: DesktopEvent) => void) {
    const handler = (_e: IpcRendererEvent, event: DesktopEvent) => listener(event);
    ipcRenderer.on(IPC_EVENT, handler);
    return () => ipcRenderer.removeListener(IPC_EVENT, handler);
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
