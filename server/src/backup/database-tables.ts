import { type SQL, sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, migrationsFolder, rowsOf } from '../db/client.js';

/**
 * What a backup reads from, and a restore writes to, the database: every table of the schema the
 * application uses, found in the catalog rather than listed by hand (a table added by a future
 * migration is in the next backup without anyone remembering it), with the serial sequences and
 * the migrations applied. Both engines speak PostgreSQL, so one path serves both.
 */

export interface TableShape {
  name: string;
  /** The columns a row is written and read with, in the table's order (generated ones left out). */
  columns: string[];
  /** The primary key's columns, in key order; rows are read in that order, a page at a time. */
  primaryKey: string[];
}

/** The tables of the current schema, parents before the tables whose foreign keys point at them. */
export async function tablesInLoadOrder(db: Database): Promise<TableShape[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid
         where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
           and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
          from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
         where n.nspname = current_schema() and i.indisprimary
         order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rowsOf<{ table: string; parent: string }>(
    db,
    sql`select child.relname as "table", parent.relname as "parent"
          from pg_constraint k
          join pg_class child on child.oid = k.conrelid
          join pg_class parent on parent.oid = k.confrelid
          join pg_namespace n on n.oid = child.relnamespace
         where k.contype = 'f' and n.nspname = current_schema()`,
  );

  const shapes = new Map<string, TableShape>();
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [], primaryKey: [] };
    shape.columns.push(column);
    shapes.set(table, shape);
  }
  for (const { table, column } of keys) shapes.get(table)?.primaryKey.push(column);

  const parentsOf = new Map<string, Set<string>>();
  for (const { table, parent } of references) {
    // A table pointing at itself is loaded in key order; nothing to order between tables.
    if (table === parent) continue;
    parentsOf.set(table, (parentsOf.get(table) ?? new Set()).add(parent));
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) {
      throw new Error(`The tables' foreign keys form a cycle through ${name}: no order loads them`);
    }
    visiting.add(name);
    for (const parent of [...(parentsOf.get(name) ?? [])].sort()) place(parent);
    visiting.delete(name);
    placed.add(name);
    const shape = shapes.get(name);
    if (shape) ordered.push(shape);
  };
  for (const name of [...shapes.keys()].sort()) place(name);
  return ordered;
}

export interface SequenceState {
  name: string;
  /** A bigint, as text: JavaScript numbers cannot hold every value. */
  lastValue: string;
  isCalled: boolean;
}

/** Where each sequence of the schema stands (ids handed out so far, deleted rows' included). */
export async function sequenceStates(db: Database): Promise<SequenceState[]> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      db,
      sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.identifier(name)}`,
    );
    if (state) states.push({ name, lastValue: state.lastValue, isCalled: state.isCalled });
  }
  return states;
}

/** One applied migration, as drizzle records it (`created_at` is the migration's journal time). */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** Drizzle's bookkeeping; its migrator and ours (`applyMigrations`) both use it. */
const MIGRATIONS_SCHEMA = 'drizzle';
const MIGRATIONS_TABLE = '__drizzle_migrations';

export async function appliedMigrations(db: Database): Promise<AppliedMigration[]> {
  const [exists] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) is not null as "present"`,
  );
  if (!exists?.present) return [];
  const rows = await rowsOf<{ hash: string; createdAt: string }>(
    db,
    sql`select hash, created_at::text as "createdAt"
          from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}
         order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

/** The migrations this code carries, oldest first. */
export const codeMigrations = (): MigrationMeta[] => readMigrationFiles({ migrationsFolder });

/**
 * Applies these migrations in the caller's transaction, recording each as drizzle's migrator does
 * (same table, same columns), so the server's own migrator at start sees them as applied. Drizzle
 * can only migrate to its newest migration in a transaction of its own; a restore needs to stop at
 * the archive's level and to do everything in one transaction.
 */
export async function applyMigrations(db: Database, migrations: MigrationMeta[]): Promise<void> {
  if (migrations.length === 0) return;
  const table = sql`${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`;
  await db.execute(sql`create schema if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}`);
  await db.execute(
    sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into ${table} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** A comma-separated list of quoted column names. */
export const columnList = (columns: readonly string[]): SQL =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
