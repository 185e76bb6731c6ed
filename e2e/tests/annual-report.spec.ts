import fs from 'node:fs';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { named, openTab, toast } from './console';
import { expect, test } from './fixtures';

// The branch's annual report (issue 29), in the console's Reports tab. The sample content's
// events are dated around the server's day, so this academic year and the one before have some.
// The journey only reads: the start month stays as it is, for every other journey's reports.

/** The organisations table's CSV header, as IEEE's and the college's forms ask for the figures. */
const ORGANISATIONS_HEADER = [
  'Organisation',
  'Events',
  'Technical',
  'Professional',
  'Non-technical',
  'Administrative',
  'Humanitarian',
  'Educational',
  'Technical meetings',
  'Meets the 2 required',
  'IEEE members attended',
  'Of them verified by the roster',
  'Of them declared only',
  'Guests attended',
  'Achievements',
  'Photos',
  'Feedback answers',
  'Average rating',
  'Income collected (INR)',
  'Refunded (INR)',
  'Net income (INR)',
].join(',');

test('the branch admin reads the annual report, switches the year, downloads a table as CSV and prints a clean page', async ({
  page,
}) => {
  await logIn(page, accounts().branch);
  await expect(page).toHaveURL('/admin');
  await openTab(page, 'Reports');
  await expect(page).toHaveURL('/admin/reports');

  const title = page.getByRole('heading', { level: 2, name: /^Annual report / });
  await expect(title).toBeVisible();
  const year = page.getByLabel('Academic year', { exact: true });
  const current = Number(await year.inputValue());
  const table = page.getByRole('table', { name: /^Events and attendance by organisation/ });
  await expect(
    table.getByRole('rowheader', { name: 'Branch total — each joint event once' }),
  ).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'IEEE Computer Society' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Events per month' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Attendance per organisation' })).toBeVisible();
  await expectNoAxeViolations(page, 'the annual report');

  // Last academic year: its own URL, its own figures.
  const lastYear = current - 1;
  await year.selectOption(String(lastYear));
  await expect(page).toHaveURL(`/admin/reports?year=${lastYear}`);
  const label = (await year.locator('option:checked').textContent()) ?? '';
  expect(label).toMatch(new RegExp(`^${lastYear}`));
  await expect(title).toHaveText(`Annual report ${label}`);
  // Last year had events (the sample's past ones reach back over a year).
  await expect(
    table
      .getByRole('row')
      .filter({
        has: page.getByRole('rowheader', { name: 'Branch total — each joint event once' }),
      })
      .getByRole('cell')
      .first(),
  ).not.toHaveText('0');

  // The organisations table of that year, as the API writes it.
  const saving = page.waitForEvent('download');
  await page
    .getByRole('button', { name: named('Download CSV', 'Events and attendance by organisation') })
    .click();
  const download = await saving;
  const fileName = `annual-report-${label.replace('–', '-')}-organisations.csv`;
  expect(download.suggestedFilename()).toBe(fileName);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(ORGANISATIONS_HEADER);
  expect(lines.some((line) => line.startsWith('IEEE Computer Society,'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^Branch total \(each event once\),[1-9]\d*,/);
  await expect(toast(page, `Saved as ${fileName}.`)).toBeVisible();

  // Printed, the report is the page: no console header, tabs, or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(title).toBeVisible();
  await expect(table).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Branch console' })).toBeHidden();
  await expect(page.getByRole('tablist', { name: 'Console sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(year).toBeHidden();
  await expect(page.getByLabel('The academic year starts in')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
