import { can } from '@chapterhouse/shared/auth-rules';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { RosterPanel } from '../../features/roster/roster-panel';
import { loadTeam } from '../../features/teams/api';
import { TeamTab } from '../../features/teams/team-tab';
import { useAuth } from '../../lib/auth';
import type { Route } from './+types/team';

/** The Team tab: the organisation's owners and editors, and their terms. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, () => loadTeam(target, request.signal));
}
clientLoader.hydrate = true as const;

/**
 * The team, then (for those who manage it) the organisation's IEEE roster: who its members are
 * is the owners' to know, not its editors' (the server refuses them too).
 */
export default function DashboardTeam({ loaderData }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  const { user } = useAuth();
  return (
    <div className="space-y-12">
      <TeamTab target={target} organisation={organisation} team={loaderData} />
      {can(user, 'team:manage', organisation) && (
        <RosterPanel
          roster={dashboardApiPaths.roster(target.kind, target.org)}
          owner={organisation.name}
          seenBy="those who manage the team, and the branch admins"
        />
      )}
    </div>
  );
}
