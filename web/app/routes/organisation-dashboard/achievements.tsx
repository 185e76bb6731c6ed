import type { DashboardAchievement } from '@chapterhouse/shared';
import { pagingOf } from '../../components/console/console-list';
import { kindOfPath } from '../../config/paths';
import { AchievementsTab } from '../../features/achievements/achievements-tab';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { getDashboardList } from '../../lib/dashboard-api';
import type { Route } from './+types/achievements';

/** The Achievements tab, a page at a time. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, async () => ({
    achievements: await getDashboardList<DashboardAchievement>(
      target,
      'achievements',
      pagingOf(url),
      request.signal,
    ),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardAchievements({ loaderData }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  return (
    <AchievementsTab
      target={target}
      organisationName={organisation.name}
      page={loaderData.achievements}
    />
  );
}
