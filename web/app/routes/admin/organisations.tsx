import { useInvitation } from '../../features/accounts/use-invitation';
import { loadConsoleTab } from '../../features/admin/console-shell';
import { listConsoleOrganisations } from '../../features/organisations/console-api';
import { OrganisationsTab } from '../../features/organisations/organisations-tab';
import type { Route } from './+types/organisations';

/** `/admin` (the console's landing tab): every organisation, and inviting an admin for one. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, async () => ({
    organisations: await listConsoleOrganisations(request.signal),
  }));
}
clientLoader.hydrate = true as const;

export default function ConsoleOrganisations({ loaderData }: Route.ComponentProps) {
  const invitation = useInvitation(loaderData.organisations);
  return <OrganisationsTab organisations={loaderData.organisations} invitation={invitation} />;
}
