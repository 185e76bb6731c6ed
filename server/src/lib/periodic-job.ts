import type { BackgroundJob, Round } from './background-jobs.js';

/**
 * Work a server does on a timer, every `everyMs`, until stopped. A round under way is joined,
 * never doubled (tests call `runDue()` for one round now). Every server runs its own, so the work
 * must be safe to run on several at once: it claims what it does in the database. Declared in
 * the app's background jobs (`background-jobs.ts`), which start it and record its rounds.
 *
 * The work is handed a signal that aborts when the job is stopped: a long round (hundreds of
 * certificates' PDFs) ends after the item at hand, hands back what it claimed and did not do,
 * and lets a stopping server exit within its bound (serve.ts).
 */
export class PeriodicJob<T> implements BackgroundJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private round: Round = (work) => work();
  private stopping = new AbortController();

  constructor(
    private readonly work: (stopping: AbortSignal) => Promise<T>,
    private readonly options: { everyMs: number; onError?: (error: unknown) => void },
  ) {}

  get everyMs(): number {
    return this.options.everyMs;
  }

  /** One round now; a round already under way is joined, not doubled. */
  runDue(): Promise<T> {
    if (!this.running) {
      const { signal } = this.stopping;
      this.running = this.round(() => this.work(signal)).finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /**
   * Runs a round every `everyMs`; every round from now on, the timer's or not, goes through
   * `round` (started again after a stop: the one it had).
   */
  start(round: Round = this.round): void {
    if (this.timer) return;
    this.round = round;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    this.timer = setInterval(() => {
      this.runDue().catch((error) => this.options.onError?.(error));
    }, this.options.everyMs);
    this.timer.unref();
  }

  /** Stops the timer, tells a round under way to end early, and waits for it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await this.running?.catch(() => {});
  }
}
