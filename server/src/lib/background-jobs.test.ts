import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BackgroundJob, BackgroundJobs, type Round } from './background-jobs.js';
import { PeriodicJob } from './periodic-job.js';

/** A logger that keeps what it was given. */
function recordingLog() {
  const errors: { details: Record<string, unknown>; message: string }[] = [];
  return {
    errors,
    error: (details: object, message: string) =>
      errors.push({ details: details as Record<string, unknown>, message }),
  };
}

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('background jobs', () => {
  it('record each round: when it started and finished, how long it took, that it succeeded', async () => {
    const jobs = new BackgroundJobs(recordingLog());
    const counted = jobs.declare('counted', new PeriodicJob(async () => 3, { everyMs: 60_000 }));
    jobs.start();
    expect(jobs.list()).toEqual([{ name: 'counted', everyMs: 60_000, lastRun: null }]);

    // A round run by a call (as tests do), not only the timer's, is recorded.
    expect(await counted.runDue()).toBe(3);
    const [status] = jobs.list();
    expect(status?.lastRun).toEqual({
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      durationMs: expect.any(Number),
      ok: true,
    });
    const { startedAt = '', finishedAt = '' } = status?.lastRun ?? {};
    expect(new Date(startedAt).toISOString()).toBe(startedAt);
    expect(Date.parse(finishedAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    await jobs.stop();
  });

  it('record a failing job as failed and log it by name, while it and the others run on', async () => {
    vi.useFakeTimers();
    const log = recordingLog();
    const jobs = new BackgroundJobs(log);
    let failures = 0;
    let successes = 0;
    jobs.declare(
      'failing-job',
      new PeriodicJob(
        async () => {
          failures++;
          // A message may carry what a query was given: neither /readyz nor the log shows it.
          throw new Error('Failed query: insert into members\nparams: alice@example.edu');
        },
        { everyMs: 1_000 },
      ),
    );
    jobs.declare(
      'healthy-job',
      new PeriodicJob(
        async () => {
          successes++;
        },
        { everyMs: 1_000 },
      ),
    );
    jobs.start();
    await vi.advanceTimersByTimeAsync(3_000);

    expect(failures).toBe(3);
    expect(successes).toBe(3);
    const [failing, healthy] = jobs.list();
    expect(failing?.lastRun).toMatchObject({ ok: false, error: 'Error' });
    expect(JSON.stringify(failing)).not.toContain('alice');
    expect(healthy?.lastRun).toMatchObject({ ok: true });
    expect(healthy?.lastRun).not.toHaveProperty('error');
    expect(log.errors).toHaveLength(3);
    for (const { details, message } of log.errors) {
      expect(details.job).toBe('failing-job');
      expect(message).toBe('The background job failing-job failed');
      // The logger's `err` serializer (loggedError) leaves the query's values out.
      expect(details.err).toBeInstanceOf(Error);
    }
    await jobs.stop();
  });

  it('say what failed by kind and code only', async () => {
    const jobs = new BackgroundJobs(recordingLog());
    const cause = Object.assign(new Error('relation "members" does not exist'), {
      name: 'error',
      code: '42P01',
    });
    const failing = jobs.declare(
      'failing-job',
      new PeriodicJob(
        async () => {
          throw Object.assign(new Error('Failed query: select 1', { cause }), {
            name: 'DrizzleQueryError',
          });
        },
        { everyMs: 60_000 },
      ),
    );
    jobs.start();
    await expect(failing.runDue()).rejects.toThrow('Failed query');
    expect(jobs.list()[0]?.lastRun?.error).toBe('DrizzleQueryError caused by error 42P01');
    await jobs.stop();
  });

  it('wait, when stopping, for a round under way', async () => {
    vi.useFakeTimers();
    const jobs = new BackgroundJobs(recordingLog());
    const release = deferred();
    let finished = false;
    jobs.declare(
      'slow-job',
      new PeriodicJob(
        async () => {
          await release.promise;
          finished = true;
        },
        { everyMs: 1_000 },
      ),
    );
    jobs.start();
    await vi.advanceTimersByTimeAsync(1_000);

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toBe(true);
    expect(jobs.list()[0]?.lastRun?.ok).toBe(true);
  });

  it('tell a round under way that they are stopping, so a long one ends early', async () => {
    const jobs = new BackgroundJobs(recordingLog());
    const begun = deferred();
    let itemsDone = 0;
    const job = jobs.declare(
      'long-job',
      new PeriodicJob(
        async (stopping) => {
          begun.resolve();
          // A thousand items, each a moment's work, checking between them as a round should.
          for (let item = 0; item < 1_000 && !stopping.aborted; item++) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            itemsDone++;
          }
        },
        { everyMs: 60_000 },
      ),
    );
    jobs.start();
    const round = job.runDue();
    await begun.promise;
    await jobs.stop();
    await round;
    expect(itemsDone).toBeLessThan(1_000);
    // Started again, its rounds are not told to stop any more.
    jobs.start();
    let toldToStop: boolean | null = null;
    const again = new PeriodicJob(
      async (stopping) => {
        toldToStop = stopping.aborted;
      },
      { everyMs: 60_000 },
    );
    again.start((work) => work());
    await again.stop();
    again.start((work) => work());
    await again.runDue();
    await again.stop();
    await jobs.stop();
    expect(toldToStop).toBe(false);
  });

  it('wait for the rounds of a job with a timer of its own, even one its stop forgets', async () => {
    const jobs = new BackgroundJobs(recordingLog());
    const release = deferred();
    let round: Round | null = null;
    const ownTimer: BackgroundJob = {
      everyMs: 30_000,
      start: (given) => {
        round = given;
      },
      stop: async () => {},
    };
    jobs.declare('own-timer', ownTimer);
    jobs.start();
    const roundUnderWay = round as Round | null;
    if (!roundUnderWay) throw new Error('the job was not given its round');
    void roundUnderWay(() => release.promise);

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(jobs.list()[0]?.lastRun?.ok).toBe(true);
  });

  it('are declared once, by a kebab-case name, before they start', () => {
    const jobs = new BackgroundJobs(recordingLog());
    const job = () => new PeriodicJob(async () => {}, { everyMs: 1_000 });
    expect(() => jobs.declare('Counter sweep', job())).toThrow(/kebab-case/);
    jobs.declare('counter-sweep', job());
    expect(() => jobs.declare('counter-sweep', job())).toThrow(/twice/);
    jobs.start();
    expect(() => jobs.declare('late-job', job())).toThrow(/after the jobs started/);
    return jobs.stop();
  });
});

describe('timers that repeat work', () => {
  const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  }

  it('are kept only by background jobs, which the registry alone starts', () => {
    const files = sourceFiles(sourceDir).map((file) => ({
      name: path.relative(sourceDir, file).split(path.sep).join('/'),
      text: fs.readFileSync(file, 'utf8'),
    }));
    // A job with a timer of its own implements BackgroundJob, so the registry can start it.
    const withIntervals = files.filter(({ text }) => /\bsetInterval\(/.test(text));
    expect(withIntervals.map(({ name }) => name).sort()).toEqual([
      'lib/periodic-job.ts',
      'modules/mail/mailer.ts',
    ]);
    for (const { text } of withIntervals) expect(text).toMatch(/implements[^{]*\bBackgroundJob\b/);
    // Nothing but the registry calls a job's `start(round)`; app.ts starts the registry once.
    const starters = files.filter(({ text }) => /\.start\(\s*[^)\s]/.test(text));
    expect(starters.map(({ name }) => name)).toEqual(['lib/background-jobs.ts']);
    const app = files.find(({ name }) => name === 'app.ts')?.text ?? '';
    expect(app.match(/\bjobs\.start\(\)/g)).toHaveLength(1);
    expect(app.match(/\bjobs\.stop\(\)/g)).toHaveLength(1);
  });
});
