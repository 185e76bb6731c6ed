import { pagingOf } from '../../components/console/console-list';
import { dashboardPaths } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import {
  EVENT_PAGE_PARAMS,
  loadCoHostChoices,
  loadDashboardEvents,
} from '../../features/events/api';
import { EventsTab } from '../../features/events/events-tab';
import type { Route } from './+types/events';

/**
 * The Events tab: upcoming and past events, each a page at a time, and the branch's organisations
 * its events may name as co-hosts.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  const paging = {
    upcoming: pagingOf(url, EVENT_PAGE_PARAMS.upcoming),
    past: pagingOf(url, EVENT_PAGE_PARAMS.past),
  };
  return loadDashboardTab(request, target, async () => {
    const [events, coHostChoices] = await Promise.all([
      loadDashboardEvents(target, paging, request.signal),
      loadCoHostChoices(request.signal),
    ]);
    return { ...events, coHostChoices };
  });
}
clientLoader.hydrate = true as const;

export default function DashboardEvents({ loaderData, params }: Route.ComponentProps) {
  const { kind, target, organisation } = useDashboardContext();
  return (
    <EventsTab
      kind={kind}
      target={target}
      upcomingEvents={loaderData.upcomingEvents}
      pastEvents={loaderData.pastEvents}
      // Its own events are its own: another organisation is their co-host, never itself.
      coHostChoices={loaderData.coHostChoices.filter((choice) => choice.id !== organisation.id)}
      registrationsHrefOf={(event) =>
        paths.eventRegistrations(collectionOf(kind), params.org, event.id)
      }
      previewHrefOf={(event) =>
        dashboardPaths.eventPreview(collectionOf(kind), params.org, event.id)
      }
      reportHrefOf={(event) => dashboardPaths.eventReport(collectionOf(kind), params.org, event.id)}
      certificatesHrefOf={(event) =>
        dashboardPaths.eventCertificates(collectionOf(kind), params.org, event.id)
      }
      seriesHrefOf={(seriesId) => dashboardPaths.series(collectionOf(kind), params.org, seriesId)}
    />
  );
}
