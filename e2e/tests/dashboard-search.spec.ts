import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn, named, toast } from './console';
import { expect, test } from './fixtures';

// An officer's search over their own organisation's items, drafts included (issue 28, item 4).

/** Letters only, so the search reads it as one word of the title. */
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test('an officer drafts an event, finds it with the dashboard search marked Draft, and opens it', async ({
  page,
}) => {
  const { society } = accounts();
  const code = word();
  const title = `Orrery Night ${code}`;
  const dashboard = `/societies/${society.org}/dashboard`;
  await logIn(page, society);
  await expect(page).toHaveURL(dashboard);

  // A draft: only the dashboard knows it.
  await page.getByRole('tab', { name: 'Events', exact: true }).click();
  await page.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const add = page.getByRole('dialog', { name: 'Add Upcoming Event' });
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Date', { exact: true }).fill(tomorrow());
  await add.getByLabel('Description', { exact: true }).fill('Planets turning on brass arms.');
  await add.getByRole('radio', { name: 'Save as draft' }).check();
  await add.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(page, 'Event added to Upcoming Events.')).toBeVisible();

  // The header's field, from the keyboard, leads to the Search tab with the query.
  const field = page
    .getByRole('search', { name: 'Search this dashboard' })
    .getByRole('searchbox', { name: 'Search events, achievements and people' });
  await field.fill(`orrery ${code}`);
  await field.press('Enter');
  await expect(page).toHaveURL(`${dashboard}/search?q=orrery+${code}`);
  await expect(page.getByRole('tab', { name: 'Search', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: 'for “orrery' })).toHaveText(
    `1 result for “orrery ${code}”`,
  );
  const events = page.getByRole('region', { name: 'Events' });
  const hit = itemIn(events, title);
  await expect(hit.getByText('Draft', { exact: true })).toBeVisible();
  await expect(hit.locator('mark').first()).toHaveText('Orrery');
  await expectNoAxeViolations(page, 'the Search tab');

  // Narrowed to events, through the tab's own form.
  const form = page.getByRole('search', { name: 'Search this dashboard' });
  await form.getByLabel('Kind').selectOption({ label: 'Events' });
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`${dashboard}/search?q=orrery+${code}&kind=event`);
  await expect(page.getByRole('status').filter({ hasText: 'for “orrery' })).toHaveText(
    `1 event for “orrery ${code}”`,
  );

  // The hit leads to the Events tab, where the officer opens it to edit.
  await itemIn(events, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(`${dashboard}/events`);
  const row = itemIn(page.getByRole('list', { name: 'Upcoming Events' }), title);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: named('Edit', title) }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Back returns to the results; the preview shows the draft as visitors will see it.
  await page.goBack();
  await expect(page).toHaveURL(`${dashboard}/search?q=orrery+${code}&kind=event`);
  await itemIn(page.getByRole('region', { name: 'Events' }), title)
    .getByRole('link', { name: named('Preview', title) })
    .click();
  await expect(
    page.getByText('Preview: visitors do not see this event until it is published.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
