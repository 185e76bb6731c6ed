import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, calendarDate, wallClockOf, zonedDateTime } from './clock.js';

describe('calendarDate', () => {
  it('gives the date in the site time zone, not the server one', () => {
    // 20:00 UTC on 14 June is already 15 June in India (UTC+5:30) and still 14 June in New York.
    const instant = new Date('2026-06-14T20:00:00Z');
    expect(calendarDate(instant, 'UTC')).toBe('2026-06-14');
    expect(calendarDate(instant, 'Asia/Kolkata')).toBe('2026-06-15');
    expect(calendarDate(instant, 'America/New_York')).toBe('2026-06-14');
  });

  it('turns the day exactly at local midnight', () => {
    expect(calendarDate(new Date('2026-06-14T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-06-14');
    expect(calendarDate(new Date('2026-06-14T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-06-15');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('zonedDateTime', () => {
  it('gives the time zone’s offset on that day, daylight saving time included', () => {
    expect(zonedDateTime('2026-07-01', '14:00', 'Asia/Kolkata')).toBe('2026-07-01T14:00:00+05:30');
    expect(zonedDateTime('2026-07-01', '14:00', 'UTC')).toBe('2026-07-01T14:00:00+00:00');
    expect(zonedDateTime('2026-07-01', '09:30', 'America/New_York')).toBe(
      '2026-07-01T09:30:00-04:00',
    );
    expect(zonedDateTime('2026-01-15', '09:30', 'America/New_York')).toBe(
      '2026-01-15T09:30:00-05:00',
    );
    // Sydney switches on 5 April 2026 at 03:00 (+11:00 to +10:00).
    expect(zonedDateTime('2026-04-04', '23:00', 'Australia/Sydney')).toBe(
      '2026-04-04T23:00:00+11:00',
    );
    expect(zonedDateTime('2026-04-05', '12:00', 'Australia/Sydney')).toBe(
      '2026-04-05T12:00:00+10:00',
    );
  });
});

describe('formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made once per zone: each registration mail reads its times through them', () => {
    // A zone no other test here uses, so nothing was made for it before.
    const zone = 'Pacific/Chatham';
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as unknown as typeof Original);
    const first = new Date('2026-06-14T20:00:00Z');
    wallClockOf(first, zone);
    zonedDateTime('2026-06-14', '10:00', zone);
    const afterFirst = made.mock.calls.length;
    for (let minute = 1; minute <= 20; minute++) {
      wallClockOf(new Date(first.getTime() + minute * 60_000), zone);
      calendarDate(new Date(first.getTime() + minute * 86_400_000), zone);
      zonedDateTime('2026-06-15', '10:00', zone);
    }
    expect(afterFirst).toBeGreaterThan(0);
    expect(made.mock.calls.length).toBe(afterFirst);
    // Still right: 08:00 on the 15th in Chatham (UTC+12:45).
    expect(wallClockOf(first, zone)).toBe('2026-06-15T08:45');
  });
});
