import { useLocation } from 'react-router';
import { dashboardPaths } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { getDashboardSeries, seriesIdOf } from '../../features/events/series-api';
import { SeriesDashboard, SeriesLoadError } from '../../features/events/series-dashboard';
import type { Route } from './+types/event-series';

/**
 * A series of events under the Events tab (issue 48): its sessions, its settings, leaving a
 * session out and deleting it; read in the browser with the session.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const seriesId = seriesIdOf(params.seriesId);
  return loadDashboardTab(request, target, () =>
    getDashboardSeries(target, seriesId, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardEventSeries({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  const collection = collectionOf(kind);
  return (
    <SeriesDashboard
      target={target}
      series={loaderData}
      eventsHref={paths.organisationDashboard(collection, params.org, 'events')}
      reportHref={dashboardPaths.seriesReport(collection, params.org, loaderData.id)}
      certificatesHref={dashboardPaths.seriesCertificates(collection, params.org, loaderData.id)}
      hrefs={{
        registrations: (eventId) => paths.eventRegistrations(collection, params.org, eventId),
        preview: (eventId) => dashboardPaths.eventPreview(collection, params.org, eventId),
        report: (eventId) => dashboardPaths.eventReport(collection, params.org, eventId),
      }}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <SeriesLoadError
      error={error}
      eventsHref={paths.organisationDashboard(
        collectionOf(kindOfPath(pathname)),
        params.org,
        'events',
      )}
    />
  );
}
