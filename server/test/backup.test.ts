// Backup and restore (issue 6): an archive made from a filled install, restored into an empty
// one, gives back every row of every table and every media file byte for byte; a filled target
// and a damaged archive are refused without changing anything; the two pnpm commands work end
// to end in child processes.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import { asc, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archiveEntries, verifyArchive } from '../src/backup/archive';
import { listTables } from '../src/backup/catalog';
import { createBackup } from '../src/backup/dump';
import { restoreBackup } from '../src/backup/load';
import { MANIFEST_PATH, type Manifest } from '../src/backup/manifest';
import { tarStream, type TarEntryInput } from '../src/backup/tar';
import { openDatabase, rowsOf, type Database, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { hashPassword } from '../src/features/auth/password';
import { insertAdmin, insertSession } from '../src/features/auth/repository';
import { PublicCache } from '../src/http/cache';
import { LocalMediaStore } from '../src/media/store';
import { repoRoot } from '../src/paths';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { makeFactories } from './helpers/factories';
import { jpeg, mp4, webp } from './helpers/media-fixtures';
import { quoteIdent, withDatabase } from './helpers/test-db-config';

const run = promisify(execFile);

/** Every table of schema.ts, by its SQL name. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => ({ table: t, config: getTableConfig(t) }));

interface Install {
  db: Db;
  database: Database;
  media: LocalMediaStore;
  dir: string;
  dispose(): Promise<void>;
}

async function makeInstall(): Promise<Install> {
  const test: TestDatabase = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ecole-backup-media-'));
  const media = new LocalMediaStore(dir);
  await media.init();
  return {
    db: test.database.db,
    database: test.database,
    media,
    dir,
    async dispose() {
      await test.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Rows of a table as PostgreSQL's own text of each row, in key order: exact for every type. */
async function rowTexts(db: Db, table: string): Promise<string[]> {
  const rows = rowsOf<{ r: string }>(await db.execute(sql`select t::text as r from ${sql.identifier(table)} as t order by 1`));
  return rows.map((x) => x.r);
}

/** Every row of every table of the schema, twice: as text, and as drizzle reads it. */
async function everything(db: Db) {
  const out: Record<string, { text: string[]; typed: unknown[] }> = {};
  for (const { table, config } of TABLES) {
    const key = config.columns.find((c) => c.primary) ?? config.columns[0];
    out[config.name] = { text: await rowTexts(db, config.name), typed: await db.select().from(table).orderBy(asc(key)) };
  }
  return out;
}

async function mediaFiles(media: LocalMediaStore): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const name of media.list()) files.set(name, await buffer(media.read(name)));
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** name -> sha256: a deep equality over megabytes of Buffer would take vitest minutes. */
async function mediaHashes(media: LocalMediaStore): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const [name, bytes] of await mediaFiles(media)) hashes.set(name, createHash('sha256').update(bytes).digest('hex'));
  return hashes;
}

const put = (media: LocalMediaStore, name: string, bytes: Buffer) => media.writeStream(name, Readable.from([bytes]));

/** A little of everything, with the awkward values a dump must keep: every table gets rows. */
async function fill({ db, media }: Install) {
  const f = makeFactories({ db, cache: new PublicCache() });
  const admin = await insertAdmin(db, { username: 'direction', password: await hashPassword('mot-de-passe-sauvegarde'), email: 'direction@ecole.example' });
  await insertAdmin(db, { username: 'ancien', password: 'scrypt$x', email: null });
  const now = Date.now();
  await insertSession(db, randomBytes(32).toString('hex'), { adminId: admin.id, createdAt: now, lastSeenAt: now }, new Date(now + 3_600_000));
  // Microseconds, which a JavaScript Date would lose.
  await db.execute(sql`insert into session (sid, sess, expire) values ('micro', '{"adminId": 1, "note": "é\\"\\n"}', '2030-01-02 03:04:05.123456+00')`);
  await db.insert(schema.users).values({ username: 'héritage', password: 'x' });
  await db.insert(schema.rateLimits).values({ key: 'contact:127.0.0.1', count: 3, resetAt: new Date(now + 60_000) });
  await db.insert(schema.idempotentRequests).values([
    { key: 'cle-d-envoi-sauvegarde-01', method: 'POST', path: '/api/admin/albums', status: 201, body: '{"success":true,"album":{"title":"é \\" \\n"}}' },
    { key: 'cle-d-envoi-sauvegarde-02', method: 'POST', path: '/api/admin/tariffs', status: null, body: null },
  ]);

  const cover = '0123456789abcdef0123456789abcdef';
  const text = 'Guillemets " et \' apostrophes, barre \\ oblique,\nsaut de ligne, tabulation\t, emoji 🎓, <script>alert(1)</script>, ümlaut, 中文';
  await f.createContent({ key: 'accueil_titre', value: text, updatedBy: admin.id });
  await f.createSlider({ title: 'Bienvenue', imageUrl: `/media/${cover}.jpg`, createdBy: admin.id, subtitle: null });
  await f.createFounderMessage({ updatedBy: admin.id });
  await f.createInstitute({ description: text });
  await f.createProgram({ imageUrl: `/media/${cover}.jpg`, description: null });
  const article = await f.createNews({ title: 'Rentrée 2025', content: `<p>${text}</p>`.repeat(200), featured: true, createdBy: admin.id });
  await f.createNewsImage({ newsId: article.id, imageUrl: `/media/${cover}.jpg`, caption: 'Légende « française »' });
  await f.createProject({ images: [`/media/${cover}.jpg`], videos: ['/media/fedcba9876543210fedcba9876543210.mp4'], startDate: new Date('2025-01-15T08:30:00Z'), link: 'https://exemple.ci' });
  await f.createTariff({ requiredDocuments: ['Extrait de naissance', 'Photos'], uniformCosts: { tissu: '15 000', cravate: '2 000' }, supplies: [] });
  const album = await f.createAlbum({ coverImage: `/media/${cover}.jpg` });
  await f.createGalleryItem({ albumId: album.id, mediaUrl: `/media/${cover}.jpg`, contentHash: 'a'.repeat(64) });
  await f.createGalleryItem({ albumId: album.id, mediaUrl: '/media/fedcba9876543210fedcba9876543210.mp4', mediaType: 'video' });
  await db.insert(schema.contacts).values([
    { name: 'Awa', email: 'awa@exemple.ci', phone: '+225 07 00 00 00', message: text, subject: null, program: 'BTS' },
    { name: 'Koffi', email: 'k@exemple.ci', phone: '0102030405', message: 'Bonjour', isRead: true },
  ]);
  // Enough chat rows for several pages of the dump (1000) and several inserts of the restore
  // (500), with holes in the ids so that the restored sequences must follow max(id).
  await db.execute(sql`insert into chat_messages (session_id, message, response, created_at)
    select 'visiteur-' || (i % 7), 'Question ' || i || ' ?', 'Réponse n°' || i, now() - (i || ' minutes')::interval from generate_series(1, 1234) as i`);
  await db.execute(sql`delete from chat_messages where id % 10 = 3 or id > 1220`);
  // Two conversations read by the administrator (timestamps down to the microsecond).
  await db.execute(sql`insert into chat_session_reads (session_id, read_at)
    select session_id, max(created_at) from chat_messages where session_id in ('visiteur-1', 'visiteur-2') group by session_id`);
  await db.execute(sql`delete from contacts where id = (select max(id) from contacts)`);
  await db.insert(schema.contacts).values({ name: 'Dernier', email: 'd@exemple.ci', phone: '0000000000', message: 'Fin' });

  await put(media, `${cover}.jpg`, await jpeg(320, 200));
  await put(media, `w320/${cover}.webp`, await webp());
  // Random bytes: binary content that gzip cannot shrink, and sizes that are and are not
  // multiples of the tar block.
  await put(media, 'fedcba9876543210fedcba9876543210.mp4', Buffer.concat([mp4(4096), randomBytes(3 * 1024 * 1024 + 77)]));
  await put(media, 'bloc.bin', randomBytes(1024));
  await put(media, 'vide.txt', Buffer.alloc(0));
}

/** What a refused restore must leave alone: all rows and all files. */
async function state(install: Install) {
  return { rows: await everything(install.db), media: await mediaHashes(install.media) };
}

/** An install with no row in any table and no media file. */
async function emptyState(install: Install) {
  const rows = await everything(install.db);
  for (const [name, r] of Object.entries(rows)) expect(r.text, name).toEqual([]);
  return { rows, media: new Map<string, string>() };
}

/** A copy of an archive with its manifest changed. */
async function withManifest(source: string, target: string, change: (m: Manifest) => void) {
  async function* entries(): AsyncGenerator<TarEntryInput> {
    for await (const entry of archiveEntries(source)) {
      const parts: Buffer[] = [];
      for await (const chunk of entry.body) parts.push(chunk);
      let bytes = Buffer.concat(parts);
      if (entry.path === MANIFEST_PATH) {
        const m = JSON.parse(bytes.toString('utf8')) as Manifest;
        change(m);
        bytes = Buffer.from(JSON.stringify(m));
      }
      yield { path: entry.path, size: bytes.length, body: [bytes] };
    }
  }
  await pipeline(Readable.from(tarStream(entries())), createGzip(), createWriteStream(target));
}

describe('backup and restore', () => {
  let work: string;
  let source: Install;
  let archive: Manifest;
  let archiveFile: string;
  let before: Awaited<ReturnType<typeof state>>;
  /** An empty install that every refused or failed restore must leave empty. */
  let empty: Install;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'ecole-backup-test-'));
    source = await makeInstall();
    await fill(source);
    before = await state(source);
    archiveFile = path.join(work, 'sauvegarde.tar.gz');
    archive = await createBackup({ db: source.db, kind: source.database.kind, media: source.media }, archiveFile);
    empty = await makeInstall();
  });

  afterAll(async () => {
    await source?.dispose();
    await empty?.dispose();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('fills every table of the schema before the backup, so the round trip covers them all', async () => {
    const inDatabase = (await listTables(source.db)).map((t) => t.name).sort();
    expect(inDatabase).toEqual(TABLES.map((t) => t.config.name).sort());
    for (const [name, rows] of Object.entries(before.rows)) expect(rows.text.length, name).toBeGreaterThan(0);
  });

  it('writes a manifest with the schema, the row count of every table and the hash of every media file', async () => {
    expect(archive.format).toBe('ecole-backup');
    expect(archive.version).toBe(1);
    expect(archive.database.migration.tag).toMatch(/^\d{4}_/);
    expect(Object.fromEntries(archive.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(before.rows).map(([name, rows]) => [name, rows.text.length])),
    );
    // Parents before children.
    const order = archive.tables.map((t) => t.name);
    expect(order.indexOf('admin_users')).toBeLessThan(order.indexOf('news'));
    expect(order.indexOf('news')).toBeLessThan(order.indexOf('news_images'));
    expect(order.indexOf('albums')).toBeLessThan(order.indexOf('gallery_items'));
    expect(archive.media.files.map((f) => f.name).sort()).toEqual([...before.media.keys()].sort());
    expect(archive.media.count).toBe(before.media.size);
    expect(await verifyArchive(archiveFile)).toEqual(archive);
    // The backup only reads.
    expect(await state(source)).toEqual(before);
  });

  it('restores into an empty install every row of every table and every media file, byte for byte', async () => {
    const target = await makeInstall();
    try {
      const summary = await restoreBackup({ db: target.db, media: target.media }, archiveFile);
      expect(summary.rows).toBe(archive.tables.reduce((n, t) => n + t.rows, 0));
      expect(summary.filesWritten).toBe(before.media.size);

      const after = await state(target);
      for (const name of Object.keys(before.rows)) {
        expect(after.rows[name].text, name).toEqual(before.rows[name].text);
        expect(after.rows[name].typed, name).toEqual(before.rows[name].typed);
      }
      const [sourceFiles, targetFiles] = [await mediaFiles(source.media), await mediaFiles(target.media)];
      expect([...targetFiles.keys()]).toEqual([...sourceFiles.keys()]);
      for (const [name, bytes] of sourceFiles) expect(targetFiles.get(name)!.equals(bytes), name).toBe(true);

      // The restored install works: new rows take ids after the restored ones.
      const maxChat = Math.max(...(before.rows.chat_messages.typed as { id: number }[]).map((r) => r.id));
      const [chat] = await target.db.insert(schema.chatMessages).values({ sessionId: 'après', message: 'Encore ?', response: 'Oui.' }).returning();
      expect(chat.id).toBe(maxChat + 1);
      const f = makeFactories({ db: target.db, cache: new PublicCache() });
      const album = await f.createAlbum();
      await f.createGalleryItem({ albumId: album.id });
      await f.createNews();
      await target.db.insert(schema.contacts).values({ name: 'Nouveau', email: 'n@exemple.ci', phone: '0102030405', message: 'Après restauration' });
      await target.db.insert(schema.adminUsers).values({ username: 'nouvel-admin', password: 'x' });

      // A second restore into this install (now filled) is refused and changes nothing.
      const filled = await state(target);
      await expect(restoreBackup({ db: target.db, media: target.media }, archiveFile)).rejects.toThrow(/contient déjà des données.*--force/s);
      expect(await state(target)).toEqual(filled);

      // --force replaces it all: the rows added since are gone, the archive's are back.
      await put(target.media, 'orphelin.bin', randomBytes(10));
      const forced = await restoreBackup({ db: target.db, media: target.media }, archiveFile, { force: true });
      expect(forced.filesRemoved).toBe(1);
      expect(await state(target)).toEqual(before);
    } finally {
      await target.dispose();
    }
  });

  it('refuses a truncated, altered, newer-format or newer-schema archive and leaves the target empty', async () => {
    const target = empty;
    const nothing = await emptyState(target);
    const { size } = await stat(archiveFile);
    const cases: [string, RegExp][] = [];

    for (const [name, length] of [['moitie', Math.floor(size / 2)], ['presque', size - 8], ['debut', 100]] as const) {
      const file = path.join(work, `${name}.tar.gz`);
      await cp(archiveFile, file);
      await truncate(file, length);
      cases.push([file, /tronquée|abîmée/]);
    }
    const altered = path.join(work, 'altere.tar.gz');
    const bytes = await readFile(archiveFile);
    bytes[Math.floor(bytes.length * 0.7)] ^= 0xff;
    await writeFile(altered, bytes);
    cases.push([altered, /abîmée|tronquée|ne correspond/]);
    const notGzip = path.join(work, 'texte.tar.gz');
    await writeFile(notGzip, 'ceci n’est pas une archive');
    cases.push([notGzip, /abîmée|pas un fichier \.tar\.gz/]);
    cases.push([path.join(work, 'absente.tar.gz'), /Fichier introuvable/]);

    const newerFormat = path.join(work, 'format2.tar.gz');
    await withManifest(archiveFile, newerFormat, (m) => Object.assign(m, { version: 2 }));
    cases.push([newerFormat, /au format 2/]);
    const newerSchema = path.join(work, 'schema-futur.tar.gz');
    await withManifest(archiveFile, newerSchema, (m) => {
      m.database.migration = { createdAt: Date.now() + 365 * 86_400_000, hash: 'f'.repeat(64), tag: '9999_futur' };
    });
    cases.push([newerSchema, /version plus récente du logiciel \(schéma 9999_futur\)/]);

    for (const [file, message] of cases) {
      await expect(restoreBackup({ db: target.db, media: target.media }, file), path.basename(file)).rejects.toThrow(message);
      expect(await state(target), path.basename(file)).toEqual(nothing);
    }
  });

  it('rolls everything back when a row cannot be inserted: no row and no media file stays behind', async () => {
    const target = empty;
    // The last table of the archive refuses its rows (a trigger): every table before it was
    // already filled inside the transaction.
    const last = archive.tables.at(-1)!.name;
    await target.db.execute(sql.raw(`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'refusé'; end $$`));
    await target.db.execute(sql.raw(`create trigger refuse before insert on ${quoteIdent(last)} for each row execute function refuse()`));
    await expect(restoreBackup({ db: target.db, media: target.media }, archiveFile)).rejects.toThrow(/refusé/);
    expect(await state(target)).toEqual(await emptyState(target));

    // And when the store fails in the middle of the media (a full disk, say), the rows go and
    // so do the files already written.
    await target.db.execute(sql.raw(`drop trigger refuse on ${quoteIdent(last)}`));
    let writes = 0;
    const failing = Object.assign(Object.create(target.media) as LocalMediaStore, {
      writeStream(name: string, body: Readable) {
        if (++writes === 3) return Promise.reject(new Error('ENOSPC: plus de place sur le disque'));
        return target.media.writeStream(name, body);
      },
    });
    await expect(restoreBackup({ db: target.db, media: failing }, archiveFile)).rejects.toThrow(/ENOSPC/);
    expect(writes).toBe(3);
    expect(await state(target)).toEqual(await emptyState(target));
  });

  it('pnpm restore then pnpm backup, in child processes, give back the same rows and files', { timeout: 90_000 }, async () => {
    const config = inject('testDb');
    const home = path.join(work, 'installation');
    await mkdir(home);
    // An install as the commands see it: DATA_DIR (and MEDIA_DIR within), and either the
    // embedded database in DATA_DIR/pglite or a fresh, migrated PostgreSQL database.
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: home, MEDIA_DIR: '', DATABASE_URL: '', LOG_LEVEL: 'silent' };
    // pnpm sets INIT_CWD to the folder it is run from; this test itself runs under pnpm.
    delete env.INIT_CWD;
    env.PWD = repoRoot;
    let dropDatabase = async () => {};
    if (config.kind === 'pglite') {
      await cp(config.templateDir, path.join(home, 'pglite'), { recursive: true });
    } else {
      const name = `${config.prefix}_cli${randomBytes(3).toString('hex')}`;
      const admin = postgres(config.adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(config.templateName)}`);
      env.DATABASE_URL = withDatabase(config.adminUrl, name);
      dropDatabase = async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
        await admin.end({ timeout: 5 });
      };
    }
    // Typed at the repository's root, as a person would: relative names are from there, not from
    // server/ where pnpm runs the script.
    const pnpm = (...args: string[]) => run('pnpm', ['--silent', ...args], { cwd: repoRoot, env, timeout: 60_000 });
    const fromRoot = (name: string) => path.relative(repoRoot, path.join(work, name));
    try {
      const restored = await pnpm('restore', fromRoot('sauvegarde.tar.gz'));
      expect(restored.stdout).toMatch(/restaurée/);

      const saved = await pnpm('backup', fromRoot('copie.tar.gz'));
      expect(saved.stdout).toMatch(/Sauvegarde écrite : .*copie\.tar\.gz/);
      // The same rows give the same JSON Lines, so equal hashes mean equal rows.
      const copy = await verifyArchive(path.join(work, 'copie.tar.gz'));
      expect(copy.tables).toEqual(archive.tables);
      expect(copy.media).toEqual(archive.media);

      // A refusal reaches the person as its French message and exit code 1: on PostgreSQL a
      // second restore into the now filled database; on PGlite, the database open elsewhere.
      if (config.kind === 'postgres') {
        const again = await pnpm('restore', fromRoot('sauvegarde.tar.gz')).catch((err: unknown) => err);
        expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/contient déjà des données/) });
      } else {
        const open = await openDatabase({ pgliteDir: path.join(home, 'pglite') });
        try {
          const locked = await pnpm('backup', fromRoot('refus.tar.gz')).catch((err: unknown) => err);
          expect(locked).toMatchObject({ code: 1, stderr: expect.stringMatching(/déjà ouverte par un autre processus.*Arrêtez-le/s) });
        } finally {
          await open.close();
        }
      }
    } finally {
      await dropDatabase();
    }
  });
});
