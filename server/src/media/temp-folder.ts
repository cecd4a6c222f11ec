// The local folder where uploads are received and images and videos processed before they are
// committed to the store (MEDIA_DIR/.tmp: on the media folder's disk, so a commit is a rename).
// Several server processes may share one MEDIA_DIR (README, "Scale-out"): each works in a
// subfolder of its own, named <machine>-<pid>, and a process starting (a restart during a
// rolling deploy) cleans only what no running process can still be writing.
import { readlinkSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Past this age, a file another machine left is no one's work: an upload is received in
 * minutes and a video's lighter copy is killed after 30.
 */
export const FOREIGN_TEMP_MAX_AGE_MS = 24 * 3600_000;

const OWNER = /^(.+)-(\d+)$/;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Kills the processes of this machine whose command line names a file in `dir`: the ffmpeg a
 * server killed with SIGKILL left running (it would go on for up to half an hour on a core,
 * writing into a folder about to be removed). Linux only (/proc); elsewhere nothing is done.
 */
async function killWritersInto(dir: string): Promise<void> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return;
  }
  for (const pid of pids) {
    const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!args.split('\0').some((a) => a.startsWith(dir + path.sep))) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone meanwhile, or not ours to kill.
    }
  }
}

/**
 * Where this process's pids mean something: the host name and, on Linux, the pid namespace.
 * Two containers on one host (host networking gives them the host's name) each number their
 * processes from 1: with the namespace in the name, each takes the other's folders for
 * another machine's, and never judges them by a pid of its own.
 */
export function thisMachine(): string {
  let namespace = '';
  try {
    namespace = /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1] ?? '';
  } catch {
    // Not Linux: the host name alone.
  }
  return namespace ? `${os.hostname()}-${namespace}` : os.hostname();
}

/** This process's subfolder name: <machine>-<pid>. */
export const processTempOwner = () => `${thisMachine()}-${process.pid}`;

/**
 * At start-up, in the temp root: empties `owner`'s folder (this process's); removes the
 * folders of this machine's processes (same host, same pid namespace) that are gone (killing what they left writing there)
 * and, from other machines (or the single folder of earlier versions), the files older than
 * FOREIGN_TEMP_MAX_AGE_MS.
 */
export async function cleanTempRoot(root: string, owner: string, now = Date.now()): Promise<void> {
  await mkdir(root, { recursive: true });
  const machine = OWNER.exec(owner)?.[1] ?? owner;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    const other = entry.isDirectory() ? OWNER.exec(entry.name) : null;
    if (entry.name === owner) {
      await rm(full, { recursive: true, force: true });
    } else if (other && other[1] === machine) {
      if (isAlive(Number(other[2]))) continue;
      await killWritersInto(full);
      await rm(full, { recursive: true, force: true });
    } else {
      await removeOlderThan(full, now - FOREIGN_TEMP_MAX_AGE_MS);
    }
  }
  await mkdir(path.join(root, owner), { recursive: true });
}

/** Every file under the temp root, this process's and the others' (relative paths). */
export async function tempFilesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Removes the files under `full` last changed before `before`, then its folders left empty. */
async function removeOlderThan(full: string, before: number): Promise<void> {
  const info = await stat(full).catch(() => null);
  if (!info) return;
  if (!info.isDirectory()) {
    if (info.mtimeMs < before) await rm(full, { force: true });
    return;
  }
  for (const name of await readdir(full).catch(() => [])) await removeOlderThan(path.join(full, name), before);
  // Not emptied (a file still being written there): rmdir refuses, the folder stays.
  if (info.mtimeMs < before) await rmdir(full).catch(() => {});
}
