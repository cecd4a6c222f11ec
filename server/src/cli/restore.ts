// pnpm restore <fichier.tar.gz> [--force]
// Brings a backup back into an empty install (same configuration as the server: DATABASE_URL
// or the embedded database in DATA_DIR, and the media store). The archive is checked whole
// first; the rows go in inside one transaction; on any failure nothing stays half-restored.
import { parseArgs } from 'node:util';
import { formatBytes, plural, runCommand, userPath } from '../backup/cli-support';
import { BackupError } from '../backup/errors';
import { restoreBackup } from '../backup/load';
import { verifyArchive } from '../backup/archive';
import { createRuntime } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../logger';

const USAGE =
  'Usage : pnpm restore <fichier.tar.gz> [--force]\n' +
  '  --force  remplace le contenu existant : les tables sont vidées puis remplies dans une seule transaction,\n' +
  '           et les médias absents de la sauvegarde sont supprimés une fois la restauration réussie.';

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new BackupError(`Indiquez le fichier de sauvegarde à restaurer.\n${USAGE}`);
  const env = loadEnv();
  const file = userPath(env, positionals[0]);

  const started = performance.now();
  // Checked before the database is even opened: a bad archive leaves no trace at all.
  const verified = await verifyArchive(file);
  const runtime = await createRuntime(env, createLogger('warn'));
  try {
    const { manifest, rows, filesWritten, filesRemoved } = await restoreBackup(runtime.deps, file, { force: values.force, verified });
    console.log(
      `Sauvegarde du ${new Date(manifest.createdAt).toLocaleString('fr-FR', { timeZone: 'Africa/Abidjan' })} restaurée :\n` +
        `  ${plural(manifest.tables.length, 'table')}, ${plural(rows, 'ligne')}, ${plural(manifest.media.count, 'fichier')} de médias (${formatBytes(manifest.media.bytes)}, ${filesWritten} écrits)` +
        (filesRemoved ? `, ${plural(filesRemoved, 'média')} absent${filesRemoved > 1 ? 's' : ''} de la sauvegarde supprimé${filesRemoved > 1 ? 's' : ''}` : '') +
        `\n  en ${((performance.now() - started) / 1000).toFixed(1)} s. Redémarrez le serveur s'il tournait.`,
    );
  } finally {
    await runtime.close();
  }
});
