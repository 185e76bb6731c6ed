import { loadConsoleTab } from '../../features/admin/console-shell';
import { loadSubscribers } from '../../features/newsletter/api';
import { NewsletterTab } from '../../features/newsletter/newsletter-tab';
import type { Route } from './+types/newsletter';

/** `/admin/newsletter`: the newsletter's subscribers, a page at a time (`?page=&status=`). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () => loadSubscribers(new URL(request.url), request.signal));
}
clientLoader.hydrate = true as const;

export default function ConsoleNewsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterTab list={loaderData} />;
}
