import { eq } from 'drizzle-orm';
import { eventRegistrations, events } from '../../db/schema/index.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { OutgoingMail } from '../mail/mailer.js';

// The mails a registrant gets, each queued in the transaction of the change that causes it. Every
// one carries their personal link, where they see their registration and can cancel it.

/** Why a registrant is mailed. */
export type RegistrationMailKind =
  | 'confirmed'
  | 'waitlisted'
  | 'pending'
  | 'promoted'
  | 'accepted'
  | 'declined'
  | 'cancelled';

const SUBJECTS: Record<RegistrationMailKind, (title: string) => string> = {
  confirmed: (title) => `You are registered: ${title}`,
  waitlisted: (title) => `You are on the waiting list: ${title}`,
  pending: (title) => `Your registration awaits approval: ${title}`,
  promoted: (title) => `A place opened up: you are registered for ${title}`,
  accepted: (title) => `Your registration is accepted: ${title}`,
  declined: (title) => `Your registration was declined: ${title}`,
  cancelled: (title) => `Your registration is cancelled: ${title}`,
};

const OPENINGS: Record<RegistrationMailKind, string> = {
  confirmed: 'your place is confirmed.',
  waitlisted:
    'the event is full, so you are on its waiting list. We will mail you if a place opens up.',
  pending: 'the organisers approve each registration; we will mail you once they have decided.',
  promoted: 'a place opened up and it is yours: your registration is confirmed.',
  accepted: 'the organisers accepted your registration.',
  declined: 'the organisers could not accept your registration this time.',
  cancelled: 'your registration is cancelled. You can register again while registration is open.',
};

/** The words of one registration mail. */
export function registrationMail(input: {
  kind: RegistrationMailKind;
  to: string;
  name: string;
  event: { title: string; date: string; time: string | null; location: string | null };
  ticketCode: string | null;
  personalUrl: string;
  site: string;
}): OutgoingMail {
  const { event } = input;
  const when = [event.date, event.time].filter(Boolean).join(' at ');
  return {
    kind: `registration-${input.kind}`,
    to: input.to,
    subject: SUBJECTS[input.kind](event.title),
    text: [
      `Hello ${input.name},`,
      '',
      `For ${event.title} (${when}${event.location ? `, ${event.location}` : ''}): ${OPENINGS[input.kind]}`,
      ...(input.ticketCode ? ['', `Your ticket: ${input.ticketCode}. Show it at the door.`] : []),
      '',
      'See or cancel your registration here:',
      input.personalUrl,
      '',
      input.site,
    ].join('\n'),
  };
}

/**
 * Mails one registrant about their registration as it now stands. Call inside the transaction
 * that changed it, so the mail exists exactly when the change was saved.
 */
export async function mailRegistrant(
  context: ServiceContext,
  registrationId: number,
  kind: RegistrationMailKind,
): Promise<void> {
  const { db } = context;
  const [row] = await db
    .select({
      email: eventRegistrations.email,
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      token: eventRegistrations.token,
      siteOrigin: eventRegistrations.siteOrigin,
      ticketCode: eventRegistrations.ticketCode,
      title: events.title,
      date: events.date,
      time: events.time,
      location: events.location,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(eventRegistrations.eventId, events.id))
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) return;
  const site = (await branchIdentity(db)).name;
  await context.mailer.queue(
    db,
    registrationMail({
      kind,
      to: row.email,
      name: row.name,
      event: row,
      ticketCode: row.status === 'confirmed' ? row.ticketCode : null,
      personalUrl: `${row.siteOrigin}/registrations/${row.token}`,
      site,
    }),
  );
}
