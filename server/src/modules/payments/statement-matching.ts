import { createHash } from 'node:crypto';
import { DEFAULT_BRANCH_LOCALE, type StatementMatchKind } from '@chapterhouse/shared';
import { calendarDate } from '../../lib/clock.js';
import type { StatementLine } from './statement-file.js';

// Matching a statement's credits to the registrations awaiting payment (issue 49, item 3;
// docs/payments.md), in memory and without the database: the service hands in the lines read
// from the file, the registrations awaiting payment (and those paid meanwhile) and the
// fingerprints of lines applied before, and shows the answer as the preview. Rules, tried in
// order for each credit:
// 1. its narration (or reference column) carries a registration's reference, however the bank
//    mangled the UPI note around it (slashes, dashes, spaces, case);
// 2. else it carries the UPI transaction id (UTR) a registrant typed;
// 3. else exactly one registration of that amount was held on its day.
// A reference or UTR match counts only at the amount due; a registration is paid once.
// Everything is indexed (references by their first symbols, UTRs, amounts by day): 5,000 lines
// against 2,000 registrations take milliseconds, never lines times registrations.

/** A registration awaiting payment (or paid meanwhile), as the matching sees it. */
export interface PaymentCandidate {
  id: number;
  /** Its short unique code (`CH7K2M9Q`), which the registrant puts in the UPI note. */
  reference: string;
  amountPaise: number;
  /** Its place is held from this moment until `heldUntil` (compared by calendar day). */
  heldFrom: Date;
  heldUntil: Date;
  /** The UPI transaction id (12 digits) the registrant typed, if any. */
  utr: string | null;
  /**
   * Paid already (by a statement line applied before, or at the desk). Registrations paid while
   * their hold overlaps the statement belong among the candidates too: their reference, UTR and
   * hold still count, so a credit for one of them (the same statement again, a second payment)
   * is never given to someone else, and the same file matches the same way after applying.
   */
  paid?: boolean;
}

export interface MatchOptions {
  /** Fingerprints of the lines of earlier statements already applied. */
  appliedFingerprints?: ReadonlySet<string>;
  /** The wall clock a statement's dates are on: the branch's time zone. */
  timeZone?: string;
}

export interface LineOutcome {
  line: StatementLine;
  fingerprint: string;
}
export interface MatchedLine extends LineOutcome {
  registrationId: number;
  how: StatementMatchKind;
}
export interface AmbiguousLine extends LineOutcome {
  registrationIds: number[];
  reason: string;
}

export interface StatementMatch {
  matched: MatchedLine[];
  ambiguous: AmbiguousLine[];
  /** Credits that fit no registration (sponsors, refunds, someone else's transfer). */
  unknown: LineOutcome[];
  /** Credits whose line an earlier upload applied: the same statement again changes nothing. */
  alreadyApplied: LineOutcome[];
  /** Debits, which pay no registration. */
  debitsIgnored: number;
}

/** References shorter than this are not looked for: a few letters occur in narrations by chance. */
export const REFERENCE_MIN_LENGTH = 6;

/** `₹1,25,000.00`: rupees with Indian grouping. */
export function formatRupees(paise: number): string {
  const rupees = String(Math.floor(paise / 100));
  const grouped =
    rupees.length > 3
      ? `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${rupees.slice(-3)}`
      : rupees;
  return `₹${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

/** Letters and digits only, in capitals: how a reference is compared with a narration. */
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * One fingerprint per line, the same for the same line of the same account in any later upload
 * (CSV or .xlsx): its date, amounts, narration and reference, normalised, and which occurrence
 * of that content in the file it is (two identical ₹500 cash deposits on one day are two lines).
 */
export function fingerprintLines(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const reference = (line.reference ?? '').toUpperCase().replace(/\s+/g, '');
    const content = [
      line.date,
      line.creditPaise,
      line.debitPaise,
      line.narration.toUpperCase().replace(/\s+/g, ' ').trim(),
      /^\d+$/.test(reference) ? reference.replace(/^0+/, '') : reference,
    ].join('\u001f');
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    return createHash('sha256').update(`${content}\u001f${occurrence}`).digest('hex').slice(0, 32);
  });
}

/**
 * The 12-digit UPI transaction ids a line carries: runs of exactly 12 digits, or longer runs that
 * are zeros before 12 digits (HDFC pads its `Chq./Ref.No.` to 16: `0000634512345678`).
 */
function utrsOf(line: StatementLine): string[] {
  const found: string[] = [];
  for (const text of [line.narration, line.reference ?? '']) {
    for (const [run] of text.matchAll(/\d+/g)) {
      const digits = run.length > 12 && /^0+$/.test(run.slice(0, -12)) ? run.slice(-12) : run;
      if (digits.length === 12) found.push(digits);
    }
  }
  return found;
}

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The first index of a sorted list whose item is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A letter or digit of compacted text as 0 to 35. */
const symbol = (code: number) => (code <= 57 ? code - 48 : code - 55);
/** The first three symbols of compacted text at `start`, as one number below 36³. */
const triple = (text: string, start: number) =>
  (symbol(text.charCodeAt(start)) * 36 + symbol(text.charCodeAt(start + 1))) * 36 +
  symbol(text.charCodeAt(start + 2));

/**
 * The references, by their compacted text, their lengths, and which three-symbol beginnings
 * they have: most windows of a narration begin no reference, and are passed over unsliced.
 */
interface ReferenceIndex {
  byReference: Map<string, PaymentCandidate>;
  lengths: number[];
  beginnings: Uint8Array;
}

function referenceIndex(candidates: readonly PaymentCandidate[]): ReferenceIndex {
  const byReference = new Map<string, PaymentCandidate>();
  const beginnings = new Uint8Array(36 ** 3);
  for (const candidate of candidates) {
    const reference = compact(candidate.reference);
    if (reference.length < REFERENCE_MIN_LENGTH) continue;
    byReference.set(reference, candidate);
    beginnings[triple(reference, 0)] = 1;
  }
  const lengths = [...new Set([...byReference.keys()].map((key) => key.length))];
  return { byReference, lengths, beginnings };
}

/** The registrations whose reference the line carries, found by every window of its text. */
function referencedBy(line: StatementLine, index: ReferenceIndex): PaymentCandidate[] {
  const found = new Set<PaymentCandidate>();
  for (const text of [compact(line.narration), compact(line.reference ?? '')]) {
    for (let start = 0; start + REFERENCE_MIN_LENGTH <= text.length; start++) {
      if (index.beginnings[triple(text, start)] === 0) continue;
      for (const length of index.lengths) {
        const candidate = index.byReference.get(text.slice(start, start + length));
        if (candidate) found.add(candidate);
      }
    }
  }
  return [...found];
}

/** Matches a statement's credits to the registrations awaiting payment. */
export function matchStatement(
  lines: readonly StatementLine[],
  candidates: readonly PaymentCandidate[],
  options: MatchOptions = {},
): StatementMatch {
  const timeZone = options.timeZone ?? DEFAULT_BRANCH_LOCALE.timeZone;
  const applied = options.appliedFingerprints ?? new Set<string>();
  const result: StatementMatch = {
    matched: [],
    ambiguous: [],
    unknown: [],
    alreadyApplied: [],
    debitsIgnored: 0,
  };

  const references = referenceIndex(candidates);
  const byUtr = new Map<string, PaymentCandidate[]>();
  for (const candidate of candidates) {
    const utr = (candidate.utr ?? '').replace(/\D/g, '');
    if (utr.length === 12) pushTo(byUtr, utr, candidate);
  }

  /** The line that pays each registration, and the registrations some line names. */
  const paidBy = new Map<number, number>();
  const named = new Set<number>();
  const unsure = (outcome: LineOutcome, ids: readonly PaymentCandidate[], reason: string) => {
    result.ambiguous.push({ ...outcome, registrationIds: ids.map(({ id }) => id), reason });
  };
  /** Ambiguous by reference or UTR: the registrations it names are no one else's by amount. */
  const ambiguous = (outcome: LineOutcome, ids: readonly PaymentCandidate[], reason: string) => {
    for (const candidate of ids) named.add(candidate.id);
    unsure(outcome, ids, reason);
  };
  const pay = (outcome: LineOutcome, candidate: PaymentCandidate, how: StatementMatchKind) => {
    named.add(candidate.id);
    const earlier = paidBy.get(candidate.id);
    if (candidate.paid) {
      ambiguous(outcome, [candidate], 'paid twice? It is paid already');
    } else if (outcome.line.creditPaise !== candidate.amountPaise) {
      ambiguous(
        outcome,
        [candidate],
        `paid ${formatRupees(outcome.line.creditPaise)}, due ${formatRupees(candidate.amountPaise)}`,
      );
    } else if (earlier !== undefined) {
      ambiguous(outcome, [candidate], `paid twice? Line ${earlier} pays it already`);
    } else {
      paidBy.set(candidate.id, outcome.line.line);
      result.matched.push({ ...outcome, registrationId: candidate.id, how });
    }
  };

  // 1 and 2: references, then UTRs, in the statement's order (the earlier credit pays).
  const fingerprints = fingerprintLines(lines);
  const byAmountAndTime: { outcome: LineOutcome; utrs: string[] }[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.creditPaise === 0) {
      result.debitsIgnored += 1;
      continue;
    }
    const outcome = { line, fingerprint: fingerprints[index] as string };
    if (applied.has(outcome.fingerprint)) {
      result.alreadyApplied.push(outcome);
      continue;
    }
    const referenced = referencedBy(line, references);
    const utrs = utrsOf(line);
    const byItsUtr = [...new Set(utrs.flatMap((utr) => byUtr.get(utr) ?? []))];
    const [onlyReferenced] = referenced;
    if (referenced.length > 1) {
      ambiguous(outcome, referenced, `names the references of ${referenced.length} registrations`);
    } else if (onlyReferenced) {
      const others = byItsUtr.filter((candidate) => candidate !== onlyReferenced);
      if (others.length > 0) {
        ambiguous(
          outcome,
          [onlyReferenced, ...others],
          "the reference is one registration's, the UTR another's",
        );
      } else {
        pay(outcome, onlyReferenced, 'reference');
      }
    } else if (byItsUtr.length > 1) {
      ambiguous(outcome, byItsUtr, `${byItsUtr.length} registrations gave this UTR`);
    } else if (byItsUtr[0]) {
      pay(outcome, byItsUtr[0], 'utr');
    } else {
      byAmountAndTime.push({ outcome, utrs });
    }
  }

  // 3: amount and time. The days each amount is credited on without a reference or UTR, and
  // for each such day and amount the registrations held then (found by binary search).
  const creditDays = new Map<number, string[]>();
  for (const { outcome } of byAmountAndTime) {
    pushTo(creditDays, outcome.line.creditPaise, outcome.line.date);
  }
  for (const [amount, days] of creditDays) creditDays.set(amount, [...new Set(days)].sort());
  const heldOn = new Map<string, PaymentCandidate[]>();
  for (const candidate of candidates) {
    const days = creditDays.get(candidate.amountPaise);
    if (!days) continue;
    const until = calendarDate(candidate.heldUntil, timeZone);
    for (
      let at = lowerBound(days, calendarDate(candidate.heldFrom, timeZone));
      at < days.length && (days[at] as string) <= until;
      at++
    ) {
      pushTo(heldOn, `${candidate.amountPaise} ${days[at]}`, candidate);
    }
  }
  const fits = new Map<PaymentCandidate, LineOutcome[]>();
  for (const { outcome, utrs } of byAmountAndTime) {
    const { creditPaise, date } = outcome.line;
    const held = heldOn.get(`${creditPaise} ${date}`) ?? [];
    const [only] = held;
    if (!only) {
      result.unknown.push(outcome);
    } else if (held.length > 1) {
      unsure(
        outcome,
        held,
        `${held.length} registrations of ${formatRupees(creditPaise)} were held on ${date}`,
      );
    } else if (only.paid) {
      unsure(
        outcome,
        [only],
        'paid twice? The only registration of this amount then is paid already',
      );
    } else if (named.has(only.id)) {
      const earlier = paidBy.get(only.id);
      unsure(
        outcome,
        [only],
        earlier === undefined
          ? 'the only registration of this amount then, which another line names'
          : `paid twice? Line ${earlier} pays it already`,
      );
    } else if (utrs.length > 0 && (only.utr ?? '').replace(/\D/g, '').length === 12) {
      // It gave a UTR, and this credit carries another one.
      unsure(outcome, [only], 'the only registration of this amount then, with another UTR');
    } else {
      pushTo(fits, only, outcome);
    }
  }
  for (const [candidate, outcomes] of fits) {
    const [only] = outcomes;
    if (only && outcomes.length === 1) {
      paidBy.set(candidate.id, only.line.line);
      result.matched.push({ ...only, registrationId: candidate.id, how: 'amount-and-time' });
    } else {
      for (const outcome of outcomes) {
        unsure(
          outcome,
          [candidate],
          `${outcomes.length} credits of ${formatRupees(candidate.amountPaise)} fit the only registration awaiting it`,
        );
      }
    }
  }

  const byLine = (a: LineOutcome, b: LineOutcome) => a.line.line - b.line.line;
  result.matched.sort(byLine);
  result.ambiguous.sort(byLine);
  result.unknown.sort(byLine);
  return result;
}
