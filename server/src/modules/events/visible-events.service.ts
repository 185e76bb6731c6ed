// What other domains (feeds, the newsletter, the landing page, organisations' pages, the
// gallery) read of the events visitors see (decision 011): each read applies `events.visibility`.
import type { OrganisationKind } from '@chapterhouse/shared';
import { and, count, desc, eq, gt, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, organisations } from '../../db/schema/index.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { visibleOrganisationOf } from '../organisations/organisations.visibility.js';
import { calendarEventColumns } from './event-calendar.js';
import { hostedBy } from './event-hosts.js';
import { isPastEvent, isUpcomingEvent, orderFor } from './event-status.js';
import { nextOfItsSeries, visibleEvents, visibleEventsOf } from './events.visibility.js';

/**
 * How many upcoming events visitors see: of one organisation (`organisationId`), of the
 * organisations of `kinds`, or of all. A year's worth at most, read from the date indexes.
 */
export async function countUpcomingEvents(
  context: ServiceContext,
  scope: {
    organisationId?: number;
    kinds?: readonly OrganisationKind[];
    /** Count a series once, by its next session, as the lists show it (else each session). */
    seriesOnce?: boolean;
  },
): Promise<number> {
  const [row] = await context.db
    .select({ total: count() })
    .from(events)
    .where(
      and(
        scope.organisationId === undefined ? undefined : hostedBy(scope.organisationId),
        visibleEventsOf(scope.kinds),
        isUpcomingEvent(context),
        scope.seriesOnce ? nextOfItsSeries(context) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * How many visible events the organisation co-hosts (not its own: those are in its kept totals),
 * past and upcoming.
 */
export async function countCoHostedEvents(
  context: ServiceContext,
  organisationId: number,
): Promise<number> {
  return context.db.$count(
    events,
    and(sql`${events.coHostIds} @> array[${organisationId}]::integer[]`, visibleEvents),
  );
}

/**
 * How many upcoming events visitors see of each organisation of `kind`, by organisation: its own
 * and those it co-hosts.
 */
export async function countUpcomingEventsByOrganisation(
  context: ServiceContext,
  kind: OrganisationKind,
): Promise<Map<number, number>> {
  const host = sql<number>`unnest(array[${events.organisationId}] || ${events.coHostIds})`;
  const hosts = context.db
    .select({ organisationId: host.as('host_id') })
    .from(events)
    .where(and(visibleEvents, isUpcomingEvent(context)))
    .as('hosts');
  const rows = await context.db
    .select({ organisationId: hosts.organisationId, total: count() })
    .from(hosts)
    .innerJoin(organisations, eq(organisations.id, hosts.organisationId))
    .where(and(visibleOrganisationOf([kind])))
    .groupBy(hosts.organisationId);
  return new Map(rows.map((row) => [Number(row.organisationId), row.total]));
}

/** What a calendar entry is made of, as visitors see the event. */
function selectCalendarEntries(context: ServiceContext, where: SQL | undefined) {
  return context.db.select(calendarEventColumns).from(events).where(and(where, visibleEvents));
}

/**
 * The events on their own of a calendar feed (a series is one entry of its own, series.service):
 * upcoming ones (soonest first), then past ones dated `pastSince` or later (newest first), `max`
 * in all; of one organisation (`organisationId`) or of all.
 */
export async function listCalendarEntries(
  context: ServiceContext,
  filter: { organisationId?: number; pastSince: string; max: number },
) {
  const mine = and(
    filter.organisationId === undefined ? undefined : hostedBy(filter.organisationId),
    isNull(events.seriesId),
  );
  const upcoming = await selectCalendarEntries(context, and(mine, isUpcomingEvent(context)))
    .orderBy(...orderFor('upcoming'))
    .limit(filter.max);
  if (upcoming.length >= filter.max) return upcoming;
  const recent = await selectCalendarEntries(
    context,
    and(mine, isPastEvent(context.clock.now()), sql`${events.date} >= ${filter.pastSince}`),
  )
    .orderBy(...orderFor('past'))
    .limit(filter.max - upcoming.length);
  return [...upcoming, ...recent];
}

/** One event visitors see, as a calendar entry; null when there is none. */
export async function getCalendarEntry(context: ServiceContext, id: number) {
  const [row] = await selectCalendarEntries(context, eq(events.id, id)).limit(1);
  return row ?? null;
}

/**
 * The events visitors see, newest published first (the news feeds): of one organisation
 * (`organisationId`) or of all.
 */
export function listNewestEvents(
  context: ServiceContext,
  filter: { organisationId?: number; limit: number },
) {
  return context.db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      date: events.date,
      publishedAt: events.publishedAt,
      createdAt: events.createdAt,
      updatedAt: events.updatedAt,
      organisation: organisationRefColumns,
    })
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(
      and(
        visibleEvents,
        filter.organisationId === undefined ? undefined : hostedBy(filter.organisationId),
      ),
    )
    .orderBy(desc(events.publishedAt), desc(events.id))
    .limit(filter.limit);
}

/**
 * The upcoming events visitors see that are not cancelled, soonest first (the newsletter's
 * "coming events"): up to the day `until`, and only those published after `publishedAfter`, when
 * given.
 */
export function listComingEvents(
  context: ServiceContext,
  filter: { until?: string; publishedAfter?: Date; limit: number },
) {
  return context.db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      endDate: events.endDate,
      endTime: events.endTime,
      location: events.location,
      organisation: organisationRefColumns,
    })
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(
      and(
        visibleEvents,
        isUpcomingEvent(context),
        nextOfItsSeries(context),
        ne(events.state, 'cancelled'),
        filter.until ? lte(events.date, filter.until) : undefined,
        filter.publishedAfter ? gt(events.publishedAt, filter.publishedAfter) : undefined,
      ),
    )
    .orderBy(...orderFor('upcoming'))
    .limit(filter.limit);
}

/** One of the organisation's events, joint ones and drafts too (what a photo is of); null when none. */
export async function organisationEventOf(
  db: Database,
  organisationId: number,
  eventId: number,
): Promise<{ id: number; title: string; date: string } | null> {
  const [event] = await db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(and(eq(events.id, eventId), hostedBy(organisationId)));
  return event ?? null;
}
