import {
  eventPagePath,
  type ParticipationRole,
  type StudentRegistration,
  type StudentRegistrationRecord,
} from '@chapterhouse/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrationLinks, eventRegistrations } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { registeredEventsOf } from '../events/registrable-event.js';

// What an address registered for, for the student who proved it (modules/students): every
// registration of the address, and a fresh personal link to any of them. The address is the key
// (registrations keep it in lower case), so what it registered before signing in is theirs too.

/** The most registrations a student's page lists (a student of four years has far fewer). */
export const ADDRESS_REGISTRATIONS_MAX = 500;

/**
 * The address's registrations, split into upcoming (soonest first) and past (latest first), and
 * the name its latest registration gave.
 */
export async function registrationsOfAddress(
  context: ServiceContext,
  email: string,
): Promise<{ name: string | null; upcoming: StudentRegistration[]; past: StudentRegistration[] }> {
  const rows = await context.db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      ticketCode: eventRegistrations.ticketCode,
      confirmBy: eventRegistrations.confirmBy,
      checkedInAt: eventRegistrations.checkedInAt,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.email, email))
    .orderBy(desc(eventRegistrations.id))
    .limit(ADDRESS_REGISTRATIONS_MAX);
  const events = await registeredEventsOf(
    context.db,
    rows.map((row) => row.eventId),
  );
  const listed = rows.flatMap((row): StudentRegistration[] => {
    const event = events.get(row.eventId);
    if (!event) return [];
    return [
      {
        id: row.id,
        status: row.status,
        // As the personal page: a place held for an unconfirmed address has no ticket yet.
        ticketCode: row.status === 'confirmed' && row.confirmBy === null ? row.ticketCode : null,
        checkedIn: row.checkedInAt !== null,
        event: {
          id: event.id,
          title: event.title,
          date: event.date,
          time: event.time,
          location: event.location,
          organisation: event.organisation,
          path: eventPagePath(event),
        },
      },
    ];
  });
  // Latest event first; on one day, the latest registration first.
  listed.sort((a, b) => b.event.date.localeCompare(a.event.date) || b.id - a.id);
  const day = today(context);
  return {
    name: rows[0]?.name ?? null,
    // Soonest first, as a diary reads.
    upcoming: listed.filter((row) => row.event.date >= day).reverse(),
    past: listed.filter((row) => row.event.date < day),
  };
}

/**
 * The ids of the address's registrations, as a subquery: for a domain that keeps rows by
 * registration (the feedback asked of attendees) to find the address's own in the same query.
 */
export function registrationIdsOfAddress(db: Database, email: string) {
  return db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.email, email));
}

/**
 * A new personal link (`/registrations/{token}`) to one of the address's registrations, as a mail
 * would carry (decision 015: only its hash is kept); 404 for a registration of another address.
 */
export async function personalLinkOfAddress(
  context: ServiceContext,
  email: string,
  registrationId: number,
): Promise<string> {
  const [row] = await context.db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.email, email)));
  if (!row) throw notFound('You have no registration of that number.');
  const token = newToken();
  await context.db
    .insert(eventRegistrationLinks)
    .values({ tokenHash: hashToken(token), registrationId: row.id });
  return `/registrations/${token}`;
}

/** Every registration of the address in full, as the student's data download holds them. */
export async function registrationRecordsOfAddress(
  context: ServiceContext,
  email: string,
): Promise<StudentRegistrationRecord[]> {
  const rows = await context.db
    .select({
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      memberNumber: eventRegistrations.memberNumber,
      answers: eventRegistrations.answers,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      checkedInAt: eventRegistrations.checkedInAt,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.email, email))
    .orderBy(eventRegistrations.id);
  const events = await registeredEventsOf(
    context.db,
    rows.map((row) => row.eventId),
  );
  return rows.flatMap((row) => {
    const event = events.get(row.eventId);
    if (!event) return [];
    return [
      {
        event: {
          id: event.id,
          title: event.title,
          date: event.date,
          organisation: event.organisation,
        },
        name: row.name,
        email: row.email,
        memberNumber: row.memberNumber,
        answers: row.answers,
        status: row.status,
        registeredAt: row.createdAt.toISOString(),
        checkedInAt: row.checkedInAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The name the address's latest registration gave, to fill in its next one; null if none. */
export async function latestNameOfAddress(
  context: ServiceContext,
  email: string,
): Promise<string | null> {
  const [row] = await context.db
    .select({ name: eventRegistrations.name })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.email, email))
    .orderBy(desc(eventRegistrations.id))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The events the address attended (checked in at the door, or online), with the role marked at the desk:
 * the lines of its activity record (modules/activity-record). Oldest registration first.
 */
export async function attendanceOfAddress(
  context: ServiceContext,
  email: string,
): Promise<{ eventId: number; role: ParticipationRole; online: boolean }[]> {
  return context.db
    .select({
      eventId: eventRegistrations.eventId,
      role: eventRegistrations.role,
      online: eventRegistrations.attendedOnline,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.email, email), isNotNull(eventRegistrations.checkedInAt)))
    .orderBy(eventRegistrations.id)
    .limit(ADDRESS_REGISTRATIONS_MAX);
}
