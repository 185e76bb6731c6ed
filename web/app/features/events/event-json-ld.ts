import type { EventDetail } from '@chapterhouse/shared';
import { eventEntry } from '@chapterhouse/shared/event-entry';
import type { Event as SchemaEvent, WithContext } from 'schema-dts';
import { paths } from '../../config/paths';
import { eventPath, registerPath } from './event-path';
import { isFull } from './event-state';

const IN_STOCK = 'https://schema.org/InStock' as const;
const SOLD_OUT = 'https://schema.org/SoldOut' as const;

/** schema.org's name for each of our states. */
const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
} as const;

/**
 * How to get a place: the form on its page (sold out once full, though the waiting list is
 * open), or the outside link; none once cancelled or past.
 */
function offerOf(event: EventDetail, absolute: (path: string) => string) {
  if (event.state === 'cancelled' || event.status === 'past') return {};
  if (event.registrationMode === 'site') {
    return {
      offers: {
        '@type': 'Offer' as const,
        url: absolute(registerPath(event)),
        availability: isFull(event) ? SOLD_OUT : IN_STOCK,
      },
    };
  }
  if (!event.registrationLink) return {};
  return {
    offers: {
      '@type': 'Offer' as const,
      url: absolute(event.registrationLink),
      availability: IN_STOCK,
    },
  };
}

/**
 * An event as schema.org describes it, for search engines' event listings: what, when (in the
 * branch's time zone), where, by whom, and how to register. Every address is absolute.
 */
export function eventJsonLd(event: EventDetail, origin: string): WithContext<SchemaEvent> {
  const absolute = (path: string) => new URL(path, origin).href;
  // The end its calendar entries have; schema.org's end day is the last one, not the day after.
  const entry = eventEntry(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: entry.allDay ? entry.lastDay : entry.end,
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
    ...offerOf(event, absolute),
  };
}
