import fs from 'node:fs/promises';
import type { DashboardEvent, EventCertificates, StudentData } from '@chapterhouse/shared';
import type { Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn } from './console';
import { endedEventWithAttendees } from './ended-events';
import { expect, test, waitForHydration } from './fixtures';

// Issue 47, a student's own page: someone registers for events with no account (one through the
// event's page), later asks for a sign-in mail at /me, opens the link read in the branch
// console's Mail tab (no mail server here), and finds both events and their certificate on their
// page; a visitor verifies the certificate; their activity record is downloaded as a PDF and
// checked by a visitor at its shared link; they download their data and erase their account.

const unique = () => Math.random().toString(36).slice(2, 8);
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The link of the latest sign-in mail to `to`, read in the branch console's Mail tab. */
async function signInLinkMailedTo(admin: Page, to: string): Promise<string> {
  await admin.goto('/admin/mail');
  await waitForHydration(admin);
  const mail = itemIn(admin.getByRole('list', { name: 'Mail' }), to).filter({
    hasText: 'Your sign-in code for',
  });
  await expect(async () => {
    await admin.reload();
    await expect(mail).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  const link = await mail.getByRole('link', { name: /\/me\/sign-in\// }).getAttribute('href');
  expect(link).toMatch(/\/me\/sign-in\/[A-Za-z0-9_-]+$/);
  return new URL(link as string).pathname;
}

test('a student who registered without an account signs in with the mailed link and finds their events and certificate', async ({
  page,
  browser,
  request,
  expectedFailures,
}) => {
  test.setTimeout(150_000);
  const student = { name: 'Meera Nair', email: `meera.${unique()}@example.edu` };

  // An event they went to: checked in at the door, then given a certificate.
  const {
    event: past,
    dashboard,
    auth,
  } = await endedEventWithAttendees(
    request,
    {
      title: `Antenna Clinic ${unique()}`,
      time: '10:00',
      endTime: '12:00',
      description: 'Build a dipole.',
    },
    [student],
  );
  const certificatesPath = `${dashboard}/events/${past.id}/certificates`;
  const listed = (await (
    await request.get(certificatesPath, { headers: auth })
  ).json()) as EventCertificates;
  const issued = await request.post(certificatesPath, {
    headers: auth,
    data: {
      recipients: listed.registrants.map((registrant) => ({
        registrationId: registrant.registrationId,
        role: 'Participant',
      })),
    },
  });
  expect(issued.status()).toBe(200);

  // An event still to come, which they register for on its page, with no account.
  const created = await request.post(`${dashboard}/events/upcoming`, {
    headers: auth,
    data: {
      title: `Robot Sumo Night ${unique()}`,
      date: tomorrow(),
      time: '16:00',
      endTime: '18:00',
      location: 'Workshop B',
      description: 'Bring a robot.',
      capacity: 20,
      registrationMode: 'site',
      registrationConfirmEmail: false,
    },
  });
  expect(created.status()).toBe(201);
  const upcoming = (await created.json()) as DashboardEvent;
  await page.goto(`/events/${upcoming.id}`);
  await waitForHydration(page);
  const form = page
    .getByRole('region', { name: 'Register' })
    .getByRole('form', { name: 'Register for this event' });
  await form.getByLabel('Name').fill(student.name);
  await form.getByLabel('Email').fill(student.email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();

  // Later, their page: first the address, then the mail's link (or its code).
  await page.goto('/me');
  await expect(page).toHaveURL('/me/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Your events' })).toBeVisible();
  await expectNoAxeViolations(page, 'the student sign-in page');
  await page.getByLabel('Your e-mail address').fill(student.email.toUpperCase());
  await page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('We have sent a sign-in link');
  await expect(page.getByRole('form', { name: 'Sign in with the code' })).toBeVisible();

  const consoleContext = await browser.newContext();
  const admin = await consoleContext.newPage();
  await logIn(admin, accounts().branch);
  const link = await signInLinkMailedTo(admin, student.email);
  await consoleContext.close();

  // The link's page uses nothing until its button is pressed.
  await page.goto(link);
  await expect(page.getByText(student.email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/me');
  await expect(
    page.getByRole('heading', { level: 1, name: `${student.name}'s events` }),
  ).toBeVisible();
  const upcomingList = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcomingList.getByRole('link', { name: upcoming.title, exact: true })).toBeVisible();
  await expect(upcomingList.getByText('Confirmed')).toBeVisible();
  const pastList = page.getByRole('region', { name: 'Past events' });
  await expect(pastList.getByRole('link', { name: past.title, exact: true })).toBeVisible();
  await expect(pastList.getByText('Attended')).toBeVisible();
  const certificates = page.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByText(past.title, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the student's page");

  // The link is spent: opening it again says so.
  const again = await browser.newContext();
  const stranger = await again.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('This sign-in link has already been used')).toBeVisible();
  // A visitor verifies the certificate by the page the student shares.
  const verifyPath = await certificates
    .getByRole('link', { name: `Verification page of ${past.title}` })
    .getAttribute('href');
  await stranger.goto(verifyPath as string);
  const verified = stranger.getByRole('main');
  await expect(verified.getByText(student.name).first()).toBeVisible();
  await expect(verified.getByText(past.title).first()).toBeVisible();
  await again.close();

  // Their activity record: the event they attended, its hours and certificate; the PDF; then a
  // visitor checks it at the link the student shares, until they stop sharing.
  await page.getByRole('link', { name: 'Your activity record' }).click();
  await expect(page).toHaveURL('/me/record');
  await expect(
    page.getByRole('heading', { level: 1, name: `${student.name}'s activity record` }),
  ).toBeVisible();
  const recordLine = page.getByRole('listitem').filter({ hasText: past.title });
  await expect(recordLine).toContainText('Participant · Checked in · 2 h');
  await expect(recordLine.getByRole('link', { name: /^Certificate / })).toBeVisible();
  await expectNoAxeViolations(page, "the student's activity record");
  const pdfDownloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the record (PDF)' }).click();
  const pdf = await pdfDownloading;
  expect(pdf.suggestedFilename()).toBe('activity-record.pdf');
  expect((await fs.readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // Downloading shared it: the page says where.
  await page.reload();
  const recordLink = await page.getByRole('link', { name: 'this link' }).getAttribute('href');
  expect(recordLink).toMatch(/^\/records\/[A-Za-z0-9_-]{43}$/);
  const checker = await browser.newContext();
  const visitor = await checker.newPage();
  await visitor.goto(recordLink as string);
  await expect(visitor.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  const checkedLine = visitor.getByRole('listitem').filter({ hasText: past.title });
  await checkedLine.getByRole('link', { name: /^Certificate / }).click();
  await expect(visitor.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('status')).toContainText('no longer shared');
  await visitor.goto(recordLink as string);
  await expect(visitor.getByText('turned sharing of this activity record off')).toBeVisible();
  await checker.close();
  await page.goto('/me');

  // Their registration's own page, through a fresh personal link.
  await upcomingList
    .getByRole('link', { name: `Ticket, calendar and cancelling for ${upcoming.title}` })
    .click();
  await expect(page).toHaveURL(/\/registrations\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { name: upcoming.title }).first()).toBeVisible();

  // Signed in, an event's form knows them: it registers their proven address, and an event that
  // asks registrants to confirm theirs does not ask them.
  const confirming = await request.post(`${dashboard}/events/upcoming`, {
    headers: auth,
    data: {
      title: `Rover Workshop ${unique()}`,
      date: tomorrow(),
      time: '10:00',
      endTime: '12:00',
      description: 'Drive a rover.',
      registrationMode: 'site',
      registrationConfirmEmail: true,
    },
  });
  expect(confirming.status()).toBe(201);
  const third = (await confirming.json()) as DashboardEvent;
  await page.goto(`/events/${third.id}`);
  await waitForHydration(page);
  const knownForm = page
    .getByRole('region', { name: 'Register' })
    .getByRole('form', { name: 'Register for this event' });
  await expect(knownForm.getByText(`Registering as ${student.email}`)).toBeVisible();
  await expect(knownForm.getByLabel('Name')).toHaveValue(student.name);
  await expect(knownForm.getByLabel('Email')).toHaveCount(0);
  await knownForm.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();

  // Their data: a file of everything kept about the address; then erasing it all.
  await page.goto('/me');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-data.json');
  const file = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as StudentData;
  expect(file.account.email).toBe(student.email);
  expect(file.registrations.map((registration) => registration.event.title).sort()).toEqual(
    [past.title, upcoming.title, third.title].sort(),
  );

  // The page answers the refused form with its status.
  expectedFailures.push({ status: 400, path: '/me' });
  const erase = page.getByRole('form', { name: 'Erase my account' });
  await erase.getByLabel('Type your e-mail address to confirm').fill('someone@example.edu');
  await erase.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByRole('alert')).toContainText('Type your e-mail address');
  await expect(page.getByRole('region', { name: 'Upcoming' })).toBeVisible();
  await page
    .getByRole('form', { name: 'Erase my account' })
    .getByLabel('Type your e-mail address to confirm')
    .fill(student.email);
  await page
    .getByRole('form', { name: 'Erase my account' })
    .getByRole('button', { name: 'Erase my account' })
    .click();
  await expect(page).toHaveURL('/me/sign-in?erased');
  await expect(page.getByRole('status')).toContainText('Your account, your registrations');
  // Signed out everywhere, and the certificate no longer verifies as theirs.
  await page.goto('/me');
  await expect(page).toHaveURL('/me/sign-in');
  await page.goto(verifyPath as string);
  await expect(
    page
      .getByRole('main')
      .getByText(/withdrawn/i)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(student.name)).toHaveCount(0);
  // Their record's link is dead for good.
  await page.goto(recordLink as string);
  await expect(page.getByText('No activity record is shared at this link.')).toBeVisible();
});
