import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { type CounterState, clearCounts, countHit, readCounts } from '../../lib/shared-counters.js';

interface Limits {
  /** Failures after which each further attempt is answered more slowly. */
  slowAfter: number;
  /** Failures after which attempts are refused until the window ends; never, if absent. */
  blockAfter?: number;
}

export interface ThrottleOptions {
  windowMs: number;
  /** One client guessing one account: slowed, then refused. This is the lock a stranger hits. */
  perAccountAndClient: Required<Limits>;
  /**
   * One client guessing many accounts: slowed, then refused (looser, as a campus NAT puts many
   * students behind one address). With the limit above, this does the heavy lifting.
   */
  perClient: Required<Limits>;
  /**
   * One account guessed from many clients: only slowed. Refusing it would let anyone lock an
   * officer out by failing eight times with their address; its owner signs in from their own
   * client whatever strangers do. At `alertAfter` failures the owner is told (once a window).
   */
  perAccount: Limits & { alertAfter: number };
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  perAccountAndClient: { slowAfter: 3, blockAfter: 8 },
  perClient: { slowAfter: 10, blockAfter: 30 },
  perAccount: { slowAfter: 5, alertAfter: 20 },
};

/** The longest a slowed answer waits. */
const MAX_DELAY_MS = 3000;

export type ThrottleVerdict =
  | { blocked: true; retryAfterMs: number }
  | { blocked: false; delayMs: number };

const accountKey = (email: string) => `login:account:${email}`;
const clientKey = (client: string) => `login:client:${client}`;
// The account first, so that all of an account's pairs share one prefix to forget them by.
const pairPrefix = (email: string) => `login:pair:${email}\n`;
const pairKey = (email: string, client: string) => `${pairPrefix(email)}${client}`;

/**
 * Counts failed sign-ins per account and client, per client and per account, in fixed windows:
 * past `slowAfter` failures answers are delayed (doubling, at most 3 s), past `blockAfter` they
 * are refused (429) until the window ends. The counts live in the database (`rate_counters`), so
 * several servers on one PostgreSQL count together. E-mail addresses are compared in lower case.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
  ) {}

  private limitsFor(email: string, client: string): [string, Limits][] {
    const address = email.trim().toLowerCase();
    return [
      [pairKey(address, client), this.options.perAccountAndClient],
      [clientKey(client), this.options.perClient],
      [accountKey(address), this.options.perAccount],
    ];
  }

  async check(email: string, client: string): Promise<ThrottleVerdict> {
    const now = this.clock.now();
    const limits = this.limitsFor(email, client);
    const counts = await readCounts(
      this.db,
      limits.map(([key]) => key),
      now,
    );
    let delayMs = 0;
    for (const [key, { slowAfter, blockAfter }] of limits) {
      const counter: CounterState | undefined = counts.get(key);
      if (!counter) continue;
      if (blockAfter !== undefined && counter.hits >= blockAfter) {
        return { blocked: true, retryAfterMs: counter.windowEndsAt.getTime() - now.getTime() };
      }
      if (counter.hits >= slowAfter) {
        const extra = counter.hits - slowAfter;
        delayMs = Math.max(delayMs, Math.min(250 * 2 ** Math.min(extra, 10), MAX_DELAY_MS));
      }
    }
    return { blocked: false, delayMs };
  }

  /**
   * Counts a failure. Answers whether it made a burst against the account: its failures just
   * reached `perAccount.alertAfter` in this window (true once a window, however many servers
   * count, as only one hit can be the n-th), so that the caller tells the owner.
   */
  async recordFailure(
    email: string,
    client: string,
  ): Promise<{ burst: boolean; failures: number }> {
    const now = this.clock.now();
    let accountFailures = 0;
    for (const [key, limits] of this.limitsFor(email, client)) {
      const { hits } = await countHit(this.db, key, this.options.windowMs, now);
      if (limits === this.options.perAccount) accountFailures = hits;
    }
    return {
      burst: accountFailures === this.options.perAccount.alertAfter,
      failures: accountFailures,
    };
  }

  /** The window failures are counted in, in whole minutes (for messages). */
  get windowMinutes(): number {
    return Math.round(this.options.windowMs / 60_000);
  }

  /**
   * A successful sign-in or a new password: the account's counts, and those of every client
   * against it, start again (not the clients' own, which may be guessing other accounts).
   */
  async forgetAccount(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await clearCounts(this.db, [accountKey(address)], [pairPrefix(address)]);
  }
}

export function retryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
