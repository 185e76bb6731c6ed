// The events of a span of days, as a month's calendar shows them (`GET /api/events/between`, the
// month view of `/upcoming-events` and of each organisation's): past days included, each event
// once, whoever hosts it, through the same visibility as every public read of events.
import {
  EVENT_DAYS_MAX,
  EVENTS_BETWEEN_MAX,
  type EventsBetween,
  type EventsBetweenQuery,
} from '@chapterhouse/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { events, organisations } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { zoneNameOf } from '../../lib/event-times.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';
import { hostedBy, visibleCoHosts } from './event-hosts.js';
import { statusOf } from './event-status.js';
import { visibleEvents } from './events.visibility.js';

const datedEventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  location: events.location,
  attendanceMode: events.attendanceMode,
  state: events.state,
  held: events.held,
  endsAt: events.endsAt,
  organisation: organisationRefColumns,
  coHosts: visibleCoHosts,
};

/** The first and last days of the month `day` falls in (`2026-06-15` → June's). */
function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const firstOfNext = new Date(`${from}T00:00:00Z`);
  firstOfNext.setUTCMonth(firstOfNext.getUTCMonth() + 1);
  return { from, to: addDays(firstOfNext.toISOString().slice(0, 10), -1) };
}

/**
 * The events visitors see that take place on a day from `from` to `to` (both included), or in
 * the current month on the branch's calendar without them; of one organisation (its own and those
 * it co-hosts, as its lists read them) or of all, each once. `null` when `org` is unknown.
 */
export async function listEventsBetween(
  context: ServiceContext,
  query: EventsBetweenQuery,
): Promise<EventsBetween | null> {
  let organisationId: number | undefined;
  if (query.org) {
    const organisation = await findVisibleOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    organisationId = organisation.id;
  }
  const day = today(context);
  const { from, to } = query.from && query.to ? { from: query.from, to: query.to } : monthOf(day);
  const rows = await context.db
    .select(datedEventColumns)
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(
      and(
        organisationId === undefined ? undefined : hostedBy(organisationId),
        visibleEvents,
        lte(events.date, to),
        // No event lasts longer than EVENT_DAYS_MAX days, so one running into the span started at
        // most that long before it: the bound keeps the read a range of the (date, time, id)
        // indexes instead of every event dated before `to`.
        gte(events.date, addDays(from, -EVENT_DAYS_MAX)),
        sql`coalesce(${events.endDate}, ${events.date}) >= ${from}`,
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    // One more than is answered tells whether the answer was cut.
    .limit(EVENTS_BETWEEN_MAX + 1);
  return {
    from,
    to,
    today: day,
    events: rows.slice(0, EVENTS_BETWEEN_MAX).map(({ held, endsAt, ...row }) => ({
      ...row,
      timeZoneName: zoneNameOf(context.locale, row),
      status: statusOf(context, { held, endsAt }),
    })),
    truncated: rows.length > EVENTS_BETWEEN_MAX,
  };
}
