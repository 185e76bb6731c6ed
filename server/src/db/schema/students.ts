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
import { timestamps } from './columns.js';

// The students domain's own state (modules/students, decision 017): a person known by the
// address they signed in with, the one-time links and codes mailed to sign in, and their
// sessions. What an address registered for stays the registrations' rows, found by the address.

/**
 * A student: an address proven by following a mailed link (or typing its code). Made at the
 * first sign-in, never before, so asking for a link leaves nothing behind for an unknown address.
 * An officer signing in with the same address is the same person.
 */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    /** In lower case, as registrations keep it: one address, one student. */
    email: text('email').notNull(),
    /** When the address was first proven (the first sign-in). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('students_email_unique').on(table.email),
    check('students_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * Links (and their codes) mailed to sign in. Only hashes are kept (decision 015's helper): the
 * token and the code exist in the mail alone. Each works once, until `expires_at`; a code takes
 * a few wrong tries and then stops working, while its link still does. Rows are kept a day past
 * their expiry for the per-address counts, then pruned.
 */
export const studentSignInLinks = pgTable(
  'student_sign_in_links',
  {
    id: serial('id').primaryKey(),
    /** The address it was asked for, in lower case: the student it signs in (made if new). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed for this address while the link was live. */
    failedCodes: integer('failed_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('student_sign_in_links_token_unique').on(table.tokenHash),
    index('student_sign_in_links_email_idx').on(table.email, table.expiresAt),
    index('student_sign_in_links_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A browser signed in as a student: the SHA-256 of the cookie's token (decision 017), until it
 * expires (not sliding) or the student signs out or erases their account.
 */
export const studentSessions = pgTable(
  'student_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('student_sessions_student_idx').on(table.studentId),
    index('student_sessions_expires_idx').on(table.expiresAt),
  ],
);
