import { useLocation } from 'react-router';
import { dashboardPaths } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { seriesIdOf } from '../../features/events/series-api';
import { SeriesLoadError } from '../../features/events/series-dashboard';
import { SeriesReportView } from '../../features/reports/series-report';
import { loadSeriesReport } from '../../features/reports/series-report-api';
import type { Route } from './+types/event-series-report';

/**
 * A series' summary report under the Events tab (issue 48): read in the browser with the
 * session; a series still running lists its sessions to come without attendance.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const seriesId = seriesIdOf(params.seriesId);
  return loadDashboardTab(request, target, () =>
    loadSeriesReport(target, seriesId, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardEventSeriesReport({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  const collection = collectionOf(kind);
  return (
    <SeriesReportView
      target={target}
      report={loaderData}
      seriesHref={dashboardPaths.series(collection, params.org, loaderData.series.id)}
      sessionReportHref={(eventId) => dashboardPaths.eventReport(collection, params.org, eventId)}
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
