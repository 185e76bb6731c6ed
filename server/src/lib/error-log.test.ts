import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { DatabaseConnection } from '../db/client.js';
import { contactMessages, newsletterSubscribers } from '../db/schema/index.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { loggedError, loggedRequest } from './error-log.js';

/** What a member typed: none of it may reach a log line. */
const PERSONAL = ['ada.lovelace@example.edu', '+91 98765 43210', 'Ada Lovelace'];

let database: DatabaseConnection;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The error a failed query throws on this engine (PGlite or PostgreSQL, through Drizzle). */
async function failedQuery(query: () => Promise<unknown>): Promise<unknown> {
  try {
    await query();
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

// A NUL in a text parameter: the very failure the black-box run saw logged with its values.
const nulInText = () =>
  database.db.insert(contactMessages).values({
    name: `${PERSONAL[2]}\u0000`,
    email: PERSONAL[0] as string,
    message: `Call me on ${PERSONAL[1]}`,
  });

describe('errors as the logs show them', () => {
  it('keep the class, code and statement of a failed query, never its values', async () => {
    const error = await failedQuery(nulInText);
    // Without the rule, the values are right there in the error (Drizzle's message, `params`).
    expect(JSON.stringify({ message: (error as Error).message })).toContain(PERSONAL[0]);

    const logged = loggedError(error);
    const line = JSON.stringify(logged);
    for (const value of PERSONAL) expect(line).not.toContain(value);
    expect(logged.message).toMatch(/^Failed query: insert into "contact_messages"/);
    expect(logged.cause?.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("leave out PostgreSQL's detail, which repeats the row of a unique violation", async () => {
    const subscriber = { email: PERSONAL[0] as string, confirmTokenHash: 'hash-1' };
    await database.db.insert(newsletterSubscribers).values(subscriber);
    const error = await failedQuery(() =>
      database.db.insert(newsletterSubscribers).values({ ...subscriber, confirmTokenHash: 'h2' }),
    );
    const logged = loggedError(error);
    expect(JSON.stringify(logged)).not.toContain(PERSONAL[0]);
    expect(logged.cause).toMatchObject({
      code: '23505',
      constraint: 'newsletter_subscribers_email_unique',
    });
  });

  it('are what the error handler logs for a 500', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandler(app);
    app.get('/fails', async () => nulInText());
    const response = await app.inject('/fails');
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
    });
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('contact_messages');
    for (const value of PERSONAL) expect(logged).not.toContain(value);
  });
});

describe('requests as the logs show them', () => {
  it('name the method and route, never the URL or the client address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: loggedRequest } } });
    app.get('/links/:token', async () => ({ ok: true }));
    await app.inject({
      url: '/links/secret-one-time-token?email=ada.lovelace%40example.edu',
      remoteAddress: '203.0.113.77',
    });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('"route":"/links/:token"');
    for (const value of ['secret-one-time-token', 'ada.lovelace', '203.0.113.77']) {
      expect(logged).not.toContain(value);
    }
  });
});
