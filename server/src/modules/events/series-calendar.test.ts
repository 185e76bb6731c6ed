import {
  SERIES_FREQUENCIES,
  type SeriesRule,
  type SeriesRuleInput,
  seriesDates,
  seriesRuleSchema,
} from '@chapterhouse/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandedByIcalJs } from '../../../test/ical-expansion.js';
import { type CalendarSeries, seriesCalendar, seriesRrule } from './series-calendar.js';
import { seriesSessions } from './series-rule.js';

const options = {
  origin: 'https://ieee.example.edu',
  timeZone: 'America/New_York',
  now: new Date('2026-09-15T10:00:00Z'),
};

const rule = (changes: Partial<SeriesRuleInput> = {}): SeriesRule =>
  seriesRuleSchema.parse({
    firstDate: '2026-10-07',
    startTime: '18:00',
    endTime: '19:30',
    frequency: 'weekly',
    count: 10,
    ...changes,
  });

const series = (seriesRule: SeriesRule): CalendarSeries => ({
  id: 4,
  title: 'Embedded systems study group',
  location: 'Lab 3',
  description: 'Bring a laptop.',
  pagePath: '/series/4/embedded-systems-study-group',
  version: 3,
  updatedAt: '2026-09-01T08:00:00Z',
  rule: seriesRule,
});

/** Ten Wednesdays across New York's clock change (1 November), one left out, one moved. */
const decisiveRule = () =>
  rule({
    exceptions: ['2026-10-21'],
    overrides: [
      { originalDate: '2026-11-04', date: '2026-11-05', startTime: '17:00', location: 'Hall B' },
    ],
  });

/** The same, as the site lists them: the sessions that take place. */
const listedBySite = (seriesRule: SeriesRule, timeZone: string) =>
  seriesSessions(seriesRule, timeZone)
    .filter((session) => !session.cancelled)
    .map((session) => ({
      start: session.startsAt.toISOString(),
      end: session.endsAt.toISOString(),
      location: session.location ?? 'Lab 3',
    }));

describe('series calendars (RFC 5545)', () => {
  it('writes the series as one VEVENT with RRULE, EXDATE and a RECURRENCE-ID change', () => {
    const text = seriesCalendar([series(decisiveRule())], options);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/END:VCALENDAR\r\n$/);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('UID:series-4@ieee.example.edu');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('DTSTART;TZID=America/New_York:20261007T180000');
    expect(text).toContain('DTEND;TZID=America/New_York:20261007T193000');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=10');
    expect(text).toContain('EXDATE;TZID=America/New_York:20261021T180000');
    expect(text).toContain('RECURRENCE-ID;TZID=America/New_York:20261104T180000');
    expect(text).toContain('DTSTART;TZID=America/New_York:20261105T170000');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.match(/UID:series-4@ieee\.example\.edu/g)).toHaveLength(2);
  });

  it('gives a calendar program the 9 instants the site lists, across a clock change', () => {
    const seriesRule = decisiveRule();
    const text = seriesCalendar([series(seriesRule)], options);
    const expanded = expandedByIcalJs(text);
    expect(expanded.map((session) => session.start)).toEqual([
      '2026-10-07T22:00:00.000Z',
      '2026-10-14T22:00:00.000Z',
      '2026-10-28T22:00:00.000Z',
      // Moved to Thursday 17:00, after the change (EST): 22:00 UTC; the rest 18:00 EST.
      '2026-11-05T22:00:00.000Z',
      '2026-11-11T23:00:00.000Z',
      '2026-11-18T23:00:00.000Z',
      '2026-11-25T23:00:00.000Z',
      '2026-12-02T23:00:00.000Z',
      '2026-12-09T23:00:00.000Z',
    ]);
    expect(expanded).toEqual(listedBySite(seriesRule, options.timeZone));
    expect(expanded[3]?.location).toBe('Hall B');
  });

  it('gives the same instants in Asia/Kolkata and in UTC (listed as RDATE there)', () => {
    const seriesRule = decisiveRule();
    for (const timeZone of ['Asia/Kolkata', 'UTC']) {
      const text = seriesCalendar([series(seriesRule)], { ...options, timeZone });
      const expanded = expandedByIcalJs(text);
      expect(expanded, timeZone).toHaveLength(9);
      expect(expanded, timeZone).toEqual(listedBySite(seriesRule, timeZone));
    }
    expect(
      expandedByIcalJs(
        seriesCalendar([series(seriesRule)], { ...options, timeZone: 'Asia/Kolkata' }),
      )[0]?.start,
    ).toBe('2026-10-07T12:30:00.000Z');
    const utc = seriesCalendar([series(seriesRule)], { ...options, timeZone: 'UTC' });
    expect(utc).not.toContain('BEGIN:VTIMEZONE');
    expect(utc).toContain('DTSTART:20261007T180000Z');
    expect(utc).toContain('RDATE:20261007T180000Z,20261014T180000Z,20261028T180000Z');
  });

  it('leaves cancelled sessions out with EXDATE, the first one included', () => {
    const seriesRule = rule({
      count: 4,
      exceptions: ['2026-10-07'],
      overrides: [{ originalDate: '2026-10-21', cancelled: true }],
    });
    for (const timeZone of ['America/New_York', 'UTC']) {
      const text = seriesCalendar([series(seriesRule)], { ...options, timeZone });
      expect(text.match(/BEGIN:VEVENT/g), timeZone).toHaveLength(1);
      expect(expandedByIcalJs(text).map((session) => session.start)).toEqual(
        listedBySite(seriesRule, timeZone).map((session) => session.start),
      );
    }
    expect(seriesCalendar([series(seriesRule)], options)).toContain(
      'EXDATE;TZID=America/New_York:20261007T180000,20261021T180000',
    );
  });

  it('writes each kind of rule as RFC 5545 has it, UNTIL in UTC', () => {
    const zone = 'America/New_York';
    expect(seriesRrule(rule({ frequency: 'fortnightly' }), zone)).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=10',
    );
    expect(
      seriesRrule(rule({ frequency: 'monthly-by-weekday', firstDate: '2026-10-21' }), zone),
    ).toBe('RRULE:FREQ=MONTHLY;BYDAY=3WE;COUNT=10');
    expect(
      seriesRrule(rule({ frequency: 'monthly-by-weekday', firstDate: '2026-10-30' }), zone),
    ).toBe('RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=10');
    expect(
      seriesRrule(rule({ frequency: 'monthly-by-date', firstDate: '2027-01-31', count: 5 }), zone),
    ).toBe('RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=5');
    // The last second of 9 December in New York (EST) is 04:59:59 UTC the next day.
    expect(seriesRrule(rule({ count: null, until: '2026-12-09' }), zone)).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20261210T045959Z',
    );
  });

  it('agrees with ical.js on the dates of any rule (fast-check)', () => {
    const day = fc
      .integer({ min: 0, max: 730 })
      .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
    const ruleInput = fc.record({
      firstDate: day,
      // Sessions that no clock change falls within: RFC 5545 gives every instance DTEND's exact
      // duration, the site its wall-clock end (docs/series.md); they differ only across a change.
      times: fc.constantFrom(
        ['00:00', '00:45'],
        ['09:15', '11:00'],
        ['18:00', '19:30'],
        ['23:00', '23:59'],
      ),
      frequency: fc.constantFrom(...SERIES_FREQUENCIES),
      monthlyWeekday: fc.constantFrom(null, 'nth' as const),
      end: fc.oneof(
        fc.record({ count: fc.integer({ min: 1, max: 24 }) }),
        fc.record({ days: fc.integer({ min: 0, max: 700 }) }),
      ),
      leftOut: fc.array(fc.integer({ min: 0, max: 23 }), { maxLength: 4 }),
      timeZone: fc.constantFrom('America/New_York', 'Asia/Kolkata', 'Europe/London', 'UTC'),
    });
    fc.assert(
      fc.property(ruleInput, (input) => {
        const repeat = {
          firstDate: input.firstDate,
          startTime: input.times[0],
          endTime: input.times[1],
          frequency: input.frequency,
          monthlyWeekday: input.monthlyWeekday,
          ...('count' in input.end
            ? { count: input.end.count }
            : {
                until: new Date(Date.parse(input.firstDate) + input.end.days * 86_400_000)
                  .toISOString()
                  .slice(0, 10),
              }),
        };
        const plain = seriesRuleSchema.safeParse(repeat);
        if (!plain.success) return; // past the limits, or 'nth' on a fifth weekday: refused
        const dates = seriesDates(plain.data);
        const exceptions = [...new Set(input.leftOut.map((index) => dates[index]))].filter(
          (date): date is string => date !== undefined && dates.length > 1,
        );
        const parsed = seriesRuleSchema.safeParse({
          ...repeat,
          exceptions: exceptions.length < dates.length ? exceptions : [],
        });
        if (!parsed.success) return; // past the limits: refused, nothing to write
        const text = seriesCalendar([series(parsed.data)], {
          ...options,
          timeZone: input.timeZone,
        });
        expect(expandedByIcalJs(text)).toEqual(listedBySite(parsed.data, input.timeZone));
      }),
      { numRuns: 300 },
    );
  });
});
