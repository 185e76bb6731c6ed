import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  type OwedFirstMail,
  queueFirstMails,
  type RegistrationMailKind,
} from './registration-mails.js';
import { ticketAttachment } from './registration-ticket.js';

/** A first mail a rush left to write later: what its registration's answer promised. */
export interface LaterFirstMail {
  registrationId: number;
  kind: RegistrationMailKind;
  /** The first link's token, given in the answer: the mail carries the same link. */
  token: string;
  /** The ticket's code, for its picture (a place confirmed from the start). */
  ticketCode: string;
}

/** How long a rush may hold its first mails back: a rush that goes on has them written anyway. */
export const RUSH_MAIL_DELAY_MS = 5_000;
/** How often a held mail looks whether the rush has passed. */
const RUSH_CHECK_MS = 100;
/** Mails written in one transaction, and between two turns of the event loop. */
const MAILS_PER_WRITE = 100;

/**
 * The first mails of registrations saved in a rush, written once the rush has passed. In the
 * opening minute of a popular event, writing each batch's mails (the calendar file, the ticket's
 * picture, a large insert into the outbox) before answering took a quarter of the server's time
 * and made every registrant of the batch wait for it; the registrations are committed with their
 * mark (`event_registrations.first_mail`), so the mails are owed whatever happens: answered at
 * the commit, the mails are written here when no registration waits on this server (or after
 * `RUSH_MAIL_DELAY_MS` at most), a few at a time. Should a write fail or the server stop first,
 * the `registration-holds` job writes them (each with a fresh link); `settled` writes them all now.
 */
export class RushMails {
  private readonly held: { mail: LaterFirstMail; since: number }[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;

  private readonly rushGoesOn: () => boolean;
  private readonly onError: (error: unknown) => void;
  private readonly onWritten: () => void;
  private readonly delayMs: number;

  constructor(
    private readonly context: ServiceContext,
    options: {
      /** Whether registrations are being saved or wait to be, on this server: the rush goes on. */
      rushGoesOn: () => boolean;
      /** A write that failed (its mails are left to the job). */
      onError?: (error: unknown) => void;
      /**
       * Mails were queued: the answers' own nudges to the outbox came before them (the app has
       * its mailer deliver them now, not at its next round).
       */
      onWritten?: () => void;
      /** The longest a mail is held: `RUSH_MAIL_DELAY_MS`. */
      delayMs?: number;
    },
  ) {
    this.rushGoesOn = options.rushGoesOn;
    this.onError = options.onError ?? (() => {});
    this.onWritten = options.onWritten ?? (() => {});
    this.delayMs = options.delayMs ?? RUSH_MAIL_DELAY_MS;
  }

  /** Holds these mails until the rush has passed. */
  hold(mails: readonly LaterFirstMail[]): void {
    const since = performance.now();
    for (const mail of mails) this.held.push({ mail, since });
    this.check();
  }

  /** Writes every held mail now, the rush or not (closing, a test): done when all are written. */
  async settled(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.writing || this.held.length > 0) {
      if (this.writing) await this.writing;
      else await this.write(() => true);
    }
  }

  private check() {
    if (this.timer || this.writing || this.held.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write(() => !this.rushGoesOn() || this.overdue()).then(() => this.check());
    }, RUSH_CHECK_MS);
    // A server stays up for its own reasons; its close writes what is held (`settled`).
    this.timer.unref();
  }

  private overdue() {
    const oldest = this.held[0];
    return oldest !== undefined && performance.now() - oldest.since >= this.delayMs;
  }

  /** Writes held mails while `now()` says so, a slice per turn of the event loop. */
  private write(now: () => boolean): Promise<void> {
    this.writing = (async () => {
      while (this.held.length > 0 && now()) {
        const slice = this.held.splice(0, MAILS_PER_WRITE).map(({ mail }) => mail);
        try {
          await queueFirstMails(
            this.context,
            await Promise.all(
              slice.map(
                async ({ registrationId, kind, token, ticketCode }): Promise<OwedFirstMail> => ({
                  registrationId,
                  kind,
                  token,
                  ticket: kind === 'confirmed' ? await ticketAttachment(ticketCode) : undefined,
                }),
              ),
            ),
          );
          this.onWritten();
        } catch (error) {
          // Still marked as owed: the registration-holds job writes them.
          this.onError(error);
        }
        await yieldToRequests();
      }
    })().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }
}
