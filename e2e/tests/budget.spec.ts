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
import { accounts } from './accounts';
import { branchWallClock } from './branch-clock';
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
    // The header's suggestions load on the search field's first focus, never with a page.
    expect(javascript.files.map((file) => file.url).join('\n')).not.toMatch(/search-suggestions/);

    const html = await measurePageHtml(new URL(path, baseURL).href);
    expect(
      withinBudget(html.gzip, htmlBudgetOf(path)),
      `HTML of ${path}: ${html.raw} bytes, ${html.gzip} gzip`,
    ).toBe(true);
  });
}

test('an event page counting down to its opening loads at most 100 KB of JavaScript, the form’s included', async ({
  page,
  request,
}) => {
  const { society } = accounts();
  const session = await request.post('/api/auth/login', {
    data: { email: society.email, password: society.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };
  // Opening 20 s ahead (a wall clock on the branch's clock): the countdown fetches the form's
  // code from 30 s before, so both count.
  const opens = await branchWallClock(request, Date.now() + 20_000);
  const created = await request.post(
    `/api/society-dashboard/society/${organisation.id}/events/upcoming`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: 'Budget countdown',
        date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        time: '09:00',
        description: 'Counts down to its opening.',
        capacity: 60,
        registrationMode: 'site',
        registrationOpens: opens,
      },
    },
  );
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const javascript = await measurePageJavaScript(page, `/events/${id}`);
  const names = javascript.files.map((file) => new URL(file.url).pathname).join('\n');
  expect(names).toMatch(/registration-opening/);
  expect(names).toMatch(/registration-form/);
  expect(
    withinBudget(javascript.gzip, PAGE_JAVASCRIPT_BUDGET),
    `JavaScript of the counting-down page: ${javascript.gzip} bytes gzip, largest first:\n${describeJavaScript(javascript)}`,
  ).toBe(true);
});

test('a page over its budget fails: 100.1 KB of JavaScript, 16.1 KB of HTML (25.1 on /)', () => {
  const kb = (value: number) => Math.round(value * 1024);
  expect(withinBudget(kb(100), PAGE_JAVASCRIPT_BUDGET)).toBe(true);
  expect(withinBudget(kb(100.1), PAGE_JAVASCRIPT_BUDGET)).toBe(false);
  expect(withinBudget(kb(16), PAGE_HTML_BUDGET)).toBe(true);
  expect(withinBudget(kb(16.1), PAGE_HTML_BUDGET)).toBe(false);
  expect(withinBudget(kb(25), LANDING_HTML_BUDGET)).toBe(true);
  expect(withinBudget(kb(25.1), LANDING_HTML_BUDGET)).toBe(false);
});
