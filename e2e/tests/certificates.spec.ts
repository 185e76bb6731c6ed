import fs from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn, named, toast } from './console';
import { endedEventWithAttendees } from './ended-events';
import { expect, test, waitForHydration } from './fixtures';

// Issue 30, certificates: an officer sets the society's certificate template (with its live
// preview), issues certificates for a past event to the two people checked in at its door; a
// recipient opens the link mailed to them (read in the branch console's Mail tab), downloads the
// PDF; anyone verifies it by its code; the officer revokes one and its page says so at once.

const unique = () => Math.random().toString(36).slice(2, 8);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A past event of the officer's society with two registrants checked in at its door. */
async function pastEventWithAttendees(request: APIRequestContext) {
  const attendees = [
    { name: 'Priya Sharma', email: `priya.${unique()}@example.edu` },
    { name: 'Rahul Verma', email: `rahul.${unique()}@example.edu` },
  ];
  const { society, event } = await endedEventWithAttendees(
    request,
    {
      title: `Soldering Clinic ${unique()}`,
      time: '10:00',
      endTime: '12:00',
      description: 'Through-hole soldering, hands on.',
    },
    attendees,
  );
  return { society, event, attendees };
}

/** A download's first bytes: a PDF starts with `%PDF`. */
async function startOf(download: Download): Promise<string> {
  const file = await download.path();
  return (await fs.readFile(file)).subarray(0, 5).toString('latin1');
}

test('an officer issues certificates from a template; a recipient downloads one and anyone verifies it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { society, event, attendees } = await pastEventWithAttendees(request);
  const [priya, rahul] = attendees as [(typeof attendees)[0], (typeof attendees)[0]];

  // The template, from the society's Basic Info.
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/basic-info`);
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Certificate template' })
    .getByRole('link', { name: 'Edit the certificate template' })
    .click();
  await expect(page).toHaveURL(
    `/societies/${society.org}/dashboard/basic-info/certificate-template`,
  );
  const preview = page.getByRole('figure', { name: 'Preview, with a sample name and event' });
  await expect(preview.getByText('Priya Sharma', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the certificate template editor');

  await page.getByLabel('Title line').selectOption('appreciation');
  await expect(preview.getByText('Certificate of Appreciation', { exact: true })).toBeVisible();
  if ((await page.getByRole('group', { name: 'Signatory 1' }).count()) === 0) {
    await page.getByRole('button', { name: 'Add a signatory' }).click();
  }
  const signatory = page.getByRole('group', { name: 'Signatory 1' });
  await signatory.getByLabel('Name', { exact: true }).fill('Ravi Menon');
  await signatory.getByLabel('Role', { exact: true }).fill('Faculty Advisor');
  await expect(preview.getByText('Ravi Menon', { exact: true })).toBeVisible();
  await expect(preview.getByText('Faculty Advisor', { exact: true })).toBeVisible();

  // A sample of the unsaved fields, drawn by the server.
  const sampling = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sample PDF' }).click();
  const sample = await sampling;
  expect(sample.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await startOf(sample)).toBe('%PDF-');

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Certificate template saved')).toBeVisible();

  // The event's certificates, from its row among Past Events.
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await page
    .getByRole('list', { name: 'Past Events' })
    .getByRole('link', { name: new RegExp(`^Certificates ?: ${escapeRegExp(event.title)}$`) })
    .click();
  await expect(page).toHaveURL(
    `/societies/${society.org}/dashboard/events/${event.id}/certificates`,
  );
  const area = page.getByRole('article', { name: `Certificates: ${event.title}` });
  for (const attendee of attendees) {
    await expect(
      area.getByRole('checkbox', { name: `Issue a certificate to ${attendee.name}` }),
    ).toBeChecked();
    await expect(area.getByLabel(`Role of ${attendee.name}`)).toHaveValue('Participant');
  }
  await expectNoAxeViolations(page, 'an event’s certificates');

  await area.getByRole('button', { name: 'Issue certificates' }).click();
  await expect(toast(page, 'Issued 2 certificates')).toBeVisible();
  const issued = area.getByRole('table', { name: `Certificates issued for ${event.title}` });
  await expect(issued.getByRole('row')).toHaveCount(3);
  for (const attendee of attendees) {
    await expect(
      area.getByRole('checkbox', { name: `Issue a certificate to ${attendee.name}` }),
    ).toBeDisabled();
  }

  // No mail server here: the branch admin reads the outbox in the console's Mail tab.
  const consoleContext = await browser.newContext();
  const admin = await consoleContext.newPage();
  await logIn(admin, accounts().branch);
  await admin.goto('/admin/mail');
  const mail = itemIn(admin.getByRole('list', { name: 'Mail' }), priya.email).filter({
    hasText: `Your Certificate of Appreciation for ${event.title}`,
  });
  await expect(async () => {
    await admin.reload();
    await expect(mail).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  const link = await mail.getByRole('link', { name: /\/certificates\// }).getAttribute('href');
  expect(link).toMatch(/\/certificates\/[A-Za-z0-9_-]+$/);
  await consoleContext.close();
  const verifyPath = new URL(link as string).pathname;

  // The recipient, with no account: the page says who received what, and gives the PDF.
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  const response = await recipient.goto(verifyPath);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(
    recipient.getByRole('heading', { level: 1, name: 'Certificate verified' }),
  ).toBeVisible();
  await expect(
    recipient.getByText(
      `Priya Sharma received a Certificate of Appreciation (Participant) for ${event.title}`,
    ),
  ).toBeVisible();
  await expect(recipient.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(recipient, 'a certificate’s page');
  const downloading = recipient.waitForEvent('download');
  await recipient.getByRole('link', { name: 'Download PDF' }).click();
  expect(await startOf(await downloading)).toBe('%PDF-');
  await recipientContext.close();

  // The officer revokes Rahul's.
  const rahulRow = issued.getByRole('row', { name: new RegExp(escapeRegExp(rahul.name)) });
  const rahulPage = await rahulRow
    .getByRole('link', { name: named('Verify page', `certificate of ${rahul.name}`) })
    .getAttribute('href');
  await rahulRow
    .getByRole('button', { name: named('Revoke', `certificate of ${rahul.name}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Revoke the certificate of ${rahul.name}?` });
  await dialog.getByLabel('Reason').fill('Left before the session began');
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(toast(page, `The certificate of ${rahul.name} is revoked.`)).toBeVisible();
  await expect(rahulRow.getByText('Revoked: Left before the session began')).toBeVisible();

  // A visitor checks both codes: one stands, the other is revoked at once.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(verifyPath);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Certificate verified' }),
  ).toBeVisible();
  await visitor.goto(rahulPage as string);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
  ).toBeVisible();
  await expect(
    visitor.getByText(/^Rahul Verma received a Certificate of Appreciation/),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await visitorContext.close();
});

test('an unknown certificate code is a 404 that says nothing more', async ({ page }) => {
  const response = await page.goto(`/certificates/${'x'.repeat(22)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Certificate not found' }),
  ).toBeVisible();
  await expect(page.getByText(/No certificate has this code/)).toBeVisible();
});
