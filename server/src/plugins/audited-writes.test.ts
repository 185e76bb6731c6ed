import { count } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { contactMessages, users } from '../db/schema/index.js';
import { currentTransaction } from '../lib/actor-transaction.js';
import type { ServiceContext } from '../lib/service-context.js';
import { ANSWERED_BEFORE_COMMIT, runSignedInWritesAsTheirActor } from './audited-writes.js';

// A signed-in write runs in one transaction that commits before its answer leaves. A handler that
// sends its answer itself (`reply.send`) would tell the client before the commit: a client could
// read what is not there yet, or be told of a change that then failed. The wrapper rolls such a
// change back, so the route's own tests fail.

let database: TestDatabase;
let app: FastifyInstance;
const errors: string[] = [];

async function saveMessage(text: string) {
  const transaction = currentTransaction();
  if (!transaction) throw new Error('no request transaction');
  await transaction
    .insert(contactMessages)
    .values({ name: 'Tester', email: 't@e.edu', message: text });
}

beforeAll(async () => {
  database = await openTestDatabase();
  // The audit trigger names the actor, who must be an account.
  const [admin] = await database.db
    .insert(users)
    .values({ email: 'admin@example.edu', name: 'Admin', role: 'BRANCH_ADMIN' })
    .returning({ id: users.id });
  if (!admin) throw new Error('no account');
  // The answer has left by the time the error comes: Fastify can only log it.
  app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } },
  });
  const context = {
    db: database.db,
    clock: { now: () => new Date() },
  } as unknown as ServiceContext;
  runSignedInWritesAsTheirActor(app, context);
  app.addHook('onRequest', async (request) => {
    request.auth = {
      sessionId: 1,
      user: {
        id: admin.id,
        email: 'admin@example.edu',
        name: 'Admin',
        role: 'BRANCH_ADMIN',
        entityId: null,
        organisation: null,
        teams: [],
      },
    };
  });
  app.post('/api/returned', { config: { access: 'branch-admin' } }, async (_request, reply) => {
    await saveMessage('returned');
    reply.status(201);
    return { saved: true };
  });
  app.post('/api/sent', { config: { access: 'branch-admin' } }, async (_request, reply) => {
    await saveMessage('sent');
    return reply.status(201).send({ saved: true });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const saved = async () => (await database.db.select({ n: count() }).from(contactMessages))[0]?.n;

describe('signed-in writes', () => {
  it('commit the change of a handler that returns its answer', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/returned' });
    expect(response.statusCode).toBe(201);
    expect(await saved()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('roll back the change of a handler that sent its answer before the commit', async () => {
    await app.inject({ method: 'POST', url: '/api/sent' });
    expect(await saved()).toBe(1);
    expect(errors.join('\n')).toContain(ANSWERED_BEFORE_COMMIT('POST', '/api/sent'));
  });
});
