import {
  type FeedScope,
  idOrSlugSchema,
  type NewsFeed,
  type OrganisationRef,
  type PublicReads,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Feed } from 'feed';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { eventCalendar } from '../events/event-calendar.js';
import { seriesEntries } from '../events/series-calendar.js';

// Calendar (iCalendar) and news (Atom) feeds, outside `/api`: calendar apps and feed readers
// subscribe to these addresses. Their anonymous answers are kept by the public cache
// (`CACHED_FEED_ROUTES`), which empties on every change of content, with an ETag, so the many
// polls cost a 304 or a copy of stored bytes.

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** What a subscribed calendar is asked to wait between fetches (it may poll less often). */
const CALENDAR_REFRESH_SECONDS = 3600;

export interface FeedRouteOptions {
  /** The cached public reads: drafts and archived organisations never reach a feed. */
  reads: PublicReads;
  context: ServiceContext;
}

const collectionOf = (kind: OrganisationRef['kind']) =>
  kind === 'council' ? 'councils' : 'societies';

/** The public page of the feed's owner: the landing page for the branch. */
const ownerPath = (owner: OrganisationRef) =>
  owner.kind === 'branch' ? '/' : `/${collectionOf(owner.kind)}/${owner.slug}`;

/** `tag:` URIs (RFC 4151) stay an entry's id whatever its title or page becomes. */
const tagUri = (origin: string, specific: string) =>
  `tag:${new URL(origin).hostname},2026:${specific}`;

/** The scope a feed's URL names, or null for a malformed slug (answered as unknown). */
function scopeOf(kind: 'society' | 'council', org: string): FeedScope | null {
  return idOrSlugSchema.safeParse(org).success ? { kind, idOrSlug: org } : null;
}

const missingOrganisation = (kind: 'society' | 'council') =>
  notFound(kind === 'council' ? 'Council not found.' : 'Society not found.');

/** The news feed as Atom 1.0. */
export function atomFeed(news: NewsFeed, origin: string, feedPath: string): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const { owner, entries } = news;
  const newest = entries.reduce<string | null>(
    (latest, entry) => (latest === null || entry.updated > latest ? entry.updated : latest),
    null,
  );
  const feed = new Feed({
    id: absolute(feedPath),
    title: owner.name,
    description: `New events, achievements and notices of ${owner.name}.`,
    link: absolute(ownerPath(owner)),
    feedLinks: { atom: absolute(feedPath) },
    // The newest change: a feed with nothing new keeps its bytes (and its ETag).
    updated: newest ? new Date(newest) : new Date(0),
    favicon: absolute('/favicon.svg'),
    copyright: owner.name,
    generator: false,
    author: { name: owner.name, link: absolute(ownerPath(owner)) },
  });
  for (const entry of entries) {
    feed.addItem({
      id: tagUri(origin, `${entry.kind}-${entry.id}`),
      title: entry.title,
      link: absolute(entry.link),
      description: entry.summary,
      date: new Date(entry.updated),
      published: new Date(entry.published),
      ...(entry.organisation
        ? {
            author: [
              { name: entry.organisation.name, link: absolute(ownerPath(entry.organisation)) },
            ],
          }
        : {}),
      category: [{ term: entry.kind }],
    });
  }
  return feed.atom1();
}

export async function feedRoutes(app: FastifyInstance, options: FeedRouteOptions): Promise<void> {
  const { reads, context } = options;

  const sendCalendar = (
    reply: FastifyReply,
    origin: string,
    feed: Awaited<ReturnType<PublicReads['listCalendarEvents']>>,
  ) => {
    if (!feed) throw notFound('The branch record is missing.');
    const calendarOptions = {
      origin,
      timeZone: context.timeZone,
      now: context.clock.now(),
      name: `${feed.owner.name} events`,
      refreshSeconds: CALENDAR_REFRESH_SECONDS,
    };
    // A series is one recurring entry, beside the events on their own.
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .send(
        eventCalendar(feed.entries, calendarOptions, seriesEntries(feed.series, calendarOptions)),
      );
  };

  app.get('/calendar.ics', async (request, reply) =>
    sendCalendar(reply, request.siteOrigin, await reads.listCalendarEvents({ kind: 'branch' })),
  );

  for (const kind of ['society', 'council'] as const) {
    const collection = collectionOf(kind);
    app.get<{ Params: { org: string } }>(
      `/${collection}/:org/calendar.ics`,
      async (request, reply) => {
        const scope = scopeOf(kind, request.params.org);
        const feed = scope && (await reads.listCalendarEvents(scope));
        if (!feed) throw missingOrganisation(kind);
        return sendCalendar(reply, request.siteOrigin, feed);
      },
    );
    app.get<{ Params: { org: string } }>(`/${collection}/:org/feed.xml`, async (request, reply) => {
      const scope = scopeOf(kind, request.params.org);
      const news = scope && (await reads.listNewsEntries(scope));
      if (!news) throw missingOrganisation(kind);
      const path = `/${collection}/${news.owner.slug}/feed.xml`;
      return reply.type(ATOM_CONTENT_TYPE).send(atomFeed(news, request.siteOrigin, path));
    });
  }

  app.get('/feed.xml', async (request, reply) => {
    const news = await reads.listNewsEntries({ kind: 'branch' });
    if (!news) throw notFound('The branch record is missing.');
    return reply.type(ATOM_CONTENT_TYPE).send(atomFeed(news, request.siteOrigin, '/feed.xml'));
  });

  app.get<{ Params: { id: string } }>('/events/:id/calendar.ics', async (request, reply) => {
    const id = recordIdSchema.safeParse(request.params.id);
    const event = id.success ? await reads.getCalendarEvent(id.data) : null;
    if (!event) throw notFound('Event not found.');
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(
        eventCalendar([event], {
          origin: request.siteOrigin,
          timeZone: context.timeZone,
          now: context.clock.now(),
        }),
      );
  });
}
