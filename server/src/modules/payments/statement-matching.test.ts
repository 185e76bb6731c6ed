import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { syntheticStatement } from '../../../test/statements/synthetic-statement.mjs';
import { readStatementFile, type StatementLine } from './statement-file.js';
import {
  fingerprintLines,
  formatRupees,
  matchStatement,
  type PaymentCandidate,
  type StatementMatch,
} from './statement-matching.js';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/statements',
);
const read = async (name: string) =>
  (await readStatementFile(fs.readFileSync(path.join(fixtures, name)))).lines;

/** A registration held from 10:00 on `from` to 22:00 on `until`, India's time. */
function candidate(
  id: number,
  reference: string,
  rupees: number,
  from: string,
  until: string,
  utr: string | null = null,
): PaymentCandidate {
  return {
    id,
    reference,
    amountPaise: Math.round(rupees * 100),
    heldFrom: new Date(`${from}T10:00:00+05:30`),
    heldUntil: new Date(`${until}T22:00:00+05:30`),
    utr,
  };
}

/** A credit line of a statement. */
function credit(
  at: number,
  date: string,
  narration: string,
  rupees: number,
  reference: string | null = null,
): StatementLine {
  return {
    line: at,
    date,
    narration,
    reference,
    creditPaise: Math.round(rupees * 100),
    debitPaise: 0,
    balancePaise: null,
  };
}

/** The outcome in short: each list by line, with the ids and the how or why. */
const summary = (match: StatementMatch) => ({
  matched: match.matched.map(({ line, registrationId, how }) => [line.line, registrationId, how]),
  ambiguous: match.ambiguous.map(({ line, registrationIds, reason }) => [
    line.line,
    registrationIds,
    reason,
  ]),
  unknown: match.unknown.map(({ line }) => line.line),
  alreadyApplied: match.alreadyApplied.map(({ line }) => line.line),
  debitsIgnored: match.debitsIgnored,
});

describe('matching the credits of a statement', () => {
  it('matches by reference, by UTR and by amount and time, in that order (SBI)', async () => {
    const lines = await read('sbi-statement.csv');
    const candidates = [
      candidate(1, 'CH7K2M9Q', 1250, '2026-11-01', '2026-11-04'),
      candidate(2, 'CH2A7B4C', 1250, '2026-11-04', '2026-11-07', '630912345611'),
      candidate(3, 'CH5N8Q3R', 499, '2026-11-06', '2026-11-08'),
      candidate(4, 'CH3W9XKP', 1250, '2026-11-09', '2026-11-12'),
      candidate(5, 'CH6D2J8L', 1250, '2026-11-11', '2026-11-14'),
      // Held while a credit of its amount arrives, but a reference names that credit.
      candidate(6, 'CH8Z2Y4X', 499, '2026-11-06', '2026-11-08'),
    ];
    expect(summary(matchStatement(lines, candidates))).toEqual({
      matched: [
        [19, 1, 'reference'],
        [21, 2, 'utr'],
        [23, 3, 'reference'],
        [25, 4, 'amount-and-time'],
      ],
      ambiguous: [[26, [5], 'paid ₹1,200.00, due ₹1,250.00']],
      unknown: [22],
      alreadyApplied: [],
      debitsIgnored: 2,
    });
  });

  it('finds the reference however the bank mangled the UPI note, and the UTR in a padded reference column', () => {
    const narrations = [
      'UPI/CR/634512345678/PRIYA SHARMA/SBIN/priya@oksbi/CH7K2M9Q',
      'UPI-PRIYA SHARMA-priya@okhdfcbank-HDFC0001234-634512345678-CH7K2M9Q',
      'BY TRANSFER-UPI/CR/634512345678/PRIYA SHA/SBIN/priya@oksbi/ch7k2m9q--',
      'UPI/634512345678/CH7K 2M9Q/priya@okicici/ICICI Bank/ICI3c428597f581479b',
      'IMPS/P2A/634512345678/PRIYA/SBIN/CH7K/2M9Q',
      'UPI-PRIYA-priya@ybl-YESB0YBLUPI-634512345678-IEEE-Ch7k-2m9Q',
    ];
    for (const narration of narrations) {
      const match = matchStatement(
        [credit(1, '2026-11-03', narration, 1250)],
        [candidate(7, 'CH7K2M9Q', 1250, '2026-11-01', '2026-11-04')],
      );
      expect(summary(match).matched, narration).toEqual([[1, 7, 'reference']]);
    }
    const byPaddedUtr = matchStatement(
      [credit(1, '2026-11-03', 'UPI-PRIYA-priya@ybl-YESB0YBLUPI-NA', 1250, '0000634512345678')],
      [candidate(7, 'CH7K2M9Q', 1250, '2026-10-01', '2026-10-04', '634512345678')],
    );
    expect(summary(byPaddedUtr).matched).toEqual([[1, 7, 'utr']]);
  });

  it('matches by reference and UTR outside the hold, but at the amount due only', async () => {
    const lines = await read('icici-statement.xlsx');
    const candidates = [
      candidate(1, 'CH5V8N3K', 750, '2026-10-01', '2026-10-03'),
      candidate(2, 'CH3X6P9R', 1250, '2026-11-12', '2026-11-14'),
      candidate(3, 'CH4K7M2P', 1250, '2026-11-05', '2026-11-07', '631012345608'),
    ];
    expect(summary(matchStatement(lines, candidates))).toEqual({
      matched: [
        [9, 1, 'reference'],
        [10, 3, 'utr'],
      ],
      ambiguous: [[12, [2], 'paid ₹1,250.50, due ₹1,250.00']],
      unknown: [],
      alreadyApplied: [],
      debitsIgnored: 1,
    });
  });

  it('matches a registration once: a second credit for it asks "paid twice?"', async () => {
    const lines = await read('sbi-statement.xls');
    const candidates = [candidate(1, 'CH8F4L2N', 499, '2026-11-13', '2026-11-16')];
    expect(summary(matchStatement(lines, candidates))).toEqual({
      matched: [[19, 1, 'reference']],
      ambiguous: [[20, [1], 'paid twice? Line 19 pays it already']],
      unknown: [22],
      alreadyApplied: [],
      debitsIgnored: 1,
    });
  });

  it('leaves ambiguous two credits that fit the only registration held, and names both (HDFC)', async () => {
    const lines = await read('hdfc-statement.csv');
    const candidates = [
      candidate(1, 'CH4P7W2X', 499, '2026-11-01', '2026-11-03'),
      candidate(2, 'CH9R3T6V', 750, '2026-11-03', '2026-11-05'),
      candidate(3, 'CH2D5Q8S', 750, '2026-11-10', '2026-11-12'),
    ];
    expect(summary(matchStatement(lines, candidates))).toEqual({
      matched: [
        [14, 1, 'reference'],
        [15, 2, 'reference'],
      ],
      ambiguous: [
        [18, [3], '2 credits of ₹750.00 fit the only registration awaiting it'],
        [19, [3], '2 credits of ₹750.00 fit the only registration awaiting it'],
      ],
      unknown: [17],
      alreadyApplied: [],
      debitsIgnored: 1,
    });
  });

  it('leaves ambiguous a credit when two registrations of its amount were held that day (Axis)', async () => {
    const lines = await read('axis-statement.csv');
    const candidates = [
      candidate(1, 'CH2M8K4D', 1250, '2026-11-02', '2026-11-04'),
      candidate(2, 'CH9P3L6T', 1200, '2026-11-05', '2026-11-08'),
      candidate(3, 'CH5S2W7R', 1200, '2026-11-06', '2026-11-09'),
    ];
    expect(summary(matchStatement(lines, candidates))).toEqual({
      matched: [[19, 1, 'reference']],
      ambiguous: [[21, [2, 3], '2 registrations of ₹1,200.00 were held on 2026-11-06']],
      unknown: [22, 23],
      alreadyApplied: [],
      debitsIgnored: 1,
    });
  });

  it('leaves ambiguous a line whose reference and UTR name two registrations, or that names two references', () => {
    const candidates = [
      candidate(1, 'CH7K2M9Q', 1250, '2026-11-01', '2026-11-04'),
      candidate(2, 'CH4P7W2X', 1250, '2026-11-01', '2026-11-04', '634512345678'),
      candidate(3, 'CH9R3T6V', 499, '2026-11-01', '2026-11-04', '634599999999'),
      candidate(4, 'CH6D2J8L', 499, '2026-11-01', '2026-11-04', '634599999999'),
    ];
    const match = matchStatement(
      [
        credit(1, '2026-11-03', 'UPI/CR/634512345678/PRIYA/SBIN/priya@oksbi/CH7K2M9Q', 1250),
        credit(2, '2026-11-03', 'UPI/CR/634500000001/TWO/SBIN/two@oksbi/CH7K2M9Q CH4P7W2X', 2500),
        credit(3, '2026-11-03', 'UPI/CR/634599999999/SAME UTR/SBIN/x@oksbi/NA', 499),
      ],
      candidates,
    );
    expect(summary(match).ambiguous).toEqual([
      [1, [1, 2], "the reference is one registration's, the UTR another's"],
      [2, [1, 2], 'names the references of 2 registrations'],
      [3, [3, 4], '2 registrations gave this UTR'],
    ]);
    expect(match.matched).toEqual([]);
  });

  it('does not pay by amount and time a registration another line names, or whose UTR differs', () => {
    const candidates = [
      candidate(1, 'CH7K2M9Q', 1250, '2026-11-01', '2026-11-04'),
      candidate(2, 'CH4P7W2X', 499, '2026-11-01', '2026-11-04', '634512345678'),
    ];
    const match = matchStatement(
      [
        credit(1, '2026-11-02', 'UPI/CR/634500000001/PRIYA/SBIN/priya@oksbi/CH7K2M9Q', 1250),
        credit(2, '2026-11-03', 'UPI/CR/634500000002/PRIYA/SBIN/priya@oksbi/NA', 1250),
        credit(3, '2026-11-03', 'UPI/CR/634500000003/ROHAN/SBIN/rohan@oksbi/NA', 499),
      ],
      candidates,
    );
    expect(summary(match)).toEqual({
      matched: [[1, 1, 'reference']],
      ambiguous: [
        [2, [1], 'paid twice? Line 1 pays it already'],
        [3, [2], 'the only registration of this amount then, with another UTR'],
      ],
      unknown: [],
      alreadyApplied: [],
      debitsIgnored: 0,
    });
  });

  it("compares a hold with a statement's date by the branch's calendar day", () => {
    // Held until 01:30 on the 6th in India: 20:00 on the 5th in UTC.
    const held = {
      ...candidate(1, 'CH7K2M9Q', 1250, '2026-11-04', '2026-11-04'),
      heldUntil: new Date('2026-11-05T20:00:00Z'),
    };
    const line = credit(1, '2026-11-06', 'UPI/CR/634500000001/PRIYA/SBIN/priya@oksbi/NA', 1250);
    expect(summary(matchStatement([line], [held])).matched).toEqual([[1, 1, 'amount-and-time']]);
    expect(summary(matchStatement([line], [held], { timeZone: 'UTC' })).unknown).toEqual([1]);
  });

  it('recognises the same statement uploaded again, line by line, and changes nothing', async () => {
    const lines = await read('sbi-statement.csv');
    const candidates = [
      candidate(1, 'CH7K2M9Q', 1250, '2026-11-01', '2026-11-04'),
      candidate(2, 'CH2A7B4C', 1250, '2026-11-04', '2026-11-07', '630912345611'),
      candidate(3, 'CH5N8Q3R', 499, '2026-11-06', '2026-11-08'),
      candidate(4, 'CH3W9XKP', 1250, '2026-11-09', '2026-11-12'),
      candidate(5, 'CH6D2J8L', 1250, '2026-11-11', '2026-11-14'),
    ];
    const first = matchStatement(lines, candidates);
    expect(summary(first).matched.map(([line]) => line)).toEqual([19, 21, 23, 25]);
    // Applying stores the matched lines' fingerprints and marks their registrations paid.
    const appliedFingerprints = new Set(first.matched.map(({ fingerprint }) => fingerprint));
    const paid = new Set(first.matched.map(({ registrationId }) => registrationId));
    const afterApplying = candidates.map((held) => ({ ...held, paid: paid.has(held.id) }));
    const again = matchStatement(lines, afterApplying, { appliedFingerprints });
    expect(summary(again)).toEqual({
      ...summary(first),
      matched: [],
      alreadyApplied: [19, 21, 23, 25],
    });
    // A statement of a later period that overlaps it: the same lines, the same fingerprints.
    const overlapping = matchStatement(lines.slice(3), afterApplying, { appliedFingerprints });
    expect(summary(overlapping).alreadyApplied).toEqual([23, 25]);
  });

  it('never gives a credit for a registration paid already to anyone else', () => {
    const paid = { ...candidate(1, 'CH7K2M9Q', 1250, '2026-11-01', '2026-11-04'), paid: true };
    const waiting = candidate(2, 'CH4P7W2X', 1250, '2026-11-03', '2026-11-06');
    const match = matchStatement(
      [
        credit(1, '2026-11-02', 'UPI/CR/634500000001/PRIYA/SBIN/priya@oksbi/CH7K2M9Q', 1250),
        credit(2, '2026-11-02', 'UPI/CR/634500000002/PRIYA/SBIN/priya@oksbi/NA', 1250),
        credit(3, '2026-11-04', 'UPI/CR/634500000003/ROHAN/SBIN/rohan@oksbi/NA', 1250),
      ],
      [paid, waiting],
    );
    expect(summary(match).ambiguous).toEqual([
      [1, [1], 'paid twice? It is paid already'],
      [2, [1], 'paid twice? The only registration of this amount then is paid already'],
      [3, [1, 2], '2 registrations of ₹1,250.00 were held on 2026-11-04'],
    ]);
    expect(match.matched).toEqual([]);
  });
});

describe('fingerprints', () => {
  const line = credit(7, '2026-11-03', 'BY CASH DEPOSIT', 500);

  it('are the same for the same content, and differ for the second of two identical lines', () => {
    const [first, second, other] = fingerprintLines([
      line,
      { ...line, line: 8 },
      { ...line, creditPaise: 50_001 },
    ]);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(other).not.toBe(first);
    expect(fingerprintLines([{ ...line, line: 99 }])).toEqual([first]);
  });

  it('ignore case and spacing, and the zeros a reference column is padded with', () => {
    const [padded] = fingerprintLines([{ ...line, reference: '0000634512345678' }]);
    const [spaced] = fingerprintLines([
      { ...line, narration: '  by cash   DEPOSIT ', reference: '634512345678' },
    ]);
    expect(spaced).toBe(padded);
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [49_900, '₹499.00'],
    [125_050, '₹1,250.50'],
    [12_500_000, '₹1,25,000.00'],
    [1_234_567_890, '₹1,23,45,678.90'],
  ])('%i paise is %s', (paise, written) => {
    expect(formatRupees(paise)).toBe(written);
  });
});

describe('a noisy statement of 5,000 lines against 2,000 registrations', () => {
  it('matches with no false match, from its CSV and from its .xlsx alike', async () => {
    const statement = syntheticStatement();
    const { lines } = await readStatementFile(statement.csv());
    expect(lines).toHaveLength(5_000);
    const match = matchStatement(lines, statement.candidates);

    const falseMatches = match.matched.filter(
      ({ line, registrationId }) => statement.truth.get(line.line) !== registrationId,
    );
    expect(falseMatches).toEqual([]);
    const how = (kind: string) => match.matched.filter((matched) => matched.how === kind).length;
    expect(how('reference')).toBeGreaterThan(900);
    expect(how('utr')).toBeGreaterThan(100);
    expect(how('amount-and-time')).toBeGreaterThan(30);
    expect(match.ambiguous.length).toBeGreaterThan(100);
    expect(match.unknown.length).toBeGreaterThan(500);
    expect(match.debitsIgnored).toBeGreaterThan(1_000);
    // Every registrant's credit is matched or waits for the treasurer; none is called unknown.
    const registrantsUnknown = match.unknown.filter(({ line }) => statement.truth.get(line.line));
    expect(registrantsUnknown).toEqual([]);
    expect(
      match.matched.length + match.ambiguous.length + match.unknown.length + match.debitsIgnored,
    ).toBe(5_000);

    // Applied, then uploaded again: the applied lines recognised, the rest as they were.
    const paid = new Set(match.matched.map(({ registrationId }) => registrationId));
    const again = matchStatement(
      lines,
      statement.candidates.map((held) => ({ ...held, paid: paid.has(held.id) })),
      { appliedFingerprints: new Set(match.matched.map(({ fingerprint }) => fingerprint)) },
    );
    expect(again.matched).toEqual([]);
    expect(again.alreadyApplied).toHaveLength(match.matched.length);
    // (A second payment's reason now says the registration is paid, not which line paid it.)
    const waiting = (outcome: StatementMatch) =>
      outcome.ambiguous.map(({ line, registrationIds }) => [line.line, registrationIds]);
    expect(waiting(again)).toEqual(waiting(match));
    expect(again.unknown).toEqual(match.unknown);

    const fromSheet = await readStatementFile(await statement.xlsx());
    expect(fromSheet.lines).toEqual(lines);
  });
});
