// `npm test`: every suite — Vitest (shared, server API on PGlite and, when TEST_DATABASE_URL is
// set, PostgreSQL, web components) then the Playwright journeys against the built site — and one
// closing line counting them all.
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

const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

let e2eStatus = run('npm', ['run', 'build', '--silent']);
const playwrightReport = path.join(reports, 'playwright.json');
if (e2eStatus === 0) {
  e2eStatus = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(playwrightReport);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
// A suite that could not run at all counts as a failure even though it reported no tests.
if (vitestStatus !== 0 && !vitest) failed += 1;
if (e2eStatus !== 0 && !playwright) failed += 1;

console.log('');
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `tests: ${passed} passed, ${failed} failed, ${skipped} skipped (${Math.floor(seconds / 60)} min ${seconds % 60} s)`,
);
process.exit(vitestStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
