import {
  BUDGET_PAGES,
  describeJavaScript,
  htmlBudgetOf,
  measurePageHtml,
  measurePageJavaScript,
  PAGE_JAVASCRIPT_BUDGET,
  resolveBudgetPage,
  withinBudget,
} from '../../scripts/page-weight.mjs';
import { expect, test } from './fixtures';

// Byte budgets, not timings: the scripts a visitor's browser fetches to show and hydrate each
// public page, and the page's HTML. `npm run bench` prints the same figures (same counting code).
// The budgets are set for the sample content (docs/decisions/008), so these run in the `pristine`
// project, before any journey writes: an event another journey added, with its uploaded picture's
// addresses or its countdown, once took the landing page past its budget in one run of three.
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
    // The header's suggestions load on the search field's first focus, never with a page.
    expect(javascript.files.map((file) => file.url).join('\n')).not.toMatch(/search-suggestions/);

    const html = await measurePageHtml(new URL(path, baseURL).href);
    expect(
      withinBudget(html.gzip, htmlBudgetOf(path)),
      `HTML of ${path}: ${html.raw} bytes, ${html.gzip} gzip`,
    ).toBe(true);
  });
}
