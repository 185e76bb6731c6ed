import type { Clock } from '../../lib/clock.js';

interface Limits {
  /** Failures after which each further attempt is answered more slowly. */
  slowAfter: number;
  /** Failures after which attempts are refused until the window ends. */
  blockAfter: number;
}

export interface ThrottleOptions {
  windowMs: number;
  /** Per e-mail address: the account being guessed. */
  perEmail: Limits;
  /** Per client address: one machine guessing many accounts (a campus NAT shares one address, so this is looser). */
  perClient: Limits;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  perEmail: { slowAfter: 3, blockAfter: 8 },
  perClient: { slowAfter: 10, blockAfter: 30 },
};

/** The longest a slowed answer waits. */
const MAX_DELAY_MS = 3000;

interface Counter {
  failures: number;
  windowEndsAt: number;
}

export type ThrottleVerdict =
  | { blocked: true; retryAfterMs: number }
  | { blocked: false; delayMs: number };

/**
 * Counts failed sign-ins per e-mail and per client address in a fixed window: past `slowAfter`
 * failures answers are delayed (doubling, at most 3 s), past `blockAfter` they are refused (429)
 * until the window ends. Kept in memory: one process per data folder (PGlite); several PostgreSQL
 * servers each count their own.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly clock: Clock,
    private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
  ) {}

  private current(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.windowEndsAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private keys(email: string, client: string): [string, Limits][] {
    return [
      [`email:${email}`, this.options.perEmail],
      [`client:${client}`, this.options.perClient],
    ];
  }

  check(email: string, client: string): ThrottleVerdict {
    const now = this.clock.now().getTime();
    let delayMs = 0;
    for (const [key, limits] of this.keys(email, client)) {
      const counter = this.current(key, now);
      if (!counter) continue;
      if (counter.failures >= limits.blockAfter) {
        return { blocked: true, retryAfterMs: counter.windowEndsAt - now };
      }
      if (counter.failures >= limits.slowAfter) {
        const extra = counter.failures - limits.slowAfter;
        delayMs = Math.max(delayMs, Math.min(250 * 2 ** extra, MAX_DELAY_MS));
      }
    }
    return { blocked: false, delayMs };
  }

  recordFailure(email: string, client: string): void {
    const now = this.clock.now().getTime();
    for (const [key] of this.keys(email, client)) {
      const counter = this.current(key, now);
      if (counter) counter.failures++;
      else this.counters.set(key, { failures: 1, windowEndsAt: now + this.options.windowMs });
    }
    if (this.counters.size > 10_000) this.prune(now);
  }

  /** A successful sign-in clears the account's count (not the client's). */
  recordSuccess(email: string): void {
    this.counters.delete(`email:${email}`);
  }

  private prune(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.windowEndsAt <= now) this.counters.delete(key);
    }
  }
}

export function retryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
