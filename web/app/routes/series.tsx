import { recordIdSchema } from '@chapterhouse/shared';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { seriesPath } from '../features/events/event-path';
import { SeriesDetails } from '../features/events/series-details';
import { pageMeta, sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/series';

/** How much of the description a search result or a share preview shows. */
const DESCRIPTION_MAX = 200;

/**
 * `/series/:id` and `/series/:id/:slug`: a series of events, at its canonical slugged address.
 * Plain HTML: React Router does not hydrate this page (islands/island.tsx).
 */
export const handle = { islands: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const series = id.success ? await context.reads.getSeries(id.data) : null;
  if (!series) throw data(null, { status: 404 });
  // An old slug (the series was renamed) or none: one permanent redirect to the address the page
  // is known by, as an event's page does.
  const url = new URL(request.url);
  const canonical = seriesPath(series);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return { series };
}

/** The rule in words, then the description on one line, cut at a word near DESCRIPTION_MAX. */
function descriptionOf(series: { summary: string; timeZoneName: string; description: string }) {
  const flat = `${series.summary} (${series.timeZoneName}). ${series.description}`
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).trimEnd()}…`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta('Series not found', 'The series of events you are looking for does not exist.');
  }
  const { series } = loaderData;
  return sharedPageMeta(
    { matches },
    { title: series.title, description: descriptionOf(series), path: seriesPath(series) },
  );
}

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  return <SeriesDetails series={loaderData.series} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <ErrorMessage notFound={false} />;
  }
  return (
    <StatusPage
      eyebrow="Error 404"
      title="Series not found"
      message="The series of events you are looking for does not exist, or is no longer listed."
      actions={[
        { to: paths.upcomingEvents(), label: 'Upcoming Events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
