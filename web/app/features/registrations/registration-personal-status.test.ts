import { afterEach, describe, expect, it } from 'vitest';
import { setBranchClock } from '../../lib/branch-clock';
import { personalStatusWords } from './registration-personal-status';

afterEach(() => setBranchClock(null));

const standing = {
  status: 'confirmed' as const,
  waitlistPosition: null,
  confirmBy: null,
  holdFor: null,
  expired: false,
  lapsed: false,
};

describe("a registrant's page, while the address awaits confirmation", () => {
  it('says until when the place is held on the branch’s clock, its zone named as its mail does', () => {
    setBranchClock({ timeZone: 'Asia/Kolkata', languageTag: 'en-IN' });
    const words = personalStatusWords({
      ...standing,
      confirmBy: '2026-07-01T09:05:00.000Z',
      holdFor: 'address',
    });
    expect(words.message).toContain('A place is held for you until 14:35 IST.');
  });
});

describe("a registrant's page of a paid registration (issue 49)", () => {
  it('holds a place for its payment until a day and time, never asking to confirm an address', () => {
    setBranchClock({ timeZone: 'Asia/Kolkata', languageTag: 'en-IN' });
    const words = personalStatusWords({
      ...standing,
      confirmBy: '2026-07-01T09:05:00.000Z',
      holdFor: 'payment',
    });
    expect(words.title).toBe('A place is held for you');
    expect(words.message).toContain('held until 14:35 IST on Wednesday 1 July 2026');
    expect(words.message).not.toMatch(/Confirm/);
  });

  it('says a place not paid for in time went to the next in line', () => {
    expect(personalStatusWords({ ...standing, status: 'cancelled', lapsed: true })).toEqual({
      title: 'Place not paid for in time',
      message:
        'Your place was not paid for in time, so it went to the next in line. You can register again while registration is open.',
    });
  });
});
