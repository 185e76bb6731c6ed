import {
  ACTIVITY_RECORD_FILE,
  ACTIVITY_UNMAPPED,
  type ActivityLine,
  type ActivityRecord,
  attendanceWords,
  type SharedActivityRecord,
  sessionsWords,
} from '@chapterhouse/shared';
import { apiPaths, paths } from '../../config/paths';
import { formatDate } from '../../lib/format';

// A student's activity record (issue 47, item 5; docs/activity-record.md): on their own page
// (`/me`) with its PDF and sharing, and at its shared link (`/records/:token`) for anyone who
// checks it. Plain HTML rendered on the server: a list rather than a table, so a phone reads
// each line whole without scrolling sideways.

/** The `/me` form that turns sharing on or off (a native POST to the page's action). */
export const RECORD_SHARING_INTENT = 'record-sharing';
export const RECORD_SHARED = 'Your record is shared: anyone with its link can check it.';
export const RECORD_UNSHARED = 'Your record is no longer shared: its link now says so.';

const LINK = 'font-medium text-brand-700 underline hover:no-underline';

const hoursWords = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(2)} h`;

function pointsWords(points: number | null) {
  if (points === null) return null;
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

function LineItem({ line }: { line: ActivityLine }) {
  const details = [
    line.role,
    attendanceWords(line),
    // A series, listed once: '8 sessions'.
    sessionsWords(line),
    line.hours === null ? 'Hours not given' : hoursWords(line.hours),
    line.activity ?? ACTIVITY_UNMAPPED,
    pointsWords(line.points),
  ].filter(Boolean);
  return (
    <li className="px-4 py-4">
      <p className="font-semibold break-words text-slate-900">{line.eventTitle}</p>
      <p className="mt-1 text-sm text-slate-600">
        <time dateTime={line.eventDate}>{formatDate(line.eventDate)}</time> · {line.organisation}
        {line.ieeeCategory && <> · IEEE {line.ieeeCategory}</>}
      </p>
      <p className="mt-1 text-sm text-slate-800">{details.join(' · ')}</p>
      {line.certificate && (
        <p className="mt-1 text-sm">
          {line.certificate.valid ? (
            <a href={line.certificate.verifyPath} className={LINK}>
              Certificate {line.certificate.code}
              <span className="sr-only"> of {line.eventTitle}</span>: verify
            </a>
          ) : (
            <span className="font-medium text-red-800">
              Certificate {line.certificate.code} was revoked
            </span>
          )}
        </p>
      )}
    </li>
  );
}

/**
 * "3 events, 7.50 h, 10 points": hours and points only where there are some (an event without
 * times has no hours; 0 h would read as if the student sat through none).
 */
function countWords(total: { events: number; hours: number; points: number | null }) {
  return [
    `${total.events} ${total.events === 1 ? 'event' : 'events'}`,
    total.hours > 0 ? hoursWords(total.hours) : null,
    pointsWords(total.points),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Events, hours and points in all, then per activity category. */
function Totals({ record }: { record: SharedActivityRecord }) {
  const { totals } = record;
  return (
    <div className="mt-3 text-slate-800">
      <p className="font-semibold">{countWords(totals)}</p>
      {totals.byActivity.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {totals.byActivity.map((total) => (
            <li key={total.activity}>
              {total.activity}: {countWords(total)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Lines({ record }: { record: SharedActivityRecord }) {
  return (
    <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {record.lines.map((line) => (
        <LineItem
          key={`${line.eventDate}-${line.eventTitle}-${line.certificate?.code ?? ''}`}
          line={line}
        />
      ))}
    </ul>
  );
}

/** What the sharing form answered, shown above it. */
export interface SharingOutcome {
  error?: string;
  message?: string;
}

/**
 * On the student's page (`/me`): where their record is. It has a page of its own, read only when
 * opened, so the student's page stays one quick read.
 */
export function ActivityRecordLinks() {
  return (
    <section className="mt-10" aria-labelledby="activity-record-links">
      <h2 id="activity-record-links" className="text-xl font-bold text-slate-900">
        Activity record
      </h2>
      <p className="mt-3 text-slate-700">
        Every event you were checked in to, with your role, hours and certificates, for your
        college’s activity points.{' '}
        <a href={paths.meRecord()} className={LINK}>
          Your activity record
        </a>{' '}
        (share it, or{' '}
        <a href={apiPaths.meRecordPdf()} download={ACTIVITY_RECORD_FILE} className={LINK}>
          download it as a PDF
        </a>
        ).
      </p>
    </section>
  );
}

/** The record on its own page (`/me/record`): totals, its PDF, whether it is shared, each line. */
export function ActivityRecordSection(props: { record: ActivityRecord; outcome?: SharingOutcome }) {
  const { record, outcome } = props;
  const { sharing } = record;
  return (
    <section aria-labelledby="activity-record-heading">
      <h1 id="activity-record-heading" className="text-3xl font-bold tracking-tight text-brand-900">
        {record.name ? `${record.name}'s activity record` : 'Your activity record'}
      </h1>
      <p className="mt-2 text-sm">
        <a href={paths.me()} className={LINK}>
          Back to your events
        </a>
      </p>
      {record.lines.length === 0 ? (
        <p className="mt-3 text-slate-600">
          Nothing yet: events you are checked in to, and certificates issued to this address, appear
          here.
        </p>
      ) : (
        <>
          <Totals record={record} />
          <p className="mt-3 text-sm">
            <a href={apiPaths.meRecordPdf()} download={ACTIVITY_RECORD_FILE} className={LINK}>
              Download the record (PDF)
            </a>{' '}
            <span className="text-slate-600">
              Its QR code leads to the record’s page, where anyone can check each line.
            </span>
          </p>
        </>
      )}
      <form method="post" className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <input type="hidden" name="intent" value={RECORD_SHARING_INTENT} />
        <input type="hidden" name="shared" value={sharing.shared ? 'off' : 'on'} />
        <p className="text-sm text-slate-800">
          {sharing.shared && sharing.path ? (
            <>
              Shared: anyone with{' '}
              <a href={sharing.path} className={`${LINK} break-all`}>
                this link
              </a>{' '}
              (the one your PDF’s QR code leads to) can see the record and check its certificates.
            </>
          ) : (
            'Not shared: the record’s link says so to anyone who opens it.'
          )}
        </p>
        {outcome?.error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {outcome.error}
          </p>
        )}
        {outcome?.message && (
          <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
            {outcome.message}
          </p>
        )}
        <button
          type="submit"
          className="mt-3 cursor-pointer rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          {sharing.shared ? 'Stop sharing' : 'Share my record'}
        </button>
      </form>
      {record.lines.length > 0 && <Lines record={record} />}
      <p className="mt-3 text-sm text-slate-600">{record.pointsNote}</p>
    </section>
  );
}

/** The record at its shared link: whose, as of when, every line and its certificate's standing. */
export function SharedActivityRecordPanel({ record }: { record: SharedActivityRecord }) {
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Activity record · {record.branchName}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-brand-900">
        {record.name ?? 'A student'}
      </h1>
      <p className="mt-2 text-slate-600">
        As this site’s records stand on{' '}
        <time dateTime={record.readAt}>{formatDate(record.readAt)}</time>: every event the student
        was checked in to at the door, or given a certificate for. Each valid certificate links to
        its own verification.
      </p>
      <Totals record={record} />
      {record.lines.length === 0 ? (
        <p className="mt-4 text-slate-600">No events yet.</p>
      ) : (
        <Lines record={record} />
      )}
      <p className="mt-4 text-sm text-slate-600">{record.pointsNote}</p>
    </div>
  );
}
