import {
  type Attendance,
  type OrganisationRef,
  type SeriesReport,
  type SeriesReportPeople,
  type SeriesReportSession,
  type SeriesReportTotals,
  sessionsForShare,
} from '@chapterhouse/shared';
import { csvText } from '../../lib/csv.js';
import { type DownloadName, downloadName } from '../../lib/download-names.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { reportedSessionsOf } from '../events/event-attendance.js';
import { sessionsAttendedByAddress } from '../registrations/event-attendees.js';
import { attendanceOf } from './event-report.service.js';

// A series' summary report (issue 48, item 4): each session with its attendance as its own
// report counts it, the totals over the sessions held, and how many different people came how
// often (against the certificate's share). Works while the series runs: sessions to come are
// listed without attendance.

const ATTENDANCE_FIGURES = [
  'registered',
  'checkedIn',
  'inPerson',
  'online',
  'members',
  'verifiedMembers',
  'declaredMembers',
  'guests',
] as const satisfies readonly (keyof Attendance)[];

/** The sessions' figures summed over those held, and how many were held, cancelled and to come. */
function totalsOf(sessions: readonly SeriesReportSession[]): SeriesReportTotals {
  const held = sessions.flatMap((session) => (session.attendance ? [session.attendance] : []));
  const sum = (figure: (typeof ATTENDANCE_FIGURES)[number]) =>
    held.reduce((total, attendance) => total + attendance[figure], 0);
  const figures = Object.fromEntries(
    ATTENDANCE_FIGURES.map((figure) => [figure, sum(figure)]),
  ) as Record<(typeof ATTENDANCE_FIGURES)[number], number>;
  const attendance = figures.members + figures.guests;
  return {
    sessionsHeld: held.length,
    sessionsCancelled: sessions.filter((session) => session.state === 'cancelled').length,
    sessionsToCome: sessions.filter((session) => !session.past && session.state !== 'cancelled')
      .length,
    ...figures,
    attendance,
    averageAttendance: held.length === 0 ? null : Math.round((attendance / held.length) * 10) / 10,
  };
}

/**
 * How many different addresses were checked in at the sessions held, how many came to exactly
 * k of them (k = 1 to the sessions held), and how many reach the certificate's share.
 */
function peopleOf(
  attended: readonly { sessionsAttended: number }[],
  held: number,
  certificateShare: number | null,
): SeriesReportPeople {
  const bySessions = Array.from({ length: held }, (_, index) => ({
    sessions: index + 1,
    people: attended.filter((person) => person.sessionsAttended === index + 1).length,
  }));
  const needed = sessionsForShare(certificateShare, held);
  return {
    attendees: attended.length,
    bySessions,
    sessionsForCertificate: needed,
    reachingCertificate:
      needed === null
        ? null
        : attended.filter((person) => person.sessionsAttended >= needed).length,
  };
}

/**
 * The summary report of one of the organisation's series: 404 when it has no such series (as
 * its dashboard page answers).
 */
export async function seriesReport(
  context: ServiceContext,
  organisation: OrganisationRef,
  seriesId: number,
): Promise<SeriesReport> {
  const found = await reportedSessionsOf(context, organisation.id, seriesId);
  if (!found) throw notFound('Series not found.');
  const sessions = found.sessions.map((session): SeriesReportSession => {
    const past = session.status === 'past';
    return {
      eventId: session.id,
      title: session.title,
      date: session.date,
      startTime: session.time,
      endTime: session.endTime,
      state: session.state,
      past,
      attendance: past && session.state !== 'cancelled' ? attendanceOf(session) : null,
    };
  });
  const heldIds = sessions.flatMap((session) => (session.attendance ? [session.eventId] : []));
  const attended = await sessionsAttendedByAddress(context.db, heldIds);
  const { series } = found;
  return {
    series: { ...series, organisation },
    sessions,
    totals: totalsOf(sessions),
    people: peopleOf(attended, heldIds.length, series.certificateShare),
  };
}

/** A session's state in words: cancelled, held, postponed or to come. */
function stateOf(session: SeriesReportSession): string {
  if (session.state === 'cancelled') return 'Cancelled';
  if (session.past) return 'Held';
  return session.state === 'postponed' ? 'Postponed' : 'To come';
}

const CSV_HEADER = [
  'Date',
  'Title',
  'State',
  'Registered',
  'Checked in',
  'In person',
  'Online',
  'IEEE members',
  'Members verified by the roster',
  'Members declared only',
  'Guests',
  'Total attendance',
];

/**
 * The summary as CSV: a row per session (its figures blank unless it was held), then the
 * totals over the sessions held. Formula-like cells (a title typed as `=…`) are quoted out.
 */
export async function seriesReportCsv(
  context: ServiceContext,
  organisation: OrganisationRef,
  seriesId: number,
): Promise<{ csv: string; fileName: DownloadName }> {
  const report = await seriesReport(context, organisation, seriesId);
  const figures = (attendance: Omit<Attendance, 'verifiedAsOf' | 'countedBy'> | null) =>
    attendance
      ? [
          attendance.registered,
          attendance.checkedIn,
          attendance.inPerson,
          attendance.online,
          attendance.members,
          attendance.verifiedMembers,
          attendance.declaredMembers,
          attendance.guests,
          attendance.members + attendance.guests,
        ].map(String)
      : Array<string>(9).fill('');
  const { totals } = report;
  const rows: string[][] = [
    CSV_HEADER,
    ...report.sessions.map((session) => [
      session.date,
      session.title,
      stateOf(session),
      ...figures(session.attendance),
    ]),
    [
      'Total',
      `${totals.sessionsHeld} ${totals.sessionsHeld === 1 ? 'session' : 'sessions'} held`,
      '',
      ...figures(totals),
    ],
  ];
  return {
    csv: csvText(rows),
    // `series-report-weekly-coding-club.csv`
    fileName: downloadName('series-report', [report.series.title], 'csv'),
  };
}
