import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlook365CalendarUrl, outlookCalendarUrl } from './calendar-links';

const PAGE = 'https://ieee.example.edu/events/12/soldering-workshop';

const event = (overrides: object = {}) => ({
  title: 'Soldering workshop',
  description: 'Bring safety glasses.',
  location: 'Lab 3',
  // 14:00 to 16:30 in India.
  startDate: '2026-07-01T14:00:00+05:30',
  endsAt: '2026-07-01T16:30:00+05:30' as string | null,
  ...overrides,
});

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("an event's Add to calendar links", () => {
  it('give Google a timed event as UTC instants, with its text, page and place', () => {
    const url = googleCalendarUrl(event(), PAGE);
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(queryOf(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Soldering workshop',
      dates: '20260701T083000Z/20260701T110000Z',
      details: `Bring safety glasses.\n\n${PAGE}`,
      location: 'Lab 3',
    });
  });

  it('give Outlook the same event as ISO instants', () => {
    const url = outlookCalendarUrl(event(), PAGE);
    expect(url.startsWith('https://outlook.live.com/calendar/0/deeplink/compose?')).toBe(true);
    expect(queryOf(url)).toMatchObject({
      subject: 'Soldering workshop',
      startdt: '2026-07-01T08:30:00.000Z',
      enddt: '2026-07-01T11:00:00.000Z',
      body: `Bring safety glasses.\n\n${PAGE}`,
      location: 'Lab 3',
    });
    expect(queryOf(url).allday).toBeUndefined();
  });

  it('give Outlook 365 (work and school accounts) the same fields as Outlook.com', () => {
    const url = outlook365CalendarUrl(event(), PAGE);
    expect(url.startsWith('https://outlook.office.com/calendar/0/deeplink/compose?')).toBe(true);
    expect(queryOf(url)).toEqual(queryOf(outlookCalendarUrl(event(), PAGE)));
    const allDay = event({ startDate: '2026-07-30', endsAt: '2026-08-01' });
    expect(queryOf(outlook365CalendarUrl(allDay, PAGE))).toEqual(
      queryOf(outlookCalendarUrl(allDay, PAGE)),
    );
  });

  it('give the venue with its address as the entry’s location', () => {
    const atVenue = event({
      location: 'Great Hall',
      streetAddress: '1 University Avenue',
      locality: 'Northgate',
      postalCode: '12345',
      region: 'NY',
      country: 'US',
    });
    const where = 'Great Hall, 1 University Avenue, 12345 Northgate, NY, US';
    expect(queryOf(googleCalendarUrl(atVenue, PAGE)).location).toBe(where);
    expect(queryOf(outlookCalendarUrl(atVenue, PAGE)).location).toBe(where);
    expect(queryOf(outlook365CalendarUrl(atVenue, PAGE)).location).toBe(where);
  });

  it('make an event without a time a whole-day entry over its days, the end day excluded', () => {
    const allDay = event({ startDate: '2026-07-30', endsAt: '2026-08-01', location: null });
    expect(queryOf(googleCalendarUrl(allDay, PAGE))).toMatchObject({
      dates: '20260730/20260802',
    });
    expect(queryOf(googleCalendarUrl(allDay, PAGE)).location).toBeUndefined();
    expect(queryOf(outlookCalendarUrl(allDay, PAGE))).toMatchObject({
      startdt: '2026-07-30',
      enddt: '2026-08-02',
      allday: 'true',
    });
  });

  it('end a timed event without an end two hours after it starts, as its page says', () => {
    // No end at all: 14:00 to 16:00 in India (08:30 to 10:30 UTC), not a block until midnight.
    expect(queryOf(googleCalendarUrl(event({ endsAt: null }), PAGE)).dates).toBe(
      '20260701T083000Z/20260701T103000Z',
    );
    for (const outlook of [outlookCalendarUrl, outlook365CalendarUrl]) {
      expect(queryOf(outlook(event({ endsAt: null }), PAGE))).toMatchObject({
        startdt: '2026-07-01T08:30:00.000Z',
        enddt: '2026-07-01T10:30:00.000Z',
      });
    }
    // Over two days with no end time: until midnight after the 2nd, in India.
    expect(queryOf(googleCalendarUrl(event({ endsAt: '2026-07-02' }), PAGE)).dates).toBe(
      '20260701T083000Z/20260702T183000Z',
    );
  });

  it('cut a long description so the address stays short enough for browsers', () => {
    const url = googleCalendarUrl(event({ description: 'x'.repeat(5000) }), PAGE);
    expect(queryOf(url).details?.length).toBeLessThan(1100);
    expect(url.length).toBeLessThan(2000);
  });
});
