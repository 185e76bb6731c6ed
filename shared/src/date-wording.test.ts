import { describe, expect, it } from 'vitest';
import {
  clockTimeAt,
  dayWithTime,
  eventWhen,
  eventWhenParts,
  longDate,
  longDay,
  momentWords,
  shortDate,
  shortDateTime,
  shortMoment,
  spreadsheetMoment,
  wallClockAt,
  zoneNameAt,
} from './date-wording.js';

const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';
/** Branches' clocks: an Indian branch's (the sample's), and branches elsewhere. */
const INDIA = { timeZone: KOLKATA, languageTag: 'en-IN' };
const US = { timeZone: NEW_YORK, languageTag: 'en-US' };
const UK = { timeZone: 'Europe/London', languageTag: 'en-GB' };

describe('days', () => {
  it('says a day long, with or without its weekday, whatever the runtime zone', () => {
    expect(longDay('2026-07-01')).toBe('Wednesday 1 July 2026');
    expect(longDay('2026-12-12')).toBe('Saturday 12 December 2026');
    expect(longDate('2026-09-01')).toBe('1 September 2026');
  });

  it('says a day short, an instant by its day at UTC, anything else as it came', () => {
    expect(shortDate('2026-09-30')).toBe('30 Sep 2026');
    expect(shortDate('2025-12-31T23:30:00.000Z')).toBe('31 Dec 2025');
    expect(shortDate('not a date')).toBe('not a date');
  });

  it('says a wall clock short, with seconds only when it has some', () => {
    expect(shortDateTime('2026-06-30T18:00')).toBe('30 Jun 2026, 18:00');
    expect(shortDateTime('2026-06-30T18:00:00')).toBe('30 Jun 2026, 18:00');
    expect(shortDateTime('2026-06-30T18:00:30')).toBe('30 Jun 2026, 18:00:30');
    expect(shortDateTime('2026-06-30')).toBe('30 Jun 2026');
    expect(shortDateTime('2025-03-10T08:00', { weekday: true })).toBe('Monday 10 Mar 2025, 08:00');
  });
});

describe('reading an instant on a zone’s clock', () => {
  // 18:29:30 UTC on 1 July 2026: 23:59:30 in Kolkata, 14:29:30 (summer time) in New York.
  const instant = new Date('2026-07-01T18:29:30Z');

  it('reads the wall clock in the zone it is given, to the second when asked', () => {
    expect(wallClockAt(instant, KOLKATA)).toBe('2026-07-01T23:59');
    expect(wallClockAt(instant, KOLKATA, 'second')).toBe('2026-07-01T23:59:30');
    expect(wallClockAt(instant, NEW_YORK)).toBe('2026-07-01T14:29');
    expect(wallClockAt(new Date('2026-07-01T18:30:00Z'), KOLKATA, 'second')).toBe(
      '2026-07-02T00:00',
    );
    expect(clockTimeAt(instant, KOLKATA)).toBe('23:59');
    expect(() => wallClockAt(instant, 'Nowhere/Atlantis')).toThrow(RangeError);
  });

  it('names the zone as the branch’s region does, as it stands at the instant', () => {
    // Intl alone says `IST` for India only in Indian locales: the language tag's region decides.
    expect(zoneNameAt(INDIA, instant)).toBe('IST');
    expect(zoneNameAt({ timeZone: KOLKATA, languageTag: 'hi-IN' }, instant)).toBe('IST');
    expect(zoneNameAt({ timeZone: 'Asia/Calcutta', languageTag: 'en-IN' }, instant)).toBe('IST');
    expect(zoneNameAt(US, instant)).toBe('EDT');
    expect(zoneNameAt(US, new Date('2026-12-12T15:00:00Z'))).toBe('EST');
    expect(zoneNameAt(UK, instant)).toBe('BST');
    expect(zoneNameAt(UK, new Date('2026-12-12T15:00:00Z'))).toBe('GMT');
    expect(zoneNameAt({ timeZone: 'Europe/Berlin', languageTag: 'de-DE' }, instant)).toBe('CEST');
  });

  it('names a zone by its offset where the branch’s region has no name for it', () => {
    expect(zoneNameAt({ timeZone: KOLKATA, languageTag: 'en-US' }, instant)).toBe('GMT+5:30');
    expect(zoneNameAt({ timeZone: NEW_YORK, languageTag: 'en-IN' }, instant)).toBe('GMT-4');
    expect(zoneNameAt({ timeZone: 'UTC', languageTag: 'en-IN' }, instant)).toBe('UTC');
  });

  it('says a moment in a sentence with the zone’s name, to the second when asked', () => {
    // 16:00:30 on 15 June 2026 in Kolkata is 10:30:30 UTC.
    expect(momentWords(new Date('2026-06-15T10:30:30Z'), INDIA, 'second')).toBe(
      '16:00:30 IST on Monday 15 June 2026',
    );
    expect(momentWords(new Date('2026-12-12T15:00:00Z'), US, 'second')).toBe(
      '10:00 EST on Saturday 12 December 2026',
    );
    // A deadline past midnight says the next day.
    expect(momentWords(new Date('2026-07-01T18:35:10Z'), INDIA)).toBe(
      '00:05 IST on Thursday 2 July 2026',
    );
    expect(momentWords(new Date('2026-07-01T13:35:00Z'), UK)).toBe(
      '14:35 BST on Wednesday 1 July 2026',
    );
  });

  it('says a moment on a page or in the console short, with the zone’s name', () => {
    expect(shortMoment(new Date('2026-07-01T18:35:10Z'), INDIA)).toBe('2 Jul 2026, 00:05 IST');
    expect(shortMoment(new Date('2026-12-12T15:00:00Z'), US)).toBe('12 Dec 2026, 10:00 EST');
  });

  it('writes a moment in a spreadsheet cell with its offset, as Python reads it back', () => {
    const registered = new Date('2026-07-01T18:35:10.250Z');
    expect(spreadsheetMoment(registered, KOLKATA)).toBe('2026-07-02 00:05:10+05:30');
    expect(spreadsheetMoment(registered, NEW_YORK)).toBe('2026-07-01 14:35:10-04:00');
    expect(spreadsheetMoment(new Date('2026-12-12T15:00:00Z'), 'UTC')).toBe(
      '2026-12-12 15:00:00+00:00',
    );
    // The same instant again (JavaScript reads RFC 3339 with a `T`, as `datetime` does either).
    const cell = spreadsheetMoment(registered, 'Asia/Kathmandu');
    expect(cell).toBe('2026-07-02 00:20:10+05:45');
    expect(new Date(cell.replace(' ', 'T')).getTime()).toBe(
      Math.floor(registered.getTime() / 1000) * 1000,
    );
  });
});

describe('when an event runs', () => {
  const day = { date: '2026-07-01', time: null, endDate: null, endTime: null };

  it('says a timed event with its end time and the zone’s name after the last time', () => {
    const event = { ...day, time: '18:00', endTime: '20:00' };
    expect(eventWhen(event, 'GMT+5:30')).toBe('Wednesday 1 July 2026, 18:00 to 20:00 GMT+5:30');
    expect(eventWhen(event, 'GMT+5:30', 'short')).toBe('1 Jul 2026, 18:00 – 20:00 GMT+5:30');
  });

  it('says an event without an end with the two hours its calendar entry gives it', () => {
    expect(eventWhen({ ...day, time: '18:00' }, 'IST')).toBe(
      'Wednesday 1 July 2026, 18:00 to 20:00 IST',
    );
    expect(eventWhen({ ...day, time: '23:00' }, 'IST', 'short')).toBe(
      '1 Jul 2026, 23:00 – 2 Jul 2026, 01:00 IST',
    );
    // An end day without an end time is an end: the event runs until that day is over.
    expect(eventWhen({ ...day, time: '18:00', endDate: '2026-07-01' }, 'IST', 'short')).toBe(
      '1 Jul 2026, 18:00 IST',
    );
  });

  it('says the next day of a range past midnight', () => {
    const event = { date: '2026-12-12', time: '22:00', endDate: '2026-12-13', endTime: '01:00' };
    expect(eventWhen(event, 'GMT+5:30')).toBe(
      'Saturday 12 December 2026, 22:00 to Sunday 13 December 2026, 01:00 GMT+5:30',
    );
    expect(eventWhen(event, 'GMT+5:30', 'short')).toBe(
      '12 Dec 2026, 22:00 – 13 Dec 2026, 01:00 GMT+5:30',
    );
  });

  it('says days without a time without a zone', () => {
    expect(eventWhen(day, 'GMT+5:30')).toBe('Wednesday 1 July 2026');
    expect(eventWhen({ ...day, endDate: '2026-07-03' }, 'GMT+5:30', 'short')).toBe(
      '1 Jul 2026 – 3 Jul 2026',
    );
  });

  it('names a zone elsewhere as it stands on the event’s day', () => {
    const event = { date: '2026-12-12', time: '10:00', endDate: null, endTime: '12:00' };
    const zoneName = zoneNameAt(US, new Date('2026-12-12T15:00:00Z'));
    expect(eventWhen(event, zoneName)).toBe('Saturday 12 December 2026, 10:00 to 12:00 EST');
  });

  it('hands a page the pieces to wrap in <time> elements', () => {
    const event = { ...day, time: '14:00', endDate: '2026-07-03', endTime: '12:00' };
    expect(eventWhenParts(event, 'GMT+5:30', 'short')).toEqual({
      start: '1 Jul 2026, 14:00',
      end: { joiner: ' – ', text: '3 Jul 2026, 12:00' },
      zone: ' GMT+5:30',
    });
    expect(eventWhenParts(day, 'GMT+5:30').end).toBeNull();
    expect(dayWithTime('2026-07-01', '14:00', 'short')).toBe('1 Jul 2026, 14:00');
  });
});
