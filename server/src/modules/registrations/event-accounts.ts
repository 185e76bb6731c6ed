import {
  amountOfPaise,
  type EventAccounts,
  type Income,
  type OrganisationRef,
  paymentsFileName,
} from '@chapterhouse/shared';
import { spreadsheetMoment } from '@chapterhouse/shared/date-wording';
import { and, asc, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { eventRegistrations, registrationPayments } from '../../db/schema/index.js';
import { csvText } from '../../lib/csv.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { deskEventOf } from '../events/registrable-event.js';
import { paymentRecordColumns, receiptNumberOf } from './registration-payments.js';

// The treasurer's figures (issue 49, item 5): each paid event's money (collected, refunded, still
// due) beside its registration desk, every payment and refund as CSV for the branch's accounts,
// and the income of each organisation in a period for the annual report. All from
// `registration_payments`, the one record of money, in aggregate queries.

const METHOD_NAMES = {
  'upi-statement': 'UPI (bank statement)',
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  gateway: 'Payment gateway',
} as const;

/** Sums in paise of payments and refunds, as the query gives them. */
const sumOf = (kind: 'payment' | 'refund') =>
  sql<number>`coalesce(sum(${registrationPayments.amountPaise}) filter (where ${registrationPayments.kind} = ${kind}), 0)`.mapWith(
    Number,
  );
const countOf = (kind: 'payment' | 'refund') =>
  sql<number>`count(*) filter (where ${registrationPayments.kind} = ${kind})`.mapWith(Number);

async function eventOfDesk(context: ServiceContext, organisation: OrganisationRef, id: number) {
  const event = await deskEventOf(context.db, organisation.id, id);
  if (!event) throw notFound('Event not found.');
  return event;
}

/** An event's money: collected, refunded, and what the places still to pay for owe. */
export async function eventAccounts(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<EventAccounts> {
  const event = await eventOfDesk(context, organisation, eventId);
  const [[money], [pending], [paid]] = await Promise.all([
    context.db
      .select({
        collected: sumOf('payment'),
        payments: countOf('payment'),
        refunded: sumOf('refund'),
        refunds: countOf('refund'),
      })
      .from(registrationPayments)
      .where(eq(registrationPayments.eventId, eventId)),
    context.db
      .select({
        count: count(),
        amount: sql<number>`coalesce(sum(${eventRegistrations.amountDuePaise}), 0)`.mapWith(Number),
      })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.status, 'confirmed'),
          isNull(eventRegistrations.paidAt),
          sql`${eventRegistrations.amountDuePaise} is not null`,
          sql`${eventRegistrations.holdFor} is distinct from 'address'`,
        ),
      ),
    context.db
      .select({ count: count() })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.paidAt} is not null`),
      ),
  ]);
  const collected = money?.collected ?? 0;
  const refunded = money?.refunded ?? 0;
  return {
    currency: event.priceCurrency ?? 'INR',
    collected: amountOfPaise(collected),
    payments: money?.payments ?? 0,
    refunded: amountOfPaise(refunded),
    refunds: money?.refunds ?? 0,
    net: amountOfPaise(collected - refunded),
    pending: { count: pending?.count ?? 0, amount: amountOfPaise(pending?.amount ?? 0) },
    paidRegistrations: paid?.count ?? 0,
  };
}

/** Every payment and refund of an event as CSV, oldest first, for the branch's accounts. */
export async function eventPaymentsCsv(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<{ csv: string; fileName: string }> {
  const event = await eventOfDesk(context, organisation, eventId);
  const rows = await context.db
    .select({
      ...paymentRecordColumns,
      // Erased registrants leave the money and the reference, not the name.
      name: eventRegistrations.name,
    })
    .from(registrationPayments)
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, registrationPayments.registrationId))
    .where(eq(registrationPayments.eventId, eventId))
    .orderBy(asc(registrationPayments.id));
  const currency = event.priceCurrency ?? 'INR';
  const header = [
    'Date',
    'Receipt',
    'Kind',
    'Method',
    `Amount (${currency})`,
    'Reference',
    'Transaction id',
    'Registrant',
    'Note',
  ];
  const records = rows.map((row) => [
    spreadsheetMoment(row.createdAt, context.timeZone),
    receiptNumberOf(row),
    row.kind === 'refund' ? 'Refund' : 'Payment',
    METHOD_NAMES[row.method],
    // Positive, as the kind says which way it went (a leading minus would be quoted as a formula).
    amountOfPaise(row.amountPaise),
    row.reference,
    row.transactionId ?? '',
    row.name ?? '',
    row.note,
  ]);
  return { csv: csvText([header, ...records]), fileName: paymentsFileName(event.title) };
}

/**
 * The income of each organisation between two instants (an academic year), by the moment money
 * was recorded: payments, refunds and what is left. Organisations with none are absent.
 */
export async function incomeByOrganisation(
  context: ServiceContext,
  period: { from: Date; until: Date },
): Promise<Map<number, Income>> {
  const rows = await context.db
    .select({
      organisationId: registrationPayments.organisationId,
      collected: sumOf('payment'),
      refunded: sumOf('refund'),
    })
    .from(registrationPayments)
    .where(
      and(
        gte(registrationPayments.createdAt, period.from),
        lt(registrationPayments.createdAt, period.until),
      ),
    )
    .groupBy(registrationPayments.organisationId);
  return new Map(
    rows.map((row) => [
      row.organisationId,
      {
        collected: amountOfPaise(row.collected),
        refunded: amountOfPaise(row.refunded),
        net: amountOfPaise(row.collected - row.refunded),
      },
    ]),
  );
}
