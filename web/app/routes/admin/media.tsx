import { listAllMedia } from '../../features/media/api';
import { MediaTab } from '../../features/media/media-tab';
import { loadWithSession } from '../../lib/dashboard-api';
import type { Route } from './+types/media';

/** `/admin/media`: every organisation's uploads. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadWithSession(request, async () => ({ media: await listAllMedia(request.signal) }));
}
clientLoader.hydrate = true as const;

export default function ConsoleMedia({ loaderData }: Route.ComponentProps) {
  return (
    <MediaTab
      items={loaderData.media}
      showOrganisation
      description="Every organisation's uploads. Yours (for the landing page) go to the branch's library."
    />
  );
}
