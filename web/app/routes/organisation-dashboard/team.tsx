import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadTeam } from '../../features/teams/api';
import { TeamTab } from '../../features/teams/team-tab';
import type { Route } from './+types/team';

/** The Team tab: the organisation's owners and editors, and their terms. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, () => loadTeam(target, request.signal));
}
clientLoader.hydrate = true as const;

export default function DashboardTeam({ loaderData }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  return <TeamTab target={target} organisation={organisation} team={loaderData} />;
}
