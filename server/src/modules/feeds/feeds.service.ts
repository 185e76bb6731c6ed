import {
  type CalendarEntry,
  type CalendarFeed,
  type FeedScope,
  type NewsEntry,
  type NewsFeed,
  type OrganisationRef,
  slugify,
} from '@chapterhouse/shared';
import { type AnyColumn, and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { achievements, events, notifications, organisations } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import {
  branchOrganisation,
  findPublicOrganisationRef,
  isPublic,
  organisationRefColumns,
} from '../../lib/organisation-queries.js';
import { isPublished } from '../../lib/publication.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { calendarEventColumns } from '../events/event-calendar.js';
import { isPastEvent, isUpcomingEvent } from '../events/events.service.js';

// What the calendar and news feeds hold, read from the public organisations only (an archived
// organisation's events are gone from the site, and so from its feeds).

/** How far back a calendar feed reaches: a subscriber still sees what happened lately. */
export const CALENDAR_PAST_DAYS = 183;
/** The most events one calendar feed holds (upcoming ones first): calendar apps poll it often. */
export const CALENDAR_EVENTS_MAX = 500;
/** The most entries of each kind, and in all, that a news feed holds. */
export const NEWS_ENTRIES_MAX = 50;

/** The branch, or the active society or council a feed's URL names; null when there is none. */
async function ownerOf(context: ServiceContext, scope: FeedScope): Promise<OrganisationRef | null> {
  if (scope.kind === 'branch') return branchOrganisation(context.db);
  return findPublicOrganisationRef(context.db, scope.idOrSlug, scope.kind);
}

/** The branch's feed holds everything public; an organisation's, its own items. */
const ofOwner = (owner: OrganisationRef, column: AnyColumn): SQL | undefined =>
  owner.kind === 'branch' ? undefined : eq(column, owner.id);

const toCalendarEntry = ({
  updatedAt,
  ...row
}: {
  updatedAt: Date;
} & Omit<CalendarEntry, 'updatedAt'>): CalendarEntry => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

function selectCalendarEvents(context: ServiceContext, where: SQL | undefined) {
  return context.db
    .select(calendarEventColumns)
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(and(where, isPublic, isPublished(events)));
}

/**
 * Upcoming events (soonest first), then those that ended within `CALENDAR_PAST_DAYS` (newest
 * first): the two rules of the public lists, so each event is in one of them once, and a feed
 * holds exactly the events `/upcoming-events` lists. Cancelled events stay: a calendar that has
 * them learns of the cancellation.
 */
export async function listCalendarEvents(
  context: ServiceContext,
  scope: FeedScope,
): Promise<CalendarFeed | null> {
  const owner = await ownerOf(context, scope);
  if (!owner) return null;
  const mine = ofOwner(owner, events.organisationId);
  const upcoming = await selectCalendarEvents(context, and(mine, isUpcomingEvent(context)))
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(CALENDAR_EVENTS_MAX);
  const recent =
    upcoming.length < CALENDAR_EVENTS_MAX
      ? await selectCalendarEvents(
          context,
          and(
            mine,
            isPastEvent(context.clock.now()),
            sql`${events.date} >= ${addDays(today(context), -CALENDAR_PAST_DAYS)}`,
          ),
        )
          .orderBy(desc(events.date), desc(events.time), desc(events.id))
          .limit(CALENDAR_EVENTS_MAX - upcoming.length)
      : [];
  return { owner, entries: [...upcoming, ...recent].map(toCalendarEntry) };
}

/** One event of an active organisation as a calendar entry; null when there is none. */
export async function getCalendarEvent(
  context: ServiceContext,
  id: number,
): Promise<CalendarEntry | null> {
  const [row] = await selectCalendarEvents(context, eq(events.id, id)).limit(1);
  return row ? toCalendarEntry(row) : null;
}

const collectionOf = (kind: OrganisationRef['kind']) =>
  kind === 'council' ? 'councils' : 'societies';

/** The page of an organisation's list, or the branch-wide list for the branch's own items. */
const listPath = (organisation: OrganisationRef, list: string) =>
  organisation.kind === 'branch'
    ? `/${list}`
    : `/${collectionOf(organisation.kind)}/${organisation.slug}/${list}`;

/** The first sentences of a long text: a feed reader shows a summary, the page the rest. */
function summaryOf(text: string, max = 300): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * New events, achievements and notifications, newest first. Notifications that announce an
 * event or achievement are left out (the item itself is in the feed); a branch-wide notification
 * (no organisation) is only in the branch's feed.
 */
export async function listNewsEntries(
  context: ServiceContext,
  scope: FeedScope,
): Promise<NewsFeed | null> {
  const owner = await ownerOf(context, scope);
  if (!owner) return null;
  const limit = NEWS_ENTRIES_MAX;
  const [eventRows, achievementRows, notificationRows] = await Promise.all([
    context.db
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
      .where(and(ofOwner(owner, events.organisationId), isPublic, isPublished(events)))
      .orderBy(desc(events.publishedAt), desc(events.id))
      .limit(limit),
    context.db
      .select({
        id: achievements.id,
        title: achievements.title,
        description: achievements.description,
        publishedAt: achievements.publishedAt,
        createdAt: achievements.createdAt,
        updatedAt: achievements.updatedAt,
        organisation: organisationRefColumns,
      })
      .from(achievements)
      .innerJoin(organisations, eq(achievements.organisationId, organisations.id))
      .where(and(ofOwner(owner, achievements.organisationId), isPublic, isPublished(achievements)))
      .orderBy(desc(achievements.publishedAt), desc(achievements.id))
      .limit(limit),
    context.db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        publishedAt: notifications.publishedAt,
        updatedAt: notifications.updatedAt,
        organisationId: notifications.organisationId,
        organisation: organisationRefColumns,
      })
      .from(notifications)
      .leftJoin(organisations, eq(notifications.organisationId, organisations.id))
      .where(
        and(
          isNull(notifications.eventId),
          isNull(notifications.achievementId),
          owner.kind === 'branch'
            ? or(isNull(notifications.organisationId), isPublic)
            : and(eq(notifications.organisationId, owner.id), isPublic),
        ),
      )
      .orderBy(desc(notifications.publishedAt), desc(notifications.id))
      .limit(limit),
  ]);
  const entries: NewsEntry[] = [
    ...eventRows.map((row) => ({
      kind: 'event' as const,
      id: row.id,
      title: row.title,
      summary: summaryOf(row.description),
      link: `/events/${row.id}${slugify(row.title) ? `/${slugify(row.title)}` : ''}`,
      // When it went public (a draft is new the day it is published); always set here.
      published: (row.publishedAt ?? row.createdAt).toISOString(),
      updated: row.updatedAt.toISOString(),
      organisation: row.organisation,
    })),
    ...achievementRows.map((row) => ({
      kind: 'achievement' as const,
      id: row.id,
      title: row.title,
      summary: summaryOf(row.description),
      link: listPath(row.organisation, 'achievements'),
      // When it went public (a draft is new the day it is published); always set here.
      published: (row.publishedAt ?? row.createdAt).toISOString(),
      updated: row.updatedAt.toISOString(),
      organisation: row.organisation,
    })),
    ...notificationRows.map((row) => ({
      kind: 'notification' as const,
      id: row.id,
      title: row.title,
      summary: summaryOf(row.message),
      link: row.link ?? '/notifications',
      published: row.publishedAt.toISOString(),
      updated: row.updatedAt.toISOString(),
      organisation: row.organisationId === null ? null : row.organisation,
    })),
  ];
  // Newest first; items published together keep a fixed order, so the bytes do not change.
  entries.sort(
    (a, b) => b.published.localeCompare(a.published) || a.kind.localeCompare(b.kind) || b.id - a.id,
  );
  return { owner, entries: entries.slice(0, limit) };
}
