import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Site search (issue 28): the header's field with its suggestions, by keyboard alone, and the
// results page, which works without JavaScript. The sample content has a robotics society, its
// events and achievements; totals are read from the page, since other journeys add events.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const field = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
/** The suggestions' own chunk, fetched on the field's first focus. */
const isSuggestionsChunk = (url: string) => /\/assets\/search-suggestions-[\w-]+\.js$/.test(url);

test.describe('the header field, by keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('/ focuses it, suggestions come as one types, ArrowDown and Enter open one', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/upcoming-events');
    await waitForHydration(page);
    // The suggestions' code is not part of the page: it comes with the first focus.
    expect(scripts.filter(isSuggestionsChunk)).toEqual([]);

    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await expect.poll(() => scripts.filter(isSuggestionsChunk).length).toBe(1);
    await page.keyboard.type('robotics');
    await expect(suggestions(page)).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    const society = suggestions(page).getByRole('option', {
      name: /^IEEE Robotics and Automation Society\s*, Society$/,
    });
    await expect(society).toBeVisible();
    await expect(suggestions(page).getByRole('group', { name: 'Events' })).toBeVisible();
    await expect(suggestions(page).getByRole('option')).not.toHaveCount(0);
    expect(await suggestions(page).getByRole('option').count()).toBeLessThanOrEqual(8);
    await expectNoAxeViolations(page, 'the header suggestions, open');

    // The first option is the society (its group comes first); ArrowDown highlights it.
    await page.keyboard.press('ArrowDown');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/societies\/robotics-automation-society$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'IEEE Robotics and Automation Society' }),
    ).toBeVisible();
  });

  test('a typo still suggests the right thing; Escape closes, Enter with nothing chosen searches', async ({
    page,
  }) => {
    await page.goto('/societies');
    await waitForHydration(page);
    await page.keyboard.press('/');
    await page.keyboard.type('robtics');
    await expect(
      suggestions(page).getByRole('option', { name: /^IEEE Robotics and Automation Society\s*,/ }),
    ).toBeVisible();
    // Never corrected in silence: the list, and the results page below, say what was searched.
    const reading = 'Showing results for robotics (you typed robtics).';
    await expect(suggestions(page)).toContainText(reading);
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('robtics');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=robtics$/);
    await expect(page).toHaveTitle(/^Search results for “robtics”/);
    await expect(page.getByRole('status')).toContainText('for “robtics”');
    await expect(page.getByRole('main').getByText(reading)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Societies and councils/ }),
    ).toBeVisible();
  });
});

test.describe('the header field on a phone', () => {
  test.use({ viewport: PHONE });

  test('the Search button opens it; Escape closes the suggestions, then the field, back to the button', async ({
    page,
  }) => {
    await page.goto('/councils');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(field(page)).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('sensors');
    await expect(suggestions(page)).toBeVisible();
    await expectNoAxeViolations(page, 'the phone’s search field with suggestions');

    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(field(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the results page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the header form searches; results come grouped, a kind pages, an organisation filters', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner').getByRole('search');
    await header.getByRole('searchbox', { name: 'Search the site' }).fill('society');
    await header.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=society$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for “society”$/);
    const groups = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(groups.first()).toHaveText(/^Societies and councils \(\d+\)$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Events \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('main mark').first()).toHaveText(/society/i);

    // All the events, a page at a time.
    await page.getByRole('link', { name: /^See all \d+ events$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=society&kind=event$/);
    await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('event');
    const pager = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pager).toContainText(/Page 1 of \d+/);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=society&kind=event&page=2$/);
    await expect(pager).toContainText(/Page 2 of \d+/);
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/search?q=society&kind=event',
    );

    // One society's events: the form's own filters.
    const form = page.getByRole('main').getByRole('search');
    await form
      .getByRole('combobox', { name: 'Society or council' })
      .selectOption({ label: 'IEEE Computer Society' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=society&kind=event&org=computer-society$/);
    await expect(page.getByRole('status')).toHaveText(
      /^\d+ events? for “society” in IEEE Computer Society$/,
    );
    // Each hit's line under its title names whose it is.
    const owners = await page.locator('main li > p:first-of-type').allTextContents();
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) expect(owner).toContain('IEEE Computer Society');

    // Nothing found: the closest names, each a search of its own.
    await page.goto('/search?q=robbotiks');
    await expect(page.getByText('No results for “robbotiks”.')).toBeVisible();
    await page.getByRole('link', { name: 'IEEE Robotics and Automation Society' }).click();
    await expect(page).toHaveURL(/\/search\?q=IEEE\+Robotics\+and\+Automation\+Society$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “IEEE Robotics/);
  });
});

test('the results page passes axe: grouped, one kind paged, nothing found', async ({ page }) => {
  for (const path of [
    '/search?q=robotics',
    '/search?q=society&kind=event&page=2',
    '/search?q=robbotiks',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('status')).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  const html = await (await page.request.get('/search?q=robotics')).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});
