import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';
import type { Clock } from './clock.js';
import { countHit } from './shared-counters.js';

/**
 * A store for `@fastify/rate-limit` that counts in the database (`lib/shared-counters.ts`), so
 * a limit holds across every server on one PostgreSQL rather than once per server. Each route
 * with a limit counts under its own keys (`child`).
 */
export function databaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
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
      countHit(db, `${this.prefix}${key}`, timeWindow, now).then(
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
