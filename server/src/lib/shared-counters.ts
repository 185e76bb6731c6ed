import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.js';
import { rateCounters } from '../db/schema/index.js';
import { insertUnnested } from '../db/unnested.js';
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
  const [state] = await countHits(db, [{ key, windowMs }], now);
  if (!state) throw new Error(`Counting a hit for ${key} returned no row`);
  return state;
}

/** One hit to count: its key, and the window a key's first hit starts. */
export interface Hit {
  key: string;
  windowMs: number;
}

/**
 * Counts many hits in one statement (`countHit` for each; a key may come several times), and
 * answers each hit's count as if they had been counted one by one in their order: a key's n hits
 * here get the n counts that end at its new total. A burst of requests (the opening minute of a
 * popular event) costs one round trip, not one each.
 */
export async function countHits(
  db: Database,
  hits: readonly Hit[],
  now: Date,
): Promise<CounterState[]> {
  if (hits.length === 0) return [];
  const added = new Map<string, { hits: number; windowMs: number }>();
  for (const { key, windowMs } of hits) {
    const counted = added.get(key);
    if (counted) counted.hits += 1;
    else added.set(key, { hits: 1, windowMs });
  }
  const ended = sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  // One row per key: an upsert may not touch a row twice. The keys go as arrays
  // (`db/unnested.ts`): a rush's batch is hundreds of them.
  const rows = await rowsOf<{ key: string; hits: number; window_ends_at: string | Date }>(
    db,
    sql`${insertUnnested(
      rateCounters,
      [...added].map(([key, { hits, windowMs }]) => ({
        key,
        hits,
        windowEndsAt: new Date(now.getTime() + windowMs),
      })),
    )} on conflict (key) do update set
      hits = case when ${ended} then excluded.hits
        else least(${rateCounters.hits}::bigint + excluded.hits, 2147483647)::integer end,
      window_ends_at = case when ${ended} then excluded.window_ends_at
        else ${rateCounters.windowEndsAt} end
    returning key, hits, window_ends_at`,
  );
  const totals = new Map(
    rows.map((row) => [
      row.key,
      // As Drizzle reads a timestamp: the drivers give its text (or a Date).
      { hits: row.hits, windowEndsAt: new Date(row.window_ends_at) },
    ]),
  );
  // Each key's hits take the last counts of its total, in their order.
  const countedSoFar = new Map<string, number>();
  return hits.map(({ key }) => {
    const total = totals.get(key);
    const ofKey = added.get(key);
    if (!total || !ofKey) throw new Error(`Counting a hit for ${key} returned no row`);
    const before = countedSoFar.get(key) ?? 0;
    countedSoFar.set(key, before + 1);
    return {
      hits: Math.max(1, total.hits - ofKey.hits + before + 1),
      windowEndsAt: total.windowEndsAt,
    };
  });
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
