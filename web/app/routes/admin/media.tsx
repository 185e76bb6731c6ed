import { loadConsoleTab } from '../../features/admin/console-shell';
import { listAllMedia } from '../../features/media/api';
import { MediaTab } from '../../features/media/media-tab';
import type { Route } from './+types/media';

/** `/admin/media`: every organisation's uploads. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, async () => ({ media: await listAllMedia(request.signal) }));
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
