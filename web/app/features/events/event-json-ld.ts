import type { EventDetail } from '@chapterhouse/shared';
import type { Event as SchemaEvent, WithContext } from 'schema-dts';
import { paths } from '../../config/paths';
import { eventPath } from './event-path';

/** schema.org's name for each of our states. */
const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
} as const;

/**
 * An event as schema.org describes it, for search engines' event listings: what, when (in the
 * branch's time zone), where, by whom, and how to register. Every address is absolute.
 */
export function eventJsonLd(event: EventDetail, origin: string): WithContext<SchemaEvent> {
  const absolute = (path: string) => new URL(path, origin).href;
  const registrationUrl =
    event.registrationMode === 'site'
      ? `${eventPath(event)}#register`
      : event.registrationMode === 'link'
        ? event.registrationLink
        : null;
  const full = event.capacity !== null && event.registrations >= event.capacity;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: EVENT_STATUS[event.state],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.location ? { location: { '@type': 'Place', name: event.location } } : {}),
    ...(event.image ? { image: [absolute(event.image)] } : {}),
    organizer: {
      '@type': 'Organization',
      name: event.organisation.name,
      url: absolute(paths.organisationOf(event.organisation)),
    },
    url: absolute(eventPath(event)),
    ...(registrationUrl && event.status === 'upcoming' && event.state !== 'cancelled'
      ? {
          offers: {
            '@type': 'Offer',
            url: absolute(registrationUrl),
            availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}
