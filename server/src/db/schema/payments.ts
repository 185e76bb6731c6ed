import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { organisations } from './organisations.js';

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
