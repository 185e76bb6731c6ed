import type { FastifyInstance } from 'fastify';

/** Methods that only read: answered in the turn of the event loop that read them. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write waits for the reads that arrived with it. One turn of the event loop reads every request
 * the server has received; a page answered from the cache costs far less than a registration's
 * intake (its body parsed and checked, its limit counted), so at an opening the pages read in a
 * turn go out before the registrations beside them, which start one turn later (`setImmediate`
 * runs after the turn's reads). Register it first of the hooks that do work for a write.
 */
export function answerReadsFirst(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (READING_METHODS.has(request.method)) return done();
    setImmediate(done);
  });
}
