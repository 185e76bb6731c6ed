// A synthetic SBI statement with realistic noise, and the registrations awaiting payment it is
// matched against (issue 49's bench: 5,000 lines against 2,000 registrations, 0 false matches).
// Deterministic: the same seed gives the same statement, byte for byte. Used by the payments
// tests (statement-matching.test.ts) and the statements bench (scripts/bench-statements.mjs).
//
// Registrants pay as people do: most put the reference in the UPI note (in capitals or not,
// split by a space or a slash, after "IEEE"); some leave it out but type their UTR; some neither
// (a few of those pay a workshop's unusual price, the only one of it held then); some pay the
// wrong amount, some pay twice, some never pay. Around them, the account's other traffic:
// debits, sponsors' NEFTs, interest, strangers' UPI credits whose notes carry part of someone's
// reference, UTR-like numbers that are nobody's, workshop amounts on days when no registration
// of that amount is held, and in the holds only where two or more registrations of that amount
// are held on that day (which no rule may pick from).
import { xlsxOf } from './xlsx-writer.mjs';

/** mulberry32: a small deterministic generator (scripts/bench-roster.mjs has the same). */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (low, high) => low + Math.floor(next() * (high - low + 1));
  return { next, int, pick: (list) => list[Math.floor(next() * list.length)] };
}

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FIRST = ['PRIYA', 'ARJUN', 'MEERA', 'ROHAN', 'ANANYA', 'KABIR', 'SNEHA', 'VIKRAM', 'DIYA'];
const LAST = ['SHARMA', 'NAIR', 'IYER', 'MEHTA', 'GUPTA', 'REDDY', 'KULKARNI', 'SINGH', 'DAS'];
const BANKS = ['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK', 'PUNB', 'BARB', 'YESB'];
const HANDLES = ['oksbi', 'okhdfcbank', 'okicici', 'okaxis', 'ybl', 'paytm', 'ibl'];
const MERCHANTS = ['CAMPUS PRINT', 'SWIGGY', 'VENUE HALL', 'AMAZON PAY', 'RAPIDO', 'STATIONERY'];
/** Workshop, hackathon and fest prices, in paise. */
const PRICES = [19_900, 24_900, 29_900, 49_900, 59_900, 75_000, 99_900, 125_000, 149_900];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
/** The statement's period, and the holds' (no hold before the 20th of August or after mid-November). */
const PERIOD = { from: Date.UTC(2026, 7, 1), days: 122 };
const HOLDS = { from: Date.UTC(2026, 7, 20), days: 80 };

const isoDay = (utcMidnight) => new Date(utcMidnight).toISOString().slice(0, 10);
/** The calendar day in India of an instant. */
const istDay = (instant) => new Date(instant.getTime() + IST_MS).toISOString().slice(0, 10);
/** `3 Nov 2026`, as SBI writes a date. */
const sbiDate = (iso) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** `1,25,000.00`: paise as SBI writes an amount. */
function rupees(paise) {
  const whole = String(Math.floor(paise / 100));
  const grouped =
    whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}`
      : whole;
  return `${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The statement and its registrations. `truth` maps each credit's line in the file to the
 * registration that paid it (null: not a registrant's money).
 */
export function syntheticStatement({ seed = 49, lines = 5_000, registrations = 2_000 } = {}) {
  const random = generator(seed);
  const usedUtrs = new Set();
  const utr = () => {
    for (;;) {
      const value = `6${String(random.int(0, 99_999_999_999)).padStart(11, '0')}`;
      if (!usedUtrs.has(value)) {
        usedUtrs.add(value);
        return value;
      }
    }
  };
  const usedReferences = new Set();
  const reference = () => {
    for (;;) {
      let value = '';
      for (let i = 0; i < 8; i++) value += random.pick([...REFERENCE_LETTERS]);
      if (/\d/.test(value) && /[A-Z]/.test(value) && !usedReferences.has(value)) {
        usedReferences.add(value);
        return value;
      }
    }
  };
  const payer = () => ({
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    bank: random.pick(BANKS),
    vpa: `${random.pick(FIRST).toLowerCase()}${random.int(1, 999)}@${random.pick(HANDLES)}`,
  });

  // The registrations: most at the common prices, a hundred at a price of their own.
  const candidates = [];
  const rarePrices = new Set();
  for (let id = 1; id <= registrations; id++) {
    const rare = id % 20 === 0;
    const amountPaise = rare ? 111_100 + id * 100 : random.pick(PRICES);
    if (rare) rarePrices.add(amountPaise);
    const heldFrom = new Date(
      HOLDS.from + random.int(0, HOLDS.days - 1) * DAY_MS + random.int(0, DAY_MS - 1) - IST_MS,
    );
    const heldUntil = new Date(heldFrom.getTime() + random.int(2 * DAY_MS, 5 * DAY_MS));
    candidates.push({ id, reference: reference(), amountPaise, heldFrom, heldUntil, utr: null });
  }
  const candidateAmounts = new Set(candidates.map((candidate) => candidate.amountPaise));

  /** Transactions before they have lines: day, order within the day, columns, who paid. */
  const transactions = [];
  const add = (day, narration, referenceColumn, debitPaise, creditPaise, paidBy) =>
    transactions.push({
      day,
      order: random.next(),
      narration,
      referenceColumn,
      debitPaise,
      creditPaise,
      paidBy,
    });
  const upiCredit = (from, id, note) =>
    `BY TRANSFER-UPI/CR/${id}/${from.name}/${from.bank}/${from.vpa}/${note}--`;
  const impsCredit = (from, id, note) =>
    `BY TRANSFER-IMPS/P2A/${id}/${from.name}/${from.bank}/XXXXXX${random.int(1000, 9999)}/${note}`;
  const credit = (from, id, note) =>
    random.next() < 0.85
      ? [upiCredit(from, id, note), `TRANSFER FROM ${random.int(1e12, 9e12)}`]
      : [impsCredit(from, id, note), `MAB ${id}`];
  /** A reference as people type it into the UPI note. */
  const noted = (value) =>
    random.pick([
      value,
      value,
      value.toLowerCase(),
      `IEEE ${value}`,
      `${value.slice(0, 4)} ${value.slice(4)}`,
      `${value.slice(0, 4)}/${value.slice(4)}`,
      `Ref-${value}`,
    ]);
  const dayIn = (candidate) => {
    const first = Date.parse(istDay(candidate.heldFrom));
    const last = Date.parse(istDay(candidate.heldUntil));
    return isoDay(first + random.int(0, Math.round((last - first) / DAY_MS)) * DAY_MS);
  };

  // The registrants' payments.
  for (const candidate of candidates) {
    const from = payer();
    const rare = rarePrices.has(candidate.amountPaise);
    const roll = random.next();
    const paidUtr = utr();
    if (rare ? roll < 0.7 : roll >= 0.65 && roll < 0.72) {
      // Neither reference nor UTR: amount and time, or nothing.
      add(
        dayIn(candidate),
        ...credit(from, paidUtr, random.pick(['NA', 'fee', 'Payment from PhonePe'])),
        0,
        candidate.amountPaise,
        candidate.id,
      );
    } else if (rare || roll >= 0.85) {
      // Never paid: the hold lapses.
    } else if (roll < 0.55) {
      if (random.next() < 0.5) candidate.utr = paidUtr;
      add(
        dayIn(candidate),
        ...credit(from, paidUtr, noted(candidate.reference)),
        0,
        candidate.amountPaise,
        candidate.id,
      );
    } else if (roll < 0.65) {
      candidate.utr = paidUtr;
      add(
        dayIn(candidate),
        ...credit(from, paidUtr, random.pick(['workshop fee', 'NA', 'IEEE'])),
        0,
        candidate.amountPaise,
        candidate.id,
      );
    } else if (roll < 0.78) {
      const wrong = candidate.amountPaise + random.pick([-5_000, -100, 100, 50_000]);
      add(
        dayIn(candidate),
        ...credit(from, paidUtr, noted(candidate.reference)),
        0,
        wrong,
        candidate.id,
      );
    } else {
      // Twice: the second a day or two later, with a UTR of its own.
      const day = dayIn(candidate);
      add(
        day,
        ...credit(from, paidUtr, noted(candidate.reference)),
        0,
        candidate.amountPaise,
        candidate.id,
      );
      const again = isoDay(Date.parse(day) + random.int(0, 2) * DAY_MS);
      add(
        again,
        ...credit(from, utr(), noted(candidate.reference)),
        0,
        candidate.amountPaise,
        candidate.id,
      );
    }
  }

  // How many registrations of each amount are held on each day (India's calendar).
  const heldCount = new Map();
  for (const candidate of candidates) {
    const last = Date.parse(istDay(candidate.heldUntil));
    for (let day = Date.parse(istDay(candidate.heldFrom)); day <= last; day += DAY_MS) {
      const key = `${candidate.amountPaise} ${isoDay(day)}`;
      heldCount.set(key, (heldCount.get(key) ?? 0) + 1);
    }
  }
  const anyDay = () => isoDay(PERIOD.from + random.int(0, PERIOD.days - 1) * DAY_MS);
  /** An amount of nobody's price: sponsors, reimbursements, a friend's transfer. */
  const strangeAmount = () => {
    for (;;) {
      const amount = random.int(10, 60_000) * 100 + random.pick([0, 0, 50, 75]);
      if (!candidateAmounts.has(amount)) return amount;
    }
  };

  // The account's other traffic, up to `lines` transactions.
  while (transactions.length < lines) {
    const roll = random.next();
    const from = payer();
    if (roll < 0.4) {
      const debit = random.int(50, 5_000) * 100;
      const narration =
        random.next() < 0.7
          ? `TO TRANSFER-UPI/DR/${utr()}/${random.pick(MERCHANTS)}/${random.pick(BANKS)}/merchant${random.int(1, 999)}@${random.pick(HANDLES)}/Payment--`
          : `ATM WDL-ATM CASH ${random.int(1000, 9999)} NORTHGATE CAMPUS PUNE`;
      add(anyDay(), narration, `TRANSFER TO ${random.int(1e12, 9e12)}`, debit, 0, null);
    } else if (roll < 0.5) {
      const narration = `BY TRANSFER-NEFT*${random.pick(BANKS)}0000${random.int(100, 999)}*N${random.int(1e14, 9e14)}*${random.pick(['TECHNOVA SOLUTIONS', 'NORTHGATE INSTITUTE', 'ALUMNI ASSOCIATION'])}*${random.pick(['SPONSORSHIP', 'REIMBURSEMENT', 'DONATION'])}--`;
      add(anyDay(), narration, `TRANSFER FROM ${random.int(1e10, 9e10)}`, 0, strangeAmount(), null);
    } else if (roll < 0.7) {
      // Part of someone's reference, a UTR that is nobody's, an amount that is nobody's price.
      const someone = random.pick(candidates).reference;
      const part = random.next() < 0.5 ? someone.slice(0, 5) : someone.slice(-5);
      add(
        anyDay(),
        ...credit(from, utr(), `${part} ${random.pick(['fest', 'refund', 'NA'])}`),
        0,
        strangeAmount(),
        null,
      );
    } else if (roll < 0.85) {
      // A workshop's price on a day when no registration of it is held.
      const amount = random.pick(PRICES);
      let day = anyDay();
      while (heldCount.has(`${amount} ${day}`)) day = anyDay();
      add(
        day,
        ...credit(from, utr(), random.pick(['NA', 'canteen', 'Payment from PhonePe'])),
        0,
        amount,
        null,
      );
    } else {
      // A workshop's price while two or more registrations of it are held: no rule picks one.
      const amount = random.pick(PRICES);
      const day = isoDay(HOLDS.from + random.int(0, HOLDS.days - 1) * DAY_MS);
      if ((heldCount.get(`${amount} ${day}`) ?? 0) < 2) continue;
      add(
        day,
        ...credit(from, utr(), random.pick(['NA', 'fest pass', 'Payment from PhonePe'])),
        0,
        amount,
        null,
      );
    }
  }

  // In date order, with the running balance, under SBI's account details and header.
  transactions.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order));
  const opening = 100_000_000;
  const preamble = [
    ['Account Name', ':', 'IEEE STUDENT BRANCH NORTHGATE'],
    ['Address', ':', 'NORTHGATE INSTITUTE OF TECHNOLOGY, HADAPSAR, PUNE 411028'],
    ['Account Number', ':', '00000039876543210'],
    ['IFS Code', ':', 'SBIN0012345'],
    [`Balance as on ${sbiDate(isoDay(PERIOD.from))}`, ':', rupees(opening)],
    [],
    [
      `Account Statement from ${sbiDate(isoDay(PERIOD.from))} to ${sbiDate(isoDay(PERIOD.from + (PERIOD.days - 1) * DAY_MS))}`,
    ],
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
  ];
  const truth = new Map();
  let balance = opening;
  const body = transactions.map((transaction, index) => {
    balance += transaction.creditPaise - transaction.debitPaise;
    if (balance < 0) throw new Error(`seed ${seed} overdraws the account: choose another`);
    if (transaction.creditPaise > 0) truth.set(preamble.length + index + 1, transaction.paidBy);
    return { ...transaction, balance };
  });
  const footer = [
    [],
    ['**This is a computer generated statement and does not require a signature.'],
  ];

  const textRows = [
    ...preamble,
    ...body.map((t) => [
      sbiDate(t.day),
      sbiDate(t.day),
      t.narration,
      t.referenceColumn,
      t.debitPaise ? rupees(t.debitPaise) : '',
      t.creditPaise ? rupees(t.creditPaise) : '',
      rupees(t.balance),
    ]),
    ...footer,
  ];
  const amountCell = (paise) => (paise ? { number: (paise / 100).toFixed(2) } : null);
  const sheetRows = [
    ...preamble,
    ...body.map((t) => [
      { date: t.day },
      { date: t.day },
      t.narration,
      t.referenceColumn,
      amountCell(t.debitPaise),
      amountCell(t.creditPaise),
      amountCell(t.balance),
    ]),
    ...footer,
  ];
  const quote = (cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return {
    candidates,
    truth,
    transactions: body.length,
    csv: () => Buffer.from(`${textRows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`),
    xlsx: () => xlsxOf(sheetRows),
  };
}
