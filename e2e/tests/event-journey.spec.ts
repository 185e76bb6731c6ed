import fs from 'node:fs';
import type { Event } from '@chapterhouse/shared';
import type { Browser, Page } from '@playwright/test';
import { type Account, accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Issue 15's whole journey: a visitor registers for an event from the landing page (axe on the
// event page, the form with its errors, the confirmation and the personal page) and gets a
// ticket; the branch console's Mail tab holds their mail with the event's calendar file and a
// personal link that cancels; the officer checks them in at the door by typing the code, and once
// the event is over its card shows the verified attendance.

const TICKET_CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;

/** A page signed in as `account` in a browser context of its own, failing on console errors. */
async function signedInPage(browser: Browser, account: Account, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${account.email}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${account.email}: ${error.message}`));
  await logIn(page, account);
  return page;
}

/** The branch console's Mail tab, opened at the mail to `to` whose subject starts so. */
async function openMail(admin: Page, to: string, subject: string) {
  await admin.goto('/admin/mail');
  await waitForHydration(admin);
  const mail = admin
    .getByRole('list', { name: 'Mail' })
    .getByRole('listitem')
    .filter({ hasText: to })
    .filter({ hasText: subject });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  return mail;
}

test('a visitor registers, the mail carries the calendar and a cancel link, the officer checks them in, and the past card shows who came', async ({
  page,
  request,
  browser,
}) => {
  // Three people, four pages checked with axe, a download: longer than a journey's usual 30 s.
  test.slow();
  const { society, branch } = accounts();
  const otherErrors: string[] = [];

  // The officer's new event, tomorrow morning: the soonest upcoming, so on the landing page.
  const session = await request.post('/api/auth/login', {
    data: { email: society.email, password: society.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };
  const title = `Robot Sumo Night ${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post(
    `/api/society-dashboard/society/${organisation.id}/events/upcoming`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        date: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        time: '08:00',
        endTime: '11:00',
        location: 'Workshop B',
        description: 'Bring a robot, leave with a trophy.',
        capacity: 12,
        registrationMode: 'site',
        // Today's behaviour: registrants are not asked to confirm their address.
        registrationConfirmEmail: false,
      },
    },
  );
  expect(created.status()).toBe(201);
  const event = (await created.json()) as Event;

  // A visitor finds it on the landing page and registers.
  await page.goto('/');
  await waitForHydration(page);
  const card = page
    .locator('#upcoming-events li')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card.getByText('0 of 12 registered', { exact: true })).toBeAttached();
  await card.getByRole('link', { name: `Register Now for ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Register' });
  const form = section.getByRole('form', { name: 'Register for this event' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, 'the event page with its registration form');

  // Nothing is sent until the shared schema is satisfied; the errors are tied to their fields.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter your name')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, 'the registration form showing its errors');

  const email = `ada-${Date.now()}@example.edu`;
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  const code = (await section.getByText(TICKET_CODE).first().textContent())?.match(
    TICKET_CODE,
  )?.[0];
  if (!code) throw new Error('no ticket code on the confirmation');
  await expect(section.getByRole('img', { name: `QR code of ticket ${code}` })).toBeVisible();
  await expect(section.getByText(new RegExp(`We sent this to ${email}`))).toBeVisible();
  await expectNoAxeViolations(page, 'the registration’s confirmation');

  // The card counts them (the registration emptied the public cache).
  await page.goto('/');
  await expect(card.getByText('1 of 12 registered', { exact: true })).toBeAttached();

  // The branch admin reads the mail: the ticket, the event's .ics and the personal link.
  const admin = await signedInPage(browser, branch, otherErrors);
  const mail = await openMail(admin, email, `You are registered: ${title}`);
  await expect(mail.getByText(code).first()).toBeVisible();
  const files = mail.getByRole('list', { name: `Files sent with You are registered: ${title}` });
  await expect(files.getByRole('button', { name: `Download event-${event.id}.ics` })).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    files.getByRole('button', { name: `Download event-${event.id}.ics` }).click(),
  ]);
  const calendar = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(`SUMMARY:${title}`);
  expect(calendar).toMatch(new RegExp(`UID:event-${event.id}@`));
  const personalLink = await mail
    .getByRole('link', { name: /\/registrations\// })
    .first()
    .getAttribute('href');
  expect(personalLink).toMatch(/\/registrations\/[\w-]+$/);

  // A second person registers, and cancels through the link in their mail.
  const second = `blaise-${Date.now()}@example.edu`;
  const other = await request.post(`/api/events/${event.id}/registrations`, {
    data: { name: 'Blaise Pascal', email: second },
  });
  expect(other.status()).toBe(201);
  const secondMail = await openMail(admin, second, `You are registered: ${title}`);
  const cancelLink = await secondMail
    .getByRole('link', { name: /\/registrations\// })
    .first()
    .getAttribute('href');
  await page.goto(new URL(cancelLink as string).pathname);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    new RegExp(`^/events/${event.id}/`),
  );
  await expectNoAxeViolations(page, 'the personal registration page');
  await page.getByRole('button', { name: 'Cancel my registration' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Cancel (my )?registration/ })
    .click();
  await expect(page.getByRole('heading', { name: /cancelled/i })).toBeVisible();
  // The first one's link still shows their place.
  await page.goto(new URL(personalLink as string).pathname);
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  // At the door: the officer finds Ada in Registrations and checks her in by typing the code.
  const officer = await signedInPage(browser, society, otherErrors);
  await officer.goto(`/societies/${society.org}/dashboard/events/${event.id}/registrations`);
  await waitForHydration(officer);
  await expect(officer.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toHaveCount(1);
  await officer.getByRole('link', { name: 'Check-in screen' }).click();
  await expect(officer.getByRole('heading', { name: `Check-in: ${title}` })).toBeVisible();
  await waitForHydration(officer);
  // The screen loads its counts first: a code typed before then would be typed into nothing.
  await expect(officer.getByText(/checked in/i).first()).toBeVisible();
  const ticketField = officer.getByLabel('Ticket code');
  await ticketField.fill(code);
  await expect(ticketField).toHaveValue(code);
  await officer.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(officer.locator('[aria-live="assertive"]')).toHaveText('✓Checked in: Ada Lovelace');

  // The event is over (moved to Past Events): its card shows the verified attendance.
  await officer.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(officer);
  const row = officer
    .getByRole('list', { name: 'Upcoming Events' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await row.getByRole('button', { name: 'Move to Past Events' }).click();
  const confirm = officer.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByRole('button').last().click();
  await expect(
    officer
      .getByRole('list', { name: 'Past Events' })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toBeVisible();

  await page.goto(`/societies/${society.org}/past-events`);
  const pastCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(pastCard.getByText('1 attended', { exact: true })).toBeVisible();

  await admin.context().close();
  await officer.context().close();
  expect(otherErrors, 'console errors of the admin and the officer').toEqual([]);
});
