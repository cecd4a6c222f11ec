// What the two commands share: paths typed by the person, sizes and figures in French, and
// how a failure is reported (its French message alone, exit code 1).
import path from 'node:path';
import { DatabaseLockedError } from '../db/pglite-lock';
import type { Env } from '../env';
import { BackupError } from './errors';

/** pnpm runs the script in server/; a name the person typed is relative to where they typed it. */
export function userPath(env: Pick<Env, 'invocationDir'>, p: string): string {
  return path.resolve(env.invocationDir, p);
}

export function formatBytes(n: number): string {
  const units = ['octets', 'Ko', 'Mo', 'Go'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit ? value.toLocaleString('fr-FR', { maximumFractionDigits: 1 }) : value} ${units[unit]}`;
}

export const plural = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

export function runCommand(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof BackupError || err instanceof DatabaseLockedError) {
        console.error(err.message);
      } else {
        const e = err as { code?: string; message?: string };
        if (e?.code === 'ECONNREFUSED') console.error('La base PostgreSQL (DATABASE_URL) ne répond pas : est-elle démarrée ?');
        else console.error('Échec inattendu :', err instanceof Error ? (err.stack ?? err.message) : String(err));
      }
      process.exit(1);
    },
  );
}
