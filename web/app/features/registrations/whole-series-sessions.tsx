import { eventPagePath, type Registration } from '@chapterhouse/shared';
import { useState } from 'react';
import { ConfirmDialog, useFocusAfterRemoval } from '../../components/console/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { branchTimeWithZone, branchToday } from '../../lib/branch-clock';
import { formatDate } from '../../lib/format';
import { registrationStatusWords } from './registration-status';
import {
  actThenRead,
  cancellableSession,
  cancelledWhere,
  wholeSeriesApiPaths,
} from './whole-series-api';

type WholeSeries = NonNullable<Registration['wholeSeries']>;
type Session = WholeSeries['sessions'][number];

const FAILED = 'Something went wrong. Please try again.';

const buttonClass =
  'cursor-pointer rounded-lg border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60';

/** `1 Jul 2026, 14:00 IST`: a session's day and start, as the page says its event's. */
const whenOf = (session: Session) =>
  `${formatDate(session.date)}${session.time ? `, ${branchTimeWithZone(session.date, session.time)}` : ''}`;

/** The `<time>` value of a session's start: its day, with its time when it has one. */
const dateTimeOf = (session: Session) =>
  session.time && /^\d\d:\d\d$/.test(session.time)
    ? `${session.date}T${session.time}`
    : session.date;

type Asking = { kind: 'session'; session: Session } | { kind: 'series' };

/**
 * On the personal page of a registration that stands for a whole series (issue 48): their
 * registration for each session, linked to its page, with a button to cancel one session still to
 * come and one to cancel them all, each asking first as the page's own cancel does. Only drawn
 * once the page's script has read the registration (decision 014: nothing here to press early).
 */
export function WholeSeriesSessions(props: {
  token: string;
  registration: Registration;
  /** The registration read again once an action is done. */
  onChange: (registration: Registration) => void;
}) {
  const { token, registration } = props;
  const series = registration.wholeSeries;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A cancelled session's button goes with it: the focus moves to the list's heading.
  const focus = useFocusAfterRemoval<HTMLHeadingElement>(series);
  if (!series) return null;

  const today = branchToday();
  const cancellable = series.sessions.filter((session) => cancellableSession(session, today));

  async function act(action: Asking) {
    setError(null);
    setNotice(null);
    try {
      const read =
        action.kind === 'session'
          ? await actThenRead(
              token,
              wholeSeriesApiPaths.cancelSession(token, action.session.eventId),
              registration,
              cancelledWhere((session) => session.eventId === action.session.eventId),
            )
          : await actThenRead(
              token,
              wholeSeriesApiPaths.cancelSeries(token),
              registration,
              cancelledWhere((session) => cancellableSession(session, today)),
            );
      focus.expect();
      props.onChange(read);
      setNotice(
        action.kind === 'session'
          ? `Your registration for the session of ${whenOf(action.session)} is cancelled.`
          : 'Your registrations for every session still to come are cancelled.',
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : FAILED);
    } finally {
      setAsking(null);
    }
  }

  const headingId = 'registration-series';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2
        id={headingId}
        ref={focus.ref}
        tabIndex={-1}
        className="text-xl font-semibold break-words text-slate-900 focus:outline-none"
      >
        Your sessions of {series.title}
      </h2>
      <p className="text-slate-700">
        You registered once for the whole series: each session keeps its own place or waiting list,
        and you can cancel any session still to come.
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {series.sessions.map((session) => {
          const when = whenOf(session);
          return (
            <li
              key={session.eventId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3"
            >
              <div className="min-w-0">
                <a
                  href={eventPagePath({ id: session.eventId, title: '' })}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  <time dateTime={dateTimeOf(session)}>{when}</time>
                </a>
                <p className="text-sm text-slate-700">
                  <span className="sr-only">Status: </span>
                  {
                    registrationStatusWords({ status: session.status, waitlistPosition: null })
                      .title
                  }
                </p>
              </div>
              {cancellableSession(session, today) && (
                <button
                  type="button"
                  onClick={() => setAsking({ kind: 'session', session })}
                  className={buttonClass}
                >
                  Cancel this session<span className="sr-only"> of {when}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>

      <div role="status">
        {notice && (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{notice}</p>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}

      {cancellable.length > 0 && (
        <button type="button" onClick={() => setAsking({ kind: 'series' })} className={buttonClass}>
          Cancel all sessions
        </button>
      )}

      {asking && (
        <ConfirmDialog
          title={asking.kind === 'session' ? 'Cancel this session?' : 'Cancel all your sessions?'}
          confirmLabel={asking.kind === 'session' ? 'Cancel session' : 'Cancel all sessions'}
          onConfirm={() => act(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.kind === 'session'
              ? `Your registration for the session of ${whenOf(asking.session)} is cancelled, and your place goes to the next person on its waiting list. Your other sessions stay as they are.`
              : 'Your registration for every session still to come is cancelled, and each place goes to the next person on its waiting list. Sessions that took place stay as they were.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
