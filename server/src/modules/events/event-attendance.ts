// Who attended events: one event with its attendance, as its report shows it, and a series'
// sessions so; the events whose attendees are owed a feedback request (reports keep which were
// asked); the attendance figures of a period. Reports ask here and never query the events table
// themselves (decision 011).
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  lt,
  lte,
  ne,
  notExists,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventMemberCounts, eventSeries, events, organisations } from '../../db/schema/index.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { hostedBy, visibleCoHosts } from './event-hosts.js';
import { isPastEvent, statusOf } from './event-status.js';
import { visibleEvents } from './events.visibility.js';

const reportColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  location: events.location,
  streetAddress: events.streetAddress,
  locality: events.locality,
  postalCode: events.postalCode,
  region: events.region,
  country: events.country,
  description: events.description,
  category: events.category,
  subCategory: events.subCategory,
  speakers: events.speakers,
  state: events.state,
  held: events.held,
  endsAt: events.endsAt,
  registrations: events.registrations,
  checkedIn: events.checkedIn,
  checkedInOnline: events.checkedInOnline,
  checkedInMembers: events.checkedInMembers,
  attendanceMode: events.attendanceMode,
  verifiedMembers: eventMemberCounts.verified,
  declaredMembers: eventMemberCounts.declared,
  verifiedAsOf: eventMemberCounts.verifiedAsOf,
  membersAttended: events.membersAttended,
  guestsAttended: events.guestsAttended,
  organisation: organisationRefColumns,
  coHosts: visibleCoHosts,
};

/**
 * One event the organisation hosts or co-hosts (drafts too: a report is the officers'), as its
 * report reads it, with whether it is past; null when the organisation has no such event.
 */
export async function reportedEventOf(
  context: ServiceContext,
  organisationId: number,
  eventId: number,
) {
  const [row] = await context.db
    .select(reportColumns)
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .leftJoin(eventMemberCounts, eq(eventMemberCounts.eventId, events.id))
    .where(and(eq(events.id, eventId), hostedBy(organisationId)));
  return row ? { ...row, status: statusOf(context, row) } : null;
}
export type ReportedEvent = NonNullable<Awaited<ReturnType<typeof reportedEventOf>>>;

/**
 * A series of the organisation's (as its dashboard reads it: the series is the organisation's
 * own) with every session made so far, each as its report reads it, first first: one query for
 * the sessions, beside the series' row. Null when the organisation has no such series.
 */
export async function reportedSessionsOf(
  context: ServiceContext,
  organisationId: number,
  seriesId: number,
) {
  const [[series], sessions] = await Promise.all([
    context.db
      .select({
        id: eventSeries.id,
        title: eventSeries.title,
        summary: eventSeries.summary,
        certificateShare: eventSeries.certificateShare,
      })
      .from(eventSeries)
      .where(and(eq(eventSeries.id, seriesId), eq(eventSeries.organisationId, organisationId))),
    context.db
      .select(reportColumns)
      .from(events)
      .innerJoin(organisations, eq(events.organisationId, organisations.id))
      .leftJoin(eventMemberCounts, eq(eventMemberCounts.eventId, events.id))
      .where(and(eq(events.seriesId, seriesId), eq(events.organisationId, organisationId)))
      .orderBy(asc(events.date), asc(events.time), asc(events.id)),
  ]);
  if (!series) return null;
  return {
    series,
    sessions: sessions.map((row) => ({ ...row, status: statusOf(context, row) })),
  };
}

/**
 * The events that ended after `endedAfter` and by `now`, were not cancelled and had someone
 * checked in, but for those the caller's own tables say were asked: `askedAbout(id)` is a
 * subquery finding a row for an event once it was (the feedback job's round). Found by the
 * partial index of attended events' ends, each then looked up in the caller's key.
 */
export async function eventsAwaitingFeedback(
  context: ServiceContext,
  window: { endedAfter: Date; now: Date },
  askedAbout: (eventId: SQLWrapper) => SQLWrapper,
): Promise<number[]> {
  const rows = await context.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        // As the index's predicate reads (a bound parameter would not match it).
        sql`${events.checkedIn} > 0`,
        gt(events.endsAt, window.endedAfter),
        lte(events.endsAt, window.now),
        ne(events.state, 'cancelled'),
        notExists(askedAbout(events.id)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The title and date of an event whose attendees are about to be asked for feedback, its row
 * kept from deletion until the caller's transaction ends (edits go on), so what the caller writes
 * about it may point at it; null when it is gone.
 */
export async function lockEventForFeedback(db: Database, eventId: number) {
  const [row] = await db
    .select({ title: events.title, date: events.date })
    .from(events)
    .where(eq(events.id, eventId))
    .for('key share');
  return row ?? null;
}

/** The title, date and organisation's name of an event, for its feedback page. */
export async function feedbackEventOf(db: Database, eventId: number) {
  const [row] = await db
    .select({ title: events.title, date: events.date, organisation: organisations.name })
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(eq(events.id, eventId));
  return row ?? null;
}

// ---- The annual report's figures ----

/**
 * The IEEE members and guests who attended an event, in SQL (`attendanceOf` in reports): the
 * officers' hand counts when they gave any, else the check-ins (verified and declared members
 * when counted, else those who gave a member number). Verified members are the check-ins a
 * roster confirmed, never more than the members. The queries left-join `event_member_counts`.
 */
const byHand = sql`(${events.membersAttended} is not null or ${events.guestsAttended} is not null)`;
const checkedInMembers = sql`coalesce(${eventMemberCounts.verified} + ${eventMemberCounts.declared}, ${events.checkedInMembers})`;
const membersAttended = sql`(case when ${byHand} then coalesce(${events.membersAttended}, 0) else ${checkedInMembers} end)`;
const guestsAttended = sql`(case when ${byHand} then coalesce(${events.guestsAttended}, 0) else ${events.checkedIn} - ${checkedInMembers} end)`;
const verifiedAttended = sql`least(coalesce(${eventMemberCounts.verified}, 0), ${membersAttended})`;

/** Days from `from` to before `until`; of one organisation's events (and joint ones) when given. */
interface ReportPeriod {
  from: string;
  until: string;
  organisationId?: number;
}

/**
 * The events held in a period: public (visitors see them), past, not cancelled, dated from
 * `from` to before `until`.
 */
const heldIn = (context: ServiceContext, period: ReportPeriod) =>
  and(
    period.organisationId === undefined ? undefined : hostedBy(period.organisationId),
    visibleEvents,
    isPastEvent(context.clock.now()),
    ne(events.state, 'cancelled'),
    gte(events.date, period.from),
    lt(events.date, period.until),
  );

/**
 * What the annual report counts of the events held in a period: per host (its own events and
 * those it co-hosted) and category, how many and who attended; and for the branch, where a joint
 * event is one event, the same by category and by month. Three aggregates over the date index.
 */
export async function eventFiguresOf(context: ServiceContext, period: ReportPeriod) {
  const host = sql<number>`unnest(array[${events.organisationId}] || ${events.coHostIds})`;
  const hosted = context.db
    .select({
      organisationId: host.as('organisation_id'),
      category: events.category,
      members: sql<number>`${membersAttended}`.as('members'),
      verified: sql<number>`${verifiedAttended}`.as('verified'),
      guests: sql<number>`${guestsAttended}`.as('guests'),
    })
    .from(events)
    .leftJoin(eventMemberCounts, eq(eventMemberCounts.eventId, events.id))
    .where(heldIn(context, period))
    .as('hosted');
  const month = sql<string>`to_char(${events.date}, 'YYYY-MM')`;
  const [byHost, byCategory, byMonth] = await Promise.all([
    context.db
      .select({
        organisationId: hosted.organisationId,
        category: hosted.category,
        events: count(),
        members: sql<number>`coalesce(sum(${hosted.members}), 0)::int`,
        verifiedMembers: sql<number>`coalesce(sum(${hosted.verified}), 0)::int`,
        guests: sql<number>`coalesce(sum(${hosted.guests}), 0)::int`,
      })
      .from(hosted)
      .groupBy(hosted.organisationId, hosted.category),
    context.db
      .select({
        category: events.category,
        events: count(),
        members: sql<number>`coalesce(sum(${membersAttended}), 0)::int`,
        verifiedMembers: sql<number>`coalesce(sum(${verifiedAttended}), 0)::int`,
        guests: sql<number>`coalesce(sum(${guestsAttended}), 0)::int`,
      })
      .from(events)
      .leftJoin(eventMemberCounts, eq(eventMemberCounts.eventId, events.id))
      .where(heldIn(context, period))
      .groupBy(events.category),
    context.db
      .select({ month, events: count() })
      .from(events)
      .where(heldIn(context, period))
      .groupBy(month),
  ]);
  return {
    byHost: byHost.map((row) => ({ ...row, organisationId: Number(row.organisationId) })),
    byCategory,
    byMonth,
  };
}

/** The first and last days of the public events, from the date index; nulls when none. */
export async function eventDateRange(
  context: ServiceContext,
): Promise<{ first: string | null; last: string | null }> {
  const [row] = await context.db
    .select({
      first: sql<string | null>`min(${events.date})`,
      last: sql<string | null>`max(${events.date})`,
    })
    .from(events)
    .where(visibleEvents);
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * The events held in a period, each with the organisations that hosted it, as a subquery (the
 * annual report's feedback figures join it).
 */
export function heldEventsOf(context: ServiceContext, period: ReportPeriod) {
  return context.db
    .select({
      id: events.id,
      organisationId:
        sql<number>`unnest(array[${events.organisationId}] || ${events.coHostIds})`.as('host_id'),
    })
    .from(events)
    .where(heldIn(context, period))
    .as('held_events');
}
