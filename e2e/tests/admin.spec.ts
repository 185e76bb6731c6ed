import type { Locator, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Journeys of the branch console (`/admin`). Tests run in parallel against one server, so what
// they create carries a random suffix, and what they change they create first (the seeded content
// other journeys read is left as it was).

const suffix = () => Math.random().toString(36).slice(2, 8);

/**
 * Confirms in the dialog a click opened (the console's and dashboards' one confirmation dialog),
 * after checking what it asks.
 */
async function confirmAction(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

async function openTab(page: Page, name: string, list = 'Console sections'): Promise<void> {
  const tab = page.getByRole('tablist', { name: list }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const societiesTable = (page: Page) =>
  page.getByRole('table', { name: 'Societies, in menu order' });

const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name }) });

/** Adds a society through the console; answers its slug as the form made it from the name. */
async function addSociety(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Add Society' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Society' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  const slug = await dialog.getByLabel('Slug', { exact: true }).inputValue();
  expect(slug).toBe(name.toLowerCase().replaceAll(' ', '-'));
  await dialog.getByRole('button', { name: 'Add Society' }).click();
  await expect(toast(page, `${name} added.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(societiesTable(page), name)).toBeVisible();
  return slug;
}

test('a branch admin adds a society and invites its admin, who sets a password through the link and lands on its dashboard', async ({
  page,
  browser,
}) => {
  const { branch } = accounts();
  const id = suffix();
  const society = `E2E Society ${id}`;
  const officer = { name: `E2E Officer ${id}`, email: `officer-${id}@e2e.example.edu` };
  await logIn(page, branch);
  await expect(page).toHaveURL('/admin');
  const slug = await addSociety(page, society);

  await openTab(page, 'Accounts');
  await page.getByRole('button', { name: 'Invite admin' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite admin' });
  await invite.getByLabel('Name', { exact: true }).fill(officer.name);
  await invite.getByLabel('Email', { exact: true }).fill(officer.email);
  await expect(invite.getByLabel('Role', { exact: true })).toHaveValue('SOCIETY_ADMIN');
  await invite.getByLabel('Organisation', { exact: true }).selectOption({ label: society });
  await invite.getByRole('button', { name: 'Create invitation' }).click();

  // The link, shown once, with the site's origin; Copy puts it on the clipboard.
  const shown = page.getByRole('dialog', { name: `Invitation link for ${officer.name}` });
  await expect(shown.getByText(/shown only once/)).toBeVisible();
  const link = await shown.getByLabel('Link', { exact: true }).inputValue();
  const url = new URL(link);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const accountsTable = page.getByRole('table', { name: 'Accounts' });
  await expect(rowOf(accountsTable, officer.name).getByText('Invited — pending')).toBeVisible();
  await expect(rowOf(accountsTable, officer.name).getByText('never')).toBeVisible();

  // The invitee, in a browser of their own, nobody signed in.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  const inviteeErrors: string[] = [];
  invitee.on('pageerror', (error) => inviteeErrors.push(error.message));
  invitee.on('console', (message) => {
    // The used link's 404 below is on purpose.
    if (message.type() === 'error' && !message.text().includes('status of 404')) {
      inviteeErrors.push(message.text());
    }
  });
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(
    invitee.getByText(`Set a password for ${officer.name} (${officer.email}), ${society}.`),
  ).toBeVisible();
  await expect(invitee.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await waitForHydration(invitee);
  await expectNoAxeViolations(invitee, 'the invitation page');
  const password = `correct horse ${id} battery`;
  await invitee.getByLabel('New password', { exact: true }).fill(password);
  await invitee.getByLabel('Confirm password', { exact: true }).fill(`${password}!`);
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee.getByText('The two passwords are not the same')).toBeVisible();
  await invitee.getByLabel('Confirm password', { exact: true }).fill(password);
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(invitee).toHaveURL(`/societies/${slug}/dashboard`);
  await expect(invitee.getByRole('heading', { level: 1, name: society })).toBeVisible();
  await expect(invitee.getByText('Admin Dashboard')).toBeVisible();
  expect(await invitee.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  // Used once, the link says so plainly.
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(invitee.getByText('This link has already been used.')).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Login help' })).toBeVisible();
  await context.close();
  expect(inviteeErrors, "the invitee's console errors").toEqual([]);

  // The console now shows the officer active, as the society's admin.
  await page.reload();
  await expect(rowOf(accountsTable, officer.name).getByText('Active')).toBeVisible();
  await openTab(page, 'Organisations');
  await expect(rowOf(societiesTable(page), society).getByText(officer.email)).toBeVisible();

  // And the public site lists the new society: its page and the header's Societies menu.
  await page.goto('/societies');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('link', { name: society })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Societies', { exact: true }).click();
  await nav.getByRole('link', { name: society, exact: true }).click();
  await expect(page).toHaveURL(`/societies/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: society })).toBeVisible();
});

test('the branch admin edits an FAQ entry and a partner, and the landing page shows them at once', async ({
  page,
}) => {
  const { branch } = accounts();
  const id = suffix();
  const question = `E2E question ${id}?`;
  const partner = `E2E Partner ${id}`;
  await logIn(page, branch);
  await page.goto('/admin/site?section=faqs');
  await waitForHydration(page);

  // An entry of its own, so the seeded FAQ other journeys read stays as it was.
  await page.getByRole('button', { name: 'Add Question' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Question' });
  await dialog.getByLabel('Question', { exact: true }).fill(question);
  await dialog.getByLabel('Answer', { exact: true }).fill('A first answer.');
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(toast(page, 'Question added.')).toBeVisible();
  const faqs = page.getByRole('list', { name: 'FAQ' });
  const entry = faqs.getByRole('listitem').filter({ hasText: question });
  await entry.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Question' });
  await dialog.getByLabel('Answer', { exact: true }).fill(`The answer, edited (${id}).`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Question saved.')).toBeVisible();

  // Ordered from the keyboard: the button keeps focus while the entry moves up.
  const up = entry.getByRole('button', { name: 'Move up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${question} moved up.`)).toBeVisible();
  await expect(faqs.getByRole('listitem').last()).not.toContainText(question);
  await expect(up).toBeFocused();

  await openTab(page, 'Partners', 'Site content sections');
  await page.getByRole('button', { name: 'Add Partner' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Partner' });
  await dialog.getByLabel('Name', { exact: true }).fill(`${partner} draft`);
  await dialog.getByLabel('Link', { exact: true }).fill('not a link');
  await dialog.getByLabel('Logo URL', { exact: true }).fill('/favicon.svg');
  await dialog.getByRole('button', { name: 'Add Partner' }).click();
  await expect(dialog.getByLabel('Link', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Link', { exact: true }).fill('https://partner.example.org/');
  await dialog.getByRole('button', { name: 'Add Partner' }).click();
  await expect(toast(page, 'Partner added.')).toBeVisible();
  const partners = page.getByRole('list', { name: 'Partners' });
  await partners
    .getByRole('listitem')
    .filter({ hasText: `${partner} draft` })
    .getByRole('button', { name: 'Edit' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Partner' });
  await dialog.getByLabel('Name', { exact: true }).fill(partner);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Partner saved.')).toBeVisible();

  await page.goto('/');
  await waitForHydration(page);
  const faqSection = page.locator('#faqs');
  await faqSection.getByText(question).click();
  await expect(faqSection.getByText(`The answer, edited (${id}).`)).toBeVisible();
  const marquee = page.getByRole('region', { name: 'Our IEEE Partners' });
  await expect(
    marquee.getByRole('link', { name: `${partner} (opens in a new tab)` }),
  ).toHaveAttribute('href', 'https://partner.example.org/');

  // Tidy up: delete both, and the landing page no longer shows them.
  await page.goto('/admin/site?section=faqs');
  await faqs
    .getByRole('listitem')
    .filter({ hasText: question })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirmAction(page, 'Are you sure you want to delete this question?');
  await expect(toast(page, 'Question deleted.')).toBeVisible();
  await openTab(page, 'Partners', 'Site content sections');
  await partners
    .getByRole('listitem')
    .filter({ hasText: partner })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirmAction(page, 'Are you sure you want to delete this partner?');
  await expect(toast(page, 'Partner deleted.')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#faqs').getByText(question)).toHaveCount(0);
});

test('archiving a society hides it from the public site while the console keeps it; restoring brings it back', async ({
  page,
  expectedFailures,
}) => {
  const { branch } = accounts();
  const society = `E2E Hidden ${suffix()}`;
  await logIn(page, branch);
  const slug = await addSociety(page, society);
  expectedFailures.push({ status: 404, path: `/societies/${slug}` });

  const row = rowOf(societiesTable(page), society);
  await row.getByRole('button', { name: /^Archive\b/ }).click();
  await confirmAction(page, new RegExp(`^Archive ${society}\\?`));
  await expect(
    toast(page, `${society} archived: it no longer shows on the public site.`),
  ).toBeVisible();
  await expect(row.getByText('Archived', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Restore\b/ })).toBeVisible();

  await page.goto('/societies');
  await expect(page.getByRole('main').getByRole('link', { name: society })).toHaveCount(0);
  const response = await page.goto(`/societies/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Society Not Found')).toBeVisible();

  // Still in the console, and restored from there.
  await page.goto('/admin');
  await rowOf(societiesTable(page), society)
    .getByRole('button', { name: /^Restore\b/ })
    .click();
  await confirmAction(page, new RegExp(`^Restore ${society}\\?`));
  await expect(
    toast(page, `${society} restored: it shows on the public site again.`),
  ).toBeVisible();
  await page.goto('/societies');
  await expect(page.getByRole('main').getByRole('link', { name: society })).toBeVisible();
});

test('the console, its dialogs and a one-time link page have no WCAG A/AA violations', async ({
  page,
  expectedFailures,
}) => {
  // Eleven axe runs, each a second or more while the other journeys run alongside.
  test.slow();
  const { branch } = accounts();
  await logIn(page, branch);
  await expect(page.getByRole('heading', { level: 1, name: 'Branch console' })).toBeVisible();
  await expectNoAxeViolations(page, 'Organisations');
  await page.getByRole('button', { name: 'Add Society' }).click();
  await page
    .getByRole('dialog', { name: 'Add Society' })
    .getByRole('button', { name: 'Add Society' })
    .click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'the Add Society dialog with its errors');
  await page.keyboard.press('Escape');

  await openTab(page, 'Accounts');
  await expectNoAxeViolations(page, 'Accounts');
  await page.getByRole('button', { name: 'Invite admin' }).click();
  await expectNoAxeViolations(page, 'the Invite admin dialog');
  await page.keyboard.press('Escape');

  await openTab(page, 'Site content');
  for (const section of [
    'Hero slides',
    'Partners',
    'FAQ',
    'Branch slate',
    'About',
    'Statistics',
    'Locale',
  ]) {
    await openTab(page, section, 'Site content sections');
    await expectNoAxeViolations(page, `Site content: ${section}`);
  }

  // A link that does not exist (43 characters, the form of a real one).
  const token = 'x'.repeat(43);
  expectedFailures.push({ status: 404, path: `/api/auth/links/${token}` });
  await page.goto(`/invite/${token}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This link is not valid.')).toBeVisible();
  await expectNoAxeViolations(page, 'an unknown invitation link');
});
