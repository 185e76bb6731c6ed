import { collectionOf, kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { DashboardSearchTab } from '../../features/search/dashboard-search';
import { loadDashboardSearch } from '../../features/search/dashboard-search-api';
import type { Route } from './+types/search';

/** The Search tab: the organisation's own items that match, drafts included (`?q=&kind=&page=`). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, () => loadDashboardSearch(target, url, request.signal));
}
clientLoader.hydrate = true as const;

export default function DashboardSearch({ loaderData, params }: Route.ComponentProps) {
  const { kind, organisation } = useDashboardContext();
  return (
    <DashboardSearchTab
      organisationName={organisation.name}
      place={{ collection: collectionOf(kind), org: params.org }}
      search={loaderData}
    />
  );
}
