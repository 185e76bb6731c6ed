import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startAnotherServer, type TestApp } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { rateCounters } from '../db/schema/index.js';
import { fixedClock } from './clock.js';
import { databaseRateLimitStore } from './rate-limit-store.js';
import { countHit, countHits, countInRun, readCounts, sweepCounters } from './shared-counters.js';

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

describe('the rate-limit store', () => {
  it('counts a burst of hits in one statement, each hit with its own count', async () => {
    // The database as the store sees it, counting the statements it starts.
    let statements = 0;
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'insert' || property === 'execute' || property === 'select') {
          statements += 1;
        }
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const Store = databaseRateLimitStore(counting, fixedClock('2026-06-15T10:00:00Z'));
    const store = new Store({}).child({
      routeInfo: { method: 'POST', url: '/burst' },
    } as never);
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          60_000,
          100,
        ),
      );
    // Sent together, as a rush's requests arrive: one client 15 times, another 5 times.
    const keys = [
      ...Array.from({ length: 15 }, () => 'a'),
      ...Array.from({ length: 5 }, () => 'b'),
    ];
    const answers = await Promise.all(keys.map(incr));
    expect(answers.slice(0, 15).map((answer) => answer.current)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    expect(answers.slice(15).map((answer) => answer.current)).toEqual([1, 2, 3, 4, 5]);
    expect(answers.every((answer) => answer.ttl === 60_000)).toBe(true);
    expect(statements).toBe(1);
    // The next hit goes on from the total.
    expect((await incr('a')).current).toBe(16);
    const stored = await readCounts(
      db,
      ['rate:POST /burst:a', 'rate:POST /burst:b'],
      new Date('2026-06-15T10:00:30Z'),
    );
    expect(stored.get('rate:POST /burst:a')?.hits).toBe(16);
    expect(stored.get('rate:POST /burst:b')?.hits).toBe(5);
  });
});

describe('shared counters', () => {
  it('count many hits at once as one by one: a new window, a running one, the top of int', async () => {
    const start = new Date('2026-06-16T10:00:00Z');
    await countHit(t.database.db, 'test:many-running', 60_000, start);
    await countHit(t.database.db, 'test:many-ended', 1000, start);
    await t.database.db
      .insert(rateCounters)
      .values({ key: 'test:many-top', hits: 2147483645, windowEndsAt: new Date('2027-01-01') });
    const later = new Date(start.getTime() + 5000);
    const states = await countHits(
      t.database.db,
      [
        { key: 'test:many-running', windowMs: 60_000 },
        { key: 'test:many-ended', windowMs: 1000 },
        { key: 'test:many-running', windowMs: 60_000 },
        { key: 'test:many-new', windowMs: 2000 },
        { key: 'test:many-ended', windowMs: 1000 },
        { key: 'test:many-top', windowMs: 1000 },
        { key: 'test:many-top', windowMs: 1000 },
        { key: 'test:many-top', windowMs: 1000 },
      ],
      later,
    );
    expect(states.map((state) => state.hits)).toEqual([
      2, 1, 3, 1, 2, 2147483645, 2147483646, 2147483647,
    ]);
    // A running window keeps its end; an ended or a new one starts at this moment.
    expect(states.map((state) => state.windowEndsAt.getTime() - later.getTime())).toEqual([
      55_000,
      1000,
      55_000,
      2000,
      1000,
      new Date('2027-01-01').getTime() - later.getTime(),
      new Date('2027-01-01').getTime() - later.getTime(),
      new Date('2027-01-01').getTime() - later.getTime(),
    ]);
    // At the top it stays there rather than overflow.
    const [top] = await countHits(t.database.db, [{ key: 'test:many-top', windowMs: 1000 }], later);
    expect(top?.hits).toBe(2147483647);
  });

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
