import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startAnotherServer, type TestApp } from '../../test/test-app.js';
import { rateCounters } from '../db/schema/index.js';
import { countHit, countInRun, readCounts, sweepCounters } from './shared-counters.js';

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

  it('in a run are forgotten only after a quiet spell, however long the run', async () => {
    const day = 24 * 60 * 60 * 1000;
    let at = new Date('2026-06-15T10:00:00Z');
    for (let hit = 1; hit <= 3; hit++) {
      const state = await countInRun(t.database.db, 'test:run', day, at);
      expect(state.hits).toBe(hit);
      // The run ends a day after its last hit, which is how the last hit's time is known.
      expect(state.windowEndsAt.getTime()).toBe(at.getTime() + day);
      at = new Date(at.getTime() + day - 1000);
    }
    // More than a day after the last hit: a new run.
    at = new Date(at.getTime() + 2000);
    expect((await countInRun(t.database.db, 'test:run', day, at)).hits).toBe(1);
  });
});
