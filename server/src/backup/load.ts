// Restoring a backup into a migrated database and a media store: all or nothing. The archive
// is checked whole first; then every row goes in inside ONE transaction, the media files are
// written and read back, and only then is the transaction committed. On any failure the
// transaction rolls back and the files this restore wrote are removed.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { MediaStore } from '../media/store';
import { archiveEntries, hashing, sha256Of, verifyArchive } from './archive';
import { appliedMigrations, listTables, type TableInfo } from './catalog';
import { BackupError } from './errors';
import { MANIFEST_PATH, mediaFile, tableFile, type Manifest } from './manifest';

export interface RestoreTarget {
  /** Already migrated to this code's schema (createRuntime does it). */
  db: Db;
  media: MediaStore;
}

export interface RestoreOptions {
  /**
   * Restore over existing content: every table is emptied first, in the same transaction as
   * the inserts, and once that transaction is committed the media files the archive does not
   * hold are removed, so the install becomes exactly the archive.
   */
  force?: boolean;
  /** The manifest verifyArchive() already returned for this file: the whole-archive check is not repeated. */
  verified?: Manifest;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  /** Media files written (files already present with the same bytes are kept as they are). */
  filesWritten: number;
  /** With force: files of the target that the archive does not hold, removed. */
  filesRemoved: number;
}

/** Tables a running install fills by itself and that say nothing about content. */
const NOT_CONTENT = new Set(['rate_limits']);

/** Rows per INSERT, and a byte ceiling so that long texts do not make one huge statement. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

export async function restoreBackup(target: RestoreTarget, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const manifest = options.verified ?? (await verifyArchive(file));
  const tables = await listTables(target.db);
  await checkCompatible(target.db, manifest, tables);
  if (!options.force) await checkEmpty(target.db, tables);

  const written: string[] = [];
  let rows = 0;
  try {
    await target.db.transaction(async (tx) => {
      if (options.force && tables.length) {
        await tx.execute(sql`truncate ${sql.join(tables.map((t) => sql.identifier(t.name)), sql`, `)} restart identity cascade`);
      }
      const expectedFiles = new Map(manifest.media.files.map((f) => [mediaFile(f.name), f]));
      const expectedTables = new Map(manifest.tables.map((t) => [tableFile(t.name), t]));
      for await (const entry of archiveEntries(file)) {
        const table = expectedTables.get(entry.path);
        if (table) {
          const hash = createHash('sha256');
          const inserted = await insertRows(tx, table, hashing(entry.body, hash));
          // Checked again here: the file may have changed since verifyArchive read it.
          if (inserted !== table.rows || hash.digest('hex') !== table.sha256) {
            throw new BackupError(`Les données de la table « ${table.name} » ont changé depuis la vérification de l'archive.`);
          }
          rows += inserted;
          continue;
        }
        const media = expectedFiles.get(entry.path);
        if (media) {
          if (await sameFile(target.media, media)) continue;
          written.push(media.name);
          const hash = createHash('sha256');
          await target.media.writeStream(media.name, Readable.from(hashing(entry.body, hash)));
          if (hash.digest('hex') !== media.sha256) throw new BackupError(`Le média « ${media.name} » a changé depuis la vérification de l'archive.`);
          continue;
        }
        if (entry.path !== MANIFEST_PATH) throw new BackupError(`Entrée inattendue dans l'archive : « ${entry.path} ».`);
      }
      await resetSequences(tx, tables);
      // Read back what the store holds: the bytes that count are the ones a visitor will get.
      for (const name of written) {
        const f = expectedFiles.get(mediaFile(name))!;
        if ((await sha256Of(target.media.read(name))) !== f.sha256) {
          throw new BackupError(`Le média « ${name} » relu après écriture ne correspond pas à la sauvegarde.`);
        }
      }
    });
  } catch (err) {
    await Promise.all(written.map((name) => target.media.remove(name)));
    throw err;
  }

  let filesRemoved = 0;
  if (options.force) {
    const keep = new Set(manifest.media.files.map((f) => f.name));
    // Listed whole first: a bucket's listing is paged, and removing under it could skip names.
    const extra: string[] = [];
    for await (const name of target.media.list()) if (!keep.has(name)) extra.push(name);
    for (const name of extra) await target.media.remove(name);
    filesRemoved = extra.length;
  }
  return { manifest, rows, filesWritten: written.length, filesRemoved };
}

/** The archive's schema must be one this code knows and has applied: never a newer one. */
async function checkCompatible(db: Db, manifest: Manifest, tables: TableInfo[]) {
  const applied = await appliedMigrations(db);
  const theirs = manifest.database.migration;
  const latest = applied.at(-1);
  const label = theirs.tag ?? `du ${new Date(theirs.createdAt).toISOString()}`;
  if (!latest || theirs.createdAt > latest.createdAt) {
    throw new BackupError(
      `Cette sauvegarde vient d'une version plus récente du logiciel (schéma ${label}) que celle-ci (${latest?.tag ?? 'aucun schéma'}). ` +
        'Mettez le logiciel à jour, puis relancez la restauration.',
    );
  }
  if (!applied.some((m) => m.createdAt === theirs.createdAt)) {
    throw new BackupError(`Le schéma de cette sauvegarde (${label}) est inconnu de cette version du logiciel : restauration impossible.`);
  }
  // An older schema is restored column by column; what it lacks takes the column's default.
  const byName = new Map(tables.map((t) => [t.name, t]));
  for (const t of manifest.tables) {
    const here = byName.get(t.name);
    if (!here) throw new BackupError(`La table « ${t.name} » de la sauvegarde n'existe pas dans cette base.`);
    const missing = t.columns.find((c) => !here.columns.includes(c));
    if (missing) throw new BackupError(`La colonne « ${t.name}.${missing} » de la sauvegarde n'existe pas dans cette base.`);
  }
}

async function checkEmpty(db: Db, tables: TableInfo[]) {
  const filled: string[] = [];
  for (const t of tables) {
    if (NOT_CONTENT.has(t.name)) continue;
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(t.name)}`));
    const n = Number(row.n);
    if (n > 0) filled.push(`${t.name} : ${n} ligne${n > 1 ? 's' : ''}`);
  }
  if (filled.length) {
    throw new BackupError(
      `La base de destination contient déjà des données (${filled.join(', ')}). Rien n'a été modifié. ` +
        'Restaurez dans une installation vide, ou ajoutez --force pour tout remplacer : les tables sont vidées puis remplies ' +
        'dans une seule transaction, et les médias absents de la sauvegarde sont supprimés une fois la restauration réussie.',
    );
  }
}

/**
 * Inserts JSON Lines rows; PostgreSQL decodes each line into the table's row type itself
 * (json_populate_recordset), so timestamps, JSON and every other type come back exactly.
 */
async function insertRows(db: Db, table: Manifest['tables'][number], body: AsyncIterable<Buffer>): Promise<number> {
  const columns = sql.join(table.columns.map((c) => sql.identifier(c)), sql`, `);
  const name = sql.identifier(table.name);
  let count = 0;
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (!batch.length) return;
    const json = `[${batch.join(',')}]`;
    // OVERRIDING SYSTEM VALUE: the ids are the archive's, not new ones from the identity.
    try {
      await db.execute(sql`insert into ${name} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${name}, ${json}::json)`);
    } catch (err) {
      // drizzle wraps the database's own words (the part worth reading) in `cause`.
      const reason = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
      throw new BackupError(`La base a refusé des lignes de la table « ${table.name} » : ${reason}`);
    }
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  let rest = '';
  // A chunk may end in the middle of a multi-byte character: the decoder keeps it for the next one.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of body) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      if (!line) continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
  }
  rest += decoder.end();
  if (rest) throw new BackupError(`La dernière ligne de la table « ${table.name} » est incomplète.`);
  await flush();
  return count;
}

/** Every identity or serial sequence continues after the largest restored value. */
async function resetSequences(db: Db, tables: TableInfo[]) {
  for (const t of tables) {
    for (const { column, sequence } of t.sequences) {
      const col = sql.identifier(column);
      const name = sql.identifier(t.name);
      await db.execute(
        sql`select setval(${sequence}::regclass, coalesce((select max(${col}) from ${name}), 1), (select max(${col}) from ${name}) is not null)`,
      );
    }
  }
}

/** A file the target already holds with the archive's bytes is left alone (and never removed on failure). */
async function sameFile(media: MediaStore, f: Manifest['media']['files'][number]): Promise<boolean> {
  const stored = await media.stat(f.name);
  if (!stored || stored.size !== f.size) return false;
  return (await sha256Of(media.read(f.name))) === f.sha256;
}
