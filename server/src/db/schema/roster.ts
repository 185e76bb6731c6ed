import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { organisations } from './organisations.js';

// The roster domain's own state (modules/roster, issue 47 item 3): the IEEE member rosters the
// branch and its organisations upload from OU Analytics, and the verified members among each
// event's attendance. Roster rows are personal data: only the roster's organisation and the
// branch admins read them, nothing public joins them, and deleting a roster deletes them at once.
// Which attendees they verified is counted per event beside the event (`event_member_counts`).

/**
 * The roster an organisation (or the branch, as its organisation row) applied last: one each,
 * replaced whole by the next. Its History entries (the audit trigger) carry the counts and the
 * export's date, never a member.
 */
export const rosterUploads = pgTable(
  'roster_uploads',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** What History calls it: "OU Analytics roster of 30 Nov 2026". */
    title: text('title').notNull(),
    /** The day OU Analytics exported it: every match is "verified as of" this day. */
    exportedOn: date('exported_on', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    members: integer('members').notNull(),
    /** Of them, those whose IEEE status is Active. */
    active: integer('active').notNull(),
    ...version,
    ...timestamps,
  },
  (table) => [uniqueIndex('roster_uploads_organisation_unique').on(table.organisationId)],
);

/**
 * One member of an applied roster. `address_key` is the address as matching compares it (lower
 * case, no spaces, no `+tag`: `matchingAddress`), so registrations and students are found by it
 * or by the member number.
 */
export const rosterMembers = pgTable(
  'roster_members',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => rosterUploads.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    memberNumber: text('member_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    addressKey: text('address_key'),
    grade: text('grade').notNull(),
    active: boolean('active').notNull(),
    renewYear: integer('renew_year'),
    societies: text('societies').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('roster_members_number_unique').on(table.organisationId, table.memberNumber),
    index('roster_members_number_idx').on(table.memberNumber),
    index('roster_members_address_idx').on(table.addressKey),
  ],
);
