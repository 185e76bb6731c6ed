import { amountOfPaise } from '@chapterhouse/shared';
import { longDate } from '@chapterhouse/shared/date-wording';
import { and, eq } from 'drizzle-orm';
import { eventRegistrations, registrationPayments } from '../../db/schema/index.js';
import { calendarDate } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { registeredEventOf } from '../events/registrable-event.js';
import type { Receipt } from './receipt-pdf.js';
import { paymentRecordColumns, receiptNumberOf } from './registration-payments.js';

// A receipt for each payment (and a refund note for each refund) of a paid registration (issue
// 49, item 5): an A5 PDF with the branch's name, the receipt's number, who paid what for which
// event, how, and the payment's reference and transaction id. Downloaded from the registrant's
// page through their personal link; drawn afresh each time from the payment's row, in a PDF
// worker thread (receipt-pdf.ts).

/** The receipt of one payment of the registration whose id the personal link found; 404 else. */
export async function receiptOf(
  context: ServiceContext,
  registrationId: number,
  paymentId: number,
): Promise<Receipt> {
  const [row] = await context.db
    .select({ ...paymentRecordColumns, payer: eventRegistrations.name })
    .from(registrationPayments)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, registrationPayments.registrationId))
    .where(
      and(
        eq(registrationPayments.id, paymentId),
        eq(registrationPayments.registrationId, registrationId),
      ),
    );
  if (!row) throw notFound('There is no such receipt for this registration.');
  const [event, branch] = await Promise.all([
    registeredEventOf(context.db, row.eventId),
    branchIdentity(context.db),
  ]);
  return {
    branchName: branch.name,
    number: receiptNumberOf(row),
    kind: row.kind,
    day: longDate(calendarDate(row.createdAt, context.timeZone)),
    payer: row.payer,
    eventTitle: event?.title ?? '',
    eventDay: event ? longDate(event.date) : '',
    amount: amountOfPaise(row.amountPaise),
    currency: event?.priceCurrency ?? 'INR',
    method: row.method,
    reference: row.reference,
    transactionId: row.transactionId,
  };
}
