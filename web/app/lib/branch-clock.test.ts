import { BRANCH_LOCALE_HEADER } from '@chapterhouse/shared/date-wording';
import { afterEach, describe, expect, it } from 'vitest';
import {
  branchCurrency,
  branchTimeWithZone,
  formatMoment,
  noteBranchLocale,
  setBranchClock,
} from './branch-clock';

afterEach(() => setBranchClock(null));

const answerNaming = (locale: object) =>
  new Response('{}', { headers: { [BRANCH_LOCALE_HEADER]: JSON.stringify(locale) } });

describe("the branch's clock in the browser", () => {
  it('is taken from any API answer, and says moments and event times with the zone', () => {
    // Before: an event's wall-clock time is said alone, never with the reader's zone's name.
    expect(branchTimeWithZone('2026-07-01', '14:00')).toBe('14:00');
    noteBranchLocale(
      answerNaming({ languageTag: 'en-IN', timeZone: 'Asia/Kolkata', currency: 'INR' }),
    );
    expect(branchTimeWithZone('2026-07-01', '14:00')).toBe('14:00 IST');
    expect(formatMoment('2026-07-01T08:30:00Z')).toBe('1 Jul 2026, 14:00 IST');
    expect(branchCurrency()).toBe('INR');
    // An answer without the header, or with something else in it, changes nothing.
    noteBranchLocale(new Response('{}'));
    noteBranchLocale(new Response('{}', { headers: { [BRANCH_LOCALE_HEADER]: 'not json' } }));
    expect(branchTimeWithZone('2026-07-01', 'Evening')).toBe('Evening');
    expect(branchTimeWithZone('2026-07-01', '14:00')).toBe('14:00 IST');
  });

  it('names the zone as it stands on the event’s day', () => {
    noteBranchLocale(
      answerNaming({ languageTag: 'en-GB', timeZone: 'Europe/London', currency: 'GBP' }),
    );
    expect(branchTimeWithZone('2026-07-01', '18:00')).toBe('18:00 BST');
    expect(branchTimeWithZone('2026-12-01', '18:00')).toBe('18:00 GMT');
    // Just after the clocks go back at 02:00 BST on 25 October 2026: an hour of GMT already.
    expect(branchTimeWithZone('2026-10-25', '03:00')).toBe('03:00 GMT');
    expect(branchTimeWithZone('2026-10-24', '23:00')).toBe('23:00 BST');
  });
});
