import { type SeriesRuleInput, seriesRuleSchema } from '@chapterhouse/shared';
import { describe, expect, it } from 'vitest';
import { seriesSessions } from './series-rule.js';

/** Ten Wednesday evenings in New York from 7 October 2026, across the clock change of 1 November. */
const rule = (changes: Partial<SeriesRuleInput> = {}) =>
  seriesRuleSchema.parse({
    firstDate: '2026-10-07',
    startTime: '18:00',
    endTime: '19:30',
    frequency: 'weekly',
    count: 10,
    ...changes,
  });

const NEW_YORK = 'America/New_York';
const starts = (sessions: ReturnType<typeof seriesSessions>) =>
  sessions.map((session) => session.startsAt.toISOString());

describe('a series’ sessions', () => {
  it('puts each session on the branch’s wall clock, across a clock change', () => {
    const sessions = seriesSessions(rule({ count: 6 }), NEW_YORK);
    expect(starts(sessions)).toEqual([
      // 18:00 EDT is 22:00 UTC; from 1 November 18:00 EST is 23:00 UTC.
      '2026-10-07T22:00:00.000Z',
      '2026-10-14T22:00:00.000Z',
      '2026-10-21T22:00:00.000Z',
      '2026-10-28T22:00:00.000Z',
      '2026-11-04T23:00:00.000Z',
      '2026-11-11T23:00:00.000Z',
    ]);
    expect(sessions[4]).toEqual({
      originalDate: '2026-11-04',
      date: '2026-11-04',
      startTime: '18:00',
      endTime: '19:30',
      startsAt: new Date('2026-11-04T23:00:00Z'),
      endsAt: new Date('2026-11-05T00:30:00Z'),
      location: null,
      changed: false,
      cancelled: false,
    });
    // India keeps one offset all year: 18:00 IST is 12:30 UTC.
    expect(starts(seriesSessions(rule({ count: 6 }), 'Asia/Kolkata')).at(-1)).toBe(
      '2026-11-11T12:30:00.000Z',
    );
  });

  it('leaves exceptions out, moves, retimes, relocates and marks cancelled sessions', () => {
    const sessions = seriesSessions(
      rule({
        exceptions: ['2026-10-21'],
        overrides: [
          {
            originalDate: '2026-10-14',
            date: '2026-10-29',
            startTime: '17:00',
            location: 'Hall B',
          },
          { originalDate: '2026-11-04', endTime: '20:00' },
          { originalDate: '2026-11-11', cancelled: true },
        ],
      }),
      NEW_YORK,
    );
    expect(sessions).toHaveLength(9);
    expect(sessions.map((session) => session.date)).toEqual([
      '2026-10-07',
      '2026-10-28',
      // Moved past its neighbour: listed where it now takes place.
      '2026-10-29',
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
    ]);
    expect(sessions[2]).toMatchObject({
      originalDate: '2026-10-14',
      startTime: '17:00',
      endTime: '19:30',
      startsAt: new Date('2026-10-29T21:00:00Z'),
      location: 'Hall B',
      changed: true,
    });
    expect(sessions[3]).toMatchObject({
      originalDate: '2026-11-04',
      endsAt: new Date('2026-11-05T01:00:00Z'),
      changed: true,
    });
    expect(sessions[4]).toMatchObject({
      originalDate: '2026-11-11',
      cancelled: true,
      changed: false,
    });
  });

  it('gives only the sessions that start within a window', () => {
    const window = { from: new Date('2026-10-14T22:00:00Z'), to: new Date('2026-11-04T23:00:00Z') };
    // From included, to excluded: [from, to).
    expect(starts(seriesSessions(rule(), NEW_YORK, window))).toEqual([
      '2026-10-14T22:00:00.000Z',
      '2026-10-21T22:00:00.000Z',
      '2026-10-28T22:00:00.000Z',
    ]);
    // A session moved into the window counts where it now is.
    const moved = rule({ overrides: [{ originalDate: '2026-12-09', date: '2026-10-15' }] });
    expect(seriesSessions(moved, NEW_YORK, window).map((session) => session.date)).toContain(
      '2026-10-15',
    );
  });

  it('expands the monthly kinds and an end date', () => {
    const lastFriday = rule({
      frequency: 'monthly-by-weekday',
      firstDate: '2026-10-30',
      count: null,
      until: '2027-01-29',
    });
    expect(seriesSessions(lastFriday, NEW_YORK).map((session) => session.date)).toEqual([
      '2026-10-30',
      '2026-11-27',
      '2026-12-25',
      '2027-01-29',
    ]);
    const the31st = rule({ frequency: 'monthly-by-date', firstDate: '2026-12-31', count: 3 });
    expect(seriesSessions(the31st, 'Asia/Kolkata').map((session) => session.date)).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-03-31',
    ]);
  });
});
