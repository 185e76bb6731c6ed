import type { Attendance, EventReport, FeedbackSummary } from '@chapterhouse/shared';
import { RATING_MAX } from '@chapterhouse/shared';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BarChart } from '../../components/charts/bar-chart';
import { Details } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton } from '../../components/forms/form-fields';
import { notifyError, notifySuccess } from '../../components/toaster';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatList, formatNumber } from '../../lib/format';
import { downloadEventReport, type EventReportRead, vToolsText } from './event-report-api';

export const COPIED = 'The vTools fields are copied: paste them into vTools’ event report.';
export const COPY_REFUSED =
  'Could not copy: the fields are selected, copy them with Ctrl+C (⌘C on a Mac).';

/** `Computer Society with Robotics Society and Sensors Council`: who held the event. */
const hostsOf = (event: EventReport['event']) =>
  event.coHosts.length === 0
    ? event.organisation.name
    : `${event.organisation.name} with ${formatList(event.coHosts.map((host) => host.name))}`;

const STATE_WORDS: Record<string, string> = { cancelled: 'Cancelled', postponed: 'Postponed' };

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

/** A report's section: its heading and what it says. */
export function Section(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

/** Large figures with their labels. */
export function Figures(props: { items: [label: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {props.items.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-lg bg-slate-50 px-4 py-3 print:px-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="order-first text-2xl font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AttendanceSection(props: { attendance: Attendance }) {
  const { attendance } = props;
  return (
    <Section title="Attendance">
      <Figures
        items={[
          ['Registered', formatNumber(attendance.registered)],
          ['Checked in', formatNumber(attendance.checkedIn)],
          // Online joins (issue 48) count as check-ins: the split says where they were.
          ...(attendance.online > 0
            ? [
                ['In person', formatNumber(attendance.inPerson)] as [string, string],
                ['Online', formatNumber(attendance.online)] as [string, string],
              ]
            : []),
          ['IEEE members', formatNumber(attendance.members)],
          // Hand counts say nothing of who was verified: the split is the door's.
          ...(attendance.countedBy === 'check-ins'
            ? [
                ['Verified members', formatNumber(attendance.verifiedMembers)] as [string, string],
                ['Declared members', formatNumber(attendance.declaredMembers)] as [string, string],
              ]
            : []),
          ['Guests', formatNumber(attendance.guests)],
        ]}
      />
      <p className="text-sm text-slate-700">
        {attendance.countedBy === 'hand'
          ? 'IEEE members and guests counted by hand: the officers’ own counts.'
          : 'IEEE members and guests counted at the door: from the check-ins (a registrant the IEEE roster lists, or who gave an IEEE member number, is a member’s).'}{' '}
        {attendance.countedBy === 'hand'
          ? null
          : attendance.verifiedAsOf
            ? `Verified members are those the OU Analytics roster exported on ${formatDate(attendance.verifiedAsOf)} lists as active; declared members gave a member number no roster confirms.`
            : 'No roster verified anyone yet: the branch admin (or the society’s owner) can upload the OU Analytics roster in the console.'}
      </p>
    </Section>
  );
}

const starsLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

function FeedbackSection(props: { feedback: FeedbackSummary }) {
  const { feedback } = props;
  const average = feedback.average === null ? '—' : `${feedback.average.toFixed(1)} of 5`;
  return (
    <Section title="Feedback">
      <Figures
        items={[
          ['Asked', formatNumber(feedback.asked)],
          ['Answers', formatNumber(feedback.answers)],
          ['Average rating', average],
        ]}
      />
      {feedback.asked === 0 ? (
        <p className="text-sm text-slate-700">
          Nobody was asked yet: everyone checked in at the door is mailed two questions once the
          event has ended.
        </p>
      ) : feedback.answers === 0 ? (
        <p className="text-sm text-slate-700">No answers yet.</p>
      ) : (
        <BarChart
          title="Ratings"
          series={['Answers']}
          groups={feedback.distribution.map((answers, index) => ({
            label: starsLabel(index + 1),
            values: [answers],
          }))}
          unit="answers"
          summary={`Average ${average} from ${count(feedback.answers, 'answer', 'answers')}.`}
        />
      )}
      {feedback.comments.length > 0 && (
        <>
          <h4 className="text-sm font-semibold text-slate-900">Comments, newest first</h4>
          <ul aria-label="Comments" className="space-y-2">
            {feedback.comments.map((comment) => (
              <li
                key={`${comment.answeredAt}-${comment.comment}`}
                className="rounded-lg border border-slate-200 px-4 py-3 text-sm print:break-inside-avoid"
              >
                <p className="text-slate-900 [overflow-wrap:anywhere] whitespace-pre-line">
                  {comment.comment}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  Rated {comment.rating} of {RATING_MAX},{' '}
                  <time dateTime={comment.answeredAt}>{formatDate(comment.answeredAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/**
 * The vTools fields, a line each in the form's order, in a read-only box and copied with one
 * press. Where the browser refuses the clipboard (an insecure origin, a denied permission), the
 * text is selected to copy by hand.
 */
function VToolsBlock(props: { text: string; attendance: Attendance }) {
  const { attendance } = props;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      notifySuccess(COPIED);
    } catch {
      box.current?.focus();
      box.current?.select();
      notifyError(COPY_REFUSED);
    }
  };
  return (
    <Section title="Copy for vTools">
      <p id={`${id}-about`} className="text-sm text-slate-700">
        The fields of IEEE’s vTools event report, in the order its form asks them.
        {attendance.countedBy === 'check-ins' &&
          ` vTools asks for the IEEE members in all: of the ${formatNumber(attendance.members)} here, ${formatNumber(attendance.verifiedMembers)} ${attendance.verifiedAsOf ? `are verified by the OU Analytics roster of ${formatDate(attendance.verifiedAsOf)}` : 'are verified by a roster'} and ${formatNumber(attendance.declaredMembers)} only declared a member number.`}
      </p>
      <label htmlFor={id} className="sr-only">
        vTools fields
      </label>
      <textarea
        ref={box}
        id={id}
        readOnly
        value={props.text}
        rows={props.text.split('\n').length}
        aria-describedby={`${id}-about`}
        onFocus={(event) => event.currentTarget.select()}
        className="field-sizing-content block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none print:border-0 print:bg-white print:p-0"
      />
      <div className="print:hidden">
        <ActionButton variant="primary" onClick={() => void copy()}>
          Copy for vTools
        </ActionButton>
      </div>
    </Section>
  );
}

function BackLink(props: { href: string }) {
  return (
    <Link
      to={props.href}
      className="text-sm font-medium text-brand-700 underline hover:text-brand-800 print:hidden"
    >
      <span aria-hidden="true">← </span>All events
    </Link>
  );
}

/**
 * A past event's report, for IEEE's vTools meeting report and the college: when and where, who
 * hosted and spoke, who came, what they said of it and its photos, with the vTools fields to copy,
 * the whole as CSV, and a page to print (the dashboard's header, tabs and buttons stay off paper).
 */
/**
 * A report's Download CSV (the file saved, or why not, in a toast) and Print, hidden in print.
 */
export function ReportFileActions(props: { download: () => Promise<string> }) {
  const change = useDashboardChange();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await change(props.download, (file) => `The report is saved as ${file}.`, { reload: false });
    setDownloading(false);
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <ActionButton disabled={downloading} onClick={() => void download()}>
        {downloading ? 'Downloading...' : 'Download CSV'}
      </ActionButton>
      <ActionButton onClick={() => window.print()}>Print</ActionButton>
    </div>
  );
}

export function EventReportView(props: {
  target: DashboardTarget;
  read: EventReportRead;
  eventsHref: string;
}) {
  const { read, target } = props;
  const titleId = useId();

  if (!read.report) {
    return (
      <div className="space-y-6">
        <BackLink href={props.eventsHref} />
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">No report yet</h2>
          <p className="mt-2 text-slate-700">{read.refused}</p>
        </div>
      </div>
    );
  }

  const { event, attendance, feedback, photos, vTools } = read.report;
  return (
    <article aria-labelledby={titleId} className="space-y-6 print:space-y-4">
      <BackLink href={props.eventsHref} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          Report: {event.title}
        </h2>
        <ReportFileActions download={() => downloadEventReport(target, read.eventId)} />
      </div>
      <Section title="The event">
        <Details
          items={[
            ['When', event.when],
            ['Place', event.place],
            ['State', STATE_WORDS[event.state] ?? null],
            ['Category', event.category],
            ['Sub-category', event.subCategory],
            ['Hosts', hostsOf(event)],
            [
              'Speakers',
              event.speakers.length === 0 ? null : (
                <ul key="speakers">
                  {event.speakers.map((speaker) => (
                    <li key={`${speaker.name}-${speaker.affiliation ?? ''}`}>
                      {speaker.name}
                      {speaker.affiliation && `, ${speaker.affiliation}`}
                    </li>
                  ))}
                </ul>
              ),
            ],
            ['Photos', `${count(photos, 'photo', 'photos')} in the gallery`],
          ]}
        />
      </Section>
      <AttendanceSection attendance={attendance} />
      <FeedbackSection feedback={feedback} />
      <VToolsBlock text={vToolsText(vTools)} attendance={attendance} />
    </article>
  );
}
