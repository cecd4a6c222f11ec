// What the database itself says about its tables, read from PostgreSQL's catalog rather than
// from schema.ts: a backup holds what the database holds, including a table added by a newer
// migration, and a restore inserts into what the target really has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { migrationsDir } from '../paths';
import { BackupError } from './errors';

export interface TableInfo {
  name: string;
  /** Stored columns in table order (generated columns are left out: they cannot be inserted). */
  columns: string[];
  primaryKey: string[];
  /** Columns fed by a sequence (identity or serial), with that sequence's name. */
  sequences: { column: string; sequence: string }[];
}

export interface MigrationState {
  /** drizzle's migration timestamp (the journal's `when`), the order of migrations. */
  createdAt: number;
  hash: string;
  /** The migration's name from the journal, when this code knows it. */
  tag: string | null;
}

/** The tables of the public schema, parents before children (FK-safe insertion order). */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const columns = rowsOf<{ table: string; column: string; sequence: string | null }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column",
             pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as "sequence"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column"
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`),
  );
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as "child", p.relname as "parent"
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f'`),
  );

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const t = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [], sequences: [] };
    t.columns.push(row.column);
    if (row.sequence) t.sequences.push({ column: row.column, sequence: row.sequence });
    tables.set(row.table, t);
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column);
  return parentsFirst(tables, links);
}

/** Kahn's topological order, alphabetical among equals so that every backup lists tables alike. */
function parentsFirst(tables: Map<string, TableInfo>, links: { child: string; parent: string }[]): TableInfo[] {
  const parents = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of links) {
    // A table referring to itself is inserted in key order, which the dump keeps.
    if (child !== parent && tables.has(parent)) parents.get(child)?.add(parent);
  }
  const order: TableInfo[] = [];
  const placed = new Set<string>();
  while (order.length < tables.size) {
    const ready = [...tables.keys()].filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p))).sort();
    if (!ready.length) throw new BackupError("Les clés étrangères des tables forment un cycle : aucun ordre d'insertion possible.");
    for (const name of ready) {
      placed.add(name);
      order.push(tables.get(name)!);
    }
  }
  return order;
}

interface JournalEntry {
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const raw = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return raw.entries;
}

/** Tag of a migration by its timestamp, from this code's journal. */
export function migrationTag(createdAt: number): string | null {
  return journal().find((e) => e.when === createdAt)?.tag ?? null;
}

/** The migrations applied to this database, oldest first (empty when it was never migrated). */
export async function appliedMigrations(db: Db): Promise<MigrationState[]> {
  const exists = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "found"`));
  if (!exists[0]?.found) return [];
  const rows = rowsOf<{ hash: string; created_at: string | number | bigint }>(
    await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`),
  );
  return rows.map((r) => ({ createdAt: Number(r.created_at), hash: r.hash, tag: migrationTag(Number(r.created_at)) }));
}
