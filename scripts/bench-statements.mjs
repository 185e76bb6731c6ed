// The statements part of the bench (issue 49, item 3): a bank statement of STATEMENT_LINES
// lines read as SBI exports it (CSV, and the same saved as .xlsx) and its credits matched
// against REGISTRATIONS registrations awaiting payment, with realistic noise
// (server/test/statements/synthetic-statement.mjs: references in UPI notes as people type them,
// registrants who give only their UTR or neither, wrong amounts, payments twice, the account's
// other traffic, partial references, UTR-like numbers that are nobody's, workshop amounts outside
// the holds). In process, with the built module (the matching is pure); then through the API on
// the embedded database, as a treasurer meets it: the same statement uploaded and previewed
// against a paid event with those registrations (target under PREVIEW_TARGET_MS), applied, and
// uploaded again.
//
// Reported: the time to read each file and to match (medians of RUNS), the lines matched (by
// reference, UTR, amount and time), ambiguous and unknown, and the false matches (a credit
// matched to a registration that did not pay it), which must be 0. Then the same statement again
// over the fingerprints of the lines applied: nothing matched, every applied line recognised.
//
// `statementsSection({ progress, failures })` returns the table's lines for scripts/bench.mjs
// (`BENCH_ONLY=statements`); `node scripts/bench-statements.mjs` (after `npm run build`) runs it
// alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { syntheticStatement } from '../server/test/statements/synthetic-statement.mjs';
import {
  addBenchAccount,
  distModule,
  isScript,
  median,
  runSectionAlone,
  signIn,
  startProcess,
  stopProcess as stopChild,
  table,
  withStoppedSite,
} from './bench-kit.mjs';

const STATEMENT_LINES = 5_000;
const REGISTRATIONS = 2_000;
const RUNS = 5;
const MATCH_TARGET_MS = 1_000;
/** Reading and matching together: the preview's budget (3 s) leaves the rest to the database. */
const PREVIEW_TARGET_MS = 3_000;

/** The built payments module's two files (`load` answers them from elsewhere, e.g. the sources). */
const fromBuild = (file) => distModule(`modules/payments/${file}`);

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

const SOCIETY = 'computer-society';

/**
 * A branch admin, and a paid event of the society whose registrations are the synthetic
 * statement's candidates (their references, amounts, holds and UTRs), each with its place held
 * for payment; written while no server holds the data. Returns the admin, and the candidate of
 * each reference.
 */
function seedPaidEvent(dataDir, candidates) {
  return withStoppedSite(dataDir, async ({ db, rowsOf, sql }) => {
    const account = await addBenchAccount(db, {
      email: 'bench-statements@example.edu',
      name: 'Bench Treasurer',
      role: 'BRANCH_ADMIN',
      organisation: null,
    });
    const [event] = await rowsOf(
      sql`insert into events (organisation_id, title, date, time, ends_at, description, registration_mode, price, price_currency, payment_hold_hours, registrations)
          select id, 'Bench Paid Workshop', '2026-12-20', '10:00', '2026-12-20T12:30:00Z', 'A paid workshop to match a statement against.', 'site', 1250, 'INR', 120, ${candidates.length}
          from organisations where slug = ${SOCIETY}
          returning id`,
    );
    if (!event) throw new Error(`no organisation ${SOCIETY}`);
    const rows = candidates.map((candidate) => ({
      name: `Registrant ${candidate.id}`,
      email: `registrant${candidate.id}@example.edu`,
      ticket: `STMT-${candidate.id}`,
      reference: candidate.reference,
      amount: candidate.amountPaise,
      since: candidate.heldFrom.toISOString(),
      until: candidate.heldUntil.toISOString(),
      utr: candidate.utr,
    }));
    await db.execute(
      sql`insert into event_registrations (event_id, name, email, status, ticket_code, amount_due_paise, payment_reference, hold_for, confirm_by, payment_held_since, utr)
          select ${event.id}, r.name, r.email, 'confirmed', r.ticket, r.amount, r.reference, 'payment', r.until::timestamptz, r.since::timestamptz, r.utr
          from json_to_recordset(${JSON.stringify(rows)}::json)
            as r(name text, email text, ticket text, reference text, amount int, since text, until text, utr text)`,
    );
    return account;
  });
}

/** One request to the treasurer's statement routes, timed to the whole answer. */
async function timedRequest(base, token, urlPath, init) {
  const started = performance.now();
  const response = await fetch(`${base}${urlPath}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${urlPath} answered ${response.status}: ${body.error}`);
  return { ms, body };
}

/**
 * What a treasurer meets: the statement uploaded to the society's dashboard and previewed (read,
 * kept, the registrations and applied lines read, matched), then applied, and uploaded again,
 * through the API on the embedded database. The false matches are counted from the preview.
 */
async function previewThroughTheApi({ progress, failures, stopProcess, port }, statement) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-statements-'));
  const start = () =>
    startProcess('server/dist/server.js', port, `${base}/`, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
  let server = null;
  try {
    progress('statements: a DATA_DIR with the sample content');
    await stopProcess((await start()).child);
    progress(`statements: a paid event with ${REGISTRATIONS} registrations awaiting payment`);
    const account = await seedPaidEvent(dataDir, statement.candidates);
    server = (await start()).child;
    const token = await signIn(base, account);
    const statements = `/api/society-dashboard/society/${SOCIETY}/payments/statements`;
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([statement.csv()], { type: 'text/csv' }), 'statement.csv');
      return timedRequest(base, token, statements, { method: 'POST', body: form });
    };
    progress('statements: upload and preview through the API');
    const preview = await upload();
    const candidateOf = new Map(statement.candidates.map((each) => [each.reference, each.id]));
    const falseMatches = preview.body.matched.filter(
      (line) => statement.truth.get(line.line) !== candidateOf.get(line.registration.reference),
    ).length;
    if (falseMatches > 0) failures.push(`statements: ${falseMatches} false matches in the preview`);
    const over = preview.ms >= PREVIEW_TARGET_MS;
    if (over) failures.push(`statements: the preview took ${preview.ms.toFixed(0)} ms`);
    progress('statements: apply, then upload the same statement again');
    const applied = await timedRequest(base, token, `${statements}/${preview.body.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choices: [] }),
    });
    const again = await upload();
    if (again.body.matched.length > 0) {
      failures.push('statements: the same statement uploaded again matched lines again');
    }
    return [
      [
        'Upload and preview through the API (embedded database)',
        preview.ms.toFixed(0),
        `${preview.body.matched.length} matched, ${preview.body.ambiguous.length} ambiguous, ${preview.body.unknown.length} unknown, ${falseMatches} false; target under ${PREVIEW_TARGET_MS} ms${over ? ': OVER' : ''}`,
      ],
      [
        'Apply the matched lines',
        applied.ms.toFixed(0),
        `${applied.body.applied} payments recorded, ${applied.body.notApplied.length} not applied`,
      ],
      [
        'Upload the same statement again',
        again.ms.toFixed(0),
        `${again.body.matched.length} matched, ${again.body.alreadyApplied.length} applied before`,
      ],
    ];
  } finally {
    if (server) await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function statementsSection({
  progress,
  failures = [],
  load = fromBuild,
  stopProcess = stopChild,
  port = Number(process.env.BENCH_STATEMENTS_PORT ?? 3195),
}) {
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

  // The same statement and registrations through the API, as a treasurer previews it.
  rows.push(...(await previewThroughTheApi({ progress, failures, stopProcess, port }, statement)));

  const previewMs = readMs + match.ms;
  const registrantCredits = [...statement.truth.values()].filter((id) => id !== null).length;
  return [
    ...table(rows),
    `Matched ${matched.length} (${how('reference')} by reference, ${how('utr')} by UTR, ${how('amount-and-time')} by amount and time) of ${registrantCredits} registrants' credits; ${ambiguous.length} ambiguous, ${unknown.length} unknown, ${debitsIgnored} debits ignored`,
    `False matches: ${falseMatches}; target 0${falseMatches > 0 ? ': OVER' : ''}`,
    `Read and match in process: ${previewMs.toFixed(0)} ms; the preview through the API above adds the database's reads and writes`,
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
