import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CachedResponse,
  cacheKeyOf,
  createCachedResponse,
  headersOf,
  prepareCachedReply,
  sendCachedHit,
} from './cached-response.js';
import type { InvalidationBroadcast } from './invalidation-broadcast.js';
import { isAnonymous } from './page-responses.js';
import type { PublicCache, ResponseTicket } from './public-cache.js';
import { CACHED_FEED_ROUTES, CACHED_PUBLIC_READ_ROUTES } from './public-read-routes.js';
import { policyWithoutNonces } from './shared-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public cache; whoever writes behind the API's back (start-up, tests) invalidates it. */
    publicReadCache: PublicCache;
    /** Empties this server's public cache and tells the others to (a job's writes: scheduled publishing). */
    invalidatePublicCaches(): Promise<void>;
  }
  interface FastifyRequest {
    /** Set on an anonymous GET of a cached public read that missed: its answer is to be kept. */
    publicCacheTicket: ResponseTicket | null;
    /**
     * Set on an anonymous GET of a page that missed: the visitors asking for the same page wait
     * for its render (`PublicCache.beginRender`). The page's handler calls it with its answer;
     * should the request end before, it is called with nothing.
     */
    finishRender: ((answer: CachedResponse | undefined) => void) | null;
  }
  interface FastifyContextConfig {
    /** The route renders pages that visitors asking at the same time share (`plugins/web.ts`). */
    sharesRender?: boolean;
  }
}

/**
 * How often writes that many visitors make at once (registrations: `invalidatesPublicCache:
 * 'soon'`) may empty the cache: a burst of them would otherwise have every page rendered again
 * for every visitor while an event fills. Their counts show within this time.
 */
export const COALESCED_INVALIDATION_MS = 2_000;

/**
 * Puts the cache on the app, answers from it, keeps public reads' answers, and empties it after
 * a successful call of a route that declares `config: { invalidatesPublicCache: true }`.
 *
 * Register it before helmet, etag and compression: a hit is answered in the first `onRequest`
 * hook, straight to the socket, so it skips helmet's nonce and policy (the stored answer carries
 * helmet's headers and a policy without nonces) and every later hook; an answer to keep is taken
 * in the first `onSend` hook, before etag hashes it or compression streams it. Both later hooks
 * leave that answer alone: it carries its own `etag` and, but for identity, its
 * `content-encoding`.
 */
export function registerPublicCache(
  app: FastifyInstance,
  cache: PublicCache,
  /** Tells the other servers on the database (`invalidation-broadcast.ts`). */
  broadcast: InvalidationBroadcast,
): void {
  app.decorate('publicReadCache', cache);
  app.decorateRequest('publicCacheTicket', null);
  app.decorateRequest('finishRender', null);
  // A request that ended before its handler answered (refused, failed, abandoned) releases
  // those waiting for its render: they render the page themselves.
  const releaseRender = (request: FastifyRequest) => {
    request.finishRender?.(undefined);
    request.finishRender = null;
  };
  app.addHook('onResponse', async (request) => releaseRender(request));
  app.addHook('onRequestAbort', async (request) => releaseRender(request));

  // Callback hooks: no promise per request on the path every visit takes.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isAnonymous(request)) {
      return done();
    }
    const key = cacheKeyOf(request);
    const stored = cache.getResponse(key, request.method === 'GET');
    // Answered here, hijacked: `done` is not called, no other hook runs.
    if (stored) return sendCachedHit(request, reply, stored);
    // The page is being rendered for another visitor: this one gets the same answer, or goes on
    // to render it alone should that one not be fit to keep.
    const underWay = cache.renderUnderWay(key);
    if (underWay) {
      underWay.then(
        (answer) => (answer ? sendCachedHit(request, reply, answer) : done()),
        () => done(),
      );
      return;
    }
    // Announced here, at once, not when the page's handler starts: visitors arriving together
    // would all pass this hook before the first of them reached it.
    if (request.method === 'GET' && request.routeOptions.config.sharesRender) {
      request.finishRender = cache.beginRender(key);
    }
    const route = request.routeOptions.url ?? '';
    if (
      request.method === 'GET' &&
      (CACHED_PUBLIC_READ_ROUTES.has(route) || CACHED_FEED_ROUTES.has(route))
    ) {
      // Taken before the route reads anything: a write landing meanwhile refuses the answer.
      request.publicCacheTicket = cache.beginResponse();
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const ticket = request.publicCacheTicket;
    if (ticket === null || reply.statusCode !== 200 || typeof payload !== 'string') {
      return done(null, payload);
    }
    if (reply.hasHeader('set-cookie')) return done(null, payload);
    const headers = headersOf(reply);
    const policy = headers['content-security-policy'];
    // JSON runs no inline script: the policy only loses its (then shared) nonces.
    if (policy) headers['content-security-policy'] = policyWithoutNonces(policy);
    createCachedResponse(headers, Buffer.from(payload)).then((stored) => {
      cache.keepResponse(cacheKeyOf(request), stored, ticket);
      done(null, prepareCachedReply(request, reply, stored, 'miss'));
    }, done);
  });

  /** `soon`: this server's answers expire rather than go (`PublicCache.expire`). */
  async function invalidateEverywhere(log: FastifyBaseLogger, soon = false) {
    lastInvalidation = performance.now();
    if (soon) cache.expire();
    else cache.invalidate();
    try {
      await broadcast.announce();
    } catch (error) {
      // The change is saved and this server shows it; the others catch up within the TTL.
      log.warn({ err: error }, 'Could not tell the other servers to empty their caches');
    }
  }
  app.decorate('invalidatePublicCaches', () => invalidateEverywhere(app.log));
  let lastInvalidation = Number.NEGATIVE_INFINITY;
  let coalesced: NodeJS.Timeout | null = null;
  /** At once when the last emptying is older than the window, else once at its end. */
  function invalidateSoon(log: FastifyBaseLogger) {
    if (coalesced) return;
    const wait = lastInvalidation + COALESCED_INVALIDATION_MS - performance.now();
    if (wait <= 0) return invalidateEverywhere(log, true);
    coalesced = setTimeout(() => {
      coalesced = null;
      void invalidateEverywhere(log, true);
    }, wait);
  }

  // On response, so the write's transaction has committed: an answer begun after this sees it.
  app.addHook('onResponse', async (request, reply) => {
    const { invalidatesPublicCache } = request.routeOptions.config;
    if (reply.statusCode >= 400 || !invalidatesPublicCache) return;
    if (invalidatesPublicCache === 'soon') await invalidateSoon(request.log);
    else await invalidateEverywhere(request.log);
  });
  app.addHook('onClose', async () => {
    if (coalesced) clearTimeout(coalesced);
  });
  app.addHook('onClose', () => broadcast.stop());
}
