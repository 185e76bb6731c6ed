import type { OrganisationRef } from './common.js';
import type { SeriesRule } from './event-series.js';
import type { EventState } from './events.js';

// What the calendar (iCalendar) and news (Atom) feeds are made of, as the public reads give it.
// The server writes the files; these are plain data so the public cache can keep them.

/** Whose feed: the whole branch, or one active society or council (by id or slug). */
export type FeedScope = { kind: 'branch' } | { kind: 'society' | 'council'; idOrSlug: string };

/** One event as a calendar entry: its times as the branch's wall clock has them, and its version. */
export interface CalendarEntry {
  id: number;
  title: string;
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
  location: string | null;
  /** The venue's address (each part optional), after its name in the entry's LOCATION. */
  streetAddress: string | null;
  locality: string | null;
  postalCode: string | null;
  region: string | null;
  country: string | null;
  description: string;
  state: EventState;
  /** Raised by every edit: the entry's SEQUENCE. */
  version: number;
  /** Its last change (ISO 8601): DTSTAMP and LAST-MODIFIED, so an unchanged feed keeps its bytes. */
  updatedAt: string;
}

/**
 * A series as a calendar entry (issue 48): one recurring VEVENT from its rule, its exceptions and
 * one-off changes, in place of an entry per session.
 */
export interface CalendarSeriesEntry {
  id: number;
  title: string;
  /** The series' place; a changed session may have its own. */
  location: string | null;
  description: string;
  /** The series' page on the site. */
  pagePath: string;
  version: number;
  updatedAt: string;
  rule: SeriesRule;
}

/** A calendar feed: whose it is, and its events (upcoming, and recent past ones). */
export interface CalendarFeed {
  /** The branch, or the organisation the feed is narrowed to. */
  owner: OrganisationRef;
  /** Events on their own. */
  entries: CalendarEntry[];
  /** Series with a session visitors see, each once. */
  series: CalendarSeriesEntry[];
}

export type NewsEntryKind = 'event' | 'achievement' | 'notification';

/** One item of a news feed: a new event, achievement or notification. */
export interface NewsEntry {
  kind: NewsEntryKind;
  /** The item's own id (unique within its kind). */
  id: number;
  title: string;
  summary: string;
  /** The page it is about: a path of this site (`/events/12/...`) or an absolute address. */
  link: string;
  /** When it was published (ISO 8601). */
  published: string;
  /** When it last changed (ISO 8601). */
  updated: string;
  /** The organisation it belongs to; none for a branch-wide notification. */
  organisation: OrganisationRef | null;
}

export interface NewsFeed {
  owner: OrganisationRef;
  /** Newest first. */
  entries: NewsEntry[];
}
