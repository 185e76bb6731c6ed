import {
  CHECK_IN_MESSAGES,
  type CheckInResult,
  type checkInRequestSchema,
  type DeskCounts,
  type DeskRegistration,
  type OrganisationRef,
  type RegistrationDeskPage,
  type RegistrationStatus,
  type registrationDeskQuerySchema,
  registrationsFileName,
  ticketCodeOf,
} from '@chapterhouse/shared';
import { stringify } from 'csv-stringify/sync';
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
import { inTransaction } from '../../lib/actor-transaction.js';
import { calendarDate, wallClockOf } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { containing } from '../../lib/like-pattern.js';
import { readPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import {
  deskEventOf,
  lockEventForRegistration,
  setCheckedInCount,
  titleOfOrganisationEvent,
} from '../events/registrable-event.js';
import { mailRegistrant, STANDING_STATUSES } from './registration-mails.js';
import { confirmedCount, dropDueHolds, fillFromWaitlist, recount } from './registration-places.js';

// The registration desk: an organisation's admins see an event's registrations, accept or decline
// those awaiting approval, move people between a place and the waiting list, remove them, export
// the list, and check people in at the door. Every change takes the event's row lock first, as
// registering does, so places are never given twice and the counts stay true. The signed-in
// officer's request transaction names them in the audit trail (migration 0012).

const EVENT_NOT_FOUND = 'Event not found.';
const REGISTRATION_NOT_FOUND = 'Registration not found.';

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
  full: (taken: number, capacity: number) =>
    `The event is full: ${taken} of ${capacity} places are taken. Raise the capacity or move someone to the waiting list first.`,
  cannotMove: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]}: only confirmed and waitlisted registrations can be moved.`,
  alreadyThere: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]} already.`,
  cannotRemove: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]} already: there is nothing to remove.`,
  checkedIn: (name: string) =>
    `${name} has been checked in: their place cannot be given up any more.`,
  notConfirmed: (name: string, status: RegistrationStatus) =>
    `${name} is ${STATUS_WORDS[status]}: only confirmed registrations can be checked in.`,
  addressUnconfirmed: (name: string) =>
    `${name} has not confirmed their e-mail address yet: their place is only held for them, so they cannot be checked in.`,
  eventCancelled: 'This event has been cancelled: nobody can be checked in.',
  otherEvent: (title: string) => `This ticket is for another event: ${title}.`,
} as const;

const deskColumns = {
  id: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  name: eventRegistrations.name,
  email: eventRegistrations.email,
  memberNumber: eventRegistrations.memberNumber,
  status: eventRegistrations.status,
  answers: eventRegistrations.answers,
  ticketCode: eventRegistrations.ticketCode,
  createdAt: eventRegistrations.createdAt,
  checkedInAt: eventRegistrations.checkedInAt,
  confirmBy: eventRegistrations.confirmBy,
  version: eventRegistrations.version,
};

type DeskRow = {
  id: number;
  name: string;
  email: string;
  memberNumber: string | null;
  status: RegistrationStatus;
  answers: DeskRegistration['answers'];
  ticketCode: string;
  createdAt: Date;
  checkedInAt: Date | null;
  confirmBy: Date | null;
  version: number;
  waitlistPosition?: number | null;
};

const toDeskRegistration = (row: DeskRow): DeskRegistration => ({
  id: row.id,
  name: row.name,
  email: row.email,
  memberNumber: row.memberNumber,
  status: row.status,
  answers: row.answers,
  ticketCode: row.ticketCode,
  registeredAt: row.createdAt.toISOString(),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  waitlistPosition: row.status === 'waitlisted' ? (row.waitlistPosition ?? null) : null,
  awaitingConfirmation: row.confirmBy !== null && STANDING_STATUSES.includes(row.status),
  version: row.version,
});

/**
 * Those ahead in the waiting list, the registration itself included: its place in line. Written
 * out in SQL: Drizzle leaves columns unqualified in a one-table select, and the subquery must
 * tell its own rows from the outer one.
 */
const waitlistPosition = sql<
  number | null
>`case when "event_registrations"."status" = 'waitlisted' then (
  select count(*)::int from "event_registrations" as "ahead"
  where "ahead"."event_id" = "event_registrations"."event_id"
    and "ahead"."status" = 'waitlisted'
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
async function readDeskRegistration(db: Database, id: number): Promise<DeskRegistration> {
  const [row] = await db
    .select({ ...deskColumns, waitlistPosition })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  return toDeskRegistration(row);
}

/**
 * Runs one officer's change of one registration: the event's row locked (so places and counts
 * change one at a time), the registration found in this organisation's event and still at the
 * version the officer saw. Answers the registration as it now stands.
 */
async function changeRegistration(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: { eventId: number; registrationId: number; version: number },
  change: (
    registration: DeskRow,
    event: NonNullable<Awaited<ReturnType<typeof lockEventForRegistration>>>,
  ) => Promise<void>,
): Promise<DeskRegistration> {
  await inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, target.eventId, organisation.id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const [registration] = await db
      .select(deskColumns)
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.id, target.registrationId),
          eq(eventRegistrations.eventId, target.eventId),
        ),
      );
    if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
    if (registration.version !== target.version) throw new HttpError(409, STALE_ITEM);
    await change(registration, event);
  });
  return readDeskRegistration(context.db, target.registrationId);
}

/** Sets a registration's status, raising its version (the row is locked through its event). */
async function setStatus(db: Database, id: number, status: RegistrationStatus): Promise<void> {
  await db
    .update(eventRegistrations)
    .set({
      status,
      // Ended by an officer, not dropped for want of a confirmation (which keeps `confirm_by`).
      ...(STANDING_STATUSES.includes(status) ? {} : { confirmBy: null }),
      version: sql`${eventRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(eventRegistrations.id, id));
}

/** Whether the event has a place free now (its row locked). */
async function placeFree(db: Database, event: { id: number; capacity: number | null }) {
  if (event.capacity === null) return { free: true, taken: 0 };
  const taken = await confirmedCount(db, event.id);
  return { free: taken < event.capacity, taken };
}

type Target = { eventId: number; registrationId: number; version: number };

/**
 * Accepts a registration awaiting approval: a place while the event has room, else the waiting
 * list. Either way the registrant is mailed (a place comes with the ticket).
 */
export function acceptRegistration(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: Target,
): Promise<DeskRegistration> {
  return changeRegistration(context, organisation, target, async (registration, event) => {
    if (registration.status !== 'pending') {
      throw new HttpError(409, DESK_REFUSALS.notPending(registration.name, registration.status));
    }
    const { db } = context;
    const { free } = await placeFree(db, event);
    await setStatus(db, registration.id, free ? 'confirmed' : 'waitlisted');
    if (free) await recount(db, event.id);
    // Accepted onto a full event: the waiting-list mail says where they stand and what follows.
    await mailRegistrant(context, registration.id, free ? 'accepted' : 'waitlisted');
  });
}

/** Declines a registration awaiting approval; the registrant is mailed. */
export function declineRegistration(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: Target,
): Promise<DeskRegistration> {
  return changeRegistration(context, organisation, target, async (registration) => {
    if (registration.status !== 'pending') {
      throw new HttpError(409, DESK_REFUSALS.notPending(registration.name, registration.status));
    }
    await setStatus(context.db, registration.id, 'declined');
    await mailRegistrant(context, registration.id, 'declined');
  });
}

/**
 * Moves a registration between a place and the waiting list. Into a place only while the event
 * has room (409 otherwise); out of one, the place stays free for the officer to give (it is not
 * handed to the first in line, who may be the very person just moved). Someone checked in keeps
 * their place. The registrant is mailed either way.
 */
export function moveRegistration(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: Target & { to: 'confirmed' | 'waitlisted' },
): Promise<DeskRegistration> {
  return changeRegistration(context, organisation, target, async (registration, event) => {
    const { name, status } = registration;
    if (status === target.to) throw new HttpError(409, DESK_REFUSALS.alreadyThere(name, status));
    if (status !== 'confirmed' && status !== 'waitlisted') {
      throw new HttpError(409, DESK_REFUSALS.cannotMove(name, status));
    }
    const { db } = context;
    if (target.to === 'confirmed') {
      const { free, taken } = await placeFree(db, event);
      if (!free) throw new HttpError(409, DESK_REFUSALS.full(taken, event.capacity ?? 0));
    } else if (registration.checkedInAt) {
      throw new HttpError(409, DESK_REFUSALS.checkedIn(name));
    }
    await setStatus(db, registration.id, target.to);
    await recount(db, event.id);
    await mailRegistrant(
      context,
      registration.id,
      target.to === 'confirmed' ? 'promoted' : 'waitlisted',
    );
  });
}

/**
 * Removes a registration (it is cancelled, and the registrant mailed); a place it held goes to
 * the first in line. Someone checked in cannot be removed.
 */
export function removeRegistration(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: Target,
): Promise<DeskRegistration> {
  return changeRegistration(context, organisation, target, async (registration, event) => {
    const { name, status } = registration;
    if (status === 'cancelled' || status === 'declined') {
      throw new HttpError(409, DESK_REFUSALS.cannotRemove(name, status));
    }
    if (registration.checkedInAt) throw new HttpError(409, DESK_REFUSALS.checkedIn(name));
    const { db } = context;
    await setStatus(db, registration.id, 'cancelled');
    await mailRegistrant(context, registration.id, 'cancelled');
    await recount(db, event.id);
    await fillFromWaitlist(context, event.id);
  });
}

/** `18:02` on the branch's clock, with the day (`18:02 on 2026-07-01`) when it was not today. */
function clockTime(context: ServiceContext, instant: Date): string {
  const [day, time] = wallClockOf(instant, context.timeZone).split('T');
  const today = calendarDate(context.clock.now(), context.timeZone);
  return day === today ? (time ?? '') : `${time} on ${day}`;
}

/**
 * Checks someone in at the door, by their ticket's code or their registration (found by name).
 * A ticket checks in once: again, the answer says when it was (409) and nothing changes. Only
 * confirmed registrations of this event get in. The event's `checked_in` stays the number of its
 * registrations checked in.
 */
export async function checkIn(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
  request: z.output<typeof checkInRequestSchema>,
): Promise<CheckInResult> {
  const id = await inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, eventId, organisation.id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.state === 'cancelled') throw new HttpError(409, DESK_REFUSALS.eventCancelled);
    const [registration] = await db
      .select(deskColumns)
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          request.ticketCode === undefined
            ? eq(eventRegistrations.id, request.registrationId ?? 0)
            : eq(eventRegistrations.ticketCode, request.ticketCode),
        ),
      );
    if (!registration) {
      if (request.ticketCode === undefined) throw notFound(REGISTRATION_NOT_FOUND);
      throw await unknownTicket(db, organisation, request.ticketCode);
    }
    const { name, status } = registration;
    if (registration.checkedInAt) {
      throw new HttpError(
        409,
        CHECK_IN_MESSAGES.already(clockTime(context, registration.checkedInAt), name),
      );
    }
    if (status !== 'confirmed') throw new HttpError(409, DESK_REFUSALS.notConfirmed(name, status));
    if (registration.confirmBy) throw new HttpError(409, DESK_REFUSALS.addressUnconfirmed(name));
    await db
      .update(eventRegistrations)
      .set({
        checkedInAt: context.clock.now(),
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(eventRegistrations.id, registration.id));
    await recountCheckedIn(db, eventId);
    return registration.id;
  });
  const registration = await readDeskRegistration(context.db, id);
  return { message: CHECK_IN_MESSAGES.checkedIn(registration.name), registration };
}

/**
 * Why a code matched no ticket of the event: a ticket of another of the organisation's events
 * says which (people come to the wrong session); anything else is no ticket at all.
 */
async function unknownTicket(
  db: Database,
  organisation: OrganisationRef,
  ticketCode: string,
): Promise<HttpError> {
  const tickets = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.ticketCode, ticketCode));
  const other = await titleOfOrganisationEvent(
    db,
    organisation.id,
    tickets.map((ticket) => ticket.eventId),
  );
  return other
    ? new HttpError(409, DESK_REFUSALS.otherEvent(other))
    : notFound(CHECK_IN_MESSAGES.noTicket);
}

/**
 * Keeps the event's `checked_in` (the verified attendance its card shows) equal to its
 * registrations checked in, and `checked_in_members` to those of them with a member number. Only check-ins change it: registrations erased later (a year after
 * the event, or by their registrant) leave the attendance as it was verified.
 */
async function recountCheckedIn(db: Database, eventId: number): Promise<void> {
  const [row] = await db
    .select({ checkedIn: count(), members: count(eventRegistrations.memberNumber) })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNotNull(eventRegistrations.checkedInAt)));
  await setCheckedInCount(db, eventId, {
    checkedIn: row?.checkedIn ?? 0,
    checkedInMembers: row?.members ?? 0,
  });
}

/**
 * Every registration of the event as CSV, in the order they came: name, e-mail, member number,
 * status, one column per question of the event, and when they registered and checked in (the
 * branch's wall clock). Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) are
 * quoted out, since names and answers are whatever registrants typed.
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
    instant ? wallClockOf(instant, context.timeZone).replace('T', ' ') : '';
  const answerText = (answer: string | boolean | undefined) =>
    answer === undefined ? '' : typeof answer === 'boolean' ? (answer ? 'yes' : 'no') : answer;
  const header = [
    'Name',
    'E-mail',
    'Member number',
    'Status',
    ...event.questions.map((question) => question.label),
    'Registered at',
    'Checked in at',
  ];
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.memberNumber ?? '',
    row.status,
    ...event.questions.map((question) => answerText(row.answers[question.id])),
    when(row.createdAt),
    when(row.checkedInAt),
  ]);
  return {
    csv: stringify([header, ...records], { escape_formulas: true }),
    fileName: registrationsFileName(event.title),
  };
}
