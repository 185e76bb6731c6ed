import path from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './lock.js';
import * as schema from './schema/index.js';

/** The database handle every service takes. Both engines speak the same PostgreSQL dialect. */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseConnection {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of each `pg_notify(channel, payload)` (from any server on
   * the database, this one included). Resolves once listening, to the function that stops it.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PGlite, whose every statement is followed by a turn of the event loop. Its statements run on
 * this thread, and one awaited after another never let anything else run: a transaction of a
 * dozen statements (a batch of a rush's registrations) held every other request, cached pages
 * included, for 60-160 ms. Between statements, what has arrived meanwhile is answered (whatever
 * needs the database still waits for the transaction's end). `_runExclusiveQuery` is the one way
 * into the database of every statement, declared for subclasses to give (PGliteWorker does).
 */
class TurnTakingPGlite extends PGlite {
  override async _runExclusiveQuery<T>(query: () => Promise<T>): Promise<T> {
    const result = await super._runExclusiveQuery(query);
    await yieldToRequests();
    return result;
  }
}

/** PGlite's extensions the migrations create (PostgreSQL has them installed): search's trigrams. */
const EXTENSIONS = { pg_trgm };

/** The committed migrations (`npm run db:generate` writes them). */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseTarget =
  | { engine: 'postgres'; url: string }
  /**
   * `dataDir` undefined: in memory (tests), started from `template` when given (a dump of a
   * migrated database: far quicker than creating one and migrating it, test file after file).
   * `compiled`: PGlite's WebAssembly module compiled once and its file bundle read once, for a
   * process that opens database after database (the tests): it halves the time of each open.
   */
  | {
      engine: 'pglite';
      dataDir: string | undefined;
      template?: Blob;
      compiled?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;
    };

/**
 * Opens the database and brings its schema up to date with the committed migrations, unless
 * `migrate` is false (a backup must not upgrade what it copies; a restore migrates itself).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseConnection> {
  if (target.engine === 'postgres') {
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    try {
      if (migrate) await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await client.end();
      throw error;
    }
    return {
      // Both drivers expose the same query builder; the cast only unifies their result types.
      db: db as unknown as Database,
      engine: 'postgres',
      // postgres.js listens on a connection of its own, and listens again after reconnecting.
      listen: async (channel, onNotify) => {
        const { unlisten } = await client.listen(channel, onNotify);
        return unlisten;
      },
      close: () => client.end(),
    };
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = target.dataDir
      ? new TurnTakingPGlite(path.join(target.dataDir, 'pglite'), { extensions: EXTENSIONS })
      : new TurnTakingPGlite({
          extensions: EXTENSIONS,
          ...target.compiled,
          ...(target.template ? { loadDataDir: target.template } : {}),
        });
    await client.waitReady;
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    if (migrate) await migratePglite(db, { migrationsFolder });
    return {
      db,
      engine: 'pglite',
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, onNotify);
        return () => unlisten();
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Whether this is the embedded database, whose queries run one at a time on this thread (with no
 * round trip to wait for: batching more work at once is what saves time there).
 */
export function isEmbedded(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/** Runs a raw query on either driver and returns its rows (PGlite wraps them, postgres.js does not). */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/** A statement compiled once: its text, and its values, drizzle's placeholders among them. */
export interface CompiledStatement {
  sql: string;
  params: unknown[];
}

/** `statement` as the database is sent it; its placeholders are filled by `rowsOfCompiled`. */
export function compileStatement(db: Database, statement: SQL): CompiledStatement {
  return (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);
}

/**
 * Runs a statement compiled once (`compileStatement`) with its placeholders' `values`, and
 * returns its rows: for a statement asked often in one shape with other values (a search), so
 * that drizzle does not build and compile it again each time (4 ms of this thread for a search's
 * union of six kinds, where the database answers in a few). Rows come as `rowsOf` gives them.
 *
 * On PostgreSQL it is a prepared statement of each connection: parsed once, and after five runs
 * planned once for any values when PostgreSQL finds that plan as good (`plan_cache_mode`
 * `auto`), which took a search's cost to PostgreSQL from about 8 ms of CPU to about 5.5. A
 * DATABASE_URL ending in `?prepare=false` (PgBouncer in transaction mode) turns that off.
 */
export async function rowsOfCompiled<Row>(
  db: Database,
  statement: CompiledStatement,
  values: Record<string, unknown>,
  options: {
    /**
     * Plan it for these values, not once for any: for values whose best plan is not the one
     * for most (a search for a word in nearly every row, `text-search.ts`).
     */
    planForValues?: boolean;
  } = {},
): Promise<Row[]> {
  const params = fillPlaceholders(statement.params, values);
  // The session's client: the database's, or a transaction's (either driver).
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  if (typeof (client as postgres.Sql).unsafe === 'function') {
    return (await (client as postgres.Sql).unsafe(
      statement.sql,
      params as postgres.ParameterOrJSON<never>[],
      // An unnamed statement is planned for its values each time it runs.
      { prepare: !options.planForValues },
    )) as unknown as Row[];
  }
  return (await (client as PGlite).query<Row>(statement.sql, params)).rows;
}
