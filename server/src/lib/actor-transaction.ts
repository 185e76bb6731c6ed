import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthUser } from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError } from './http-errors.js';

/** Who a change is recorded against in the audit log. */
export interface Actor {
  /** The account's id; none for the command line. */
  id: number | null;
  name: string;
  email: string | null;
}

export const COMMAND_LINE_ACTOR: Actor = { id: null, name: 'Command line', email: null };

export const actorOf = (user: AuthUser): Actor => ({
  id: user.id,
  name: user.name,
  email: user.email,
});

/** The signed-in person the access hook attached, for a route that opens its own transaction. */
export function actorOfRequest(request: FastifyRequest): Actor {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue.');
  return actorOf(request.auth.user);
}

/**
 * The transaction a request's writes run in. Services reach the database through
 * `context.db` (see `createServiceContext`), which answers this transaction while one is open, so
 * every query of the change, its audit entries and the mail it queues commit or roll back
 * together, with no service having to pass a transaction along.
 */
const openTransaction = new AsyncLocalStorage<Database>();

export function currentTransaction(): Database | undefined {
  return openTransaction.getStore();
}

/**
 * Runs `work` outside any open transaction, whatever its caller's: work a request starts but does
 * not wait for (a job's round after its write) must not use that request's transaction, which is
 * over by the time the work queries.
 */
export function outsideTransaction<T>(work: () => T): T {
  return openTransaction.exit(work);
}

/**
 * Runs `work` in one transaction: `context.db` is that transaction inside it. Within an open
 * transaction it nests (a savepoint).
 */
export async function inTransaction<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) =>
    // Drizzle's transaction has the database's query API; only its type differs.
    openTransaction.run(transaction as unknown as Database, work),
  );
}

/**
 * Runs `work` in one transaction on behalf of `actor`. The database's `record_audit` trigger
 * (migration 0004) writes an audit entry for each row the work changes, naming the actor, in this
 * same transaction: a change that fails leaves no entry, one that succeeds always has one.
 */
export async function runAsActor<T>(
  db: Database,
  actor: Actor,
  work: () => Promise<T>,
  /** When the change happens, by the application's clock (tests stand at a fixed moment). */
  now: Date = new Date(),
): Promise<T> {
  return inTransaction(db, async () => {
    const transaction = currentTransaction() as Database;
    // `true`: local to this transaction, so a pooled connection never carries it to another.
    await transaction.execute(
      sql`select set_config('chapterhouse.actor', ${JSON.stringify({ ...actor, at: now.toISOString() })}, true)`,
    );
    return work();
  });
}
