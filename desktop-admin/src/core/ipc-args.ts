// What the main process accepts from the renderer, method by method. The renderer is our
// own page, but it shows server content and runs the web administration's screens: the
// main process holds the session and the disk, so it checks every argument before use
// (a NaN concurrency, for one, lifted the limit: `uploads.size >= NaN` is never true).
import { z } from 'zod';
import { ALBUM_CATEGORIES } from '@ecole/shared/constants';
import { FORWARDED_HEADERS, type DesktopMethod } from '../shared/api';
import { DesktopError } from './errors';
import { MAX_CONCURRENCY } from './queue';

export const ipcMessages = {
  badArguments: (method: string) => `Demande refusée par l'application : paramètres invalides (${method}).`,
  unknownMethod: "Demande refusée par l'application : opération inconnue.",
} as const;

/** The HTTP methods the shared admin client uses. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const text = z.string().max(4096);
const apiPath = z.string().startsWith('/api/').max(2048);
const filePath = z.string().min(1).max(4096);
const paths = z.array(filePath).max(100_000);
const id = z.string().min(1).max(100);
const albumId = z.number().int().positive();
const source = z.union([z.object({ path: filePath }).strict(), z.object({ name: z.string().min(1).max(1024), bytes: z.instanceof(Uint8Array) }).strict()]);

/** Only the headers the main process passes on, each a short line of text. */
const forwardedHeaders = z.strictObject(Object.fromEntries(FORWARDED_HEADERS.map((h) => [h, z.string().max(256).regex(/^[\x21-\x7e][\x20-\x7e]*$/).optional()])));

const none = z.tuple([]);
export const ipcArgs = {
  getState: none,
  setServerUrl: z.tuple([text]),
  forgetServer: none,
  request: z.tuple([z.enum(HTTP_METHODS), apiPath, z.string().max(10_000_000).optional(), forwardedHeaders.optional()]),
  upload: z.tuple([apiPath, z.record(z.string().max(100), text), z.string().min(1).max(100), source, id.optional()]),
  addToAlbum: z.tuple([albumId, paths]),
  splitDrop: z.tuple([paths]),
  addFoldersAsAlbums: z.tuple([paths, z.enum(ALBUM_CATEGORIES)]),
  pickIntoAlbum: z.tuple([albumId, z.enum(['files', 'folder'])]),
  queueSnapshot: none,
  pauseQueue: none,
  resumeQueue: none,
  cancelItem: z.tuple([id]),
  cancelAll: none,
  retryItem: z.tuple([id]),
  retryFailed: none,
  clearFinished: none,
  setConcurrency: z.tuple([z.number().int().min(1).max(MAX_CONCURRENCY)]),
} satisfies Record<DesktopMethod, z.ZodType<unknown[]>>;

/** The arguments as the method expects them; a French refusal otherwise. */
export function checkArgs(method: DesktopMethod, args: unknown[]): unknown[] {
  const schema = (ipcArgs as Record<string, z.ZodType<unknown[]> | undefined>)[method];
  if (!schema || !Object.hasOwn(ipcArgs, method)) throw new DesktopError('invalid-request', ipcMessages.unknownMethod);
  // A trailing `undefined` (an optional argument left out) crosses IPC as a value.
  const trimmed = [...args];
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === undefined) trimmed.pop();
  const parsed = schema.safeParse(trimmed);
  if (!parsed.success) throw new DesktopError('invalid-request', ipcMessages.badArguments(method));
  return parsed.data;
}
