import {
  BUDGET_PAGES,
  describeJavaScript,
  htmlBudgetOf,
  LANDING_HTML_BUDGET,
  measurePageHtml,
  measurePageJavaScript,
  PAGE_HTML_BUDGET,
  PAGE_JAVASCRIPT_BUDGET,
  resolveBudgetPage,
  withinBudget,
} from '../../scripts/page-weight.mjs';
import { expect, test } from './fixtures';

// Byte budgets, not timings: the scripts a visitor's browser fetches to show and hydrate each
// public page, and the page's HTML. `npm run bench` prints the same figures (same counting code).
for (const entry of BUDGET_PAGES) {
  test(`${entry} loads at most 100 KB of JavaScript and ${htmlBudgetOf(entry) / 1024} KB of HTML (gzip)`, async ({
    page,
    baseURL,
  }) => {
    const path = await resolveBudgetPage(entry, baseURL);
    const javascript = await measurePageJavaScript(page, path);
    expect(javascript.files.length, `scripts fetched by ${path}`).toBeGreaterThan(0);
    expect(
      withinBudget(javascript.gzip, PAGE_JAVASCRIPT_BUDGET),
      `JavaScript loaded by ${path}: ${javascript.gzip} bytes gzip, largest first:\n${describeJavaScript(javascript)}`,
    ).toBe(true);
    // Public pages never load React Router's browser runtime: they are islands.
    expect(
      javascript.files.filter((file) => file.reactRouter).map((file) => file.url),
      'files with React Router',
    ).toEqual([]);

    const html = await measurePageHtml(new URL(path, baseURL).href);
    expect(
      withinBudget(html.gzip, htmlBudgetOf(path)),
      `HTML of ${path}: ${html.raw} bytes, ${html.gzip} gzip`,
    ).toBe(true);
  });
}

test('a page over its budget fails: 100.1 KB of JavaScript, 16.1 KB of HTML (17.1 on /)', () => {
  const kb = (value: number) => Math.round(value * 1024);
  expect(withinBudget(kb(100), PAGE_JAVASCRIPT_BUDGET)).toBe(true);
  expect(withinBudget(kb(100.1), PAGE_JAVASCRIPT_BUDGET)).toBe(false);
  expect(withinBudget(kb(16), PAGE_HTML_BUDGET)).toBe(true);
  expect(withinBudget(kb(16.1), PAGE_HTML_BUDGET)).toBe(false);
  expect(withinBudget(kb(17.1), LANDING_HTML_BUDGET)).toBe(false);
});
