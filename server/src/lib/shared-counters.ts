import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateCounters } from '../db/schema/index.js';
import { escapeLike } from './like-pattern.js';
import { PeriodicJob } from './periodic-job.js';

/** A key's hits in its current window, and when that window ends. */
export interface CounterState {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit for `key` in a fixed window of `windowMs` starting at its first hit, and returns
 * the count so far. One statement (an upsert), so hits from several servers at once are all
 * counted; a window that has ended starts again at 1.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterState> {
  const newWindowEndsAt = new Date(now.getTime() + windowMs);
  const ended = sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, hits: 1, windowEndsAt: newWindowEndsAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else least(${rateCounters.hits}, 2147483646) + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateCounters.hits, windowEndsAt: rateCounters.windowEndsAt });
  if (!row) throw new Error(`Counting a hit for ${key} returned no row`);
  return row;
}

/**
 * Counts one more hit in a run for `key` and moves the run's end to `forgetAfterMs` from now: a
 * run is forgotten only after that long without a hit (failures in a row, however spread out).
 * The last hit was at `windowEndsAt - forgetAfterMs`. One statement, as `countHit`.
 */
export async function countInRun(
  db: Database,
  key: string,
  forgetAfterMs: number,
  now: Date,
): Promise<CounterState> {
  const runEndsAt = new Date(now.getTime() + forgetAfterMs);
  const ended = sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, hits: 1, windowEndsAt: runEndsAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else least(${rateCounters.hits}, 2147483646) + 1 end`,
        windowEndsAt: sql`excluded.window_ends_at`,
      },
    })
    .returning({ hits: rateCounters.hits, windowEndsAt: rateCounters.windowEndsAt });
  if (!row) throw new Error(`Counting a hit for ${key} returned no row`);
  return row;
}

/** The hits of `key`'s current window (0 once it has ended), without counting one. */
export async function readCounts(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<Map<string, CounterState>> {
  const rows = await db
    .select({
      key: rateCounters.key,
      hits: rateCounters.hits,
      windowEndsAt: rateCounters.windowEndsAt,
    })
    .from(rateCounters)
    .where(
      and(
        or(...keys.map((key) => eq(rateCounters.key, key))),
        sql`${rateCounters.windowEndsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return new Map(rows.map(({ key, ...state }) => [key, state]));
}

/** Forgets the counts of these keys, and of every key that starts with one of `prefixes`. */
export async function clearCounts(
  db: Database,
  keys: readonly string[],
  prefixes: readonly string[] = [],
): Promise<void> {
  await db
    .delete(rateCounters)
    .where(
      or(
        ...keys.map((key) => eq(rateCounters.key, key)),
        ...prefixes.map((prefix) => like(rateCounters.key, `${escapeLike(prefix)}%`)),
      ),
    );
}

/** Deletes the counters whose window ended before `now`: kept by no one, needed by nothing. */
export async function sweepCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, now));
}

/**
 * Sweeps ended counters every `everyMs` (each server may; deleting twice is harmless). A failed
 * sweep is logged and waits for the next one: the table only grows.
 */
export const counterSweep = (db: Database, clock: { now(): Date }, everyMs = 10 * 60 * 1000) =>
  new PeriodicJob(() => sweepCounters(db, clock.now()), { everyMs });
