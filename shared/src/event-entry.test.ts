import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_MINUTES, endOf, eventEntry, priceFor } from './event-entry.js';

describe("an event's calendar entry", () => {
  it.each([
    ['its end time', '2026-07-01T16:30:00+05:30', '2026-07-01T16:30:00+05:30'],
    ['no end: two hours after it starts', null, '2026-07-01T16:00:00+05:30'],
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

  it('gives an event with a start time and no end two hours, on its wall clock', () => {
    expect(DEFAULT_EVENT_MINUTES).toBe(120);
    const day = { date: '2026-07-01', endDate: null, endTime: null };
    expect(endOf({ ...day, time: '18:00' })).toEqual({ endDate: null, endTime: '20:00' });
    expect(endOf({ ...day, time: '23:30' })).toEqual({ endDate: '2026-07-02', endTime: '01:30' });
    // Its own end, whole days and older free-text times keep theirs.
    expect(endOf({ ...day, time: '18:00', endTime: '19:00' })).toEqual({
      endDate: null,
      endTime: '19:00',
    });
    expect(endOf({ ...day, time: '18:00', endDate: '2026-07-03' }).endTime).toBeNull();
    expect(endOf({ ...day, time: null })).toEqual({ endDate: null, endTime: null });
    expect(endOf({ ...day, time: 'Evening' })).toEqual({ endDate: null, endTime: null });
  });
});

describe('what a place costs', () => {
  const prices = {
    price: '250.00',
    memberPrice: '150.00',
    earlyBirdPrice: '200.00',
    earlyBirdUntil: '2026-12-10',
  };
  it('is the lowest price the registrant qualifies for, on the branch’s date', () => {
    expect(priceFor(prices, { member: false, today: '2026-12-10' })).toBe('200.00');
    expect(priceFor(prices, { member: false, today: '2026-12-11' })).toBe('250.00');
    expect(priceFor(prices, { member: true, today: '2026-12-10' })).toBe('150.00');
    expect(
      priceFor({ ...prices, earlyBirdPrice: '100.00' }, { member: true, today: '2026-12-01' }),
    ).toBe('100.00');
    expect(
      priceFor({ ...prices, memberPrice: '0.00' }, { member: true, today: '2026-12-31' }),
    ).toBe('0.00');
    expect(
      priceFor(
        { price: null, memberPrice: null, earlyBirdPrice: null, earlyBirdUntil: null },
        { member: true, today: '2026-12-01' },
      ),
    ).toBeNull();
  });
});
