import type { SeriesSession } from '@chapterhouse/shared';
import { longDay, shortDate } from '@chapterhouse/shared/date-wording';

// How a series' sessions are said, on its public page and on its dashboard page alike.

/** `Wednesday 14 October 2026`: a session's day. */
export const sessionDay = (session: Pick<SeriesSession, 'date'>) => longDay(session.date);

/** `18:00 to 19:30`: a session's times, on the branch's clock. */
export const sessionTimes = (session: Pick<SeriesSession, 'startTime' | 'endTime'>) =>
  `${session.startTime} to ${session.endTime}`;

/** Moved by a one-off change to another day (not only retimed or relocated). */
export const isMoved = (session: Pick<SeriesSession, 'date' | 'originalDate'>) =>
  session.date !== session.originalDate;

type Tone = 'danger' | 'warning' | 'muted';

const TONES: Record<Tone, string> = {
  danger: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-900',
  muted: 'bg-slate-200 text-slate-700',
};

/** What marks a session: cancelled or postponed, moved or changed, over, or not open yet. */
export function sessionMarks(session: SeriesSession): { label: string; tone: Tone }[] {
  const marks: { label: string; tone: Tone }[] = [];
  if (session.state === 'cancelled') marks.push({ label: 'Cancelled', tone: 'danger' });
  if (session.state === 'postponed') marks.push({ label: 'Postponed', tone: 'warning' });
  if (isMoved(session)) {
    marks.push({ label: `Moved from ${shortDate(session.originalDate)}`, tone: 'warning' });
  } else if (session.changed) {
    marks.push({ label: 'Changed', tone: 'warning' });
  }
  if (session.past) marks.push({ label: 'Past', tone: 'muted' });
  else if (session.eventId === null) marks.push({ label: 'Not open yet', tone: 'muted' });
  return marks;
}

/** A session's marks as small labels (none for a session on as the rule gives it). */
export function SessionMarks(props: { session: SeriesSession }) {
  const marks = sessionMarks(props.session);
  if (marks.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {marks.map((mark) => (
        <span
          key={mark.label}
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${TONES[mark.tone]}`}
        >
          {mark.label}
        </span>
      ))}
    </span>
  );
}
