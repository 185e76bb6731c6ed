import type { FastifyInstance } from 'fastify';
import type { PublicCache } from './public-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public cache; whoever writes behind the API's back (start-up, tests) invalidates it. */
    publicReadCache: PublicCache;
  }
}

/**
 * Puts the cache on the app and empties it after a successful call of a route that declares
 * `config: { invalidatesPublicCache: true }`. On response, so the write's transaction has
 * committed: a render that starts after this sees the change.
 */
export function registerPublicCache(app: FastifyInstance, cache: PublicCache): void {
  app.decorate('publicReadCache', cache);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && request.routeOptions.config.invalidatesPublicCache) {
      cache.invalidate();
    }
  });
}
