// `npm test`: every suite — Vitest (shared, server on PGlite and, when TEST_DATABASE_URL is set,
// PostgreSQL, the server as processes, web components; docs/testing.md says in which order) then
// the Playwright journeys against the built site — then the 15 slowest test files, every failed
// test with its file, and one closing line counting them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const started = performance.now();
/** When each part ended, in seconds from the start: printed at the end beside the total. */
const ended = {};
const mark = (part) => (value) => {
  ended[part] = Math.round((performance.now() - started) / 1000);
  return value;
};
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-test-'));

/**
 * Runs a command to its end; its output goes to this terminal, or to `log` to be printed whole
 * afterwards (so two runs side by side do not interleave their lines). Resolves to its status.
 */
function run(command, args, { env = {}, log } = {}) {
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (log) fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

let vitestRuns = 0;
/** One Vitest run of some projects, reporting to a summary file of its own. */
function runVitest(projects, { extra = [], log, env = {} } = {}) {
  const summary = path.join(reports, `vitest-${++vitestRuns}.json`);
  const args = ['vitest', 'run', '--reporter=default'];
  args.push('--reporter=./scripts/vitest-summary-reporter.mjs');
  for (const project of projects) args.push('--project', project);
  args.push(...extra);
  return {
    summary,
    status: run('npx', args, { env: { ...env, VITEST_SUMMARY_FILE: summary }, log }),
  };
}

/**
 * `npm run build` with tsc's emit only (`--noCheck`): the types are the typecheck's to judge
 * (`npm run typecheck`, which the README's test line runs first), and checking them again while
 * compiling cost three quarters of the two tsc builds' CPU (about 16 s of 24). Output the same.
 */
async function buildForTests(log, siteBuildMarker) {
  fs.writeFileSync(log, '');
  // The site first (it bundles the contracts from their sources): the in-process files with pages
  // render them with it, and wait for `siteBuildMarker` (test-app.ts, `sitePages`), written whole
  // in one rename, so that none reads it half written.
  const steps = [
    ['web', []],
    ['shared', ['--', '--noCheck']],
    ['server', ['--', '--noCheck']],
  ];
  let status = 0;
  for (const [workspace, extra] of steps) {
    const stepLog = `${log}.${workspace}`;
    status = await run('npm', ['-w', workspace, 'run', 'build', '--silent', ...extra], {
      log: stepLog,
    });
    fs.appendFileSync(log, fs.readFileSync(stepLog, 'utf8'));
    if (workspace === 'web') {
      fs.writeFileSync(`${siteBuildMarker}.part`, status === 0 ? 'built' : 'failed');
      fs.renameSync(`${siteBuildMarker}.part`, siteBuildMarker);
    }
    if (status !== 0) break;
  }
  return status;
}

// 1. The server's in-process files and the contracts, two files at a time (vitest.config.ts),
//    and beside them the site's build (its lines printed once it is done): it takes the core the
//    global setup leaves idle while it prepares the databases, and only the files with pages
//    wait for it.
const buildLog = path.join(reports, 'build.log');
const siteBuildMarker = path.join(reports, 'site-build');
const build = buildForTests(buildLog, siteBuildMarker).then(mark('build'));
const inProcess = runVitest(['shared', 'server (*)'], {
  env: { SITE_BUILD_MARKER: siteBuildMarker },
});
const statuses = [await inProcess.status.then(mark('in-process'))];
let e2eStatus = await build;
process.stdout.write(fs.readFileSync(buildLog, 'utf8'));

// 2. The browser journeys against the built site (two workers, e2e/playwright.config.ts), and
//    beside them, on one worker each and one after the other, the server as processes
//    (vitest.config.ts) and the web components: the journeys wait on the browser and the
//    server now and then, and these fill that time. Their lines are printed once all are done.
//    The web components stay on one worker: they run without isolation (vitest.config.ts), so
//    one worker imports the app once, where a second would import it again on the core the
//    journeys are using.
const processesLog = path.join(reports, 'processes.log');
const webLog = path.join(reports, 'web.log');
const processes = runVitest(['server processes (*)'], { log: processesLog });
const web = processes.status.then(mark('processes')).then(() => {
  const components = runVitest(['web'], { extra: ['--maxWorkers=1'], log: webLog });
  components.status.then(mark('web'));
  return components;
});
const playwrightReport = path.join(reports, 'playwright.json');
if (e2eStatus === 0) {
  e2eStatus = await run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } },
  ).then(mark('journeys'));
}
statuses.push(await processes.status, await (await web).status);
process.stdout.write(fs.readFileSync(processesLog, 'utf8'));
process.stdout.write(fs.readFileSync(webLog, 'utf8'));
const vitestStatus = statuses.every((status) => status === 0) ? 0 : 1;
const vitestSummaries = [inProcess, processes, await web].map((each) => each.summary);

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

// Each Vitest run's summary; one that could not run at all has none, and counts as a failure.
const vitestReports = vitestSummaries.map(readJson);
const vitest = {
  files: vitestReports.flatMap((report) => report?.files ?? []),
  failures: vitestReports.flatMap((report) => report?.failures ?? []),
};
const vitestRunsMissing = vitestReports.filter((report) => !report).length;
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of vitest.files) {
  files.push({ label: `${file.file} [${file.project}]`, ms: file.ms });
  passed += file.passed;
  failed += file.failed;
  skipped += file.skipped;
}
for (const failure of vitest.failures) {
  const where = failure.project ? `${failure.file} [${failure.project}]` : failure.file;
  failures.push({ where, name: failure.name, message: failure.message });
}
// Errors outside any file (e.g. an unhandled rejection) fail the run without failing a test.
failed += vitest.failures.filter((failure) => failure.file === '(unhandled)').length;

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
// A run that failed before any file (its global setup: a database it could not reach, say)
// reports no failing test, and its exit code is all that tells: its output above says why.
vitestReports.forEach((report, index) => {
  if (report && statuses[index] !== 0 && report.failures.length === 0) {
    failed += 1;
    failures.push({
      where: 'vitest',
      name: '(ended before its tests)',
      message: `a run exited ${statuses[index]} without a failing test: its output above says why`,
    });
  }
});
// A suite that could not run at all counts as a failure even though it reported no tests.
if (vitestRunsMissing > 0) {
  failed += vitestRunsMissing;
  failures.push({
    where: 'vitest',
    name: '(did not run)',
    message: `${vitestRunsMissing} of its runs ended without a report (exit codes ${statuses.join(', ')})`,
  });
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
console.log(
  `\nParts ended after (s): ${Object.entries(ended)
    .map(([part, seconds]) => `${part} ${seconds}`)
    .join(', ')}.`,
);
console.log(`npm test took ${Math.floor(total / 60)} min ${total % 60} s.`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
