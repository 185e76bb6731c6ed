import { listEveryAccount } from '../../features/accounts/api';
import { loadConsoleTab } from '../../features/admin/console-shell';
import { ActivityTab } from '../../features/audit/activity-tab';
import { loadActivity } from '../../features/audit/api';
import { listConsoleOrganisations } from '../../features/organisations/console-api';
import type { Route } from './+types/activity';

/** `/admin/activity`: the audit trail, filtered by organisation, person and days. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, async () => {
    const [list, organisations, accounts] = await Promise.all([
      loadActivity(new URL(request.url), request.signal),
      listConsoleOrganisations(request.signal),
      listEveryAccount(request.signal),
    ]);
    return { list, organisations, accounts };
  });
}
clientLoader.hydrate = true as const;

export default function ConsoleActivity({ loaderData }: Route.ComponentProps) {
  return (
    <ActivityTab
      list={loaderData.list}
      organisations={loaderData.organisations}
      accounts={loaderData.accounts}
    />
  );
}
