import { paths } from '../config/paths';
import type { Route } from './+types/robots';

/** Crawlers may read every public page; dashboards, sign-in, search results and the API are off limits. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context;
  const body = [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /societies/*/dashboard',
    'Disallow: /councils/*/dashboard',
    'Disallow: /login',
    'Disallow: /unauthorized',
    // A student's own pages: personal, and `noindex` too. Not a bare `/me`, a prefix that would
    // also keep crawlers from `/media`.
    'Disallow: /me$',
    'Disallow: /me/',
    // Result pages are endless (one per query) and say `noindex` too.
    'Disallow: /search',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}${paths.sitemapIndex()}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
