import { MAIL_STATUSES, type MailAttachment } from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What visitors send through the contact form; the branch admin reads them (issue 7). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt, table.id)],
);

/** One row per address, however often it subscribes. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /**
     * Double opt-in: when mail is configured an address counts only once its owner followed the
     * confirmation link; without mail it is confirmed when it subscribes (nobody could confirm).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The hash of the confirmation link's token (only the latest confirmation mail's works). The
     * column keeps its old name: the audit trigger leaves `confirm_token` out by name.
     */
    confirmTokenHash: text('confirm_token'),
    /** Follows every organisation; false: only those in `newsletter_follows`. */
    followsBranch: boolean('follows_branch').notNull().default(true),
    /** Also gets the weekly digest (when the branch admin turned it on). */
    wantsDigest: boolean('wants_digest').notNull().default(false),
    /** Unused since issue 7: unsubscribing deletes the row (kept so old databases migrate). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(table.confirmTokenHash),
    index('newsletter_subscribers_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * The keys of a subscriber's manage page and one-click unsubscribe (`/newsletter/manage/{token}`,
 * `/unsubscribe/{token}`), as SHA-256 hashes (lib/link-tokens.ts): every mail that carries them
 * (each newsletter, each digest) carries a fresh token, so the raw one is only in the mail and
 * the links of earlier mails keep working. They go with their subscriber.
 */
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_links_subscriber_idx').on(table.subscriberId)],
);

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/**
 * Every mail the site sends, kept as a record. Written in the same transaction as the change that
 * causes it (an invitation, a contact message); a worker delivers it afterwards through SMTP when
 * configured, retrying with back-off. Without SMTP it stays `not-sent` and the branch admin reads
 * it (and the links in it) in the console.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. `invitation`, `password-reset`, `contact-copy`. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** A reply goes to the visitor, not to us (contact copies). */
    replyTo: text('reply_to'),
    /** Files sent with it (an event's `.ics`, a ticket's QR code), their content in base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /** Extra headers, e.g. a newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: mailStatus('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_created_idx').on(table.createdAt, table.id),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
