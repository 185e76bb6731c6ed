import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_TAGS } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Automated accessibility checks (axe-core) of the public screens, after hydration and once the
// moving parts have stopped: axe checks one moment, and a slide or a fade half-way through would
// make its contrast results depend on timing.

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One readable block per violation: the rule, its help, and where it fails. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => {
          // What the rule blames beside the node (e.g. what covers a target), when it names any.
          const related = [...node.any, ...node.all, ...node.none]
            .flatMap((check) => check.relatedNodes ?? [])
            .map((related) => related.target.join(' '));
          const beside = related.length > 0 ? `\n      related: ${related.join(', ')}` : '';
          return `    at ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}${beside}`;
        })
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n    …and ${violation.nodes.length - 5} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Pauses every auto-advancing part (hero, showcase, marquee) through its own Pause control. */
async function pauseMovingContent(page: Page): Promise<void> {
  const pauses = page.getByRole('button', { name: /^Pause/ });
  for (const pause of await pauses.all()) {
    if (await pause.isVisible()) await pause.click();
  }
}

/** Waits for every finite CSS animation and transition (fades, slides) to end. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function expectNoViolations(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await pauseMovingContent(page);
  await settleAnimations(page);
  await expectNoViolationsNow(page, path);
}

/** Checks the page as it is now (or only `include`, a CSS selector, e.g. 'header'). */
async function expectNoViolationsNow(page: Page, path: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  // The short list keeps the diff readable; the message carries the details and the fixes.
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help}`),
    `axe violations on ${path}:\n\n${describeViolations(results.violations)}\n`,
  ).toEqual([]);
}

const pages = [
  { name: 'the landing page', path: '/' },
  { name: 'a society page', path: '/societies/computer-society' },
  { name: 'a council page', path: '/councils/sensors-council' },
  { name: 'the gallery of all societies', path: '/gallery' },
  { name: "a society's past events", path: '/societies/computer-society/past-events' },
  { name: "a council's achievements", path: '/councils/sensors-council/achievements' },
];

test('an event page has no WCAG A/AA violations', async ({ page, request }) => {
  const upcoming = await request.get('/api/events?org=computer-society&when=upcoming&limit=1');
  const past = await request.get('/api/events?org=computer-society&when=past&limit=1');
  for (const list of [upcoming, past]) {
    const [event] = (await list.json()).items;
    // `/events/{id}` redirects to the slugged address, which is the page checked.
    await expectNoViolations(page, `/events/${event.id}`);
  }
});

for (const { name, path } of pages) {
  test(`${name} has no WCAG A/AA violations`, async ({ page }) => {
    await expectNoViolations(page, path);
  });
}

test('the events lists seen as a month have no WCAG A/AA violations, as a table and as an agenda', async ({
  page,
}) => {
  // axe skips what is hidden: the table is checked on a laptop, the agenda on a phone.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 812 });
    await expectNoViolations(page, '/upcoming-events?view=month');
    await expectNoViolations(page, '/councils/sensors-council/upcoming-events?view=month');
  }
});

test('the landing page has no WCAG A/AA violations for a visitor who prefers reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoViolations(page, '/');
});

test('the landing page and a society page have no WCAG A/AA violations on a 375 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoViolations(page, '/');
  await expectNoViolations(page, '/societies/computer-society');
});

// axe skips what is hidden, so the header's menus are checked again while open.
test("the header's open menus have no WCAG A/AA violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByText('Societies', { exact: true }).click();
  await expect(main.getByRole('link', { name: 'All Societies' })).toBeVisible();
  await expectNoViolationsNow(page, '/ (Societies dropdown open)', 'header');

  await page.getByLabel(/^Notifications, /).click();
  await expect(page.getByRole('link', { name: 'View All Notifications' })).toBeVisible();
  await expectNoViolationsNow(page, '/ (notifications open)', 'header');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByLabel('Menu', { exact: true }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await mobile.getByText('Councils', { exact: true }).click();
  await expect(mobile.getByRole('link', { name: 'All Councils' })).toBeVisible();
  await expectNoViolationsNow(page, '/ (mobile menu open, 375 px)', 'header');
});
