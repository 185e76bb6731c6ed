// The events as the public site reads them: the lists of past and upcoming events (the
// branch's, or one organisation's) and one event's page. The columns and the shapes they give
// the API are exported for the dashboards' reads, which show the same event with more.
import type { Event, EventDetail, EventListQuery, Page, SeriesRef } from '@chapterhouse/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { eventSeries, events, organisations } from '../../db/schema/index.js';
import { wallClockOf, wallClockToSecond } from '../../lib/clock.js';
import {
  type EventTimes,
  endsAtText,
  registrationClosesAt,
  startDateText,
  zoneNameOf,
} from '../../lib/event-times.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { standInPicture } from '../organisations/organisation-pictures.js';
import { visibleTotal } from '../organisations/organisation-totals.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';
import { hostedBy, visibleCoHosts } from './event-hosts.js';
import {
  isPastEvent,
  isUpcomingEvent,
  orderFor,
  startedLongAgo,
  statusOf,
} from './event-status.js';
import { nextOfItsSeries, visibleEvents } from './events.visibility.js';
import { countCoHostedEvents, countUpcomingEvents } from './visible-events.service.js';

/** The series an event is a session of (`SeriesRef`), read by its key: null for one on its own. */
const seriesOfEvent = sql<SeriesRef | null>`(select jsonb_build_object('id', ${eventSeries.id}, 'title', ${eventSeries.title}, 'summary', ${eventSeries.summary}, 'registrationScope', ${eventSeries.registrationScope}) from ${eventSeries} where ${eventSeries.id} = ${events.seriesId})`;

/** An event's own columns, as the public pages and the dashboards read them. */
export const eventFields = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  attendanceMode: events.attendanceMode,
  // Never `meetingUrl`: the meeting's link is only for confirmed registrants (online-joins.ts).
  livestreamUrl: events.livestreamUrl,
  location: events.location,
  streetAddress: events.streetAddress,
  locality: events.locality,
  postalCode: events.postalCode,
  region: events.region,
  country: events.country,
  mapUrl: events.mapUrl,
  price: events.price,
  priceCurrency: events.priceCurrency,
  description: events.description,
  organizer: events.organizer,
  capacity: events.capacity,
  onlineCapacity: events.onlineCapacity,
  registrationLink: events.registrationLink,
  registrationMode: events.registrationMode,
  image: events.image,
  tags: events.tags,
  registrations: events.registrations,
  registrationsOnline: events.registrationsOnline,
  participants: events.participants,
  state: events.state,
  checkedIn: events.checkedIn,
  registrationApproval: events.registrationApproval,
  registrationConfirmEmail: events.registrationConfirmEmail,
  registrationClosesAt: events.registrationClosesAt,
  registrationOpensAt: events.registrationOpensAt,
  registrationAudience: events.registrationAudience,
  openToEveryoneAt: events.openToEveryoneAt,
  memberPrice: events.memberPrice,
  earlyBirdPrice: events.earlyBirdPrice,
  earlyBirdUntil: events.earlyBirdUntil,
  paymentHoldHours: events.paymentHoldHours,
  registrationQuestions: events.registrationQuestions,
  category: events.category,
  subCategory: events.subCategory,
  speakers: events.speakers,
  series: seriesOfEvent,
};

const eventColumns = {
  ...eventFields,
  held: events.held,
  endsAt: events.endsAt,
  organisation: organisationRefColumns,
  coHosts: visibleCoHosts,
};

/**
 * An event's page adds when it went public (its offer's `validFrom`) and the picture that stands
 * for it when it has none.
 */
export const eventDetailColumns = {
  ...eventColumns,
  announcedAt: events.publishedAt,
  // The picture of an event without one (`EventDetail.fallbackImage`), read with the event's
  // organisation joined, as every event's read is.
  fallbackImage: standInPicture,
};

/** What the columns hold, as the API says it: opening and closing on the branch's wall clock. */
export function toEvent<
  Row extends EventTimes & {
    registrationClosesAt: Date | null;
    registrationOpensAt: Date | null;
    openToEveryoneAt: Date | null;
    held: boolean;
    endsAt: Date;
  },
>(
  context: ServiceContext,
  { registrationClosesAt, registrationOpensAt, openToEveryoneAt, held, endsAt, ...row }: Row,
) {
  return {
    ...row,
    timeZoneName: zoneNameOf(context.locale, row),
    registrationCloses: registrationClosesAt && wallClockOf(registrationClosesAt, context.timeZone),
    registrationOpens:
      registrationOpensAt && wallClockToSecond(registrationOpensAt, context.timeZone),
    openToEveryone: openToEveryoneAt && wallClockToSecond(openToEveryoneAt, context.timeZone),
    status: statusOf(context, { held, endsAt }),
  };
}

/** A page of the events matching `where`, in the order of `when`'s list. */
function selectPage(
  context: ServiceContext,
  where: SQL | undefined,
  when: Event['status'],
  paging: { limit: number; offset: number },
) {
  return context.db
    .select(eventColumns)
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(and(where, visibleEvents))
    .orderBy(...orderFor(when))
    .limit(paging.limit)
    .offset(paging.offset);
}

async function selectEvents(
  context: ServiceContext,
  where: SQL | undefined,
  when: Event['status'],
  paging: { limit: number; offset: number },
): Promise<Event[]> {
  let rows: Awaited<ReturnType<typeof selectPage>>;
  if (when === 'upcoming') {
    rows = await selectPage(
      context,
      and(where, isUpcomingEvent(context), nextOfItsSeries(context)),
      when,
      paging,
    );
  } else {
    // Every event that started more than EVENT_DAYS_MAX days ago has ended: those are read
    // straight down the date index. The newer ones that are past already (ended, or marked held
    // though dated later) are few and newer than all of those, so they come first. Asking for
    // `held or ends_at <= now` in one query would make the index scan step over every upcoming
    // event before reaching the first past one.
    const longAgo = startedLongAgo(context);
    const recent = await selectPage(
      context,
      and(where, sql`not ${longAgo}`, isPastEvent(context.clock.now())),
      when,
      { limit: paging.offset + paging.limit, offset: 0 },
    );
    const fromRecent = recent.slice(paging.offset, paging.offset + paging.limit);
    const older =
      fromRecent.length === paging.limit
        ? []
        : await selectPage(context, and(where, longAgo), when, {
            limit: paging.limit - fromRecent.length,
            offset: Math.max(0, paging.offset - recent.length),
          });
    rows = [...fromRecent, ...older];
  }
  return rows.map((row) => toEvent(context, row));
}

/** One organisation's latest `limit` past events and next `limit` upcoming ones. */
export async function listOrganisationEvents(
  context: ServiceContext,
  organisationId: number,
  limit: number,
): Promise<{ past: Event[]; upcoming: Event[] }> {
  const ofOrganisation = hostedBy(organisationId);
  const paging = { limit, offset: 0 };
  const [past, upcoming] = await Promise.all([
    selectEvents(context, ofOrganisation, 'past', paging),
    selectEvents(context, ofOrganisation, 'upcoming', paging),
  ]);
  return { past, upcoming };
}

/**
 * How many past or upcoming events the public organisations have, or one of them. Upcoming events
 * are counted (a year's worth at most, read from the date index); past ones are the kept total
 * less those, rather than a count of every event the branch ever held.
 */
async function countEvents(
  context: ServiceContext,
  when: Event['status'],
  organisationId?: number,
): Promise<number> {
  const [upcomingCount, own, joint] = await Promise.all([
    // The upcoming list shows a series once; past events are all but each upcoming session.
    countUpcomingEvents(context, { organisationId, seriesOnce: when === 'upcoming' }),
    when === 'past' ? visibleTotal(context.db, 'events', organisationId) : Promise.resolve(0),
    when === 'past' && organisationId !== undefined
      ? countCoHostedEvents(context, organisationId)
      : Promise.resolve(0),
  ]);
  return when === 'upcoming' ? upcomingCount : own + joint - upcomingCount;
}

/** Events across all public organisations, or one (`org`); `null` when `org` is unknown. */
export async function listEvents(
  context: ServiceContext,
  query: EventListQuery,
): Promise<Page<Event> | null> {
  let organisationId: number | undefined;
  if (query.org) {
    const organisation = await findVisibleOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    organisationId = organisation.id;
  }
  const where = organisationId === undefined ? undefined : hostedBy(organisationId);
  const [items, total] = await Promise.all([
    selectEvents(context, where, query.when, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countEvents(context, query.when, organisationId),
  ]);
  return toPage(items, total, query.page, query.limit);
}

/**
 * One event for its public page; `null` when there is none with this id or its organisation is
 * archived (an archived organisation's events are gone from the site with it).
 */
export async function getPublicEvent(
  context: ServiceContext,
  id: number,
): Promise<EventDetail | null> {
  const [row] = await context.db
    .select(eventDetailColumns)
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(and(eq(events.id, id), visibleEvents));
  return row ? toEventDetail(context, row) : null;
}

type EventRow = Awaited<ReturnType<typeof selectPage>>[number] & {
  announcedAt: Date | null;
  fallbackImage: string | null;
};

/** An event's row as its page shows it: with its start, end and close of registration. */
export function toEventDetail(
  context: ServiceContext,
  { announcedAt, ...row }: EventRow,
): EventDetail {
  return {
    ...toEvent(context, row),
    announcedAt: announcedAt?.toISOString() ?? null,
    startDate: startDateText(context.timeZone, row),
    endsAt: endsAtText(context.timeZone, row),
    registrationClosesAt:
      row.registrationMode === 'site'
        ? registrationClosesAt(context.timeZone, row).toISOString()
        : null,
    registrationOpensAt:
      row.registrationMode === 'site' ? (row.registrationOpensAt?.toISOString() ?? null) : null,
    openToEveryoneAt:
      row.registrationMode === 'site' ? (row.openToEveryoneAt?.toISOString() ?? null) : null,
  };
}
