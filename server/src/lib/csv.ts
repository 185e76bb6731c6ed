import { type Options, stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachmentDisposition, type DownloadName } from './download-names.js';

// Every CSV the server sends is written here, one way: registrations, the event report, the
// annual report's tables and the newsletter's subscribers.

/**
 * U+FEFF, which UTF-8 writes as EF BB BF: without it Excel on Windows reads a CSV in the
 * machine's legacy code page, and a Devanagari or accented name shows as mojibake. Other
 * spreadsheets and Python's `utf-8-sig` read it as the mark it is.
 */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A CSV file's text: the byte-order mark, then the rows, every cell a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) quoted out with a `'`,
 * since names, answers and comments are whatever people typed.
 */
export function csvText(
  rows: readonly unknown[],
  options: Pick<Options, 'header' | 'columns'> = {},
): string {
  return BYTE_ORDER_MARK + stringify([...rows], { ...options, escape_formulas: true });
}

/** A route's 200 answer that is a CSV file, for the API's description. */
export const csvResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/** Sends CSV text as a file to download under its name. */
export const sendCsv = (
  reply: FastifyReply,
  { csv, fileName }: { csv: string; fileName: DownloadName | string },
) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(csv);
