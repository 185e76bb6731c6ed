import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index.js';

// Which module owns each table (decision 011). A module reads and writes only its own tables;
// what it needs of another domain's rows it asks that domain's service, which applies the
// domain's visibility. `modules/visibility-boundaries.test.ts` reads every module's imports of
// the schema and fails on another module's table, but for the few exceptions it lists.

/** The exported name of every table of the schema (`events`, `galleryItems`, ...). */
export type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never;
}[keyof typeof schema];

/**
 * The owner of each table the boundary test checks: a folder under `server/src/modules/`, or
 * several when a domain's code is split over them. A new table goes here (or, with a reason, in
 * `UNCHECKED_TABLES`): the type of the two together is every table of the schema.
 */
export const TABLE_OWNERS = {
  // What visitors see: each of these domains has a `*.visibility.ts`, or shows all its rows.
  organisations: ['organisations'],
  organisationTotals: ['organisations'],
  slateMembers: ['members'],
  events: ['events'],
  eventSeries: ['events'],
  eventMemberCounts: ['events'],
  eventRegistrations: ['registrations'],
  registrationPayments: ['registrations'],
  eventRegistrationLinks: ['registrations'],
  registrationIdempotencyKeys: ['registrations'],
  reminderRounds: ['registrations'],
  joinReminderRounds: ['registrations'],
  eventFeedback: ['reports'],
  feedbackRounds: ['reports'],
  achievements: ['achievements'],
  galleryItems: ['gallery'],
  notifications: ['notifications'],
  heroSlides: ['site'],
  partners: ['site'],
  faqEntries: ['site'],
  siteSettings: ['site'],
  media: ['media'],
  newsletterIssues: ['newsletter'],
  newsletterProposals: ['newsletter'],
  newsletterDeliveries: ['newsletter'],
  newsletterSubscribers: ['newsletter'],
  newsletterLinks: ['newsletter'],
  newsletterFollows: ['newsletter'],
  digestSettings: ['newsletter'],
  digestRuns: ['newsletter'],
  contactMessages: ['messages'],
  certificateTemplates: ['certificates'],
  certificates: ['certificates'],
  students: ['students'],
  studentSignInLinks: ['students'],
  studentSessions: ['students'],
  activityRecordShares: ['activity-record'],
  // Roster rows are never public: only the roster's organisation and the branch admins read them.
  rosterUploads: ['roster'],
  rosterMembers: ['roster'],
  // Who is paid: the branch admins set it; a paid registration's page reads it.
  upiPayees: ['payments'],
  // The treasurer's statements, and the lines applied from them.
  bankStatements: ['payments'],
  appliedStatementLines: ['payments'],
  statementColumnMappings: ['payments'],
  // The gateway's orders: made from a registrant's page, read by the webhook.
  gatewayOrders: ['payments'],
} as const satisfies Partial<Record<TableName, readonly string[]>>;

/**
 * Tables the boundary test leaves alone, none of which a visitor reads; each with why.
 */
export const UNCHECKED_TABLES = {
  users:
    'Accounts: auth signs them in, accounts and teams manage them, and History, the media ' +
    'library and proposals name their authors by joining them. Not public; not yet split.',
  sessions: 'Accounts: auth opens them, accounts ends them when an account is disabled.',
  accountLinks: 'Accounts: auth alone (one-time links).',
  teamMemberships:
    'Accounts: teams keeps them; auth reads them at every request, accounts and the console ' +
    'list them. Not public.',
  teamInvitations:
    'Accounts: teams writes them (an invitation of someone with an account, answered by them); ' +
    'auth reads whether any wait for the person signing in. Not public.',
  auditLog:
    'Written by the audit trigger in every signed-in write (decision 002), read by audit; ' +
    'registrations erase names from it after their retention.',
  mailOutbox:
    'Queued by the writer in its own transaction (decision 004), sent by mail; the newsletter ' +
    'reads its deliveries’ state.',
  rateCounters: 'lib/shared-counters.ts alone (rate limits across servers).',
  serverSecrets: 'lib/server-secret.ts alone (keys every server signs with).',
} as const satisfies Record<Exclude<TableName, keyof typeof TABLE_OWNERS>, string>;

/**
 * Tables another module may join to name what it lists, but not query otherwise: every item
 * belongs to an organisation, and a list across organisations names each item's. Only these
 * columns may be read from the join (what `organisationRefColumns` selects): whether the
 * organisation is visible is the organisations module's rule (`ofVisibleOrganisation`).
 */
export const NAMING_JOINS = {
  organisations: ['id', 'slug', 'name', 'kind'],
} as const satisfies Partial<Record<keyof typeof TABLE_OWNERS, readonly string[]>>;
