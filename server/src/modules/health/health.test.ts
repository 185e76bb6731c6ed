import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  openTestDatabase,
  TEST_ORIGIN,
  TEST_TIMEZONE,
  type TestApp,
} from '../../../test/test-app.js';
import { buildApp, serviceOf } from '../../app.js';
import { rowsOf } from '../../db/client.js';
import type { JobStatus } from '../../lib/background-jobs.js';
import { fixedClock } from '../../lib/clock.js';

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

describe('background jobs on /readyz', () => {
  const jobsOf = async (app: TestApp['app']) => {
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    return ready.json<{ jobs: JobStatus[] }>().jobs;
  };
  const byName = (jobs: JobStatus[], name: string) => jobs.find((job) => job.name === name);

  it('lists every job this server runs, with how often', async () => {
    // Mail delivery and backups run only where configured: an app with both, timers watched.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-jobs-'));
    const database = await openTestDatabase();
    const setRepeating = globalThis.setInterval;
    const setBy: string[] = [];
    const intervals = vi.spyOn(globalThis, 'setInterval').mockImplementation(((
      ...args: Parameters<typeof setInterval>
    ) => {
      setBy.push(new Error().stack ?? '');
      return setRepeating(...args);
    }) as typeof setInterval);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    try {
      const app = await buildApp({
        config: {
          siteTimeZone: TEST_TIMEZONE,
          logLevel: 'silent',
          trustProxy: false,
          dataDir,
          publicOrigin: TEST_ORIGIN,
          backups: { dir: path.join(dataDir, 'backups'), keep: 2, everyHours: 24 },
        },
        database,
        clock: fixedClock('2026-06-15T10:00:00Z'),
        logger: false,
        web: false,
        mailTransport: { send: async () => {} },
      });
      try {
        // Nothing repeats before the app is ready: the registry starts every job then.
        expect(intervals).not.toHaveBeenCalled();
        await app.ready();
        const jobs = await jobsOf(app);
        expect(jobs.map(({ name, everyMs }) => [name, everyMs])).toEqual([
          ['counter-sweep', 600_000],
          ['series-sessions', 3_600_000],
          ['registration-reminders', 600_000],
          ['registration-holds', 60_000],
          ['join-links', 60_000],
          ['feedback-requests', 600_000],
          ['certificate-mails', 60_000],
          ['student-sign-in-sweep', 3_600_000],
          ['term-notices', 3_600_000],
          ['newsletter-digest', 300_000],
          ['mail-delivery', 30_000],
          ['scheduled-publishing', 60_000],
          ['scheduled-backups', 86_400_000],
        ]);
        // None has had a round yet but mail delivery, which looks for due mail as it starts.
        for (const job of jobs.filter(({ name }) => name !== 'mail-delivery')) {
          expect(job.lastRun).toBeNull();
        }
        // Every repeating timer was set by a job the registry started: the mailer's and the
        // eleven on PeriodicJob (backups chain timeouts of their own).
        expect(setBy).toHaveLength(12);
        for (const stack of setBy) expect(stack).toMatch(/BackgroundJobs\.start/);
      } finally {
        await app.close();
      }
      // ...and all of them are cleared when the app closes.
      const set = intervals.mock.results.map((result) => result.value);
      const clearedTimers = cleared.mock.calls.map(([timer]) => timer);
      for (const timer of set) expect(clearedTimers).toContain(timer);
    } finally {
      intervals.mockRestore();
      cleared.mockRestore();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fill in a job's last run once it ran", async () => {
    expect(byName(await jobsOf(t.app), 'newsletter-digest')?.lastRun).toBeNull();
    const before = Date.now();
    await serviceOf(t.app, 'newsletter-digest').runDue();
    const jobs = await jobsOf(t.app);
    const lastRun = byName(jobs, 'newsletter-digest')?.lastRun;
    expect(lastRun).toEqual({
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      durationMs: expect.any(Number),
      ok: true,
    });
    expect(Date.parse(lastRun?.startedAt ?? '')).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(lastRun?.finishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(lastRun?.startedAt ?? ''),
    );
    // The others have not run.
    expect(byName(jobs, 'term-notices')?.lastRun).toBeNull();
  });
});
