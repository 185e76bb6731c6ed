import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

/** The rows of a raw query: PGlite's driver answers `{ rows }`, postgres.js the array itself. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;

/** How many rows of `table` hold `text` anywhere in them (each whole row read as text). */
export async function rowsHolding(db: Database, table: string, text: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} as r where r::text like ${`%${text}%`}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? -1);
}
