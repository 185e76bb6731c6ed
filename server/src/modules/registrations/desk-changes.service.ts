import type {
  AttendanceMark,
  AttendanceMode,
  DeskRegistration,
  OrganisationRef,
  ParticipationRole,
  RegistrationStatus,
} from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { lockEventForRegistration } from '../events/registrable-event.js';
import { recountCheckedIn } from './check-in.service.js';
import { capacityOf, placeKindOf } from './place-kinds.js';
import {
  DESK_REFUSALS,
  type DeskRow,
  deskColumns,
  EVENT_NOT_FOUND,
  REGISTRATION_NOT_FOUND,
  readDeskRegistration,
} from './registration-desk.service.js';
import { mailRegistrant, STANDING_STATUSES } from './registration-mails.js';
import { holdPlacesForPayment } from './registration-payments.js';
import { confirmedCount, fillFromWaitlist, recount } from './registration-places.js';

// An officer's changes to one registration at the desk: accept or decline one awaiting approval,
// move one between a place and the waiting list, remove one. Each runs through
// `changeRegistration`: the event's row locked (as registering locks it), the registration still
// at the version the officer saw, and the counts and the waiting list kept true through
// `registration-places.ts`. Apart from the desk's reads because these are its writes, with their
// own refusals and mails.

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
      ...(STANDING_STATUSES.includes(status) ? {} : { confirmBy: null, holdFor: null }),
      version: sql`${eventRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(eventRegistrations.id, id));
}

/**
 * Whether the event has a place free now for the registration (its row locked): of its kind, at
 * a hybrid event (in the room or online).
 */
async function placeFree(
  db: Database,
  event: {
    id: number;
    attendanceMode: AttendanceMode;
    capacity: number | null;
    onlineCapacity: number | null;
  },
  registration: { attendsOnline: boolean },
) {
  const kind = placeKindOf(event, registration.attendsOnline);
  const capacity = capacityOf(event, kind);
  if (capacity === null) return { free: true, taken: 0, capacity: 0, kind };
  const taken = await confirmedCount(db, event.id, kind);
  return { free: taken < capacity, taken, capacity, kind };
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
    const { free } = await placeFree(db, event, registration);
    await setStatus(db, registration.id, free ? 'confirmed' : 'waitlisted');
    if (free) await recount(db, event.id);
    // A place to pay for is held for its payment (issue 49): the mail says how to pay.
    const heldForPayment = free
      ? await holdPlacesForPayment(context, event, [registration.id])
      : new Set<number>();
    // Accepted onto a full event: the waiting-list mail says where they stand and what follows.
    await mailRegistrant(
      context,
      registration.id,
      heldForPayment.has(registration.id) ? 'payment-due' : free ? 'accepted' : 'waitlisted',
    );
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
      const { free, taken, capacity, kind } = await placeFree(db, event, registration);
      if (!free) throw new HttpError(409, DESK_REFUSALS.full(taken, capacity, kind));
    } else if (registration.checkedInAt) {
      throw new HttpError(409, DESK_REFUSALS.checkedIn(name));
    }
    await setStatus(db, registration.id, target.to);
    await recount(db, event.id);
    const heldForPayment =
      target.to === 'confirmed'
        ? await holdPlacesForPayment(context, event, [registration.id])
        : new Set<number>();
    await mailRegistrant(
      context,
      registration.id,
      heldForPayment.has(registration.id)
        ? 'payment-due'
        : target.to === 'confirmed'
          ? 'promoted'
          : 'waitlisted',
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

/**
 * Marks what someone did at the event (issue 47, item 5): a volunteer, a speaker, an organiser,
 * a winner, or a participant again. Any registration but a cancelled or declined one; History
 * records the change (the audit trigger). Their certificates issued later name it.
 */
export function markRole(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: Target & { role: ParticipationRole },
): Promise<DeskRegistration> {
  return changeRegistration(context, organisation, target, async (registration) => {
    const { name, status } = registration;
    if (status === 'cancelled' || status === 'declined') {
      throw new HttpError(409, DESK_REFUSALS.noRole(name, status));
    }
    await context.db
      .update(eventRegistrations)
      .set({ role: target.role, version: sql`${eventRegistrations.version} + 1` })
      .where(eq(eventRegistrations.id, registration.id));
  });
}

/**
 * Corrects who attended (issue 48, item 6): checked in at the door, attended online (a join
 * through their link counts by itself; an officer adds one whose link failed them), or not at
 * all (a join that was no attendance). Only a confirmed place (its address proven) attends. The
 * moment first checked in is kept when only the way changes. History records it (the audit
 * trigger); the event's attendance counts follow.
 */
export function markAttendance(
  context: ServiceContext,
  organisation: OrganisationRef,
  target: Target & { attended: AttendanceMark },
): Promise<DeskRegistration> {
  return changeRegistration(context, organisation, target, async (registration, event) => {
    const { name, status } = registration;
    if (target.attended !== 'none') {
      if (event.state === 'cancelled') throw new HttpError(409, DESK_REFUSALS.eventCancelled);
      if (status !== 'confirmed') {
        throw new HttpError(409, DESK_REFUSALS.notConfirmed(name, status));
      }
      if (registration.holdFor === 'payment') throw new HttpError(409, DESK_REFUSALS.unpaid(name));
      if (registration.confirmBy) throw new HttpError(409, DESK_REFUSALS.addressUnconfirmed(name));
    }
    await context.db
      .update(eventRegistrations)
      .set({
        checkedInAt:
          target.attended === 'none' ? null : (registration.checkedInAt ?? context.clock.now()),
        attendedOnline: target.attended === 'online',
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(eventRegistrations.id, registration.id));
    await recountCheckedIn(context.db, event.id);
  });
}
