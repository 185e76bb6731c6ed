import { kindOfPath } from '../../config/paths';
import { loadHistory } from '../../features/audit/api';
import { HistoryTab } from '../../features/audit/history-tab';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import type { Route } from './+types/history';

/** The History tab: a page of the organisation's audit trail (`?page=&from=&to=`). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, () => loadHistory(target, url, request.signal));
}
clientLoader.hydrate = true as const;

export default function DashboardHistory({ loaderData }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  return <HistoryTab organisationName={organisation.name} list={loaderData} target={target} />;
}
