import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  eventCalendar,
  eventCalendarAttachment,
  eventUid,
} from './event-calendar.js';

const options = {
  origin: 'https://ieee.example.edu',
  timeZone: 'Asia/Kolkata',
  now: new Date('2026-06-15T10:00:00Z'),
};

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 12,
  title: 'Soldering workshop',
  date: '2026-07-01',
  time: '14:00',
  endDate: null,
  endTime: '16:30',
  location: 'Lab 3, East wing; ground floor',
  description: 'Bring safety glasses.\nKits provided, first come, first served.',
  state: 'scheduled',
  version: 4,
  ...overrides,
});

/** The calendar's events as a calendar program reads them (ical.js, Mozilla's parser). */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => ({
      component,
      event: new ICAL.Event(component),
      value: (name: string) => component.getFirstPropertyValue(name),
    })),
  };
}

describe('event calendars (RFC 5545)', () => {
  it('writes a timed event at its instant in the branch time zone, with its page, place and text', () => {
    const text = eventCalendar([event()], options);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const { calendar, events } = parsed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const [only] = events;
    if (!only) throw new Error('no event');
    expect(only.event.uid).toBe('event-12@ieee.example.edu');
    expect(only.event.sequence).toBe(4);
    expect(only.event.summary).toBe('Soldering workshop');
    expect(only.event.location).toBe('Lab 3, East wing; ground floor');
    // 14:00 to 16:30 in India is 08:30 to 11:00 UTC.
    expect(only.event.startDate.toJSDate().toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(only.event.endDate.toJSDate().toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(only.event.startDate.isDate).toBe(false);
    expect(String(only.value('url'))).toBe('https://ieee.example.edu/events/12/soldering-workshop');
    expect(only.event.description).toBe(
      'Bring safety glasses.\nKits provided, first come, first served.\n\nhttps://ieee.example.edu/events/12/soldering-workshop',
    );
    expect(only.value('status')).toBe('CONFIRMED');
    expect(only.value('dtstamp')?.toString()).toBe('2026-06-15T10:00:00Z');
  });

  it('writes the venue with its address as the LOCATION', () => {
    const text = eventCalendar(
      [
        event({
          location: 'Great Hall',
          streetAddress: '1 University Avenue',
          locality: 'Northgate',
          country: 'US',
        }),
      ],
      options,
    );
    const [only] = parsed(text).events;
    expect(only?.event.location).toBe('Great Hall, 1 University Avenue, Northgate, US');
  });

  it('makes an event without a clock time an all-day entry over its days', () => {
    for (const time of [null, 'Evening']) {
      const [only] = parsed(
        eventCalendar([event({ time, endTime: null, endDate: '2026-07-03' })], options),
      ).events;
      expect(only?.event.startDate.isDate).toBe(true);
      expect(only?.event.startDate.toString()).toBe('2026-07-01');
      // The end day is excluded: the entry covers the 1st to the 3rd.
      expect(only?.event.endDate.toString()).toBe('2026-07-04');
    }
    const [oneDay] = parsed(eventCalendar([event({ time: null, endTime: null })], options)).events;
    expect(oneDay?.event.startDate.toString()).toBe('2026-07-01');
    expect(oneDay?.event.endDate.toString()).toBe('2026-07-02');
  });

  it('gives a timed event without an end two hours, as its page says and the site counts it', () => {
    // 14:00 on the 1st in India, no end: 16:00 (10:30 UTC), not an entry until midnight.
    const text = eventCalendar([event({ endTime: null })], options);
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20260701T140000');
    expect(text).toContain('DTEND;TZID=Asia/Kolkata:20260701T160000');
    const [oneDay] = parsed(text).events;
    expect(oneDay?.event.endDate.toJSDate().toISOString()).toBe('2026-07-01T10:30:00.000Z');
    // Late in the evening: the two hours end on the next day.
    const [late] = parsed(eventCalendar([event({ time: '23:00', endTime: null })], options)).events;
    expect(late?.event.endDate.toJSDate().toISOString()).toBe('2026-07-01T19:30:00.000Z');
    // With a last day but no end time: midnight after its last day.
    const [long] = parsed(
      eventCalendar([event({ endTime: null, endDate: '2026-07-02' })], options),
    ).events;
    expect(long?.event.endDate.toJSDate().toISOString()).toBe('2026-07-02T18:30:00.000Z');
  });

  it('writes the calendar properties before any component, and every line with CRLF', () => {
    for (const timeZone of ['Europe/Berlin', 'UTC']) {
      const text = eventCalendar([event({ id: 1 }), event({ id: 2 })], {
        ...options,
        timeZone,
        name: 'IEEE SB events',
        refreshSeconds: 3600,
      });
      expect.soft(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect.soft(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      // Unfolded, the calendar's own lines between its BEGIN and END: properties, then components.
      const lines = text.replace(/\r\n /g, '').split('\r\n').slice(1, -2);
      let depth = 0;
      const outline: string[] = [];
      for (const line of lines) {
        if (line.startsWith('END:')) depth -= 1;
        else if (depth === 0)
          outline.push(line.startsWith('BEGIN:') ? line : line.replace(/[:;].*/, ''));
        if (line.startsWith('BEGIN:')) depth += 1;
      }
      const firstComponent = outline.findIndex((entry) => entry.startsWith('BEGIN:'));
      const properties = outline.slice(0, firstComponent);
      expect(properties).toEqual(
        expect.arrayContaining(['VERSION', 'PRODID', 'METHOD', 'X-WR-CALNAME', 'X-WR-TIMEZONE']),
      );
      expect(properties).toContain('REFRESH-INTERVAL');
      expect(outline.slice(firstComponent).every((entry) => entry.startsWith('BEGIN:'))).toBe(true);
    }
  });

  it('says when an event is cancelled or postponed', () => {
    const { events } = parsed(
      eventCalendar(
        [event({ id: 1, state: 'cancelled' }), event({ id: 2, state: 'postponed' })],
        options,
      ),
    );
    expect(events.map((entry) => entry.value('status'))).toEqual(['CANCELLED', 'TENTATIVE']);
    expect(events[0]?.event.description).toMatch(/^This event has been cancelled\./);
    expect(events[1]?.event.description).toMatch(/^Postponed: /);
  });

  it('keeps one UID per event across calendars and edits, and names a feed', () => {
    const first = parsed(eventCalendar([event({ version: 1 })], options)).events[0];
    const edited = parsed(eventCalendar([event({ version: 2, title: 'Renamed' })], options))
      .events[0];
    expect(edited?.event.uid).toBe(first?.event.uid);
    expect(edited?.event.sequence).toBeGreaterThan(first?.event.sequence ?? 0);
    expect(eventUid(12, 'http://127.0.0.1:3123')).toBe('event-12@127.0.0.1');

    const feed = parsed(
      eventCalendar([event({ id: 1 }), event({ id: 2, date: '2026-08-01' }), event({ id: 3 })], {
        ...options,
        name: 'IEEE SB events',
      }),
    );
    expect(feed.events.map((entry) => entry.event.uid)).toEqual([
      'event-1@ieee.example.edu',
      'event-2@ieee.example.edu',
      'event-3@ieee.example.edu',
    ]);
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('IEEE SB events');
  });

  it("writes times on the branch's wall clock with its VTIMEZONE, or in UTC without one", () => {
    const berlin = { ...options, timeZone: 'Europe/Berlin' };
    const text = eventCalendar([event({ updatedAt: '2026-06-01T08:00:00Z' })], berlin);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260701T140000');
    expect(text).toContain('X-WR-TIMEZONE:Europe/Berlin');
    const { calendar, events } = parsed(text);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    // Summer time: 14:00 in Berlin is 12:00 UTC.
    expect(events[0]?.event.startDate.toJSDate().toISOString()).toBe('2026-07-01T12:00:00.000Z');
    // Its last change, not the moment of writing: an unchanged feed keeps its bytes.
    expect(events[0]?.value('dtstamp')?.toString()).toBe('2026-06-01T08:00:00Z');
    expect(events[0]?.value('last-modified')?.toString()).toBe('2026-06-01T08:00:00Z');

    const utc = eventCalendar([event()], { ...options, timeZone: 'UTC' });
    expect(utc).not.toContain('BEGIN:VTIMEZONE');
    expect(utc).toContain('DTSTART:20260701T140000Z');
  });

  it('makes an .ics attachment of one event', () => {
    const attachment = eventCalendarAttachment(event(), options);
    expect(attachment).toMatchObject({
      filename: 'event-12.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const text = Buffer.from(attachment.content, 'base64').toString('utf8');
    expect(parsed(text).events[0]?.event.uid).toBe('event-12@ieee.example.edu');
  });
});
