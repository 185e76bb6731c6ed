import { DEFAULT_CURRENCY, type EventDetail, type OrganisationRef } from '@chapterhouse/shared';
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
 * How to get a place, and what it costs: the form on its page (sold out once full, though the
 * waiting list is open), the outside link, or the page itself for an event that takes no
 * registrations (anyone may come). A free event's price is 0, as Google's guidelines ask. None
 * once cancelled or past: there is nothing left to offer.
 */
function offerOf(
  event: EventDetail,
  absolute: (path: string) => string,
  branchCurrency: string | null,
  today: string | null,
) {
  if (event.state === 'cancelled' || event.status === 'past') return {};
  const onSite = event.registrationMode === 'site';
  const link = event.registrationMode === 'link' ? event.registrationLink : null;
  const url = onSite ? registerPath(event) : (link ?? eventPath(event));
  const offer = (price: string, more: { name?: string; validThrough?: string } = {}) => ({
    '@type': 'Offer' as const,
    url: absolute(url),
    price,
    priceCurrency: event.priceCurrency ?? branchCurrency ?? DEFAULT_CURRENCY,
    availability: onSite && isFull(event) ? SOLD_OUT : IN_STOCK,
    ...(event.announcedAt ? { validFrom: event.announcedAt } : {}),
    ...more,
  });
  // A priced event's other prices are offers of their own (issue 49): an early bird's until its
  // last day, and a verified member's.
  const early =
    event.earlyBirdPrice !== null &&
    event.earlyBirdUntil !== null &&
    (today === null || today <= event.earlyBirdUntil)
      ? [offer(event.earlyBirdPrice, { name: 'Early bird', validThrough: event.earlyBirdUntil })]
      : [];
  const member =
    event.memberPrice === null ? [] : [offer(event.memberPrice, { name: 'IEEE members' })];
  if (event.price === null || (early.length === 0 && member.length === 0)) {
    return { offers: offer(event.price ?? '0') };
  }
  return { offers: [offer(event.price, { name: 'Everyone' }), ...early, ...member] };
}

/**
 * Where it is held: a Place named by the venue (or the organisation, when only an address is
 * given), with its postal address and map when the officers gave them; online, a VirtualLocation.
 */
function placeOf(event: EventDetail, absolute: (path: string) => string) {
  // Online: a VirtualLocation whose address is the event's page, never the meeting's link (only
  // registrants reach that). Hybrid: the venue and that, as Google's guidelines show.
  const virtual = {
    '@type': 'VirtualLocation' as const,
    url: absolute(eventPath(event)),
  };
  const venue = venueOf(event, absolute);
  if (event.attendanceMode === 'online') return { location: virtual };
  if (event.attendanceMode === 'hybrid') {
    return { location: venue ? [venue, virtual] : virtual };
  }
  return venue ? { location: venue } : {};
}

const ATTENDANCE_MODE = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/** The venue as a schema.org Place, or null when the officers gave neither name nor address. */
function venueOf(event: EventDetail, absolute: (path: string) => string) {
  const address = {
    streetAddress: event.streetAddress,
    addressLocality: event.locality,
    postalCode: event.postalCode,
    addressRegion: event.region,
    addressCountry: event.country,
  };
  const given = Object.entries(address).filter(([, value]) => value !== null);
  if (!event.location && given.length === 0) return null;
  return {
    '@type': 'Place' as const,
    name: event.location ?? event.organisation.name,
    ...(given.length > 0
      ? { address: { '@type': 'PostalAddress' as const, ...Object.fromEntries(given) } }
      : {}),
    ...(event.mapUrl ? { hasMap: absolute(event.mapUrl) } : {}),
  };
}

/** Who speaks: schema.org's performers, each a Person with the organisation they come from. */
function performersOf(event: EventDetail) {
  if (event.speakers.length === 0) return {};
  return {
    performer: event.speakers.map((speaker) => ({
      '@type': 'Person' as const,
      name: speaker.name,
      ...(speaker.affiliation
        ? { affiliation: { '@type': 'Organization' as const, name: speaker.affiliation } }
        : {}),
    })),
  };
}

/**
 * Who holds it: its organisation, then its co-hosts in their order (schema.org lets `organizer`
 * take several values); a single Organization when it has none.
 */
function organizersOf(event: EventDetail, absolute: (path: string) => string) {
  const organizationOf = (organisation: OrganisationRef) => ({
    '@type': 'Organization' as const,
    name: organisation.name,
    url: absolute(paths.organisationOf(organisation)),
  });
  const host = organizationOf(event.organisation);
  return {
    organizer: event.coHosts.length === 0 ? host : [host, ...event.coHosts.map(organizationOf)],
  };
}

/**
 * Its picture, or the one that stands for it (its organisation's, else the branch's): Google's
 * event listings want an image, and a card of initials is no picture.
 */
function imageOf(event: EventDetail, absolute: (path: string) => string) {
  const image = event.image ?? event.fallbackImage;
  return image ? { image: [absolute(image)] } : {};
}

/**
 * An event as schema.org describes it, for search engines' event listings: what, when (in the
 * branch's time zone), where, by whom, who speaks, and how to register. Every address is
 * absolute.
 */
export function eventJsonLd(
  event: EventDetail,
  origin: string,
  /** The branch's (its locale's): a free event's offer is 0 in it. */
  branchCurrency: string | null = null,
  /** The branch's date the page is drawn on: an early-bird price past its last day is offered no more. */
  today: string | null = null,
): WithContext<SchemaEvent> {
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
    eventAttendanceMode: ATTENDANCE_MODE[event.attendanceMode],
    ...placeOf(event, absolute),
    ...performersOf(event),
    ...imageOf(event, absolute),
    ...organizersOf(event, absolute),
    url: absolute(eventPath(event)),
    ...offerOf(event, absolute, branchCurrency, today),
  };
}
