import { statementColumnMappingSchema } from '@chapterhouse/shared';
import { describe, expect, it } from 'vitest';
import {
  BANK_PRESETS,
  columnPositions,
  detectPreset,
  headerKey,
  mappingColumns,
} from './statement-presets.js';

const keys = (headers: readonly string[]) => headers.map(headerKey);

describe('the banks’ presets', () => {
  it('detect each bank from its own header row, and only that bank', () => {
    for (const preset of BANK_PRESETS) {
      expect(detectPreset(keys(preset.headers))?.preset.id).toBe(preset.id);
    }
  });

  it('compare headers by their letters and digits: spacing, case and brackets differ by export', () => {
    const icici = [
      '',
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'TRANSACTION REMARKS',
      'Withdrawal Amount(INR)',
      'Deposit Amount (INR)',
      'Balance (INR )',
    ];
    expect(detectPreset(keys(icici))).toMatchObject({
      preset: { id: 'icici' },
      positions: { date: 3, narration: 5, reference: 4, debit: 6, credit: 7, balance: 8 },
    });
    const sbi = [
      'Txn Date',
      'Value Date',
      'Description',
      'Ref No./Cheque No.',
      '        Debit',
      'Credit',
      'Balance',
    ];
    expect(detectPreset(keys(sbi))?.positions).toEqual({
      date: 0,
      narration: 2,
      reference: 3,
      debit: 4,
      credit: 5,
      balance: 6,
    });
  });

  it("read Axis' other header (Chq No, Particulars, Debit, Credit, Balance, Init. Br)", () => {
    const axis = ['Tran Date', 'Chq No', 'Particulars', 'Debit', 'Credit', 'Balance', 'Init. Br'];
    expect(detectPreset(keys(axis))?.preset.id).toBe('axis');
  });

  it('need the date, narration, credit and debit columns; the reference and balance are optional', () => {
    expect(
      detectPreset(keys(['Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.']))?.preset.id,
    ).toBe('hdfc');
    expect(detectPreset(keys(['Date', 'Narration', 'Deposit Amt.', 'Closing Balance']))).toBeNull();
    expect(detectPreset(keys(['Account Name', ':', 'IEEE STUDENT BRANCH']))).toBeNull();
  });
});

describe("the treasurer's columns (generic)", () => {
  it('name one credit column, or one amount column with or without a Cr/Dr column', () => {
    const parse = (mapping: object) => statementColumnMappingSchema.safeParse(mapping);
    expect(parse({ date: 'Date', narration: 'Memo', credit: 'In', debit: 'Out' }).success).toBe(
      true,
    );
    expect(
      parse({ date: 'Date', narration: 'Memo', amount: 'Amount', indicator: 'Type' }).success,
    ).toBe(true);
    expect(parse({ date: 'Date', narration: 'Memo' }).error?.issues[0]?.message).toBe(
      'Choose either a credit column or a single amount column',
    );
    expect(parse({ date: 'Date', narration: 'Memo', credit: 'In', amount: 'Amount' }).success).toBe(
      false,
    );
    expect(
      parse({ date: 'Date', narration: 'Memo', amount: 'Amount', debit: 'Out' }).error?.issues[0]
        ?.message,
    ).toBe('A debit column goes with a credit column');
    expect(
      parse({ date: 'Date', narration: 'Memo', credit: 'In', indicator: 'Type' }).error?.issues[0]
        ?.message,
    ).toBe('A Cr/Dr column goes with a single amount column');
    expect(parse({ date: '', narration: 'Memo', credit: 'In' }).error?.issues[0]?.message).toBe(
      'Choose the column of the transaction date',
    );
  });

  it('find the columns it names in a header row, requiring each one named', () => {
    const mapping = statementColumnMappingSchema.parse({
      date: 'Posting Date',
      narration: 'Details',
      credit: 'Paid In',
      debit: 'Paid Out',
    });
    const columns = mappingColumns(mapping);
    expect(
      columnPositions(keys(['Details', 'POSTING DATE', 'Paid out', 'Paid in']), columns),
    ).toEqual({
      date: 1,
      narration: 0,
      debit: 2,
      credit: 3,
    });
    expect(columnPositions(keys(['Details', 'Posting Date', 'Paid In']), columns)).toBeNull();
  });
});
