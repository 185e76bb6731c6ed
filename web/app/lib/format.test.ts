import { BRANCH_LOCALE_HEADER } from '@chapterhouse/shared/date-wording';
import { describe, expect, it } from 'vitest';
import { noteBranchLocale, setBranchClock } from './branch-clock';
import {
  formatDate,
  formatList,
  formatLocalDateTime,
  formatNumber,
  initialsOf,
  organisationInitials,
  organisationShortName,
} from './format';

describe('format', () => {
  it('prints calendar dates the same everywhere, in UTC', () => {
    expect(formatDate('2025-03-07')).toBe('7 Mar 2025');
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('31 Dec 2025');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('prints a moment on the branch’s clock once an API answer named it, with its zone', () => {
    const moment = '2025-03-07T08:35:00.000Z';
    try {
      noteBranchLocale(
        new Response('{}', {
          headers: {
            [BRANCH_LOCALE_HEADER]: JSON.stringify({
              languageTag: 'en-IN',
              timeZone: 'Asia/Kolkata',
              currency: 'INR',
            }),
          },
        }),
      );
      expect(formatLocalDateTime(moment)).toBe('7 Mar 2025, 14:05 IST');
      setBranchClock({ timeZone: 'America/New_York', languageTag: 'en-US' });
      expect(formatLocalDateTime(moment)).toBe('7 Mar 2025, 03:35 EST');
    } finally {
      setBranchClock(null);
    }
    // Before: the reader's own clock, its zone said too.
    const reader = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatLocalDateTime(moment)).toMatch(/^7 Mar 2025, \d\d:\d\d \S+$/);
    if (reader === 'UTC') expect(formatLocalDateTime(moment)).toBe('7 Mar 2025, 08:35 UTC');
    expect(formatLocalDateTime('not a date')).toBe('not a date');
  });

  it('groups thousands', () => {
    expect(formatNumber(3042)).toBe('3,042');
  });

  it('lists names as a sentence does', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['Power Society'])).toBe('Power Society');
    expect(formatList(['A', 'B'])).toBe('A and B');
    expect(formatList(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Prof. Catherine Ndlovu')).toBe('PN');
    expect(initialsOf('Aaliyah Johnson')).toBe('AJ');
    expect(initialsOf('Gabriela')).toBe('G');
  });

  it("gives an organisation's placeholder its short name's initials, not the IEEE", () => {
    expect(organisationShortName('IEEE Computer Society')).toBe('Computer Society');
    expect(organisationInitials('IEEE Computer Society')).toBe('CS');
    expect(organisationInitials('IEEE Robotics and Automation Society')).toBe('RAS');
    expect(organisationInitials('IEEE Student Branch, Northgate University')).toBe('SB');
    expect(organisationInitials('IEEE Region 10')).toBe('R10');
    // An acronym, or a short name itself; never more than four letters.
    expect(organisationInitials('IEEE Council on RFID')).toBe('RFID');
    expect(organisationInitials('IEEE')).toBe('IEEE');
    expect(organisationInitials('Alpha Beta Gamma Delta Epsilon')).toBe('ABGD');
    expect(organisationInitials('रोबोटिक्स क्लब')).toBe('रक');
  });
});
