import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_DEPENDENT_FILES,
  ENGINE_INDEPENDENT_FILES,
  PROCESS_FILES,
} from '../test/engine-files.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's test files, relative to `server/`. */
function testFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(serverRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/** The two shapes of pattern the lists use: `dir/**\/*.test.ts` and a file's path. */
function matches(pattern: string, file: string): boolean {
  const expression = pattern
    .split('**/')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('(?:.*/)?');
  return new RegExp(`^${expression}$`).test(file);
}

const onPostgres = (file: string) =>
  ENGINE_DEPENDENT_FILES.some((pattern) => matches(pattern, file)) &&
  !ENGINE_INDEPENDENT_FILES.includes(file);

// Opening a database, directly or through the fixtures that build an app on one.
const OPENS_A_DATABASE =
  /createTestApp|openTestDatabase|openDatabase|startAnotherServer|(dashboard|console)-fixture/;

describe('the PostgreSQL run (vitest.config.ts)', () => {
  // This file names the fixtures it looks for, and opens nothing.
  const files = testFiles('src').filter((file) => file !== 'src/engine-files.test.ts');

  it('takes every test file that opens a database', () => {
    const missing = files.filter(
      (file) =>
        OPENS_A_DATABASE.test(fs.readFileSync(path.join(serverRoot, file), 'utf8')) &&
        !onPostgres(file) &&
        // Checks of the embedded engine itself, or of schemas and routes only.
        !PGLITE_ONLY.includes(file),
    );
    expect(missing, 'add them to ENGINE_DEPENDENT_FILES, or to PGLITE_ONLY with a reason').toEqual(
      [],
    );
  });

  it('leaves out only files that open no database', () => {
    for (const file of ENGINE_INDEPENDENT_FILES) {
      expect(files).toContain(file);
      expect(fs.readFileSync(path.join(serverRoot, file), 'utf8')).not.toMatch(OPENS_A_DATABASE);
    }
  });

  it('runs the process-level files on both engines, in their own single-worker projects', () => {
    for (const file of PROCESS_FILES) {
      expect(files).toContain(file);
      expect(onPostgres(file)).toBe(true);
    }
  });
});

/**
 * Files that open a database but whose outcome cannot differ by engine: the embedded engine's
 * own behaviour, and checks of the route table's schemas and documents.
 */
const PGLITE_ONLY = [
  // PGlite's data folder, template dumps and lock.
  'src/db/client.test.ts',
  // Connections to addresses where no database answers.
  'src/db/connection-error.test.ts',
  // The OpenAPI document, the shared input rule and HTTP caching headers are built from the
  // route table and the schemas, whichever engine answers.
  'src/plugins/openapi.test.ts',
  // The words of a refused form come from the contracts before any query runs.
  'src/plugins/readable-errors.test.ts',
  'src/plugins/input-rules.test.ts',
  'src/plugins/http-caching.test.ts',
  // The page layer refuses a cross-site or action-less post and logs one line before any query.
  'src/plugins/page-refusals.test.ts',
];
