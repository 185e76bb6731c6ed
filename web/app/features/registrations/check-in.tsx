import {
  type CheckInRequest,
  type DeskRegistration,
  type RegistrationDeskPage,
  TICKET_CODE_MESSAGE,
  ticketCodeOf,
} from '@chapterhouse/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { messageOf } from '../../components/forms/change-failed';
import { useFollowingState } from '../../components/use-following-state';
import { branchTimeWithZone } from '../../lib/branch-clock';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatLocalDateTime } from '../../lib/format';
import { QrScanner } from './qr-scanner';
import { checkIn, loadCheckInSummary, searchConfirmed } from './registration-desk-api';

/** What the last check-in came to: let in, seen before, or refused. */
interface Outcome {
  tone: 'in' | 'again' | 'refused';
  text: string;
}

const OUTCOME_STYLES: Record<Outcome['tone'], string> = {
  in: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  again: 'border-amber-300 bg-amber-50 text-amber-900',
  refused: 'border-red-300 bg-red-50 text-red-900',
};
const OUTCOME_MARKS: Record<Outcome['tone'], string> = { in: '✓', again: '!', refused: '✕' };

const bigInput =
  'w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const bigButton =
  'w-full cursor-pointer rounded-xl bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60';

/**
 * The check-in screen, made for a phone at the door: scan the ticket's QR code with the camera,
 * type its code, or find the person by name. Each result shows large (green: in; amber: already
 * in; red: refused) and is read out by screen readers; a ticket checks in once.
 */
export function CheckInScreen(props: {
  target: DashboardTarget;
  summary: RegistrationDeskPage;
  registrationsHref: string;
}) {
  const { target, summary } = props;
  const { event } = summary;
  const change = useDashboardChange();
  // Kept here and read again after each check-in: reloading the whole dashboard per scan would be
  // slow at a busy door, and one reload would cut short the one before.
  const [counts, setCounts] = useFollowingState(summary.counts);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<DeskRegistration[] | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const searchId = useId();

  const findPeople = async (text: string) => {
    try {
      setFound((await searchConfirmed(target, event.id, text)).items);
    } catch (error) {
      setFound(null);
      setOutcome({ tone: 'refused', text: messageOf(error) });
    }
  };

  const refreshCounts = async () => {
    try {
      setCounts((await loadCheckInSummary(target, event.id)).counts);
    } catch {
      // The counts stay as they were; the next check-in reads them again.
    }
  };

  const admit = async (request: CheckInRequest) => {
    setPending(true);
    const result = await change(
      () => checkIn(target, event.id, request),
      (answer) => answer.message,
      { quiet: true, reload: false },
    );
    setPending(false);
    if (result.ok) {
      setOutcome({ tone: 'in', text: result.value.message });
      void refreshCounts();
    } else if (result.message.startsWith('Already checked in')) {
      setOutcome({ tone: 'again', text: result.message });
    } else setOutcome({ tone: 'refused', text: result.message });
    return result.ok;
  };

  const admitCode = async (text: string) => {
    const ticketCode = ticketCodeOf(text);
    if (!ticketCode) {
      setOutcome({ tone: 'refused', text: TICKET_CODE_MESSAGE });
      return;
    }
    if (await admit({ ticketCode })) setCode('');
    codeField.current?.focus();
  };

  const submitCode = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void admitCode(code);
  };

  const submitSearch = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (search.trim()) void findPeople(search.trim());
  };

  const admitPerson = async (registration: DeskRegistration) => {
    await admit({ registrationId: registration.id });
    await findPeople(search.trim());
  };

  return (
    <div className="mx-auto max-w-md space-y-6">
      <div>
        <Link
          to={props.registrationsHref}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          <span aria-hidden="true">← </span>Registrations
        </Link>
        <h2 className="mt-2 text-xl font-bold text-slate-900">Check-in: {event.title}</h2>
        <p className="text-sm text-slate-600">
          {formatDate(event.date)}
          {event.time ? ` at ${branchTimeWithZone(event.date, event.time)}` : ''}.{' '}
          <strong className="text-slate-900">
            {counts['checked-in']} of {counts.confirmed}
          </strong>{' '}
          confirmed checked in.
        </p>
      </div>

      {/* One live region, always present, so each new result is read out as it appears. */}
      <div aria-live="assertive" aria-atomic="true">
        {outcome && (
          <p
            className={`flex items-start gap-3 rounded-xl border-2 px-4 py-4 text-lg font-semibold ${OUTCOME_STYLES[outcome.tone]}`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              {OUTCOME_MARKS[outcome.tone]}
            </span>
            <span>{outcome.text}</span>
          </p>
        )}
      </div>

      {event.state === 'cancelled' ? (
        <p role="alert" className="rounded-xl border-2 border-red-300 bg-red-50 px-4 py-4">
          This event has been cancelled: nobody can be checked in.
        </p>
      ) : (
        <>
          <section aria-labelledby={`${codeId}-heading`} className="space-y-3">
            <h3 id={`${codeId}-heading`} className="text-base font-semibold text-slate-900">
              Scan or type the ticket
            </h3>
            <QrScanner busy={pending} onCode={(text) => void admitCode(text)} />
            <form onSubmit={submitCode} className="space-y-3">
              <label htmlFor={codeId} className="block text-sm font-medium text-slate-700">
                Ticket code
              </label>
              <input
                ref={codeField}
                id={codeId}
                value={code}
                onChange={(changeEvent) => setCode(changeEvent.currentTarget.value)}
                placeholder="K7QX-9M2P-4TRW"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className={`${bigInput} font-mono tracking-wider uppercase`}
              />
              <button type="submit" disabled={pending} className={bigButton}>
                {pending ? 'Checking in...' : 'Check in'}
              </button>
            </form>
          </section>

          <section aria-labelledby={`${searchId}-heading`} className="space-y-3">
            <h3 id={`${searchId}-heading`} className="text-base font-semibold text-slate-900">
              No ticket? Find them by name
            </h3>
            <form onSubmit={submitSearch} className="space-y-3">
              <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
                Name or e-mail
              </label>
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(changeEvent) => setSearch(changeEvent.currentTarget.value)}
                autoComplete="off"
                className={bigInput}
              />
              <button
                type="submit"
                className="w-full cursor-pointer rounded-xl border-2 border-brand-700 px-6 py-3 text-lg font-semibold text-brand-700 hover:bg-brand-50"
              >
                Find
              </button>
            </form>
            {found && found.length === 0 && (
              <p className="text-sm text-slate-700">
                No confirmed registration matches "{search.trim()}".
              </p>
            )}
            {found && found.length > 0 && (
              <ul aria-label="Found" className="space-y-2">
                {found.map((registration) => (
                  <li
                    key={registration.id}
                    className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                      {registration.name}
                    </p>
                    <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                      {registration.email}
                    </p>
                    {registration.checkedInAt ? (
                      <p className="mt-2 text-sm font-medium text-emerald-800">
                        Checked in{' '}
                        <time dateTime={registration.checkedInAt}>
                          {formatLocalDateTime(registration.checkedInAt)}
                        </time>
                      </p>
                    ) : (
                      <button
                        type="button"
                        disabled={pending}
                        onClick={() => void admitPerson(registration)}
                        className={`${bigButton} mt-3`}
                      >
                        Check in<span className="sr-only"> {registration.name}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
