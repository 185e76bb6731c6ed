import { describe, expect, it } from 'vitest';
import {
  issuesSentence,
  monthlyWeekdayOf,
  reachesSessionShare,
  SERIES_SESSIONS_MAX,
  SERIES_SESSIONS_MAX_MESSAGE,
  SERIES_SPAN_MAX_MESSAGE,
  type SeriesRuleInput,
  seriesDates,
  seriesRuleSchema,
  sessionsForShare,
} from './index.js';

/** Ten Wednesday evenings from 7 October 2026. */
const weekly = (changes: Partial<SeriesRuleInput> = {}): SeriesRuleInput => ({
  firstDate: '2026-10-07',
  startTime: '18:00',
  endTime: '19:30',
  frequency: 'weekly',
  count: 10,
  ...changes,
});

const datesOf = (input: SeriesRuleInput) => seriesDates(seriesRuleSchema.parse(input));

/** What the API answers for a refused rule: `{ error }`'s sentence. */
function refusal(input: unknown): string {
  const result = seriesRuleSchema.safeParse(input);
  if (result.success) throw new Error('the rule was accepted');
  return issuesSentence(result.error.issues);
}

describe('series dates', () => {
  it('repeats weekly and fortnightly, by count or until a date (included)', () => {
    expect(datesOf(weekly({ count: 3 }))).toEqual(['2026-10-07', '2026-10-14', '2026-10-21']);
    expect(datesOf(weekly({ frequency: 'fortnightly', count: 3 }))).toEqual([
      '2026-10-07',
      '2026-10-21',
      '2026-11-04',
    ]);
    expect(datesOf(weekly({ count: null, until: '2026-10-21' }))).toEqual([
      '2026-10-07',
      '2026-10-14',
      '2026-10-21',
    ]);
    // An end date between two sessions ends it at the one before.
    expect(datesOf(weekly({ count: null, until: '2026-10-20' }))).toEqual([
      '2026-10-07',
      '2026-10-14',
    ]);
    // Across the turn of a year, and 28 February to the leap day.
    expect(datesOf(weekly({ firstDate: '2027-12-29', count: 2 }))).toEqual([
      '2027-12-29',
      '2028-01-05',
    ]);
    expect(datesOf(weekly({ firstDate: '2028-02-22', count: 2 }))).toEqual([
      '2028-02-22',
      '2028-02-29',
    ]);
  });

  it('repeats monthly by date, skipping the months without that day (RFC 5545)', () => {
    expect(datesOf(weekly({ frequency: 'monthly-by-date', firstDate: '2027-01-31', count: 4 })))
      // No 31 February, April or June: each is skipped, and counts for nothing.
      .toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31']);
    expect(
      datesOf(
        weekly({
          frequency: 'monthly-by-date',
          firstDate: '2027-01-30',
          until: '2027-04-30',
          count: null,
        }),
      ),
    ).toEqual(['2027-01-30', '2027-03-30', '2027-04-30']);
    expect(
      datesOf(weekly({ frequency: 'monthly-by-date', firstDate: '2027-11-15', count: 3 })),
    ).toEqual(['2027-11-15', '2027-12-15', '2028-01-15']);
  });

  it('repeats monthly on the nth weekday', () => {
    // 21 October 2026 is the third Wednesday.
    expect(monthlyWeekdayOf('2026-10-21')).toEqual({ weekday: 3, ordinal: 3 });
    expect(
      datesOf(weekly({ frequency: 'monthly-by-weekday', firstDate: '2026-10-21', count: 4 })),
    ).toEqual(['2026-10-21', '2026-11-18', '2026-12-16', '2027-01-20']);
  });

  it("repeats monthly on the last weekday, a fifth weekday's start included", () => {
    // 30 October 2026 is the fifth and last Friday: every last Friday, most months have no fifth.
    expect(monthlyWeekdayOf('2026-10-30')).toEqual({ weekday: 5, ordinal: -1 });
    expect(
      datesOf(weekly({ frequency: 'monthly-by-weekday', firstDate: '2026-10-30', count: 4 })),
    ).toEqual(['2026-10-30', '2026-11-27', '2026-12-25', '2027-01-29']);
    // 26 February 2027 is the fourth Friday and the last: the last unless the officer says nth.
    expect(monthlyWeekdayOf('2027-02-26')).toEqual({ weekday: 5, ordinal: -1 });
    expect(monthlyWeekdayOf('2027-02-26', 'nth')).toEqual({ weekday: 5, ordinal: 4 });
    expect(
      datesOf(weekly({ frequency: 'monthly-by-weekday', firstDate: '2027-02-26', count: 3 })),
    ).toEqual(['2027-02-26', '2027-03-26', '2027-04-30']);
    expect(
      datesOf(
        weekly({
          frequency: 'monthly-by-weekday',
          firstDate: '2027-02-26',
          monthlyWeekday: 'nth',
          count: 3,
        }),
      ),
    ).toEqual(['2027-02-26', '2027-03-26', '2027-04-23']);
  });
});

describe('series rules (input)', () => {
  it('accepts a rule with exceptions and changes, and fills the blanks', () => {
    const rule = seriesRuleSchema.parse(
      weekly({
        count: '10',
        until: '',
        exceptions: ['2026-10-28'],
        overrides: [
          { originalDate: '2026-11-04', date: '2026-11-05', location: 'Hall B' },
          { originalDate: '2026-11-11', startTime: '17:00', endTime: '18:00' },
          { originalDate: '2026-11-18', cancelled: true },
        ],
      }),
    );
    expect(rule).toMatchObject({ count: 10, until: null, monthlyWeekday: null });
    expect(rule.overrides[0]).toEqual({
      originalDate: '2026-11-04',
      date: '2026-11-05',
      startTime: null,
      endTime: null,
      location: 'Hall B',
      cancelled: false,
    });
    // A session may move onto the date of a session left out.
    expect(
      seriesRuleSchema.safeParse(
        weekly({
          exceptions: ['2026-10-14'],
          overrides: [{ originalDate: '2026-10-07', date: '2026-10-14' }],
        }),
      ).success,
    ).toBe(true);
  });

  it('refuses impossible rules with a sentence', () => {
    expect(refusal(weekly({ count: 0 }))).toBe(
      'Count: A series has at least one session: give a number of sessions of 1 or more.',
    );
    expect(refusal(weekly({ count: SERIES_SESSIONS_MAX + 1 }))).toBe(
      `Count: ${SERIES_SESSIONS_MAX_MESSAGE}.`,
    );
    expect(refusal(weekly({ count: null }))).toBe(
      'Until: Give the date of the last session or the number of sessions.',
    );
    expect(refusal(weekly({ until: '2026-12-01' }))).toBe(
      'Until: Give the date of the last session or the number of sessions, not both.',
    );
    expect(refusal(weekly({ count: null, until: '2026-10-06' }))).toBe(
      'Until: The series must end on or after the date of its first session.',
    );
    expect(refusal(weekly({ endTime: '18:00' }))).toBe(
      'End time: A session must end after it starts, on the same day.',
    );
    expect(refusal(weekly({ startTime: '6pm' }))).toBe('Start time: Enter a time as HH:MM.');
    expect(refusal(weekly({ firstDate: '' }))).toBe("First date: Give the first session's date.");
    expect(refusal(weekly({ frequency: 'daily' as 'weekly' }))).toBe(
      'Frequency: Choose how often the series repeats: weekly, fortnightly, monthly by weekday or monthly by date.',
    );
  });

  it('refuses more sessions than allowed, or a longer span', () => {
    expect(SERIES_SESSIONS_MAX_MESSAGE).toBe(
      'A series may have at most 120 sessions; end it sooner or split it',
    );
    // Weekly for two years is 105 sessions; an end date further on is past the span.
    expect(refusal(weekly({ count: null, until: '2028-10-08' }))).toBe(
      `Until: ${SERIES_SPAN_MAX_MESSAGE}.`,
    );
    expect(seriesRuleSchema.safeParse(weekly({ count: null, until: '2028-10-07' })).success).toBe(
      true,
    );
    // 120 weekly sessions would take 2 years and 3 months.
    expect(refusal(weekly({ count: 120 }))).toBe(`Count: ${SERIES_SPAN_MAX_MESSAGE}.`);
    // The 31st, 20 times: 20 months with a 31st take more than two years.
    expect(
      refusal(weekly({ frequency: 'monthly-by-date', firstDate: '2027-01-31', count: 20 })),
    ).toBe(`Count: ${SERIES_SPAN_MAX_MESSAGE}.`);
  });

  it('refuses a monthly weekday the first session is not on', () => {
    expect(
      refusal(
        weekly({ frequency: 'monthly-by-weekday', firstDate: '2026-10-30', monthlyWeekday: 'nth' }),
      ),
    ).toBe(
      'Monthly weekday: Most months have no fifth such weekday: choose the last weekday of the month instead.',
    );
    expect(
      refusal(
        weekly({
          frequency: 'monthly-by-weekday',
          firstDate: '2026-10-21',
          monthlyWeekday: 'last',
        }),
      ),
    ).toBe("Monthly weekday: The first session is not on its month's last such weekday.");
  });

  it('refuses exceptions and changes of sessions the rule does not give', () => {
    expect(refusal(weekly({ exceptions: ['2026-10-08'] }))).toBe(
      'Exception 1: The series has no session on 2026-10-08 to leave out.',
    );
    expect(refusal(weekly({ exceptions: ['2026-12-16'] }))).toBe(
      'Exception 1: The series has no session on 2026-12-16 to leave out.',
    );
    expect(refusal(weekly({ exceptions: ['2026-10-14', '2026-10-14'] }))).toBe(
      'Exception 2: 2026-10-14 is left out twice.',
    );
    expect(refusal(weekly({ count: 1, exceptions: ['2026-10-07'] }))).toBe(
      'Exceptions: A series needs at least one session.',
    );
    expect(
      refusal(weekly({ overrides: [{ originalDate: '2026-10-08', startTime: '17:00' }] })),
    ).toBe('Original date (override 1): The series has no session on 2026-10-08 to change.');
    expect(
      refusal(
        weekly({
          exceptions: ['2026-10-14'],
          overrides: [{ originalDate: '2026-10-14', startTime: '17:00' }],
        }),
      ),
    ).toBe(
      'Original date (override 1): The session of 2026-10-14 is left out of the series already.',
    );
    expect(
      refusal(
        weekly({
          overrides: [
            { originalDate: '2026-10-14', startTime: '17:00' },
            { originalDate: '2026-10-14', location: 'Hall B' },
          ],
        }),
      ),
    ).toBe(
      'Original date (override 2): The session of 2026-10-14 is changed twice: give its changes once.',
    );
    expect(refusal(weekly({ overrides: [{ originalDate: '2026-10-14' }] }))).toBe(
      'Original date (override 1): Say what changes for the session of 2026-10-14: its date, times or place, or that it is cancelled.',
    );
  });

  it('refuses a change that ends before it starts, or cancels and changes at once', () => {
    expect(
      refusal(weekly({ overrides: [{ originalDate: '2026-10-14', startTime: '20:00' }] })),
    ).toBe('End time (override 1): A session must end after it starts, on the same day.');
    expect(
      refusal(
        weekly({
          overrides: [{ originalDate: '2026-10-14', cancelled: true, location: 'Hall B' }],
        }),
      ),
    ).toBe('A cancelled session takes no new date, time or place.');
  });

  it("refuses a moved session landing on another session's date", () => {
    expect(
      refusal(weekly({ overrides: [{ originalDate: '2026-10-14', date: '2026-10-21' }] })),
    ).toBe(
      'Date (override 1): The series has a session on 2026-10-21 already: a series has one session a day.',
    );
    // Two sessions moved onto one day: the second is refused.
    expect(
      refusal(
        weekly({
          overrides: [
            { originalDate: '2026-10-14', date: '2026-10-15' },
            { originalDate: '2026-10-21', date: '2026-10-15' },
          ],
        }),
      ),
    ).toBe(
      'Date (override 2): The series has a session on 2026-10-15 already: a series has one session a day.',
    );
    // A session moved out of the way makes room for another.
    expect(
      seriesRuleSchema.safeParse(
        weekly({
          overrides: [
            { originalDate: '2026-10-14', date: '2026-10-15' },
            { originalDate: '2026-10-21', date: '2026-10-14' },
          ],
        }),
      ).success,
    ).toBe(true);
  });
});

describe("a series certificate's share of sessions", () => {
  it('asks for whole sessions, at least one, compared without rounding', () => {
    expect(sessionsForShare(75, 4)).toBe(3);
    expect(sessionsForShare(67, 3)).toBe(3);
    expect(sessionsForShare(66, 3)).toBe(2);
    expect(sessionsForShare(1, 10)).toBe(1);
    expect(sessionsForShare(100, 52)).toBe(52);
    expect(sessionsForShare(null, 4)).toBeNull();
    expect(sessionsForShare(75, 0)).toBeNull();
    expect(reachesSessionShare(3, 4, 75)).toBe(true);
    expect(reachesSessionShare(2, 3, 67)).toBe(false);
    expect(reachesSessionShare(0, 1, 1)).toBe(false);
    expect(reachesSessionShare(4, 4, null)).toBe(false);
  });
});
