import type { EventDetail } from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleEventDetail } from '../../../test/event-fixtures';
import { JsonLd, serializeJsonForScript } from '../../components/json-ld';
import { EventCard } from './event-card';
import { EventDetails } from './event-details';
import { eventJsonLd } from './event-json-ld';
import { eventPath } from './event-path';

afterEach(cleanup);

const ORIGIN = 'https://ieee.example.edu';
/** When the page is drawn in these tests: a fortnight before the sample event. */
const NOW = Date.parse('2026-06-15T10:00:00Z');

/** The shared sample event, taking registrations through an outside link. */
const sample = (overrides: Partial<EventDetail> = {}): EventDetail =>
  sampleEventDetail({
    registrationClosesAt: null,
    description: 'Bring a broken circuit.\nLeave with a working one.',
    registrationLink: 'https://example.org/register',
    registrationMode: 'link',
    tags: ['analogue', 'hands-on'],
    ...overrides,
  });

describe('event addresses', () => {
  it('put a readable slug of the title after the id, or the id alone when nothing is left', () => {
    expect(eventPath(sample())).toBe('/events/42/analogue-circuits-clinic');
    expect(eventPath(sample({ title: 'Café & Circuits: Vol. 2!' }))).toBe(
      '/events/42/cafe-and-circuits-vol-2',
    );
    expect(eventPath(sample({ title: '★★★' }))).toBe('/events/42');
  });

  it('link every card’s title to its event’s page, beside the organisation link', () => {
    const { getByRole } = render(<EventCard event={sample()} />);
    const title = getByRole('link', { name: 'Analogue Circuits Clinic' });
    expect(title.getAttribute('href')).toBe('/events/42/analogue-circuits-clinic');
    expect(title.closest('h3')).not.toBeNull();
    expect(getByRole('link', { name: 'Computer Society' }).getAttribute('href')).toBe(
      '/societies/computer-society',
    );
    // No link inside another.
    expect(document.querySelector('a a')).toBeNull();
  });
});

describe('schema.org Event', () => {
  it('describes the event with absolute addresses, its organiser and its registration', () => {
    expect(eventJsonLd(sample(), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Analogue Circuits Clinic',
      description: 'Bring a broken circuit.\nLeave with a working one.',
      startDate: '2026-07-01T14:00:00+05:30',
      // No end given: the two hours every calendar entry of it has.
      endDate: '2026-07-01T16:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Faraday Hall' },
      image: ['https://ieee.example.edu/media/clinic.webp'],
      organizer: {
        '@type': 'Organization',
        name: 'Computer Society',
        url: 'https://ieee.example.edu/societies/computer-society',
      },
      url: 'https://ieee.example.edu/events/42/analogue-circuits-clinic',
      offers: {
        '@type': 'Offer',
        url: 'https://example.org/register',
        // Free (no price): 0, as Google asks, in the default currency.
        price: '0',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-06-01T09:00:00.000Z',
      },
    });
  });

  it('says online and hybrid events are attended online at their page, never the meeting', () => {
    const online = eventJsonLd(sample({ attendanceMode: 'online', location: null }), ORIGIN);
    expect(online).toHaveProperty(
      'eventAttendanceMode',
      'https://schema.org/OnlineEventAttendanceMode',
    );
    expect(online).toHaveProperty('location', {
      '@type': 'VirtualLocation',
      url: 'https://ieee.example.edu/events/42/analogue-circuits-clinic',
    });
    const hybrid = eventJsonLd(sample({ attendanceMode: 'hybrid' }), ORIGIN);
    expect(hybrid).toHaveProperty(
      'eventAttendanceMode',
      'https://schema.org/MixedEventAttendanceMode',
    );
    expect(hybrid).toHaveProperty('location', [
      { '@type': 'Place', name: 'Faraday Hall' },
      {
        '@type': 'VirtualLocation',
        url: 'https://ieee.example.edu/events/42/analogue-circuits-clinic',
      },
    ]);
  });

  it('tells visitors how an online event is attended, with its public livestream', () => {
    render(
      <EventDetails
        event={sample({
          attendanceMode: 'hybrid',
          livestreamUrl: 'https://stream.example.com/live',
        })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(
      screen.getByText(/At the venue or online\. Registered for an online place\?/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Watch the livestream/ }).getAttribute('href')).toBe(
      'https://stream.example.com/live',
    );
    cleanup();
    render(<EventCard event={sample({ attendanceMode: 'hybrid' })} />);
    expect(screen.getByText('Faraday Hall and online')).toBeTruthy();
  });

  it('leaves out what the event lacks', () => {
    const data = eventJsonLd(
      sample({
        location: null,
        image: null,
        fallbackImage: null,
        registrationLink: null,
        registrationMode: 'none',
        startDate: '2026-07-01',
        announcedAt: null,
      }),
      ORIGIN,
    );
    expect(data).toHaveProperty('startDate', '2026-07-01');
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('image');
    // Taking no registrations, it is still free to come: the offer is the page itself.
    expect(data).toHaveProperty(
      'offers.url',
      'https://ieee.example.edu/events/42/analogue-circuits-clinic',
    );
    expect(data).not.toHaveProperty('offers.validFrom');
  });

  it("stands its organisation's picture in for a picture it lacks, where its page shows initials", () => {
    const event = sample({
      image: null,
      organisation: { ...sample().organisation, name: 'IEEE Computer Society' },
    });
    expect(eventJsonLd(event, ORIGIN)).toHaveProperty('image', [
      'https://ieee.example.edu/media/computer-society.webp',
    ]);
    // Its card and its page show the Computer Society's initials, not the "IS" of "IEEE … Society".
    const card = render(<EventCard event={event} />).container;
    expect(card.querySelector('[aria-hidden="true"]')?.textContent).toBe('CS');
    cleanup();
    const page = render(<EventDetails event={event} now={NOW} Form={FormStandIn} />).container;
    expect(page.querySelector('div[aria-hidden="true"]')?.textContent).toBe('CS');
  });

  it('cannot be closed early by the event’s own text, and parses back to the same data', () => {
    const title = '</script><script>alert(1)</script> & <!-- \u2028';
    const data = eventJsonLd(sample({ title }), ORIGIN);
    const text = serializeJsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);

    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '').name).toBe(title);
  });
});

describe('an event’s page', () => {
  it('shows an upcoming event in full, with its registration link and the way back', () => {
    const { getByRole, getByText } = render(
      <EventDetails event={sample()} now={NOW} Form={FormStandIn} />,
    );
    expect(getByRole('heading', { level: 1, name: 'Analogue Circuits Clinic' })).toBeTruthy();
    expect(getByText('Upcoming event')).toBeTruthy();
    expect(getByText(/Leave with a working one/)).toBeTruthy();
    expect(getByText('12 of 40 registered')).toBeTruthy();
    expect(getByText('40 places')).toBeTruthy();
    expect(getByText('Ada Lovelace')).toBeTruthy();
    expect(getByText('hands-on')).toBeTruthy();
    const register = getByRole('link', { name: /Register Now/ });
    expect(register.getAttribute('href')).toBe('https://example.org/register');
    expect(register.getAttribute('rel')).toContain('noopener');
    const breadcrumb = getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = [...breadcrumb.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(crumbs).toEqual([
      '/',
      '/societies/computer-society',
      '/societies/computer-society/upcoming-events',
    ]);
  });

  it('marks a past event as past, with its participants and no registration', () => {
    const { getByText, queryByRole, queryByText } = render(
      <EventDetails
        event={sample({ status: 'past', participants: '120+' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(getByText('Past event')).toBeTruthy();
    expect(getByText('This event has already taken place.')).toBeTruthy();
    expect(getByText('120+')).toBeTruthy();
    expect(queryByRole('link', { name: /Register Now/ })).toBeNull();
    expect(queryByText(/registered/)).toBeNull();
  });
});

describe('a cancelled or postponed event', () => {
  it('says so on its card and page, and takes no registrations once cancelled', () => {
    const cancelled = sample({ state: 'cancelled' });
    const card = render(<EventCard event={cancelled} />);
    expect(card.getByText('Cancelled')).toBeTruthy();
    expect(card.queryByRole('link', { name: /Register Now/ })).toBeNull();
    expect(card.getByText('Registration closed')).toBeTruthy();
    card.unmount();

    const page = render(<EventDetails event={cancelled} now={NOW} Form={FormStandIn} />);
    expect(page.getByText('This event has been cancelled.')).toBeTruthy();
    expect(page.queryByRole('link', { name: /Register Now/ })).toBeNull();
    page.unmount();

    const postponed = render(
      <EventDetails event={sample({ state: 'postponed' })} now={NOW} Form={FormStandIn} />,
    );
    expect(postponed.getByText(/This event has been postponed/)).toBeTruthy();
    // The outside form may still hold their place: its link stays.
    expect(postponed.getByRole('link', { name: /Register Now/ })).toBeTruthy();
  });

  it('tells search engines its status, and offers no tickets once cancelled or past', () => {
    expect(eventJsonLd(sample({ status: 'past' }), ORIGIN)).not.toHaveProperty('offers');
    expect(eventJsonLd(sample({ state: 'postponed' }), ORIGIN).eventStatus).toBe(
      'https://schema.org/EventPostponed',
    );
    const cancelled = eventJsonLd(sample({ state: 'cancelled' }), ORIGIN);
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled).not.toHaveProperty('offers');
  });

  it('shows nothing extra while scheduled', () => {
    const card = render(<EventCard event={sample()} />);
    expect(card.queryByText('Cancelled')).toBeNull();
    expect(card.queryByText('Postponed')).toBeNull();
    expect(card.getByRole('link', { name: /Register Now/ })).toBeTruthy();
  });
});

/** The event as it takes registrations on this site, closing at its start. */
const onSite = (overrides: Partial<EventDetail> = {}) =>
  sample({
    registrationMode: 'site',
    registrationLink: null,
    registrationClosesAt: '2026-07-01T08:30:00.000Z',
    ...overrides,
  });

/** Stands in for the registration form's island: shows what the page hands it. */
function FormStandIn(props: { eventId: number; full: boolean; approval: boolean }) {
  return <p>form of event {`${props.eventId} full=${props.full} approval=${props.approval}`}</p>;
}

describe('registration on the site, as cards and pages show it', () => {
  it('sends a card’s Register Now to the form on the event’s page, with the count of places', () => {
    const card = render(<EventCard event={onSite()} />);
    const register = card.getByRole('link', { name: 'Register Now for Analogue Circuits Clinic' });
    expect(register.getAttribute('href')).toBe('/events/42/analogue-circuits-clinic#register');
    expect(register.getAttribute('target')).toBeNull();
    expect(card.getByText('12 of 40 registered')).toBeTruthy();
    card.unmount();

    const unlimited = render(<EventCard event={onSite({ capacity: null })} />);
    expect(unlimited.getByText('12 registered')).toBeTruthy();
    unlimited.unmount();

    const full = render(<EventCard event={onSite({ registrations: 40 })} />);
    expect(full.getByText('Full — join the waiting list')).toBeTruthy();
    expect(full.getByRole('link', { name: /Register Now/ })).toBeTruthy();
  });

  it('shows a past card’s verified attendance, else its participants, else nothing', () => {
    const past = { status: 'past' as const, participants: '500+' };
    const checked = render(<EventCard event={sample({ ...past, checkedIn: 48 })} />);
    expect(checked.getByText('48 attended')).toBeTruthy();
    expect(checked.queryByText(/500\+/)).toBeNull();
    expect(checked.queryByText(/registered/)).toBeNull();
    checked.unmount();

    const unchecked = render(<EventCard event={sample(past)} />);
    expect(unchecked.getByText('500+ participants')).toBeTruthy();
    unchecked.unmount();

    const unknown = render(<EventCard event={sample({ status: 'past' })} />);
    expect(unknown.queryByText(/attended|participants/)).toBeNull();
  });

  it('puts the form on the page while registration is open, with places left and the closing time', () => {
    const page = render(
      <EventDetails event={onSite({ registrationApproval: true })} now={NOW} Form={FormStandIn} />,
    );
    const section = page.getByRole('region', { name: 'Register' });
    expect(section.id).toBe('register');
    expect(page.getByText('form of event 42 full=false approval=true')).toBeTruthy();
    expect(page.getByText('28 of 40')).toBeTruthy();
    expect(page.getByText('When the event starts')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('#register');
    page.unmount();

    const closing = render(
      <EventDetails
        event={onSite({ registrationCloses: '2026-06-30T18:00', registrations: 40 })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(closing.getByText('30 Jun 2026, 18:00 GMT+5:30')).toBeTruthy();
    expect(closing.getByText('None: join the waiting list')).toBeTruthy();
    expect(closing.getByText('Full — join the waiting list')).toBeTruthy();
    expect(closing.getByText('form of event 42 full=true approval=false')).toBeTruthy();
  });

  it('gives a card the lowest price anyone pays today, or its one price', () => {
    const priced = { price: '500.00', priceCurrency: 'INR' };
    const cases: Array<[object, string]> = [
      [{}, 'INR 500'],
      [{ memberPrice: '300.00' }, 'From INR 300'],
      [{ memberPrice: '0.00' }, 'INR 500, free for IEEE members'],
      // An early-bird price whose last day has passed is offered no more.
      [{ earlyBirdPrice: '400.00', earlyBirdUntil: '2020-01-01' }, 'INR 500'],
      [{ earlyBirdPrice: '400.00', earlyBirdUntil: '2999-01-01' }, 'From INR 400'],
    ];
    for (const [prices, text] of cases) {
      const card = render(<EventCard event={onSite({ ...priced, ...prices })} />);
      expect(card.getByText(text)).toBeTruthy();
      card.unmount();
    }
  });

  it('counts a hybrid event’s places in the room and online apart, and offers both', () => {
    const hybrid = onSite({
      attendanceMode: 'hybrid',
      capacity: 10,
      onlineCapacity: 5,
      registrations: 15,
      registrationsOnline: 5,
    });
    let offered: unknown = null;
    function AttendanceStandIn(props: { attendance: unknown; full: boolean }) {
      offered = props.attendance;
      return <p>full={String(props.full)}</p>;
    }
    const page = render(<EventDetails event={hybrid} now={NOW} Form={AttendanceStandIn} />);
    expect(
      page.getByText(
        'In the room: none, join the waiting list; online: none, join the waiting list',
      ),
    ).toBeTruthy();
    expect(page.getByText('Full — join the waiting list')).toBeTruthy();
    expect(page.getByText('10 in the room, 5 online')).toBeTruthy();
    expect(page.getByText('full=true')).toBeTruthy();
    page.unmount();

    const open = render(
      <EventDetails
        event={{ ...hybrid, onlineCapacity: null, registrations: 12, registrationsOnline: 4 }}
        now={NOW}
        Form={AttendanceStandIn}
      />,
    );
    expect(open.getByText('In the room: 2 of 10; online: unlimited')).toBeTruthy();
    expect(open.getByText('12 registered (8 in the room, 4 online)')).toBeTruthy();
    expect(offered).toEqual([
      { value: 'in-person', label: 'In the room', full: false },
      { value: 'online', label: 'Online', full: false },
    ]);
  });

  it('before registration opens, shows when and the countdown in place of the form', () => {
    // Opens at 16:00:30 on the branch's clock (GMT+5:30), half an hour after the page is drawn.
    const opening = {
      registrationOpens: '2026-06-15T16:00:30',
      registrationOpensAt: '2026-06-15T10:30:30.000Z',
    };
    function OpeningStandIn(props: {
      eventId: number;
      opensAt: string;
      opensText: string;
      form: { full: boolean };
    }) {
      return (
        <p>{`countdown of event ${props.eventId} to ${props.opensAt}, full=${props.form.full}`}</p>
      );
    }
    const before = render(
      <EventDetails
        event={onSite(opening)}
        now={Date.parse(opening.registrationOpensAt) - 1}
        Form={FormStandIn}
        Opening={OpeningStandIn}
      />,
    );
    expect(
      before.getByText('countdown of event 42 to 2026-06-15T10:30:30.000Z, full=false'),
    ).toBeTruthy();
    expect(before.queryByText(/^form of event/)).toBeNull();
    expect(before.getByText('Registration opens')).toBeTruthy();
    expect(before.getByText('15 Jun 2026, 16:00:30 GMT+5:30')).toBeTruthy();
    expect(before.getByText('28 of 40')).toBeTruthy();
    before.unmount();

    // From the opening second on, the form; the dashboard's preview says the time in words.
    const open = render(
      <EventDetails
        event={onSite(opening)}
        now={Date.parse(opening.registrationOpensAt)}
        Form={FormStandIn}
      />,
    );
    expect(open.getByText('form of event 42 full=false approval=false')).toBeTruthy();
    expect(open.queryByText('Registration opens')).toBeNull();
    open.unmount();
    const preview = render(<EventDetails event={onSite(opening)} now={NOW} Form={FormStandIn} />);
    expect(preview.getByRole('region', { name: 'Register' }).textContent).toContain(
      'Registration opens 15 Jun 2026, 16:00:30 GMT+5:30.',
    );
  });

  it('says why registration is not open instead of the form', () => {
    const cases: Array<[Partial<EventDetail>, string]> = [
      [
        { registrationClosesAt: '2026-06-15T09:59:00.000Z' },
        'Registration closed when the event started.',
      ],
      [
        {
          registrationClosesAt: '2026-06-14T12:30:00.000Z',
          registrationCloses: '2026-06-14T18:00',
        },
        'Registration closed on 14 Jun 2026, 18:00 GMT+5:30.',
      ],
      [{ state: 'cancelled' }, 'This event has been cancelled, so it takes no registrations.'],
      [{ status: 'past' }, 'Registration is over: this event has already taken place.'],
    ];
    for (const [overrides, reason] of cases) {
      const page = render(<EventDetails event={onSite(overrides)} now={NOW} Form={FormStandIn} />);
      const section = page.getByRole('region', { name: 'Register' });
      expect(section.textContent).toContain(reason);
      expect(page.queryByText(/^form of event/)).toBeNull();
      expect(page.queryByRole('link', { name: /Register Now/ })).toBeNull();
      page.unmount();
    }
  });

  it('shows when the event ends: the time on the same day, both days when it runs over several', () => {
    const sameDay = render(
      <EventDetails
        event={sample({ endTime: '17:00', endsAt: '2026-07-01T17:00:00+05:30' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    const when = (page: typeof sameDay) => page.getByText('When').closest('div')?.textContent;
    expect(when(sameDay)).toContain('1 Jul 2026, 14:00 – 17:00 GMT+5:30');
    sameDay.unmount();

    const days = render(
      <EventDetails
        event={sample({
          endDate: '2026-07-03',
          endTime: '12:00',
          endsAt: '2026-07-03T12:00:00+05:30',
        })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(when(days)).toContain('1 Jul 2026, 14:00 – 3 Jul 2026, 12:00 GMT+5:30');
    const times = [...days.container.querySelectorAll('time')].map((time) => time.dateTime);
    expect(times).toEqual(['2026-07-01T14:00:00+05:30', '2026-07-03T12:00:00+05:30']);
  });

  it('ends an event without an end two hours after it starts, as its calendar entries do', () => {
    expect(eventJsonLd(sample(), ORIGIN)).toHaveProperty('endDate', '2026-07-01T16:00:00+05:30');
    // With a last day but no end time: as that day ends.
    const days = sample({ endsAt: '2026-07-03' });
    expect(eventJsonLd(days, ORIGIN)).toHaveProperty('endDate', '2026-07-04T00:00:00+05:30');
    // Without a start time both ends are days, the last one included (schema.org's reading).
    const allDay = sample({ startDate: '2026-07-01', endsAt: '2026-07-03' });
    expect(eventJsonLd(allDay, ORIGIN)).toMatchObject({
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    expect(eventJsonLd(sample({ startDate: '2026-07-01' }), ORIGIN)).toHaveProperty(
      'endDate',
      '2026-07-01',
    );
  });

  it('tells search engines where to register and when the event ends', () => {
    const data = eventJsonLd(onSite({ endsAt: '2026-07-01T17:00:00+05:30' }), ORIGIN);
    expect(data).toHaveProperty('endDate', '2026-07-01T17:00:00+05:30');
    expect(data).toHaveProperty('offers', {
      '@type': 'Offer',
      url: 'https://ieee.example.edu/events/42/analogue-circuits-clinic#register',
      price: '0',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-06-01T09:00:00.000Z',
    });
    expect(eventJsonLd(onSite({ registrations: 40 }), ORIGIN)).toHaveProperty(
      'offers.availability',
      'https://schema.org/SoldOut',
    );
  });
});

/** The sample event at a venue with an address and a price, as the sample content has them. */
const atVenue = (overrides: Partial<EventDetail> = {}) =>
  sample({
    streetAddress: '1 University Avenue',
    locality: 'Northgate',
    postalCode: '12345',
    region: 'NY',
    country: 'US',
    mapUrl: 'https://www.openstreetmap.org/?mlat=40.7&mlon=-74.0',
    price: '12.50',
    priceCurrency: 'USD',
    ...overrides,
  });

/**
 * Google's Event rich results, as documented at
 * https://developers.google.com/search/docs/appearance/structured-data/event (the "Structured data
 * type definitions": required, then recommended properties). `performer` (recommended) is left
 * out: events record no performers, only an organiser. `previousStartDate` applies to a
 * rescheduled event only, which the site does not model (a postponed one has no new date yet).
 */
const GOOGLE_EVENT_REQUIRED = ['name', 'startDate', 'location'] as const;
const GOOGLE_EVENT_RECOMMENDED = [
  'description',
  'endDate',
  'eventAttendanceMode',
  'eventStatus',
  'image',
  'offers',
  'organizer',
] as const;
/** `location` (a Place): required and recommended. */
const GOOGLE_PLACE_REQUIRED = ['address'] as const;
const GOOGLE_PLACE_RECOMMENDED = ['name'] as const;
/** `location.address` (a PostalAddress), every part recommended. */
const GOOGLE_ADDRESS_RECOMMENDED = [
  'streetAddress',
  'addressLocality',
  'postalCode',
  'addressRegion',
  'addressCountry',
] as const;
/** `offers` (an Offer), every property recommended. */
const GOOGLE_OFFER_RECOMMENDED = [
  'availability',
  'price',
  'priceCurrency',
  'url',
  'validFrom',
] as const;
/** `organizer`: recommended. */
const GOOGLE_ORGANIZER_RECOMMENDED = ['name', 'url'] as const;

/** The properties of `keys` that `value` lacks (missing, null or empty). */
function missing(value: unknown, keys: readonly string[]): string[] {
  const record = (value ?? {}) as Record<string, unknown>;
  return keys.filter(
    (key) => record[key] === undefined || record[key] === null || record[key] === '',
  );
}

/** ISO 8601 with an offset (or a date alone, for an event without a time). */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

describe("an event's structured data, as Google's Event rich results read it", () => {
  it('has every required and recommended property, the venue as a Place with its address', () => {
    const data = eventJsonLd(atVenue(), ORIGIN) as unknown as Record<string, unknown>;
    expect(missing(data, [...GOOGLE_EVENT_REQUIRED, ...GOOGLE_EVENT_RECOMMENDED])).toEqual([]);
    const location = data.location as Record<string, unknown>;
    expect(location['@type']).toBe('Place');
    expect(missing(location, [...GOOGLE_PLACE_REQUIRED, ...GOOGLE_PLACE_RECOMMENDED])).toEqual([]);
    expect(location.address).toMatchObject({ '@type': 'PostalAddress' });
    expect(missing(location.address, GOOGLE_ADDRESS_RECOMMENDED)).toEqual([]);
    expect(location.hasMap).toBe('https://www.openstreetmap.org/?mlat=40.7&mlon=-74.0');
    const offers = data.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    expect(missing(offers, GOOGLE_OFFER_RECOMMENDED)).toEqual([]);
    expect(offers).toMatchObject({ price: '12.50', priceCurrency: 'USD' });
    expect(missing(data.organizer, GOOGLE_ORGANIZER_RECOMMENDED)).toEqual([]);
    // Dates with the branch's offset, so no reader takes them for UTC or its own zone.
    expect(data.startDate).toMatch(ISO_WITH_OFFSET);
    expect(data.endDate).toMatch(ISO_WITH_OFFSET);
    expect(String(data.startDate)).toContain('+05:30');
    expect(offers.validFrom).toMatch(ISO_WITH_OFFSET);
    // Google's enumerations are schema.org URLs.
    expect(data.eventStatus).toMatch(
      /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed|MovedOnline|Rescheduled)$/,
    );
    expect(data.eventAttendanceMode).toMatch(
      /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
    );
    expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder)$/);
    for (const url of [data.url, offers.url, ...(data.image as string[])]) {
      expect(String(url)).toMatch(/^https:\/\//);
    }
  });
});

describe("an event's venue, price and time zone on its card and page", () => {
  it('shows the address under the venue, a map link that says it opens a new tab, and the price', () => {
    const page = render(<EventDetails event={atVenue()} now={NOW} Form={FormStandIn} />);
    const where = page.getByText('Location').closest('div');
    expect(where?.textContent).toContain('Faraday Hall');
    expect(where?.querySelector('address')?.textContent).toBe(
      '1 University Avenue12345 NorthgateNYUS',
    );
    const map = page.getByRole('link', { name: 'View on a map (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=40.7&mlon=-74.0');
    expect(page.getByText('Price').closest('div')?.textContent).toContain('USD 12.50');
    page.unmount();

    const free = render(<EventDetails event={sample()} now={NOW} Form={FormStandIn} />);
    expect(free.getByText('Price').closest('div')?.textContent).toContain('Free');
    expect(free.queryByRole('link', { name: /View on a map/ })).toBeNull();
  });

  it('says the branch time zone beside every time: card, start and end, closing time', () => {
    const card = render(<EventCard event={sample()} />);
    expect(card.getByText('· 14:00 GMT+5:30')).toBeTruthy();
    card.unmount();
    const page = render(<EventDetails event={sample()} now={NOW} Form={FormStandIn} />);
    expect(page.getByText('When').closest('div')?.textContent).toContain(
      '1 Jul 2026, 14:00 GMT+5:30',
    );
    page.unmount();
    // A day without a time has no clock to name.
    const allDay = render(
      <EventDetails
        event={sample({ time: null, startDate: '2026-07-01' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(allDay.getByText('When').closest('div')?.textContent).not.toContain('GMT');
  });
});

describe('an event for verified IEEE members, and what members pay', () => {
  /** Everyone may register from 10:00 on 16 June on the branch's clock (GMT+5:30). */
  const membersFirst = {
    registrationAudience: 'members-first' as const,
    openToEveryone: '2026-06-16T10:00',
    openToEveryoneAt: '2026-06-16T04:30:00.000Z',
  };

  it('says above the form that only verified members may register, and how, with the way to sign in', () => {
    const page = render(
      <EventDetails
        event={onSite({ registrationAudience: 'members' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    const section = page.getByRole('region', { name: 'Register' });
    expect(section.textContent).toContain(
      'For verified IEEE members only: register with the address IEEE has for you, or sign in at Your events.',
    );
    expect(within(section).getByRole('link', { name: 'Your events' }).getAttribute('href')).toBe(
      '/me/sign-in',
    );
    expect(within(section).getByText(/^form of event 42/)).toBeTruthy();
    expect(page.getByText('Who may register').closest('div')?.textContent).toContain(
      'Verified IEEE members only',
    );
  });

  it('says when everyone may register for a members-first event, until they may', () => {
    const first = render(
      <EventDetails event={onSite(membersFirst)} now={NOW} Form={FormStandIn} />,
    );
    const section = first.getByRole('region', { name: 'Register' });
    expect(section.textContent).toContain(
      'Verified IEEE members may register now; everyone from 16 Jun 2026, 10:00 GMT+5:30.',
    );
    expect(within(section).getByRole('link', { name: 'Your events' })).toBeTruthy();
    expect(first.getByText('Who may register').closest('div')?.textContent).toContain(
      'Verified IEEE members; everyone from 16 Jun 2026, 10:00 GMT+5:30',
    );
    first.unmount();

    // Before registration opens, the countdown's members will be first.
    const opening = {
      ...membersFirst,
      registrationOpens: '2026-06-15T18:00',
      registrationOpensAt: '2026-06-15T12:30:00.000Z',
    };
    const before = render(<EventDetails event={onSite(opening)} now={NOW} Form={FormStandIn} />);
    expect(before.getByRole('region', { name: 'Register' }).textContent).toContain(
      'Verified IEEE members may register first; everyone from 16 Jun 2026, 10:00 GMT+5:30.',
    );
    before.unmount();

    // From that moment on, anyone: the page says nothing of members.
    const everyone = render(
      <EventDetails
        event={onSite(membersFirst)}
        now={Date.parse(membersFirst.openToEveryoneAt)}
        Form={FormStandIn}
      />,
    );
    expect(everyone.queryByText(/Verified IEEE members/)).toBeNull();
    expect(everyone.queryByText('Who may register')).toBeNull();
  });

  it('says nothing of members once registration has closed', () => {
    const page = render(
      <EventDetails
        event={onSite({ registrationAudience: 'members', state: 'cancelled' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(page.queryByText(/verified IEEE members/i)).toBeNull();
    expect(page.queryByText('Who may register')).toBeNull();
  });

  it('shows the price for IEEE members beside everyone else’s', () => {
    const page = render(
      <EventDetails
        event={sample({ price: '300.00', memberPrice: '150.00', priceCurrency: 'INR' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(page.getByText('Price').closest('div')?.textContent).toContain(
      'INR 150 for IEEE members · INR 300 for others',
    );
  });

  it('marks the card of an upcoming members-only event, and no other', () => {
    const card = render(<EventCard event={onSite({ registrationAudience: 'members' })} />);
    expect(card.getByText('IEEE members only')).toBeTruthy();
    card.unmount();
    for (const event of [
      onSite(),
      onSite(membersFirst),
      onSite({ registrationAudience: 'members', status: 'past' }),
      onSite({ registrationAudience: 'members', state: 'cancelled' }),
      sample({ registrationAudience: 'members' }),
    ]) {
      const other = render(<EventCard event={event} />);
      expect(other.queryByText('IEEE members only')).toBeNull();
      other.unmount();
    }
  });
});

describe('an event paid for by UPI (issue 49)', () => {
  const paid = (overrides: Partial<EventDetail> = {}) =>
    onSite({ price: '500.00', priceCurrency: 'INR', paymentHoldHours: 24, ...overrides });
  /** The member price handed to the stand-in for the form, at each render. */
  const handed: Array<string | null> = [];
  function MemberPriceStandIn(props: { memberPrice: string | null }) {
    handed.push(props.memberPrice);
    return <p>form</p>;
  }

  it('says beside the price that a place is held this many hours while it is paid', () => {
    const page = render(<EventDetails event={paid()} now={NOW} Form={FormStandIn} />);
    expect(page.getByText('Price').closest('div')?.textContent).toContain(
      'INR 500Pay by UPI when you register: your place is held for 24 hours while you pay.',
    );
    page.unmount();

    const hour = render(
      <EventDetails event={paid({ paymentHoldHours: 1 })} now={NOW} Form={FormStandIn} />,
    );
    expect(
      hour.getByText('Pay by UPI when you register: your place is held for 1 hour while you pay.'),
    ).toBeTruthy();
    hour.unmount();

    // Paid at the door: nothing of the kind.
    const door = render(
      <EventDetails event={paid({ paymentHoldHours: null })} now={NOW} Form={FormStandIn} />,
    );
    expect(door.queryByText(/Pay by UPI/)).toBeNull();
  });

  it('lets the form claim the member price only when the price is paid here', () => {
    const member = render(
      <EventDetails event={paid({ memberPrice: '300.00' })} now={NOW} Form={MemberPriceStandIn} />,
    );
    expect(handed.at(-1)).toBe('INR 300');
    member.unmount();

    for (const event of [paid(), paid({ memberPrice: '300.00', paymentHoldHours: null })]) {
      handed.length = 0;
      const other = render(<EventDetails event={event} now={NOW} Form={MemberPriceStandIn} />);
      expect(handed.at(-1)).toBeNull();
      other.unmount();
    }
  });
});

describe("an event's category and speakers", () => {
  it('shows the category in a line of its own, with its sub-category when it has one', () => {
    const technical = render(<EventDetails event={sample()} now={NOW} Form={FormStandIn} />);
    expect(technical.getByText('Technical meeting')).toBeTruthy();
    technical.unmount();

    const { getByText } = render(
      <EventDetails
        event={sample({ category: 'Professional', subCategory: 'Industry Relations' })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    const line = getByText('Professional · Industry Relations');
    // Named for screen readers, which read no dot.
    expect(line.textContent).toBe('Category: Professional · Industry Relations');
  });

  it('lists the speakers in their order, each with their affiliation when given', () => {
    const { getByRole } = render(
      <EventDetails
        event={sample({
          speakers: [
            { name: 'Grace Hopper', affiliation: 'US Navy' },
            { name: 'Alan Turing', affiliation: null },
          ],
        })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    const section = getByRole('region', { name: 'Speakers' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Grace HopperUS Navy', 'Alan Turing']);
  });

  it('has no Speakers section when the event lists none', () => {
    const { queryByRole, queryByText } = render(
      <EventDetails event={sample()} now={NOW} Form={FormStandIn} />,
    );
    expect(queryByRole('region', { name: 'Speakers' })).toBeNull();
    expect(queryByText('Speakers')).toBeNull();
  });

  it('tells search engines who speaks, each a Person with their organisation', () => {
    const data = eventJsonLd(
      sample({
        speakers: [
          { name: 'Grace Hopper', affiliation: 'US Navy' },
          { name: 'Alan Turing', affiliation: null },
        ],
      }),
      ORIGIN,
    );
    expect(data).toHaveProperty('performer', [
      {
        '@type': 'Person',
        name: 'Grace Hopper',
        affiliation: { '@type': 'Organization', name: 'US Navy' },
      },
      { '@type': 'Person', name: 'Alan Turing' },
    ]);
    expect(eventJsonLd(sample(), ORIGIN)).not.toHaveProperty('performer');
  });
});

describe('a joint event', () => {
  const robotics = { id: 4, kind: 'society' as const, slug: 'robotics-society', name: 'Robotics' };
  const sensors = { id: 9, kind: 'council' as const, slug: 'sensors-council', name: 'Sensors' };
  const joint = (overrides: Partial<EventDetail> = {}) =>
    sample({ coHosts: [robotics, sensors], ...overrides });
  /** The paragraph of a card or page that names whose event it is. */
  const hostsOf = (link: HTMLElement) => link.closest('p');

  it('names its co-hosts after its organisation on a card, each a link to its page', () => {
    const card = render(<EventCard event={joint()} />);
    const host = card.getByRole('link', { name: 'Computer Society' });
    expect(hostsOf(host)?.textContent).toBe('Computer Society with Robotics and Sensors');
    expect(card.getByRole('link', { name: 'Robotics' }).getAttribute('href')).toBe(
      '/societies/robotics-society',
    );
    expect(card.getByRole('link', { name: 'Sensors' }).getAttribute('href')).toBe(
      '/councils/sensors-council',
    );
    expect(document.querySelector('a a')).toBeNull();
  });

  it('says whose it is even on an organisation’s own page, which leaves out its own events’', () => {
    // On the Robotics page: the event is Computer Society's, held with Robotics.
    const shared = render(
      <EventCard event={joint({ coHosts: [robotics] })} showOrganisation={false} />,
    );
    const host = shared.getByRole('link', { name: 'Computer Society' });
    expect(hostsOf(host)?.textContent).toBe('Computer Society with Robotics');
    shared.unmount();

    const own = render(<EventCard event={sample()} showOrganisation={false} />);
    expect(own.queryByRole('link', { name: 'Computer Society' })).toBeNull();
  });

  it('adds nothing to a card of an event of one organisation (the landing page’s byte budget)', () => {
    const card = render(<EventCard event={sample()} />);
    const host = card.getByRole('link', { name: 'Computer Society' });
    expect(hostsOf(host)?.innerHTML).toBe(host.outerHTML);
    card.unmount();

    const page = render(<EventDetails event={sample()} now={NOW} Form={FormStandIn} />);
    expect(page.getByText(/^By/).textContent).toBe('By Computer Society');
  });

  it('names its co-hosts on its page, and to search engines as further organizers', () => {
    const page = render(<EventDetails event={joint()} now={NOW} Form={FormStandIn} />);
    const by = page.getByText(/^By/);
    expect(by.textContent).toBe('By Computer Society with Robotics and Sensors');
    expect(
      [...by.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Computer Society', '/societies/computer-society'],
      ['Robotics', '/societies/robotics-society'],
      ['Sensors', '/councils/sensors-council'],
    ]);

    expect(eventJsonLd(joint(), ORIGIN).organizer).toEqual([
      {
        '@type': 'Organization',
        name: 'Computer Society',
        url: 'https://ieee.example.edu/societies/computer-society',
      },
      {
        '@type': 'Organization',
        name: 'Robotics',
        url: 'https://ieee.example.edu/societies/robotics-society',
      },
      {
        '@type': 'Organization',
        name: 'Sensors',
        url: 'https://ieee.example.edu/councils/sensors-council',
      },
    ]);
  });
});

describe('a session of a series', () => {
  const series = {
    id: 4,
    title: 'Coding Club',
    summary: 'Every Wednesday, 18:00 to 19:30, 10 sessions',
    registrationScope: 'session' as const,
  };

  it('says on its page which series it is part of, linked to the series’ page', () => {
    render(<EventDetails event={sample({ series })} now={NOW} Form={FormStandIn} />);
    const link = screen.getByRole('link', { name: series.summary });
    expect(link.getAttribute('href')).toBe('/series/4/coding-club');
    expect(link.closest('p')?.textContent).toBe(`Part of a series: ${series.summary}`);
    cleanup();
    // An event on its own says nothing of the kind.
    render(<EventDetails event={sample()} now={NOW} Form={FormStandIn} />);
    expect(screen.queryByText(/Part of a series/)).toBeNull();
  });

  it('carries a small "Series" note on its card', () => {
    render(<EventCard event={sample({ series })} />);
    expect(screen.getByText('Series:').closest('p')?.textContent).toBe(`Series: ${series.summary}`);
    cleanup();
    render(<EventCard event={sample()} />);
    expect(screen.queryByText('Series:')).toBeNull();
  });
});
