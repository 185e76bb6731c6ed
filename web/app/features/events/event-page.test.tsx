import type { EventDetail } from '@chapterhouse/shared';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonForScript } from '../../components/json-ld';
import { EventCard } from './event-card';
import { EventDetails } from './event-details';
import { eventJsonLd } from './event-json-ld';
import { eventPath } from './event-path';

afterEach(cleanup);

const ORIGIN = 'https://ieee.example.edu';

const sample = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: 42,
  organisation: { id: 3, kind: 'society', slug: 'computer-society', name: 'Computer Society' },
  status: 'upcoming',
  state: 'scheduled',
  title: 'Analogue Circuits Clinic',
  date: '2026-07-01',
  time: '14:00',
  startDate: '2026-07-01T14:00:00+05:30',
  endsAt: null,
  endDate: null,
  endTime: null,
  checkedIn: 0,
  registrationApproval: false,
  registrationCloses: null,
  registrationQuestions: [],
  location: 'Faraday Hall',
  description: 'Bring a broken circuit.\nLeave with a working one.',
  organizer: 'Ada Lovelace',
  capacity: 40,
  registrationLink: 'https://example.org/register',
  registrationMode: 'link',
  image: '/media/clinic.webp',
  tags: ['analogue', 'hands-on'],
  registrations: 12,
  participants: null,
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
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('offers the page’s own form, sold out when full, and gives the end', () => {
    const data = eventJsonLd(
      sample({
        registrationMode: 'site',
        registrationLink: null,
        capacity: 40,
        registrations: 40,
        endsAt: '2026-07-01T17:00:00+05:30',
      }),
      ORIGIN,
    );
    expect(data).toMatchObject({
      endDate: '2026-07-01T17:00:00+05:30',
      offers: {
        url: 'https://ieee.example.edu/events/42/analogue-circuits-clinic#register',
        availability: 'https://schema.org/SoldOut',
      },
    });
    expect(eventJsonLd(sample({ status: 'past' }), ORIGIN)).not.toHaveProperty('offers');
  });

  it('leaves out what the event lacks', () => {
    const data = eventJsonLd(
      sample({
        location: null,
        image: null,
        registrationLink: null,
        registrationMode: 'none',
        startDate: '2026-07-01',
      }),
      ORIGIN,
    );
    expect(data).toHaveProperty('startDate', '2026-07-01');
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('offers');
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
    const { getByRole, getByText } = render(<EventDetails event={sample()} />);
    expect(getByRole('heading', { level: 1, name: 'Analogue Circuits Clinic' })).toBeTruthy();
    expect(getByText('Upcoming event')).toBeTruthy();
    expect(getByText(/Leave with a working one/)).toBeTruthy();
    expect(getByText('12 registered')).toBeTruthy();
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
      <EventDetails event={sample({ status: 'past', participants: '120+' })} />,
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

    const page = render(<EventDetails event={cancelled} />);
    expect(page.getByText('This event has been cancelled.')).toBeTruthy();
    expect(page.queryByRole('link', { name: /Register Now/ })).toBeNull();
    page.unmount();

    const postponed = render(<EventDetails event={sample({ state: 'postponed' })} />);
    expect(postponed.getByText(/This event has been postponed/)).toBeTruthy();
    // The outside form may still hold their place: its link stays.
    expect(postponed.getByRole('link', { name: /Register Now/ })).toBeTruthy();
  });

  it('tells search engines its status, and offers no tickets once cancelled', () => {
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
