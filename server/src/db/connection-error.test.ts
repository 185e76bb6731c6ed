import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { describeConnectionError } from './connection-error.js';

// The errors an operator meets with a DATABASE_URL that leads nowhere, as the drivers raise them:
// real connections for the network's answers, the server's own error for its refusals.

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** What a query through postgres.js rejects with, connecting to `url`. */
async function errorConnecting(url: string): Promise<unknown> {
  const client = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await client`select 1`;
  } catch (error) {
    return error;
  } finally {
    await client.end({ timeout: 1 });
  }
  throw new Error(`Connected to ${url}`);
}

/** An error as PostgreSQL sends it (postgres.js builds it from the server's fields). */
const serverError = (code: string, message: string) =>
  new (postgres.PostgresError as unknown as new (fields: object) => Error)({
    severity: 'FATAL',
    code,
    message,
  });

describe('describeConnectionError', () => {
  it('names the host and port the connection was refused at', async () => {
    const port = await closedPort();
    const url = `postgres://chapterhouse:s3cret-pw@127.0.0.1:${port}/chapterhouse`;
    const message = describeConnectionError(await errorConnecting(url), url);
    expect(message).toBe(`Cannot reach the database at 127.0.0.1:${port}: connection refused`);
  });

  it('sees through the "Failed query" of the migrations opening the database', async () => {
    const port = await closedPort();
    const url = `postgres://chapterhouse:s3cret-pw@127.0.0.1:${port}/chapterhouse`;
    const error = await openDatabase({ engine: 'postgres', url }).then(
      () => new Error('opened'),
      (failure: unknown) => failure,
    );
    expect(String(error)).toContain('Failed query');
    expect(describeConnectionError(error, url)).toBe(
      `Cannot reach the database at 127.0.0.1:${port}: connection refused`,
    );
  });

  it('says a host name does not resolve', async () => {
    const url = 'postgres://chapterhouse:s3cret-pw@db.invalid:5433/chapterhouse';
    const message = describeConnectionError(await errorConnecting(url), url);
    expect(message).toBe('Cannot reach the database at db.invalid:5433: unknown host db.invalid');
  });

  it('says which user or database the server refused, never the password', () => {
    const url = 'postgresql://x:s3cret-pw@db.example/y';
    const refused = (code: string, message: string) =>
      describeConnectionError(
        new DrizzleQueryError(
          'CREATE SCHEMA IF NOT EXISTS "drizzle"',
          [],
          serverError(code, message) as never,
        ),
        url,
      );
    expect(refused('28P01', 'password authentication failed for user "x"')).toBe(
      'Cannot reach the database at db.example:5432: the password for user "x" was refused',
    );
    expect(refused('3D000', 'database "y" does not exist')).toBe(
      'Cannot reach the database at db.example:5432: database "y" does not exist',
    );
    expect(refused('28000', 'role "x" does not exist')).toBe(
      'Cannot reach the database at db.example:5432: user "x" was refused (role "x" does not exist)',
    );
    for (const code of ['28P01', '3D000', '28000']) {
      expect(refused(code, 'refused')).not.toContain('s3cret-pw');
    }
  });

  it('leaves other errors to the caller', () => {
    const url = 'postgres://x:s3cret-pw@db.example/y';
    expect(describeConnectionError(serverError('42501', 'permission denied'), url)).toBeNull();
    expect(describeConnectionError(new Error('something else'), url)).toBeNull();
  });
});
