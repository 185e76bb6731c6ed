import { collectionOf, ORGANISATION_LISTS, paths } from '../config/paths';
import { eventPath } from '../features/events/event-path';
import {
  eventsSitemapPage,
  PAGES_SITEMAP,
  type SitemapEntry,
  urlsetResponse,
} from '../lib/sitemap-xml';
import type { Route } from './+types/sitemap-page';

/** The site's own pages, which every branch has. */
const FIXED_PAGES = [
  paths.home(),
  paths.societies(),
  paths.councils(),
  paths.pastEvents(),
  paths.upcomingEvents(),
  paths.achievements(),
  paths.gallery(),
  paths.notifications(),
  paths.newsletters(),
  paths.contact(),
  paths.loginHelp(),
];

/** The fixed pages, then each visible society and council with its lists. */
async function pageEntries(context: Route.LoaderArgs['context']): Promise<SitemapEntry[]> {
  const organisations = await context.reads.listOrganisationLinks();
  const entries: SitemapEntry[] = FIXED_PAGES.map((path) => ({ loc: context.origin + path }));
  for (const organisation of organisations) {
    const collection = collectionOf(organisation.kind);
    const lastModified = organisation.updatedAt;
    entries.push({
      loc: context.origin + paths.organisation(collection, organisation.slug),
      lastModified,
    });
    for (const list of ORGANISATION_LISTS) {
      entries.push({
        loc: context.origin + paths.organisationList(collection, organisation.slug, list),
        lastModified,
      });
    }
  }
  return entries;
}

/**
 * One sitemap of the index (`/sitemap.xml`): `pages.xml`, or `events-N.xml`, the Nth page of the
 * events visitors see (drafts and archived organisations' events are not among them). Any
 * other name, or a page past the last, is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.name === PAGES_SITEMAP) return urlsetResponse(await pageEntries(context));
  const page = eventsSitemapPage(params.name);
  const events = page === null ? [] : await context.reads.listEventLinks(page);
  if (events.length === 0) {
    return new Response('No such sitemap.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return urlsetResponse(
    events.map((event) => ({
      loc: context.origin + eventPath(event),
      lastModified: event.updatedAt,
    })),
  );
}
