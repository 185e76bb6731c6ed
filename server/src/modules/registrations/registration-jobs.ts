import { and, eq, exists, gte, inArray, isNull, like, lt, lte, sql } from 'drizzle-orm';
import { eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { addDays, calendarDate, zonedDateTime } from '../../lib/clock.js';
import { CLOCK_TIME } from '../../lib/event-times.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { eventsEndedBefore } from '../events/events.service.js';
import { mailRegistrantsOf } from './registration-mails.js';
import { forgetRegistrantsInHistory } from './registrations.service.js';

// What happens to registrations with time, on every server: the reminder a day before an event,
// and the deletion of registrations a while after it ended (REGISTRATION_RETENTION_DAYS).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long before an event starts its registrants are reminded of it. */
export const REMINDER_AHEAD_MS = DAY_MS;

/** When an event starts: its start time that day, else the start of its day (branch time). */
function startOf(timeZone: string, event: { date: string; time: string | null }): Date {
  const time = event.time && CLOCK_TIME.test(event.time) ? event.time : '00:00';
  return new Date(zonedDateTime(event.date, time, timeZone));
}

/**
 * Reminds the confirmed registrants of every event that starts within REMINDER_AHEAD_MS (and has
 * not started), once per event. Each event is claimed by one update that only succeeds while its
 * `reminders_sent_at` is empty, in the transaction that queues its mails: however many servers
 * run this at once, one of them reminds, and a crash before the commit leaves it for the next.
 * Returns how many registrants were reminded.
 */
export async function sendDueReminders(context: ServiceContext): Promise<number> {
  const now = context.clock.now();
  const until = new Date(now.getTime() + REMINDER_AHEAD_MS);
  const candidates = await context.db
    .select({ id: events.id, date: events.date, time: events.time })
    .from(events)
    .where(
      and(
        isNull(events.remindersSentAt),
        eq(events.state, 'scheduled'),
        eq(events.held, false),
        // The days the window touches, on the branch's calendar (a day of margin either side).
        gte(events.date, addDays(calendarDate(now, context.timeZone), -1)),
        lte(events.date, addDays(calendarDate(until, context.timeZone), 1)),
        exists(
          context.db
            .select({ one: sql`1` })
            .from(eventRegistrations)
            .where(
              and(
                eq(eventRegistrations.eventId, events.id),
                eq(eventRegistrations.status, 'confirmed'),
              ),
            ),
        ),
      ),
    );
  let reminded = 0;
  for (const event of candidates) {
    const start = startOf(context.timeZone, event);
    if (start <= now || start > until) continue;
    reminded += await inTransaction(context.db, async () => {
      const [claimed] = await context.db
        .update(events)
        .set({ remindersSentAt: now })
        .where(and(eq(events.id, event.id), isNull(events.remindersSentAt)))
        .returning({ id: events.id });
      if (!claimed) return 0;
      return mailRegistrantsOf(context, event.id, ['confirmed'], 'reminder');
    });
  }
  return reminded;
}

/**
 * Deletes the registrations of events that ended more than `retentionDays` ago, and the
 * registration mails in the outbox as old as that. The events keep their counts (registered,
 * checked in): the verified attendance outlives the list of names. Returns how many
 * registrations were deleted.
 */
export async function deleteExpiredRegistrations(
  context: ServiceContext,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(context.clock.now().getTime() - retentionDays * DAY_MS);
  const deleted = await context.db
    .delete(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, eventsEndedBefore(context, cutoff)))
    .returning({ id: eventRegistrations.id });
  for (const batch of inBatches(deleted)) {
    await forgetRegistrantsInHistory(
      context.db,
      batch.map((row) => row.id),
    );
  }
  await context.db
    .delete(mailOutbox)
    .where(and(like(mailOutbox.kind, 'registration-%'), lt(mailOutbox.createdAt, cutoff)));
  return deleted.length;
}

/**
 * Runs the reminders and the retention sweep every `everyMs` (10 minutes) until `stop`. Each
 * server runs its own: the reminders' claims and the deletions are safe to repeat.
 */
export class RegistrationJobs extends PeriodicJob<{ reminded: number; deleted: number }> {
  constructor(options: {
    context: ServiceContext;
    retentionDays: number;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(
      async () => {
        const reminded = await sendDueReminders(options.context);
        const deleted = await deleteExpiredRegistrations(options.context, options.retentionDays);
        return { reminded, deleted };
      },
      { everyMs: options.everyMs ?? 10 * 60_000, onError: options.onError },
    );
  }
}
