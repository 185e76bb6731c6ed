import { describe, expect, it } from 'vitest';
import { eventEntry } from './event-entry.js';

describe("an event's calendar entry", () => {
  it.each([
    ['its end time', '2026-07-01T16:30:00+05:30', '2026-07-01T16:30:00+05:30'],
    ['no end: as its day ends', null, '2026-07-02T00:00:00+05:30'],
    ['a last day without a time: as that day ends', '2026-07-03', '2026-07-04T00:00:00+05:30'],
    [
      'an end before its start: as its day ends',
      '2026-07-01T09:00:00+05:30',
      '2026-07-02T00:00:00+05:30',
    ],
  ])('ends a timed event at %s', (_, endsAt, end) => {
    expect(eventEntry({ startDate: '2026-07-01T14:00:00+05:30', endsAt })).toEqual({
      allDay: false,
      start: '2026-07-01T14:00:00+05:30',
      end,
    });
  });

  it('makes an event without a start time an all-day entry over its days', () => {
    expect(eventEntry({ startDate: '2026-12-31', endsAt: null })).toEqual({
      allDay: true,
      startDay: '2026-12-31',
      lastDay: '2026-12-31',
      endDayExclusive: '2027-01-01',
    });
    expect(eventEntry({ startDate: '2026-07-30', endsAt: '2026-08-01' })).toMatchObject({
      lastDay: '2026-08-01',
      endDayExclusive: '2026-08-02',
    });
  });
});
