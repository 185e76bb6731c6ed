import { readFile } from 'node:fs/promises';
import { NEWSLETTER_CHECK_INBOX } from '@chapterhouse/shared/messages-text';
import type { Browser, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn, named, openTab, toast } from './console';
import { expect, test, waitForHydration } from './fixtures';

// The newsletter (issues 7 and 16): a visitor follows the branch or some of its organisations from
// the footer and confirms through the mailed link (no mail server in these journeys: the branch
// admin reads the mail in the console's Mail tab and hands the link over); the branch admin
// writes an issue, previews it as one subscriber, sends it, and the site archives it. Tests run in
// parallel against one server, so what they create carries a random suffix.

const suffix = () => Math.random().toString(36).slice(2, 8);

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
  // Double opt-in: nothing counts until the mailed link is followed.
  await expect(toast(visitor, NEWSLETTER_CHECK_INBOX)).toBeVisible();
  return { visitor, followed };
}

/**
 * The branch admin's Mail tab: opens the newest mail to an address that shows a text (its kind,
 * its subject); answers its list item.
 */
async function openMail(page: Page, address: string, text: string) {
  await page.goto('/admin/mail');
  const mail = itemIn(page.getByRole('list', { name: 'Mail' }), address)
    .filter({ hasText: text })
    .first();
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  return mail;
}

/** The row of an address in the console's subscriber table. */
const subscriberRow = (page: Page, address: string) =>
  page
    .getByRole('table', { name: 'Newsletter subscribers' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: address }) });

test("newsletter: a visitor follows one society and confirms by mail; the next issue, previewed as them, holds only that society's events; the archive lists it", async ({
  page,
  browser,
}) => {
  test.slow();
  const id = suffix();
  const address = `follower-${id}@example.edu`;
  const { visitor, followed } = await subscribeInFooter(browser, address, {
    pickFirstSociety: true,
  });
  expect(followed).toBeTruthy();
  const society = followed as string;

  // Without a mail server the confirmation waits in the Mail tab; the admin hands its link over.
  await logIn(page, accounts().branch);
  await openTab(page, 'Newsletter');
  await expect(subscriberRow(page, address).getByText('Waiting for confirmation')).toBeVisible();
  const confirmation = await openMail(page, address, 'Newsletter confirmation');
  await expect(confirmation.getByText(society).first()).toBeVisible();
  const link = await confirmation
    .getByRole('link', { name: /\/newsletter\/confirm\// })
    .getAttribute('href');
  await visitor.goto(new URL(link as string).pathname);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
  await expect(visitor.getByRole('status')).toHaveText(
    'Your subscription is confirmed. Thank you!',
  );
  await expectNoAxeViolations(visitor, 'the confirmation page');

  await page.goto('/admin/newsletter');
  const row = subscriberRow(page, address);
  await expect(row.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: society, exact: true })).toBeVisible();

  // The branch admin writes the next issue.
  const subject = `News of the week ${id}`;
  await page.getByRole('link', { name: 'New issue' }).click();
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Introduction')
    .fill(`Hello from the branch (${id}). Here is what comes next.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved. Preview it below, then send it.')).toBeVisible();

  // As the whole branch gets it, the coming events come from several organisations...
  const preview = page.getByRole('region', { name: 'Preview and send' });
  const events = preview.getByRole('region', { name: 'Coming events' }).getByRole('listitem');
  await expect(preview.getByRole('status')).toHaveText('Previewing as the whole branch.');
  await expect(events.filter({ hasNotText: society }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the issue composer and its preview');

  // ...and as the follower gets it (found by their address), only their society's.
  await preview.getByLabel('Find a subscriber').fill(address);
  await preview.getByLabel('Preview as').selectOption({ label: `${address} (follows ${society})` });
  await expect(preview.getByRole('status')).toHaveText(`Previewing as ${address}.`);
  await expect(events.first()).toBeVisible();
  await expect(events.filter({ hasNotText: society })).toHaveCount(0);
  for (const event of await events.all()) await expect(event).toContainText(`· ${society}`);

  const send = preview.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
  const label = (await send.textContent()) ?? '';
  await send.click();
  const dialog = page.getByRole('dialog', { name: `Send "${subject}"?` });
  await dialog.getByRole('button', { name: label }).click();
  await expect(toast(page, `"${subject}" is being sent.`)).toBeVisible();
  await expect(page.getByRole('table', { name: `Recipients of ${subject}` })).toBeVisible();

  // Their copy waits in the Mail tab, with their manage link.
  const copy = await openMail(page, address, subject);
  await expect(copy.getByRole('link', { name: /\/newsletter\/manage\// })).toBeVisible();

  // The archive lists the sent issue, which has a page of its own.
  await visitor.goto('/newsletters');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expectNoAxeViolations(visitor, '/newsletters');
  await visitor.getByRole('link', { name: subject }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(visitor.getByText(`Hello from the branch (${id}).`)).toBeVisible();
  await expectNoAxeViolations(visitor, 'a newsletter issue page');
  await visitor.context().close();
});

test('newsletter: the manage page of a footer subscription changes it; the list and its export show it; the console removes it', async ({
  page,
  browser,
}) => {
  const address = `reader-${suffix()}@example.edu`;
  const { visitor, followed } = await subscribeInFooter(browser, address, {
    pickFirstSociety: true,
  });

  await logIn(page, accounts().branch);
  await openTab(page, 'Newsletter');
  const row = subscriberRow(page, address);
  await expect(row.getByText('Waiting for confirmation')).toBeVisible();
  await expect(row.getByRole('cell', { name: followed ?? '?', exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ subscribed, \d+ waiting for confirmation\./)).toBeVisible();

  // The export is a file download named for the list, with the address in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = await readFile(await file.path(), 'utf8');
  // A byte-order mark first, so that Excel reads it as UTF-8 (issue 45).
  expect(csv.split('\n')[0]).toMatch(/^\uFEFFemail,status/);
  const line = csv.split('\n').find((entry) => entry.includes(address)) ?? '';
  expect(line).toMatch(/^[^,]+,pending,/);
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

  // The address's own unsubscribe link, as its confirmation mail carries it.
  await logIn(page, accounts().branch);
  const mail = await openMail(page, address, 'Newsletter confirmation');
  const link = await mail.getByRole('link', { name: /\/unsubscribe\// }).getAttribute('href');
  expect(link, "the mail carries the address's unsubscribe link").toBeTruthy();

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
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).toBeVisible();
  await expect(subscriberRow(page, address)).toHaveCount(0);
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
