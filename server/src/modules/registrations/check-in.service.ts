import {
  CHECK_IN_MESSAGES,
  type CheckInResult,
  type checkInRequestSchema,
  type OrganisationRef,
} from '@chapterhouse/shared';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { calendarDate, wallClockOf } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  lockEventForRegistration,
  setCheckedInCount,
  titleOfOrganisationEvent,
} from '../events/registrable-event.js';
import {
  DESK_REFUSALS,
  deskColumns,
  EVENT_NOT_FOUND,
  REGISTRATION_NOT_FOUND,
  readDeskRegistration,
} from './registration-desk.service.js';
import { recountMembersOfEvent } from './verified-members.js';

// Checking people in at the door, from the desk: by their ticket's code (scanned or typed) or by
// their registration found by name. It moves no place, so it stands apart from the desk's other
// changes: it only marks who came, and keeps the event's verified attendance (`checked_in`, which
// its card shows once it is over) equal to the registrations checked in.

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
    if (registration.holdFor === 'payment') throw new HttpError(409, DESK_REFUSALS.unpaid(name));
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
 * registrations checked in, `checked_in_members` to those of them with a member number,
 * `checked_in_online` to those who joined online (online-joins.ts), and its
 * verified and declared members (`recountMembersOfEvent`) to what the rosters say of them. Only
 * check-ins (and rosters) change them: registrations erased later (a year after the event, or
 * by their registrant) leave the attendance as it was verified.
 */
export async function recountCheckedIn(db: Database, eventId: number): Promise<void> {
  const [row] = await db
    .select({
      checkedIn: count(),
      members: count(eventRegistrations.memberNumber),
      online: sql<number>`count(*) filter (where ${eventRegistrations.attendedOnline})`.mapWith(
        Number,
      ),
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNotNull(eventRegistrations.checkedInAt)));
  await setCheckedInCount(db, eventId, {
    checkedIn: row?.checkedIn ?? 0,
    checkedInMembers: row?.members ?? 0,
    checkedInOnline: row?.online ?? 0,
  });
  await recountMembersOfEvent(db, eventId);
}
