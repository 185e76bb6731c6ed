import {
  eventPagePath,
  JOIN_OPENS_MINUTES_BEFORE,
  type JoinState,
  type JoinView,
  type Registration,
} from '@chapterhouse/shared';
import { eventWhen, momentWords } from '@chapterhouse/shared/date-wording';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { startsAtOf, zoneNameOf } from '../../lib/event-times.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { hashToken } from '../../lib/link-tokens.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { lockEventForRegistration, onlineEventOf } from '../events/registrable-event.js';
import { recountCheckedIn } from './check-in.service.js';
import { joinTokenOf } from './join-links.js';
import { holdsOnlinePlace } from './place-kinds.js';

// Attending online (issue 48, items 5-6). An online or hybrid event's meeting link is private:
// each confirmed registrant gets a personal join link (`/join/{token}`) instead, on their own
// page and in the mail sent shortly before the start. Its page has a button (a mail scanner's
// visit to the link joins nobody); pressing it within the event's time checks them in as
// attended online, then their page opens the meeting. The meeting's address is only ever in that
// one answer, to the link's holder: never in a public page, a list, a mail, a calendar or a log.

const NOT_FOUND = 'No registration has this join link: copy it whole from your mail or page.';

/**
 * The registrant's view with their join link, when they hold a confirmed place online (their
 * address proven) at an online or hybrid event that is still on; as it was otherwise. A hybrid
 * event's room places have none: the meeting's own places are the online ones.
 */
export async function withJoinPath(
  db: Database,
  registrationId: number,
  view: Registration,
): Promise<Registration> {
  const holdsPlace = view.status === 'confirmed' && view.confirmBy === null;
  if (!holdsPlace || !holdsOnlinePlace(view.event, view.attendance === 'online')) return view;
  return { ...view, joinPath: `/join/${await joinTokenOf(db, registrationId)}` };
}

/** The registration a join link's token opens, with its event as joining needs it. */
async function findJoin(context: ServiceContext, token: string) {
  const [registration] = await context.db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      confirmBy: eventRegistrations.confirmBy,
      checkedInAt: eventRegistrations.checkedInAt,
      attendedOnline: eventRegistrations.attendedOnline,
      attendsOnline: eventRegistrations.attendsOnline,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.joinTokenHash, hashToken(token)));
  if (!registration) throw notFound(NOT_FOUND);
  const event = await onlineEventOf(context.db, registration.eventId);
  // The event is no longer attended online: the link leads nowhere.
  if (!event) throw notFound('This event is no longer held online, so its join link is closed.');
  const opensAt = new Date(
    startsAtOf(context.timeZone, event).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000,
  );
  return { registration, event, opensAt };
}

type FoundJoin = Awaited<ReturnType<typeof findJoin>>;

/** Where the link stands now, and the words that say so. */
function stateOf(context: ServiceContext, { registration, event, opensAt }: FoundJoin) {
  const now = context.clock.now();
  const holdsPlace = registration.status === 'confirmed' && registration.confirmBy === null;
  const say = (state: JoinState, message: string) => ({ state, message });
  if (event.state === 'cancelled') return say('cancelled', 'The organisers cancelled this event.');
  if (!holdsPlace) {
    return say(
      'cancelled',
      'This registration holds no place any more, so it has no meeting to join.',
    );
  }
  if (!holdsOnlinePlace(event, registration.attendsOnline)) {
    return say(
      'cancelled',
      'Your place is in the room. To join online, switch to an online place on your registration page while there is one.',
    );
  }
  if (now >= event.endsAt) return say('ended', 'This event has ended.');
  if (event.state === 'postponed') {
    return say('early', 'The organisers postponed this event: its new date will be announced.');
  }
  if (now < opensAt) {
    return say(
      'early',
      `The meeting opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start, at ${momentWords(opensAt, context.locale)}. Come back then with this link.`,
    );
  }
  if (!event.meetingUrl) {
    return say(
      'no-meeting',
      'The organisers have not given the meeting link yet. Try again in a few minutes.',
    );
  }
  return say('open', 'The meeting is open: join it now.');
}

/** A join link's page (`GET /api/join/{token}`): the event, and whether it can be joined now. */
export async function readJoin(context: ServiceContext, token: string): Promise<JoinView> {
  const found = await findJoin(context, token);
  const { registration, event, opensAt } = found;
  return {
    ...stateOf(context, found),
    name: registration.name,
    opensAt: opensAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    event: {
      id: event.id,
      title: event.title,
      path: eventPagePath(event),
      when: eventWhen(event, zoneNameOf(context.locale, event)),
    },
    attended: registration.attendedOnline,
  };
}

/**
 * Joins (`POST /api/join/{token}`, the page's button): within the event's time, checks the
 * registrant in as attended online (once; someone checked in at the door stays so), then answers
 * the meeting's address for the page to forward them. Outside it, 409 with the reason, and
 * nothing changes. Joining again (a dropped connection) forwards again.
 */
export async function join(
  context: ServiceContext,
  token: string,
): Promise<{ meetingUrl: string }> {
  const found = await findJoin(context, token);
  const { state, message } = stateOf(context, found);
  if (state !== 'open' || !found.event.meetingUrl) throw new HttpError(409, message);
  if (!found.registration.checkedInAt) {
    await inTransaction(context.db, async () => {
      const { db } = context;
      // As the desk's check-in does: the event's counts change one at a time.
      await lockEventForRegistration(db, found.event.id);
      const [marked] = await db
        .update(eventRegistrations)
        .set({
          checkedInAt: context.clock.now(),
          attendedOnline: true,
          // The desk's view of it is stale now: an officer's correction must see the join first.
          version: sql`${eventRegistrations.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(eventRegistrations.id, found.registration.id),
            isNull(eventRegistrations.checkedInAt),
            // Still holding its place: a cancellation that came meanwhile is not attendance.
            eq(eventRegistrations.status, 'confirmed'),
            isNull(eventRegistrations.confirmBy),
          ),
        )
        .returning({ id: eventRegistrations.id });
      if (marked) await recountCheckedIn(db, found.event.id);
    });
  }
  return { meetingUrl: found.event.meetingUrl };
}
