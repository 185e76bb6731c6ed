import { kindOfPath } from '../../config/paths';
import { loadDashboardTab } from '../../features/dashboard/dashboard-shell';
import { MediaTab } from '../../features/media/media-tab';
import { getDashboardMedia } from '../../lib/dashboard-api';
import type { Route } from './+types/media';

/** The Media tab: the organisation's uploads. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, async () => ({
    media: await getDashboardMedia(target, request.signal),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardMedia({ loaderData }: Route.ComponentProps) {
  return <MediaTab items={loaderData.media} />;
}
