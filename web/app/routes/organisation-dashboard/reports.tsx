import { kindOfPath } from '../../config/paths';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadAnnualReport } from '../../features/reports/annual-api';
import { AnnualReportView } from '../../features/reports/annual-report';
import type { Route } from './+types/reports';

/** The Reports tab: the organisation's annual report for the year of `?year=` (else this one). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, () =>
    loadAnnualReport({ kind: 'organisation', target }, url, request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function DashboardReports({ loaderData }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  return (
    <AnnualReportView
      scope={{ kind: 'organisation', target }}
      read={loaderData}
      subject={organisation.name}
    />
  );
}
