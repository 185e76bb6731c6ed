import { can } from '@chapterhouse/shared/auth-rules';
import { useLocation } from 'react-router';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { eventIdOf } from '../../features/events/api';
import { DeskLoadError } from '../../features/registrations/desk-error';
import { loadRegistrations } from '../../features/registrations/registration-desk-api';
import { RegistrationsView } from '../../features/registrations/registrations-view';
import { useAuth } from '../../lib/auth';
import type { Route } from './+types/registrations';

/** An event's registrations (`?status=&q=&page=`), in the Events tab of its dashboard. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const eventId = eventIdOf(params.eventId);
  return loadDashboardTab(request, target, () =>
    loadRegistrations(target, eventId, url, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardRegistrations({ loaderData, params }: Route.ComponentProps) {
  const { kind, organisation, target } = useDashboardContext();
  const { user } = useAuth();
  const collection = collectionOf(kind);
  return (
    <RegistrationsView
      target={target}
      list={loaderData}
      eventsHref={paths.organisationDashboard(collection, params.org, 'events')}
      checkInHref={paths.eventCheckIn(collection, params.org, loaderData.eventId)}
      recordsPayments={can(user, 'payments:manage', organisation)}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const collection = collectionOf(kindOfPath(pathname));
  return (
    <DeskLoadError
      error={error}
      eventsHref={paths.organisationDashboard(collection, params.org, 'events')}
    />
  );
}
