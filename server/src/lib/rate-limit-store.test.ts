import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startAnotherServer, type TestApp } from '../../test/test-app.js';
import { rateCounters } from '../db/schema/index.js';
import { countHit, readCounts, sweepCounters } from './shared-counters.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendContact = (app: TestApp['app'], remoteAddress: string, index: number) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Visitor', email: 'visitor@example.edu', message: `Message ${index}` },
    remoteAddress,
  });

describe('rate limits', () => {
  it('hold across servers: one client sending through two servers gets one allowance', async () => {
    const other = await startAnotherServer(t);
    try {
      const statuses: number[] = [];
      // The contact form allows 5 per client in 10 minutes, wherever they land.
      for (let index = 0; index < 6; index++) {
        const app = index % 2 === 0 ? t.app : other.app;
        statuses.push((await sendContact(app, '10.30.0.1', index)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await sendContact(other.app, '10.30.0.1', 7);
      expect(refused.json().error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
      // Another client, and another route for the same client, count on their own.
      expect((await sendContact(other.app, '10.30.0.2', 8)).statusCode).toBe(201);
      const subscribe = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'reader@example.edu' },
        remoteAddress: '10.30.0.1',
      });
      expect(subscribe.statusCode).toBeLessThan(300);
    } finally {
      await other.close();
    }
  });
});

describe('shared counters', () => {
  it('are swept once their window has ended', async () => {
    const start = new Date('2026-06-15T10:00:00Z');
    await countHit(t.database.db, 'test:old', 1000, start);
    await countHit(t.database.db, 'test:current', 60_000, start);
    const later = new Date(start.getTime() + 5000);
    expect([
      ...(await readCounts(t.database.db, ['test:old', 'test:current'], later)).keys(),
    ]).toEqual(['test:current']);
    // A hit after the window starts it again at 1.
    expect((await countHit(t.database.db, 'test:old', 1000, later)).hits).toBe(1);
    await sweepCounters(t.database.db, new Date(later.getTime() + 2000));
    const keys = (await t.database.db.select({ key: rateCounters.key }).from(rateCounters)).map(
      (row) => row.key,
    );
    expect(keys).toContain('test:current');
    expect(keys).not.toContain('test:old');
  });
});
