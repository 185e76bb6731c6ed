import { useLocation } from 'react-router';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab } from '../../features/dashboard/dashboard-shell';
import { eventIdOf, getEventPreview } from '../../features/events/api';
import { EventPreview } from '../../features/events/event-preview';
import { DeskLoadError } from '../../features/registrations/desk-error';
import type { Route } from './+types/event-preview';

/**
 * An event of the organisation as its public page will show it, drafts included, under the
 * Events tab. A dashboard route (read in the browser with the session): the public event page
 * loads none of it.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const eventId = eventIdOf(params.eventId);
  return loadDashboardTab(request, target, async () => ({
    event: await getEventPreview(target, eventId, request.signal),
    // Registration closes at a moment: the preview is drawn as of now, as the public page is.
    now: Date.now(),
  }));
}
clientLoader.hydrate = true as const;

const eventsHrefOf = (pathname: string, org: string) =>
  paths.organisationDashboard(collectionOf(kindOfPath(pathname)), org, 'events');

export default function DashboardEventPreview({ loaderData, params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <EventPreview
      event={loaderData.event}
      now={loaderData.now}
      eventsHref={eventsHrefOf(pathname, params.org)}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <DeskLoadError
      error={error}
      eventsHref={eventsHrefOf(pathname, params.org)}
      title="Could not load the preview"
    />
  );
}
