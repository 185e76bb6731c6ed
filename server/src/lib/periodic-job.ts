/**
 * Work a server does on a timer, every `everyMs`, until stopped. A round under way is joined,
 * never doubled (tests call `runDue()` for one round now). Every server runs its own, so the work
 * must be safe to run on several at once: it claims what it does in the database.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly options: { everyMs: number; onError?: (error: unknown) => void },
  ) {}

  /** One round now; a round already under way is joined, not doubled. */
  runDue(): Promise<T> {
    if (!this.running) {
      this.running = this.work().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  start(): void {
    if (this.timer) return;
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
