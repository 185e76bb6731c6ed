import type { StatementColumnMapping, StatementPreset } from '@chapterhouse/shared';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { events } from './content.js';
import { organisations } from './organisations.js';
import { eventRegistrations } from './registrations.js';

// The payments domain's own state (modules/payments, issue 49): where a paid registration's
// money goes. Registrations' amounts, references and payments come with the registrations.

/**
 * Who is paid, by UPI, for an organisation's paid events (the branch's own row is the branch's,
 * and every organisation without one of its own pays in there). Set by a branch admin; History
 * records each change.
 */
export const upiPayees = pgTable('upi_payees', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** The virtual payment address (`branch@sbi`): the `pa` of a `upi://pay` link. */
  upiAddress: text('upi_address').notNull(),
  /** The account holder's name as the bank has it: the `pn` of the link. */
  payeeName: text('payee_name').notNull(),
  ...version,
  ...timestamps,
});

/**
 * The bank statements a treasurer uploaded (issue 49, item 3), as read: previewed when uploaded,
 * applied once the treasurer says so. Kept with their lines (the preview is shown again, and the
 * applying reads them, not the file a second time). `account_id` is the organisation whose UPI
 * payee the statement's account is (its own, or the branch's): lines applied from it are that
 * account's, whoever uploads it.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    /** Whose dashboard it was uploaded to: its events' registrations are matched. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The bank's preset it was read with (`STATEMENT_PRESETS`). */
    preset: text('preset').$type<StatementPreset>().notNull(),
    lines: jsonb('lines').$type<StoredStatementLine[]>().notNull(),
    /** The earliest and latest transaction dates, `YYYY-MM-DD`. */
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    uploadedBy: integer('uploaded_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: integer('applied_by'),
    ...timestamps,
  },
  (table) => [index('bank_statements_organisation_idx').on(table.organisationId, table.id)],
);

/**
 * The statement lines applied, by account and fingerprint (statement-matching.ts): the same line
 * in a statement uploaded again, or in a later one overlapping it, is recognised and changes
 * nothing. Inserting it is the claim: of two treasurers applying at once, one inserts each line
 * and the other finds it taken, so each credit is applied once.
 */
export const appliedStatementLines = pgTable(
  'applied_statement_lines',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    statementId: integer('statement_id').references(() => bankStatements.id, {
      onDelete: 'set null',
    }),
    /** The registration it paid (kept when that is deleted later: the line stays applied). */
    registrationId: integer('registration_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.fingerprint] })],
);

/** The columns of a bank without a preset, as the treasurer named them once per account. */
export const statementColumnMappings = pgTable('statement_column_mappings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<StatementColumnMapping>().notNull(),
  ...timestamps,
});

/**
 * The orders the payment gateway (Razorpay) was asked for, one per checkout a registrant opened:
 * its id names the registration a captured payment pays, whichever of the checkout's answer and
 * the webhook's events comes first. The amount is the server's, decided when the order was made.
 */
export const gatewayOrders = pgTable(
  'gateway_orders',
  {
    /** The gateway's order id (`order_…`). */
    id: text('id').primaryKey(),
    /** Null once the registration is erased: a payment for it is then the treasurer's to refund. */
    registrationId: integer('registration_id').references(() => eventRegistrations.id, {
      onDelete: 'set null',
    }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gateway_orders_registration_idx').on(table.registrationId)],
);

/** A statement's line as kept: what the file said, in paise (statement-file.ts reads it). */
export interface StoredStatementLine {
  /** Its line in the file (the row of a spreadsheet), counted from 1. */
  line: number;
  /** The transaction date, `YYYY-MM-DD`. */
  date: string;
  /** The narration (description, particulars, remarks), spaces collapsed. */
  narration: string;
  /** The reference or cheque number column, when the statement has one and the line fills it. */
  reference: string | null;
  creditPaise: number;
  debitPaise: number;
  /** The balance after it, when the statement gives one (negative when overdrawn). */
  balancePaise: number | null;
}
