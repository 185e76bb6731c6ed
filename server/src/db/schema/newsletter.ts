import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_PROPOSAL_STATUSES,
  type NewsletterSections,
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
import { users } from './accounts.js';
import { timestamps, version } from './columns.js';
import { mailOutbox, newsletterSubscribers } from './messages.js';
import { organisations } from './organisations.js';
import { searchVector, tsvector, weighted } from './search-columns.js';

/** The societies and councils a subscriber follows when not the whole branch. */
export const newsletterFollows = pgTable(
  'newsletter_follows',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.subscriberId, table.organisationId] }),
    index('newsletter_follows_organisation_idx').on(table.organisationId),
  ],
);

export const newsletterIssueStatus = pgEnum('newsletter_issue_status', NEWSLETTER_ISSUE_STATUSES);

/** An issue the branch admin writes; once sent it is archived at `/newsletters` as it went. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull(),
    eventWeeks: integer('event_weeks').notNull().default(4),
    /** Open proposals taken in, in order. */
    proposalIds: jsonb('proposal_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    status: newsletterIssueStatus('status').notNull().default('draft'),
    /** The whole branch's sections as sent: the archive shows them, whatever changes later. */
    sections: jsonb('sections').$type<NewsletterSections>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What search matches in the archive (`search-columns.ts`): the subject and the intro. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchVector(weighted('subject', 'A'), weighted('intro', 'B')),
    ),
    ...version,
    ...timestamps,
  },
  (table) => [
    index('newsletter_issues_sent_idx').on(table.status, table.sentAt, table.id),
    index('newsletter_issues_search_idx').using('gin', table.searchVector),
    index('newsletter_issues_subject_trgm_idx').using('gin', table.subject.op('gin_trgm_ops')),
  ],
);

/** Who an issue went to, one row per address, with the outbox mail that carries it. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_issue_email_unique').on(
      table.issueId,
      sql`lower(${table.email})`,
    ),
    index('newsletter_deliveries_mail_idx').on(table.mailId),
  ],
);

export const newsletterProposalStatus = pgEnum(
  'newsletter_proposal_status',
  NEWSLETTER_PROPOSAL_STATUSES,
);

/** An item an organisation's admins suggest for the next issue. */
export const newsletterProposals = pgTable(
  'newsletter_proposals',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    status: newsletterProposalStatus('status').notNull().default('open'),
    issueId: integer('issue_id').references(() => newsletterIssues.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (table) => [
    index('newsletter_proposals_status_idx').on(table.status, table.createdAt, table.id),
    index('newsletter_proposals_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/**
 * The weekly digest's schedule: one row (id 1). `enabledSince` keeps a digest turned on midweek
 * from going at once for a slot that passed before it was on.
 */
export const digestSettings = pgTable(
  'digest_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    weekday: integer('weekday').notNull().default(1),
    hour: integer('hour').notNull().default(9),
    enabledSince: timestamp('enabled_since', { withTimezone: true }),
    ...version,
    ...timestamps,
  },
  (table) => [check('digest_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * One row per scheduled slot that ran: inserting it is the claim, so with several servers on one
 * database exactly one sends a slot's digest, and a restart never sends it again.
 */
export const digestRuns = pgTable('digest_runs', {
  slot: timestamp('slot', { withTimezone: true }).primaryKey(),
  recipients: integer('recipients').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
