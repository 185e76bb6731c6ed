import { performance } from 'node:perf_hooks';
import { type LoggedError, loggedError } from './error-log.js';

/**
 * Runs one round of a job's work: records it as the job's last run, and logs its failure with
 * the job's name before passing it on. A job sends every round through it, on its timer or not.
 */
export type Round = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Work a server does on a timer of its own (`PeriodicJob`, the mailer's polling, the backups'
 * schedule). Every server runs every job, so the work claims what it does in the database.
 */
export interface BackgroundJob {
  /** How often it runs (a job may run sooner as well: mail delivery after each write). */
  readonly everyMs: number;
  /** Starts its timer; every round it runs from now on goes through `round`. */
  start(round: Round): void;
  /** Stops its timer and waits for a round under way. */
  stop(): Promise<void>;
}

export interface LastRun {
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  ok: boolean;
  /** What failed, by kind and code only; the log has the rest. */
  error?: string;
}

export interface JobStatus {
  name: string;
  everyMs: number;
  lastRun: LastRun | null;
}

const JOB_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * A failure as /readyz shows it: each error's kind and code (`DrizzleQueryError caused by error
 * 42P01`), never a message, which may carry a value, an address or a path.
 */
export function shortError(error: unknown): string {
  const kinds: string[] = [];
  for (let each: LoggedError | undefined = loggedError(error); each; each = each.cause) {
    kinds.push(each.code ? `${each.type} ${each.code}` : each.type);
  }
  return kinds.join(' caused by ').slice(0, 200);
}

/**
 * Every job a server runs, each declared once by name: all start together and stop together
 * (waiting for the rounds under way), each failing round is logged with the job's name, and
 * each job's last run is kept for /readyz.
 */
export class BackgroundJobs {
  private readonly jobs = new Map<string, { job: BackgroundJob; lastRun: LastRun | null }>();
  private readonly running = new Set<Promise<unknown>>();
  private started = false;

  constructor(private readonly log: { error(details: object, message: string): void }) {}

  /** Adds `job` under `name` (kebab-case, unique), to be started with the others; returns it. */
  declare<Job extends BackgroundJob>(name: string, job: Job): Job {
    if (!JOB_NAME.test(name)) throw new Error(`A job's name is kebab-case: "${name}" is not`);
    if (this.jobs.has(name)) throw new Error(`The job ${name} is declared twice`);
    if (this.started) throw new Error(`The job ${name} is declared after the jobs started`);
    this.jobs.set(name, { job, lastRun: null });
    return job;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const [name, entry] of this.jobs) entry.job.start(this.roundOf(name));
  }

  /** Stops every job; resolves once no round of any is under way. */
  async stop(): Promise<void> {
    await Promise.all(
      [...this.jobs].map(([name, { job }]) =>
        job
          .stop()
          .catch((error) =>
            this.log.error({ err: error, job: name }, `Could not stop the background job ${name}`),
          ),
      ),
    );
    // A round started by a call rather than the timer (a nudge, a test) is waited for too.
    await Promise.allSettled([...this.running]);
  }

  /** Each job, in the order declared, with its last run (none yet: `null`). */
  list(): JobStatus[] {
    return [...this.jobs].map(([name, { job, lastRun }]) => ({
      name,
      everyMs: job.everyMs,
      lastRun,
    }));
  }

  private roundOf(name: string): Round {
    return async (work) => {
      const startedAt = new Date();
      const start = performance.now();
      // Called inside an async function, so that a job throwing at once fails its round too.
      const round = (async () => work())();
      this.running.add(round);
      const record = (failure: { error: unknown } | null) => {
        this.running.delete(round);
        const entry = this.jobs.get(name);
        if (!entry) return;
        entry.lastRun = {
          startedAt: startedAt.toISOString(),
          finishedAt: new Date().toISOString(),
          durationMs: Math.round(performance.now() - start),
          ok: failure === null,
          ...(failure ? { error: shortError(failure.error) } : {}),
        };
      };
      try {
        const result = await round;
        record(null);
        return result;
      } catch (error) {
        record({ error });
        this.log.error({ err: error, job: name }, `The background job ${name} failed`);
        throw error;
      }
    };
  }
}
