import { loadConsoleTab } from '../../features/admin/console-shell';
import { BRANCH_SCOPE, loadAnnualReport } from '../../features/reports/annual-api';
import { AnnualReportView } from '../../features/reports/annual-report';
import { AcademicYearSettings } from '../../features/reports/annual-settings';
import type { Route } from './+types/reports';

/** `/admin/reports`: the branch's annual report for the academic year of `?year=` (else this one). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () =>
    loadAnnualReport(BRANCH_SCOPE, new URL(request.url), request.signal),
  );
}
clientLoader.hydrate = true as const;

export default function ConsoleReports({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <AnnualReportView
      scope={BRANCH_SCOPE}
      read={loaderData}
      subject="The whole branch"
      settings={
        <AcademicYearSettings startMonth={report.startMonth} version={report.settingsVersion} />
      }
    />
  );
}
