import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type StatementColumnMappingInput,
  statementColumnMappingSchema,
} from '@chapterhouse/shared';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../../test/statements/xlsx-writer.mjs';
import { HttpError } from '../../lib/http-errors.js';
import {
  readStatementAmount,
  readStatementDate,
  readStatementFile,
  type StatementLine,
} from './statement-file.js';

// The fixtures are written as the banks' net banking exports them (server/test/statements/):
// account details above the header, summaries and disclaimers below the transactions.

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/statements',
);
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

/** A line as the reader returns it, with its defaults. */
const line = (fields: Partial<StatementLine> & Pick<StatementLine, 'line' | 'date'>) => ({
  narration: '',
  reference: null,
  creditPaise: 0,
  debitPaise: 0,
  balancePaise: null,
  ...fields,
});

/** The treasurer's columns as the upload's schema reads them. */
const columns = (mapping: StatementColumnMappingInput) =>
  statementColumnMappingSchema.parse(mapping);

/** The 400 a refused file gets, with its message. */
async function refusal(bytes: Buffer, choice?: Parameters<typeof readStatementFile>[1]) {
  const error = await readStatementFile(bytes, choice).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(400);
  return (error as HttpError).message;
}

describe("reading each bank's export", () => {
  it('reads an SBI CSV under its account details, its padded "Debit" header and its footer', async () => {
    const statement = await readStatementFile(fixture('sbi-statement.csv'));
    expect(statement.preset).toBe('sbi');
    expect(statement.headerLine).toBe(18);
    expect(statement.skippedLines).toEqual([28]);
    expect(statement.lines).toEqual([
      line({
        line: 19,
        date: '2026-11-03',
        narration:
          'BY TRANSFER-UPI/CR/630712345601/PRIYA SHARMA/SBIN/priya.sharma@oksbi/CH7K2M9Q--',
        reference: 'TRANSFER FROM 3199412345678',
        creditPaise: 125_000,
        balancePaise: 4_646_050,
      }),
      line({
        line: 20,
        date: '2026-11-03',
        narration:
          'TO TRANSFER-UPI/DR/630798765432/CAMPUS PRINT/YESB/paytmqr2810050501011@paytm/Payment--',
        reference: 'TRANSFER TO 4897691162092',
        debitPaise: 236_000,
        balancePaise: 4_410_050,
      }),
      line({
        line: 21,
        date: '2026-11-05',
        narration:
          'BY TRANSFER-UPI/CR/630912345611/ARJUN NAIR/HDFC/arjunnair99@okhdfcbank/workshop fee--',
        reference: 'TRANSFER FROM 3199412345678',
        creditPaise: 125_000,
        balancePaise: 4_535_050,
      }),
      line({
        line: 22,
        date: '2026-11-06',
        narration:
          'BY TRANSFER-NEFT*HDFC0000001*N310261234567890*TECHNOVA SOLUTIONS PV*SPONSORSHIP--',
        reference: 'TRANSFER FROM 99909876543',
        creditPaise: 2_500_000,
        balancePaise: 7_035_050,
      }),
      line({
        line: 23,
        date: '2026-11-07',
        narration: 'BY TRANSFER-UPI/CR/631112345612/MEERA IYER/ICIC/meera.iyer@okicici/ch5n 8q3r--',
        reference: 'TRANSFER FROM 3199412345678',
        creditPaise: 49_900,
        balancePaise: 7_084_950,
      }),
      line({
        line: 24,
        date: '2026-11-08',
        narration: 'ATM WDL-ATM CASH 1234 NORTHGATE CAMPUS PUNE',
        debitPaise: 500_000,
        balancePaise: 6_584_950,
      }),
      line({
        line: 25,
        date: '2026-11-10',
        narration: 'BY TRANSFER-IMPS/P2A/631412345613/KAVYA REDDY/SBI/XXXXXX4567/CH3W9--',
        reference: 'MAB 631412345613',
        creditPaise: 125_000,
        balancePaise: 6_709_950,
      }),
      line({
        line: 26,
        date: '2026-11-12',
        narration: 'BY TRANSFER-UPI/CR/631612345614/ROHIT VERMA/PUNB/rohitv@ybl/CH6D2J8L--',
        reference: 'TRANSFER FROM 3199412345678',
        creditPaise: 120_000,
        balancePaise: 6_829_950,
      }),
    ]);
  });

  it('reads SBI\'s "XLS" download, which is tab-separated text', async () => {
    const statement = await readStatementFile(fixture('sbi-statement.xls'));
    expect(statement).toEqual({
      preset: 'sbi',
      headerLine: 18,
      skippedLines: [24],
      lines: [
        line({
          line: 19,
          date: '2026-11-14',
          narration: 'BY TRANSFER-UPI/CR/631812345621/ANANYA GUPTA/UTIB/ananya.g@okaxis/CH8F4L2N--',
          reference: 'TRANSFER FROM 3199412345678',
          creditPaise: 49_900,
          balancePaise: 4_933_850,
        }),
        line({
          line: 20,
          date: '2026-11-15',
          narration:
            'BY TRANSFER-UPI/CR/631912345622/SIDDHARTH RAO/KKBK/sidrao@kotak/IEEE CH8F4L2N--',
          reference: 'TRANSFER FROM 3199412345678',
          creditPaise: 49_900,
          balancePaise: 4_983_750,
        }),
        line({
          line: 21,
          date: '2026-11-17',
          narration: 'TO TRANSFER-INB IMPS/P2A/632112345623/VENUE HALL BOOKING',
          reference: 'TRANSFER TO 4897691162092',
          debitPaise: 1_500_000,
          balancePaise: 3_483_750,
        }),
        line({
          line: 22,
          date: '2026-11-20',
          narration: 'CREDIT INTEREST--',
          creditPaise: 31_200,
          balancePaise: 3_514_950,
        }),
      ],
    });
  });

  it("reads SBI's statement saved as .xlsx: date cells and number cells", async () => {
    expect(await readStatementFile(fixture('sbi-statement.xlsx'))).toEqual({
      preset: 'sbi',
      headerLine: 8,
      skippedLines: [12],
      lines: [
        line({
          line: 9,
          date: '2026-11-21',
          narration:
            'BY TRANSFER-UPI/CR/632512345631/ISHA BANERJEE/BARB/isha.b@okhdfcbank/CH9T5M2W--',
          reference: 'TRANSFER FROM 3199412345678',
          creditPaise: 125_000,
          balancePaise: 3_639_950,
        }),
        line({
          line: 10,
          date: '2026-11-24',
          narration: 'TO TRANSFER-UPI/DR/632812345632/CAMPUS CANTEEN/SBIN/canteen@sbi/Tea--',
          reference: 'TRANSFER TO 4897691162092',
          debitPaise: 84_000,
          balancePaise: 3_555_950,
        }),
      ],
    });
  });

  it('reads an HDFC CSV: its row of asterisks, its zero-padded references and its summary', async () => {
    expect(await readStatementFile(fixture('hdfc-statement.csv'))).toEqual({
      preset: 'hdfc',
      headerLine: 12,
      skippedLines: [13, 21, 22, 23, 24, 25],
      lines: [
        line({
          line: 14,
          date: '2026-11-02',
          narration: 'UPI-ROHAN MEHTA-rohan.mehta@okhdfcbank-HDFC0001234-630612345602-CH4P7W2X',
          reference: '0000630612345602',
          creditPaise: 49_900,
          balancePaise: 1_249_900,
        }),
        line({
          line: 15,
          date: '2026-11-04',
          narration:
            'UPI-SNEHA KULKARNI-sneha.k@oksbi-SBIN0004567-630812345603-IEEE WORKSHOP CH9R-3T6V',
          reference: '0000630812345603',
          creditPaise: 75_000,
          balancePaise: 1_324_900,
        }),
        line({
          line: 16,
          date: '2026-11-04',
          narration: 'POS 416021XXXXXX1234 AMAZON PAY INDIA',
          reference: '0000000000004521',
          debitPaise: 129_900,
          balancePaise: 1_195_000,
        }),
        line({
          line: 17,
          date: '2026-11-09',
          narration:
            'NEFT CR-ICIC0000104-NORTHGATE ALUMNI ASSOCIATION-DONATION NOV-ICICN52026110912345',
          reference: 'ICICN52026110912',
          creditPaise: 1_000_000,
          balancePaise: 2_195_000,
        }),
        line({
          line: 18,
          date: '2026-11-11',
          narration: 'UPI-DEV PATEL-devpatel@ybl-YESB0YBLUPI-631512345604-Payment from PhonePe',
          reference: '0000631512345604',
          creditPaise: 75_000,
          balancePaise: 2_270_000,
        }),
        line({
          line: 19,
          date: '2026-11-11',
          narration: 'UPI-DEV PATEL-devpatel@ybl-YESB0YBLUPI-631512345605-Payment from PhonePe',
          reference: '0000631512345605',
          creditPaise: 75_000,
          balancePaise: 2_345_000,
        }),
      ],
    });
  });

  it('reads an ICICI .xlsx: the header one column in, text dates, 0 for no amount, the legend', async () => {
    expect(await readStatementFile(fixture('icici-statement.xlsx'))).toEqual({
      preset: 'icici',
      headerLine: 8,
      skippedLines: [14, 15, 16, 17, 18],
      lines: [
        line({
          line: 9,
          date: '2026-11-04',
          narration:
            'UPI/630812345607/CH5V8N3K/anjali.nair@okicici/ICICI Bank/ICI1a2b3c4d5e6f7a8b9c0d1e2f3a4',
          creditPaise: 75_000,
          balancePaise: 3_075_000,
        }),
        line({
          line: 10,
          date: '2026-11-06',
          narration:
            'UPI/631012345608/NA/karan.malhotra@ybl/YES BANK LIMITED/YBL7f6e5d4c3b2a1f0e9d8c7b6a5',
          creditPaise: 125_000,
          balancePaise: 3_200_000,
        }),
        line({
          line: 11,
          date: '2026-11-07',
          narration: 'CLG/NORTHGATE PRINTERS/000412/HDFC BANK',
          reference: '000412',
          debitPaise: 472_000,
          balancePaise: 2_728_000,
        }),
        line({
          line: 12,
          date: '2026-11-13',
          narration: 'MMT/IMPS/631712345609/IEEE CH3X6P9R/TANVI DESAI/HDFC0000240',
          creditPaise: 125_050,
          balancePaise: 2_853_050,
        }),
      ],
    });
  });

  it('reads an Axis CSV: padded amounts, blank cells of one space, opening and closing lines', async () => {
    expect(await readStatementFile(fixture('axis-statement.csv'))).toEqual({
      preset: 'axis',
      headerLine: 17,
      skippedLines: [18, 24, 26, 27],
      lines: [
        line({
          line: 19,
          date: '2026-11-03',
          narration: 'UPI/P2A/630712345604/VIKRAM SINGH/Axis Bank/ch2m8k4d',
          creditPaise: 125_000,
          balancePaise: 1_975_000,
        }),
        line({
          line: 20,
          date: '2026-11-05',
          narration: 'UPI/P2M/630912345699/SWIGGY/Pay via Razorpay/HDFC BANK',
          debitPaise: 45_000,
          balancePaise: 1_930_000,
        }),
        line({
          line: 21,
          date: '2026-11-06',
          narration: 'IMPS/P2A/631012345606/NEHA JOSHI/SBIN/CH7Q4Z9B Rs1200',
          creditPaise: 120_000,
          balancePaise: 2_050_000,
        }),
        line({
          line: 22,
          date: '2026-11-18',
          narration: 'NEFT/N321261234567/NORTHGATE INSTITUTE/REIMBURSEMENT',
          creditPaise: 860_000,
          balancePaise: 2_910_000,
        }),
        line({
          line: 23,
          date: '2026-11-30',
          narration: 'SB:923010012345678:Int.Pd:01-08-2026 to 30-11-2026',
          creditPaise: 14_700,
          balancePaise: 2_924_700,
        }),
      ],
    });
  });

  it('reads a file with the preset the treasurer chose, and refuses it under another bank', async () => {
    const hdfc = fixture('hdfc-statement.csv');
    expect((await readStatementFile(hdfc, { preset: 'hdfc' })).lines).toHaveLength(6);
    expect(await refusal(hdfc, { preset: 'sbi' })).toBe(
      'No header row found: no line of this file has the columns of a State Bank of India statement ("Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance").',
    );
  });

  it("reads another bank's statement by the columns the treasurer named (generic)", async () => {
    // Kotak's layout: one amount column and a `Dr / Cr` column beside it.
    const kotak = [
      'Kotak Mahindra Bank,,,,,,',
      'Account No. 1234567890,,,,,,',
      'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance',
      '1,05-11-2026,05-11-2026,UPI/RAHUL SHARMA/412345678901/CH7K2M9Q,UPI-412345678901,"1,250.00",CR,"32,000.00"',
      '2,06-11-2026,06-11-2026,IMPS/P2A/412345678902/VENDOR/HDFC/self,IMPS-412345678902,"5,000.00",DR,"27,000.00"',
    ].join('\n');
    const statement = await readStatementFile(Buffer.from(kotak), {
      preset: 'generic',
      mapping: columns({
        date: 'Transaction Date',
        narration: 'Description',
        reference: 'Chq / Ref No.',
        amount: 'Amount',
        indicator: 'Dr / Cr',
        balance: 'Balance',
      }),
    });
    expect(statement.preset).toBe('generic');
    expect(statement.lines).toEqual([
      line({
        line: 4,
        date: '2026-11-05',
        narration: 'UPI/RAHUL SHARMA/412345678901/CH7K2M9Q',
        reference: 'UPI-412345678901',
        creditPaise: 125_000,
        balancePaise: 3_200_000,
      }),
      line({
        line: 5,
        date: '2026-11-06',
        narration: 'IMPS/P2A/412345678902/VENDOR/HDFC/self',
        reference: 'IMPS-412345678902',
        debitPaise: 500_000,
        balancePaise: 2_700_000,
      }),
    ]);
  });

  it('reads one amount column by its sign or its Cr/Dr suffix when there is no indicator column', async () => {
    const csv = [
      'Date,Details,Amount',
      '05/11/2026,UPI CH7K2M9Q,"1,250.00 Cr"',
      '06/11/2026,ATM,"500.00 Dr"',
      '07/11/2026,POS,-250.00',
      '08/11/2026,NEFT,300',
    ].join('\n');
    const statement = await readStatementFile(Buffer.from(csv), {
      mapping: columns({ date: 'Date', narration: 'Details', amount: 'Amount' }),
    });
    expect(statement.lines.map(({ creditPaise, debitPaise }) => [creditPaise, debitPaise])).toEqual(
      [
        [125_000, 0],
        [0, 50_000],
        [0, 25_000],
        [30_000, 0],
      ],
    );
  });

  it('reads UTF-16 text and a UTF-8 byte order mark', async () => {
    const text = fixture('axis-statement.csv').toString('utf8');
    const expected = await readStatementFile(fixture('axis-statement.csv'));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(await readStatementFile(utf16)).toEqual(expected);
    expect(await readStatementFile(Buffer.from(`\ufeff${text}`))).toEqual(expected);
  });
});

describe('dates as banks write them', () => {
  it.each([
    ['05/11/2026', '2026-11-05'],
    ['5/11/2026', '2026-11-05'],
    ['05-11-2026', '2026-11-05'],
    ['05.11.2026', '2026-11-05'],
    ['05/11/26', '2026-11-05'],
    ['05 Nov 2026', '2026-11-05'],
    ['5 Nov 2026', '2026-11-05'],
    ['05-Nov-26', '2026-11-05'],
    ['05-Nov-2026', '2026-11-05'],
    ['05 NOV 2026', '2026-11-05'],
    ['05 November 2026', '2026-11-05'],
    ['05 Sept 2026', '2026-09-05'],
    ['2026-11-05', '2026-11-05'],
    ['05/11/2026 14:32:10', '2026-11-05'],
    ['05-Nov-2026 02:32 PM', '2026-11-05'],
    ['29/02/2028', '2028-02-29'],
  ])('%s is %s', (written, iso) => {
    expect(readStatementDate(written)).toBe(iso);
  });

  it.each(['31/02/2026', '29/02/2027', '32-01-2026', '05/13/2026', '00/11/2026', '05/11/1890'])(
    '%s is written as a date but names no day',
    (written) => {
      expect(readStatementDate(written)).toBe('invalid');
    },
  );

  it.each(['', 'Opening Balance', '********', '12,000.00', '12 Debits 45', 'Txn Date'])(
    '%j is no date at all (a summary or footer line)',
    (written) => {
      expect(readStatementDate(written)).toBeNull();
    },
  );

  it('reads Excel date cells, and Excel day numbers in a cell without a date format', async () => {
    const sheet = await xlsxOf([
      ['Txn Date', 'Description', 'Debit', 'Credit'],
      [{ date: '2026-11-05' }, 'UPI CH7K2M9Q', null, 1250],
      [46_332, 'UPI CH4P7W2X', null, 499],
    ]);
    const statement = await readStatementFile(sheet);
    expect(statement.lines.map(({ date }) => date)).toEqual(['2026-11-05', '2026-11-06']);
  });
});

describe('amounts as banks write them', () => {
  it.each([
    ['1,250.00', 125_000, null],
    ['1250', 125_000, null],
    ['1250.5', 125_050, null],
    ['1,25,000.00', 12_500_000, null],
    ['12,34,567.89', 123_456_789, null],
    ['125,000.00', 12_500_000, null],
    ['1,250,000.00', 125_000_000, null],
    ['₹1,250.00', 125_000, null],
    ['Rs. 1,250.00', 125_000, null],
    ['INR 1250.00', 125_000, null],
    ['1,250.00 Cr', 125_000, 'credit'],
    ['1,250.00Cr', 125_000, 'credit'],
    ['1,250.00 CR.', 125_000, 'credit'],
    ['1,250.00 Dr', 125_000, 'debit'],
    ['1,250.00 (Dr)', 125_000, 'debit'],
    ['-1,250.00', 125_000, 'debit'],
    ['(1,250.00)', 125_000, 'debit'],
    ['  1250.00  ', 125_000, null],
  ])('%j is %i paise (%s)', (written, paise, direction) => {
    expect(readStatementAmount(written)).toEqual({ paise, direction });
  });

  it.each(['', ' ', '-', '0', '0.00', '0.0'])('%j is no amount', (written) => {
    expect(readStatementAmount(written)).toEqual({ paise: 0, direction: null });
  });

  it.each(['1,2,3', '12,3', '1.234', 'abc', '1,250.00 Xr', '12.5.0', 'Cr', '-1,250.00 Cr'])(
    '%j is not an amount',
    (written) => {
      expect(readStatementAmount(written)).toBe('invalid');
    },
  );

  it("reads a workbook's number cell to the paisa, never through a float sum", () => {
    expect(readStatementAmount({ sheetNumber: '1250.4999999999998' })).toEqual({
      paise: 125_050,
      direction: null,
    });
    expect(readStatementAmount({ sheetNumber: '0.1' })).toEqual({ paise: 10, direction: null });
    expect(readStatementAmount({ sheetNumber: '-840' })).toEqual({
      paise: 84_000,
      direction: 'debit',
    });
    expect(readStatementAmount({ sheetNumber: '1.25E+3' })).toEqual({
      paise: 125_000,
      direction: null,
    });
  });
});

describe('refused files', () => {
  const sbi = (...rows: string[]) =>
    Buffer.from(
      [
        'Account Name,:,IEEE STUDENT BRANCH NORTHGATE',
        '',
        'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
        ...rows,
      ].join('\n'),
    );

  it('names the line of a date that is no day', async () => {
    const file = sbi(
      '3 Feb 2026,3 Feb 2026,UPI CH7K2M9Q,,,"1,250.00","1,250.00"',
      '31/02/2026,31/02/2026,UPI CH4P7W2X,,,499.00,"1,749.00"',
    );
    expect(await refusal(file)).toBe('Line 5: the date "31/02/2026" is not a date.');
  });

  it('names the line and column of an amount that is no amount', async () => {
    const file = sbi('3 Feb 2026,3 Feb 2026,UPI CH7K2M9Q,,,"1,2,50.00","1,250.00"');
    expect(await refusal(file)).toBe(
      'Line 4: the amount "1,2,50.00" under "Credit" is not an amount.',
    );
  });

  it('counts lines in the file, blank lines and quoted line breaks included', async () => {
    const file = Buffer.from(
      [
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
        '',
        '02/11/26,"UPI-ROHAN MEHTA',
        'CH4P7W2X",0000630612345602,02/11/26,,499.00,"12,499.00"',
        '03/11/26,UPI-X,,03/11/26,,4g9.00,"12,998.00"',
      ].join('\r\n'),
    );
    expect(await refusal(file)).toBe(
      'Line 5: the amount "4g9.00" under "Deposit Amt." is not an amount.',
    );
  });

  it('refuses an amount that says Dr in the credit column', async () => {
    const file = sbi('3 Feb 2026,3 Feb 2026,UPI,,,"1,250.00 Dr","1,250.00"');
    expect(await refusal(file)).toBe('Line 4: the amount "1,250.00 Dr" under "Credit" says Dr.');
  });

  it('refuses an indicator that is neither Cr nor Dr', async () => {
    const file = Buffer.from('Date,Details,Amount,Type\n05/11/2026,UPI,"1,250.00",X\n');
    const mapping = columns({
      date: 'Date',
      narration: 'Details',
      amount: 'Amount',
      indicator: 'Type',
    });
    expect(await refusal(file, { mapping })).toBe('Line 2: "X" under "Type" is neither Cr nor Dr.');
  });

  it('refuses a file without a header row of any preset', async () => {
    expect(await refusal(Buffer.from('Date,Amount\n05/11/2026,1250\n'))).toBe(
      'No header row found: no line of this file has the columns of an SBI, HDFC, ICICI or Axis statement (such as "Txn Date", "Description", "Credit"). Choose the bank, or name the columns yourself.',
    );
    const mapping = columns({ date: 'Posted', narration: 'Memo', credit: 'In' });
    expect(await refusal(Buffer.from('Date,Amount\n'), { mapping })).toBe(
      'No header row found: no line of this file has the columns "Posted", "Memo", "In".',
    );
  });

  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('This file is empty.');
    expect(await refusal(Buffer.from('\r\n\r\n,,,\r\n'))).toBe('This file is empty.');
    expect(await refusal(await xlsxOf([]))).toBe('This file is empty.');
  });

  it('refuses a file that is neither CSV nor .xlsx, saying what to download instead', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toMatch(
      /^A PDF statement cannot be read/,
    );
    expect(
      await refusal(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(60)])),
    ).toMatch(/^This is an old Excel \(\.xls\) file/);
    expect(
      await refusal(Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(40)])),
    ).toBe('This Excel file cannot be read: download the statement again, as .xlsx or CSV.');
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(
      'This file is neither CSV nor an Excel (.xlsx) workbook.',
    );
    expect(await refusal(Buffer.from('<html><table><tr><td>Txn Date</td></tr></table>'))).toMatch(
      /^This file is a web page/,
    );
  });

  it('refuses the generic preset without its columns', async () => {
    expect(await refusal(fixture('axis-statement.csv'), { preset: 'generic' })).toBe(
      "Name the columns of your bank's statement: this bank has no preset.",
    );
  });
});
