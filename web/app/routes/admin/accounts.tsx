import { pagingOf } from '../../components/console/console-list';
import { AccountsTab } from '../../features/accounts/accounts-tab';
import { listAccounts } from '../../features/accounts/api';
import { loadConsoleTab, useConsoleContext } from '../../features/admin/console-shell';
import { listConsoleOrganisations } from '../../features/organisations/console-api';
import type { Route } from './+types/accounts';

/** `/admin/accounts`: who may sign in, a page at a time (and the organisations an invitation may name). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, async () => {
    const [accounts, organisations] = await Promise.all([
      listAccounts(pagingOf(new URL(request.url)), request.signal),
      listConsoleOrganisations(request.signal),
    ]);
    return { accounts, organisations };
  });
}
clientLoader.hydrate = true as const;

export default function ConsoleAccounts({ loaderData }: Route.ComponentProps) {
  const { user } = useConsoleContext();
  return (
    <AccountsTab page={loaderData.accounts} organisations={loaderData.organisations} user={user} />
  );
}
