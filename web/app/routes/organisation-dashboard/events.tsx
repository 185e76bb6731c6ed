import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadDashboardEvents } from '../../features/events/api';
import { EventsTab } from '../../features/events/events-tab';
import type { Route } from './+types/events';

/** The Events tab: upcoming and past events. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, () => loadDashboardEvents(target, request.signal));
}
clientLoader.hydrate = true as const;

export default function DashboardEvents({ loaderData }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  return (
    <EventsTab
      kind={kind}
      target={target}
      upcomingEvents={loaderData.upcomingEvents}
      pastEvents={loaderData.pastEvents}
    />
  );
}
