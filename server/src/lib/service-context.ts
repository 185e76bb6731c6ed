import type { Database } from '../db/client.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { currentTransaction } from './actor-transaction.js';
import { type Clock, calendarDate } from './clock.js';

/** What every service needs besides its input: the database and what "today" is. */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  /** IANA time zone that decides which day "today" is (past vs upcoming events). */
  timeZone: string;
  /** Queues mail in the outbox (in the same transaction as the change that causes it). */
  mailer: Mailer;
}

/**
 * The services' context. Its `db` is the request's open transaction while there is one (see
 * `runAsActor`), otherwise the database itself.
 */
export function createServiceContext(
  database: Database,
  clock: Clock,
  timeZone: string,
  mailer: Mailer,
): ServiceContext {
  return {
    get db() {
      return currentTransaction() ?? database;
    },
    clock,
    timeZone,
    mailer,
  };
}

export function today(context: ServiceContext): string {
  return calendarDate(context.clock.now(), context.timeZone);
}
