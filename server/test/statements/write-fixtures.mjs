// Writes the statement fixtures that are workbooks (`node server/test/statements/write-fixtures.mjs`
// from the repository root): an ICICI export and an SBI one saved as .xlsx. The text fixtures
// beside them (SBI's tab-separated "xls", SBI, HDFC and Axis CSVs) are written as the banks write
// them, by hand. Run again only to change them; the tests read the committed files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { xlsxOf } from './xlsx-writer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * ICICI's detailed statement: title rows, the header one column in (column A stays empty), dates
 * as text, amounts as numbers with 0 for none, `-` for no cheque, and the legend at the end.
 */
const icici = [
  [],
  ['', 'DETAILED STATEMENT'],
  [],
  ['', 'Transactions List - IEEE STUDENT BRANCH NORTHGATE (INR) - 123405001234'],
  [],
  ['', 'Transaction Date from 01/11/2026 to 30/11/2026'],
  [],
  [
    '',
    'S No.',
    'Value Date',
    'Transaction Date',
    'Cheque Number',
    'Transaction Remarks',
    'Withdrawal Amount (INR )',
    'Deposit Amount (INR )',
    'Balance (INR )',
  ],
  [
    '',
    1,
    '04/11/2026',
    '04/11/2026',
    '-',
    'UPI/630812345607/CH5V8N3K/anjali.nair@okicici/ICICI Bank/ICI1a2b3c4d5e6f7a8b9c0d1e2f3a4',
    0,
    { number: '750' },
    { number: '30750' },
  ],
  [
    '',
    2,
    '06/11/2026',
    '06/11/2026',
    '-',
    'UPI/631012345608/NA/karan.malhotra@ybl/YES BANK LIMITED/YBL7f6e5d4c3b2a1f0e9d8c7b6a5',
    0,
    { number: '1250' },
    { number: '32000' },
  ],
  [
    '',
    3,
    '07/11/2026',
    '07/11/2026',
    '000412',
    'CLG/NORTHGATE PRINTERS/000412/HDFC BANK',
    { number: '4720' },
    0,
    { number: '27280' },
  ],
  [
    '',
    4,
    '13/11/2026',
    '13/11/2026',
    '-',
    'MMT/IMPS/631712345609/IEEE CH3X6P9R/TANVI DESAI/HDFC0000240',
    0,
    { number: '1250.5' },
    { number: '28530.5' },
  ],
  [],
  ['', 'Legends Used in Account Statement'],
  ['', 'INF - Internet Fund Transfer'],
  ['', 'MMT - Mobile Money Transfer (IMPS)'],
  ['', 'UPI - Unified Payments Interface'],
  ['', 'CLG - Clearing'],
];

/** SBI's statement saved as .xlsx: dates as date cells, amounts as numbers, blanks for none. */
const sbi = [
  ['Account Name', ':', 'IEEE STUDENT BRANCH NORTHGATE'],
  ['Account Number', ':', '00000039876543210'],
  ['IFS Code', ':', 'SBIN0012345'],
  ['Balance as on 21 Nov 2026', ':', '35,149.50'],
  [],
  ['Account Statement from 21 Nov 2026 to 30 Nov 2026'],
  [],
  [
    'Txn Date',
    'Value Date',
    'Description',
    'Ref No./Cheque No.',
    '        Debit',
    'Credit',
    'Balance',
  ],
  [
    { date: '2026-11-21' },
    { date: '2026-11-21' },
    'BY TRANSFER-UPI/CR/632512345631/ISHA BANERJEE/BARB/isha.b@okhdfcbank/CH9T5M2W--',
    'TRANSFER FROM 3199412345678',
    null,
    { number: '1250' },
    { number: '36399.5' },
  ],
  [
    { date: '2026-11-24' },
    { date: '2026-11-24' },
    'TO TRANSFER-UPI/DR/632812345632/CAMPUS CANTEEN/SBIN/canteen@sbi/Tea--',
    'TRANSFER TO 4897691162092',
    { number: '840' },
    null,
    { number: '35559.5' },
  ],
  [],
  ['**This is a computer generated statement and does not require a signature.'],
];

fs.writeFileSync(
  path.join(here, 'icici-statement.xlsx'),
  await xlsxOf(icici, 'OpTransactionHistory'),
);
fs.writeFileSync(path.join(here, 'sbi-statement.xlsx'), await xlsxOf(sbi));
