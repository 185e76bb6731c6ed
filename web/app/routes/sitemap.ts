import { collectionOf, ORGANISATION_LISTS, paths } from '../config/paths';
import { eventPath } from '../features/events/event-path';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every public page, for search engines: the fixed pages, each organisation with its lists, and
 * the pages of the newest events (`listEventLinks`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = context;
  const [societies, councils, events] = await Promise.all([
    context.reads.listOrganisations('society'),
    context.reads.listOrganisations('council'),
    context.reads.listEventLinks(),
  ]);
  const pages: string[] = [
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
  for (const organisation of [...societies, ...councils]) {
    const collection = collectionOf(organisation.kind === 'council' ? 'council' : 'society');
    pages.push(paths.organisation(collection, organisation.slug));
    for (const list of ORGANISATION_LISTS) {
      pages.push(paths.organisationList(collection, organisation.slug, list));
    }
  }
  for (const event of events) pages.push(eventPath(event));
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${escapeXml(origin + page)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
