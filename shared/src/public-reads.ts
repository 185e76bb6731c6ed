import type { Achievement } from './achievements.js';
import type { BranchLocale } from './branch-locale.js';
import type {
  OrganisationKind,
  OrganisationRef,
  OrgListQuery,
  Page,
  PaginationQuery,
} from './common.js';
import type { Event, EventDetail, EventLink, EventListQuery, SitemapPage } from './events.js';
import type { EventsBetween, EventsBetweenQuery } from './events-between.js';
import type { CalendarEntry, CalendarFeed, FeedScope, NewsFeed } from './feeds.js';
import type { GalleryItem } from './gallery.js';
import type { NewsletterArchiveEntry, PublishedNewsletter } from './newsletter-issues.js';
import type { Notification } from './notifications.js';
import type { OrganisationDetail, OrganisationLink, OrganisationSummary } from './organisations.js';
import type { SearchQuery, SearchResults, Suggestions } from './search.js';
import type { Series } from './series.js';
import type { SiteContent } from './site.js';

/**
 * What the public site reads, across every domain. The server implements it once; the REST API under `/api` and the
 * server-rendered pages (through React Router's load context) both call that one instance, so a
 * page and the API never disagree.
 */
export interface PublicReads {
  listOrganisations(kind: OrganisationKind): Promise<OrganisationSummary[]>;
  /** `null` when no active organisation of that kind has this id or slug. */
  getOrganisation(kind: OrganisationKind, idOrSlug: string): Promise<OrganisationDetail | null>;
  /** Just the name and ids of an active organisation, for pages that list its items. */
  getOrganisationRef(kind: OrganisationKind, idOrSlug: string): Promise<OrganisationRef | null>;
  /** The spec's `/societies/name/{name}`: matched by name (ignoring case) or slug. */
  findOrganisationByName(kind: OrganisationKind, name: string): Promise<OrganisationDetail | null>;
  listEvents(query: EventListQuery): Promise<Page<Event> | null>;
  /**
   * The events taking place between two days (a month's calendar), or this month's without them;
   * `null` when `org` names no active society or council.
   */
  listEventsBetween(query: EventsBetweenQuery): Promise<EventsBetween | null>;
  /** One event of an active organisation; `null` when there is none with this id. */
  getEvent(id: number): Promise<EventDetail | null>;
  /** A series of an active organisation with a session visitors see; `null` when none. */
  getSeries(id: number): Promise<Series | null>;
  /** The visible societies and councils, in menu order, for the sitemap. */
  listOrganisationLinks(): Promise<OrganisationLink[]>;
  /** The pages of the events' sitemaps, each with its newest change; none without events. */
  listEventLinkPages(): Promise<SitemapPage[]>;
  /** One page of the events visitors see, oldest first (`SITEMAP_EVENTS_PER_PAGE` a page). */
  listEventLinks(page: number): Promise<EventLink[]>;
  listAchievements(query: OrgListQuery): Promise<Page<Achievement> | null>;
  listGallery(query: OrgListQuery): Promise<Page<GalleryItem> | null>;
  getSite(): Promise<SiteContent>;
  /** Every notification, newest first (`/notifications`); the bell's latest come with getSite. */
  listNotifications(query: PaginationQuery): Promise<Page<Notification>>;
  /** Sent newsletter issues, newest first (`/newsletters`). */
  listNewsletters(query: PaginationQuery): Promise<Page<NewsletterArchiveEntry>>;
  /** One sent issue as the whole branch got it; `null` for unknown ids and drafts. */
  getNewsletter(id: number): Promise<PublishedNewsletter | null>;
  /**
   * The events of a calendar feed: upcoming ones and those of the last months, each once;
   * `null` when the scope names no active society or council.
   */
  listCalendarEvents(scope: FeedScope): Promise<CalendarFeed | null>;
  /** One event of an active organisation as a calendar entry (its `.ics`); `null` otherwise. */
  getCalendarEvent(id: number): Promise<CalendarEntry | null>;
  /** The news feed: new events, achievements and notifications, newest first; `null` as above. */
  listNewsEntries(scope: FeedScope): Promise<NewsFeed | null>;
  /**
   * What visitors may see that matches the query, ranked and grouped by kind (`/search`);
   * `null` when `org` names no active society or council.
   */
  search(query: SearchQuery): Promise<SearchResults | null>;
  /** The best few matches as the visitor types, across kinds (the header's suggestions). */
  suggest(q: string): Promise<Suggestions>;
}

/** An answer of the JSON API: its status and its parsed body (`{ error }` on a refusal). */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /** The API's `Set-Cookie` headers (the sign-in's known-device cookie), for the page to pass on. */
  setCookies?: string[];
}

/**
 * One call of the JSON API from a page's form action, made inside the server as the visitor who
 * sent the form (their address, for the API's rate limits and sign-in throttle). A form sent
 * from another site is refused with a 403 before the API is called.
 */
export type PageApi = (call: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** An address under `/api/`, as `apiPaths` in the web app names it. */
  path: string;
  body?: unknown;
}) => Promise<ApiAnswer>;

/**
 * The server's log (one JSON line per entry, with the request's id), as the pages' server code
 * writes to it: what they print on stderr would be outside it, one line per line of a stack.
 */
export interface PageLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What the server hands to React Router's loaders for every page request. */
export interface PageLoadContext {
  /** This request's log (the server always gives it; a test rendering a page alone may not). */
  log?: PageLog;
  reads: PublicReads;
  /** The JSON API, for the route actions that handle forms sent before (or without) scripts. */
  api: PageApi;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts React emits. */
  cspNonce: string;
  /**
   * Its nonce for inline styles: a page's critical CSS (web/app/lib/critical-css.server.ts) is
   * inlined only with it; absent where a test renders a page alone.
   */
  cspStyleNonce?: string;
  /**
   * The folder of the built site's browser files (web/build/client), which the server serves
   * and a page's critical CSS is read from; absent while developing and in tests.
   */
  clientBuildDirectory?: string;
  /** The site's public origin (`https://ieee.example.edu`), for canonical and share URLs. */
  origin: string;
  /**
   * The branch's locale as it stands (the console's setting), for a page that says a moment the
   * API gives as an instant; absent where a test renders a page alone.
   */
  locale?: BranchLocale;
}
