import { describe, expect, it } from 'vitest';
import { matchingAddress, rosterMembers } from './roster-rows.js';

const HEADERS = [
  'Member/Customer Number',
  'First Name',
  'Last Name',
  'Email Address',
  'Grade',
  'IEEE Status',
  'Renew Year',
  'Active Society List',
];

describe("a roster's rows", () => {
  it('keeps members, and refuses rows naming the row and the column', () => {
    const result = rosterMembers({
      headers: HEADERS,
      rows: [
        [
          '01234567',
          'Meera',
          'Nair',
          'Meera.Nair@Example.edu',
          'Student Member',
          'Active',
          '2026',
          'MEMC016, MEMRA024',
        ],
        ['9876 5432', 'Arjun', 'Rao', '', 'Student Member', 'Arrears', '2025', ''],
        ['', 'No', 'Number', 'x@example.edu', '', 'Active', '', ''],
        ['12AB', 'Bad', 'Number', 'y@example.edu', '', 'Active', '', ''],
        ['01234567', 'Meera', 'Again', 'again@example.edu', '', 'Active', '', ''],
        ['11112222', 'Bad', 'Mail', 'not-an-address', '', 'Active', '', ''],
        ['', '', '', '', '', '', '', ''],
      ],
    });
    expect(result).toEqual({
      members: [
        {
          memberNumber: '01234567',
          firstName: 'Meera',
          lastName: 'Nair',
          email: 'meera.nair@example.edu',
          grade: 'Student Member',
          active: true,
          renewYear: 2026,
          societies: ['MEMC016', 'MEMRA024'],
        },
        {
          memberNumber: '98765432',
          firstName: 'Arjun',
          lastName: 'Rao',
          email: null,
          grade: 'Student Member',
          active: false,
          renewYear: 2025,
          societies: [],
        },
      ],
      refused: [
        { row: 4, column: 'Member/Customer Number', reason: 'no member number' },
        { row: 5, column: 'Member/Customer Number', reason: '"12AB" is not a member number' },
        { row: 6, column: 'Member/Customer Number', reason: 'member 01234567 is on row 2 already' },
        { row: 7, column: 'Email Address', reason: '"not-an-address" is not an e-mail address' },
      ],
    });
  });

  it('refuses a file without a member number column whole', () => {
    expect(rosterMembers({ headers: ['Name', 'Email'], rows: [] })).toEqual({
      missing: ['memberNumber'],
    });
  });

  it('compares addresses without case, spaces or plus-addressing', () => {
    expect(matchingAddress(' Meera+IEEE@Example.EDU ')).toBe('meera@example.edu');
    expect(matchingAddress('a.b@x.in')).toBe('a.b@x.in');
  });
});
