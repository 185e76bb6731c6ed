import type { EventState } from '@chapterhouse/shared';
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { lockEventForRegistration, setRegisteredCount } from '../events/registrable-event.js';
import { capacityOf, ofKind, type PlaceKind, placeKindsOf, takenOf } from './place-kinds.js';
import { mailRegistrant, STANDING_STATUSES, tellRegistrantsOfEdit } from './registration-mails.js';
import { holdPlacesForPayment } from './registration-payments.js';
import { isOver } from './registration-rules.js';
import { forgetReminderRound } from './reminder-rounds.js';

// An event's places once registrations hold them: how many are taken (`events.registrations`,
// the number its cards show), the waiting list moving up in order when places free, and the
// holds of unconfirmed addresses dropped when their time runs out. Registering, the personal
// link, the registration desk, an officer's edit of the event and the registrations' job all
// move places, each under the event's row lock; this is the one copy of what they do then.

/** How many of the event's registrations have this status (of a kind of place). */
export async function countWithStatus(
  db: Database,
  eventId: number,
  status: (typeof eventRegistrations.$inferSelect)['status'],
  kind: PlaceKind = 'all',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, status),
        ofKind(kind),
      ),
    );
  return row?.n ?? 0;
}

export const confirmedCount = (db: Database, eventId: number, kind: PlaceKind = 'all') =>
  countWithStatus(db, eventId, 'confirmed', kind);

/** The event's confirmed places, all and online, counted afresh in one query. */
export async function confirmedCounts(db: Database, eventId: number) {
  const [row] = await db
    .select({
      all: count(),
      online: sql<number>`count(*) filter (where ${eventRegistrations.attendsOnline})`.mapWith(
        Number,
      ),
    })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'confirmed')),
    );
  return { all: row?.all ?? 0, online: row?.online ?? 0 };
}

/**
 * The event's waiting lists' lengths, all and online (a hybrid event's room list is the rest),
 * in one query.
 */
export async function waitingCounts(db: Database, eventId: number) {
  const [row] = await db
    .select({
      all: count(),
      online: sql<number>`count(*) filter (where ${eventRegistrations.attendsOnline})`.mapWith(
        Number,
      ),
    })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')),
    );
  return { registrations: row?.all ?? 0, registrationsOnline: row?.online ?? 0 };
}

/**
 * Keeps the event's `registrations` (the number its cards show) and its online ones equal to its
 * confirmed places. Returns them.
 */
export async function recount(db: Database, eventId: number) {
  const confirmed = await confirmedCounts(db, eventId);
  await setRegisteredCount(db, eventId, confirmed);
  return confirmed;
}

/**
 * Confirms the first in line while the event has room, in the order they came (a hybrid event's
 * room and online places each from their own waiting list). Call with the event's row locked.
 * Returns the ids of those confirmed (each is told by mail).
 */
export async function fillFromWaitlist(
  context: ServiceContext,
  eventId: number,
): Promise<number[]> {
  const { db } = context;
  const event = await lockEventForRegistration(db, eventId);
  if (event?.registrationMode !== 'site') return [];
  // Counted afresh: an event that took registrations elsewhere before may carry another number.
  const confirmed = await confirmedCounts(db, eventId);
  if (confirmed.all !== event.registrations || confirmed.online !== event.registrationsOnline) {
    await setRegisteredCount(db, eventId, confirmed);
  }
  // Nobody is promoted into an event that is over or called off.
  if (isOver(context, event) || event.state === 'cancelled') return [];
  const counted = { registrations: confirmed.all, registrationsOnline: confirmed.online };
  const promoted: number[] = [];
  for (const kind of placeKindsOf(event)) {
    const capacity = capacityOf(event, kind);
    const room = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - takenOf(counted, kind);
    if (room <= 0) continue;
    const waiting = and(
      eq(eventRegistrations.eventId, eventId),
      eq(eventRegistrations.status, 'waitlisted'),
      ofKind(kind),
    );
    const next = await db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(waiting)
      .orderBy(asc(eventRegistrations.id))
      .limit(Math.min(room, 10_000));
    if (next.length === 0) continue;
    const ids = next.map((row) => row.id);
    await db
      .update(eventRegistrations)
      .set({
        status: 'confirmed',
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(waiting, lte(eventRegistrations.id, ids[ids.length - 1] ?? 0)));
    promoted.push(...ids);
  }
  if (promoted.length === 0) return [];
  await recount(db, eventId);
  // A place to pay for is held for its payment: their mail says how to pay, not "confirmed".
  const heldForPayment = await holdPlacesForPayment(context, event, promoted);
  for (const id of promoted) {
    await mailRegistrant(context, id, heldForPayment.has(id) ? 'payment-due' : 'promoted');
  }
  return promoted;
}

/**
 * After an officer's edit of an event (in its transaction; app.ts hands this to the events'
 * routes): the places a larger capacity (or none) opened go to the waiting list, in order, an
 * event now cancelled or postponed is announced to everyone registered, and one moved to
 * another date or start time loses its reminder round, so its registrants are reminded again the
 * day before the new one.
 */
export async function afterEventEdit(
  context: ServiceContext,
  edit: { eventId: number; stateBefore: EventState | null; moved: boolean },
): Promise<void> {
  if (edit.moved) await forgetReminderRound(context.db, edit.eventId);
  await placesOfOneKind(context.db, edit.eventId);
  await fillFromWaitlist(context, edit.eventId);
  await tellRegistrantsOfEdit(context, edit.eventId, edit.stateBefore);
}

/**
 * An event no longer hybrid has one kind of place: its registrations that held or awaited an
 * online place are counted with all the others, in the order they came (its row locked).
 */
async function placesOfOneKind(db: Database, eventId: number): Promise<void> {
  const event = await lockEventForRegistration(db, eventId);
  if (!event || event.attendanceMode === 'hybrid') return;
  await db
    .update(eventRegistrations)
    .set({ attendsOnline: false })
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.attendsOnline, true)),
    );
}

/**
 * Drops the registrations of an event whose addresses were not confirmed in time, or whose
 * places were not paid for in time (cancelled, each told by a short mail); the places they held
 * go to the next in line, in the order they came. Call with the
 * event's row locked (every reader of its counts does so first). Returns how many were dropped.
 */
export async function dropUnconfirmed(context: ServiceContext, eventId: number): Promise<number> {
  const { db } = context;
  // Read first: an update's RETURNING gives the new status, and whether a place is freed
  // depends on the old one.
  const dropped = await db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      holdFor: eventRegistrations.holdFor,
    })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.status, [...STANDING_STATUSES]),
        lte(eventRegistrations.confirmBy, context.clock.now()),
      ),
    );
  if (dropped.length === 0) return 0;
  await db
    .update(eventRegistrations)
    .set({
      status: 'cancelled',
      version: sql`${eventRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      inArray(
        eventRegistrations.id,
        dropped.map((row) => row.id),
      ),
    );
  // The hold keeps what it waited for: the page says "not confirmed" or "not paid" in time.
  for (const { id, holdFor } of dropped) {
    await mailRegistrant(context, id, holdFor === 'payment' ? 'lapsed' : 'expired');
  }
  if (dropped.some((row) => row.status === 'confirmed')) {
    await recount(db, eventId);
    await fillFromWaitlist(context, eventId);
  }
  return dropped.length;
}

/**
 * Drops the event's registrations whose time ran out, in a transaction of its own (so that it
 * stands even when the request that noticed fails). Where counts are read (a registrant's page,
 * the desk) this is done first: nothing waits for the background job to be right.
 */
export async function dropDueHolds(context: ServiceContext, eventId: number): Promise<void> {
  await inTransaction(context.db, async () => {
    await lockEventForRegistration(context.db, eventId);
    await dropUnconfirmed(context, eventId);
  });
}

/**
 * The background job's part (every server runs it; see RegistrationHolds): drops the
 * unconfirmed registrations whose time ran out, event by event, each under its event's lock, so
 * that however many servers do this at once each registration is dropped and mailed once.
 * Returns how many were dropped.
 */
export async function dropAllUnconfirmed(context: ServiceContext): Promise<number> {
  const due = await context.db
    .selectDistinct({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(
      and(
        isNotNull(eventRegistrations.confirmBy),
        lte(eventRegistrations.confirmBy, context.clock.now()),
        inArray(eventRegistrations.status, [...STANDING_STATUSES]),
      ),
    );
  let dropped = 0;
  for (const { eventId } of due) {
    dropped += await inTransaction(context.db, async () => {
      await lockEventForRegistration(context.db, eventId);
      return dropUnconfirmed(context, eventId);
    });
  }
  return dropped;
}
