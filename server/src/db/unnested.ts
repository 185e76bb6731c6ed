import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows in one statement with one parameter per column, each an array that the database
 * unnests: `insert into <table> (<columns>) select * from unnest($1::text[]::integer[], ...)`.
 * Drizzle's `.values(rows)` makes a parameter of every value, and building those is Drizzle's
 * slowest work: a batch of 300 registrations is 4,500 of them, and in a rush that building took
 * more of the server's time than anything of ours (docs/performance.md). The statement's text is
 * also the same for any number of rows, so the database prepares it once.
 *
 * The columns no row sets take their defaults; one with a default is set by every row or none
 * (checked: a row here cannot ask for the default alone). Add `on conflict ...` and
 * `returning ...` to the answer as SQL, and run it with `rowsOf` (its rows come back with the
 * database's column names and values as the driver gives them).
 */
export function insertUnnested<Table extends PgTable>(
  table: Table,
  rows: readonly Table['$inferInsert'][],
): SQL {
  if (rows.length === 0) throw new Error('insertUnnested needs at least one row');
  const columnsByKey = getTableColumns(table) as Record<string, Column>;
  const isSet = (row: object, key: string) => (row as Record<string, unknown>)[key] !== undefined;
  // The columns any row sets. A row that leaves one of them out writes null there, as Drizzle
  // would; where the column has a default, that row could not get it here: refused.
  const keys = [
    ...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => isSet(row, key)))),
  ];
  const columns = keys.map((key) => {
    const column = columnsByKey[key];
    if (!column) throw new Error(`insertUnnested: ${key} is not a column`);
    if (column.hasDefault && rows.some((row) => !isSet(row, key))) {
      throw new Error(`insertUnnested: every row must set ${key}, or none (it has a default)`);
    }
    return column;
  });
  const arrays = columns.map((column, index) => {
    const key = keys[index] as string;
    const values = rows.map((row) => asText(column, (row as Record<string, unknown>)[key]));
    // Sent as text (both drivers write a text array the same way, quoting every element), then
    // read as the column's type by the database.
    return sql`${sql.param(values)}::text[]::${sql.raw(arrayTypeOf(column))}`;
  });
  return sql`insert into ${table} (${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * `column = any($1::text[]::<its type>[])`: drizzle's `inArray` with one parameter for the whole
 * list instead of one per value (see `insertUnnested`), and one statement text for any length.
 */
export function inUnnested(column: Column, values: readonly unknown[]): SQL {
  return sql`${column} = any(${sql.param(values.map((value) => asText(column, value)))}::text[]::${sql.raw(arrayTypeOf(column))})`;
}

/** The column's type as an array type: `integer[]`, `timestamp with time zone[]`, an enum's. */
function arrayTypeOf(column: Column): string {
  const type = column.getSQLType();
  const plain = type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type;
  // Types come from our own schema, never from input; still, nothing but a type's characters.
  if (!/^[a-z_][a-z0-9_ (),]*$/i.test(plain)) throw new Error(`insertUnnested: type ${plain}`);
  return `${plain}[]`;
}

/** A value as the text the database reads for its column (Drizzle's own mapping first). */
function asText(column: Column, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driven: unknown = column.mapToDriverValue(value);
  if (driven === null || driven === undefined) return null;
  if (typeof driven === 'string') return driven;
  if (driven instanceof Date) return driven.toISOString();
  if (typeof driven === 'object') return JSON.stringify(driven);
  return String(driven);
}
