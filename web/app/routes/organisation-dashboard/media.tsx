import { kindOfPath } from '../../config/paths';
import { MediaTab } from '../../features/media/media-tab';
import { getDashboardMedia, loadWithSession } from '../../lib/dashboard-api';
import type { Route } from './+types/media';

/** The Media tab: the organisation's uploads. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadWithSession(request, async () => ({
    media: await getDashboardMedia(target, request.signal),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardMedia({ loaderData }: Route.ComponentProps) {
  return <MediaTab items={loaderData.media} />;
}
