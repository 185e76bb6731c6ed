import { pagingOf } from '../../components/console/console-list';
import { dashboardPaths } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { EVENT_PAGE_PARAMS, loadDashboardEvents } from '../../features/events/api';
import { EventsTab } from '../../features/events/events-tab';
import type { Route } from './+types/events';

/** The Events tab: upcoming and past events, each a page at a time. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const paging = {
    upcoming: pagingOf(url, EVENT_PAGE_PARAMS.upcoming),
    past: pagingOf(url, EVENT_PAGE_PARAMS.past),
  };
  return loadDashboardTab(request, target, () =>
    loadDashboardEvents(target, paging, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardEvents({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  return (
    <EventsTab
      kind={kind}
      target={target}
      upcomingEvents={loaderData.upcomingEvents}
      pastEvents={loaderData.pastEvents}
      registrationsHrefOf={(event) =>
        paths.eventRegistrations(collectionOf(kind), params.org, event.id)
      }
      previewHrefOf={(event) =>
        dashboardPaths.eventPreview(collectionOf(kind), params.org, event.id)
      }
    />
  );
}
