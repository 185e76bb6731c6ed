import {
  type CalendarEntry,
  type CalendarFeed,
  eventPagePath,
  type FeedScope,
  type NewsEntry,
  type NewsFeed,
  type OrganisationRef,
} from '@chapterhouse/shared';
import { addDays } from '../../lib/clock.js';
import { branchOrganisation } from '../../lib/organisation-queries.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { listNewestAchievements } from '../achievements/achievements.service.js';
import { listCalendarSeries } from '../events/series.service.js';
import {
  getCalendarEntry,
  listCalendarEntries,
  listNewestEvents,
} from '../events/visible-events.service.js';
import { listNewsNotifications } from '../notifications/notifications.service.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';

// What the calendar and news feeds hold: what visitors see of events, achievements and
// notifications, asked of their domains (an archived organisation's items and drafts are gone
// from the site, and so from its feeds).

/** How far back a calendar feed reaches: a subscriber still sees what happened lately. */
export const CALENDAR_PAST_DAYS = 183;
/** The most events one calendar feed holds (upcoming ones first): calendar apps poll it often. */
export const CALENDAR_EVENTS_MAX = 500;
/** The most entries of each kind, and in all, that a news feed holds. */
export const NEWS_ENTRIES_MAX = 50;

/** The branch, or the active society or council a feed's URL names; null when there is none. */
async function ownerOf(context: ServiceContext, scope: FeedScope): Promise<OrganisationRef | null> {
  if (scope.kind === 'branch') return branchOrganisation(context.db);
  return findVisibleOrganisationRef(context.db, scope.idOrSlug, scope.kind);
}

/** The branch's feed holds everything public; an organisation's, its own items. */
const ownItemsOf = (owner: OrganisationRef): number | undefined =>
  owner.kind === 'branch' ? undefined : owner.id;

const toCalendarEntry = ({
  updatedAt,
  ...row
}: {
  updatedAt: Date;
} & Omit<CalendarEntry, 'updatedAt'>): CalendarEntry => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

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
  const filter = {
    organisationId: ownItemsOf(owner),
    pastSince: addDays(today(context), -CALENDAR_PAST_DAYS),
  };
  const [rows, series] = await Promise.all([
    listCalendarEntries(context, { ...filter, max: CALENDAR_EVENTS_MAX }),
    listCalendarSeries(context, filter),
  ]);
  return { owner, entries: rows.map(toCalendarEntry), series };
}

/** One event visitors see as a calendar entry; null when there is none. */
export async function getCalendarEvent(
  context: ServiceContext,
  id: number,
): Promise<CalendarEntry | null> {
  const row = await getCalendarEntry(context, id);
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
  const organisationId = ownItemsOf(owner);
  const [eventRows, achievementRows, notificationRows] = await Promise.all([
    listNewestEvents(context, { organisationId, limit }),
    listNewestAchievements(context, { organisationId, limit }),
    listNewsNotifications(context, { organisationId, limit }),
  ]);
  const entries: NewsEntry[] = [
    ...eventRows.map((row) => ({
      kind: 'event' as const,
      id: row.id,
      title: row.title,
      summary: summaryOf(row.description),
      link: eventPagePath(row),
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
      organisation: row.organisation,
    })),
  ];
  // Newest first; items published together keep a fixed order, so the bytes do not change.
  entries.sort(
    (a, b) => b.published.localeCompare(a.published) || a.kind.localeCompare(b.kind) || b.id - a.id,
  );
  return { owner, entries: entries.slice(0, limit) };
}
