import { membersOnlyRefusal } from '@chapterhouse/shared';
import type { Browser, Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { branchWallClock } from './branch-clock';
import { toast } from './console';
import { asAnotherVisitor, expect, test, waitForHydration } from './fixtures';
import { rosterCsv } from './rosters';
import { signInAsStudent } from './students';

// Issue 47, item 4: an officer opens an event to verified IEEE members only, in the event form.
// A visitor whose address no IEEE roster lists is refused on the event's page with the server's
// sentence, with script and without; a member the roster lists, signed in as a student, registers.
//
// The roster is the council's, applied by the branch admin through the API: any roster's Active
// members are verified at every event of the branch (docs/roster.md), and the branch's own roster
// and the computer society's belong to roster.spec.ts, which expects to find none.

const unique = () => Math.random().toString(36).slice(2, 8);

/** A page signed in as the society's officer, in a browser context of its own. */
async function officerPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`officer: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`officer: ${error.message}`));
  await logIn(page, accounts().society);
  return page;
}

test('an officer opens an event to verified IEEE members only: a visitor no roster lists is refused, a member registers', async ({
  page,
  browser,
  request,
  expectedFailures,
}) => {
  test.setTimeout(120_000);
  const run = unique();
  const member = { name: 'Meera Raghunathan', email: `meera.${run}@example.edu` };
  const visitor = { name: 'Tomas Guest', email: `tomas.${run}@example.edu` };
  const title = `Members Night ${run}`;
  const otherErrors: string[] = [];

  // The branch admin applies a roster that lists the member as Active.
  const { branch, council, society } = accounts();
  const session = await request.post('/api/auth/login', { data: branch });
  const { token } = (await session.json()) as { token: string };
  const roster = rosterCsv([
    ['97531865', 'Meera', 'Raghunathan', member.email, 'Student Member', 'Active', '2026'],
  ]);
  const applied = await request.put(`/api/council-dashboard/council/${council.org}/roster`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      exportedOn: (await branchWallClock(request, Date.now())).slice(0, 10),
      file: { name: `roster-${run}.csv`, mimeType: 'text/csv', buffer: roster },
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  // The officer adds the event in the dashboard's form, for verified members only, with a
  // members' price.
  const officer = await officerPage(browser, otherErrors);
  await officer.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(officer);
  await officer.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Add Upcoming Event' });
  const tomorrow = await branchWallClock(request, Date.now() + 24 * 60 * 60 * 1000);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Date', { exact: true }).fill(tomorrow.slice(0, 10));
  await dialog.getByLabel('Time', { exact: true }).fill('18:00');
  await dialog.getByLabel('Description', { exact: true }).fill('Pizza and the year ahead.');
  await dialog.getByLabel('Price', { exact: true }).fill('300');
  await dialog.getByLabel('Price for IEEE members').fill('150');
  await dialog.getByLabel('Currency', { exact: true }).fill('INR');
  const audience = dialog.getByLabel('Who may register');
  await expect(audience).toHaveValue('everyone');
  await audience.selectOption({ label: 'Verified IEEE members only' });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(officer, 'Event added to Upcoming Events.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const listed = officer
    .getByRole('list', { name: 'Upcoming Events' })
    .getByRole('link', { name: title, exact: true });
  const eventPath = await listed.getAttribute('href');
  const eventId = /^\/events\/(\d+)/.exec(eventPath ?? '')?.[1];
  if (!eventPath || !eventId) throw new Error(`no public page for ${title}: ${eventPath}`);
  await officer.context().close();

  // A visitor reads who may register and what a place costs.
  await page.setExtraHTTPHeaders(asAnotherVisitor());
  await page.goto(eventPath);
  await waitForHydration(page);
  const details = page.getByRole('complementary', { name: 'Event details' });
  await expect(details.getByText('INR 150 for IEEE members · INR 300 for others')).toBeVisible();
  await expect(details.getByText('Verified IEEE members only')).toBeVisible();
  const section = page.getByRole('region', { name: 'Register' });
  await expect(
    section.getByText(
      'For verified IEEE members only: register with the address IEEE has for you, or sign in at Your events.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Your events' })).toHaveAttribute(
    'href',
    '/me/sign-in',
  );
  await expectNoAxeViolations(page, 'the page of an event for verified IEEE members only');

  // Registering with an address no roster lists: refused with the server's sentence.
  expectedFailures.push({ status: 403, path: `/api/events/${eventId}/registrations` });
  const form = section.getByRole('form', { name: 'Register for this event' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText(membersOnlyRefusal(visitor.email, null));
  await expect(form.getByLabel('Email')).toHaveValue(visitor.email);

  // Without script, the page's own action answers with the same sentence.
  const noScript = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: asAnotherVisitor(),
  });
  const plain = await noScript.newPage();
  plain.on('console', (message) => {
    // The page answers the refused form with the API's status, which the browser notes.
    if (message.type() === 'error' && !message.text().includes('status of 403')) {
      otherErrors.push(`without script: ${message.text()}`);
    }
  });
  await plain.goto(eventPath);
  const plainForm = plain.getByRole('form', { name: 'Register for this event' });
  await plainForm.getByLabel('Name').fill(visitor.name);
  await plainForm.getByLabel('Email').fill(visitor.email);
  await plainForm.getByRole('button', { name: 'Register' }).click();
  await expect(plain.getByRole('alert')).toHaveText(membersOnlyRefusal(visitor.email, null));
  await expect(plain.getByRole('form', { name: 'Register for this event' })).toBeVisible();
  await noScript.close();

  // The member, signed in as a student with the address the roster lists, registers at once.
  await signInAsStudent(page, request, member.email);
  await page.goto(eventPath);
  await waitForHydration(page);
  const memberForm = page
    .getByRole('region', { name: 'Register' })
    .getByRole('form', { name: 'Register for this event' });
  await expect(memberForm.getByText(`Registering as ${member.email}`)).toBeVisible();
  await memberForm.getByLabel('Name').fill(member.name);
  await memberForm.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();

  expect(otherErrors, 'console errors of the other pages').toEqual([]);
});
