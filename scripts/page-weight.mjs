// What a public page weighs: the JavaScript it loads, counted the way a visitor's browser fetches
// it (every script response while the page loads and hydrates, each body gzipped on its own at
// level 9), and its HTML (gzip -9). Shared by `npm run bench` and the byte budget tests
// (e2e/tests/budget.spec.ts) so both count the same files the same way.
import { gzipSync } from 'node:zlib';

/** The most JavaScript a public page may load: 100 KB gzip. */
export const PAGE_JAVASCRIPT_BUDGET = 100 * 1024;

/** The most HTML a public page may weigh: 16 KB gzip. */
export const PAGE_HTML_BUDGET = 16 * 1024;

/**
 * The landing page's HTML: 25 KB gzip. It shows a sample of everything (hero, about, five
 * societies and five councils, twelve events, six achievements, partners, ten photos, the slate,
 * the FAQ, contact), and with the sample content, its pictures uploaded as `npm start` makes
 * them, that text, the pictures' addresses and the islands' props come to 17.1-17.6 KB
 * depending on the hour (docs/decisions/008). Its critical CSS, inline, adds about 7 KB: the
 * render-blocking stylesheet it replaces weighed 12.7 KB (docs/decisions/022).
 */
export const LANDING_HTML_BUDGET = 25 * 1024;

/** The HTML budget of the page at `urlPath`. */
export function htmlBudgetOf(urlPath) {
  return urlPath === '/' ? LANDING_HTML_BUDGET : PAGE_HTML_BUDGET;
}

/**
 * Stands in `BUDGET_PAGES` for an event's page: the first upcoming event that takes registrations
 * on the site, the heaviest kind (its page carries the registration form's island). Its id
 * depends on the order the sample content was loaded, so `resolveBudgetPage` looks it up.
 */
export const SAMPLE_EVENT_PAGE = '/events/{first upcoming event taking registrations here}';

/**
 * The address to measure for an entry of `BUDGET_PAGES` on the server at `baseUrl`: the entry
 * itself, or for `SAMPLE_EVENT_PAGE` the event's canonical (slugged) page.
 */
export async function resolveBudgetPage(urlPath, baseUrl) {
  if (urlPath !== SAMPLE_EVENT_PAGE) return urlPath;
  const list = await fetch(new URL('/api/events?when=upcoming&limit=50', baseUrl));
  const event = ((await list.json()).items ?? []).find(
    (candidate) => candidate.registrationMode === 'site',
  );
  if (!event) throw new Error('no upcoming event takes registrations on the site to measure');
  // `/events/{id}` redirects (301) to its slugged address: measure the page itself.
  const page = await fetch(new URL(`/events/${event.id}`, baseUrl));
  if (!page.ok) throw new Error(`/events/${event.id} answered ${page.status}`);
  return new URL(page.url).pathname;
}

/**
 * The pages the budgets hold: the landing page, a society page, every list page a visitor
 * reaches from the menus (the same code renders each list of each organisation), an event's
 * page (the same code renders every event) and search's results.
 */
export const BUDGET_PAGES = [
  '/',
  '/societies/computer-society',
  '/councils/sensors-council',
  '/societies',
  '/councils',
  '/upcoming-events',
  // The events lists as a month's calendar: a table and an agenda of the same events.
  '/upcoming-events?view=month',
  '/societies/computer-society/upcoming-events?view=month',
  '/past-events',
  '/achievements',
  '/gallery',
  '/notifications',
  '/societies/computer-society/past-events',
  '/societies/computer-society/gallery',
  SAMPLE_EVENT_PAGE,
  // Search's page without a query and with the most a query shows (every kind's group).
  '/search',
  '/search?q=society',
];

/** Whether `bytes` fit `budget`: a budget is a ceiling, reached is still within. */
export function withinBudget(bytes, budget) {
  return bytes <= budget;
}

function isJavaScript(response) {
  if (response.status() !== 200) return false;
  // Module scripts report 'script'; modulepreloads may not, but their content type says it.
  if (response.request().resourceType() === 'script') return true;
  return /javascript/.test(response.headers()['content-type'] ?? '');
}

/**
 * Opens `url` in `page` (a fresh Playwright page), waits until React has hydrated (root.tsx
 * marks the document) and the network has been idle for a moment, and sums the scripts fetched
 * on the way, lazily imported chunks included.
 */
export async function measurePageJavaScript(page, url) {
  const pending = [];
  const onResponse = (response) => {
    if (!isJavaScript(response)) return;
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        // React Router's browser runtime announces its version on `window`.
        reactRouter: body.includes('__reactRouterVersion'),
      })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const byUrl = new Map((await Promise.all(pending)).map((file) => [file.url, file]));
  const files = [...byUrl.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** One line per file, largest first, e.g. for a failed budget's message. */
export function describeJavaScript(measurement) {
  return measurement.files
    .map((file) => `${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`)
    .join('\n');
}

/** The HTML of `url` as served to a visitor (uncompressed), and gzipped at level 9. */
export async function measurePageHtml(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}
