import { loadConsoleTab } from '../../features/admin/console-shell';
import { loadOutbox } from '../../features/mail/api';
import { MailTab } from '../../features/mail/mail-tab';
import type { Route } from './+types/mail';

/** `/admin/mail`: the outbox, a page at a time (`?page=&status=`). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () => loadOutbox(new URL(request.url), request.signal));
}
clientLoader.hydrate = true as const;

export default function ConsoleMail({ loaderData }: Route.ComponentProps) {
  return <MailTab list={loaderData} />;
}
