import type { Locator, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Journeys of the organisation dashboards (issue 5). Tests run in parallel against one server, so
// everything they create carries a random suffix and nothing depends on another test's data.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * A date `days` from today, on this machine's calendar: the branch's (the sample's India) is
 * at most a day ahead, which none of the dates here is that close to mattering for.
 */
const isoDate = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Confirms in the dialog a click opened (the console's and dashboards' one confirmation dialog),
 * after checking what it asks.
 */
async function confirmAction(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
}

/** Every change the page sends to a dashboard API (anything but a read). */
function dashboardWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/(society|council)-dashboard\//.test(request.url())) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

const itemIn = (list: Locator, text: string) =>
  list.getByRole('listitem').filter({ hasText: text });

async function fillEvent(
  dialog: Locator,
  event: { title: string; date?: string; time?: string; location?: string; description: string },
): Promise<void> {
  await dialog.getByLabel('Title', { exact: true }).fill(event.title);
  if (event.date) await dialog.getByLabel('Date', { exact: true }).fill(event.date);
  if (event.time) await dialog.getByLabel('Time', { exact: true }).fill(event.time);
  if (event.location) await dialog.getByLabel('Location', { exact: true }).fill(event.location);
  await dialog.getByLabel('Description', { exact: true }).fill(event.description);
}

async function addSocietyEvent(
  page: Page,
  button: 'Add Upcoming Event' | 'Add Past Event',
  event: Parameters<typeof fillEvent>[1],
): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  await fillEvent(dialog, event);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog).toBeHidden();
}

/** Pages through a public list until a card titled `title` shows, and returns its page. */
async function findOnListPages(page: Page, path: string, title: string): Promise<number> {
  await page.goto(path);
  await waitForHydration(page);
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const card = page.getByRole('main').getByRole('heading', { name: title });
    if ((await card.count()) > 0) {
      await expect(card).toBeVisible();
      return pageNumber;
    }
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', {
      name: 'Next',
    });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber + 1}`));
  }
  throw new Error(`"${title}" is not listed on ${path}`);
}

test('a society officer adds an upcoming event that visitors then see', async ({ page }) => {
  const { society } = accounts();
  const title = unique('Quantum Computing Meetup');
  await logIn(page, society);
  await expect(page).toHaveURL(`/societies/${society.org}/dashboard`);
  await openTab(page, 'Events');
  await expect(page).toHaveURL(`/societies/${society.org}/dashboard/events`);

  await page.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Upcoming Event' });
  await expect(
    dialog.getByText('Events with past dates are moved to Past Events automatically.'),
  ).toBeVisible();
  await fillEvent(dialog, {
    title,
    date: isoDate(1),
    time: '17:30',
    location: 'Seminar Hall 2',
    description: 'Qubits, gates and a live demo.',
  });
  await dialog.getByLabel('Capacity', { exact: true }).fill('80');
  await dialog.getByRole('button', { name: 'Add Event' }).click();

  await expect(toast(page, 'Event added to Upcoming Events.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const upcoming = page.getByRole('list', { name: 'Upcoming Events' });
  await expect(itemIn(upcoming, title)).toContainText('Seminar Hall 2');
  await expect(itemIn(upcoming, title)).toContainText('17:30');

  // The selected tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Events', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(itemIn(page.getByRole('list', { name: 'Upcoming Events' }), title)).toBeVisible();

  // The Overview lists the nearest upcoming events: tomorrow's is among them.
  await openTab(page, 'Overview');
  await expect(page.getByRole('region', { name: 'Upcoming Events' })).toContainText(title);

  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await expect(
    page.locator('#upcoming-events').getByRole('heading', { name: title }),
  ).toBeVisible();

  // Soonest first: tomorrow's event is on the first page unless many share its date.
  await findOnListPages(page, '/upcoming-events', title);
});

test('events are filed by date, moved to past, edited and deleted', async ({ page }) => {
  const { society } = accounts();
  const lastWeek = unique('Alumni Talk');
  const toMove = unique('Cloud Workshop');
  const undated = unique('Debugging Clinic');
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  const upcoming = page.getByRole('list', { name: 'Upcoming Events' });
  const past = page.getByRole('list', { name: 'Past Events' });

  // Added as upcoming but dated last week: it lands in Past Events.
  await addSocietyEvent(page, 'Add Upcoming Event', {
    title: lastWeek,
    date: isoDate(-7),
    description: 'Graduates on their first jobs.',
  });
  await expect(
    toast(page, 'Its date has passed, so the event was added to Past Events.'),
  ).toBeVisible();
  await expect(itemIn(past, lastWeek)).toBeVisible();
  await expect(itemIn(upcoming, lastWeek)).toHaveCount(0);

  // Moved to past by hand, after the confirmation.
  await addSocietyEvent(page, 'Add Upcoming Event', {
    title: toMove,
    date: isoDate(12),
    description: 'Deploying a web app.',
  });
  await expect(itemIn(upcoming, toMove)).toBeVisible();
  await itemIn(upcoming, toMove).getByRole('button', { name: 'Move to Past Events' }).click();
  await confirmAction(page, 'Are you sure you want to move this event to past events?');
  await expect(toast(page, 'Event moved to Past Events.')).toBeVisible();
  await expect(itemIn(past, toMove)).toBeVisible();
  await expect(itemIn(upcoming, toMove)).toHaveCount(0);

  // A past event added without a date gets today's.
  await addSocietyEvent(page, 'Add Past Event', {
    title: undated,
    description: 'Bring your bugs.',
  });
  await expect(toast(page, 'Event added to Past Events.')).toBeVisible();
  await expect(itemIn(past, undated)).toBeVisible();

  // Edited: the list shows the server's copy.
  await itemIn(past, undated).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Location', { exact: true }).fill('Lab 3');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated.')).toBeVisible();
  await expect(itemIn(past, undated)).toContainText('Lab 3');

  // Deleted, after the confirmation.
  await itemIn(past, lastWeek).getByRole('button', { name: 'Delete' }).click();
  await confirmAction(page, 'Are you sure you want to delete this event?');
  await expect(toast(page, 'Event deleted.')).toBeVisible();
  await expect(itemIn(past, lastWeek)).toHaveCount(0);
});

test('an officer cancels an upcoming event: it stays listed, and visitors are told', async ({
  page,
}) => {
  const { society } = accounts();
  const title = unique('Robot Racing');
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  const upcoming = page.getByRole('list', { name: 'Upcoming Events' });
  await addSocietyEvent(page, 'Add Upcoming Event', {
    title,
    date: isoDate(20),
    description: 'Line followers on the big track.',
  });
  await expect(itemIn(upcoming, title)).toBeVisible();

  await itemIn(upcoming, title).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated.')).toBeVisible();
  await expect(itemIn(upcoming, title)).toContainText('Cancelled');

  // The public page says so, and offers no registration.
  await itemIn(upcoming, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This event has been cancelled.')).toBeVisible();
  await expect(page.getByText('Registration closed')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
});

test('an officer files an event under its IEEE category and lists its speakers, kept when edited and shown to visitors', async ({
  page,
}) => {
  const { society } = accounts();
  const title = unique('Industry Night');
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  const upcoming = page.getByRole('list', { name: 'Upcoming Events' });
  await addSocietyEvent(page, 'Add Upcoming Event', {
    title,
    date: isoDate(25),
    description: 'Engineers from three companies on their first years.',
  });
  await expect(itemIn(upcoming, title)).toBeVisible();

  await itemIn(upcoming, title).getByRole('button', { name: 'Edit' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Event' });
  // A new event is Technical, which has no sub-categories.
  await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('Technical');
  await expect(dialog.getByText('Technical events have no sub-categories.')).toBeVisible();
  await dialog.getByLabel('Category', { exact: true }).selectOption('Professional');
  await dialog.getByLabel('Sub-category', { exact: true }).selectOption('Industry Relations');

  const speakers = dialog.getByRole('group', { name: 'Speakers' });
  await speakers.getByRole('button', { name: 'Add a speaker' }).click();
  await expect(speakers.getByLabel('Name of speaker 1')).toBeFocused();
  await page.keyboard.type('Grace Hopper');
  await speakers.getByLabel('Affiliation of speaker 1').fill('US Navy');
  await speakers.getByRole('button', { name: 'Add a speaker' }).click();
  await speakers.getByLabel('Name of speaker 2').fill('Nobody Yet');
  await expectNoAxeViolations(page, 'the event form with its category and speakers');
  await speakers.getByRole('button', { name: 'Remove speaker Nobody Yet' }).click();
  await expect(speakers.getByLabel('Name of speaker 2')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Loaded again from the server, the form shows what was saved: saving it resets nothing.
  await page.reload();
  await waitForHydration(page);
  await itemIn(upcoming, title).getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('Professional');
  await expect(dialog.getByLabel('Sub-category', { exact: true })).toHaveValue(
    'Industry Relations',
  );
  await expect(dialog.getByLabel('Name of speaker 1')).toHaveValue('Grace Hopper');
  await expect(dialog.getByLabel('Affiliation of speaker 1')).toHaveValue('US Navy');
  await expect(dialog.getByLabel('Name of speaker 2')).toHaveCount(0);
  await dialog.getByLabel('Location', { exact: true }).fill('Seminar Hall 1');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated.')).toBeVisible();
  await expect(itemIn(upcoming, title)).toContainText('Seminar Hall 1');

  // Visitors see the speaker and what the event is filed as.
  await itemIn(upcoming, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Professional · Industry Relations')).toBeVisible();
  const onPage = page.getByRole('region', { name: 'Speakers' });
  await expect(onPage.getByRole('listitem')).toHaveText(['Grace HopperUS Navy']);
  await expectNoAxeViolations(page, 'the event page with its speakers');
});

test('a society officer adds, edits and removes a slate member', async ({ page }) => {
  const { society } = accounts();
  const name = unique('Priya Natarajan');
  await logIn(page, society);
  await openTab(page, 'Slate Members');
  const members = page.getByRole('list', { name: 'Slate Members' });

  await page.getByRole('button', { name: 'Add Member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Member' });
  await addDialog.getByLabel('Full Name', { exact: true }).fill(name);
  await addDialog.getByLabel('Role', { exact: true }).selectOption('Committee Member');
  await addDialog.getByLabel('Email', { exact: true }).fill('priya@example.edu');
  await addDialog.getByLabel('Bio', { exact: true }).fill('Runs the coding club.');
  await addDialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page, 'Member added.')).toBeVisible();
  await expect(itemIn(members, name)).toContainText('Committee Member');
  await expect(itemIn(members, name)).toContainText('priya@example.edu');

  await itemIn(members, name).getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Member' });
  await expect(editDialog.getByLabel('Full Name', { exact: true })).toHaveValue(name);
  await editDialog.getByLabel('Role', { exact: true }).selectOption('Treasurer');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Member updated.')).toBeVisible();
  await expect(itemIn(members, name)).toContainText('Treasurer');

  // Visitors see the slate as saved.
  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await expect(page.locator('#team').getByRole('heading', { name })).toBeVisible();

  await page.goto(`/societies/${society.org}/dashboard/members`);
  await itemIn(members, name).getByRole('button', { name: 'Remove' }).click();
  await confirmAction(page, 'Are you sure you want to remove this member?');
  await expect(toast(page, 'Member removed.')).toBeVisible();
  await expect(itemIn(members, name)).toHaveCount(0);
});

test('a society officer adds a photo and an achievement', async ({ page }) => {
  const { society } = accounts();
  const caption = unique('Robotics expo');
  const achievement = unique('Best Chapter Award');
  const societyName = await page.request
    .get(`/api/societies/${society.org}`)
    .then(async (response) => ((await response.json()) as { name: string }).name);
  await logIn(page, society);

  await openTab(page, 'Gallery');
  await page.getByRole('button', { name: 'Add Photo' }).click();
  const photo = page.getByRole('dialog', { name: 'Add Photo' });
  await photo.getByLabel('Image URL', { exact: true }).fill('/favicon.svg');
  await expect(photo.getByRole('img', { name: 'Preview' })).toBeVisible();
  await photo.getByLabel('Caption', { exact: true }).fill(caption);
  await photo.getByLabel('Associated Event', { exact: true }).fill('Tech Expo');
  await photo.getByLabel('Tags', { exact: true }).fill('robots, expo');
  await photo.getByRole('button', { name: 'Add Photo' }).click();
  await expect(toast(page, 'Photo added.')).toBeVisible();
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(itemIn(photos, caption)).toContainText('Tech Expo');

  await itemIn(photos, caption).getByRole('button', { name: 'Edit' }).click();
  const editPhoto = page.getByRole('dialog', { name: 'Edit Photo' });
  await editPhoto.getByLabel('Description', { exact: true }).fill('Visitors met our robots.');
  await editPhoto.getByRole('button', { name: 'Update Photo' }).click();
  await expect(toast(page, 'Photo updated.')).toBeVisible();
  await expect(itemIn(photos, caption)).toContainText('Visitors met our robots.');

  await openTab(page, 'Achievements');
  await page.getByRole('button', { name: 'Add Achievement' }).click();
  const form = page.getByRole('dialog', { name: 'Add Achievement' });
  await expect(form.getByLabel('Recipient', { exact: true })).toHaveValue(societyName);
  const year = form.getByLabel('Year', { exact: true });
  await expect(year.locator('option')).toHaveCount(20);
  await expect(year.locator('option').first()).toHaveText(String(new Date().getFullYear()));
  await form.getByLabel('Title', { exact: true }).fill(achievement);
  await year.selectOption(String(new Date().getFullYear() - 1));
  await form.getByLabel('Category', { exact: true }).selectOption('Recognition');
  await form.getByLabel('Awarded By', { exact: true }).fill('IEEE Region 10');
  await form.getByLabel('Description', { exact: true }).fill('For outstanding activities.');
  await form.getByRole('button', { name: 'Add Achievement' }).click();
  await expect(toast(page, 'Achievement added.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Achievements' });
  await expect(itemIn(list, achievement)).toContainText('IEEE Region 10');
  await expect(itemIn(list, achievement)).toContainText(String(new Date().getFullYear() - 1));

  await findOnListPages(page, `/societies/${society.org}/achievements`, achievement);
});

test('Basic Info saves the student member count, and visitors see it', async ({ page }) => {
  const { society } = accounts();
  const count = 5000 + Math.floor(Math.random() * 4000);
  await logIn(page, society);
  await openTab(page, 'Basic Info');
  const field = page.getByLabel('Student Member Count', { exact: true });
  await field.fill(String(count));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Basic information saved successfully!' }),
  ).toBeVisible();
  // Shown for 3000 ms, then gone.
  await expect(page.getByText('Basic information saved successfully!')).toBeHidden({
    timeout: 6000,
  });

  await page.reload();
  await expect(page.getByLabel('Student Member Count', { exact: true })).toHaveValue(String(count));
  await openTab(page, 'Overview');
  await expect(page.getByRole('main')).toContainText(count.toLocaleString('en-US'));

  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await expect(page.getByText(count.toLocaleString('en-US')).first()).toBeVisible();
});

test('a council officer edits Settings (Cancel discards, Save keeps) and adds an event', async ({
  page,
}) => {
  const { council } = accounts();
  const location = unique('Block C, Room');
  const discarded = unique('Nowhere');
  const title = unique('Sensor Fusion Bootcamp');
  await logIn(page, council);
  await expect(page).toHaveURL(`/councils/${council.org}/dashboard`);
  await expect(page.getByText('Total Members')).toBeVisible();
  await expect(page.getByText('Events Hosted')).toBeVisible();
  await expect(page.getByText('Awards Won')).toBeVisible();

  await openTab(page, 'Settings');
  const settings = page.getByRole('tabpanel');
  await page.getByRole('button', { name: 'Edit Information' }).click();
  await expect(settings.getByLabel('Name', { exact: true })).toBeFocused();
  await settings.getByLabel('Location', { exact: true }).fill(discarded);
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Information' })).toBeFocused();
  await expect(settings).not.toContainText(discarded);

  await page.getByRole('button', { name: 'Edit Information' }).click();
  await expect(settings.getByLabel('Location', { exact: true })).not.toHaveValue(discarded);
  await settings.getByLabel('Location', { exact: true }).fill(location);
  await settings.getByLabel('Founded Year', { exact: true }).fill('2004');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Council information saved successfully!')).toBeVisible();
  await expect(settings.getByLabel('Location', { exact: true })).toHaveCount(0);
  await expect(settings).toContainText(location);

  await page.reload();
  await expect(page.getByRole('tabpanel')).toContainText(location);

  await page.goto(`/councils/${council.org}`);
  await waitForHydration(page);
  await expect(page.getByText(location)).toBeVisible();

  await page.goto(`/councils/${council.org}/dashboard/events`);
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByRole('radio', { name: 'Upcoming' }).check();
  await fillEvent(dialog, {
    title,
    date: isoDate(20),
    time: '09:00',
    location: 'Sensors Lab',
    description: 'Three days of hands-on sensor fusion.',
  });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(page, 'Event added to Upcoming Events.')).toBeVisible();
  await expect(itemIn(page.getByRole('list', { name: 'Upcoming Events' }), title)).toBeVisible();
});

test('invalid forms show the messages of the rules and send nothing', async ({ page }) => {
  const { society } = accounts();
  const writes = dashboardWrites(page);
  await logIn(page, society);

  await openTab(page, 'Events');
  await page.getByRole('button', { name: 'Add Upcoming Event' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Upcoming Event' });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Upcoming Event' })).toBeFocused();

  await openTab(page, 'Slate Members');
  await page.getByRole('button', { name: 'Add Member' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByLabel('Email', { exact: true }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expect(dialog.getByText('Please choose a role')).toBeVisible();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'Gallery');
  await page.getByRole('button', { name: 'Add Photo' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Photo' });
  await dialog.getByRole('button', { name: 'Add Photo' }).click();
  await expect(dialog.getByText('Image URL is required')).toBeVisible();
  await expect(dialog.getByText('Caption is required')).toBeVisible();
  await dialog.getByLabel('Image URL', { exact: true }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Photo' }).click();
  await expect(dialog.getByText('Enter a valid http or https URL')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'Achievements');
  await page.getByRole('button', { name: 'Add Achievement' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Achievement' });
  await dialog.getByRole('button', { name: 'Add Achievement' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'Basic Info');
  await page.getByLabel('Student Member Count', { exact: true }).fill('-3');
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Student member count cannot be negative')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();

  expect(writes).toEqual([]);
});
