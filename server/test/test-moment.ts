import type { Database } from '../src/db/client.js';
import { calendarDate } from '../src/lib/clock.js';
import { loadSampleContent } from '../src/sample/load-sample.js';

/** Tests stand at a fixed moment so dates and past/upcoming splits are reproducible. */
export const TEST_NOW = '2026-06-15T10:00:00Z';
export const TEST_TIMEZONE = 'Asia/Kolkata';

/**
 * The sample content dated from `now` (the tests' fixed moment unless given), as the test
 * templates hold it and `createTestApp` loads it for any other moment.
 */
export function loadSampleAt(db: Database, now = new Date(TEST_NOW)): Promise<void> {
  return loadSampleContent(db, calendarDate(now, TEST_TIMEZONE), now);
}
