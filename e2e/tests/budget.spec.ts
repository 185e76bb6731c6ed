import {
  describeJavaScript,
  HOME_JAVASCRIPT_BUDGET,
  measurePageJavaScript,
} from '../../scripts/page-javascript.mjs';
import { expect, test } from './fixtures';

// A byte budget, not a timing: the scripts a visitor's browser fetches to show and hydrate `/`.
// `npm run bench` prints the same figure (same counting code) next to the timings.
test('the home page loads at most 130 KB of JavaScript (gzip)', async ({ page }) => {
  const javascript = await measurePageJavaScript(page, '/');
  expect(javascript.files.length, 'scripts fetched by /').toBeGreaterThan(0);
  expect(
    javascript.gzip,
    `JavaScript loaded by / (gzip, largest first):\n${describeJavaScript(javascript)}`,
  ).toBeLessThanOrEqual(HOME_JAVASCRIPT_BUDGET);
});
