import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/http-errors.js';
import { databaseRateLimitStore } from '../lib/rate-limit-store.js';

/**
 * The API's rate limits (each route sets its own, `global: false`). Inside /api only: pages and
 * assets must never be throttled (stack notes, trap 24).
 */
export async function registerApiRateLimit(
  api: FastifyInstance,
  db: Database,
  clock: Clock,
): Promise<void> {
  await api.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so that several servers share each limit.
    store: databaseRateLimitStore(db, clock),
    errorResponseBuilder: (_request, limit) =>
      new HttpError(429, `Too many requests. Try again in ${Math.ceil(limit.ttl / 1000)} seconds.`),
  });
}
