import { useLocation } from 'react-router';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { eventIdOf } from '../../features/events/api';
import { DeskLoadError } from '../../features/registrations/desk-error';
import { EventReportView } from '../../features/reports/event-report';
import { loadEventReport } from '../../features/reports/event-report-api';
import type { Route } from './+types/event-report';

/**
 * A past event's report, under the Events tab: read in the browser with the session, for the
 * event's organisation and for the co-hosts of a joint event. An event still to come has none yet
 * (the server's 409, said on the page).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const eventId = eventIdOf(params.eventId);
  return loadDashboardTab(request, target, () => loadEventReport(target, eventId, request.signal));
}
clientLoader.hydrate = true as const;

const eventsHrefOf = (pathname: string, org: string) =>
  paths.organisationDashboard(collectionOf(kindOfPath(pathname)), org, 'events');

export default function DashboardEventReport({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  return (
    <EventReportView
      target={target}
      read={loaderData}
      eventsHref={paths.organisationDashboard(collectionOf(kind), params.org, 'events')}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <DeskLoadError
      error={error}
      eventsHref={eventsHrefOf(pathname, params.org)}
      title="Could not load the report"
    />
  );
}
