import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { StatementPanel } from '../../features/payments/statement-panel';
import { loadStatementColumns } from '../../features/payments/statements-api';
import type { Route } from './+types/payments';

/**
 * The Payments tab: the treasurer's (owners and branch admins, `payments:manage`). Its loader
 * reads the statement columns kept for the account, which the server refuses anyone else: an
 * editor who follows a link here is sent to Access Denied, as the layout hides the tab from them.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: kindOfPath(new URL(request.url).pathname), org: params.org };
  return loadDashboardTab(request, target, () => loadStatementColumns(target, request.signal));
}
clientLoader.hydrate = true as const;

export default function DashboardPayments({ loaderData }: Route.ComponentProps) {
  const { target } = useDashboardContext();
  return <StatementPanel target={target} savedColumns={loaderData.mapping} />;
}
