import type { Database } from '../db/client.js';
import { type Clock, calendarDate } from '../lib/clock.js';

/** What every service needs besides its input: the database and what "today" is. */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  /** IANA time zone that decides which day "today" is (past vs upcoming events). */
  timeZone: string;
}

export function today(context: ServiceContext): string {
  return calendarDate(context.clock.now(), context.timeZone);
}
