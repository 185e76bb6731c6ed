import { pagingOf } from '../../components/console/console-list';
import { kindOfPath } from '../../config/paths';
import { loadDashboardTab } from '../../features/dashboard/dashboard-shell';
import { MediaTab } from '../../features/media/media-tab';
import { getDashboardMedia } from '../../lib/dashboard-api';
import type { Route } from './+types/media';

/** The Media tab: the organisation's uploads, a page at a time. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, async () => ({
    media: await getDashboardMedia(target, pagingOf(url), request.signal),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardMedia({ loaderData }: Route.ComponentProps) {
  return <MediaTab page={loaderData.media} />;
}
