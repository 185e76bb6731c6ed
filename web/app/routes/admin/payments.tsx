import { loadConsoleTab } from '../../features/admin/console-shell';
import { loadPayees } from '../../features/payments/payees-api';
import { PayeesTab } from '../../features/payments/payees-tab';
import type { Route } from './+types/payments';

/** `/admin/payments`: who is paid by UPI, for the branch and for each organisation. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () => loadPayees(request.signal));
}
clientLoader.hydrate = true as const;

export default function ConsolePayments({ loaderData }: Route.ComponentProps) {
  return <PayeesTab payees={loaderData} />;
}
