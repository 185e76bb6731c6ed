import fastifyHelmet, { type FastifyHelmetRouteOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { MediaStorageConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own options for `@fastify/helmet`, which reads them from here (`skipRoute`: it
     * sets nothing, the API's own hook does).
     */
    helmet?: FastifyHelmetRouteOptions['helmet'] | { skipRoute: true };
  }
}

/** An http:// media address (a local object store) must be allowed for images explicitly. */
const mediaOrigins = (media: MediaStorageConfig | undefined) =>
  media?.kind === 's3' && media.publicUrl ? [new URL(media.publicUrl).origin] : [];

/**
 * The headers of every answer: pages get them with nonces for their inline scripts (and the
 * cached ones as stored), the API's answers without. Three hooks, each registered where app.ts
 * says: their order among the other plugins matters.
 */
export function securityHeaders(options: {
  /** Vite injects <style> elements while developing; the built site has none. */
  development: boolean;
  media: MediaStorageConfig | undefined;
  /**
   * A payment gateway's checkout (Razorpay, when configured): its script, frames and requests
   * are allowed on the pages that open it (a registrant's page) and nowhere else.
   */
  checkout?: { pages: RegExp; script: string[]; frame: string[]; connect: string[] };
}) {
  const policy = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // React renders `style` attributes (e.g. masonry heights); nonces cannot cover attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        ...(options.development ? { styleSrcElem: ["'self'", "'unsafe-inline'"] } : {}),
        imgSrc: ["'self'", 'data:', 'https:', ...mediaOrigins(options.media)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;

  return {
    /** At the root, after the public cache's hooks (its answers carry them as stored). */
    async forEveryAnswer(app: FastifyInstance): Promise<void> {
      await app.register(fastifyHelmet, { enableCSPNonces: true, ...policy });
    },

    /** At the root, after `forEveryAnswer`: the checkout's page widens its own policy. */
    openCheckoutPages(app: FastifyInstance): void {
      const { checkout } = options;
      if (!checkout) return;
      const widened = (policy: string) =>
        policy
          .replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${checkout.script.join(' ')}`)
          .replace(/(^|;)connect-src ([^;]*)/, `$1connect-src $2 ${checkout.connect.join(' ')}`)
          .concat(`;frame-src 'self' ${checkout.frame.join(' ')}`);
      app.addHook('onSend', async (request, reply) => {
        const policy = reply.getHeader('content-security-policy');
        if (request.method !== 'GET' || typeof policy !== 'string') return;
        if (!checkout.pages.test(request.url.split('?')[0] ?? '')) return;
        reply.header('content-security-policy', widened(policy));
      });
    },

    /** After `@fastify/etag`, whose hook turns an answer into a 304 first. */
    keepStoredPolicyOn304(app: FastifyInstance): void {
      app.addHook('onSend', async (_request, reply) => {
        // A 304 must not replace the policy the browser stored with the page: that policy's
        // nonce (or hashes) are the ones of the HTML the browser kept.
        if (reply.statusCode === 304) reply.removeHeader('content-security-policy');
      });
    },

    /** First of the `/api` scope's hooks: a refusal (a limit, an access rule) carries them too. */
    forApi(api: FastifyInstance): void {
      // JSON runs no script: the API's answers keep helmet's headers and policy, without the
      // two random nonces per request that only a page's inline scripts use. The same for every
      // answer, so helmet is built once for them: `@fastify/helmet` builds it again for each
      // request (every policy parsed anew, about 70 us), a few percent of the server's time in
      // a rush of registrations (docs/performance.md).
      const apiSecurityHeaders = helmet(policy);
      api.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: { skipRoute: true } };
      });
      api.addHook('onRequest', (request, reply, done) =>
        apiSecurityHeaders(request.raw, reply.raw, () => done()),
      );
    },
  };
}
