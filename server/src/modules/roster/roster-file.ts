import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

// Reading the member roster a branch downloads from IEEE's OU Analytics (issue 47, item 3;
// docs/notes/roster-and-activity-points-research.md): its "CSV" is UTF-16LE text separated by
// tabs, its Excel download an .xlsx. Which columns come, and in which order, depends on the
// report's view, so columns are found by their (trimmed, case-folded) names and known aliases,
// never by position. Member numbers stay text (leading zeros), as do all cells.

/** The roster's fields this site keeps, and the header names each is found under. */
export const ROSTER_COLUMNS = {
  memberNumber: ['member/customer number', 'member number', 'member id', 'ieee member number'],
  firstName: ['first name', 'given name'],
  lastName: ['last name', 'family name', 'surname'],
  email: ['email address', 'email', 'e-mail', 'e-mail address'],
  grade: ['grade', 'member grade'],
  status: ['ieee status', 'membership status', 'status'],
  renewYear: ['renew year', 'renewal year'],
  societies: ['active society list', 'society list', 'society memberships'],
} as const;

export type RosterField = keyof typeof ROSTER_COLUMNS;

/** A file's table: its header row and the rows under it (row 2 is the first), all text. */
export interface RosterTable {
  headers: string[];
  rows: string[][];
}

export class RosterFileError extends Error {}

const XLSX_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/** The text of a text file, by its byte order mark: UTF-16 (either order) or UTF-8. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  const text = bytes.toString('utf8');
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

/** A cell as text: Excel's `="00123"` wrapper taken off, spaces trimmed. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  const wrapped = /^="(.*)"$/.exec(text);
  return (wrapped ? (wrapped[1] ?? '') : text).trim();
}

/** Reads an .xlsx (its first sheet) or a CSV/TSV export into a table of text. */
export async function readRosterFile(bytes: Buffer): Promise<RosterTable> {
  let cells: unknown[][];
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) {
    try {
      cells = await readSheet(bytes);
    } catch {
      throw new RosterFileError(
        'This Excel file cannot be read. Export it again from OU Analytics.',
      );
    }
  } else {
    const text = decodeText(bytes);
    const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
    try {
      cells = parse(text, {
        delimiter: firstLine.includes('\t') ? '\t' : ',',
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
      }) as string[][];
    } catch (error) {
      const line = (error as { lines?: number }).lines;
      throw new RosterFileError(
        `This file cannot be read as CSV${line ? ` (line ${line})` : ''}. Export it again from OU Analytics.`,
      );
    }
  }
  const [header, ...rows] = cells;
  if (!header) throw new RosterFileError('This file is empty.');
  return { headers: header.map(cellText), rows: rows.map((row) => row.map(cellText)) };
}

/** Where each field is in the table (by the first header matching one of its names). */
export function rosterColumns(headers: readonly string[]): Partial<Record<RosterField, number>> {
  const folded = headers.map((header) => header.replace(/\s+/g, ' ').trim().toLowerCase());
  const found: Partial<Record<RosterField, number>> = {};
  for (const [field, names] of Object.entries(ROSTER_COLUMNS) as [
    RosterField,
    readonly string[],
  ][]) {
    const at = folded.findIndex((header) => names.includes(header));
    if (at !== -1) found[field] = at;
  }
  return found;
}
