import { useLocation } from 'react-router';
import { dashboardPaths } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadEventCertificates } from '../../features/certificates/api';
import { EventCertificatesView } from '../../features/certificates/event-certificates';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { eventIdOf } from '../../features/events/api';
import { DeskLoadError } from '../../features/registrations/desk-error';
import type { Route } from './+types/event-certificates';

/**
 * A past event's certificates, under the Events tab: read in the browser with the session. The
 * answer says whether the event is over (certificates are issued only then).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const eventId = eventIdOf(params.eventId);
  return loadDashboardTab(request, target, () =>
    loadEventCertificates(target, eventId, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardEventCertificates({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  const collection = collectionOf(kind);
  return (
    <EventCertificatesView
      target={target}
      eventId={loaderData.eventId}
      data={loaderData.certificates}
      eventsHref={paths.organisationDashboard(collection, params.org, 'events')}
      templateHref={dashboardPaths.certificateTemplate(collection, params.org)}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <DeskLoadError
      error={error}
      eventsHref={paths.organisationDashboard(
        collectionOf(kindOfPath(pathname)),
        params.org,
        'events',
      )}
      title="Could not load the certificates"
    />
  );
}
