// A streaming tar (ustar) writer and reader for the backup archive. The `tar` package encodes
// and checks the 512-byte headers; the bodies flow through async iterables, so an entry of any
// size passes with bounded memory and real backpressure. Only plain files are written and read:
// the archive is ours, anything else in it means it is not.
import { Header } from 'tar';
import { BackupError } from './errors';

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);

export interface TarEntryInput {
  path: string;
  size: number;
  body: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer>;
}

/** The bytes of a tar archive of these entries; each body must be exactly `size` bytes. */
export async function* tarStream(entries: AsyncIterable<TarEntryInput> | Iterable<TarEntryInput>): AsyncGenerator<Buffer> {
  const mtime = new Date();
  for await (const entry of entries) {
    const header = new Header({ path: entry.path, mode: 0o644, uid: 0, gid: 0, size: entry.size, mtime, type: 'File', uname: '', gname: '' });
    const block = Buffer.alloc(BLOCK);
    // true means the path needs a PAX header: our names are short, so it never should.
    if (header.encode(block, 0)) throw new Error(`Nom trop long pour l'archive : ${entry.path}`);
    yield block;
    let written = 0;
    for await (const chunk of entry.body) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      written += buf.length;
      if (written > entry.size) break;
      yield buf;
    }
    if (written !== entry.size) {
      throw new BackupError(`Le fichier « ${entry.path} » a changé pendant la sauvegarde (${written} octets lus, ${entry.size} attendus).`);
    }
    const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

export interface TarEntry {
  path: string;
  size: number;
  /** Must be read to its end (or drained) before the next entry is asked for. */
  body: AsyncIterable<Buffer>;
}

/** Reads exact byte counts from a chunked source; the end of the source mid-read is an error. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  /** Exactly n bytes, or null when the source ends cleanly before the first of them. */
  async exact(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) {
      if (!(await this.fill())) {
        if (this.pending.length === 0) return null;
        throw truncated();
      }
    }
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  /** Reads the source to its end, so that gzip checks its trailer (a cut there is an error too). */
  async finish() {
    this.pending = Buffer.alloc(0);
    while (await this.fill()) this.pending = Buffer.alloc(0);
  }

  /** Between 1 and n bytes, in the source's own chunks. */
  async upTo(n: number): Promise<Buffer> {
    if (this.pending.length === 0 && !(await this.fill())) throw truncated();
    const out = this.pending.subarray(0, Math.min(n, this.pending.length));
    this.pending = this.pending.subarray(out.length);
    return out;
  }
}

/** One entry's bytes; whatever its consumer leaves unread is skipped before the next entry. */
class EntryBody implements AsyncIterable<Buffer> {
  constructor(
    private readonly reader: ByteReader,
    private left: number,
  ) {}

  async *[Symbol.asyncIterator]() {
    while (this.left > 0) {
      const chunk = await this.reader.upTo(this.left);
      this.left -= chunk.length;
      yield chunk;
    }
  }

  async skip() {
    for await (const chunk of this) void chunk;
  }
}

const truncated = () => new BackupError("L'archive est tronquée ou abîmée : elle s'arrête au milieu d'un fichier.");

/** The entries of a tar byte stream, one at a time. */
export async function* tarEntries(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exact(BLOCK);
    if (!block) throw new BackupError("L'archive est tronquée : la marque de fin manque.");
    if (block.equals(ZERO_BLOCK)) return reader.finish();
    const header = new Header(block);
    if (!header.cksumValid) throw new BackupError("L'archive est abîmée : un en-tête de fichier est illisible.");
    if (header.type !== 'File' && header.type !== 'OldFile') {
      throw new BackupError(`L'archive contient une entrée inattendue (${header.type} « ${header.path} ») : ce n'est pas une sauvegarde de ce site.`);
    }
    const size = header.size ?? 0;
    const body = new EntryBody(reader, size);
    yield { path: header.path ?? '', size, body };
    await body.skip();
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad && !(await reader.exact(pad))) throw truncated();
  }
}
