// An event's attendees: who was checked in at its door (reports ask them for feedback) and who
// held a place (certificates certify them), and who attended which sessions of a series.
// Neither reports nor certificates query the registrations table themselves (decision 011).
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';

/** The event's registrants who were checked in at the door, in the order they registered. */
export function checkedInRegistrantsOf(db: Database, eventId: number) {
  return db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNotNull(eventRegistrations.checkedInAt)))
    .orderBy(asc(eventRegistrations.id));
}

/**
 * The event's confirmed registrants (those who held a place, checked in or not), in the order
 * they registered: who may receive a certificate of it.
 */
export function confirmedRegistrantsOf(db: Database, eventId: number) {
  return db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      status: eventRegistrations.status,
      checkedInAt: eventRegistrations.checkedInAt,
      role: eventRegistrations.role,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'confirmed')))
    .orderBy(asc(eventRegistrations.id));
}

/**
 * Who attended any of `eventIds` (a series' sessions), by address: how many of them each was
 * checked in at (at the door or online: a join sets `checked_in_at` too) and the name they gave
 * at the latest of those check-ins' registrations. One aggregate over the registrations of those
 * events (their (event_id, email) index); busiest first, then by address.
 */
export async function sessionsAttendedByAddress(
  db: Database,
  eventIds: readonly number[],
): Promise<{ email: string; name: string; sessionsAttended: number }[]> {
  if (eventIds.length === 0) return [];
  const sessionsAttended = sql<number>`count(*)::int`;
  return db
    .select({
      email: eventRegistrations.email,
      name: sql<string>`(array_agg(${eventRegistrations.name} order by ${eventRegistrations.id} desc))[1]`,
      sessionsAttended,
    })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.eventId, [...eventIds]),
        isNotNull(eventRegistrations.checkedInAt),
      ),
    )
    .groupBy(eventRegistrations.email)
    .orderBy(sql`${sessionsAttended} desc`, asc(eventRegistrations.email));
}
