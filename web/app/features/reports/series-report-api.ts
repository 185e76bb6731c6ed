import type { SeriesReport } from '@chapterhouse/shared';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { apiRequest } from '../../lib/api-client';
import { apiDownloadNamed, saveFile } from '../../lib/api-download';
import type { DashboardTarget } from '../../lib/dashboard-api';

/** A series' summary report: its sessions' attendance, the totals and who came how often. */
export const loadSeriesReport = (target: DashboardTarget, seriesId: number, signal?: AbortSignal) =>
  apiRequest<SeriesReport>(dashboardApiPaths.seriesReport(target.kind, target.org, seriesId), {
    signal,
  });

/** The summary as CSV, saved by the browser under the name the server gives it; returns the name. */
export async function downloadSeriesReport(
  target: DashboardTarget,
  seriesId: number,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    dashboardApiPaths.seriesReportCsv(target.kind, target.org, seriesId),
    'series-report.csv',
  );
  saveFile(blob, name);
  return name;
}
