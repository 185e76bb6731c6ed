import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

// What search reads of a row (docs/search.md): one weighted `tsvector` per row, computed by the
// database from the row's own columns (a stored generated column, so it is always current and
// every writer, the CLI and restores included, keeps it so without doing anything), with a GIN
// index; and a trigram index on the row's name or title for typos and partial words.

/** PostgreSQL's `tsvector`; services never read it, only `modules/*\/*.search.ts` query it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** The text search configuration: English stems ("workshops" finds "workshop"). */
const CONFIG = sql.raw(`'english'::regconfig`);

/** A weight of `tsvector`: A for what names the row, B for its text, C for what else it says. */
export type SearchWeight = 'A' | 'B' | 'C';

/**
 * One column's words at `weight` (none when the column is null). Columns go by their bare names:
 * a generated column's expression may not name its table.
 */
export function weighted(column: string, weight: SearchWeight): SQL {
  return sql`setweight(to_tsvector(${CONFIG}, coalesce(${sql.identifier(column)}, '')), ${sql.raw(`'${weight}'`)})`;
}

/** The words of a `jsonb` column's strings (its keys left out) at `weight`. */
export function weightedStrings(column: string, weight: SearchWeight): SQL {
  return sql`setweight(jsonb_to_tsvector(${CONFIG}, ${sql.identifier(column)}, '["string"]'), ${sql.raw(`'${weight}'`)})`;
}

/** The words of several columns at their weights, in one `tsvector`. */
export function searchVector(...parts: SQL[]): SQL {
  return sql.join(parts, sql` || `);
}

/**
 * An organisation's initials, as students call it: "IEEE Women in Engineering" is "wie" (every
 * word) and "IEEE Robotics and Automation Society" "ras" (its capitalised words), without the
 * "IEEE" every name starts with. Not stemmed (`simple`), weighted as its name.
 */
export function initialsOf(name: string): SQL {
  const bare = sql`regexp_replace(${sql.identifier(name)}, '^IEEE\\s+', '', 'i')`;
  const everyWord = sql`regexp_replace(${bare}, '(\\w)\\w*\\W*', '\\1', 'g')`;
  const capitalised = sql`regexp_replace(${bare}, '([[:upper:]])\\w*\\W*|\\w+\\W*', '\\1', 'g')`;
  return sql`setweight(to_tsvector('simple'::regconfig, ${everyWord} || ' ' || ${capitalised}), 'A')`;
}
