import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, rowsOf } from '../../db/client.js';
import type { JobStatus } from '../../lib/background-jobs.js';

/** How many migrations this code ships (drizzle-kit's journal), read once at start. */
function shippedMigrationCount(): number {
  const journal = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../drizzle/meta/_journal.json',
  );
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/**
 * `/healthz`: the process answers (a load balancer or orchestrator restarts it when not).
 * `/readyz`: it can serve: the database answers and has every migration this code ships (a
 * load balancer sends it traffic only then); its answer lists the background jobs with their
 * last runs, for an operator (a failed job does not make the server unready: it serves all the
 * same, and its next round may succeed). Both outside `/api` and its limits, never cached; while
 * the server shuts down Fastify answers both with 503, so traffic moves away first.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  db: Database,
  jobs: { list(): JobStatus[] },
): void {
  const shipped = shippedMigrationCount();
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    reply.headers(noStore);
    let applied: number;
    try {
      const [row] = await rowsOf<{ applied: number }>(
        db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      applied = Number(row?.applied ?? 0);
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness check: the database did not answer');
      return reply.status(503).send({ error: 'The database is not reachable.' });
    }
    if (applied < shipped) {
      return reply
        .status(503)
        .send({ error: `The database has ${applied} of ${shipped} migrations applied.` });
    }
    return reply.send({ status: 'ready', migrations: applied, jobs: jobs.list() });
  });
}
