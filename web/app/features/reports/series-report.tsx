import type { Attendance, SeriesReport, SeriesReportSession } from '@chapterhouse/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatNumber } from '../../lib/format';
import { Figures, ReportFileActions, Section } from './event-report';
import { downloadSeriesReport } from './series-report-api';

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

/** A session's state in words, as the CSV says it. */
function stateOf(session: SeriesReportSession): string {
  if (session.state === 'cancelled') return 'Cancelled';
  if (session.past) return 'Held';
  return session.state === 'postponed' ? 'Postponed' : 'To come';
}

const headClass =
  'border-b border-slate-200 bg-slate-50 px-3 py-2 align-bottom text-xs font-semibold text-slate-600 print:bg-white';
const numberHead = `${headClass} text-right`;
const cellClass = 'px-3 py-2 text-right tabular-nums text-slate-700';

/** A session's figures, or a dash in each column for a session not held. */
function SessionFigures(props: {
  attendance: Pick<Attendance, 'registered' | 'inPerson' | 'online' | 'members' | 'guests'> | null;
}) {
  const { attendance } = props;
  const figures = attendance
    ? [
        attendance.registered,
        attendance.inPerson,
        attendance.online,
        attendance.members,
        attendance.guests,
        attendance.members + attendance.guests,
      ]
    : null;
  return (
    <>
      {['registered', 'in-person', 'online', 'members', 'guests', 'total'].map((column, index) => (
        <td key={column} className={cellClass}>
          {figures ? (
            formatNumber(figures[index] ?? 0)
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">None</span>
            </>
          )}
        </td>
      ))}
    </>
  );
}

/**
 * The sessions, a row each with the totals under them. Scrolls sideways on a narrow screen (the
 * page never does), so it takes focus to scroll by keyboard.
 */
function SessionsTable(props: {
  report: SeriesReport;
  sessionReportHref: (eventId: number) => string;
}) {
  const { report } = props;
  const { totals } = report;
  return (
    <section
      aria-label={`Sessions of ${report.series.title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none print:overflow-visible"
    >
      <table className="w-full min-w-[40rem] border-collapse rounded-xl border border-slate-200 bg-white text-sm shadow-sm print:min-w-0 print:shadow-none">
        <caption className="sr-only">Attendance at each session of {report.series.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headClass} text-left`}>
              Date
            </th>
            <th scope="col" className={`${headClass} text-left`}>
              State
            </th>
            <th scope="col" className={numberHead}>
              Registered
            </th>
            <th scope="col" className={numberHead}>
              In person
            </th>
            <th scope="col" className={numberHead}>
              Online
            </th>
            <th scope="col" className={numberHead}>
              IEEE members
            </th>
            <th scope="col" className={numberHead}>
              Guests
            </th>
            <th scope="col" className={numberHead}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.sessions.map((session) => (
            <tr key={session.eventId}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {session.past ? (
                  <Link
                    to={props.sessionReportHref(session.eventId)}
                    className="text-brand-700 underline hover:text-brand-800"
                  >
                    <time dateTime={session.date}>{formatDate(session.date)}</time>
                    <span className="sr-only">: its report</span>
                  </Link>
                ) : (
                  <time dateTime={session.date} className="text-slate-900">
                    {formatDate(session.date)}
                  </time>
                )}
              </th>
              <td className="px-3 py-2 text-slate-700">{stateOf(session)}</td>
              <SessionFigures attendance={session.attendance} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold print:bg-white">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-left text-slate-900">
              Total, {count(totals.sessionsHeld, 'session', 'sessions')} held
            </th>
            <SessionFigures attendance={totals} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * How many different people came, and how often: a row for each number of sessions, those that
 * reach the certificate's share marked in words.
 */
function PeopleSection(props: { report: SeriesReport }) {
  const { people, series, totals, sessions } = props.report;
  const needed = people.sessionsForCertificate;
  const byHand = sessions.some((session) => session.attendance?.countedBy === 'hand');
  return (
    <Section title="How often people came">
      <p className="text-sm text-slate-700">
        {count(people.attendees, 'person', 'different people')} checked in at one session or more
        (at the door or online), counted by their e-mail address.
        {byHand &&
          ' Sessions counted by hand are not in these figures: their attendees have no address.'}
      </p>
      {series.certificateShare === null ? (
        <p className="text-sm text-slate-700">
          The series gives no certificate: set a share of sessions in its settings to give one.
        </p>
      ) : needed === null ? (
        <p className="text-sm text-slate-700">
          The certificate asks for {series.certificateShare}% of the sessions held; none was held
          yet.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          The certificate asks for {series.certificateShare}% of the sessions held: {needed} of{' '}
          {formatNumber(totals.sessionsHeld)}.{' '}
          <strong className="font-semibold text-slate-900">
            {count(people.reachingCertificate ?? 0, 'person reaches', 'people reach')} it
          </strong>{' '}
          so far.
        </p>
      )}
      {people.bySessions.length > 0 && (
        <table className="w-full max-w-md border-collapse text-sm">
          <caption className="sr-only">People by the number of sessions they attended</caption>
          <thead>
            <tr>
              <th scope="col" className={`${headClass} text-left`}>
                Sessions attended
              </th>
              <th scope="col" className={numberHead}>
                People
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {people.bySessions.map((row) => (
              <tr key={row.sessions}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {row.sessions} of {formatNumber(totals.sessionsHeld)}
                  {needed !== null && row.sessions >= needed && (
                    <span className="ml-2 inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                      <span aria-hidden="true">✓ </span>Certificate
                    </span>
                  )}
                </th>
                <td className={cellClass}>{formatNumber(row.people)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/**
 * A series' summary report (issue 48): each session's attendance (each held session's date opens
 * its own report, for vTools), the totals over the sessions held, how often people came against
 * the certificate's share, the whole as CSV, and a page to print.
 */
export function SeriesReportView(props: {
  target: DashboardTarget;
  report: SeriesReport;
  seriesHref: string;
  sessionReportHref: (eventId: number) => string;
}) {
  const { report, target } = props;
  const { series, totals, people } = report;
  const titleId = useId();

  const average = totals.averageAttendance === null ? '—' : String(totals.averageAttendance);
  return (
    <article aria-labelledby={titleId} className="space-y-6 print:space-y-4">
      <Link
        to={props.seriesHref}
        className="text-sm font-medium text-brand-700 underline hover:text-brand-800 print:hidden"
      >
        <span aria-hidden="true">← </span>The series
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
            Summary report: {series.title}
          </h2>
          <p className="text-sm text-slate-700">{series.summary}</p>
        </div>
        <ReportFileActions download={() => downloadSeriesReport(target, series.id)} />
      </div>
      <Section title="Totals">
        <Figures
          items={[
            ['Sessions held', formatNumber(totals.sessionsHeld)],
            ['Total attendance', formatNumber(totals.attendance)],
            ['Average per session', average],
            ['Different people', formatNumber(people.attendees)],
            ['Registered', formatNumber(totals.registered)],
            ['Checked in', formatNumber(totals.checkedIn)],
            ...(totals.online > 0
              ? [
                  ['In person', formatNumber(totals.inPerson)] as [string, string],
                  ['Online', formatNumber(totals.online)] as [string, string],
                ]
              : []),
            ['IEEE members', formatNumber(totals.members)],
            ['Guests', formatNumber(totals.guests)],
          ]}
        />
        <p className="text-sm text-slate-700">
          Summed over the sessions held: someone who came to two sessions counts twice in the
          attendance, once in the different people. Of the IEEE members,{' '}
          {formatNumber(totals.verifiedMembers)} are verified by a roster and{' '}
          {formatNumber(totals.declaredMembers)} only declared a member number.
          {(totals.sessionsCancelled > 0 || totals.sessionsToCome > 0) &&
            ` Not counted: ${[
              totals.sessionsCancelled > 0 &&
                count(totals.sessionsCancelled, 'cancelled session', 'cancelled sessions'),
              totals.sessionsToCome > 0 &&
                count(totals.sessionsToCome, 'session to come', 'sessions to come'),
            ]
              .filter(Boolean)
              .join(' and ')}.`}
        </p>
      </Section>
      <Section title="Sessions">
        <p className="text-sm text-slate-700">
          Each past session’s date opens its own report, with the fields for vTools.
        </p>
        <SessionsTable report={report} sessionReportHref={props.sessionReportHref} />
      </Section>
      <PeopleSection report={report} />
    </article>
  );
}
