import { EVENT_DAYS_MAX, type Event } from '@chapterhouse/shared';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { type ServiceContext, today } from '../../lib/service-context.js';

// Whether an event is past or upcoming, and the order each list reads them in: one rule for
// every list of events, the dashboards' and the public ones alike.

/**
 * An event is past once it has ended (`ends_at`) or was marked held; otherwise it is upcoming.
 * No event lasts longer than `EVENT_DAYS_MAX`, so one that started before that many days ago has
 * ended: the date bound lets the upcoming lists read the (date, time, id) indexes from that day
 * on instead of stepping over every event the branch ever held.
 */
export function isPastEvent(now: Date): SQL {
  return sql`(${events.held} or ${events.endsAt} <= ${now.toISOString()})`;
}

/** Started more than EVENT_DAYS_MAX days before today, so ended whatever its end says. */
export function startedLongAgo(context: ServiceContext): SQL {
  return sql`(${events.date} < ${addDays(today(context), -EVENT_DAYS_MAX)})`;
}

export function isUpcomingEvent(context: ServiceContext): SQL {
  return sql`(not ${events.held} and not ${startedLongAgo(context)} and ${events.endsAt} > ${context.clock.now().toISOString()})`;
}

/** The one rule above, for a row already read. */
export const statusOf = (
  context: ServiceContext,
  row: { held: boolean; endsAt: Date },
): Event['status'] => (row.held || row.endsAt <= context.clock.now() ? 'past' : 'upcoming');

/**
 * Past events newest first; upcoming events soonest first. Exactly the order of the indexes on
 * (date, time, id), read backwards for past events, so a page is read from the index in order.
 */
export function orderFor(when: Event['status']) {
  return when === 'past'
    ? [desc(events.date), desc(events.time), desc(events.id)]
    : [asc(events.date), asc(events.time), asc(events.id)];
}
