// The statements part of the bench (issue 49, item 3): a bank statement of STATEMENT_LINES
// lines read as SBI exports it (CSV, and the same saved as .xlsx) and its credits matched
// against REGISTRATIONS registrations awaiting payment, with realistic noise
// (server/test/statements/synthetic-statement.mjs: references in UPI notes as people type them,
// registrants who give only their UTR or neither, wrong amounts, payments twice, the account's
// other traffic, partial references, UTR-like numbers that are nobody's, workshop amounts outside
// the holds). In process, with the built module (no server, no database: the matching is pure);
// the preview route adds the database's reads to it.
//
// Reported: the time to read each file and to match (medians of RUNS), the lines matched (by
// reference, UTR, amount and time), ambiguous and unknown, and the false matches (a credit
// matched to a registration that did not pay it), which must be 0. Then the same statement again
// over the fingerprints of the lines applied: nothing matched, every applied line recognised.
//
// `statementsSection({ progress, failures })` returns the table's lines for scripts/bench.mjs
// (`BENCH_ONLY=statements`); `node scripts/bench-statements.mjs` (after `npm run build`) runs it
// alone.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { syntheticStatement } from '../server/test/statements/synthetic-statement.mjs';
import { isScript, median, runSectionAlone, table } from './bench-kit.mjs';
import { root } from './build-state.mjs';

const STATEMENT_LINES = 5_000;
const REGISTRATIONS = 2_000;
const RUNS = 5;
const MATCH_TARGET_MS = 1_000;
/** Reading and matching together: the preview's budget (3 s) leaves the rest to the database. */
const PREVIEW_TARGET_MS = 3_000;

/** The built payments module's two files (`load` answers them from elsewhere, e.g. the sources). */
const fromBuild = (file) =>
  import(pathToFileURL(path.join(root, 'server/dist/modules/payments', file)).href);

/** Runs `work` RUNS times: its last answer and the median time. */
async function timed(work) {
  const times = [];
  let answer;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    answer = await work();
    times.push(performance.now() - started);
  }
  return { answer, ms: median(times) };
}

export async function statementsSection({ progress, failures = [], load = fromBuild }) {
  const { readStatementFile } = await load('statement-file.js');
  const { matchStatement } = await load('statement-matching.js');

  progress(`statements: ${STATEMENT_LINES} lines, ${REGISTRATIONS} registrations`);
  const statement = syntheticStatement({ lines: STATEMENT_LINES, registrations: REGISTRATIONS });
  const files = { CSV: statement.csv(), '.xlsx': await statement.xlsx() };

  const rows = [['What', 'ms', 'result']];
  let lines = null;
  let readMs = 0;
  for (const [kind, bytes] of Object.entries(files)) {
    progress(`statements: reading the ${kind}`);
    const read = await timed(() => readStatementFile(bytes));
    const found = read.answer.lines;
    if (lines && JSON.stringify(found) !== JSON.stringify(lines)) {
      failures.push(`statements: the ${kind} reads differently from the CSV`);
    }
    lines ??= found;
    readMs = Math.max(readMs, read.ms);
    rows.push([
      `Read the ${kind} (${(bytes.length / 1024).toFixed(0)} KB, ${read.answer.preset})`,
      read.ms.toFixed(0),
      `${found.length} lines`,
    ]);
  }

  progress('statements: matching');
  const match = await timed(() => matchStatement(lines, statement.candidates));
  const { matched, ambiguous, unknown, debitsIgnored } = match.answer;
  const how = (kind) => matched.filter((line) => line.how === kind).length;
  const falseMatches = matched.filter(
    ({ line, registrationId }) => statement.truth.get(line.line) !== registrationId,
  ).length;
  rows.push([
    `Match against ${REGISTRATIONS} registrations`,
    match.ms.toFixed(1),
    `target under ${MATCH_TARGET_MS} ms${match.ms >= MATCH_TARGET_MS ? ': OVER' : ''}`,
  ]);

  // Applying stores the matched lines' fingerprints and marks their registrations paid; the
  // same file again then changes nothing: no match, and the same lines ambiguous and unknown.
  const appliedFingerprints = new Set(matched.map(({ fingerprint }) => fingerprint));
  const paid = new Set(matched.map(({ registrationId }) => registrationId));
  const afterApplying = statement.candidates.map((held) => ({ ...held, paid: paid.has(held.id) }));
  const again = await timed(() => matchStatement(lines, afterApplying, { appliedFingerprints }));
  rows.push([
    'The same statement again, after applying',
    again.ms.toFixed(1),
    `${again.answer.matched.length} matched, ${again.answer.alreadyApplied.length} already applied`,
  ]);
  if (
    again.answer.matched.length > 0 ||
    again.answer.alreadyApplied.length !== matched.length ||
    again.answer.ambiguous.length !== ambiguous.length ||
    again.answer.unknown.length !== unknown.length
  ) {
    failures.push('statements: the same statement uploaded again did not match the same way');
  }
  if (falseMatches > 0) failures.push(`statements: ${falseMatches} false matches`);

  const previewMs = readMs + match.ms;
  const registrantCredits = [...statement.truth.values()].filter((id) => id !== null).length;
  return [
    ...table(rows),
    `Matched ${matched.length} (${how('reference')} by reference, ${how('utr')} by UTR, ${how('amount-and-time')} by amount and time) of ${registrantCredits} registrants' credits; ${ambiguous.length} ambiguous, ${unknown.length} unknown, ${debitsIgnored} debits ignored`,
    `False matches: ${falseMatches}; target 0${falseMatches > 0 ? ': OVER' : ''}`,
    `Read and match: ${previewMs.toFixed(0)} ms; target under ${PREVIEW_TARGET_MS} ms with the database's reads${previewMs >= PREVIEW_TARGET_MS ? ': OVER' : ''}`,
  ];
}

// ---- Run alone: `node scripts/bench-statements.mjs` (after `npm run build`) ----

if (isScript(import.meta.url)) {
  await runSectionAlone(
    'statements',
    `A bank statement of ${STATEMENT_LINES} lines against ${REGISTRATIONS} registrations, in process`,
    statementsSection,
  );
}
