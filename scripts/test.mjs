// `npm test`: every suite — Vitest (shared, server on PGlite and, when TEST_DATABASE_URL is set,
// PostgreSQL, web components) then the Playwright journeys against the built site — then the
// 15 slowest test files, every failed test with its file, and one closing line counting them all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const started = performance.now();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-test-'));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const vitestReport = path.join(reports, 'vitest-summary.json');
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=./scripts/vitest-summary-reporter.mjs'],
  { VITEST_SUMMARY_FILE: vitestReport },
);

let e2eStatus = run('npm', ['run', 'build', '--silent']);
const playwrightReport = path.join(reports, 'playwright.json');
if (e2eStatus === 0) {
  e2eStatus = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every file's time and every failure, from both runners, in one shape. */
const files = [];
const failures = [];

const vitest = readJson(vitestReport);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of vitest?.files ?? []) {
  files.push({ label: `${file.file} [${file.project}]`, ms: file.ms });
  passed += file.passed;
  failed += file.failed;
  skipped += file.skipped;
}
for (const failure of vitest?.failures ?? []) {
  const where = failure.project ? `${failure.file} [${failure.project}]` : failure.file;
  failures.push({ where, name: failure.name, message: failure.message });
}
// Errors outside any file (e.g. an unhandled rejection) fail the run without failing a test.
failed += (vitest?.failures ?? []).filter((failure) => failure.file === '(unhandled)').length;

const playwright = readJson(playwrightReport);
const playwrightFiles = new Map();
/** Walks Playwright's nested suites: each spec holds one test per project, with its results. */
function walk(suite) {
  for (const spec of suite.specs ?? []) {
    const file = `e2e/tests/${spec.file}`;
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      playwrightFiles.set(file, (playwrightFiles.get(file) ?? 0) + ms);
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push({
          where: `${file} [playwright]`,
          name: [...(suite.title === spec.file ? [] : [suite.title]), spec.title].join(' › '),
          message: error.split('\n')[0].slice(0, 300),
        });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
if (playwright) {
  for (const suite of playwright.suites ?? []) walk(suite);
  for (const [file, ms] of playwrightFiles) files.push({ label: `${file} [playwright]`, ms });
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
// A suite that could not run at all counts as a failure even though it reported no tests.
if (vitestStatus !== 0 && !vitest) {
  failed += 1;
  failures.push({ where: 'vitest', name: '(did not run)', message: `exit code ${vitestStatus}` });
}
if (e2eStatus !== 0 && !playwright) {
  failed += 1;
  failures.push({
    where: 'build or playwright',
    name: '(did not run)',
    message: `exit code ${e2eStatus}`,
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
console.log('\nThe 15 slowest test files (time in their worker):');
for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 15)) {
  console.log(`  ${seconds(file.ms)}  ${file.label}`);
}

if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) {
    console.log(`  ✗ ${failure.where}: ${failure.name}`);
    if (failure.message) console.log(`      ${failure.message}`);
  }
}

const total = Math.round((performance.now() - started) / 1000);
console.log(`\nnpm test took ${Math.floor(total / 60)} min ${total % 60} s.`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
