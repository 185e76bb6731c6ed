import type { Event, RegistrationCreated } from '@chapterhouse/shared';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { branchWallClock } from './branch-clock';
import { itemIn, toast } from './console';
import { asAnotherVisitor, expect, test, waitForHydration } from './fixtures';

// Issue 48, online events: an officer adds an online event with its meeting link; a registrant
// gets their personal join link in the mail sent shortly before the start (read in the branch
// console's Mail tab), joins through it and lands in the meeting; the officer's desk and report
// show them as attended online, and their certificate issues. The meeting's address is on none
// of the pages the registrant and visitors see.

const unique = () => Math.random().toString(36).slice(2, 8);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a registrant joins an online event from the mailed link, and the report counts them online', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { society, branch } = accounts();
  const title = `Remote PCB Review ${unique()}`;
  const meeting = `https://meet.example.com/ieee-${unique()}`;
  // It starts in 20 minutes on the branch's clock: its join link is due (30 minutes ahead) and
  // open (from 30 minutes before the start).
  const start = await branchWallClock(request, Date.now() + 20 * 60_000);
  const [date, clock] = start.split('T') as [string, string];

  // The officer adds it from the dashboard's form.
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Upcoming Event' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByLabel('Time', { exact: true }).fill(clock.slice(0, 5));
  await dialog.getByLabel('Description', { exact: true }).fill('Bring your Gerbers.');
  await expect(dialog.getByLabel('Meeting link')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Online', exact: true }).check();
  await dialog.getByLabel('Meeting link').fill(meeting);
  await expect(dialog.getByLabel('Mail the join link (minutes before the start)')).toHaveValue(
    '30',
  );
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(page, 'Event added to Upcoming Events.')).toBeVisible();
  await expect(itemIn(page.getByRole('list', { name: 'Upcoming Events' }), title)).toContainText(
    'Online',
  );

  const listed = (await (
    await request.get(`/api/events?when=upcoming&org=${society.org}&limit=50`)
  ).json()) as { items: Event[] };
  const event = listed.items.find((each) => each.title === title);
  if (!event) throw new Error(`${title} is not listed`);

  // A visitor sees that it is online, never the meeting.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/events/${event.id}`);
  await expect(visitor.getByText(/An online event\. Registered\?/)).toBeVisible();
  expect(await visitor.content()).not.toContain(meeting);

  // Priya registers.
  const email = `priya.${unique()}@example.edu`;
  const registered = await request.post(`/api/events/${event.id}/registrations`, {
    headers: asAnotherVisitor(),
    data: { name: 'Priya Sharma', email },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as RegistrationCreated;

  // The join link's mail, in the branch console's Mail tab (the join-links job runs every 3 s).
  const consoleContext = await browser.newContext();
  const admin = await consoleContext.newPage();
  await logIn(admin, branch);
  await admin.goto('/admin/mail');
  const mail = itemIn(admin.getByRole('list', { name: 'Mail' }), email).filter({
    hasText: `Join online: ${title} starts soon`,
  });
  await expect(async () => {
    await admin.reload();
    await expect(mail).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  await expect(mail).not.toContainText(meeting);
  const link = await mail.getByRole('link', { name: /\/join\// }).getAttribute('href');
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]+$/);
  await consoleContext.close();

  // Priya follows it: the page says the meeting is open; its button takes her there.
  await visitor.route('https://meet.example.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Meeting</title><h1>Meeting room</h1></html>',
    }),
  );
  const joinPage = await visitor.goto(new URL(link as string).pathname);
  expect(joinPage?.headers()['cache-control']).toBe('private, no-store');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('The meeting is open: join it now.')).toBeVisible();
  expect(await visitor.content()).not.toContain(meeting);
  await expectNoAxeViolations(visitor, 'a join link’s page');
  await visitor.getByRole('button', { name: 'Join the meeting' }).click();
  await expect(visitor).toHaveURL(meeting);
  await expect(visitor.getByRole('heading', { name: 'Meeting room' })).toBeVisible();

  // Her own page has the link too.
  await visitor.goto(`/registrations/${token}`);
  await expect(visitor.getByRole('heading', { name: 'Join online' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Open my join link' })).toHaveAttribute(
    'href',
    new URL(link as string).pathname,
  );
  await visitorContext.close();

  // The desk shows her as attended online.
  await page.goto(`/societies/${society.org}/dashboard/events/${event.id}/registrations`);
  await waitForHydration(page);
  const desk = page.getByRole('table', { name: `Registrations for ${title}` });
  const row = desk.getByRole('row').filter({ hasText: 'Priya Sharma' });
  await expect(row).toContainText('Attended online');
  await expect(row.getByLabel('Attendance of Priya Sharma')).toHaveValue('online');

  // Moved to the past, its report counts her online, and her certificate issues.
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await itemIn(page.getByRole('list', { name: 'Upcoming Events' }), title)
    .getByRole('button', { name: /^Move to Past Events/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Move to Past Events' })
    .click();
  const past = page.getByRole('list', { name: 'Past Events' });
  await past.getByRole('link', { name: new RegExp(`^Report ?: ${escapeRegExp(title)}$`) }).click();
  const attendance = page
    .getByRole('article', { name: `Report: ${title}` })
    .getByRole('region', { name: 'Attendance' });
  const figure = (label: string) =>
    attendance.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  await expect(figure('Online')).toBeVisible();
  await expect(attendance.getByRole('definition')).toHaveText([
    '1',
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '1',
  ]);

  await page.goto(`/societies/${society.org}/dashboard/events/${event.id}/certificates`);
  const area = page.getByRole('article', { name: `Certificates: ${title}` });
  await expect(
    area.getByRole('checkbox', { name: 'Issue a certificate to Priya Sharma' }),
  ).toBeChecked();
  await area.getByRole('button', { name: 'Issue certificates' }).click();
  await expect(toast(page, 'Issued 1 certificate')).toBeVisible();
  await expect(
    area.getByRole('table', { name: `Certificates issued for ${title}` }).getByRole('row'),
  ).toHaveCount(2);
});
