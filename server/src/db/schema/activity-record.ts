import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { students } from './students.js';

// The activity record's own state (modules/activity-record, issue 47 item 5): whether each
// student shares their record, and at which link. The record itself is read from registrations,
// certificates and events each time; the mapping of IEEE categories is a site setting.

/**
 * A student's share link: made the first time they share or download their record, kept while
 * they turn sharing off and on (the printed QR code stays the same), deleted with the student
 * (erasing the account), which kills the link for good.
 */
export const activityRecordShares = pgTable(
  'activity_record_shares',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    /**
     * 256 random bits, base64url. Kept as it is, not hashed: like a certificate's code it is a
     * public reference the student prints and hands out, shown again on their page.
     */
    token: text('token').notNull(),
    shared: boolean('shared').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('activity_record_shares_token_unique').on(table.token)],
);
