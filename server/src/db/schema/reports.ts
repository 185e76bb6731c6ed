import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './content.js';
import { eventRegistrations } from './registrations.js';

// The reports domain's own state (modules/reports): the feedback asked after events, and which
// events were asked. Events and registrations stay theirs; these rows point at them.

/**
 * The events whose checked-in registrants were asked for feedback: one row per event, written by
 * the feedback job in the transaction that writes its requests and queues its mails. Inserting
 * it is the claim: of the servers that try at once, one inserts and the others find the key
 * taken (once it commits), so each event is asked once between them.
 */
export const feedbackRounds = pgTable('feedback_rounds', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/**
 * The feedback asked of an event's checked-in registrants after it ended: one row per
 * registration, written with the mail that asks (its link's token, as a SHA-256 hash), and
 * answered once through that link before `expires_at`. The answer outlives the registration
 * (REGISTRATION_RETENTION_DAYS): it keeps no name or address, only the event's figures.
 */
export const eventFeedback = pgTable(
  'event_feedback',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => eventRegistrations.id, {
      onDelete: 'set null',
    }),
    /** SHA-256 of the link's token (lib/link-tokens.ts); the raw token is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 1 to 5; null until answered. */
    rating: integer('rating'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_feedback_token_unique').on(table.tokenHash),
    // One request (and so one answer) per registration.
    uniqueIndex('event_feedback_registration_unique').on(table.registrationId),
    // An event's answers, for its report.
    index('event_feedback_event_idx').on(table.eventId).where(sql`${table.answeredAt} is not null`),
    check('event_feedback_rating', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check(
      'event_feedback_answered',
      sql`(${table.answeredAt} is null) = (${table.rating} is null)`,
    ),
  ],
);
