import { type RosterField, type RosterTable, rosterColumns } from './roster-file.js';

// The rows of a roster file as the branch keeps them (issue 47, item 3): each checked and
// normalised, or refused with the row and column that made it so, as the preview lists them.

/** One member as the roster says them. */
export interface RosterMember {
  /** IEEE member numbers are digits; kept as text (leading zeros). */
  memberNumber: string;
  firstName: string;
  lastName: string;
  /** In lower case, or null when the export has none for them. */
  email: string | null;
  grade: string;
  /** `IEEE Status`: Active is a current member; Arrears and Inactive are not. */
  active: boolean;
  renewYear: number | null;
  societies: string[];
}

/** A row the roster's preview refuses: its number in the file (the header is row 1), why. */
export interface RosterRefusal {
  row: number;
  column: string;
  reason: string;
}

/** The fields a roster cannot do without. */
const REQUIRED: readonly RosterField[] = ['memberNumber'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MEMBER_NUMBER = /^\d{6,10}$/;

/**
 * Checks every row of the table: members, and refusals naming the row and the column. A file
 * without a member number column is refused whole (the caller's 400).
 */
export function rosterMembers(
  table: RosterTable,
): { members: RosterMember[]; refused: RosterRefusal[] } | { missing: string[] } {
  const columns = rosterColumns(table.headers);
  const missing = REQUIRED.filter((field) => columns[field] === undefined);
  if (missing.length > 0) return { missing };
  const at = (row: string[], field: RosterField) => {
    const index = columns[field];
    return index === undefined ? '' : (row[index] ?? '');
  };
  const header = (field: RosterField) => table.headers[columns[field] ?? -1] ?? field;
  const members: RosterMember[] = [];
  const refused: RosterRefusal[] = [];
  const seen = new Map<string, number>();
  table.rows.forEach((row, index) => {
    const line = index + 2;
    if (row.every((cell) => cell === '')) return;
    const memberNumber = at(row, 'memberNumber').replace(/\s+/g, '');
    if (!MEMBER_NUMBER.test(memberNumber)) {
      refused.push({
        row: line,
        column: header('memberNumber'),
        reason: memberNumber ? `"${memberNumber}" is not a member number` : 'no member number',
      });
      return;
    }
    const earlier = seen.get(memberNumber);
    if (earlier !== undefined) {
      refused.push({
        row: line,
        column: header('memberNumber'),
        reason: `member ${memberNumber} is on row ${earlier} already`,
      });
      return;
    }
    const emailText = at(row, 'email').toLowerCase();
    if (emailText && !EMAIL.test(emailText)) {
      refused.push({
        row: line,
        column: header('email'),
        reason: `"${emailText}" is not an e-mail address`,
      });
      return;
    }
    const renew = at(row, 'renewYear');
    seen.set(memberNumber, line);
    members.push({
      memberNumber,
      firstName: at(row, 'firstName'),
      lastName: at(row, 'lastName'),
      email: emailText || null,
      grade: at(row, 'grade'),
      // A roster without the status column lists current members only.
      active: columns.status === undefined || at(row, 'status').toLowerCase() === 'active',
      renewYear: /^\d{4}$/.test(renew) ? Number(renew) : null,
      societies: at(row, 'societies')
        .split(/[,;]/)
        .map((code) => code.trim())
        .filter(Boolean),
    });
  });
  return { members, refused };
}

/**
 * An address as matching compares it: lower case, spaces gone, and the local part's
 * `+anything` taken off (plus-addressing: `meera+ieee@x.edu` is `meera@x.edu`).
 */
export function matchingAddress(email: string): string {
  const compact = email.replace(/\s+/g, '').toLowerCase();
  const at = compact.lastIndexOf('@');
  if (at <= 0) return compact;
  const local = compact.slice(0, at).replace(/\+.*$/, '');
  return `${local}${compact.slice(at)}`;
}
