import type { EventState } from '@chapterhouse/shared';
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { lockEventForRegistration, setRegisteredCount } from '../events/registrable-event.js';
import { mailRegistrant, STANDING_STATUSES, tellRegistrantsOfEdit } from './registration-mails.js';
import { isOver } from './registration-rules.js';
import { forgetReminderRound } from './reminder-rounds.js';

// An event's places once registrations hold them: how many are taken (`events.registrations`,
// the number its cards show), the waiting list moving up in order when places free, and the
// holds of unconfirmed addresses dropped when their time runs out. Registering, the personal
// link, the registration desk, an officer's edit of the event and the registrations' job all
// move places, each under the event's row lock; this is the one copy of what they do then.

/** How many of the event's registrations have this status. */
export async function countWithStatus(
  db: Database,
  eventId: number,
  status: (typeof eventRegistrations.$inferSelect)['status'],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, status)));
  return row?.n ?? 0;
}

export const confirmedCount = (db: Database, eventId: number) =>
  countWithStatus(db, eventId, 'confirmed');

/** Keeps the event's `registrations` (the number its cards show) equal to its confirmed places. */
export async function recount(db: Database, eventId: number): Promise<void> {
  await setRegisteredCount(db, eventId, await confirmedCount(db, eventId));
}

/**
 * Confirms the first in line while the event has room, in the order they came. Call with the
 * event's row locked. Returns the ids of those confirmed (each is told by mail).
 */
export async function fillFromWaitlist(
  context: ServiceContext,
  eventId: number,
): Promise<number[]> {
  const { db } = context;
  const event = await lockEventForRegistration(db, eventId);
  if (event?.registrationMode !== 'site') return [];
  // Counted afresh: an event that took registrations elsewhere before may carry another number.
  const confirmed = await confirmedCount(db, eventId);
  if (confirmed !== event.registrations) await setRegisteredCount(db, eventId, confirmed);
  // Nobody is promoted into an event that is over or called off.
  if (isOver(context, event) || event.state === 'cancelled') return [];
  const room = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - confirmed;
  if (room <= 0) return [];
  const next = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')),
    )
    .orderBy(asc(eventRegistrations.id))
    .limit(Math.min(room, 10_000));
  if (next.length === 0) return [];
  const ids = next.map((row) => row.id);
  await db
    .update(eventRegistrations)
    .set({
      status: 'confirmed',
      version: sql`${eventRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, 'waitlisted'),
        lte(eventRegistrations.id, ids[ids.length - 1] ?? 0),
      ),
    );
  await recount(db, eventId);
  for (const id of ids) await mailRegistrant(context, id, 'promoted');
  return ids;
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
  await fillFromWaitlist(context, edit.eventId);
  await tellRegistrantsOfEdit(context, edit.eventId, edit.stateBefore);
}

/**
 * Drops the registrations of an event whose addresses were not confirmed in time (cancelled,
 * each told by a short mail); the places they held go to the next in line. Call with the
 * event's row locked (every reader of its counts does so first). Returns how many were dropped.
 */
export async function dropUnconfirmed(context: ServiceContext, eventId: number): Promise<number> {
  const { db } = context;
  // Read first: an update's RETURNING gives the new status, and whether a place is freed
  // depends on the old one.
  const dropped = await db
    .select({ id: eventRegistrations.id, status: eventRegistrations.status })
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
  for (const { id } of dropped) await mailRegistrant(context, id, 'expired');
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
