import type { DashboardMember } from '@chapterhouse/shared';
import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { MembersTab } from '../../features/members/members-tab';
import { getDashboardList } from '../../lib/dashboard-api';
import type { Route } from './+types/members';

/** The Slate Members (or council Members) tab. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, async () => ({
    members: await getDashboardList<DashboardMember>(target, 'members', request.signal),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardMembers({ loaderData }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  return (
    <MembersTab
      title={kind === 'society' ? 'Slate Members' : 'Members'}
      target={target}
      members={loaderData.members}
    />
  );
}
