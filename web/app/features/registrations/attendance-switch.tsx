import type { Registration } from '@chapterhouse/shared';
import { useState } from 'react';
import { apiPaths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { actThenRead } from './whole-series-api';

// A hybrid event's registrant switching between the room and online (issue 48, item 7), on their
// personal page, while the other way has a place free: the server decides, under the event's lock.

const FAILED = 'Something went wrong. Please try again.';

/** Where a way of attending is, in a sentence. */
const where = (attendance: 'in-person' | 'online') =>
  attendance === 'online' ? 'online' : 'in the room';

/**
 * How they attend a hybrid event, and the button that switches it while the other way has a
 * place free (else why it cannot). Nothing for any other event, or once the event is over.
 */
export function AttendanceSwitch(props: {
  token: string;
  registration: Registration;
  onChange: (registration: Registration) => void;
}) {
  const { registration } = props;
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const { attendance, attendanceSwitch } = registration;
  if (!attendance) return null;

  async function switchTo(to: 'in-person' | 'online') {
    setSending(true);
    setMessage(null);
    try {
      const answer = await actThenRead(
        props.token,
        apiPaths.registrationAttendance(props.token),
        registration,
        undefined,
        { attendance: to },
      );
      props.onChange(answer);
      setMessage({ kind: 'done', text: `You now attend ${where(to)}.` });
    } catch (caught) {
      setMessage({ kind: 'error', text: caught instanceof ApiError ? caught.message : FAILED });
    } finally {
      setSending(false);
    }
  }

  const waiting = registration.status === 'waitlisted';
  return (
    <section
      aria-labelledby="registration-attendance"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="registration-attendance" className="text-xl font-semibold text-slate-900">
        How you attend
      </h2>
      <p className="text-slate-700">
        {waiting
          ? `You are on the waiting list for a place ${where(attendance)}.`
          : `You attend ${where(attendance)}.`}{' '}
        This event is hybrid: the room and online each have their own places.
      </p>
      {attendanceSwitch &&
        (attendanceSwitch.free ? (
          <button
            type="button"
            disabled={sending}
            onClick={() => void switchTo(attendanceSwitch.to)}
            className="cursor-pointer rounded-lg border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60"
          >
            {sending ? 'Switching...' : `Attend ${where(attendanceSwitch.to)} instead`}
          </button>
        ) : (
          <p className="text-sm text-slate-600">
            There are no places left {where(attendanceSwitch.to)} to switch to.
          </p>
        ))}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={
            message.kind === 'error'
              ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800'
              : 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
          }
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
