import { paths } from '../config/paths';
import { eventsSitemapName, newest, PAGES_SITEMAP, sitemapIndexResponse } from '../lib/sitemap-xml';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: the sitemap of the site's pages, then one sitemap per page of events
 * (`SITEMAP_EVENTS_PER_PAGE` each), each with its newest change as `lastmod`. A branch of
 * 20,000 events thus answers a few lines here and twenty sitemaps of about 130 KB, rather than
 * one file of every address.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = context;
  const [organisations, eventPages] = await Promise.all([
    context.reads.listOrganisationLinks(),
    context.reads.listEventLinkPages(),
  ]);
  return sitemapIndexResponse([
    {
      loc: origin + paths.sitemap(PAGES_SITEMAP),
      lastModified: newest(organisations.map((organisation) => organisation.updatedAt)),
    },
    ...eventPages.map((page) => ({
      loc: origin + paths.sitemap(eventsSitemapName(page.page)),
      lastModified: page.lastModified,
    })),
  ]);
}
