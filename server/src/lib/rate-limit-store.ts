import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Database, isEmbedded } from '../db/client.js';
import type { Clock } from './clock.js';
import { KeyedBatches } from './keyed-batches.js';
import { type CounterState, countHits, type Hit } from './shared-counters.js';

/** The most hits counted in one statement. */
const HITS_PER_BATCH = 500;

/**
 * A store for `@fastify/rate-limit` that counts in the database (`lib/shared-counters.ts`), so
 * a limit holds across every server on one PostgreSQL rather than once per server. Each route
 * with a limit counts under its own keys (`child`).
 */
export function databaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  // The hits of every route, counted a batch at a time (one statement for the hits that arrived
  // together): in a rush, each request would otherwise cost a round trip of its own.
  const batches = new KeyedBatches<'hits', Hit & { now: Date }, CounterState>(
    (_, hits) =>
      countHits(
        db,
        hits,
        // The batch's latest moment: a window that ended before it ends for all of them.
        new Date(Math.max(...hits.map((hit) => hit.now.getTime()))),
      ),
    // All that arrive together in a rush (a few hundred registrations at an opening): one
    // statement for them, not one round trip after another for each hundred.
    HITS_PER_BATCH,
    { nextOnArrival: !isEmbedded(db) },
  );

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the root store with its options, which this store does not need.
    constructor(_options?: unknown, prefix = 'rate:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      batches.add('hits', { key: `${this.prefix}${key}`, windowMs: timeWindow, now }).then(
        ({ hits, windowEndsAt }) =>
          callback(null, { current: hits, ttl: windowEndsAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's merged limit options, the route itself as `routeInfo`
      // (its type declarations say it passes the route).
      const withRoute = routeOptions as unknown as { routeInfo?: { method: unknown; url: string } };
      const { method, url } = withRoute.routeInfo ?? routeOptions;
      return new DatabaseRateLimitStore(undefined, `rate:${String(method)} ${url}:`);
    }
  }
  return DatabaseRateLimitStore;
}
