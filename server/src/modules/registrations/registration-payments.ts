import {
  amountOfPaise,
  type manualPaymentSchema,
  type PaymentKind,
  type PaymentMethod,
  type PaymentState,
  paiseOf,
  type Registration,
  type RegistrationPayment,
  type RegistrationPaymentRecord,
  type RegistrationStatus,
  type UpiPayeeDetails,
  upiPayLink,
} from '@chapterhouse/shared';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { eventRegistrations, registrationPayments } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { eventForRegistration, lockEventForRegistration } from '../events/registrable-event.js';
import { mailRegistrants, STANDING_STATUSES } from './registration-mails.js';
import { payByOf } from './registration-rules.js';

// Paid registrations (issue 49): what a registrant owes was decided when they registered
// (`registrationRow`: `amount_due_paise`, a payment reference); while a place is theirs to pay
// for it is held (`confirm_by` with `hold_for = 'payment'`, the holds address confirmation
// uses, so the holds job lets it lapse to the next in line). Money in or out is a row of
// `registration_payments`; the payment that covers the amount due ends the hold and hands over
// the ticket. The statement's matching, the gateway and the treasurer's hand all record it here.

/** Who is paid for an organisation's events (the payments module answers; ModuleAnswers). */
export type PayeeOf = (db: Database, organisationId: number) => Promise<UpiPayeeDetails | null>;

/** The columns a registration's payment is shown from. */
export const paymentColumns = {
  status: eventRegistrations.status,
  holdFor: eventRegistrations.holdFor,
  confirmBy: eventRegistrations.confirmBy,
  amountDuePaise: eventRegistrations.amountDuePaise,
  paymentReference: eventRegistrations.paymentReference,
  utr: eventRegistrations.utr,
  paidAt: eventRegistrations.paidAt,
};

interface PaymentRow {
  status: RegistrationStatus;
  holdFor: string | null;
  confirmBy: Date | null;
  amountDuePaise: number | null;
  paymentReference: string | null;
  utr?: string | null;
  paidAt?: Date | null;
}

/**
 * Where a registration's payment stands: paid; due while a place is theirs (held for it, or
 * confirmed by an officer without a hold); awaiting a place while they wait for one (the waiting
 * list, approval, their address); nothing for one cancelled or declined unpaid.
 */
export function paymentStateOf(row: PaymentRow): PaymentState | null {
  if (row.amountDuePaise === null) return null;
  if (row.paidAt) return 'paid';
  if (!STANDING_STATUSES.includes(row.status)) return null;
  if (row.status === 'confirmed' && row.holdFor !== 'address') return 'due';
  return 'awaiting-place';
}

/**
 * A registration's payment as its registrant sees it, from its row alone: the payee, the
 * `upi://pay` link and the records are added by `withPaymentRecords` and `withUpiLink`.
 */
export function paymentViewOf(
  row: PaymentRow,
  currency: string | null,
): RegistrationPayment | null {
  const state = paymentStateOf(row);
  if (state === null || row.amountDuePaise === null || row.paymentReference === null) return null;
  return {
    state,
    amount: amountOfPaise(row.amountDuePaise),
    currency: currency ?? 'INR',
    reference: row.paymentReference,
    payBy:
      state === 'due' && row.holdFor === 'payment' ? (row.confirmBy?.toISOString() ?? null) : null,
    utr: row.utr ?? null,
    upiLink: null,
    payee: null,
    records: [],
    gateway: null,
  };
}

/** The columns of a payment or refund that its records, receipt and export are written from. */
export const paymentRecordColumns = {
  id: registrationPayments.id,
  eventId: registrationPayments.eventId,
  kind: registrationPayments.kind,
  method: registrationPayments.method,
  amountPaise: registrationPayments.amountPaise,
  reference: registrationPayments.reference,
  transactionId: registrationPayments.transactionId,
  note: registrationPayments.note,
  createdAt: registrationPayments.createdAt,
};

/** A receipt's number: `R-000123` for a payment, `RF-000124` for a refund. */
export const receiptNumberOf = (record: { id: number; kind: PaymentKind }) =>
  `${record.kind === 'refund' ? 'RF' : 'R'}-${String(record.id).padStart(6, '0')}`;

/** The payments and refunds of a registration, first first. */
export async function paymentRecordsOf(
  db: Database,
  registrationId: number,
): Promise<RegistrationPaymentRecord[]> {
  const rows = await db
    .select(paymentRecordColumns)
    .from(registrationPayments)
    .where(eq(registrationPayments.registrationId, registrationId))
    .orderBy(asc(registrationPayments.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: amountOfPaise(row.amountPaise),
    receiptNumber: receiptNumberOf(row),
    note: row.note,
    at: row.createdAt.toISOString(),
  }));
}

/** Paid less refunded, in paise. */
const netPaise = (records: readonly RegistrationPaymentRecord[]) =>
  records.reduce(
    (sum, record) => sum + (record.kind === 'refund' ? -1 : 1) * paiseOf(record.amount),
    0,
  );

/**
 * A registration's payment with its records, on its registrant's own pages: one paid and then
 * refunded in full is `refunded`.
 */
export async function withPaymentRecords(
  db: Database,
  registrationId: number,
  view: Registration,
): Promise<Registration> {
  const { payment } = view;
  if (!payment) return view;
  const records = await paymentRecordsOf(db, registrationId);
  const refunded =
    payment.state === 'paid' &&
    records.some((record) => record.kind === 'refund') &&
    netPaise(records) <= 0;
  return {
    ...view,
    payment: { ...payment, state: refunded ? 'refunded' : payment.state, records },
  };
}

/**
 * While a payment is due: who is paid (the event's organisation's payee, else the branch's) and
 * the `upi://pay` link for the amount, with the reference as its note (`upiPayLink`), and the
 * payment gateway when the site has one (a checkout beside UPI). No payee set yet: both stay
 * null, and the page says to pay at the desk (or through the gateway).
 */
export async function withUpiLink(
  context: ServiceContext,
  view: Registration,
  payeeOf: PayeeOf,
  gateway: RegistrationPayment['gateway'] = null,
): Promise<Registration> {
  const { payment } = view;
  if (payment?.state !== 'due') return view;
  const event = await eventForRegistration(context.db, view.event.id);
  const payee = event ? await payeeOf(context.db, event.organisationId) : null;
  const upiLink =
    payee &&
    upiPayLink({
      payee,
      amount: payment.amount,
      reference: payment.reference,
      purpose: view.event.title,
    });
  return { ...view, payment: { ...payment, payee, upiLink, gateway } };
}

/**
 * Starts the payment holds of registrations just given a place (promoted, accepted, their
 * address confirmed): each owing money and not paid holds it `payment_hold_hours` from now.
 * Call with the event's row locked. Returns the ids now held for payment: their mail is the
 * payment's, not the place's.
 */
export async function holdPlacesForPayment(
  context: ServiceContext,
  event: { paymentHoldHours: number | null },
  registrationIds: readonly number[],
): Promise<Set<number>> {
  if (registrationIds.length === 0 || event.paymentHoldHours === null) return new Set();
  const held = await context.db
    .update(eventRegistrations)
    .set({
      confirmBy: payByOf(event, context.clock.now()),
      holdFor: 'payment',
      paymentHeldSince: context.clock.now(),
      version: sql`${eventRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(eventRegistrations.id, [...registrationIds]),
        eq(eventRegistrations.status, 'confirmed'),
        isNull(eventRegistrations.confirmBy),
        isNull(eventRegistrations.paidAt),
        sql`${eventRegistrations.amountDuePaise} is not null`,
      ),
    )
    .returning({ id: eventRegistrations.id });
  return new Set(held.map((row) => row.id));
}

/** The UTR a registrant typed once they paid: kept for the statement's matching. */
export async function keepUtr(
  context: ServiceContext,
  registrationId: number,
  utr: string,
): Promise<void> {
  const [row] = await context.db
    .select(paymentColumns)
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) throw notFound('This registration link is not valid.');
  const state = paymentStateOf(row);
  if (state === null) throw new HttpError(409, 'This registration has nothing to pay.');
  if (state === 'paid') throw new HttpError(409, 'This registration is paid already.');
  if (state === 'awaiting-place') {
    throw new HttpError(409, 'Pay once a place is yours: nothing is due yet.');
  }
  await context.db
    .update(eventRegistrations)
    .set({
      utr,
      version: sql`${eventRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(eventRegistrations.id, registrationId));
}

/** Money recorded for a registration, by whatever way it came or went. */
export interface PaymentToRecord {
  kind: PaymentKind;
  method: PaymentMethod;
  /** Left out: the whole amount due (a payment), or all that was paid (a refund). */
  amountPaise?: number;
  note: string;
  /** A UTR, a gateway's payment id. */
  transactionId?: string | null;
  /** The signed-in treasurer; null for the statement's applying and the gateway. */
  recordedBy: number | null;
}

export const PAYMENT_REFUSALS = {
  nothingDue: 'This registration has nothing to pay.',
  paidAlready: 'This registration is paid already: record a refund, or nothing.',
  nothingToRefund: 'Nothing was paid for this registration, so there is nothing to refund.',
  refundTooLarge: (paid: string) => `Refund at most what was paid: ${paid}.`,
  notDueYet:
    'This registration has no place yet (waiting list, approval or its address): take its payment once it has one.',
  recordedAlready: 'This payment is recorded already.',
} as const;

/**
 * Records a payment or a refund of one registration, its event locked: a payment that brings
 * what was paid to the amount due ends the hold, and the registrant gets the ticket by mail
 * ("Payment received"). A place that lapsed meanwhile is not given back (it went to the next in
 * line): the money is recorded, for the treasurer to refund. Returns the record; a refusal is
 * thrown (409, 404).
 */
export async function recordPayment(
  context: ServiceContext,
  /** With `organisationId` (the desk): the event must be one that organisation keeps (404). */
  where: { registrationId: number; eventId: number; organisationId?: number },
  payment: PaymentToRecord,
): Promise<RegistrationPaymentRecord> {
  const [outcome] = await recordPayments(context, where, [
    { ...payment, registrationId: where.registrationId },
  ]);
  if (!outcome) throw new Error('the payment was not recorded');
  if ('refused' in outcome) throw outcome.refused;
  return outcome.record;
}

/**
 * Records several payments or refunds of one event's registrations at once (a bank statement's
 * lines), in one transaction under the event's lock: one read of the registrations and of what
 * they were paid, one insert, one update of those now paid, one batch of mails. Each is refused
 * on its own (the answer at its index), as `recordPayment` says.
 */
export async function recordPayments(
  context: ServiceContext,
  where: { eventId: number; organisationId?: number },
  payments: readonly (PaymentToRecord & { registrationId: number })[],
): Promise<({ record: RegistrationPaymentRecord } | { refused: HttpError })[]> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, where.eventId, where.organisationId);
    if (!event) throw notFound('Registration not found.');
    const ids = [...new Set(payments.map((payment) => payment.registrationId))];
    const [rows, paidRows] = await Promise.all([
      db
        .select({ ...paymentColumns, id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(inArray(eventRegistrations.id, ids), eq(eventRegistrations.eventId, where.eventId)),
        ),
      db
        .select({
          registrationId: registrationPayments.registrationId,
          net: sql<number>`sum(case when ${registrationPayments.kind} = 'refund' then -${registrationPayments.amountPaise} else ${registrationPayments.amountPaise} end)`.mapWith(
            Number,
          ),
        })
        .from(registrationPayments)
        .where(inArray(registrationPayments.registrationId, ids))
        .groupBy(registrationPayments.registrationId),
    ]);
    const recordedBefore = await gatewayPaymentsRecorded(db, payments);
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    const paidSoFar = new Map(paidRows.map((row) => [row.registrationId, row.net]));
    const coveredNow = new Set<number>();
    const outcomes: (
      | { index: number; values: typeof registrationPayments.$inferInsert }
      | { refused: HttpError }
    )[] = payments.map((payment, index) => {
      const row = rowOf.get(payment.registrationId);
      if (!row) return { refused: notFound('Registration not found.') };
      if (payment.method === 'gateway' && recordedBefore.has(payment.transactionId ?? '')) {
        return { refused: new HttpError(409, PAYMENT_REFUSALS.recordedAlready) };
      }
      const amountPaise = amountToRecord(row, paidSoFar.get(row.id) ?? 0, payment);
      if (amountPaise instanceof HttpError) return { refused: amountPaise };
      const paid =
        (paidSoFar.get(row.id) ?? 0) + (payment.kind === 'refund' ? -1 : 1) * amountPaise;
      paidSoFar.set(row.id, paid);
      if (payment.kind === 'payment' && !row.paidAt && paid >= (row.amountDuePaise ?? 0)) {
        row.paidAt = context.clock.now();
        coveredNow.add(row.id);
      }
      return {
        index,
        values: {
          registrationId: row.id,
          eventId: where.eventId,
          organisationId: event.organisationId,
          kind: payment.kind,
          method: payment.method,
          amountPaise,
          reference: row.paymentReference ?? '',
          transactionId: payment.transactionId ?? null,
          note: payment.note,
          recordedBy: payment.recordedBy,
          // By the application's clock: the day on the receipt, the year of the annual report.
          createdAt: context.clock.now(),
        },
      };
    });
    const toInsert = outcomes.flatMap((outcome) => ('values' in outcome ? [outcome.values] : []));
    const saved: (typeof registrationPayments.$inferSelect)[] = [];
    for (const batch of inBatches(toInsert)) {
      saved.push(...(await db.insert(registrationPayments).values(batch).returning()));
    }
    if (coveredNow.size > 0) {
      const now = context.clock.now();
      const covered = [...coveredNow];
      // The places still held for their payment are theirs now: no hold, and the ticket is valid.
      await db
        .update(eventRegistrations)
        .set({
          paidAt: now,
          confirmBy: sql`case when ${eventRegistrations.holdFor} = 'payment' and ${eventRegistrations.status} = 'confirmed' then null else ${eventRegistrations.confirmBy} end`,
          holdFor: sql`case when ${eventRegistrations.holdFor} = 'payment' and ${eventRegistrations.status} = 'confirmed' then null else ${eventRegistrations.holdFor} end`,
          version: sql`${eventRegistrations.version} + 1`,
          updatedAt: new Date(),
        })
        .where(inArray(eventRegistrations.id, covered));
      await mailRegistrants(
        context,
        covered.filter((id) => {
          const row = rowOf.get(id);
          return row?.status === 'confirmed' && row.holdFor !== 'address';
        }),
        'paid',
      );
    }
    let next = 0;
    return outcomes.map((outcome) => {
      if ('refused' in outcome) return outcome;
      const record = saved[next++];
      if (!record) throw new Error('the payment was not saved');
      return {
        record: {
          id: record.id,
          kind: record.kind,
          method: record.method,
          amount: amountOfPaise(record.amountPaise),
          receiptNumber: receiptNumberOf(record),
          note: record.note,
          at: record.createdAt.toISOString(),
        },
      };
    });
  });
}

/**
 * The gateway payment ids among these already recorded: read under the event's lock, so the
 * checkout's answer and the webhook's events, arriving in any order or twice, record it once.
 */
async function gatewayPaymentsRecorded(
  db: Database,
  payments: readonly PaymentToRecord[],
): Promise<Set<string>> {
  const ids = payments.flatMap((payment) =>
    payment.method === 'gateway' && payment.transactionId ? [payment.transactionId] : [],
  );
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ transactionId: registrationPayments.transactionId })
    .from(registrationPayments)
    .where(
      and(
        eq(registrationPayments.method, 'gateway'),
        inArray(registrationPayments.transactionId, ids),
      ),
    );
  return new Set(rows.map((row) => row.transactionId ?? ''));
}

/** What a registration was paid so far, in paise: its payments less its refunds. */
export async function netPaidPaise(db: Database, registrationId: number): Promise<number> {
  const [paid] = await db
    .select({
      net: sql<number>`coalesce(sum(case when ${registrationPayments.kind} = 'refund' then -${registrationPayments.amountPaise} else ${registrationPayments.amountPaise} end), 0)`.mapWith(
        Number,
      ),
    })
    .from(registrationPayments)
    .where(eq(registrationPayments.registrationId, registrationId));
  return paid?.net ?? 0;
}

/** What a payment or refund moves, in paise, or why it is refused (`PAYMENT_REFUSALS`). */
function amountToRecord(
  row: PaymentRow,
  paid: number,
  payment: PaymentToRecord,
): number | HttpError {
  if (row.amountDuePaise === null || row.paymentReference === null) {
    return new HttpError(409, PAYMENT_REFUSALS.nothingDue);
  }
  if (payment.kind === 'refund') {
    if (paid <= 0) return new HttpError(409, PAYMENT_REFUSALS.nothingToRefund);
    const amount = payment.amountPaise ?? paid;
    if (amount > paid)
      return new HttpError(409, PAYMENT_REFUSALS.refundTooLarge(amountOfPaise(paid)));
    return amount;
  }
  // The gateway's money has arrived whatever the registration's state: it is recorded (a second
  // payment is then the treasurer's to refund), never refused where nobody would see it.
  if (payment.method !== 'gateway') {
    if (row.paidAt) return new HttpError(409, PAYMENT_REFUSALS.paidAlready);
    if (paymentStateOf(row) === 'awaiting-place')
      return new HttpError(409, PAYMENT_REFUSALS.notDueYet);
  }
  // Money that came for a place that lapsed or was cancelled is still recorded (to refund).
  return payment.amountPaise ?? row.amountDuePaise - Math.max(paid, 0);
}

/** The treasurer's payment or refund by hand (cash at the desk, a bank transfer), as sent. */
export function manualPaymentOf(
  input: z.output<typeof manualPaymentSchema>,
  recordedBy: number,
): PaymentToRecord {
  return {
    kind: input.kind,
    method: input.method,
    amountPaise: input.amount === undefined ? undefined : paiseOf(input.amount),
    note: input.note,
    recordedBy,
  };
}

/** A registration the bank statement may pay, as the statement's matching takes it. */
export interface PayableRegistration {
  id: number;
  eventId: number;
  name: string;
  reference: string;
  amountPaise: number;
  /** When its place was held for the payment, and until when (paid: until it was paid). */
  heldFrom: Date;
  heldUntil: Date;
  utr: string | null;
  paid: boolean;
  /** Dropped unpaid: money for it is recorded, for the treasurer to refund. */
  lapsed: boolean;
}

/**
 * The registrations of these paid events a statement's credit may pay: those whose payment is
 * due, those paid already (so that a credit for them goes to nobody else), and those that lapsed
 * unpaid (a late payment is still theirs). In one query.
 */
export async function payableRegistrationsOf(
  db: Database,
  paidEventIds: readonly number[],
): Promise<PayableRegistration[]> {
  if (paidEventIds.length === 0) return [];
  const rows = await db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      holdFor: eventRegistrations.holdFor,
      confirmBy: eventRegistrations.confirmBy,
      amountDuePaise: eventRegistrations.amountDuePaise,
      reference: eventRegistrations.paymentReference,
      utr: eventRegistrations.utr,
      paidAt: eventRegistrations.paidAt,
      heldSince: eventRegistrations.paymentHeldSince,
      createdAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.eventId, [...paidEventIds]),
        sql`${eventRegistrations.amountDuePaise} is not null`,
        or(isNotNull(eventRegistrations.paidAt), eq(eventRegistrations.holdFor, 'payment')),
      ),
    );
  return rows.flatMap((row) => {
    if (row.amountDuePaise === null || row.reference === null) return [];
    const paid = row.paidAt !== null;
    const heldFrom = row.heldSince ?? row.createdAt;
    const heldUntil = row.paidAt ?? row.confirmBy ?? heldFrom;
    return [
      {
        id: row.id,
        eventId: row.eventId,
        name: row.name,
        reference: row.reference,
        amountPaise: row.amountDuePaise,
        heldFrom,
        heldUntil,
        utr: row.utr,
        paid,
        lapsed: !paid && row.status === 'cancelled',
      },
    ];
  });
}
