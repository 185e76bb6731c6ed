import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Database, rowsOf } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { insertUnnested } from '../../db/unnested.js';
import type { BackgroundJob, Round } from '../../lib/background-jobs.js';
import { inBatches } from '../../lib/batches.js';
import type { Clock } from '../../lib/clock.js';
import type { MailOutbox, OutgoingMail } from '../../lib/service-context.js';

export type { OutgoingMail };

/** Hands one mail to a mail server; throws when the server refuses it or cannot be reached. */
export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
}

/** Sends through the SMTP server at `url` (`smtp://user:pass@host:587`, `smtps://...`). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A silent server must not hold a delivery round for nodemailer's default two minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo ?? undefined,
        headers: mail.headers,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          encoding: 'base64',
        })),
      });
    },
  };
}

const MINUTE_MS = 60_000;
/** Waits before the 2nd, 3rd, ... attempt; after the last one the mail is marked failed. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE_MS);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed mail is not claimed again (by this or another server) for this long. */
const CLAIM_LEASE_MS = 5 * MINUTE_MS;
/** How often due retries are looked for besides the nudge after each write. */
const POLL_INTERVAL_MS = 30_000;
const BATCH = 10;

/**
 * The one way the site sends mail. `queue` records each mail in the outbox inside the caller's
 * transaction, so a mail exists exactly when the change that caused it was saved. Delivery
 * happens afterwards, outside any request: through SMTP when configured, retried with back-off
 * (RETRY_DELAYS_MS), the outcome of each attempt kept on the row for the console to show. Without
 * SMTP the mail stays `not-sent`: the branch admin reads it, and the links in it, in the console.
 */
export class Mailer implements MailOutbox, BackgroundJob {
  readonly configured: boolean;
  readonly maxPerMinute: number;
  readonly everyMs = POLL_INTERVAL_MS;
  private round: Round = (work) => work();
  private delivering: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  /** Wakes delivery when the next spread-out mail falls due before the next poll. */
  private wake: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      /** The database itself (never a request's transaction): delivery runs after commits. */
      db: Database;
      transport: MailTransport | null;
      from: string;
      clock: Clock;
      /** Bulk mail's steady rate (`MAIL_MAX_PER_MINUTE`); 60 unless set. */
      maxPerMinute?: number;
      onError?: (error: unknown) => void;
    },
  ) {
    this.configured = options.transport !== null;
    this.maxPerMinute = options.maxPerMinute ?? 60;
  }

  async queue(db: Database, mail: OutgoingMail | readonly OutgoingMail[]): Promise<number[]> {
    const mails = Array.isArray(mail) ? mail : [mail as OutgoingMail];
    const now = this.options.clock.now();
    const ids: number[] = [];
    // A thousand per statement: telling every registrant of an event is one insert or a few.
    for (const batch of inBatches(mails)) {
      // One array per column (`db/unnested.ts`): a batch of registrations' first mails is
      // hundreds of rows of ten columns.
      const inserted = await rowsOf<{ id: number }>(
        db,
        sql`${insertUnnested(
          mailOutbox,
          batch.map((each) => ({
            kind: each.kind,
            to: each.to,
            subject: each.subject,
            text: each.text,
            replyTo: each.replyTo ?? null,
            attachments: each.attachments ?? [],
            headers: each.headers ?? {},
            status: this.configured ? ('pending' as const) : ('not-sent' as const),
            nextAttemptAt: this.configured ? (each.notBefore ?? now) : null,
            createdAt: now,
          })),
        )} returning id`,
      );
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  }

  /** Delivers soon (after the current request's commit); coalesces nudges that come together. */
  nudge(): void {
    if (!this.configured) return;
    setImmediate(() => {
      this.deliverDue().catch((error) => this.options.onError?.(error));
    });
  }

  /**
   * Looks for due mail every POLL_INTERVAL_MS until `stop`; every delivery round from now on, the
   * timer's, a nudge's or a call's, goes through `round`.
   */
  start(round: Round): void {
    this.round = round;
    if (!this.configured || this.timer) return;
    this.timer = setInterval(() => this.nudge(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.nudge();
  }

  /** Stops polling and waits for a delivery round in progress (its failure is its round's). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.wake) clearTimeout(this.wake);
    this.timer = null;
    this.wake = null;
    await this.delivering?.catch(() => {});
  }

  /**
   * Sends every due mail. One round at a time: a call during a round makes it look again once
   * done, so a mail queued meanwhile is not left for the next poll.
   */
  deliverDue(): Promise<void> {
    if (this.delivering) {
      this.again = true;
      return this.delivering;
    }
    this.delivering = this.round(async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const due = await this.claimDue();
            if (due.length === 0) break;
            for (const mail of due) await this.attempt(mail);
          }
          // Inside the loop: a call while this looks up the next due time is answered by this
          // round's promise, so this round must look again for it (the mail it was called for).
          await this.wakeForNextDue();
        } while (this.again);
      } finally {
        this.delivering = null;
      }
    });
    return this.delivering;
  }

  /**
   * Bulk mail is queued spread out (`notBefore`), one every few seconds: polling alone would send
   * it in bursts every POLL_INTERVAL_MS. While polling runs, wake when the next one falls due.
   */
  private async wakeForNextDue(): Promise<void> {
    if (!this.timer) return;
    const [next] = await this.options.db
      .select({ at: sql<Date | string | null>`min(${mailOutbox.nextAttemptAt})` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    if (!next?.at) return;
    const delay = new Date(next.at).getTime() - this.options.clock.now().getTime();
    if (delay >= POLL_INTERVAL_MS) return;
    if (this.wake) clearTimeout(this.wake);
    this.wake = setTimeout(() => this.nudge(), Math.max(delay, 0) + 10);
    this.wake.unref();
  }

  /** Takes due mail off the queue for a lease, skipping rows another server is claiming. */
  private async claimDue() {
    const now = this.options.clock.now();
    const { db } = this.options;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async attempt(mail: typeof mailOutbox.$inferSelect): Promise<void> {
    const { db, transport, from, clock } = this.options;
    if (!transport) return;
    const attempts = mail.attempts + 1;
    try {
      await transport.send({ ...mail, from });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          attempts,
          sentAt: clock.now(),
          nextAttemptAt: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const gaveUp = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      await db
        .update(mailOutbox)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: gaveUp ? null : new Date(clock.now().getTime() + delay),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }

  /** A failed (or waiting) mail gets one more attempt now. */
  async retry(db: Database, id: number): Promise<boolean> {
    const updated = await db
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: this.options.clock.now() })
      .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('failed', 'pending')`))
      .returning({ id: mailOutbox.id });
    return updated.length > 0;
  }
}
