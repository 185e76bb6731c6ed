import { type DashboardEvent, type Income, paiseOf } from '@chapterhouse/shared';
import { BarChart } from '../../components/charts/bar-chart';
import { Panel } from '../../components/console/panel';
import { formatNumber } from '../../lib/format';
import { formatAmount } from '../../lib/format-price';
import { monthLabel, type OverviewFigures } from './annual-api';
import { uniqueLabels } from './annual-report';

// The organisation dashboard's Overview charts: the figures an officer is asked about, this
// year's events against last year's, who came to the latest events, how they rated them, and
// what its paid events brought in.

/** How many of the latest past events the attendance chart shows. */
export const RECENT_EVENTS_CHARTED = 6;

/**
 * Who attended an event, as its report counts them: the officers' own counts when they gave any,
 * else the check-ins (a registration that gave a member number is a member's).
 */
export function attendanceOf(event: DashboardEvent): { members: number; guests: number } {
  const byHand = event.membersAttended !== null || event.guestsAttended !== null;
  return byHand
    ? { members: event.membersAttended ?? 0, guests: event.guestsAttended ?? 0 }
    : { members: event.checkedInMembers, guests: event.checkedIn - event.checkedInMembers };
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** This year's average rating, as a figure beside the charts. */
function AverageRating(props: { feedback: { answers: number; average: number | null } }) {
  const { average, answers } = props.feedback;
  return (
    <dl className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">Average rating this year</dt>
      {average === null ? (
        <dd className="order-first text-lg font-semibold text-slate-700">No ratings yet</dd>
      ) : (
        <dd className="order-first text-3xl font-bold text-brand-900">
          {average.toFixed(1)}
          <span className="text-base font-medium text-slate-600"> out of 5</span>
        </dd>
      )}
      <dd className="mt-1 text-sm text-slate-500">
        {answers === 0
          ? 'Attendees rate an event through the feedback link mailed to them.'
          : `From ${plural(answers, 'answer', 'answers')} to the feedback link.`}
      </dd>
    </dl>
  );
}

/**
 * This year's income from paid events, what is left once refunds are given back (INR, the one
 * currency paid on the site), with what was collected and refunded under it.
 */
function YearIncome(props: { income: Income }) {
  const { collected, refunded, net } = props.income;
  return (
    <dl className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">Income this year</dt>
      <dd className="order-first text-2xl font-bold break-words text-brand-900">
        {formatAmount(net, 'INR')}
      </dd>
      <dd className="mt-1 text-sm text-slate-500">
        {paiseOf(collected) === 0 && paiseOf(refunded) === 0
          ? 'Payments for paid events count here once recorded.'
          : `${formatAmount(collected, 'INR')} collected, ${formatAmount(refunded, 'INR')} refunded.`}
      </dd>
    </dl>
  );
}

/** This academic year's events each month against last year's, month for month. */
function EventsPerMonth(props: { figures: Exclude<OverviewFigures, { error: string }> }) {
  const { current, previous } = props.figures;
  return (
    <BarChart
      title={`Events per month, ${current.label} against ${previous.label}`}
      series={[current.label, previous.label]}
      groups={current.eventsByMonth.map((month, index) => ({
        label: monthLabel(month.month, false),
        values: [month.events, previous.eventsByMonth[index]?.events ?? 0],
      }))}
      unit="events"
      summary={`${plural(current.totals.events, 'event', 'events')} so far in ${current.label}; ${plural(previous.totals.events, 'event', 'events')} in all of ${previous.label}.`}
    />
  );
}

/** Who registered for and attended each of the latest past events. */
function RecentAttendance(props: { events: readonly DashboardEvent[] }) {
  const events = props.events.slice(0, RECENT_EVENTS_CHARTED);
  const rows = events.map((event) => ({ event, ...attendanceOf(event) }));
  const registered = rows.reduce((sum, row) => sum + row.event.registrations, 0);
  const attended = rows.reduce((sum, row) => sum + row.members + row.guests, 0);
  return (
    <BarChart
      title="Registrations and attendance, latest past events"
      series={['Registered', 'IEEE members attended', 'Guests attended']}
      groups={uniqueLabels(
        rows.map((row) => ({
          label: row.event.title,
          values: [row.event.registrations, row.members, row.guests],
        })),
      )}
      unit="people"
      summary={
        rows.length === 0
          ? undefined
          : `The latest ${plural(rows.length, 'event', 'events')}: ${formatNumber(registered)} registered, ${formatNumber(attended)} attended (counted at the door, or by the officers when they gave their own counts).`
      }
    />
  );
}

/**
 * The Overview's charts: the year's events against last year's, its average rating and its
 * income (from the annual reports; a failure to read them shows in their place), and registrations and attendance
 * of the latest past events.
 */
export function OverviewCharts(props: {
  figures: OverviewFigures;
  pastEvents: readonly DashboardEvent[];
}) {
  const { figures } = props;
  return (
    <Panel
      title="This year in figures"
      description={
        figures.error === undefined
          ? `The academic year ${figures.current.label}, against ${figures.previous.label}.`
          : undefined
      }
    >
      {figures.error !== undefined ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
          This year’s figures could not be read ({figures.error}). Reload the page to try again.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <EventsPerMonth figures={figures} />
          <div className="grid gap-4">
            <AverageRating feedback={figures.current.totals.feedback} />
            <YearIncome income={figures.current.totals.income} />
          </div>
        </div>
      )}
      <RecentAttendance events={props.pastEvents} />
    </Panel>
  );
}
