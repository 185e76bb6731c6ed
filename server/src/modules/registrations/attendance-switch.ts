import type { AttendanceChoice, Registration, RegistrationStatus } from '@chapterhouse/shared';
import { eq, sql } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { eventForRegistration, lockEventForRegistration } from '../events/registrable-event.js';
import { capacityOf, placeKindOf, takenOf } from './place-kinds.js';
import { mailRegistrant, STANDING_STATUSES } from './registration-mails.js';
import { holdPlacesForPayment } from './registration-payments.js';
import { confirmedCount, fillFromWaitlist, recount } from './registration-places.js';
import { isOver, REGISTRATION_REFUSALS } from './registration-rules.js';

// A hybrid event's registrant switching between its room and its online places (issue 48, item
// 7), while the other kind has a place free: a confirmed place moves (the one it leaves goes to
// the first in that kind's line), a turn on one waiting list becomes a place in the other, and a
// registration awaiting approval only changes what the officers will be asked to give it.

/** Where a way of attending is, in a sentence: "online", "in the room". */
const where = (online: boolean) => (online ? 'online' : 'in the room');
const choiceOf = (attendsOnline: boolean): AttendanceChoice =>
  attendsOnline ? 'online' : 'in-person';

/**
 * Of a hybrid event still to come, for a registration that stands: the other way to attend and
 * whether it has a place free now (always, for one awaiting approval: it holds no place). Read
 * without the event's lock, for the registrant's page: switching decides under it.
 */
export async function attendanceSwitchOf(
  context: ServiceContext,
  registration: { eventId: number; status: RegistrationStatus; attendsOnline: boolean },
): Promise<Registration['attendanceSwitch']> {
  if (!STANDING_STATUSES.includes(registration.status)) return null;
  const event = await eventForRegistration(context.db, registration.eventId);
  if (event?.attendanceMode !== 'hybrid') return null;
  if (event.state === 'cancelled' || isOver(context, event)) return null;
  const kind = placeKindOf(event, !registration.attendsOnline);
  const capacity = capacityOf(event, kind);
  return {
    to: choiceOf(!registration.attendsOnline),
    free: registration.status === 'pending' || capacity === null || takenOf(event, kind) < capacity,
  };
}

/**
 * Moves a registration of a hybrid event to the other way of attending, its event locked: 409
 * when that way has no place free (the registration keeps what it had), when the event is not
 * hybrid, over or cancelled, or the registration no longer stands. Choosing the way it has
 * already changes nothing. Returns those promoted to the place it left.
 */
export async function moveToOtherPlaces(
  context: ServiceContext,
  registrationId: number,
  input: { attendance: AttendanceChoice; version?: number },
): Promise<number[]> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const [row] = await db
      .select({
        eventId: eventRegistrations.eventId,
        status: eventRegistrations.status,
        attendsOnline: eventRegistrations.attendsOnline,
        checkedInAt: eventRegistrations.checkedInAt,
        version: eventRegistrations.version,
      })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId));
    const event = row && (await lockEventForRegistration(db, row.eventId));
    if (!row || !event) throw notFound('This registration link is not valid.');
    if (event.attendanceMode !== 'hybrid') {
      throw new HttpError(409, 'This event has one way to attend: there is nothing to switch.');
    }
    if (event.state === 'cancelled') throw new HttpError(409, REGISTRATION_REFUSALS.cancelled);
    if (isOver(context, event)) throw new HttpError(409, REGISTRATION_REFUSALS.over);
    if (!STANDING_STATUSES.includes(row.status)) {
      throw new HttpError(409, 'This registration was cancelled: register again to attend.');
    }
    if (input.version !== undefined && input.version !== row.version) {
      throw new HttpError(409, STALE_ITEM);
    }
    const online = input.attendance === 'online';
    if (row.attendsOnline === online) return [];
    if (row.checkedInAt) {
      throw new HttpError(409, 'You are checked in already: ask the organisers at the desk.');
    }
    const kind = placeKindOf(event, online);
    const capacity = capacityOf(event, kind);
    const free = capacity === null || (await confirmedCount(db, event.id, kind)) < capacity;
    if (!free && row.status !== 'pending') {
      const kept = row.status === 'confirmed' ? 'your place' : 'your turn on the waiting list';
      throw new HttpError(
        409,
        `There are no places left ${where(online)}: you keep ${kept} ${where(row.attendsOnline)}.`,
      );
    }
    // A turn on one waiting list becomes a place in the other, which has room.
    const promotedHere = row.status === 'waitlisted';
    await db
      .update(eventRegistrations)
      .set({
        attendsOnline: online,
        ...(promotedHere ? { status: 'confirmed' as const } : {}),
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(eventRegistrations.id, registrationId));
    if (row.status === 'pending') return [];
    await recount(db, event.id);
    if (promotedHere) {
      const heldForPayment = await holdPlacesForPayment(context, event, [registrationId]);
      const kind = heldForPayment.has(registrationId) ? 'payment-due' : 'promoted';
      await mailRegistrant(context, registrationId, kind);
    }
    // The place it left goes to the first in that kind's line.
    return fillFromWaitlist(context, event.id);
  });
}
