import type { DashboardMember } from '@chapterhouse/shared';
import { pagingOf } from '../../components/console/console-list';
import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { MembersTab } from '../../features/members/members-tab';
import { getDashboardList } from '../../lib/dashboard-api';
import type { Route } from './+types/members';

/** The Slate Members (or council Members) tab, a page at a time. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, async () => ({
    members: await getDashboardList<DashboardMember>(
      target,
      'members',
      pagingOf(url),
      request.signal,
    ),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardMembers({ loaderData }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  return (
    <MembersTab
      title={kind === 'society' ? 'Slate Members' : 'Members'}
      target={target}
      page={loaderData.members}
    />
  );
}
