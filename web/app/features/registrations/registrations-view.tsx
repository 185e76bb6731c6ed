import {
  type AttendanceMark,
  type DeskCounts,
  type DeskEvent,
  type DeskFilter,
  type DeskRegistration,
  PARTICIPATION_ROLE_LABELS,
  type ParticipationRole,
  type RegistrationStatus,
} from '@chapterhouse/shared';
import { dayWithTime } from '@chapterhouse/shared/date-wording';
import { type FormEvent, useId, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { ListRefused, StatusFilter } from '../../components/console/list-filter';
import { ListPager, PAGE_PARAM } from '../../components/console/list-pager';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton } from '../../components/forms/form-fields';
import { useFollowingState } from '../../components/use-following-state';
import { branchTimeWithZone } from '../../lib/branch-clock';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatLocalDateTime } from '../../lib/format';
import {
  DeskPaymentLine,
  deskCurrencyOf,
  heldForPayment,
  RecordPaymentDialog,
} from './desk-payment-form';
import { EventAccountsPanel } from './event-accounts-panel';
import {
  changeRegistration,
  DESK_PARAMS,
  exportRegistrations,
  markAttendance,
  markRole,
  moveRegistration,
  type RegistrationList,
  recordPayment,
} from './registration-desk-api';

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waiting list',
  pending: 'Awaiting approval',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const STATUS_TONES = {
  confirmed: 'good',
  waitlisted: 'warning',
  pending: 'warning',
  declined: 'muted',
  cancelled: 'muted',
} as const;

const FILTER_ORDER: readonly Exclude<DeskFilter, 'all'>[] = [
  'confirmed',
  'checked-in',
  'waitlisted',
  'pending',
  'awaiting-confirmation',
  'cancelled',
  'declined',
];

const filterLabel = (filter: Exclude<DeskFilter, 'all'>) =>
  filter === 'checked-in'
    ? 'Checked in'
    : filter === 'awaiting-confirmation'
      ? 'Awaiting confirmation'
      : STATUS_LABELS[filter];

/** How many of a kind of place are taken: `8 of 10 in the room`, `4 online` (no limit). */
const takenOf = (taken: number, capacity: number | null, where: string) =>
  capacity === null ? `${taken} ${where}` : `${taken} of ${capacity} ${where}`;

/**
 * `12 of 40 places taken, 3 on the waiting list, 2 awaiting approval, 5 checked in`; a hybrid
 * event's places in the room and online apart (`12 confirmed: 8 of 10 in the room, 4 online`).
 */
export function countsSummary(
  counts: DeskCounts,
  event: Pick<
    DeskEvent,
    'attendanceMode' | 'capacity' | 'onlineCapacity' | 'registrations' | 'registrationsOnline'
  >,
): string {
  const { capacity } = event;
  const places =
    event.attendanceMode === 'hybrid'
      ? `${counts.confirmed} confirmed: ${takenOf(event.registrations - event.registrationsOnline, capacity, 'in the room')}, ${takenOf(event.registrationsOnline, event.onlineCapacity, 'online')}`
      : capacity === null
        ? `${counts.confirmed} confirmed`
        : `${counts.confirmed} of ${capacity} places taken`;
  return [
    places,
    `${counts.waitlisted} on the waiting list`,
    ...(counts.pending > 0 ? [`${counts.pending} awaiting approval`] : []),
    ...(counts['awaiting-confirmation'] > 0
      ? [`${counts['awaiting-confirmation']} awaiting confirmation of their address`]
      : []),
    `${counts['checked-in']} checked in`,
  ].join(', ');
}

export const CONFIRM_REMOVE = (name: string) =>
  `${name}'s registration is cancelled and they are told by mail. A place they held goes to the first on the waiting list.`;
export const CONFIRM_DECLINE = (name: string) =>
  `${name} is told by mail that their registration was declined. This cannot be undone.`;

/** In the order the desk offers them (`ATTENDANCE_MARKS`). */
const ATTENDANCE_LABELS: Record<AttendanceMark, string> = {
  'in-person': 'Attended in person',
  online: 'Attended online',
  none: 'Not attended',
};

/** How a registration attended, as the desk's correction names it. */
const attendanceOf = (r: DeskRegistration): AttendanceMark =>
  r.checkedInAt === null ? 'none' : r.attendedOnline ? 'online' : 'in-person';

/** What a change's success toast says, from the registration as it now stands. */
const DONE = {
  accept: (r: DeskRegistration) =>
    r.status === 'confirmed'
      ? `${r.name} accepted: their place is confirmed and they are told by mail.`
      : `${r.name} accepted onto the waiting list (the event is full); they are told by mail.`,
  decline: (r: DeskRegistration) => `${r.name} declined; they are told by mail.`,
  remove: (r: DeskRegistration) => `${r.name} removed; they are told by mail.`,
  role: (r: DeskRegistration) =>
    `${r.name} is marked ${PARTICIPATION_ROLE_LABELS[r.role]}: their certificate will say so.`,
  attendance: (r: DeskRegistration) =>
    `${r.name} is marked ${ATTENDANCE_LABELS[attendanceOf(r)].toLowerCase()}.`,
  confirmed: (r: DeskRegistration) => `${r.name} moved to confirmed; they are told by mail.`,
  waitlisted: (r: DeskRegistration) =>
    `${r.name} moved to the waiting list. Their place stays free until you give it to someone.`,
};

function SearchForm(props: { value: string }) {
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useFollowingState(props.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(PAGE_PARAM);
        if (text.trim()) params.set(DESK_PARAMS.search, text.trim());
        else params.delete(DESK_PARAMS.search);
        return params;
      },
      { preventScrollReset: true },
    );
  };
  return (
    <form onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
      <label htmlFor={id} className="sr-only">
        Search by name, e-mail or ticket code
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder="Name, e-mail or ticket code"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 sm:w-64 sm:flex-none focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <button
        type="submit"
        className="cursor-pointer rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Search
      </button>
    </form>
  );
}

function Answers(props: { event: DeskEvent; registration: DeskRegistration }) {
  const answered = props.event.questions.filter(
    (question) => props.registration.answers[question.id] !== undefined,
  );
  if (answered.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="space-y-1">
      {answered.map((question) => {
        const answer = props.registration.answers[question.id];
        return (
          <div key={question.id}>
            <dt className="text-xs font-medium text-slate-500">{question.label}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : answer}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function StatusCell(props: { registration: DeskRegistration; hybrid: boolean; currency: string }) {
  const { registration } = props;
  return (
    <>
      <Badge tone={STATUS_TONES[registration.status]}>{STATUS_LABELS[registration.status]}</Badge>
      {props.hybrid && (
        // A hybrid event's two kinds of place, each with its own waiting list.
        <p className="mt-1 text-xs font-medium text-slate-700">
          {registration.attendsOnline ? 'Online' : 'In the room'}
        </p>
      )}
      {registration.awaitingConfirmation && (
        <p className="mt-1 text-xs font-medium text-amber-800">
          Awaiting confirmation{registration.status === 'confirmed' ? ': place held' : ''}
        </p>
      )}
      {registration.waitlistPosition !== null && (
        <p className="mt-1 text-xs text-slate-600">No. {registration.waitlistPosition} in line</p>
      )}
      {registration.checkedInAt && (
        <p className="mt-1 text-xs font-medium text-emerald-800">
          {registration.attendedOnline ? 'Attended online' : 'Checked in'}{' '}
          <time dateTime={registration.checkedInAt}>
            {formatLocalDateTime(registration.checkedInAt)}
          </time>
        </p>
      )}
      {registration.payment && (
        <DeskPaymentLine payment={registration.payment} currency={props.currency} />
      )}
    </>
  );
}

/** One of a registration's choices in its row (its role, its attendance), sent as it changes. */
function RowChoice<Value extends string>(props: {
  label: string;
  value: Value;
  /** Every choice, in order, with its words. */
  labels: Record<Value, string>;
  disabled: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(choice) => props.onChange(choice.currentTarget.value as Value)}
      className="mt-2 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
    >
      {(Object.entries(props.labels) as [Value, string][]).map(([value, words]) => (
        <option key={value} value={value}>
          {words}
        </option>
      ))}
    </select>
  );
}

/**
 * An event's registrations in its organisation's dashboard: the counts, a status filter and a
 * search (both in the URL), and for each registration what an officer may do with it now: accept
 * or decline one awaiting approval, move someone between a place and the waiting list, remove
 * them (after a confirmation). Of a paid event, where each one's payment stands, and for those
 * who keep the accounts (`recordsPayments`) the event's money and the way to record money taken
 * or given back. A CSV export of them all, and the way to the check-in screen.
 */
export function RegistrationsView(props: {
  target: DashboardTarget;
  list: RegistrationList;
  eventsHref: string;
  checkInHref: string;
  /** The signed-in user may record payments and refunds here (`payments:manage`). */
  recordsPayments: boolean;
}) {
  const { list, target } = props;
  // A recorded payment's answer replaces its row at once, until the list is read again.
  const [page, setPage] = useFollowingState(list.page);
  const event = page?.event ?? null;
  const currency = event ? deskCurrencyOf(event) : 'INR';
  const change = useDashboardChange();
  const revalidator = useRevalidator();
  const confirm = useConfirmation();
  const [busy, setBusy] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  // Whose payment the treasurer is recording (its dialog open).
  const [recording, setRecording] = useState<DeskRegistration | null>(null);
  // Each change here may move the event's money (what is collected, what places still owe).
  const [deskChanges, setDeskChanges] = useState(0);
  const noteChange = () => setDeskChanges((count) => count + 1);

  const run = async (
    registration: DeskRegistration,
    call: () => Promise<DeskRegistration>,
    done: (changed: DeskRegistration) => string,
  ) => {
    setBusy(registration.id);
    await change(call, done);
    setBusy(null);
    noteChange();
  };

  const accept = (r: DeskRegistration) =>
    run(r, () => changeRegistration(target, list.eventId, r, 'accept'), DONE.accept);
  const decline = async (r: DeskRegistration) => {
    if (!(await confirm({ question: CONFIRM_DECLINE(r.name), confirmLabel: 'Decline' }))) return;
    await run(r, () => changeRegistration(target, list.eventId, r, 'decline'), DONE.decline);
  };
  const remove = async (r: DeskRegistration) => {
    if (!(await confirm({ question: CONFIRM_REMOVE(r.name), confirmLabel: 'Remove' }))) return;
    await run(r, () => changeRegistration(target, list.eventId, r, 'remove'), DONE.remove);
  };
  const move = (r: DeskRegistration, to: 'confirmed' | 'waitlisted') =>
    run(r, () => moveRegistration(target, list.eventId, r, to), DONE[to]);
  const mark = (r: DeskRegistration, role: ParticipationRole) =>
    run(r, () => markRole(target, list.eventId, r, role), DONE.role);
  const markAttended = (r: DeskRegistration, attended: AttendanceMark) =>
    run(r, () => markAttendance(target, list.eventId, r, attended), DONE.attendance);

  const showRecorded = (changed: DeskRegistration) => {
    setRecording(null);
    setPage(
      (shown) =>
        shown && {
          ...shown,
          items: shown.items.map((r) => (r.id === changed.id ? changed : r)),
        },
    );
    void revalidator.revalidate();
    noteChange();
  };

  const download = async (shown: DeskEvent) => {
    setExporting(true);
    await change(
      () => exportRegistrations(target, shown),
      (file) => `The registrations are saved as ${file}.`,
    );
    setExporting(false);
  };

  const counts = page?.counts;
  const total = counts
    ? counts.confirmed +
      counts.waitlisted +
      counts.pending +
      counts.declined +
      counts.cancelled +
      counts['awaiting-confirmation']
    : 0;
  const filters = [
    { value: 'all' as const, label: `All (${total})` },
    ...FILTER_ORDER.map((filter) => ({
      value: filter,
      label: `${filterLabel(filter)} (${counts?.[filter] ?? 0})`,
    })),
  ];

  const actionsOf = (r: DeskRegistration) => {
    const disabled = busy === r.id;
    const button = (label: string, onClick: () => void, danger = false) => (
      <ItemButton
        key={label}
        label={label}
        itemName={r.name}
        onClick={onClick}
        danger={danger}
        disabled={disabled}
      />
    );
    if (r.status === 'pending') {
      return [
        button('Accept', () => void accept(r)),
        button('Decline', () => void decline(r), true),
      ];
    }
    if (r.status === 'waitlisted') {
      return [
        button('Move to confirmed', () => void move(r, 'confirmed')),
        button('Remove', () => void remove(r), true),
      ];
    }
    if (r.status === 'confirmed' && !r.checkedInAt) {
      return [
        button('Move to waiting list', () => void move(r, 'waitlisted')),
        button('Remove', () => void remove(r), true),
      ];
    }
    return [];
  };

  return (
    <div className="space-y-6">
      <Link
        to={props.eventsHref}
        className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        <span aria-hidden="true">← </span>All events
      </Link>
      <Panel
        title={event ? `Registrations: ${event.title}` : 'Registrations'}
        description={
          event && counts
            ? `${dayWithTime(event.date, event.time && branchTimeWithZone(event.date, event.time), 'short')}. ${countsSummary(counts, event)}.`
            : undefined
        }
        actions={
          <>
            <Link
              to={props.checkInHref}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Check-in screen
            </Link>
            {event && (
              <ActionButton disabled={exporting} onClick={() => void download(event)}>
                {exporting ? 'Exporting...' : 'Export CSV'}
              </ActionButton>
            )}
          </>
        }
      >
        {props.recordsPayments && event?.priceCurrency && (
          <EventAccountsPanel target={target} event={event} changes={deskChanges} />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StatusFilter label="Show" value={list.filter} options={filters} />
          <SearchForm value={list.search} />
        </div>
        {list.error ? (
          <ListRefused message={list.error} />
        ) : !page || !event || page.items.length === 0 ? (
          <EmptyList>
            {list.search
              ? `Nobody matches "${list.search}".`
              : list.filter === 'all'
                ? 'Nobody has registered yet.'
                : 'No registrations with this status.'}
          </EmptyList>
        ) : (
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">Registrations for {event.title}</caption>
              <TableHead
                columns={[
                  'Name',
                  'Status',
                  'Registered',
                  ...(event.questions.length > 0 ? ['Answers'] : []),
                  'Actions',
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {page.items.map((registration) => (
                  <tr key={registration.id} className="align-top">
                    <th
                      scope="row"
                      className={`${cellClass} text-left font-normal [overflow-wrap:anywhere]`}
                    >
                      <span className="block font-medium text-slate-900">{registration.name}</span>
                      <span className="block text-slate-600">{registration.email}</span>
                      {registration.memberVerifiedAsOf ? (
                        <span className="block text-xs text-emerald-800">
                          Verified IEEE member
                          {registration.memberNumber ? ` ${registration.memberNumber}` : ''} (roster
                          of {formatDate(registration.memberVerifiedAsOf)})
                        </span>
                      ) : (
                        registration.memberNumber && (
                          <span className="block text-xs text-slate-500">
                            IEEE member {registration.memberNumber} (declared)
                          </span>
                        )
                      )}
                    </th>
                    <td className={cellClass}>
                      <StatusCell
                        registration={registration}
                        hybrid={event?.attendanceMode === 'hybrid'}
                        currency={currency}
                      />
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <time dateTime={registration.registeredAt}>
                        {formatLocalDateTime(registration.registeredAt)}
                      </time>
                    </td>
                    {event.questions.length > 0 && (
                      <td className={cellClass}>
                        <Answers event={event} registration={registration} />
                      </td>
                    )}
                    <td className={cellClass}>
                      <div className="flex flex-wrap gap-2">
                        {actionsOf(registration)}
                        {props.recordsPayments && registration.payment && (
                          <ItemButton
                            label="Record payment"
                            itemName={registration.name}
                            onClick={() => setRecording(registration)}
                          />
                        )}
                      </div>
                      {/* What they did (issue 47): their certificate and activity record say it. */}
                      {registration.status !== 'cancelled' &&
                        registration.status !== 'declined' && (
                          <RowChoice
                            label={`Role of ${registration.name}`}
                            value={registration.role}
                            labels={PARTICIPATION_ROLE_LABELS}
                            disabled={busy === registration.id}
                            onChange={(role) => void mark(registration, role)}
                          />
                        )}
                      {/* An online join counts by itself; the officers correct it here (issue 48). */}
                      {registration.status === 'confirmed' &&
                        !registration.awaitingConfirmation &&
                        // The server refuses to check in whom a place is only held for until paid.
                        (heldForPayment(registration) ? (
                          <p className="mt-2 text-xs text-amber-800">
                            Cannot be checked in until their payment is recorded.
                          </p>
                        ) : (
                          <RowChoice
                            label={`Attendance of ${registration.name}`}
                            value={attendanceOf(registration)}
                            labels={ATTENDANCE_LABELS}
                            disabled={busy === registration.id}
                            onChange={(attended) => void markAttended(registration, attended)}
                          />
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && (
          <ListPager page={page.page} pageCount={page.pageCount} label="Registration pages" />
        )}
      </Panel>
      {recording?.payment && (
        <RecordPaymentDialog
          registration={recording}
          payment={recording.payment}
          currency={currency}
          record={(payment) => recordPayment(target, list.eventId, recording, payment)}
          onRecorded={showRecorded}
          onClose={() => setRecording(null)}
        />
      )}
    </div>
  );
}
