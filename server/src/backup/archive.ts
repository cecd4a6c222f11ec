// Reading a backup archive (.tar.gz) as a sequence of entries, and checking a whole archive
// against its manifest before anything is touched: a restore starts only from an archive
// whose every byte is accounted for.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError } from './errors';
import { MANIFEST_PATH, mediaFile, parseManifest, tableFile, type Manifest } from './manifest';
import { tarEntries, type TarEntry } from './tar';

/** Passes the chunks through, feeding them to a hash and counting them on the way. */
export async function* hashing<T extends Buffer | Uint8Array>(body: AsyncIterable<T>, hash: Hash, counter?: { bytes: number }): AsyncGenerator<T> {
  for await (const chunk of body) {
    hash.update(chunk);
    if (counter) counter.bytes += chunk.length;
    yield chunk;
  }
}

export async function sha256Of(body: AsyncIterable<Buffer | Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk);
  return hash.digest('hex');
}

/** French words for what can go wrong below the tar layer (missing file, bad gzip). */
function explain(file: string, err: unknown): unknown {
  const e = err as NodeJS.ErrnoException;
  if (err instanceof BackupError) return err;
  if (e?.code === 'ENOENT') return new BackupError(`Fichier introuvable : ${file}`);
  if (e?.code === 'EISDIR') return new BackupError(`${file} est un dossier, pas une archive.`);
  if (e?.code === 'EACCES') return new BackupError(`Lecture interdite : ${file}`);
  if (typeof e?.code === 'string' && e.code.startsWith('Z_')) {
    return new BackupError(`L'archive ${file} est abîmée ou tronquée, ou n'est pas un fichier .tar.gz (${e.message}).`);
  }
  return err;
}

/** The entries of an archive file, in order; errors come out in French. */
export async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  // pipeline, not pipe: a read error of the file (missing, unreadable) must end the gunzip stream too.
  const source = pipeline(createReadStream(file), createGunzip(), () => {});
  // The bytes are pulled by whoever reads an entry's body, so errors are translated where they arise.
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of source) yield chunk as Buffer;
    } catch (err) {
      throw explain(file, err);
    }
  }
  try {
    yield* tarEntries(bytes());
  } finally {
    source.destroy();
  }
}

interface SeenEntry {
  size: number;
  sha256: string;
  lines: number;
}

/**
 * Reads the whole archive once: every entry hashed, the manifest parsed, and every table file
 * and media file checked against it (presence, order, size, hash, row count). A truncated or
 * altered archive is refused here, before the database or the media store are opened.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, SeenEntry>();
  const order: string[] = [];
  let manifestText: string | null = null;
  for await (const entry of archiveEntries(file)) {
    if (seen.has(entry.path)) throw new BackupError(`L'archive contient deux fois « ${entry.path} » : elle n'est pas valable.`);
    if (entry.path === MANIFEST_PATH) {
      if (entry.size > 512 * 1024 * 1024) throw new BackupError("Le sommaire de l'archive est anormalement gros.");
      const parts: Buffer[] = [];
      for await (const chunk of entry.body) parts.push(chunk);
      manifestText = Buffer.concat(parts).toString('utf8');
      seen.set(entry.path, { size: entry.size, sha256: '', lines: 0 });
      order.push(entry.path);
      continue;
    }
    const hash = createHash('sha256');
    let lines = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    seen.set(entry.path, { size: entry.size, sha256: hash.digest('hex'), lines });
    order.push(entry.path);
  }
  if (manifestText === null) throw new BackupError("L'archive ne contient pas de sommaire (manifest.json) : elle est incomplète ou ce n'est pas une sauvegarde de ce site.");
  const manifest = parseManifest(manifestText);

  const expected = [...manifest.tables.map((t) => tableFile(t.name)), ...manifest.media.files.map((f) => mediaFile(f.name)), MANIFEST_PATH];
  const described = new Set(expected);
  const unexpected = order.find((p) => !described.has(p));
  if (unexpected) throw new BackupError(`L'archive contient un fichier que son sommaire ne décrit pas : « ${unexpected} ».`);
  const missing = expected.find((p) => !seen.has(p));
  if (missing) throw new BackupError(`Il manque « ${missing} » dans l'archive : elle est incomplète.`);
  // Rows are restored in the order they come: it must be the manifest's parents-first order.
  if (order.some((p, i) => p !== expected[i])) throw new BackupError("Les fichiers de l'archive ne sont pas dans l'ordre de son sommaire.");

  for (const t of manifest.tables) {
    const got = seen.get(tableFile(t.name))!;
    if (got.size !== t.bytes || got.sha256 !== t.sha256 || got.lines !== t.rows) {
      throw new BackupError(`Les données de la table « ${t.name} » ne correspondent pas au sommaire : l'archive a été abîmée ou modifiée.`);
    }
  }
  for (const f of manifest.media.files) {
    const got = seen.get(mediaFile(f.name))!;
    if (got.size !== f.size || got.sha256 !== f.sha256) {
      throw new BackupError(`Le média « ${f.name} » ne correspond pas au sommaire : l'archive a été abîmée ou modifiée.`);
    }
  }
  if (manifest.media.count !== manifest.media.files.length) throw new BackupError('Le nombre de médias du sommaire est incohérent.');
  return manifest;
}
