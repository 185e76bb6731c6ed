import { useLocation } from 'react-router';
import { dashboardPaths } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadSeriesCertificates } from '../../features/certificates/api';
import { SeriesCertificatesView } from '../../features/certificates/series-certificates';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { seriesIdOf } from '../../features/events/series-api';
import { SeriesLoadError } from '../../features/events/series-dashboard';
import type { Route } from './+types/event-series-certificates';

/**
 * A series' certificates under the Events tab (issue 48): read in the browser with the session.
 * The answer says whether the series is over and its share (certificates are issued only then).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const seriesId = seriesIdOf(params.seriesId);
  return loadDashboardTab(request, target, () =>
    loadSeriesCertificates(target, seriesId, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardSeriesCertificates({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  const collection = collectionOf(kind);
  return (
    <SeriesCertificatesView
      target={target}
      data={loaderData.certificates}
      seriesHref={dashboardPaths.series(collection, params.org, loaderData.seriesId)}
      templateHref={dashboardPaths.certificateTemplate(collection, params.org)}
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
