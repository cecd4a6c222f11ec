// pnpm backup [fichier.tar.gz]
// Writes one archive with the database content and every media file. Without a name it goes
// to DATA_DIR/backups/ecole-<date>-<heure>.tar.gz. On PostgreSQL the server may keep running
// (the rows come from one consistent snapshot); the embedded database must be stopped first.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBytes, plural, runCommand, userPath } from '../backup/cli-support';
import { createBackup } from '../backup/dump';
import { BackupError } from '../backup/errors';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { openMediaStore } from '../media/open-store';

const USAGE = 'Usage : pnpm backup [fichier.tar.gz]';

function defaultName(now = new Date()): string {
  const stamp = now.toISOString().replace(/\..*$/, '').replace('T', '-').replace(/:/g, '');
  return `ecole-${stamp}.tar.gz`;
}

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return void console.log(USAGE);
  if (positionals.length > 1) throw new BackupError(`Un seul fichier à la fois.\n${USAGE}`);
  const env = loadEnv();
  const file = positionals[0] ? userPath(env, positionals[0]) : path.join(env.dataDir, 'backups', defaultName());

  const pgliteDir = path.join(env.dataDir, 'pglite');
  // Opening a missing embedded database would create an empty one: say where we looked instead.
  if (!env.databaseUrl && !existsSync(pgliteDir)) {
    throw new BackupError(`Aucune base intégrée dans ${pgliteDir} : vérifiez DATA_DIR (ou DATABASE_URL pour PostgreSQL).`);
  }
  const started = performance.now();
  // No migration here: the archive records the schema the database really has.
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir });
  try {
    const media = await openMediaStore(env);
    const manifest = await createBackup({ db: database.db, kind: database.kind, media }, file, {
      onSkippedFile: (name) => console.warn(`Média supprimé pendant la sauvegarde, ignoré : ${name}`),
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const { size } = await stat(file);
    console.log(
      `Sauvegarde écrite : ${file}\n` +
        `  ${plural(manifest.tables.length, 'table')}, ${plural(rows, 'ligne')}, ${plural(manifest.media.count, 'fichier')} de médias (${formatBytes(manifest.media.bytes)})\n` +
        `  archive de ${formatBytes(size)} en ${((performance.now() - started) / 1000).toFixed(1)} s\n` +
        "Copiez-la hors de cette machine : une sauvegarde sur le même disque que les données ne protège pas d'une panne du disque.",
    );
  } finally {
    await database.close();
  }
});
