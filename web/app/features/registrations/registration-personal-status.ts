import type { Registration } from '@chapterhouse/shared';
import {
  clockTimeAt,
  momentWords,
  timeWithZone,
  zoneNameAt,
} from '@chapterhouse/shared/date-wording';
import { CONFIRMATION_WINDOW_MINUTES } from '@chapterhouse/shared/registration-window';
import { momentClock } from '../../lib/branch-clock';
import { registrationStatusWords } from './registration-status';

/**
 * `14:35 IST`: the moment an unconfirmed registration is dropped, on the branch's clock with its
 * zone's name as its mail says it (the reader's own clock, named, until an answer named it).
 */
function clockOf(iso: string): string {
  const instant = new Date(iso);
  const clock = momentClock();
  return timeWithZone(clockTimeAt(instant, clock.timeZone), zoneNameAt(clock, instant));
}

/**
 * `14:35 IST on Wednesday 1 July 2026`: the moment a place held for its payment goes to the next
 * in line, on the same clock as `clockOf` but with its day, as the payment's mail says it: a
 * payment may be held for days (`paymentHoldHours`), an address only minutes.
 */
export const payByWords = (iso: string): string => momentWords(new Date(iso), momentClock());

/**
 * Where a registration stands, on the registrant's personal page: held until the address is
 * confirmed or the place paid for, or dropped for want of either, before what its status says.
 * Apart from `registrationStatusWords`, so the event page's script (whose new registrations are
 * never in these states there) does not carry them.
 */
export function personalStatusWords(
  registration: Pick<
    Registration,
    'status' | 'waitlistPosition' | 'confirmBy' | 'holdFor' | 'expired' | 'lapsed'
  >,
): { title: string; message: string } {
  if (registration.expired) {
    return {
      title: 'Registration not confirmed in time',
      message: `This registration was not confirmed within ${CONFIRMATION_WINDOW_MINUTES} minutes, so it was dropped and its place went to the next in line. You can register again while registration is open.`,
    };
  }
  if (registration.lapsed) {
    return {
      title: 'Place not paid for in time',
      message:
        'Your place was not paid for in time, so it went to the next in line. You can register again while registration is open.',
    };
  }
  if (registration.confirmBy && registration.holdFor === 'payment') {
    return {
      title: 'A place is held for you',
      message: `Your place is held until ${payByWords(registration.confirmBy)} while you pay for it; unpaid by then, it goes to the next in line.`,
    };
  }
  if (registration.confirmBy && registration.holdFor === 'address') {
    const by = clockOf(registration.confirmBy);
    return {
      title: 'Awaiting confirmation',
      message:
        registration.status === 'confirmed'
          ? `A place is held for you until ${by}. Confirm your e-mail address to make it yours; unconfirmed, it goes to the next in line.`
          : `Confirm your e-mail address by ${by} to keep your registration${registration.status === 'waitlisted' ? ' and your turn on the waiting list' : ''}; unconfirmed, it is dropped.`,
    };
  }
  return registrationStatusWords(registration);
}
