import {
  type DeskCounts,
  type DeskRegistration,
  type OrganisationRef,
  PARTICIPATION_ROLE_LABELS,
  type ParticipationRole,
  type RegistrationDeskPage,
  type RegistrationStatus,
  type registrationDeskQuerySchema,
  registrationsFileName,
  ticketCodeOf,
} from '@chapterhouse/shared';
import { spreadsheetMoment } from '@chapterhouse/shared/date-wording';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { csvText } from '../../lib/csv.js';
import { notFound } from '../../lib/http-errors.js';
import { containing } from '../../lib/like-pattern.js';
import { readPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { deskEventOf } from '../events/registrable-event.js';
import type { PlaceKind } from './place-kinds.js';
import { STANDING_STATUSES } from './registration-mails.js';
import { paymentColumns, paymentViewOf } from './registration-payments.js';
import { dropDueHolds } from './registration-places.js';
import { registrationVerifiedAsOf } from './verified-members.js';

// The registration desk: an organisation's admins see an event's registrations, accept or decline
// those awaiting approval, move people between a place and the waiting list, remove them, export
// the list, and check people in at the door. Every change takes the event's row lock first, as
// registering does, so places are never given twice and the counts stay true. The signed-in
// officer's request transaction names them in the audit trail (migration 0012). This file holds
// what the desk reads (the list with its counts, the export) and what its other files share (the
// row as the desk shows it, its refusals); an officer's changes are `desk-changes.service.ts`, the
// door is `check-in.service.ts`.

export const EVENT_NOT_FOUND = 'Event not found.';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';

/** How the desk names a status in its refusals. */
const STATUS_WORDS: Record<RegistrationStatus, string> = {
  confirmed: 'confirmed',
  waitlisted: 'on the waiting list',
  pending: 'awaiting approval',
  declined: 'declined',
  cancelled: 'cancelled',
};

export const DESK_REFUSALS = {
  notPending: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]}: only a registration awaiting approval can be accepted or declined.`,
  full: (taken: number, capacity: number, kind: PlaceKind = 'all') =>
    kind === 'all'
      ? `The event is full: ${taken} of ${capacity} places are taken. Raise the capacity or move someone to the waiting list first.`
      : `The event's ${kind === 'online' ? 'online places are' : 'places in the room are'} full: ${taken} of ${capacity} are taken. Raise them or move someone to the waiting list first.`,
  cannotMove: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]}: only confirmed and waitlisted registrations can be moved.`,
  alreadyThere: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]} already.`,
  cannotRemove: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]} already: there is nothing to remove.`,
  checkedIn: (name: string) =>
    `${name} has been checked in: their place cannot be given up any more.`,
  noRole: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]}: only someone still registered can be given a role.`,
  notConfirmed: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]}: only confirmed registrations can be checked in.`,
  unpaid: (name: string) =>
    `${name} has not paid yet: their place is only held for them. Record their payment first (Payment, then Cash).`,
  addressUnconfirmed: (name: string) =>
    `${name} has not confirmed their e-mail address yet: their place is only held for them, so they cannot be checked in.`,
  eventCancelled: 'This event has been cancelled: nobody can be checked in.',
  otherEvent: (title: string) => `This ticket is for another event: ${title}.`,
} as const;

export const deskColumns = {
  id: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  name: eventRegistrations.name,
  email: eventRegistrations.email,
  memberNumber: eventRegistrations.memberNumber,
  memberVerifiedAsOf: sql<string | null>`(${registrationVerifiedAsOf})::text`,
  role: eventRegistrations.role,
  answers: eventRegistrations.answers,
  ticketCode: eventRegistrations.ticketCode,
  createdAt: eventRegistrations.createdAt,
  checkedInAt: eventRegistrations.checkedInAt,
  attendedOnline: eventRegistrations.attendedOnline,
  attendsOnline: eventRegistrations.attendsOnline,
  ...paymentColumns,
  version: eventRegistrations.version,
};

export type DeskRow = {
  id: number;
  name: string;
  email: string;
  memberNumber: string | null;
  memberVerifiedAsOf: string | null;
  role: ParticipationRole;
  status: RegistrationStatus;
  answers: DeskRegistration['answers'];
  ticketCode: string;
  createdAt: Date;
  checkedInAt: Date | null;
  attendedOnline: boolean;
  attendsOnline: boolean;
  confirmBy: Date | null;
  holdFor: string | null;
  amountDuePaise: number | null;
  paymentReference: string | null;
  utr: string | null;
  paidAt: Date | null;
  version: number;
  waitlistPosition?: number | null;
};

/** A registration's payment as the desk shows it (`paymentViewOf` without the registrant's link). */
function deskPaymentOf(row: DeskRow): DeskRegistration['payment'] {
  const payment = paymentViewOf(row, null);
  return (
    payment && {
      state: payment.state,
      amount: payment.amount,
      reference: payment.reference,
      payBy: payment.payBy,
      utr: payment.utr,
    }
  );
}

const toDeskRegistration = (row: DeskRow): DeskRegistration => ({
  id: row.id,
  name: row.name,
  email: row.email,
  memberNumber: row.memberNumber,
  memberVerifiedAsOf: row.memberVerifiedAsOf,
  role: row.role,
  status: row.status,
  answers: row.answers,
  ticketCode: row.ticketCode,
  registeredAt: row.createdAt.toISOString(),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  attendedOnline: row.attendedOnline,
  attendsOnline: row.attendsOnline,
  waitlistPosition: row.status === 'waitlisted' ? (row.waitlistPosition ?? null) : null,
  awaitingConfirmation: row.holdFor === 'address' && STANDING_STATUSES.includes(row.status),
  payment: deskPaymentOf(row),
  version: row.version,
});

/**
 * Those ahead in the waiting list (a hybrid event's room or online one: every other event's
 * registrations are all in the room), the registration itself included: its place in line. Written
 * out in SQL: Drizzle leaves columns unqualified in a one-table select, and the subquery must
 * tell its own rows from the outer one.
 */
const waitlistPosition = sql<
  number | null
>`case when "event_registrations"."status" = 'waitlisted' then (
  select count(*)::int from "event_registrations" as "ahead"
  where "ahead"."event_id" = "event_registrations"."event_id"
    and "ahead"."status" = 'waitlisted'
    and "ahead"."attends_online" = "event_registrations"."attends_online"
    and "ahead"."id" <= "event_registrations"."id"
) end`;

/** The organisation's event, as the desk's header shows it; 404 when it has no such event. */
async function deskEvent(db: Database, organisation: OrganisationRef, eventId: number) {
  const event = await deskEventOf(db, organisation.id, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** Part of a name or an e-mail address, or a whole ticket code. */
function matchesSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  const code = ticketCodeOf(text);
  return or(
    ilike(eventRegistrations.name, pattern),
    ilike(eventRegistrations.email, pattern),
    code ? eq(eventRegistrations.ticketCode, code) : undefined,
  );
}

function matchesFilter(filter: z.output<typeof registrationDeskQuerySchema>['status']) {
  if (filter === 'all') return undefined;
  if (filter === 'checked-in') return isNotNull(eventRegistrations.checkedInAt);
  const standing = inArray(eventRegistrations.status, [...STANDING_STATUSES]);
  const unconfirmed = isNotNull(eventRegistrations.confirmBy);
  if (filter === 'awaiting-confirmation') return and(standing, unconfirmed);
  // As the counts say: a standing registration whose address is unconfirmed is counted apart.
  if (STANDING_STATUSES.includes(filter)) {
    return and(eq(eventRegistrations.status, filter), isNull(eventRegistrations.confirmBy));
  }
  return eq(eventRegistrations.status, filter);
}

async function countsOf(db: Database, eventId: number): Promise<DeskCounts> {
  const rows = await db
    .select({
      status: eventRegistrations.status,
      awaiting: sql<boolean>`${eventRegistrations.confirmBy} is not null`.mapWith(Boolean),
      n: count(),
      checkedIn: count(eventRegistrations.checkedInAt),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.status, sql`${eventRegistrations.confirmBy} is not null`);
  const counts: DeskCounts = {
    confirmed: 0,
    waitlisted: 0,
    pending: 0,
    declined: 0,
    cancelled: 0,
    'checked-in': 0,
    'awaiting-confirmation': 0,
  };
  for (const row of rows) {
    if (row.awaiting && STANDING_STATUSES.includes(row.status)) {
      counts['awaiting-confirmation'] += row.n;
      continue;
    }
    counts[row.status] += row.n;
    if (row.status === 'confirmed') counts['checked-in'] += row.checkedIn;
  }
  return counts;
}

/**
 * A page of an event's registrations in the order they came, filtered by status (or checked in)
 * and a search, with the counts of every status and the event itself.
 */
export async function listRegistrations(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
  query: z.output<typeof registrationDeskQuerySchema>,
): Promise<RegistrationDeskPage> {
  const { db } = context;
  const event = await deskEvent(db, organisation, eventId);
  // Holds whose time ran out are dropped before they are counted (the job may not have run yet).
  await dropDueHolds(context, eventId);
  const where = and(
    eq(eventRegistrations.eventId, eventId),
    matchesFilter(query.status),
    matchesSearch(query.q),
  );
  const [page, counts] = await Promise.all([
    readPage(
      query,
      async ({ limit, offset }) => {
        const rows = await db
          .select({ ...deskColumns, waitlistPosition })
          .from(eventRegistrations)
          .where(where)
          .orderBy(asc(eventRegistrations.id))
          .limit(limit)
          .offset(offset);
        return rows.map(toDeskRegistration);
      },
      () => db.$count(eventRegistrations, where),
    ),
    countsOf(db, eventId),
  ]);
  return { ...page, counts, event };
}

/** One registration of the event as the desk shows it (its place in line included). */
export async function readDeskRegistration(db: Database, id: number): Promise<DeskRegistration> {
  const [row] = await db
    .select({ ...deskColumns, waitlistPosition })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  return toDeskRegistration(row);
}

/**
 * Every registration of the event as CSV, in the order they came: name, e-mail, member number,
 * status, one column per question of the event, and when they registered and checked in (the
 * branch's wall clock with its offset, `spreadsheetMoment`). Cells a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`) are quoted out, since names and answers are whatever registrants
 * typed.
 */
export async function exportRegistrationsCsv(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<{ csv: string; fileName: string }> {
  const { db } = context;
  const event = await deskEvent(db, organisation, eventId);
  const rows = await db
    .select(deskColumns)
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.id));
  const when = (instant: Date | null) =>
    instant ? spreadsheetMoment(instant, context.timeZone) : '';
  const answerText = (answer: string | boolean | undefined) =>
    answer === undefined ? '' : typeof answer === 'boolean' ? (answer ? 'yes' : 'no') : answer;
  const header = [
    'Name',
    'E-mail',
    'Member number',
    'Verified IEEE member (roster of)',
    'Role',
    'Status',
    ...event.questions.map((question) => question.label),
    'Registered at',
    'Checked in at',
  ];
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.memberNumber ?? '',
    row.memberVerifiedAsOf ?? '',
    PARTICIPATION_ROLE_LABELS[row.role],
    row.status,
    ...event.questions.map((question) => answerText(row.answers[question.id])),
    when(row.createdAt),
    when(row.checkedInAt),
  ]);
  return {
    csv: csvText([header, ...records]),
    fileName: registrationsFileName(event.title),
  };
}
