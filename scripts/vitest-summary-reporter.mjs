// A Vitest reporter for `npm test` (scripts/test.mjs): writes, to the file named by
// VITEST_SUMMARY_FILE, each test file's project, wall time in its worker and counts, and every
// failure with its file and full name, so the closing summary can name them after all runners.
import fs from 'node:fs';

/** @typedef {{ project: string, file: string, ms: number, passed: number, failed: number, skipped: number }} FileSummary */
/** @typedef {{ project: string, file: string, name: string, message: string }} Failure */

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

export default class SummaryReporter {
  /** @type {FileSummary[]} */
  files = [];
  /** @type {Failure[]} */
  failures = [];

  onTestModuleEnd(testModule) {
    const project = testModule.project.name;
    const file = testModule.relativeModuleId;
    const d = testModule.diagnostic();
    const summary = { project, file, passed: 0, failed: 0, skipped: 0 };
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state === 'passed') summary.passed += 1;
      else if (result.state === 'failed') {
        summary.failed += 1;
        this.failures.push({
          project,
          file,
          name: test.fullName,
          message: firstLine(result.errors?.[0]?.message),
        });
      } else summary.skipped += 1;
    }
    // A file that failed outside its tests (an import, a hook) has errors of its own.
    for (const error of testModule.errors()) {
      summary.failed += 1;
      this.failures.push({
        project,
        file,
        name: '(the file itself)',
        message: firstLine(error.message),
      });
    }
    const ms =
      d.environmentSetupDuration +
      d.prepareDuration +
      d.collectDuration +
      d.setupDuration +
      d.duration;
    this.files.push({ ...summary, ms: Math.round(ms) });
  }

  onTestRunEnd(_testModules, unhandledErrors) {
    for (const error of unhandledErrors) {
      this.failures.push({
        project: '',
        file: '(unhandled)',
        name: '',
        message: firstLine(error.message),
      });
    }
    const target = process.env.VITEST_SUMMARY_FILE;
    if (target)
      fs.writeFileSync(target, JSON.stringify({ files: this.files, failures: this.failures }));
  }
}
