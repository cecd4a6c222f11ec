// Writing a backup: the database content from one consistent snapshot, then the media files,
// then the manifest, streamed into one .tar.gz. Nothing is held whole in memory: each table
// goes to a temporary JSON Lines file (its size must be known before the tar header), each
// media file flows from the store into the archive.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, constants as zlib } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbKind } from '../db/client';
import type { MediaStore } from '../media/store';
import { hashing } from './archive';
import { appliedMigrations, listTables, type TableInfo } from './catalog';
import { BackupError } from './errors';
import { ARCHIVE_FORMAT, FORMAT_VERSION, MANIFEST_PATH, mediaFile, tableFile, type Manifest } from './manifest';
import { tarStream, type TarEntryInput } from './tar';

export interface BackupSource {
  db: Db;
  kind: DbKind;
  media: MediaStore;
}

export interface BackupOptions {
  /** Told about a media file listed but gone before it could be read (deleted meanwhile). */
  onSkippedFile?: (name: string) => void;
}

/** Rows fetched per query while dumping a table. */
const BATCH = 1000;

/** Writes the archive to `file` (never over an existing file) and returns its manifest. */
export async function createBackup(source: BackupSource, file: string, options: BackupOptions = {}): Promise<Manifest> {
  // Never over an existing file: a failure then removes only what this run wrote.
  if (await stat(file).catch(() => null)) throw new BackupError(`Le fichier ${file} existe déjà : choisissez un autre nom.`);
  await mkdir(path.dirname(file), { recursive: true });
  // Beside the archive rather than in /tmp (often a small RAM disk): the table dumps need the
  // same room as the archive will.
  const work = await mkdtemp(path.join(path.dirname(file), '.ecole-backup-'));
  const partial = `${file}.partial`;
  try {
    const startedAt = new Date();
    const snapshot = await dumpDatabase(source.db, work);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: FORMAT_VERSION,
      createdAt: startedAt.toISOString(),
      database: { kind: source.kind, migration: snapshot.migration },
      tables: snapshot.tables,
      media: { count: 0, bytes: 0, files: [] },
    };
    try {
      await pipeline(
        Readable.from(tarStream(entries(source.media, work, manifest, options))),
        // Media are mostly JPEG/WebP/MP4, already compressed: the fastest level keeps a backup
        // of gigabytes quick while the JSON still shrinks several times.
        createGzip({ level: zlib.Z_BEST_SPEED }),
        createWriteStream(partial),
      );
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function* entries(media: MediaStore, work: string, manifest: Manifest, options: BackupOptions): AsyncGenerator<TarEntryInput> {
  for (const t of manifest.tables) {
    yield { path: tableFile(t.name), size: t.bytes, body: createReadStream(path.join(work, `${t.name}.jsonl`)) };
  }
  // Stored names are never reused and files never rewritten: a file listed after the snapshot
  // is either in it or newer than it, and a newer one is only an unused extra in the archive.
  for await (const name of media.list()) {
    const stored = await media.stat(name);
    if (!stored) {
      options.onSkippedFile?.(name);
      continue;
    }
    const hash = createHash('sha256');
    const entry = { name, size: stored.size, sha256: '' };
    yield {
      path: mediaFile(name),
      size: stored.size,
      body: (async function* () {
        yield* hashing(media.read(name), hash);
        entry.sha256 = hash.digest('hex');
        manifest.media.files.push(entry);
        manifest.media.count++;
        manifest.media.bytes += entry.size;
      })(),
    };
  }
  const text = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
  yield { path: MANIFEST_PATH, size: text.length, body: [text] };
}

interface Snapshot {
  migration: Manifest['database']['migration'];
  tables: Manifest['tables'];
}

/** Every table into `work/<table>.jsonl`, all inside one read-only REPEATABLE READ transaction. */
async function dumpDatabase(db: Db, work: string): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    // One snapshot for every table: rows written meanwhile by a running server are all in or all out.
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    // Timestamps come out as ISO strings in UTC, whatever the server's time zone.
    await tx.execute(sql`set local time zone 'UTC'`);
    const migrations = await appliedMigrations(tx);
    const last = migrations.at(-1);
    if (!last) throw new BackupError("La base n'a jamais été initialisée (aucune migration appliquée) : il n'y a rien à sauvegarder.");
    const tables: Manifest['tables'] = [];
    for (const table of await listTables(tx)) tables.push(await dumpTable(tx, table, path.join(work, `${table.name}.jsonl`)));
    return { migration: last, tables };
  });
}

async function dumpTable(db: Db, table: TableInfo, file: string): Promise<Manifest['tables'][number]> {
  const hash = createHash('sha256');
  const counter = { bytes: 0 };
  let rows = 0;
  async function* lines() {
    let last: string | null = null;
    let offset = 0;
    for (;;) {
      const batch: { line: string }[] = rowsOf<{ line: string }>(await db.execute(pageQuery(table, last, offset)));
      if (!batch.length) return;
      rows += batch.length;
      offset += batch.length;
      last = batch[batch.length - 1].line;
      yield Buffer.from(batch.map((r) => r.line).join('\n') + '\n');
      if (batch.length < BATCH) return;
    }
  }
  await pipeline(Readable.from(hashing(lines(), hash, counter)), createWriteStream(file));
  return { name: table.name, columns: table.columns, rows, bytes: counter.bytes, sha256: hash.digest('hex') };
}

/**
 * One page of rows as JSON text (row_to_json: every column, PostgreSQL's own text for each
 * type). Pages follow the primary key from the previous page's last row, decoded back into the
 * table's row type by PostgreSQL itself, so any key type works; a table without one is paged
 * by offset, which the snapshot keeps stable.
 */
function pageQuery(table: TableInfo, lastLine: string | null, offset: number) {
  const t = sql.identifier(table.name);
  const key = table.primaryKey.map((c) => sql`t.${sql.identifier(c)}`);
  if (!key.length) return sql`select row_to_json(t)::text as line from ${t} as t order by t.ctid limit ${BATCH} offset ${offset}`;
  const keyList = sql.join(key, sql`, `);
  const after =
    lastLine === null
      ? sql``
      : sql`where (${keyList}) > (select ${sql.join(
          table.primaryKey.map((c) => sql`l.${sql.identifier(c)}`),
          sql`, `,
        )} from json_populate_record(null::${t}, ${lastLine}::json) as l)`;
  return sql`select row_to_json(t)::text as line from ${t} as t ${after} order by ${keyList} limit ${BATCH}`;
}
