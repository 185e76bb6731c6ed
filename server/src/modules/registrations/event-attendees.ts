// An event's attendees: who was checked in at its door (reports ask them for feedback) and who
// held a place (certificates certify them). Neither reports nor certificates query the
// registrations table themselves (decision 011).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
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
