// PGlite opens its folder without any lock, and two processes writing one folder corrupt it
// (a backup or restore command run next to a running server, two servers on one DATA_DIR).
// A pid file beside the folder makes the second process stop with a clear message instead.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `La base intégrée (${dir}) est déjà ouverte par un autre processus (pid ${pid}), sans doute le serveur. ` +
        "Arrêtez-le avant de relancer cette commande : la base intégrée ne peut servir qu'à un processus à la fois. " +
        `(Si aucun processus ne l'utilise vraiment, supprimez ${dir}.lock.)`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process; returns the release function. A dead holder's file is taken over. */
export function lockPgliteDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      const pid = holderOf(lockFile);
      // The same process may open its own folder twice (tests); only another live process counts.
      if (pid === process.pid) return () => {};
      if (pid !== null && isAlive(pid)) throw new DatabaseLockedError(dir, pid);
      rmSync(lockFile, { force: true });
    }
  }
  return () => {
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}
