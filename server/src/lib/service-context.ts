import {
  type BranchLocale,
  DEFAULT_BRANCH_LOCALE,
  type MailAttachment,
} from '@chapterhouse/shared';
import type { Database } from '../db/client.js';
import { currentTransaction } from './actor-transaction.js';
import { type Clock, calendarDate } from './clock.js';

/** What every service needs besides its input: the database and what "today" is. */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  /**
   * The branch's locale, the console's setting (`site/branch-locale.service.ts` keeps it):
   * its language tag names the zone in words (`IST`), its currency prices events.
   */
  locale: BranchLocale;
  /**
   * The locale's IANA time zone: the wall clock events, deadlines and reports are read on, and
   * which day "today" is (past vs upcoming events). Read it when needed, never keep it: the
   * console may change it while the server runs.
   */
  readonly timeZone: string;
  /** Queues mail in the outbox (in the same transaction as the change that causes it). */
  mailer: MailOutbox;
  /** Where people open this site, for links in mail: from the configuration alone (`publicOriginOf`). */
  publicOrigin: string;
}

/** A mail as the site writes it; the sender is the configured `MAIL_FROM`. */
export interface OutgoingMail {
  /** What caused it, shown in the console: `invitation`, `password-reset`, `contact-copy`, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. a newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
  /** Not sent before this time: bulk mail is spread out to the configured rate. */
  notBefore?: Date;
}

/** The outbox as services use it; the mail module's `Mailer` is it. */
export interface MailOutbox {
  /** Whether mail leaves the site (SMTP configured) or is only recorded. */
  readonly configured: boolean;
  /**
   * Queues a mail (or many) in the same transaction as the change that causes it; answers their
   * outbox ids, in order.
   */
  queue(db: Database, mail: OutgoingMail | readonly OutgoingMail[]): Promise<number[]>;
  /** The most mails a minute bulk mail (newsletters, digests) goes out at (`MAIL_MAX_PER_MINUTE`). */
  readonly maxPerMinute: number;
  /** Sends a failed mail again; false when it cannot be retried. */
  retry(db: Database, id: number): Promise<boolean>;
}

/**
 * The services' context. Its `db` is the request's open transaction while there is one (see
 * `runAsActor`), otherwise the database itself. Its locale starts in `timeZone` with the default
 * language tag and currency, until the stored setting is read (`useStoredLocale`).
 */
export function createServiceContext(
  database: Database,
  clock: Clock,
  timeZone: string,
  mailer: MailOutbox,
  publicOrigin: string,
): ServiceContext {
  return {
    get db() {
      return currentTransaction() ?? database;
    },
    clock,
    locale: { ...DEFAULT_BRANCH_LOCALE, timeZone },
    get timeZone() {
      return this.locale.timeZone;
    },
    mailer,
    publicOrigin,
  };
}

export function today(context: ServiceContext): string {
  return calendarDate(context.clock.now(), context.timeZone);
}
