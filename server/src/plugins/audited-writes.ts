import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { actorOf, runAsActor } from '../lib/actor-transaction.js';
import type { ServiceContext } from '../lib/service-context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: the route opens its own transaction(s) with `runAsActor` around its database
     * writes, because it does slow work (e.g. image processing) that must not hold one open.
     */
    requestTransaction?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const ANSWERED_BEFORE_COMMIT = (method: string, url: string) =>
  `${method} ${url} sent its answer before its transaction committed: return the answer instead of calling reply.send`;

/**
 * Runs the handler of every signed-in write under `/api` (any dashboard or console change) in one
 * transaction on behalf of the signed-in person: the change is all-or-nothing, and the audit
 * trigger records it, naming them, in that same transaction.
 *
 * Handlers must return their answer (`reply.code(201); return item`), not call `reply.send`:
 * a sent answer would leave before the transaction commits.
 */
export function runSignedInWritesAsTheirActor(app: FastifyInstance, context: ServiceContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const { access, requestTransaction } = route.config ?? {};
    // A student's own writes (signing out, erasing their account) are no officer's change: their
    // services open their own transactions, unaudited as visitors' are.
    if (!access || access === 'public' || access === 'student' || requestTransaction === false) {
      return;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READS.has(method))) return;

    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function auditedHandler(request, reply) {
      // The access hook has signed the person in before any handler of such a route runs.
      const user = request.auth?.user;
      if (!user) throw new Error(`${request.method} ${request.url} ran without a signed-in user`);
      return runAsActor(
        context.db,
        actorOf(user),
        async () => {
          const answer = await handler.call(this, request, reply);
          // The client was told before the change was saved: roll it back, loudly, so the
          // route's tests fail instead of a client reading what is not there yet.
          if (reply.sent) throw new Error(ANSWERED_BEFORE_COMMIT(request.method, route.url));
          return answer;
        },
        context.clock.now(),
      );
    };
  });
}
