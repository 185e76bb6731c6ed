import {
  type ANNUAL_REPORT_TABLES,
  type AnnualReport,
  annualReportQuerySchema,
  DEFAULT_ACADEMIC_YEAR_START_MONTH,
} from '@chapterhouse/shared';
import { MONTH_NAMES } from '@chapterhouse/shared/date-wording';
import { adminApiPaths } from '../../config/admin-api-paths';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { apiDownloadNamed, saveFile } from '../../lib/api-download';
import { type DashboardTarget, withQuery } from '../../lib/dashboard-api';

// The annual report (issue 29): an academic year of the whole branch (the console's Reports tab)
// or of one organisation (its dashboard's Reports tab and Overview), read from the API.

/** Whose report: the whole branch, or the organisation a dashboard works on. */
export type AnnualScope = { kind: 'branch' } | { kind: 'organisation'; target: DashboardTarget };

export const BRANCH_SCOPE: AnnualScope = { kind: 'branch' };

/** A table of the report a CSV file may hold. */
export type AnnualTable = (typeof ANNUAL_REPORT_TABLES)[number];

/** The query parameter of the year shown (`?year=2025`); left out, the current academic year. */
export const YEAR_PARAM = 'year';

const reportPath = (scope: AnnualScope) =>
  scope.kind === 'branch'
    ? adminApiPaths.annualReport()
    : dashboardApiPaths.annualReport(scope.target.kind, scope.target.org);

const csvPath = (scope: AnnualScope) =>
  scope.kind === 'branch'
    ? adminApiPaths.annualReportCsv()
    : dashboardApiPaths.annualReportCsv(scope.target.kind, scope.target.org);

/** The report of the academic year that starts in `year`; left out, the current one. */
export const getAnnualReport = (scope: AnnualScope, year?: number, signal?: AbortSignal) =>
  apiRequest<AnnualReport>(withQuery(reportPath(scope), { year }), { signal });

/** What a Reports tab shows: the report, and why the year its URL asked for was not used. */
export interface AnnualReportRead {
  report: AnnualReport;
  /** The URL's `?year=` could not be read: the current year shows instead. */
  refusedYear: string | null;
}

/**
 * The report a Reports tab's URL asks for (`?year=`): a year the API would refuse (`?year=1999`,
 * `?year=soon`) is left out, so the current year shows, with the reason.
 */
export async function loadAnnualReport(
  scope: AnnualScope,
  url: URL,
  signal?: AbortSignal,
): Promise<AnnualReportRead> {
  const asked = url.searchParams.get(YEAR_PARAM);
  const parsed = annualReportQuerySchema.safeParse({ year: asked ?? undefined });
  const year = parsed.success ? parsed.data.year : undefined;
  const refusedYear = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a year');
  return { report: await getAnnualReport(scope, year, signal), refusedYear };
}

/** A month of the report (`2025-07`) as `Jul 2025` (or `Jul` alone, `withYear` false). */
export function monthLabel(month: string, withYear = true): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1]?.slice(0, 3) ?? month;
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}

/** How an academic year is named: `2025–26`, or `2025` when it starts in January. */
export const academicYearLabel = (year: number, startMonth: number) =>
  startMonth === 1 ? String(year) : `${year}–${String(year + 1).slice(2)}`;

/**
 * The name the API gives a table's file (`annual-report-2025-26-organisations.csv`): used only
 * when its answer names none.
 */
export function annualCsvFileName(scope: AnnualScope, report: AnnualReport, table: AnnualTable) {
  const organisation = scope.kind === 'organisation' ? report.organisations[0]?.organisation : null;
  const who = organisation ? `${organisation.slug}-` : '';
  return `annual-report-${who}${report.label.replace('–', '-')}-${table}.csv`;
}

/**
 * One table of the report's year as CSV, fetched with the session and saved by the browser under
 * the name the API gives it; answers that name.
 */
export async function downloadAnnualCsv(
  scope: AnnualScope,
  report: AnnualReport,
  table: AnnualTable,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    withQuery(csvPath(scope), { year: report.year, table }),
    annualCsvFileName(scope, report, table),
  );
  saveFile(blob, name);
  return name;
}

/** Sets the month the branch's academic year starts in; `version` is the report's settings'. */
export const saveAcademicYearStart = (body: { startMonth: number; version: number }) =>
  apiRequest<{ startMonth: number; version: number }>(adminApiPaths.academicYearStart(), {
    method: 'PUT',
    body,
  });

/** The Overview's figures: this academic year's report and the year before's. */
export type OverviewFigures =
  | { current: AnnualReport; previous: AnnualReport; error?: undefined }
  | { error: string };

/**
 * The month the branch's year starts in, as the last report read said (the default until then):
 * enough to tell the current academic year before asking, so both years load at once.
 */
let knownStartMonth = DEFAULT_ACADEMIC_YEAR_START_MONTH;

/** The academic year today falls in, by the start month last seen (the server has the last word). */
function likelyCurrentYear(today: Date): number {
  const year = today.getFullYear();
  return today.getMonth() + 1 >= knownStartMonth ? year : year - 1;
}

/**
 * This year's report and last year's, read together: the current year is the server's (no
 * `?year=`), last year's is guessed from the date and asked for at the same time; only when the
 * guess was wrong (the start month changed, a clock on the other side of midnight) is it asked
 * for again. A failure other than the session's shows in place of the charts, not as the tab's.
 */
export async function loadOverviewFigures(
  target: DashboardTarget,
  signal?: AbortSignal,
  today = new Date(),
): Promise<OverviewFigures> {
  const scope: AnnualScope = { kind: 'organisation', target };
  try {
    const [current, guessed] = await Promise.all([
      getAnnualReport(scope, undefined, signal),
      getAnnualReport(scope, likelyCurrentYear(today) - 1, signal),
    ]);
    knownStartMonth = current.startMonth;
    const lastYear = current.year - 1;
    const previous =
      guessed.year === lastYear && guessed.startMonth === current.startMonth
        ? guessed
        : await getAnnualReport(scope, lastYear, signal);
    return { current, previous };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
      return { error: error.message };
    }
    throw error;
  }
}
