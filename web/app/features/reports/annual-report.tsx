import type { AnnualReport } from '@chapterhouse/shared';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart, type BarGroup } from '../../components/charts/bar-chart';
import { ItemButton } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton } from '../../components/forms/form-fields';
import { useFollowingState } from '../../components/use-following-state';
import { formatDate, formatNumber } from '../../lib/format';
import {
  type AnnualReportRead,
  type AnnualScope,
  type AnnualTable,
  academicYearLabel,
  downloadAnnualCsv,
  monthLabel,
  YEAR_PARAM,
} from './annual-api';
import { AnnualOfficers, AnnualOrganisationsTable } from './annual-table';

// The annual report's view, the branch console's and each organisation dashboard's: the year
// and its switcher, the figures by organisation with their total, two charts and who ran each
// organisation; each table as CSV, and the whole printed as one clean document (the console's
// and dashboard's header and tabs, and every button here, are left off the printout).

/** The day before `iso` (`until` is the day after the year's last). */
function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Groups whose labels are unique (the chart keys its rows by them): a repeated label gets its
 * position among its namesakes, `Workshop (2)`.
 */
export function uniqueLabels(groups: readonly BarGroup[]): BarGroup[] {
  const seen = new Map<string, number>();
  return groups.map((group) => {
    const count = (seen.get(group.label) ?? 0) + 1;
    seen.set(group.label, count);
    return count === 1 ? group : { ...group, label: `${group.label} (${count})` };
  });
}

/** The academic years to choose from, newest first, with the one shown among them. */
function yearsOf(report: AnnualReport): number[] {
  const years = new Set([...report.years, report.year]);
  return [...years].sort((a, b) => b - a);
}

/** Which academic year the report shows: a select kept in the URL (`?year=`). */
function YearSwitcher(props: { report: AnnualReport }) {
  const id = useId();
  const { report } = props;
  const [, setSearchParams] = useSearchParams();
  // Shows the choice at once, while its report loads; follows the URL (Back, a reload).
  const [choice, setChoice] = useFollowingState(report.year);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        Academic year
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          const year = Number(event.currentTarget.value);
          setChoice(year);
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              params.set(YEAR_PARAM, String(year));
              return params;
            },
            { preventScrollReset: true },
          );
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {yearsOf(report).map((year) => (
          <option key={year} value={year}>
            {academicYearLabel(year, report.startMonth)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A section of the report: its heading, its CSV download (on screen only), and its content. */
function ReportSection(props: {
  id: string;
  title: string;
  download?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="space-y-3 print:break-inside-avoid">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={props.id} className="text-lg font-semibold text-slate-900 print:text-base">
          {props.title}
        </h3>
        {props.download && <div className="print:hidden">{props.download}</div>}
      </div>
      {props.children}
    </section>
  );
}

/**
 * Who attended each organisation's events, the most attended first; an organisation that held
 * none is left out (a branch has dozens: the chart would be mostly empty rows).
 */
function attendanceGroups(report: AnnualReport): BarGroup[] {
  return report.organisations
    .filter((year) => year.events > 0 || year.members + year.guests > 0)
    .sort((a, b) => b.members + b.guests - (a.members + a.guests))
    .map((year) => ({ label: year.organisation.name, values: [year.members, year.guests] }));
}

/** The report's two charts: events each month of the year, and who attended per organisation. */
function AnnualCharts(props: { report: AnnualReport }) {
  const { report } = props;
  const busiest = report.eventsByMonth.reduce(
    (most, month) => (month.events > most.events ? month : most),
    { month: '', events: 0 },
  );
  const events = formatNumber(report.totals.events);
  return (
    // The charts' figures tables (closed on screen) are left off the printout.
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 print:grid-cols-2 print:[&_details]:hidden">
      <BarChart
        title="Events per month"
        series={[report.label]}
        groups={report.eventsByMonth.map((month) => ({
          label: monthLabel(month.month),
          values: [month.events],
        }))}
        unit="events"
        summary={
          report.totals.events === 0
            ? `No events were held in ${report.label}.`
            : `${events} ${report.totals.events === 1 ? 'event' : 'events'} in ${report.label}, most in ${monthLabel(busiest.month)} (${busiest.events}).`
        }
      />
      <BarChart
        title="Attendance per organisation"
        series={['IEEE members', 'Guests']}
        groups={uniqueLabels(attendanceGroups(report))}
        unit="attendees"
        summary={`${formatNumber(report.totals.members)} IEEE members and ${formatNumber(report.totals.guests)} guests attended in ${report.label}, each joint event counted once.`}
      />
    </div>
  );
}

/**
 * The annual report of `scope` for the year `read` holds: `subject` names whose it is ('The whole
 * branch', an organisation's name); `settings`, the branch's start month, shows on screen only.
 */
export function AnnualReportView(props: {
  scope: AnnualScope;
  read: AnnualReportRead;
  subject: string;
  settings?: ReactNode;
}) {
  const { scope } = props;
  const { report, refusedYear } = props.read;
  const change = useDashboardChange();
  const download = (table: AnnualTable, itemName: string) => (
    <ItemButton
      label="Download CSV"
      itemName={itemName}
      onClick={() =>
        void change(
          () => downloadAnnualCsv(scope, report, table),
          (fileName) => `Saved as ${fileName}.`,
          { reload: false },
        )
      }
    />
  );

  return (
    <article aria-labelledby="annual-report-title" className="space-y-8 print:space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="annual-report-title"
            className="text-xl font-bold text-brand-900 print:text-2xl print:text-black"
          >
            Annual report {report.label}
          </h2>
          <p className="text-sm text-slate-600">
            {props.subject}, {formatDate(report.from)} to {formatDate(dayBefore(report.until))}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <YearSwitcher report={report} />
          <ActionButton onClick={() => window.print()}>Print</ActionButton>
        </div>
      </header>

      {refusedYear && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 print:hidden">
          {refusedYear}: showing {report.label}, the current academic year.
        </p>
      )}

      {props.settings}

      <ReportSection
        id="annual-report-organisations"
        title="Events and attendance by organisation"
        download={download('organisations', 'Events and attendance by organisation')}
      >
        <AnnualOrganisationsTable report={report} branch={scope.kind === 'branch'} />
      </ReportSection>

      <ReportSection
        id="annual-report-charts"
        title="Charts"
        download={download('months', 'Events per month')}
      >
        <AnnualCharts report={report} />
      </ReportSection>

      <ReportSection
        id="annual-report-officers"
        title="Officers"
        download={download('officers', 'Officers')}
      >
        <AnnualOfficers report={report} />
      </ReportSection>
    </article>
  );
}
