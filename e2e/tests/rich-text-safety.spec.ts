import type { Browser, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

// An officer's objectives are the one piece of HTML a visitor's page renders as HTML. Whatever
// an officer (or someone holding their password) types, the public page must keep the harmless
// markup and drop everything that runs script. The site's CSP would also block inline script,
// so the journey checks the page's DOM and HTML, not only that nothing ran.

/** No other journey edits this society, so the test may change its objectives. */
const SLUG = 'electron-devices-society';

const HOSTILE_OBJECTIVES = [
  '<p>Our aims, in <b>bold</b>, with <a href="https://ieee.org">IEEE</a>.</p>',
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<p><a href="javascript:window.__xss=3">click</a> here.</p>',
].join('\n');

declare global {
  interface Window {
    __xss?: number;
  }
}

/**
 * Saves the society's objectives through its dashboard as the branch admin (who may edit every
 * organisation), in a browser of its own so the visitor's page stays signed out; returns what the
 * field held before.
 */
async function saveObjectives(browser: Browser, objectives: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await logIn(admin, accounts().branch);
    await admin.goto(`/societies/${SLUG}/dashboard`);
    await admin.getByRole('tab', { name: 'Basic Info', exact: true }).click();
    const field = admin.getByLabel('Objectives', { exact: true });
    const before = await field.inputValue();
    await field.fill(objectives);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Basic information saved successfully!' }),
    ).toBeVisible();
    return before;
  } finally {
    await context.close();
  }
}

/** The card under the 'Our Objectives' heading. */
const objectivesOf = (page: Page) =>
  page.getByRole('heading', { name: 'Our Objectives' }).locator('xpath=..');

test("an officer's objectives keep bold text and safe links on the public page, and never run script", async ({
  page,
  browser,
}) => {
  const original = await saveObjectives(browser, HOSTILE_OBJECTIVES);

  // The HTML as served: none of the three payloads survives, not even inside the hydration data.
  const html = await (await page.request.get(`/societies/${SLUG}`)).text();
  expect(html).not.toContain('__xss');
  expect(html).toContain('<b>bold</b>');

  await page.goto(`/societies/${SLUG}`);
  await waitForHydration(page);
  const objectives = objectivesOf(page);
  await expect(objectives.getByText('bold', { exact: true })).toBeVisible();
  await expect(objectives.getByText('bold', { exact: true })).toHaveCSS('font-weight', '700');
  const ieee = objectives.getByRole('link', { name: 'IEEE' });
  await expect(ieee).toBeVisible();
  await expect(ieee).toHaveAttribute('href', 'https://ieee.org');
  await expect(ieee).toHaveAttribute('rel', 'noopener noreferrer');

  // Dropped: the script with its text, the image with its handler, the javascript: link's target.
  await expect(objectives).not.toContainText('__xss');
  await expect(objectives.locator('script')).toHaveCount(0);
  await expect(objectives.locator('img')).toHaveCount(0);
  await expect(objectives.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('[href^="javascript:" i]')).toHaveCount(0);
  // The link's text stays, as plain text: no longer a link at all.
  const click = objectives.getByText('click', { exact: true });
  await expect(click).toBeVisible();
  await expect(objectives.getByRole('link', { name: 'click' })).toHaveCount(0);

  await click.click();
  await expect(page).toHaveURL(`/societies/${SLUG}`);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  // Left as found for anyone reading the sample content later in the run.
  await saveObjectives(browser, original);
});
