import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadDashboardEvents } from '../../features/events/api';
import { loadOwnProposals } from '../../features/newsletter/issues-api';
import { ProposeItemPanel } from '../../features/newsletter/propose-item';
import { OVERVIEW_EVENTS, OverviewTab } from '../../features/organisations/overview-tab';
import type { Route } from './+types/overview';

/** The first page of each list is all the Overview shows. */
const OVERVIEW_PAGE = { page: 1, limit: OVERVIEW_EVENTS };

/**
 * The dashboard's landing tab: the organisation's figures, its nearest events, and its proposals
 * for the branch's next newsletter.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, async () => {
    const [events, proposals] = await Promise.all([
      loadDashboardEvents(target, { past: OVERVIEW_PAGE, upcoming: OVERVIEW_PAGE }, request.signal),
      loadOwnProposals(target, request.signal),
    ]);
    return { ...events, proposals };
  });
}
clientLoader.hydrate = true as const;

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { kind, organisation, target } = useDashboardContext();
  return (
    <div className="space-y-10">
      <OverviewTab
        kind={kind}
        organisation={organisation}
        pastEvents={loaderData.pastEvents.items}
        upcomingEvents={loaderData.upcomingEvents.items}
      />
      <ProposeItemPanel target={target} proposals={loaderData.proposals} />
    </div>
  );
}
