import {
  type AttendanceMode,
  type Registration,
  type RegistrationAnswers,
  type RegistrationStatus,
  slugify,
} from '@chapterhouse/shared';
import { and, count, eq, lte } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema/index.js';
import { zonedDateTime } from '../../lib/clock.js';
import { CLOCK_TIME } from '../../lib/event-times.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { registeredEventOf } from '../events/registrable-event.js';
import { ofKind, placeKindOf } from './place-kinds.js';
import { STANDING_STATUSES } from './registration-mails.js';
import { paymentColumns, paymentViewOf } from './registration-payments.js';

// What a registrant is shown of their registration: in the answer to registering (and again to a
// retry of it, decision 016), and on the page their personal link opens. One shape for all of
// them, made from the row as it was saved when the caller has it (a batch does not read back
// what it wrote), else read by the registration's id.

/** A registration as its registrant sees it, by its row's id. */
export async function registrationView(context: ServiceContext, id: number): Promise<Registration> {
  const { db } = context;
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      memberNumber: eventRegistrations.memberNumber,
      ticketCode: eventRegistrations.ticketCode,
      answers: eventRegistrations.answers,
      attendsOnline: eventRegistrations.attendsOnline,
      ...paymentColumns,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  const event = row && (await registeredEventOf(db, row.eventId));
  if (!row || !event) throw notFound('Registration not found.');
  return viewOf(context, row, event);
}

/** What a registrant is shown of their registration (`registrationView`), from its row and event. */
export async function viewOf(
  context: ServiceContext,
  row: {
    id: number;
    eventId: number;
    status: RegistrationStatus;
    name: string;
    email: string;
    memberNumber: string | null;
    ticketCode: string;
    answers: RegistrationAnswers;
    confirmBy: Date | null;
    holdFor: string | null;
    attendsOnline: boolean;
    amountDuePaise: number | null;
    paymentReference: string | null;
    /** Left out by a new registration, which has neither. */
    utr?: string | null;
    paidAt?: Date | null;
  },
  event: {
    title: string;
    date: string;
    time: string | null;
    location: string | null;
    attendanceMode: AttendanceMode;
    priceCurrency: string | null;
  },
  /** Its place on the waiting list when the caller counted it already (a batch, in its lock). */
  counted?: number,
): Promise<Registration> {
  let waitlistPosition: number | null = counted ?? null;
  const hybrid = event.attendanceMode === 'hybrid';
  if (row.status === 'waitlisted' && counted === undefined) {
    const [ahead] = await context.db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, row.eventId),
          eq(eventRegistrations.status, 'waitlisted'),
          // A hybrid event's room and online places each have their own waiting list.
          ofKind(placeKindOf(event, row.attendsOnline)),
          lte(eventRegistrations.id, row.id),
        ),
      );
    waitlistPosition = ahead?.n ?? null;
  }
  const standing = STANDING_STATUSES.includes(row.status);
  return {
    status: row.status,
    name: row.name,
    email: row.email,
    memberNumber: row.memberNumber,
    waitlistPosition,
    // A place held for an unconfirmed address has no ticket yet: nobody comes in on it.
    ticketCode: row.status === 'confirmed' && row.confirmBy === null ? row.ticketCode : null,
    attendance: hybrid ? (row.attendsOnline ? 'online' : 'in-person') : null,
    // Read by `readRegistration` alone (`attendanceSwitchOf`): registering never looks.
    attendanceSwitch: null,
    confirmBy: standing ? (row.confirmBy?.toISOString() ?? null) : null,
    holdFor: standing && row.confirmBy ? (row.holdFor as Registration['holdFor']) : null,
    // A cancelled registration that keeps its hold was dropped when it ran out.
    expired: row.status === 'cancelled' && row.holdFor === 'address',
    lapsed: row.status === 'cancelled' && row.holdFor === 'payment',
    // Its records, payee and link are added by the registrant's own pages
    // (`withPaymentRecords`, `withUpiLink`).
    payment: paymentViewOf(row, event.priceCurrency),
    event: {
      id: row.eventId,
      title: event.title,
      date: event.date,
      time: event.time,
      location: event.location,
      attendanceMode: event.attendanceMode,
      startDate:
        event.time && CLOCK_TIME.test(event.time)
          ? zonedDateTime(event.date, event.time, context.timeZone)
          : event.date,
      path: `/events/${row.eventId}${slugify(event.title) ? `/${slugify(event.title)}` : ''}`,
    },
    answers: row.answers,
    // Read by `readRegistration` alone: registering (the rush) never looks.
    certificate: null,
    // Made by the registrant's own pages (`withJoinPath`), which hand the link out.
    joinPath: null,
    // Read by `readRegistration` alone (`wholeSeriesOfRegistration`).
    wholeSeries: null,
  };
}
