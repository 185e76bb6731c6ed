import type { DashboardEvent } from '@chapterhouse/shared';
import type { APIRequestContext } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { toast } from './console';
import { expect, test, waitForHydration } from './fixtures';

// Issue 29, an event's report: an officer opens a past event's Report from the Events tab,
// copies its fields for IEEE's vTools event report, downloads it as CSV and prints it.

// The page writes to the clipboard, and the journey reads back what it wrote.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fields of vTools' event report, in the order its form asks them (docs/reports.md). */
const VTOOLS_LABELS = [
  'Title',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Time zone',
  'Primary host',
  'Co-sponsors',
  'Category',
  'Sub-category',
  'Speakers',
  'Venue',
  'Address',
  'City',
  'State/Province',
  'Postal code',
  'Country',
  'Description',
  'IEEE members attended',
  'Guests attended',
  'Total attendance',
];

/** A past event of the officer's society, held without registration: its attendance by hand. */
async function pastEvent(request: APIRequestContext) {
  const { society } = accounts();
  const session = await request.post('/api/auth/login', {
    data: { email: society.email, password: society.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };
  const date = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await request.post(
    `/api/society-dashboard/society/${organisation.id}/events/past`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Antenna Clinic ${Math.random().toString(36).slice(2, 8)}`,
        date,
        time: '14:00',
        endTime: '16:00',
        location: 'Faraday Hall',
        description: 'Tuning the club’s antennas.',
        category: 'Professional',
        subCategory: 'Industry Relations',
        speakers: [{ name: 'Grace Hopper', affiliation: 'IEEE Computer Society' }],
        membersAttended: 12,
        guestsAttended: 3,
      },
    },
  );
  expect(created.status()).toBe(201);
  return { society, event: (await created.json()) as DashboardEvent, date };
}

test('an officer opens a past event’s report from the Events tab and copies it for vTools', async ({
  page,
  request,
}) => {
  const { society, event, date } = await pastEvent(request);

  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await page
    .getByRole('list', { name: 'Past Events' })
    .getByRole('link', { name: new RegExp(`^Report ?: ${escapeRegExp(event.title)}$`) })
    .click();
  await expect(page).toHaveURL(`/societies/${society.org}/dashboard/events/${event.id}/report`);
  const report = page.getByRole('article', { name: `Report: ${event.title}` });
  await expect(report).toBeVisible();

  const details = report.getByRole('region', { name: 'The event' });
  await expect(details.getByText('IEEE Computer Society', { exact: true })).toBeVisible();
  await expect(details.getByText('Grace Hopper, IEEE Computer Society')).toBeVisible();
  const attendance = report.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByRole('definition')).toHaveText(['0', '0', '12', '3']);
  await expect(attendance.getByText(/counted by hand/)).toBeVisible();
  const feedback = report.getByRole('region', { name: 'Feedback' });
  await expect(feedback.getByText(/Nobody was asked yet/)).toBeVisible();
  await expectNoAxeViolations(page, 'an event’s report');

  await report.getByRole('button', { name: 'Copy for vTools' }).click();
  await expect(
    toast(page, 'The vTools fields are copied: paste them into vTools’ event report.'),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await report.getByLabel('vTools fields').inputValue());
  const lines = copied.split('\n');
  expect(lines.map((line) => line.slice(0, line.indexOf(': ')))).toEqual(VTOOLS_LABELS);
  expect(lines).toEqual(
    expect.arrayContaining([
      `Title: ${event.title}`,
      `Start date: ${date}`,
      'Start time: 14:00',
      `End date: ${date}`,
      'End time: 16:00',
      'Primary host: IEEE Computer Society',
      'Category: Professional',
      'Sub-category: Industry Relations',
      'Speakers: Grace Hopper, IEEE Computer Society',
      'Venue: Faraday Hall',
      'Description: Tuning the club’s antennas.',
      'IEEE members attended: 12',
      'Guests attended: 3',
      'Total attendance: 15',
    ]),
  );

  // The CSV, fetched with the session and saved under the server's name for it.
  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^event-report-antenna-clinic-[a-z0-9]+\.csv$/);
  await expect(
    toast(page, `The report is saved as ${download.suggestedFilename()}.`),
  ).toBeVisible();

  // Printed, the report stands alone: no dashboard header, tabs or buttons.
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await report.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('html[data-printed="yes"]')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByRole('heading', { name: `Report: ${event.title}` })).toBeVisible();
  await expect(report.getByLabel('vTools fields')).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toBeHidden();
  await expect(report.getByRole('button', { name: 'Copy for vTools' })).toBeHidden();
  await expect(report.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(report.getByRole('link', { name: 'All events' })).toBeHidden();
});
