import type { Registration } from '@chapterhouse/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { calendarDate } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  countMoreRegistered,
  seriesIdOfEvent,
  sessionsOfSeries,
  sessionsToRegisterFor,
  wholeSeriesOf,
} from '../events/registrable-event.js';
import { placeKindOf, takenOf } from './place-kinds.js';
import { STANDING_STATUSES } from './registration-mails.js';
import {
  checkedAnswers,
  collectsPayment,
  lockEventOpenForRegistration,
  newTicketCode,
  type RegistrationRequest,
  registrationRow,
} from './registration-rules.js';

// Registering once for a whole series (issue 48, item 2): the registration for one session
// stands for each of its sessions, each with its own place or waiting list, check-in and
// reminder. Once its address is proven (or the event never asked), the registrant is registered
// for the series' other sessions to come, quietly (their first mail was the session's own), and
// for each session the series' window makes later; they cancel one session through its own
// registration, or all of them at once.

/**
 * Registers the registrant of `registrationId` for the other sessions of its series that are to
 * come, when people register once for the whole series and the address is proven: each session
 * in a transaction of its own, its row locked, by the rules of a registration (a place while there
 * is room, else the waiting list). A session closed to registration, or one they are registered
 * for, is left as it is; one they cancelled is registered again only when `revive` (they just
 * registered anew), never by the window's job. Returns how many sessions they were registered for.
 */
export async function registerForWholeSeries(
  context: ServiceContext,
  registrationId: number,
  { revive }: { revive: boolean },
): Promise<number> {
  const [first] = await context.db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      memberNumber: eventRegistrations.memberNumber,
      answers: eventRegistrations.answers,
      status: eventRegistrations.status,
      confirmBy: eventRegistrations.confirmBy,
      wholeSeries: eventRegistrations.wholeSeries,
      attendsOnline: eventRegistrations.attendsOnline,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!first || first.confirmBy !== null || !STANDING_STATUSES.includes(first.status)) return 0;
  const seriesId = await wholeSeriesOf(context, first.eventId);
  if (seriesId === null) return 0;
  if (!first.wholeSeries) {
    await context.db
      .update(eventRegistrations)
      .set({ wholeSeries: true })
      .where(eq(eventRegistrations.id, first.id));
  }
  const sessions = await sessionsToRegisterFor(context, seriesId);
  // The sessions they have a registration for already: left alone without a lock (but those
  // they cancelled, when they registered anew).
  const mine = await context.db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.email, first.email), inArray(eventRegistrations.eventId, sessions)),
    );
  const settled = new Set(
    mine
      .filter((registration) => registration.status !== 'cancelled' || !revive)
      .map((registration) => registration.eventId),
  );
  let registered = 0;
  for (const eventId of sessions) {
    if (eventId === first.eventId || settled.has(eventId)) continue;
    registered += await inTransaction(context.db, async () => {
      let open: Awaited<ReturnType<typeof lockEventOpenForRegistration>>;
      try {
        open = await lockEventOpenForRegistration(context, eventId);
      } catch (error) {
        // Closed to registration since (it started, or its opening is still to come).
        if (error instanceof HttpError) return 0;
        throw error;
      }
      const { event, now } = open;
      // A paid session is registered for (and paid for) on its own: a place held for a payment
      // nobody was asked for would only lapse.
      if (collectsPayment(event)) return 0;
      const [existing] = await context.db
        .select({ id: eventRegistrations.id, status: eventRegistrations.status })
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, first.email)),
        );
      if (existing && (existing.status !== 'cancelled' || !revive)) return 0;
      if (existing) {
        await context.db.delete(eventRegistrations).where(eq(eventRegistrations.id, existing.id));
      }
      // The session's own questions, answered as for the first (a question it lacks is dropped).
      const answers = answersFor(event.registrationQuestions, first.answers);
      const request: RegistrationRequest = {
        input: {
          name: first.name,
          email: first.email,
          memberNumber: first.memberNumber,
          answers,
          // A hybrid session the way they chose for the first (in the room unless online).
          attendance:
            event.attendanceMode === 'hybrid' && first.attendsOnline ? 'online' : undefined,
        } as RegistrationRequest['input'],
        email: first.email,
        key: null,
        ticketCode: newTicketCode(),
        // Proven by the first registration (or never asked).
        addressProven: true,
      };
      const kind = placeKindOf(event, request.input.attendance === 'online');
      const row = registrationRow(event, {
        request,
        answers,
        taken: takenOf(event, kind),
        now,
        today: calendarDate(now, context.timeZone),
      });
      await context.db.insert(eventRegistrations).values({ ...row, wholeSeries: true });
      if (row.status === 'confirmed') {
        await countMoreRegistered(context.db, eventId, 1, row.attendsOnline ? 1 : 0);
      }
      return 1;
    });
  }
  return registered;
}

/** The answers a session's questions take from those given for another session. */
function answersFor(
  questions: Parameters<typeof checkedAnswers>[0],
  given: Parameters<typeof checkedAnswers>[1],
) {
  try {
    return checkedAnswers(questions, given);
  } catch {
    // A question this session asks that the first did not: left unanswered.
    const asked = new Set(questions.map((question) => question.id));
    return Object.fromEntries(Object.entries(given ?? {}).filter(([id]) => asked.has(id)));
  }
}

/**
 * After the series' window made new sessions: everyone registered for the whole series (a
 * standing registration for one of its sessions, made by registering for the whole series) is
 * registered for them too.
 */
export async function registerSeriesRegistrantsForNewSessions(
  context: ServiceContext,
  seriesId: number,
): Promise<number> {
  const sessions = await sessionsOfSeries(context, seriesId);
  if (sessions.length === 0) return 0;
  const registrants = await context.db
    .selectDistinctOn([eventRegistrations.email], { id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        inArray(
          eventRegistrations.eventId,
          sessions.map((session) => session.id),
        ),
        eq(eventRegistrations.wholeSeries, true),
        inArray(eventRegistrations.status, [...STANDING_STATUSES]),
        sql`${eventRegistrations.confirmBy} is null`,
      ),
    )
    .orderBy(eventRegistrations.email, eventRegistrations.id);
  let registered = 0;
  for (const { id } of registrants) {
    registered += await registerForWholeSeries(context, id, { revive: false });
  }
  return registered;
}

/**
 * What a registrant for a whole series sees of it on their registration's page: the series and
 * their registration for each session. Null for a registration of one event.
 */
export async function wholeSeriesOfRegistration(
  context: ServiceContext,
  registration: { id: number; eventId: number },
): Promise<Registration['wholeSeries']> {
  const [row] = await context.db
    .select({ email: eventRegistrations.email, wholeSeries: eventRegistrations.wholeSeries })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registration.id));
  if (!row?.wholeSeries) return null;
  const series = await seriesIdOfEvent(context, registration.eventId);
  if (!series) return null;
  const sessions = await sessionsOfSeries(context, series.id);
  const mine = await context.db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.email, row.email),
        inArray(
          eventRegistrations.eventId,
          sessions.map((session) => session.id),
        ),
      ),
    );
  const statusOf = new Map(
    mine.map((registrationOf) => [registrationOf.eventId, registrationOf.status]),
  );
  return {
    id: series.id,
    title: series.title,
    sessions: sessions.flatMap((session) => {
      const status = statusOf.get(session.id);
      return status
        ? [{ eventId: session.id, date: session.date, time: session.time, status }]
        : [];
    }),
  };
}
