// Which of the server's test files run where (vitest.config.ts reads these lists).

/**
 * The server's test files whose behaviour depends on the database engine, run again on
 * PostgreSQL (paths under `server/`): the API tests, the fuzz suite, the database's own rules,
 * the several-server tests (`startAnotherServer`, in the API tests) and the process-level ones.
 * `server/src/engine-files.test.ts` fails when a test file that opens a database is missing here.
 */
export const ENGINE_DEPENDENT_FILES = [
  'src/modules/**/*.test.ts',
  'src/plugins/access-table.test.ts',
  'src/plugins/audited-writes.test.ts',
  'src/plugins/input-fuzz.test.ts',
  'src/plugins/page-api.test.ts',
  'src/lib/error-log.test.ts',
  'src/lib/rate-limit-store.test.ts',
  'src/db/unnested.test.ts',
  'src/cli/**/*.test.ts',
  'src/lifecycle.test.ts',
];

/** Files of the list above that open no database: pure logic, run once. */
export const ENGINE_INDEPENDENT_FILES = [
  'src/modules/auth/passwords.test.ts',
  'src/modules/certificates/certificate-pdf.test.ts',
  'src/modules/events/event-calendar.test.ts',
  'src/modules/events/series-calendar.test.ts',
  'src/modules/events/series-rule.test.ts',
  'src/modules/payments/razorpay.test.ts',
  'src/modules/payments/statement-file.test.ts',
  'src/modules/payments/statement-matching.test.ts',
  'src/modules/payments/statement-presets.test.ts',
  'src/modules/public-cache/public-cache.test.ts',
  'src/modules/roster/roster-file.test.ts',
  'src/modules/roster/roster-rows.test.ts',
];

/**
 * Tests of the server as processes of its own (started, signalled, killed under load) and of
 * backups (copies of whole databases and folders): single-worker projects, one file at a time and
 * never beside another server test (`npm test` runs them beside the browser journeys; `npx vitest
 * run` alone, after everything else).
 */
export const PROCESS_FILES = [
  'src/lifecycle.test.ts',
  'src/cli/backup.test.ts',
  'src/cli/unreachable-database.test.ts',
];
