import type { Registration } from '@chapterhouse/shared';
import { clockTimeAt, timeWithZone, zoneNameAt } from '@chapterhouse/shared/date-wording';
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
 * Where a registration stands, on the registrant's personal page: held until the address is
 * confirmed, or dropped for want of it, before what its status says. Apart from
 * `registrationStatusWords`, so the event page's script (whose new registrations are never in
 * these states there) does not carry them.
 */
export function personalStatusWords(
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
  return registrationStatusWords(registration);
}
