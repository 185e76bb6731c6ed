import type { StatementColumnMapping, StatementPreset } from '@chapterhouse/shared';

// The columns of the statements Indian banks' net banking exports, so a treasurer of those banks
// uploads the file as downloaded (issue 49, item 3; docs/payments.md). Headers are compared by
// their letters and digits only, case-folded (`Withdrawal Amount (INR )`, `Withdrawal
// Amount(INR)` and `WITHDRAWAL AMOUNT INR` are one header): exports differ in spacing and case
// from one year's portal to the next, and SBI's spreadsheet pads `        Debit` with spaces.
//
// Where the headers come from (public statement readers and the files in their tests):
// - SBI `Txn Date | Value Date | Description | Ref No./Cheque No. | (Branch Code) | Debit |
//   Credit | Balance`, dates `05 Nov 2026`, preamble rows (account, IFSC, period) above the header:
//   Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md ("STATE BANK OF INDIA");
//   asmitsharp/cashlens docs/bank-statement-format-research.md ("SBI");
//   an SBI extractor on GitHub that looks for `Txn Date` in the first 25 rows and reads the
//   `        Debit` header with its padding.
// - HDFC `Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing
//   Balance`, dates `05/11/26`: Amit49/Bank-Statement-to-csv-form ("HDFC BANK");
//   imshubh4141/expense-calculator-web backend/interfaces/Transaction.ts; cashlens ("HDFC").
// - ICICI `S No. | Value Date | Transaction Date | Cheque Number | Transaction Remarks |
//   Withdrawal Amount (INR ) | Deposit Amount (INR ) | Balance (INR )`: vdinesht/tracker
//   ICICIBankStatementRow.java (the same eight fields in that order); cashlens ("ICICI");
//   Amit49/Bank-Statement-to-csv-form ("ICICI bank", `Debit Amount`/`Credit Amount` variant).
// - Axis `Tran Date | CHQNO | PARTICULARS | DR | CR | BAL | SOL` under `Name :- …` and
//   `Statement of Account No - … for the period (From : … To : …)`, dates `05-11-2026`:
//   Abhinav-B-19/WalletMind tests/services/test_statement_parsers.py; the `Tran Date | Chq No |
//   Particulars | Debit | Credit | Balance | Init. Br` variant: Amit49/Bank-Statement-to-csv-form
//   ("AXIS BANK"); convertstatement.online's "Indian bank statement formats" (`Tran Date, CHQNO,
//   Particulars, DR, CR, BAL`).

/** A statement's fields, and the header names (as `headerKey` folds them) each is found under. */
export interface StatementColumns {
  date: readonly string[];
  narration: readonly string[];
  reference?: readonly string[];
  credit?: readonly string[];
  debit?: readonly string[];
  amount?: readonly string[];
  indicator?: readonly string[];
  balance?: readonly string[];
}

export type StatementField = keyof StatementColumns;

export interface BankPreset {
  id: Exclude<StatementPreset, 'generic'>;
  /** The bank as a treasurer names it. */
  bank: string;
  /** The headers as the bank writes them, for messages and the documentation. */
  headers: readonly string[];
  columns: StatementColumns;
}

/** A header cell as the presets compare it: letters and digits, lower case. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The banks, each told apart from the others by its date and narration headers (`Txn Date` and
 * `Description`, `Date` and `Narration`, `Transaction Date` and `Transaction Remarks`, `Tran Date`
 * and `Particulars`), so detection never has two answers.
 */
export const BANK_PRESETS: readonly BankPreset[] = [
  {
    id: 'sbi',
    bank: 'State Bank of India',
    headers: [
      'Txn Date',
      'Value Date',
      'Description',
      'Ref No./Cheque No.',
      'Debit',
      'Credit',
      'Balance',
    ],
    columns: {
      date: ['txndate'],
      narration: ['description'],
      reference: ['refnochequeno', 'refnocheque', 'refcheque'],
      debit: ['debit'],
      credit: ['credit'],
      balance: ['balance'],
    },
  },
  {
    id: 'hdfc',
    bank: 'HDFC Bank',
    headers: [
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Value Dt',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Closing Balance',
    ],
    columns: {
      date: ['date'],
      narration: ['narration'],
      reference: ['chqrefno'],
      debit: ['withdrawalamt'],
      credit: ['depositamt'],
      balance: ['closingbalance'],
    },
  },
  {
    id: 'icici',
    bank: 'ICICI Bank',
    headers: [
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ],
    columns: {
      // The day the money moved; `Value Date` is when it earns interest.
      date: ['transactiondate'],
      narration: ['transactionremarks'],
      reference: ['chequenumber'],
      debit: ['withdrawalamountinr', 'withdrawalamount', 'debitamount'],
      credit: ['depositamountinr', 'depositamount', 'creditamount'],
      balance: ['balanceinr', 'balance'],
    },
  },
  {
    id: 'axis',
    bank: 'Axis Bank',
    headers: ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
    columns: {
      date: ['trandate'],
      narration: ['particulars'],
      reference: ['chqno'],
      debit: ['dr', 'debit'],
      credit: ['cr', 'credit'],
      balance: ['bal', 'balance'],
    },
  },
];

/** The columns a treasurer's mapping names (the generic preset), each under its one header. */
export function mappingColumns(mapping: StatementColumnMapping): StatementColumns {
  const one = (header: string | null | undefined) => (header ? [headerKey(header)] : undefined);
  return {
    date: [headerKey(mapping.date)],
    narration: [headerKey(mapping.narration)],
    reference: one(mapping.reference),
    credit: one(mapping.credit),
    debit: one(mapping.debit),
    amount: one(mapping.amount),
    indicator: one(mapping.indicator),
    balance: one(mapping.balance),
  };
}

/** Where each field is in a row of headers; null when a required field is missing from it. */
export function columnPositions(
  headerKeys: readonly string[],
  columns: StatementColumns,
): Partial<Record<StatementField, number>> | null {
  const found: Partial<Record<StatementField, number>> = {};
  for (const [field, names] of Object.entries(columns) as [StatementField, readonly string[]][]) {
    if (!names) continue;
    // The first of the field's names the row has, in the order the names are listed.
    for (const name of names) {
      const at = headerKeys.indexOf(name);
      if (at !== -1) {
        found[field] = at;
        break;
      }
    }
  }
  const required: StatementField[] = ['date', 'narration', columns.amount ? 'amount' : 'credit'];
  if (columns.debit) required.push('debit');
  if (columns.indicator) required.push('indicator');
  return required.every((field) => found[field] !== undefined) ? found : null;
}

/** The bank whose preset a header row fits, if any. */
export function detectPreset(
  headerKeys: readonly string[],
): { preset: BankPreset; positions: Partial<Record<StatementField, number>> } | null {
  for (const preset of BANK_PRESETS) {
    const positions = columnPositions(headerKeys, preset.columns);
    if (positions) return { preset, positions };
  }
  return null;
}
