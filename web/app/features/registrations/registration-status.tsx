import type { Registration } from '@chapterhouse/shared';
import { apiPaths } from '../../config/paths';
import { formatNumber } from '../../lib/format';

// How a registration stands, in the registrant's words: shown by the form once they registered
// and by their personal page.

/**
 * A heading and a sentence for where a registration stands by its status (the personal page
 * adds the states of an unconfirmed address: `personalStatusWords`).
 */
export function registrationStatusWords(
  registration: Pick<Registration, 'status' | 'waitlistPosition'>,
): { title: string; message: string } {
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
