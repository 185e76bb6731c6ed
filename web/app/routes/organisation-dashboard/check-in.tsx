import { useLocation } from 'react-router';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { eventIdOf } from '../../features/events/api';
import { CheckInScreen } from '../../features/registrations/check-in';
import { DeskLoadError } from '../../features/registrations/desk-error';
import { loadCheckInSummary } from '../../features/registrations/registration-desk-api';
import type { Route } from './+types/check-in';

/** The check-in screen of an event, for the door: its header's counts reload after each check-in. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const eventId = eventIdOf(params.eventId);
  return loadDashboardTab(request, target, () =>
    loadCheckInSummary(target, eventId, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardCheckIn({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  return (
    <CheckInScreen
      target={target}
      summary={loaderData}
      registrationsHref={paths.eventRegistrations(
        collectionOf(kind),
        params.org,
        loaderData.event.id,
      )}
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
    />
  );
}
