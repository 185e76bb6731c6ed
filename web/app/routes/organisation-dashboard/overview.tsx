import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadDashboardEvents } from '../../features/events/api';
import { OVERVIEW_EVENTS, OverviewTab } from '../../features/organisations/overview-tab';
import type { Route } from './+types/overview';

/** The first page of each list is all the Overview shows. */
const OVERVIEW_PAGE = { page: 1, limit: OVERVIEW_EVENTS };

/** The dashboard's landing tab: the organisation's figures and its nearest events. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, () =>
    loadDashboardEvents(target, { past: OVERVIEW_PAGE, upcoming: OVERVIEW_PAGE }, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { kind, organisation } = useDashboardContext();
  return (
    <OverviewTab
      kind={kind}
      organisation={organisation}
      pastEvents={loaderData.pastEvents.items}
      upcomingEvents={loaderData.upcomingEvents.items}
    />
  );
}
