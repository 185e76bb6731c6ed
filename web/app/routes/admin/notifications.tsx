import { loadConsoleTab } from '../../features/admin/console-shell';
import { loadConsoleNotifications } from '../../features/notifications/console-api';
import { NotificationsTab } from '../../features/notifications/notifications-tab';
import type { Route } from './+types/notifications';

/** `/admin/notifications`: what the branch has published, a page at a time. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () =>
    loadConsoleNotifications(new URL(request.url), request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function ConsoleNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsTab list={loaderData} />;
}
