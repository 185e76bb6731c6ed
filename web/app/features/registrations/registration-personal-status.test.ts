import { afterEach, describe, expect, it } from 'vitest';
import { setBranchClock } from '../../lib/branch-clock';
import { personalStatusWords } from './registration-personal-status';

afterEach(() => setBranchClock(null));

describe("a registrant's page, while the address awaits confirmation", () => {
  it('says until when the place is held on the branch’s clock, its zone named as its mail does', () => {
    setBranchClock({ timeZone: 'Asia/Kolkata', languageTag: 'en-IN' });
    const words = personalStatusWords({
      status: 'confirmed',
      waitlistPosition: null,
      confirmBy: '2026-07-01T09:05:00.000Z',
      expired: false,
    });
    expect(words.message).toContain('A place is held for you until 14:35 IST.');
  });
});
