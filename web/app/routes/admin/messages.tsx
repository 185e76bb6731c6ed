import { loadConsoleTab } from '../../features/admin/console-shell';
import { loadMessages } from '../../features/messages/api';
import { MessagesTab } from '../../features/messages/messages-tab';
import type { Route } from './+types/messages';

/** `/admin/messages`: the contact inbox, a page at a time (`?page=&status=`). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () => loadMessages(new URL(request.url), request.signal));
}
clientLoader.hydrate = true as const;

export default function ConsoleMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesTab list={loaderData} />;
}
