import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sample: false });
});
afterAll(() => t.close());

describe('health checks', () => {
  it('say the server is alive and ready, never from a cache', async () => {
    const alive = await t.app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    expect(ready.json().migrations).toBeGreaterThan(7);
  });

  it('say it is not ready while the database lacks a migration this code ships', async () => {
    const [last] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`,
    );
    try {
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toMatch(/^The database has \d+ of \d+ migrations applied\.$/);
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, 'restored', 0)`,
      );
    }
  });
});
