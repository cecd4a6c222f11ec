// What was dropped: files and folders (searched recursively) sorted the way a file
// manager shows them ("IMG_2" before "IMG_10"), each recognised by its first bytes with
// the one sniffer the server uses too. Everything else is listed with the reason it is
// left out, so the administrator sees why a file did not go up.
import { lstat, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BULK_TITLE_MAX } from '@ecole/shared/schemas/bulk-upload';
import { sniff, SNIFF_BYTES } from '@ecole/shared/sniff';

export interface Limits {
  imageMaxBytes: number;
  videoMaxBytes: number;
}

export interface FoundFile {
  path: string;
  /** Relative to the dropped folder (or the file name), with '/' separators. */
  relPath: string;
  name: string;
  size: number;
  mtimeMs: number;
  kind: 'image' | 'video';
}

export interface LeftOutFile {
  path: string;
  relPath: string;
  size: number;
  reason: string;
}

export interface ScanResult {
  files: FoundFile[];
  skipped: LeftOutFile[];
}

export const scanMessages = {
  notMedia: 'Ni une image (JPG, PNG, GIF, WebP) ni une vidéo (MP4, MOV, WebM) : non envoyé.',
  empty: 'Fichier vide : non envoyé.',
  unreadable: 'Fichier illisible : non envoyé.',
  imageTooLarge: (mb: number) => `Image de plus de ${mb} MB : le site la refuserait.`,
  videoTooLarge: (mb: number) => `Vidéo de plus de ${mb} MB : le site la refuserait.`,
  notFound: 'Introuvable sur le disque.',
} as const;

const MB = 1024 * 1024;

/** Natural order, as Explorer or Finder list files. Also used for the album order. */
export const naturalCompare = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' }).compare;

/**
 * What a system, a camera or a photo tool keeps beside the photos, hidden from the file
 * manager: dot files and dot folders (.DS_Store, ._*, .Trashes and .Spotlight-V100 on a Mac
 * or a USB key it used, .picasaoriginals, .thumbnails), a Synology's @eaDir, Windows'
 * $RECYCLE.BIN, System Volume Information, Thumbs.db and desktop.ini. A deleted photo or a
 * thumbnail cache published on the school's site is the worst this screen can do. They are
 * left out silently, as .DS_Store always was, rather than listed as skipped: the
 * administrator never sees them in the folder, a trash or a cache holds hundreds of them,
 * and their rows would bury the few files that need a look. (Windows' "hidden" attribute
 * cannot be read from Node; the names above are what it hides in practice.)
 */
const HIDDEN = /^(\..*|@eadir|\$recycle\.bin|system volume information|thumbs\.db|desktop\.ini)$/i;

async function readHead(filePath: string): Promise<Uint8Array> {
  const fh = await open(filePath, 'r');
  try {
    const buf = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

async function classify(filePath: string, relPath: string, limits: Limits, out: ScanResult) {
  let info;
  try {
    info = await stat(filePath);
  } catch {
    out.skipped.push({ path: filePath, relPath, size: 0, reason: scanMessages.notFound });
    return;
  }
  const left = (reason: string) => out.skipped.push({ path: filePath, relPath, size: info.size, reason });
  if (info.size === 0) return left(scanMessages.empty);
  let head: Uint8Array;
  try {
    head = await readHead(filePath);
  } catch {
    return left(scanMessages.unreadable);
  }
  const type = sniff(head);
  if (!type) return left(scanMessages.notMedia);
  if (type.kind === 'image' && info.size > limits.imageMaxBytes) return left(scanMessages.imageTooLarge(Math.round(limits.imageMaxBytes / MB)));
  if (type.kind === 'video' && info.size > limits.videoMaxBytes) return left(scanMessages.videoTooLarge(Math.round(limits.videoMaxBytes / MB)));
  out.files.push({ path: filePath, relPath, name: path.basename(filePath), size: info.size, mtimeMs: info.mtimeMs, kind: type.kind });
}

async function walk(dir: string, rel: string, limits: Limits, out: ScanResult) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    out.skipped.push({ path: dir, relPath: rel, size: 0, reason: scanMessages.unreadable });
    return;
  }
  entries.sort((a, b) => naturalCompare(a.name, b.name));
  for (const e of entries) {
    if (HIDDEN.test(e.name)) continue;
    const full = path.join(dir, e.name);
    const childRel = `${rel}/${e.name}`;
    // Links are not followed: a link to a parent folder would never end.
    if (e.isDirectory()) await walk(full, childRel, limits, out);
    else if (e.isFile()) await classify(full, childRel, limits, out);
  }
}

/**
 * Scans dropped or picked paths. A folder's files are named relative to the folder
 * itself ("Remise des diplômes/IMG_001.jpg"), and come out in natural order of
 * that relative path, which is the order they take in the album.
 */
export async function scanPaths(paths: string[], limits: Limits): Promise<ScanResult> {
  const out: ScanResult = { files: [], skipped: [] };
  for (const p of [...paths].sort(naturalCompare)) {
    let info;
    try {
      info = await lstat(p);
    } catch {
      out.skipped.push({ path: p, relPath: path.basename(p), size: 0, reason: scanMessages.notFound });
      continue;
    }
    if (info.isDirectory()) await walk(p, path.basename(p), limits, out);
    else if (!HIDDEN.test(path.basename(p))) await classify(p, path.basename(p), limits, out);
  }
  out.files.sort((a, b) => naturalCompare(a.relPath, b.relPath));
  return out;
}

/** Folders among dropped paths (a folder dropped on the album list becomes an album). */
export async function splitFolders(paths: string[]): Promise<{ folders: string[]; files: string[] }> {
  const folders: string[] = [];
  const files: string[] = [];
  for (const p of paths) {
    const info = await lstat(p).catch(() => null);
    if (info?.isDirectory()) folders.push(p);
    else files.push(p);
  }
  return { folders: folders.sort(naturalCompare), files };
}

/**
 * Title of a gallery item made from a file: its name without the extension, cut to what the
 * server takes (a name may be 255 characters; a longer title refused the file's every try).
 */
export const titleOf = (fileName: string) => cutTitle(fileName.replace(/\.[^.]+$/, '') || fileName);

/**
 * `text` within `max` UTF-16 units, as the server counts them (after its trim): cut after the
 * last whole word when that keeps most of it, never between the two halves of a character
 * outside the BMP (an emoji), and ended with "…" so the title shows it is shortened.
 */
export function cutTitle(text: string, max = BULK_TITLE_MAX): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let cut = trimmed.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  // A word boundary only when it loses little: a name of one long word is cut where it is.
  if (space >= max * 0.75) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
