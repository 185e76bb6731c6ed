import { JOIN_OPENS_MINUTES_BEFORE, type Registration } from '@chapterhouse/shared';
import { venueText } from '@chapterhouse/shared/event-entry';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/console/confirm-dialog';
import { CalendarIcon, MapPinIcon } from '../../components/icons';
import { apiPaths, paths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { branchTimeWithZone } from '../../lib/branch-clock';
import { formatDate } from '../../lib/format';
import { AttendanceSwitch } from './attendance-switch';
import { PaymentPanel } from './payment-panel';
import { personalStatusWords } from './registration-personal-status';
import { RegistrationTicket } from './registration-status';
import { actThenRead, cancelledWhere, STANDING_STATUSES } from './whole-series-api';
import { WholeSeriesSessions } from './whole-series-sessions';

const FAILED = 'Something went wrong. Please try again.';

const buttonClass =
  'cursor-pointer rounded-lg px-4 py-2.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60';

type Action = 'cancel' | 'delete';

/** What the personal page says once the address is confirmed, by where the registration stands. */
const CONFIRMED_NOTICE: Partial<Record<Registration['status'], string>> = {
  confirmed: 'Your e-mail address is confirmed: the place is yours.',
  waitlisted: 'Your e-mail address is confirmed: you keep your turn on the waiting list.',
  pending: 'Your e-mail address is confirmed: the organisers will decide on your registration.',
};

/** Once the address is confirmed, a paid event's place is held for its payment (issue 49). */
const CONFIRMED_PAY_NOTICE =
  'Your e-mail address is confirmed: a place is held for you while you pay for it.';

const QUESTIONS: Record<Action, { title: string; text: string; confirmLabel: string }> = {
  cancel: {
    title: 'Cancel your registration?',
    text: 'Your place goes to the next person on the waiting list. You can register again while registration is open, at the end of the line.',
    confirmLabel: 'Cancel registration',
  },
  delete: {
    title: 'Delete your data?',
    text: 'Your registration and everything you told us with it are erased now. This cannot be undone; your place, if you had one, goes to the next in line.',
    confirmLabel: 'Delete my data',
  },
};

/**
 * A registrant's own page, through the personal link mailed to them: where their registration
 * stands, the event, their ticket while confirmed, and two buttons, each asking first: cancel
 * (the registration stays, cancelled) and delete (it is erased; the link stops working).
 */
export function RegistrationPanel(props: { token: string; registration: Registration }) {
  const { token } = props;
  const [registration, setRegistration] = useState(props.registration);
  const [asking, setAsking] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (deleted) deletedHeading.current?.focus();
  }, [deleted]);

  const { event } = registration;
  const words = personalStatusWords(registration);
  const [confirming, setConfirming] = useState(false);

  /** The button the mailed link leads to: only this POST confirms, never the visit itself. */
  async function confirmAddress() {
    setError(null);
    setNotice(null);
    setConfirming(true);
    try {
      // Read again: a confirmed address brings the series' other sessions, and the join link.
      const confirmed = await actThenRead(token, apiPaths.confirmRegistration(token), registration);
      setRegistration(confirmed);
      setNotice(
        confirmed.holdFor === 'payment'
          ? CONFIRMED_PAY_NOTICE
          : (CONFIRMED_NOTICE[confirmed.status] ?? null),
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : FAILED);
    } finally {
      setConfirming(false);
    }
  }

  async function act(action: Action) {
    setError(null);
    setNotice(null);
    try {
      if (action === 'cancel') {
        setRegistration(
          await actThenRead(
            token,
            apiPaths.cancelRegistration(token),
            registration,
            cancelledWhere((session) => session.eventId === event.id),
          ),
        );
        setNotice('Your registration is cancelled.');
      } else {
        const answer = await apiRequest<{ message: string }>(apiPaths.registration(token), {
          method: 'DELETE',
          withToken: false,
        });
        setDeleted(answer.message);
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : FAILED);
    } finally {
      setAsking(null);
    }
  }

  const eventLink = (
    <a href={event.path} className="font-semibold text-brand-700 underline underline-offset-2">
      {event.title}
    </a>
  );

  if (deleted) {
    return (
      <div className="space-y-4">
        <h1
          ref={deletedHeading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none"
        >
          Your data is deleted
        </h1>
        <p role="status" className="text-lg text-slate-700">
          {deleted}
        </p>
        <p className="text-slate-700">Back to {eventLink}.</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Your registration
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">{eventLink}</h1>
        <ul className="mt-3 space-y-1 text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0 text-brand-700" />
            <span className="sr-only">When: </span>
            <time dateTime={event.startDate ?? event.date}>
              {formatDate(event.date)}
              {event.time && `, ${branchTimeWithZone(event.date, event.time)}`}
            </time>
          </li>
          {(event.location || event.attendanceMode !== 'in-person') && (
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">Where: </span>
              {venueText(event)}
            </li>
          )}
        </ul>
      </div>

      <section aria-labelledby="registration-status" className="space-y-3">
        <h2 id="registration-status" className="text-xl font-semibold text-slate-900">
          {words.title}
        </h2>
        <p className="text-slate-700">{words.message}</p>
        {registration.ticketCode && (
          <RegistrationTicket token={token} ticketCode={registration.ticketCode} />
        )}
      </section>

      <PaymentPanel token={token} registration={registration} onChange={setRegistration} />

      <AttendanceSwitch token={token} registration={registration} onChange={setRegistration} />

      <WholeSeriesSessions token={token} registration={registration} onChange={setRegistration} />

      {registration.joinPath && (
        <section
          aria-labelledby="registration-join"
          className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
        >
          <h2 id="registration-join" className="text-xl font-semibold text-slate-900">
            Join online
          </h2>
          <p className="text-slate-700">
            Your personal join link opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the start;
            joining through it counts as attending. It is yours alone: please do not share it.
          </p>
          <a
            href={registration.joinPath}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Open my join link
          </a>
        </section>
      )}

      {registration.certificate && (
        <section
          aria-labelledby="registration-certificate"
          className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
        >
          <h2 id="registration-certificate" className="text-xl font-semibold text-slate-900">
            Your certificate
          </h2>
          <p className="text-slate-700">
            Your certificate is ready. Anyone can check it is genuine on its page.
          </p>
          <div className="flex flex-wrap gap-3">
            {/* Public by its code: a plain download, no session needed. */}
            <a
              href={registration.certificate.pdfPath}
              download
              className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
            >
              Download certificate
            </a>
            <a
              href={paths.certificate(registration.certificate.code)}
              className={`${buttonClass} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
            >
              Verify
            </a>
          </div>
        </section>
      )}

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-500">Name</dt>
        <dd className="text-slate-900">{registration.name}</dd>
        <dt className="font-medium text-slate-500">Email</dt>
        <dd className="break-all text-slate-900">{registration.email}</dd>
        {registration.memberNumber && (
          <>
            <dt className="font-medium text-slate-500">IEEE member number</dt>
            <dd className="text-slate-900">{registration.memberNumber}</dd>
          </>
        )}
      </dl>

      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        {/* Only a held address is confirmed here; a place held for its payment is paid for above. */}
        {registration.confirmBy && registration.holdFor === 'address' && (
          <button
            type="button"
            onClick={confirmAddress}
            disabled={confirming}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Confirm
          </button>
        )}
        {STANDING_STATUSES.has(registration.status) && (
          <button
            type="button"
            onClick={() => setAsking('cancel')}
            className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
          >
            Cancel my registration
          </button>
        )}
        <button
          type="button"
          onClick={() => setAsking('delete')}
          className={`${buttonClass} border border-red-700 text-red-700 hover:bg-red-50`}
        >
          Delete my data
        </button>
      </div>

      {asking && (
        <ConfirmDialog
          title={QUESTIONS[asking].title}
          confirmLabel={QUESTIONS[asking].confirmLabel}
          onConfirm={() => act(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>{QUESTIONS[asking].text}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
