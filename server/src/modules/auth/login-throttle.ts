import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { serverSecret } from '../../lib/server-secret.js';
import { clearCounts, countHit, countInRun, readCounts } from '../../lib/shared-counters.js';

export interface ThrottleOptions {
  /**
   * One account (by normalised e-mail, whether or not it exists): after `freeFailures` failures
   * in a row each further attempt waits `firstDelayMs`, doubling, at most `maxDelayMs`, counted
   * from the last failure. A run is forgotten after `forgetAfterMs` without a failure, or ended
   * by the account's successful sign-in. At `alertAfter` failures in a row the owner is told.
   */
  account: {
    freeFailures: number;
    firstDelayMs: number;
    maxDelayMs: number;
    forgetAfterMs: number;
    alertAfter: number;
  };
  /**
   * One client address: `maxFailures` failures in a window of `windowMs`, then refused until the
   * window ends. Failures only, and high: a campus or a proxy puts everyone behind one address.
   */
  address: { maxFailures: number; windowMs: number };
  /**
   * One known device (`known-device.ts`): after `maxFailures` wrong passwords in `windowMs` it no
   * longer gets past the delays, so a stolen cookie is no licence to guess at full speed.
   */
  device: { maxFailures: number; windowMs: number };
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  account: {
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * 60 * 1000,
    forgetAfterMs: 24 * 60 * 60 * 1000,
    alertAfter: 10,
  },
  address: { maxFailures: 100, windowMs: 15 * 60 * 1000 },
  device: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
};

/** Why an attempt must wait, and how long. */
export interface ThrottleRefusal {
  reason: 'account' | 'address';
  retryAfterMs: number;
}

export interface ThrottleVerdict {
  /** Null: the attempt may go ahead. */
  refusal: ThrottleRefusal | null;
  /** Whether the device the request names (if any) may still get past the refusal. */
  deviceTrusted: boolean;
}

const normalised = (email: string) => email.trim().toLowerCase();
const deviceKey = (deviceId: string) => `login:device:${deviceId}`;

/**
 * The counters are named by an HMAC-SHA256 of the typed e-mail address and of the client's
 * address, never the addresses themselves: `rate_counters` (and every backup of it) would
 * otherwise keep each address anyone typed, for a day. The key is a server secret shared
 * through the database (`server_secrets`), so all servers name a counter alike, and a copy of the
 * counters alone (or a table made for another site) tells nobody which addresses they count;
 * a whole backup holds the key too, so it can only confirm an address someone already guesses.
 * Device ids are random already.
 */
const COUNTER_SECRET = 'sign-in-counters';

/**
 * Counts failed sign-ins per account, per client address and per known device, in the database
 * (`rate_counters`), so that several servers on one PostgreSQL count together. It only decides;
 * nothing here waits: an attempt inside a delay is refused, never held open
 * (docs/sign-in-policy.md).
 */
export class LoginThrottle {
  readonly options: ThrottleOptions;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: Partial<ThrottleOptions> = {},
  ) {
    this.options = { ...DEFAULT_THROTTLE, ...options };
  }

  /** The wait owed after `failures` in a row (0 while they are within the free ones). */
  delayAfter(failures: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.options.account;
    if (failures < freeFailures) return 0;
    // 2 ** 40 ms is decades: past the cap long before, and never Infinity.
    return Math.min(firstDelayMs * 2 ** Math.min(failures - freeFailures, 40), maxDelayMs);
  }

  /** A counter's name for an address (see COUNTER_SECRET), the same on every server. */
  private async hashed(text: string): Promise<string> {
    const secret = await serverSecret(this.db, COUNTER_SECRET);
    return createHmac('sha256', secret).update(text).digest('base64url');
  }

  private async accountKey(email: string): Promise<string> {
    return `login:account:${await this.hashed(normalised(email))}`;
  }

  private async addressKey(client: string): Promise<string> {
    return `login:address:${await this.hashed(client)}`;
  }

  async check(email: string, client: string, deviceId?: string): Promise<ThrottleVerdict> {
    const now = this.clock.now();
    const account = await this.accountKey(email);
    const address = await this.addressKey(client);
    const device = deviceId ? deviceKey(deviceId) : undefined;
    const counts = await readCounts(
      this.db,
      device ? [account, address, device] : [account, address],
      now,
    );
    const refusals: ThrottleRefusal[] = [];
    const run = counts.get(account);
    if (run) {
      const lastFailureAt = run.windowEndsAt.getTime() - this.options.account.forgetAfterMs;
      const retryAfterMs = lastFailureAt + this.delayAfter(run.hits) - now.getTime();
      if (retryAfterMs > 0) refusals.push({ reason: 'account', retryAfterMs });
    }
    const fromAddress = counts.get(address);
    if (fromAddress && fromAddress.hits >= this.options.address.maxFailures) {
      const retryAfterMs = fromAddress.windowEndsAt.getTime() - now.getTime();
      refusals.push({ reason: 'address', retryAfterMs });
    }
    const fromDevice = device ? counts.get(device) : undefined;
    // The longest wait is the one to tell.
    const refusal = refusals.sort((a, b) => b.retryAfterMs - a.retryAfterMs)[0] ?? null;
    return {
      refusal,
      deviceTrusted:
        deviceId !== undefined && (fromDevice?.hits ?? 0) < this.options.device.maxFailures,
    };
  }

  /**
   * Counts a failure against the account, the address and the device. Answers the account's
   * failures in a row, and whether they just reached `alertAfter` (true once a run, however many
   * servers count, as only one hit can be the n-th), so that the caller tells the owner.
   */
  async recordFailure(
    email: string,
    client: string,
    deviceId?: string,
  ): Promise<{ alert: boolean; failures: number }> {
    const now = this.clock.now();
    const { hits } = await countInRun(
      this.db,
      await this.accountKey(email),
      this.options.account.forgetAfterMs,
      now,
    );
    await countHit(this.db, await this.addressKey(client), this.options.address.windowMs, now);
    if (deviceId) {
      await countHit(this.db, deviceKey(deviceId), this.options.device.windowMs, now);
    }
    return { alert: hits === this.options.account.alertAfter, failures: hits };
  }

  /**
   * The account signed in, or got a new password: its run of failures ends. Never the address's
   * count, which may be a stranger guessing other accounts from it.
   */
  async forgetAccount(email: string): Promise<void> {
    await clearCounts(this.db, [await this.accountKey(email)]);
  }
}

/** "4 seconds", "1 minute", "15 minutes": a wait as people read it, rounded up. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** What a refused sign-in is told (the login form shows it as it is). */
export function refusalMessage(refusal: ThrottleRefusal): string {
  const wait = waitText(refusal.retryAfterMs);
  return refusal.reason === 'account'
    ? `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`
    : `Too many failed sign-ins from your network. Try again in ${wait}.`;
}
