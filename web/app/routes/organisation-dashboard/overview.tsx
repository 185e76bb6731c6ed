import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadDashboardEvents } from '../../features/events/api';
import { loadOwnProposals } from '../../features/newsletter/issues-api';
import { ProposeItemPanel } from '../../features/newsletter/propose-item';
import { OVERVIEW_EVENTS, OverviewTab } from '../../features/organisations/overview-tab';
import { loadOverviewFigures } from '../../features/reports/annual-api';
import { OverviewCharts, RECENT_EVENTS_CHARTED } from '../../features/reports/annual-overview';
import type { Route } from './+types/overview';

/** The first page of each list is all the Overview shows (the latest past events are charted). */
const OVERVIEW_PAGE = { page: 1, limit: OVERVIEW_EVENTS };
const RECENT_PAST_PAGE = { page: 1, limit: Math.max(OVERVIEW_EVENTS, RECENT_EVENTS_CHARTED) };

/**
 * The dashboard's landing tab: the organisation's figures, its nearest events, this academic
 * year's charts (this year's and last year's annual reports, read with the rest), and its
 * proposals for the branch's next newsletter.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, async () => {
    const [events, proposals, figures] = await Promise.all([
      loadDashboardEvents(
        target,
        { past: RECENT_PAST_PAGE, upcoming: OVERVIEW_PAGE },
        request.signal,
      ),
      loadOwnProposals(target, request.signal),
      loadOverviewFigures(target, request.signal),
    ]);
    return { ...events, proposals, figures };
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
      <OverviewCharts figures={loaderData.figures} pastEvents={loaderData.pastEvents.items} />
      <ProposeItemPanel target={target} proposals={loaderData.proposals} />
    </div>
  );
}
