import type { BackgroundJob, Round } from './background-jobs.js';

/**
 * Work a server does on a timer, every `everyMs`, until stopped. A round under way is joined,
 * never doubled (tests call `runDue()` for one round now). Every server runs its own, so the work
 * must be safe to run on several at once: it claims what it does in the database. Declared in
 * the app's background jobs (`background-jobs.ts`), which start it and record its rounds.
 */
export class PeriodicJob<T> implements BackgroundJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private round: Round = (work) => work();

  constructor(
    private readonly work: () => Promise<T>,
    private readonly options: { everyMs: number; onError?: (error: unknown) => void },
  ) {}

  get everyMs(): number {
    return this.options.everyMs;
  }

  /** One round now; a round already under way is joined, not doubled. */
  runDue(): Promise<T> {
    if (!this.running) {
      this.running = this.round(this.work).finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** Runs a round every `everyMs`; every round from now on, the timer's or not, goes through `round`. */
  start(round: Round): void {
    if (this.timer) return;
    this.round = round;
    this.timer = setInterval(() => {
      this.runDue().catch((error) => this.options.onError?.(error));
    }, this.options.everyMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }
}
