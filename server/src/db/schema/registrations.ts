import {
  type ParticipationRole,
  type PaymentKind,
  type PaymentMethod,
  REGISTRATION_STATUSES,
  type Registration,
  type RegistrationAnswers,
  type RegistrationHold,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { events } from './content.js';
import { organisations } from './organisations.js';

// The registrations domain's own state (modules/registrations): who registered for an event on
// this site, their personal links and idempotency keys, and which events' registrants were
// reminded. The events stay the events domain's; these rows point at them.

export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);

/**
 * People registered for an event on this site. At most `capacity` are confirmed at any moment
 * (registering locks the event's row, so simultaneous registrations take turns); the rest wait in
 * the order of their ids. One registration per e-mail address and event. The ticket's code is
 * looked up at the door.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** In lower case, so one address is one registration. */
    email: text('email').notNull(),
    memberNumber: text('member_number'),
    /** What they did at the event (`PARTICIPATION_ROLES`), marked at the desk (issue 47). */
    role: text('role').$type<ParticipationRole>().notNull().default('participant'),
    /** Answers to the event's questions, by question id. */
    answers: jsonb('answers').$type<RegistrationAnswers>().notNull().default(sql`'{}'::jsonb`),
    status: registrationStatus('status').notNull(),
    ticketCode: text('ticket_code').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The check-in was a join through the personal join link (online), not the door. */
    attendedOnline: boolean('attended_online').notNull().default(false),
    /**
     * The SHA-256 of the personal join link's token (`/join/{token}`, online-joins.ts), set when
     * the link is first handed out; the token itself is derived again from a server secret.
     */
    joinTokenHash: text('join_token_hash'),
    /**
     * Made by registering once for a whole series (issue 48): the registrant is registered for
     * each of its sessions, those the series' window makes later too, until they cancel them all.
     */
    wholeSeries: boolean('whole_series').notNull().default(false),
    /**
     * Of a hybrid event (issue 48, item 7): the registration holds (or waits for) one of its online
     * places, not one in the room. Each mode has its own places and waiting list; the registrant
     * may switch while the other mode has room. False for every other event.
     */
    attendsOnline: boolean('attends_online').notNull().default(false),
    /**
     * While the address is unconfirmed (events with `registration_confirm_email`): the moment the
     * registration is dropped unless its mailed link is followed. Null once confirmed, or when
     * the event never asked. A cancelled registration that still has it expired unconfirmed.
     */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /**
     * What `confirm_by` waits for (`REGISTRATION_HOLDS`): `address`, the mailed link to be
     * followed; `payment`, the amount due to be paid (issue 49), once the place is theirs to pay
     * for. Null with `confirm_by`.
     */
    holdFor: text('hold_for').$type<RegistrationHold>(),
    /**
     * What the registrant owes for the place, in paise of the event's currency, as the server
     * decided it when they registered (`priceFor`: early bird, member or everyone's price).
     * Null: nothing to pay (a free event, a free member, or an event not collecting payment).
     */
    amountDuePaise: integer('amount_due_paise'),
    /**
     * The short code a registrant puts in their UPI payment's note (8 symbols without
     * look-alikes), by which the bank statement's line is matched to them. Set with the amount.
     */
    paymentReference: text('payment_reference'),
    /**
     * When its place was first held for its payment (registering, or given a place later): with
     * `confirm_by` (or `paid_at`), the days a statement's credit may be its payment.
     */
    paymentHeldSince: timestamp('payment_held_since', { withTimezone: true }),
    /** The 12-digit UPI transaction id the registrant typed once they had paid. */
    utr: text('utr'),
    /** When the amount due was paid in full (a statement line, a gateway, or the treasurer). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The first mail the registration is owed (its kind: `confirmed`, `waitlisted`, `pending`,
     * `confirm`), set by the transaction that registers it and cleared by the one that queues
     * that mail just after its commit, outside the event's lock; a server that died in between
     * leaves it for the `registration-holds` job. Null once queued.
     */
    firstMail: text('first_mail'),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('event_registrations_email_unique').on(table.eventId, table.email),
    // The few registrations whose first mail is still to be written.
    index('event_registrations_first_mail_idx')
      .on(table.id)
      .where(sql`${table.firstMail} is not null`),
    // Every address is kept in lower case, so the index above is one registration per address
    // in any letter case (addresses are ASCII: the shared schema's check).
    check('event_registrations_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'event_registrations_role',
      sql`${table.role} in ('participant', 'volunteer', 'speaker', 'organiser', 'winner')`,
    ),
    uniqueIndex('event_registrations_ticket_unique').on(table.ticketCode),
    uniqueIndex('event_registrations_join_token_unique').on(table.joinTokenHash),
    check(
      'event_registrations_attended_online',
      sql`not ${table.attendedOnline} or ${table.checkedInAt} is not null`,
    ),
    // Everything an address registered for: a student's page, data and erasure (the unique
    // index above leads with the event, so it cannot find an address alone).
    index('event_registrations_email_idx').on(table.email),
    // Counting the confirmed and finding the first in line, per event.
    index('event_registrations_event_status_idx').on(table.eventId, table.status, table.id),
    // The holds' expiry finds the unconfirmed ones due, across all events.
    index('event_registrations_confirm_by_idx').on(table.confirmBy),
    check(
      'event_registrations_hold_for',
      sql`(${table.holdFor} is null) = (${table.confirmBy} is null) and (${table.holdFor} is null or ${table.holdFor} in ('address', 'payment'))`,
    ),
    // A registration's payment is found by its reference alone (the statement's narration).
    uniqueIndex('event_registrations_payment_reference_unique').on(table.paymentReference),
    check(
      'event_registrations_payment',
      sql`(${table.amountDuePaise} is null) = (${table.paymentReference} is null) and (${table.amountDuePaise} is null or ${table.amountDuePaise} > 0)`,
    ),
    check('event_registrations_utr', sql`${table.utr} is null or ${table.utr} ~ '^[0-9]{12}$'`),
    // The UTRs registrants typed, for the statement's matching.
    index('event_registrations_utr_idx').on(table.utr).where(sql`${table.utr} is not null`),
  ],
);

/**
 * The keys of a registration's personal links (`/registrations/{token}`), as SHA-256 hashes
 * (lib/link-tokens.ts): the raw token is only in the mail (and the answer to registering). Every
 * mail that carries the link carries a fresh one, added here, so no raw token need be kept to
 * write later mails (a promotion, the reminder); the links of earlier mails keep working. They
 * go with their registration.
 */
export const eventRegistrationLinks = pgTable(
  'event_registration_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_registration_links_registration_idx').on(table.registrationId)],
);

/**
 * The idempotency keys registrations came with (decision 016): a client that retries with the
 * same key for the same event within a day gets its first answer again, not a second
 * registration. Only the key's hash is kept: the personal link's token of that first answer is
 * derived from the key (with a server secret), so whoever holds the database cannot rebuild it.
 * They go with their registration, and are pruned after a day.
 */
export const registrationIdempotencyKeys = pgTable(
  'registration_idempotency_keys',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** SHA-256 of the key, as `hashToken` makes it. */
    keyHash: text('key_hash').notNull(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    /**
     * The registration as the first answer showed it, written just after that answer was made;
     * null until then (a retry meanwhile is answered from the registration as it stands).
     */
    answer: jsonb('answer').$type<Registration>(),
    /** Whether the first answer carried the personal link's token (not where the address must be proven). */
    withToken: boolean('with_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.keyHash] }),
    // The pruning of keys older than a day.
    index('registration_idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * The events whose confirmed registrants were sent the reminder of the day before: one row per
 * event, written by the reminder job in the transaction that queues the reminders. Inserting it
 * is the claim: of the servers that try at once, one inserts and the others find the key taken
 * (once it commits), so each event is reminded once between them. An officer's edit that gives
 * the event another date or start time deletes it, so the registrants are reminded again the
 * day before the new one.
 */
export const reminderRounds = pgTable('reminder_rounds', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * The online and hybrid events whose confirmed registrants were mailed their join link, shortly
 * before the start (the officers' `join_reminder_minutes`): claimed like `reminder_rounds`, and
 * deleted with them when an officer moves the event.
 */
export const joinReminderRounds = pgTable('join_reminder_rounds', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * The money moved for registrations (issue 49): each payment received (a statement's line, a
 * gateway's, or cash the treasurer took) and each refund, one row each, never edited. A
 * registration is paid when its payments less its refunds reach its amount due. Kept when the
 * registration is erased or deleted after its retention (the branch's accounts keep the
 * amount, the reference and the event; the registrant's name and address go).
 */
export const registrationPayments = pgTable(
  'registration_payments',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id').references(() => eventRegistrations.id, {
      onDelete: 'set null',
    }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The event's organisation when it was paid: its History, and its income in the reports. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    /** How the money came or went (`PAYMENT_METHODS`). */
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Positive, in paise: a refund's too. */
    amountPaise: integer('amount_paise').notNull(),
    /** The registration's payment reference, kept for the accounts. */
    reference: text('reference').notNull(),
    /** The bank's or gateway's transaction id, when there is one (a UTR, a payment id). */
    transactionId: text('transaction_id'),
    /** The treasurer's words: why, who paid at the desk. */
    note: text('note').notNull().default(''),
    /** Who recorded it; null: the statement's applying or the gateway, as `method` says. */
    recordedBy: integer('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registration_payments_registration_idx').on(table.registrationId),
    index('registration_payments_event_idx').on(table.eventId),
    // A gateway's payment is recorded once, however often and in whatever order its checkout
    // answer and webhook events arrive.
    uniqueIndex('registration_payments_gateway_unique')
      .on(table.transactionId)
      .where(sql`${table.method} = 'gateway'`),
    check('registration_payments_amount', sql`${table.amountPaise} > 0`),
    check('registration_payments_kind', sql`${table.kind} in ('payment', 'refund')`),
    check(
      'registration_payments_method',
      sql`${table.method} in ('upi-statement', 'cash', 'bank-transfer', 'gateway')`,
    ),
  ],
);
