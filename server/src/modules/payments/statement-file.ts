import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_LINES,
  type StatementColumnMapping,
  type StatementPreset,
} from '@chapterhouse/shared';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { StoredStatementLine } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  BANK_PRESETS,
  columnPositions,
  detectPreset,
  headerKey,
  mappingColumns,
  type StatementField,
} from './statement-presets.js';

// Reading a bank statement as the branch's bank exports it (issue 49, item 3; docs/payments.md):
// a CSV (comma- or tab-separated; SBI's "XLS" download is tab-separated text) or an .xlsx, with
// the bank's preamble (account holder, period) above the header row and its summary and
// disclaimers below the transactions. The header row is found by the preset's column names;
// under it, a row whose date cell holds a date is a transaction and any other row is skipped.
// Money is read as text into whole paise: a float never holds an amount here. A file that cannot
// be read whole is refused (400) naming its line, and nothing of it is returned.

/**
 * One transaction of the statement: its line in the file (a spreadsheet's row, from 1), its date
 * (`YYYY-MM-DD`), narration (spaces collapsed), reference column, credit and debit in paise and
 * the balance after it; kept as it is with the statement (`bank_statements.lines`).
 */
export type StatementLine = StoredStatementLine;

export interface StatementFile {
  /** The preset read with: the bank detected or chosen, or `generic` for the treasurer's columns. */
  preset: StatementPreset;
  /** The header row's line. */
  headerLine: number;
  lines: StatementLine[];
  /**
   * Lines under the header that are no transaction: summaries, footers, repeated headers, and
   * dated lines moving no money (an opening balance).
   */
  skippedLines: number[];
}

/** What the treasurer chose: a bank's preset, or (with `generic`) the columns themselves. */
export interface StatementChoice {
  preset?: StatementPreset;
  mapping?: StatementColumnMapping;
}

/** How far down the header row may be: banks print a dozen or two lines of account details. */
const HEADER_SEARCH_ROWS = 100;

/** A number cell of a workbook, kept as the digits the file stores. */
interface SheetNumber {
  sheetNumber: string;
}
type Cell = string | Date | SheetNumber | boolean | null;
interface Row {
  /** Its first line in the file (a quoted cell may span lines), and its last. */
  line: number;
  lastLine: number;
  cells: Cell[];
}

/**
 * A file's rows: the first ones, where the header is looked for, then the ones after the header.
 * A CSV is parsed in those two parts, so the transactions are parsed as one table of equal rows:
 * csv-parse makes (and drops) an error object for every row whose length differs from the first
 * row's, and the account details above the header are shorter.
 */
interface Table {
  /** No cell of the file holds anything. */
  empty: boolean;
  head: Row[];
  rowsAfter(header: Row): Row[];
}

const refuse = (message: string): never => {
  throw new HttpError(400, message);
};

/** Reads a statement file into its transactions, or refuses it (400) naming the line. */
export async function readStatementFile(
  bytes: Buffer,
  choice: StatementChoice = {},
): Promise<StatementFile> {
  if (bytes.length > STATEMENT_MAX_BYTES) {
    refuse(`This file is larger than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB.`);
  }
  if (choice.preset === 'generic' && !choice.mapping) {
    refuse("Name the columns of your bank's statement: this bank has no preset.");
  }
  const table = await tableOf(bytes);
  if (table.empty) refuse('This file is empty.');
  const layout = findLayout(table.head, choice);
  return readRows(table.rowsAfter(layout.header), layout);
}

// ---- The file's rows ----

const XLSX_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

async function tableOf(bytes: Buffer): Promise<Table> {
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) {
    const rows = await sheetRows(bytes);
    return {
      empty: !rows.some((row) => row.cells.some((cell) => cellText(cell) !== '')),
      head: rows.slice(0, HEADER_SEARCH_ROWS),
      rowsAfter: (header) => rows.slice(header.line),
    };
  }
  if (bytes.subarray(0, 4).equals(OLE_MAGIC)) {
    refuse(
      'This is an old Excel (.xls) file: open it in a spreadsheet, save it as .xlsx or CSV, and upload that.',
    );
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    refuse(
      'A PDF statement cannot be read: download the statement from net banking as CSV or Excel (.xlsx).',
    );
  }
  const text = decodeText(bytes).replace(/\r\n?/g, '\n');
  if (text.includes('\u0000')) refuse('This file is neither CSV nor an Excel (.xlsx) workbook.');
  if (/^\s*</.test(text)) {
    refuse(
      'This file is a web page, not a statement: download the statement as CSV or Excel (.xlsx).',
    );
  }
  // SBI's download separates with tabs and writes amounts with commas: tabs win when lines have them.
  const delimiter = /^(?:[^\t\n]*\t){3}/m.test(text) ? '\t' : ',';
  return {
    empty: !/[^\s,;"]/.test(text),
    head: csvRows(text, delimiter, { to_line: HEADER_SEARCH_ROWS }),
    rowsAfter: (header) => csvRows(text, delimiter, { from_line: header.lastLine + 1 }),
  };
}

async function sheetRows(bytes: Buffer): Promise<Row[]> {
  let cells: unknown[][];
  try {
    cells = await readSheet(bytes, {
      parseNumber: (digits: string): SheetNumber => ({ sheetNumber: digits }),
    });
  } catch {
    return refuse('This Excel file cannot be read: download the statement again, as .xlsx or CSV.');
  }
  return cells.map((row, index) => ({
    line: index + 1,
    lastLine: index + 1,
    cells: row as Cell[],
  }));
}

/** The text of a text file, by its byte order mark: UTF-16 (either order), else UTF-8 or Latin-1. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // An export in Windows' code page: its narrations are ASCII, and Latin-1 reads every byte.
    text = bytes.toString('latin1');
  }
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

/** A record as csv-parse's `info` option gives it. */
interface CsvRecord {
  record: string[];
  info: { lines: number };
}

function csvRows(
  text: string,
  delimiter: string,
  part: { to_line: number } | { from_line: number },
): Row[] {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      ...part,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return refuse(`This file cannot be read as CSV${line ? ` (line ${line})` : ''}.`);
  }
  return records.map(({ record, info }) => {
    // `lines` is where the record ends; a quoted cell may span lines.
    const spanned = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - spanned, lastLine: info.lines, cells: record };
  });
}

/** A cell as text, trimmed: a workbook's number as its digits, its date as `YYYY-MM-DD`. */
function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') return cell.sheetNumber;
  return String(cell).replace(/\s+/g, ' ').trim();
}

// ---- Header and transactions ----

interface Layout {
  preset: StatementPreset;
  header: Row;
  headers: string[];
  positions: Partial<Record<StatementField, number>>;
  /** One amount column (with the sign, a suffix or an indicator column saying which way). */
  singleAmount: boolean;
}

function findLayout(rows: readonly Row[], choice: StatementChoice): Layout {
  const chosen =
    choice.preset && choice.preset !== 'generic'
      ? BANK_PRESETS.find((preset) => preset.id === choice.preset)
      : undefined;
  const mapped = choice.mapping ? mappingColumns(choice.mapping) : undefined;
  for (const header of rows) {
    const headers = header.cells.map(cellText);
    const keys = headers.map(headerKey);
    if (mapped && (!choice.preset || choice.preset === 'generic')) {
      const positions = columnPositions(keys, mapped);
      if (positions) {
        return {
          preset: 'generic',
          header,
          headers,
          positions,
          singleAmount: !!mapped.amount,
        };
      }
      continue;
    }
    if (chosen) {
      const positions = columnPositions(keys, chosen.columns);
      if (positions) {
        return { preset: chosen.id, header, headers, positions, singleAmount: false };
      }
      continue;
    }
    const detected = detectPreset(keys);
    if (detected) {
      return {
        preset: detected.preset.id,
        header,
        headers,
        positions: detected.positions,
        singleAmount: false,
      };
    }
  }
  const quoted = (names: readonly (string | null | undefined)[]) =>
    names
      .filter(Boolean)
      .map((name) => `"${name}"`)
      .join(', ');
  if (choice.mapping && (!choice.preset || choice.preset === 'generic')) {
    const { date, narration, credit, amount } = choice.mapping;
    return refuse(
      `No header row found: no line of this file has the columns ${quoted([date, narration, credit ?? amount])}.`,
    );
  }
  if (chosen) {
    return refuse(
      `No header row found: no line of this file has the columns of a ${chosen.bank} statement (${quoted(chosen.headers)}).`,
    );
  }
  return refuse(
    'No header row found: no line of this file has the columns of an SBI, HDFC, ICICI or Axis statement (such as "Txn Date", "Description", "Credit"). Choose the bank, or name the columns yourself.',
  );
}

/** The transactions under the header: dated rows, each read whole or the file refused. */
function readRows(rows: readonly Row[], layout: Layout): StatementFile {
  const lines: StatementLine[] = [];
  const skippedLines: number[] = [];
  for (const row of rows) {
    if (row.cells.every((cell) => cellText(cell) === '')) continue;
    const line = transactionOf(row, layout);
    if (line === null || line === 'no amount') skippedLines.push(row.line);
    else lines.push(line);
    if (lines.length > STATEMENT_MAX_LINES) {
      refuse(
        `This statement has more than ${STATEMENT_MAX_LINES.toLocaleString('en-IN')} transactions: download a shorter period.`,
      );
    }
  }
  return { preset: layout.preset, headerLine: layout.header.line, lines, skippedLines };
}

/**
 * A row as a transaction; null when its date cell holds no date at all (a summary, footer or
 * repeated header); `no amount` for a dated line moving no money (an opening balance's `B/F`).
 */
function transactionOf(row: Row, layout: Layout): StatementLine | null | 'no amount' {
  const at = (field: StatementField) => {
    const index = layout.positions[field];
    return index === undefined ? undefined : row.cells[index];
  };
  const header = (field: StatementField) => layout.headers[layout.positions[field] ?? -1] ?? field;
  const dateCell = at('date');
  const date =
    dateCell instanceof Date ? dateCell.toISOString().slice(0, 10) : dateOfCell(dateCell ?? null);
  if (date === null) return null;
  if (date === 'invalid') {
    return refuse(`Line ${row.line}: the date "${cellText(dateCell)}" is not a date.`);
  }
  const amountOf = (field: StatementField): Amount => {
    const cell = at(field) ?? null;
    const amount = readStatementAmount(
      cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? cell : cellText(cell),
    );
    if (amount === 'invalid') {
      return refuse(
        `Line ${row.line}: the amount "${cellText(cell)}" under "${header(field)}" is not an amount.`,
      );
    }
    return amount;
  };

  let creditPaise = 0;
  let debitPaise = 0;
  if (layout.singleAmount) {
    const amount = amountOf('amount');
    let direction = amount.direction ?? 'credit';
    if (layout.positions.indicator !== undefined) {
      const indicator = cellText(at('indicator') ?? null);
      const stated = directionOf(indicator);
      if (stated === null && amount.paise > 0) {
        return refuse(
          `Line ${row.line}: "${indicator}" under "${header('indicator')}" is neither Cr nor Dr.`,
        );
      }
      if (stated && amount.direction && stated !== amount.direction) {
        return refuse(
          `Line ${row.line}: the amount "${cellText(at('amount') ?? null)}" and "${indicator}" under "${header('indicator')}" disagree on Cr or Dr.`,
        );
      }
      direction = stated ?? direction;
    }
    if (direction === 'credit') creditPaise = amount.paise;
    else debitPaise = amount.paise;
  } else {
    const credit = amountOf('credit');
    const debit =
      layout.positions.debit === undefined ? { paise: 0, direction: null } : amountOf('debit');
    if (credit.direction === 'debit' || debit.direction === 'credit') {
      const field = credit.direction === 'debit' ? 'credit' : 'debit';
      return refuse(
        `Line ${row.line}: the amount "${cellText(at(field) ?? null)}" under "${header(field)}" says ${field === 'credit' ? 'Dr' : 'Cr'}.`,
      );
    }
    creditPaise = credit.paise;
    debitPaise = debit.paise;
  }
  if (creditPaise === 0 && debitPaise === 0) return 'no amount';

  let balancePaise: number | null = null;
  if (layout.positions.balance !== undefined) {
    const balance = amountOf('balance');
    if (cellText(at('balance') ?? null) !== '') {
      balancePaise = balance.direction === 'debit' ? -balance.paise : balance.paise;
    }
  }
  const reference = cellText(at('reference') ?? null);
  return {
    line: row.line,
    date,
    narration: cellText(at('narration') ?? null),
    reference: reference === '' || /^-+$/.test(reference) ? null : reference,
    creditPaise,
    debitPaise,
    balancePaise,
  };
}

// ---- Dates ----

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month as statements name it: its full name or first three letters (`Sept` too). */
function monthNamed(name: string): number | undefined {
  const word = name.toLowerCase();
  const index = MONTH_NAMES.findIndex(
    (month) =>
      month === word || month.slice(0, 3) === word || (word === 'sept' && month === 'september'),
  );
  return index === -1 ? undefined : index + 1;
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const NAMED_MONTH_DATE = /^(\d{1,2})[\s/.-]*([a-z]{3,9})\.?[\s/.,-]*(\d{4}|\d{2})$/i;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** A time after the date (`05/11/2026 14:32:10`, `05-Nov-2026 02:32 PM`), which the day ignores. */
const TRAILING_TIME = /\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?$/i;
/** Excel's day numbers of 1 January 1990 and 31 December 2099 (a number cell that is a date). */
const SHEET_DAYS = { first: 32_874, last: 73_050 };

/**
 * A statement's date as banks write it, day first (`05/11/2026`, `05-11-26`, `05 Nov 2026`,
 * `05-Nov-26`, `2026-11-05`): its `YYYY-MM-DD`; `invalid` when it is written like a date but
 * names no day (`31/02/2026`); null when the text is no date at all.
 */
export function readStatementDate(text: string): string | 'invalid' | null {
  const value = text.trim().replace(TRAILING_TIME, '');
  let day: number;
  let month: number | undefined;
  let year: number;
  const numeric = NUMERIC_DATE.exec(value);
  const named = NAMED_MONTH_DATE.exec(value);
  const iso = ISO_DATE.exec(value);
  if (numeric) {
    [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    if ((numeric[3] ?? '').length === 2) year += 2000;
  } else if (named) {
    month = monthNamed(named[2] ?? '');
    // `12 Debits 45` in a summary row is no date, nor a date gone wrong.
    if (month === undefined) return null;
    [day, year] = [Number(named[1]), Number(named[3])];
    if ((named[3] ?? '').length === 2) year += 2000;
  } else if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1990 ||
    year > 2099 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return 'invalid';
  }
  return date.toISOString().slice(0, 10);
}

function dateOfCell(cell: Cell): string | 'invalid' | null {
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) {
    // A date cell without a date format: Excel's day number (days since 30 December 1899).
    const days = Number(cell.sheetNumber);
    if (!Number.isInteger(days) || days < SHEET_DAYS.first || days > SHEET_DAYS.last) return null;
    return new Date(Date.UTC(1899, 11, 30 + days)).toISOString().slice(0, 10);
  }
  return readStatementDate(cellText(cell));
}

// ---- Amounts ----

export interface Amount {
  /** Whole paise, never negative. */
  paise: number;
  /** The way a suffix (`Cr`, `Dr`) or a sign (`-1,250.00`, `(1,250.00)`) says the money went. */
  direction: 'credit' | 'debit' | null;
}

const NONE: Amount = { paise: 0, direction: null };
/** Indian grouping (`1,25,000.00`), Western grouping (`125,000.00`) or none, up to two decimals. */
const AMOUNT_DIGITS = /^(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const SUFFIX = /\s*\(?(cr|dr)\.?\)?$/i;
const CURRENCY = /^(?:₹|rs\.?|inr)\s*/i;

/**
 * An amount as banks write it (`1,250.00`, `1,25,000.00`, `1250`, `1,250.00 Cr`, `-500.00`,
 * blank, `-` or `0.00` for none), or a workbook's number cell: whole paise and the way it says
 * the money went; `invalid` when it is no amount.
 */
export function readStatementAmount(value: string | SheetNumber): Amount | 'invalid' {
  if (typeof value === 'object') return sheetAmount(value.sheetNumber);
  let text = value.replace(/\s+/g, ' ').trim();
  let direction: Amount['direction'] = null;
  const suffix = SUFFIX.exec(text);
  if (suffix) {
    direction = (suffix[1] ?? '').toLowerCase() === 'cr' ? 'credit' : 'debit';
    text = text.slice(0, suffix.index).trim();
  }
  text = text.replace(CURRENCY, '');
  if (text === '' || /^-+$/.test(text)) return suffix ? 'invalid' : NONE;
  let negative = false;
  if (text.startsWith('-') || (text.startsWith('(') && text.endsWith(')'))) {
    negative = true;
    text = text
      .replace(/^-|^\(|\)$/g, '')
      .replace(CURRENCY, '')
      .trim();
  }
  const digits = AMOUNT_DIGITS.exec(text);
  if (!digits) return 'invalid';
  const [rupees = '0', decimals = ''] = text.replace(/,/g, '').split('.');
  if (rupees.length > 13) return 'invalid';
  const paise = Number(rupees) * 100 + Number(decimals.padEnd(2, '0'));
  if (negative) {
    if (direction === 'credit') return 'invalid';
    direction = 'debit';
  }
  return { paise, direction: paise === 0 ? null : direction };
}

/**
 * A workbook's number as stored (`1250`, `1250.5`, or a program's `1250.4999999999998`): its
 * digits rounded to the paisa, which is what the bank's spreadsheet showed.
 */
function sheetAmount(stored: string): Amount | 'invalid' {
  const match = /^(-)?(\d{1,13})(?:\.(\d+))?$/.exec(stored.trim());
  if (!match) {
    const number = Number(stored);
    if (!Number.isFinite(number) || Math.abs(number) >= 1e13) return 'invalid';
    return sheetAmount(number.toFixed(2));
  }
  const decimals = (match[3] ?? '').padEnd(3, '0');
  const paise =
    Number(match[2]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return { paise, direction: match[1] && paise > 0 ? 'debit' : null };
}

function directionOf(indicator: string): Amount['direction'] {
  const word = indicator.toLowerCase().replace(/[^a-z]/g, '');
  if (['cr', 'c', 'credit', 'deposit'].includes(word)) return 'credit';
  if (['dr', 'd', 'debit', 'withdrawal'].includes(word)) return 'debit';
  return null;
}
