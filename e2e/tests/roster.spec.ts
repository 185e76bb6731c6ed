import type { Locator, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { openTab } from './console';
import { endedEventWithAttendees } from './ended-events';
import { expect, test, waitForHydration } from './fixtures';
import { rosterCsv } from './rosters';

// Issue 47, item 3, IEEE rosters: the branch admin uploads the roster OU Analytics exported,
// previews what it changes (a row it refuses included), applies it, and a past event's report
// then counts the attendee it lists as a verified member; deleting the roster takes that back.
// This journey alone touches the branch's roster: the others never see one.

const unique = () => Math.random().toString(36).slice(2, 8);

/** A label and its figure, for every figure of a list of them (`<dt>` and `<dd>`). */
async function figures(region: Locator): Promise<Record<string, string>> {
  const labels = await region.getByRole('term').allTextContents();
  const values = await region.getByRole('definition').allTextContents();
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
}

/** The attendance figures of an event's report, as its officers read them. */
async function attendanceOf(page: Page, path: string): Promise<Record<string, string>> {
  await page.goto(path);
  await waitForHydration(page);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByRole('definition').first()).toBeVisible();
  return figures(attendance);
}

test('the branch admin previews and applies an OU Analytics roster; a past event’s report counts its verified members', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = unique();
  const meera = { name: 'Meera Raghunathan', email: `meera.r.${run}@ieee.org` };
  const guest = { name: 'Tomas Guest', email: `tomas.${run}@example.edu` };
  const { society, event } = await endedEventWithAttendees(
    request,
    {
      title: `Roster Night ${run}`,
      time: '17:00',
      endTime: '19:00',
      description: 'Who came, by the roster.',
    },
    [meera, guest],
  );
  const reportPath = `/societies/${society.org}/dashboard/events/${event.id}/report`;

  const fileName = `roster-${run}.csv`;
  const roster = rosterCsv([
    ['97531865', 'Meera', 'Raghunathan', meera.email, 'Student Member', 'Active', '2026', 'C16'],
    ['86420975', 'Arjun', 'Menon', `arjun.m.${run}@ieee.org`, 'Member', 'Active', '2026', ''],
    [
      '75319864',
      'Kavya',
      'Iyer',
      `kavya.i.${run}@ieee.org`,
      'Student Member',
      'Inactive',
      '2025',
      'C16',
    ],
    ['pending', 'Nobody', 'Yet', `nobody.${run}@ieee.org`, 'Student Member', 'Active', '2026', ''],
  ]);

  await logIn(page, accounts().branch);
  await page.goto('/admin');
  await waitForHydration(page);
  await openTab(page, 'Roster');
  await expect(page).toHaveURL('/admin/roster');
  const panel = page.getByRole('region', { name: 'IEEE roster' });
  await expect(panel.getByText('No roster yet')).toBeVisible();
  await expect(panel.getByText(/open the branch’s roster report/)).toBeVisible();

  // The preview: nothing is applied yet.
  await panel.getByLabel('Roster file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: roster,
  });
  await panel.getByRole('button', { name: 'Preview' }).click();
  const preview = panel.getByRole('region', { name: `Preview of ${fileName}` });
  await expect(preview).toBeVisible();
  expect(await figures(preview)).toEqual({
    Members: '3',
    Active: '2',
    New: '3',
    Renewed: '0',
    Lapsed: '0',
    Unchanged: '0',
    Refused: '1',
  });
  await expect(preview.getByRole('list', { name: 'New members' }).getByRole('listitem')).toHaveText(
    ['Meera Raghunathan (97531865)', 'Arjun Menon (86420975)', 'Kavya Iyer (75319864)'],
    { useInnerText: true },
  );
  const refused = preview.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '5',
    'Member/Customer Number',
    /pending/,
  ]);
  await expectNoAxeViolations(page, 'a roster’s preview');

  // A file with refused rows is applied only once the officer agrees to leave them out.
  const apply = preview.getByRole('button', { name: 'Apply this roster' });
  await expect(apply).toBeDisabled();
  await preview.getByRole('checkbox', { name: 'Apply without the 1 refused row' }).check();
  await apply.click();
  await expect(panel.getByRole('status')).toHaveText('Roster applied: 3 members');
  await expect(preview).toBeHidden();
  await expect(
    panel.getByText(/^OU Analytics roster exported .+, applied .+: 3 members, 2 active$/),
  ).toBeVisible();

  // Its members, found by name or member number.
  const members = panel.getByRole('table', { name: 'Members of the roster' });
  await expect(members.getByRole('rowheader')).toHaveText([
    'Kavya Iyer',
    'Arjun Menon',
    'Meera Raghunathan',
  ]);
  await panel.getByLabel('Search the roster by name or member number').fill('9753');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/admin/roster?q=9753');
  await expect(panel.getByText('1 member matches “9753”.')).toBeVisible();
  await expect(members.getByRole('rowheader')).toHaveText(['Meera Raghunathan']);
  await expectNoAxeViolations(page, 'the console’s Roster tab');

  // The roster lists Meera's address: her check-in is a verified member's; the guest's is not.
  expect(await attendanceOf(page, reportPath)).toMatchObject({
    'Checked in': '2',
    'Verified members': '1',
  });

  // Deleted, the roster verifies nobody any more.
  await page.goto('/admin/roster');
  await waitForHydration(page);
  await panel.getByRole('button', { name: 'Delete roster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(/^Delete the branch’s roster\?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete roster' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'The roster is deleted: no one is verified by it any more.',
  );
  await expect(panel.getByText('No roster yet')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Members of the roster' })).toHaveCount(0);
  expect(await attendanceOf(page, reportPath)).toMatchObject({ 'Verified members': '0' });
});

test('a society’s owner keeps its own IEEE roster in the Team tab', async ({ page }) => {
  const { society } = accounts();
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/team`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'IEEE roster' });
  await expect(panel.getByText('No roster yet')).toBeVisible();
  await expect(panel.getByLabel('Roster file')).toBeVisible();
  await expect(panel.getByLabel('Exported on')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
});
