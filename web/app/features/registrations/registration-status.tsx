import { CONFIRMATION_WINDOW_MINUTES, type Registration } from '@chapterhouse/shared';
import { apiPaths } from '../../config/paths';
import { formatNumber } from '../../lib/format';

/** `14:35` in the visitor's own clock: the moment an unconfirmed registration is dropped. */
const clockOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

// How a registration stands, in the registrant's words: shown by the form once they registered
// and by their personal page.

/** A heading and a sentence for where a registration stands. */
export function registrationStatusWords(
  registration: Pick<Registration, 'status' | 'waitlistPosition' | 'confirmBy' | 'expired'>,
): { title: string; message: string } {
  if (registration.expired) {
    return {
      title: 'Registration not confirmed in time',
      message: `This registration was not confirmed within ${CONFIRMATION_WINDOW_MINUTES} minutes, so it was dropped and its place went to the next in line. You can register again while registration is open.`,
    };
  }
  if (registration.confirmBy) {
    const by = clockOf(registration.confirmBy);
    return {
      title: 'Awaiting confirmation',
      message:
        registration.status === 'confirmed'
          ? `A place is held for you until ${by}. Confirm your e-mail address to make it yours; unconfirmed, it goes to the next in line.`
          : `Confirm your e-mail address by ${by} to keep your registration${registration.status === 'waitlisted' ? ' and your turn on the waiting list' : ''}; unconfirmed, it is dropped.`,
    };
  }
  switch (registration.status) {
    case 'confirmed':
      return {
        title: 'You are registered',
        message: 'Your place is confirmed. Show your ticket at the door.',
      };
    case 'waitlisted':
      return {
        title: 'You are on the waiting list',
        message:
          registration.waitlistPosition === null
            ? 'The event is full. We will e-mail you if a place opens up.'
            : `The event is full: you are number ${formatNumber(registration.waitlistPosition)} on the waiting list. We will e-mail you if a place opens up.`,
      };
    case 'pending':
      return {
        title: 'Waiting for approval',
        message:
          'The organisers approve each registration. We will e-mail you once they have decided.',
      };
    case 'declined':
      return {
        title: 'Registration declined',
        message: 'The organisers could not accept your registration this time.',
      };
    case 'cancelled':
      return {
        title: 'Registration cancelled',
        message:
          'This registration is cancelled. You can register again while registration is open.',
      };
  }
}

/**
 * A confirmed registration's ticket: the QR code the door scans, and its code in letters for
 * when a camera fails (it is typed in instead).
 */
export function RegistrationTicket(props: { token: string; ticketCode: string }) {
  return (
    <div className="flex flex-wrap items-center gap-5 rounded-xl border border-slate-200 bg-white p-4">
      <img
        src={apiPaths.registrationTicket(props.token)}
        alt={`QR code of ticket ${props.ticketCode}`}
        width={160}
        height={160}
        className="size-40"
      />
      <div>
        <p className="text-sm font-medium text-slate-600">Ticket code</p>
        <p className="mt-1 font-mono text-2xl font-semibold tracking-wider text-slate-900">
          {props.ticketCode}
        </p>
      </div>
    </div>
  );
}
