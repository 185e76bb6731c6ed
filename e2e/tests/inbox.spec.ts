import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Issue 7 in the branch console: what visitors send (contact messages, newsletter subscriptions),
// what the site mails (no mail server in these journeys: mail is only recorded, and read in the
// Mail tab), and self-service password resets. Tests run in parallel against one server, so what
// they create carries a random suffix.

const suffix = () => Math.random().toString(36).slice(2, 8);

const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 24 hours.';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page
    .getByRole('tablist', { name: 'Console sections' })
    .getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An item's button: its word, then the item's name for screen readers ('Remove : x' in Chromium). */
const named = (label: string, item: string) =>
  new RegExp(`^${escapeRegExp(label)} ?: ${escapeRegExp(item)}$`);

const itemIn = (list: Locator, text: string) =>
  list.getByRole('listitem').filter({ hasText: text });

test('a visitor sends a contact message and the branch admin reads it in the console and marks it handled', async ({
  page,
  browser,
}) => {
  const id = suffix();
  const visitor = { name: `Visitor ${id}`, email: `visitor-${id}@example.edu` };
  const text = `Hello! Can first-year students (${id}) join the robotics workshop next month?`;

  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto('/#contact');
  await waitForHydration(visitorPage);
  const form = visitorPage.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitorPage.getByText('Message sent successfully!')).toBeVisible();
  await visitorContext.close();

  await logIn(page, accounts().branch);
  await expect(page).toHaveURL('/admin');
  // The tab counts what nobody has handled yet.
  const messagesTab = page.getByRole('tab', { name: /^Messages \d+ unhandled$/ });
  await expect(messagesTab).toBeVisible();
  await openTab(page, 'Messages');
  await expect(page).toHaveURL('/admin/messages');
  const list = page.getByRole('list', { name: 'Messages' });
  const message = itemIn(list, visitor.name);
  await expect(message.getByRole('heading', { level: 3 })).toHaveText(`${visitor.name}Unhandled`);
  await expect(message.getByRole('link', { name: visitor.email })).toHaveAttribute(
    'href',
    `mailto:${visitor.email}`,
  );
  await message
    .getByRole('button', { name: named('Read message', `message from ${visitor.name}`) })
    .click();
  await expect(message.getByText(text)).toBeVisible();
  await expect(message.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${visitor.email}\\?subject=`),
  );

  const before = Number((await messagesTab.textContent())?.match(/(\d+)/)?.[1]);
  await message
    .getByRole('button', { name: named('Mark handled', `message from ${visitor.name}`) })
    .click();
  await expect(toast(page, `Message from ${visitor.name} marked handled.`)).toBeVisible();
  await expect(message.getByRole('heading', { level: 3 })).toHaveText(`${visitor.name}Handled`);
  // Others may send messages meanwhile; this one no longer counts.
  await page.getByLabel('Show').selectOption('unhandled');
  await expect(page).toHaveURL('/admin/messages?status=unhandled');
  await expect(itemIn(list, visitor.name)).toHaveCount(0);
  expect(before).toBeGreaterThan(0);
});

test('forgot password: the same answer for any address; the reset mail waits in the Mail tab and its link sets a new password', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = suffix();
  const person = { name: `Reset Tester ${id}`, email: `reset-${id}@e2e.example.edu` };

  // An account of its own (the shared ones keep their passwords), made through the console's API.
  await logIn(page, accounts().branch);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const auth = { authorization: `Bearer ${token}` };
  const organisations: { id: number; slug: string }[] = await (
    await request.get('/api/admin/organisations', { headers: auth })
  ).json();
  const society = organisations.find((organisation) => organisation.slug === 'computer-society');
  const invitation = await request.post('/api/admin/accounts/invitations', {
    headers: auth,
    data: {
      name: person.name,
      email: person.email,
      role: 'SOCIETY_ADMIN',
      organisationId: society?.id,
    },
  });
  expect(invitation.status()).toBe(201);
  const { path } = (await invitation.json()) as { path: string };
  const firstPassword = `first password ${id}`;
  const accepted = await request.post(`/api/auth/links/${path.split('/').at(-1)}`, {
    data: { password: firstPassword },
  });
  expect(accepted.status()).toBe(200);

  // Somebody who forgot their password, in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/login');
  await waitForHydration(visitor);
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL('/forgot-password');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(visitor.getByText(/Mail tab of the branch console/)).toBeVisible();
  await expectNoAxeViolations(visitor, '/forgot-password');

  const email = visitor.getByLabel('Email');
  await email.fill(`nobody-${id}@e2e.example.edu`);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
  const unknownAnswer = await visitor.getByRole('status').textContent();

  await visitor.reload();
  await waitForHydration(visitor);
  await visitor.getByLabel('Email').fill(person.email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
  expect(await visitor.getByRole('status').textContent()).toBe(unknownAnswer);

  // No mail server here: the branch admin reads the mail in the console.
  await page.goto('/admin/mail');
  await expect(page.getByText(/Mail is not set up for this site/)).toBeVisible();
  const mail = itemIn(page.getByRole('list', { name: 'Mail' }), person.email).filter({
    hasText: 'Password reset',
  });
  await expect(mail.getByRole('heading', { level: 3 })).toContainText('Choose a new password');
  await expect(mail.getByText('Recorded only')).toBeVisible();
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  const link = await mail.getByRole('link', { name: /\/reset-password\// }).getAttribute('href');
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]+$/);
  // Nothing went to the unknown address.
  await expect(
    itemIn(page.getByRole('list', { name: 'Mail' }), `nobody-${id}@e2e.example.edu`),
  ).toHaveCount(0);

  await visitor.goto(new URL(link as string).pathname);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await waitForHydration(visitor);
  const newPassword = `second password ${id}`;
  await visitor.getByLabel('New password', { exact: true }).fill(newPassword);
  await visitor.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await visitor.getByRole('button', { name: /^Set password/ }).click();
  await expect(visitor).toHaveURL('/societies/computer-society/dashboard');

  // The new password works; the old one no longer does.
  const login = await request.post('/api/auth/login', {
    data: { email: person.email, password: newPassword },
  });
  expect(login.status()).toBe(200);
  const old = await request.post('/api/auth/login', {
    data: { email: person.email, password: firstPassword },
  });
  expect(old.status()).toBe(401);
  await context.close();
});

/**
 * A visitor, in a browser of their own, subscribes through the footer (following the whole
 * branch, or with `pickFirstSociety` only the first society listed); their page stays open.
 */
async function subscribeInFooter(
  browser: Browser,
  address: string,
  options: { pickFirstSociety?: boolean } = {},
): Promise<{ visitor: Page; followed: string | null }> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await waitForHydration(visitor);
  const form = visitor.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Get our newsletter').fill(address);
  let followed: string | null = null;
  if (options.pickFirstSociety) {
    await form.getByText('Choose what to follow').click();
    await form.getByRole('radio', { name: 'Only the ones I pick' }).check();
    const society = form.getByRole('group', { name: 'Societies' }).getByRole('checkbox').first();
    await society.check();
    followed = (await society.locator('..').textContent())?.trim() ?? null;
  }
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // Without mail nobody could confirm, so the address counts at once.
  await expect(visitor.getByText('Successfully subscribed to newsletter!')).toBeVisible();
  return { visitor, followed };
}

test('newsletter: a footer subscription to one society shows in the console; its manage page changes it; the console removes it', async ({
  page,
  browser,
}) => {
  const address = `reader-${suffix()}@example.edu`;
  const { visitor, followed } = await subscribeInFooter(browser, address, {
    pickFirstSociety: true,
  });

  await logIn(page, accounts().branch);
  await openTab(page, 'Newsletter');
  const table = page.getByRole('table', { name: 'Newsletter subscribers' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: address }) });
  await expect(row.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: followed ?? '?', exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ subscribed, \d+ waiting for confirmation\./)).toBeVisible();

  // The export is a file download named for the list, with the address in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^email,status/);
  const line = csv.split('\n').find((entry) => entry.includes(address)) ?? '';
  expect(line).toContain(`,${followed},no`);

  // The subscriber's manage page (its key is the unsubscribe token) adds the weekly digest.
  const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(line)?.[1];
  await visitor.goto(`/newsletter/manage/${token}`);
  const choice = visitor.getByRole('form', { name: 'What you follow' });
  await expect(choice.getByRole('checkbox', { name: followed ?? '?' })).toBeChecked();
  await expectNoAxeViolations(visitor, 'the newsletter manage page');
  await choice.getByRole('checkbox', { name: 'Also send me the weekly digest' }).check();
  await choice.getByRole('button', { name: 'Save' }).click();
  await expect(toast(visitor, 'Your choice is saved.')).toBeVisible();
  await visitor.context().close();
  await page.reload();
  await expect(row.getByText('and the weekly digest')).toBeVisible();

  await row.getByRole('button', { name: named('Remove', address) }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${address}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove address' }).click();
  await expect(toast(page, `${address} removed from the newsletter list.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('newsletter: the one-click unsubscribe link of an address removes it from the list', async ({
  page,
  browser,
}) => {
  const address = `leaver-${suffix()}@example.edu`;
  const { visitor } = await subscribeInFooter(browser, address);

  // The address's own unsubscribe link, as the branch hands it to its mailing tool: the export.
  // (Without a mail server no mail carries it, and no test-only route may.)
  await logIn(page, accounts().branch);
  await openTab(page, 'Newsletter');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const line = csv.split('\n').find((row) => row.includes(address)) ?? '';
  const link = /https?:\/\/[^\s,"]+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(line)?.[0];
  expect(link, "the export carries the address's unsubscribe link").toBeTruthy();

  await visitor.goto(new URL(link as string).pathname);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
  ).toBeVisible();
  await expect(visitor.getByRole('status')).toHaveText(
    'You are unsubscribed and will get no more newsletters from us.',
  );
  await visitor.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(
    visitor.getByRole('form', { name: 'Newsletter' }).getByLabel('Get our newsletter'),
  ).toBeFocused();
  await visitor.context().close();

  // Unsubscribing deletes the address: the console no longer lists it.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Newsletter subscribers' })
      .getByRole('rowheader', { name: address }),
  ).toHaveCount(0);
});

test('an unsubscribe link that is not (or no longer) valid says so, with a way home', async ({
  page,
  expectedFailures,
}) => {
  const token = 'x'.repeat(43);
  expectedFailures.push({ status: 404, path: `/api/newsletter/unsubscribe/${token}` });
  await page.goto(`/unsubscribe/${token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
  ).toBeVisible();
  await expect(page.getByText(/This link is not valid any more/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test("the console's new tabs and their dialogs have no WCAG A/AA violations", async ({ page }) => {
  test.slow();
  await logIn(page, accounts().branch);
  await expect(page.getByRole('heading', { level: 1, name: 'Branch console' })).toBeVisible();
  for (const tab of ['Messages', 'Newsletter', 'Notifications', 'Mail', 'Activity']) {
    await openTab(page, tab);
    // The Newsletter tab has several sections (issues, proposals, digest, subscribers).
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the ${tab} tab`);
  }
  await openTab(page, 'Notifications');
  await page.getByRole('button', { name: 'Publish notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish notification' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await expectNoAxeViolations(page, 'the Publish notification dialog with its errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The Mail tab with a mail open; the Activity tab with a change's details.
  await openTab(page, 'Mail');
  const firstMail = page.getByRole('list', { name: 'Mail' }).getByRole('listitem').first();
  if ((await firstMail.count()) > 0) {
    await firstMail.getByRole('button', { name: /^Read mail/ }).click();
    await expectNoAxeViolations(page, 'the Mail tab with a mail open');
  }
});
