import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn, named, toast } from './console';
import { expect, test, waitForHydration } from './fixtures';

// Officers change every year (issue 18): an outgoing chair brings in the successor from the
// Team tab, hands ownership over and steps down; their access ends with their term. The journey
// runs on a society of its own (made through the console's API), so the shared accounts keep
// theirs.

const suffix = () => Math.random().toString(36).slice(2, 8);

/** The day before today, as a date field takes it (the e2e server keeps the machine's zone). */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
/** A week from today, as a date field takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * A society or council of its own, made through the console's API by the branch admin signed in
 * on `page`, and an officer of it (its team's owner) who has chosen a password.
 */
async function organisationWithOwner(
  page: Page,
  request: APIRequestContext,
  kind: 'society' | 'council',
  name: string,
  owner: Account & { name: string },
): Promise<{ id: number; slug: string }> {
  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}`,
  };
  const created = await request.post('/api/admin/organisations', { headers, data: { kind, name } });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as { id: number; slug: string };
  const invitation = await request.post('/api/admin/accounts/invitations', {
    headers,
    data: {
      name: owner.name,
      email: owner.email,
      role: kind === 'society' ? 'SOCIETY_ADMIN' : 'COUNCIL_ADMIN',
      organisationId: organisation.id,
    },
  });
  expect(invitation.status()).toBe(201);
  const { path } = (await invitation.json()) as { path: string };
  const accepted = await request.post(`/api/auth/links/${path.split('/').at(-1)}`, {
    data: { password: owner.password },
  });
  expect(accepted.status()).toBe(200);
  return organisation;
}

test('handover: an outgoing chair drafts an event and invites a successor, who accepts and publishes it; the chair hands ownership over, ends their own term and is sent to login', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = suffix();
  const society = `Handover Society ${id}`;
  const chair: Account = { email: `chair-${id}@e2e.example.edu`, password: `outgoing chair ${id}` };
  const successor = { name: `Next Chair ${id}`, email: `next-${id}@e2e.example.edu` };

  // The branch admin makes the society and its first chair (the console's own journeys click
  // through this; here it is the set-up).
  await logIn(page, accounts().branch);
  const { slug } = await organisationWithOwner(page, request, 'society', society, {
    ...chair,
    name: `Chair ${id}`,
  });

  // The chair, in a browser of their own, opens the Team tab.
  const chairPage = await (await browser.newContext()).newPage();
  await logIn(chairPage, chair);
  await expect(chairPage).toHaveURL(`/societies/${slug}/dashboard`);
  await chairPage.getByRole('tab', { name: 'Team' }).click();
  await expect(chairPage).toHaveURL(`/societies/${slug}/dashboard/team`);
  const table = chairPage.getByRole('table', { name: `Team of ${society}` });
  const rowOf = (name: string) =>
    table.getByRole('row').filter({ has: chairPage.getByRole('rowheader', { name }) });
  await expect(rowOf(`Chair ${id}`).getByRole('cell', { name: 'Owner' })).toBeVisible();
  await expectNoAxeViolations(chairPage, 'the Team tab');

  // The chair drafts next week's welcome event for whoever takes over: visitors do not see it.
  const welcome = `Welcome Evening ${id}`;
  await chairPage.getByRole('tab', { name: 'Events', exact: true }).click();
  await chairPage.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const add = chairPage.getByRole('dialog', { name: 'Add Upcoming Event' });
  await add.getByLabel('Title', { exact: true }).fill(welcome);
  await add.getByLabel('Date', { exact: true }).fill(nextWeek());
  await add.getByLabel('Time', { exact: true }).fill('18:00');
  await add.getByLabel('Description', { exact: true }).fill('Meet the new team.');
  await add.getByRole('radio', { name: 'Save as draft' }).check();
  await add.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(chairPage, 'Event added to Upcoming Events.')).toBeVisible();
  const drafted = itemIn(chairPage.getByRole('list', { name: 'Upcoming Events' }), welcome);
  await expect(drafted.getByText('Draft', { exact: true })).toBeVisible();
  await chairPage.goto(`/societies/${slug}`);
  await expect(chairPage.getByRole('heading', { level: 1, name: society })).toBeVisible();
  await expect(chairPage.getByText(welcome)).toHaveCount(0);
  await chairPage.goto(`/societies/${slug}/dashboard/team`);

  // The successor is invited as an editor first. The link goes to the successor's mail alone:
  // the chair is told where it went, never shown it.
  await chairPage.getByRole('button', { name: 'Invite to the team' }).click();
  const invite = chairPage.getByRole('dialog', { name: 'Invite to the team' });
  await invite.getByLabel('Name', { exact: true }).fill(successor.name);
  await invite.getByLabel('Email', { exact: true }).fill(successor.email);
  await expectNoAxeViolations(chairPage, 'the invitation dialog');
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(
    chairPage
      .getByRole('status')
      .filter({ hasText: `Invitation made for ${successor.email}.` })
      .first(),
  ).toBeVisible();
  await expect(rowOf(successor.name).getByText('Invited')).toBeVisible();
  await expect(chairPage.getByText('/invite/')).toHaveCount(0);

  // No mail server here: the branch admin reads the invitation in the console's Mail tab and
  // hands the link over.
  await page.goto('/admin/mail');
  await waitForHydration(page);
  const mail = page
    .getByRole('list', { name: 'Mail' })
    .getByRole('listitem')
    .filter({ hasText: successor.email });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  const link = await mail.getByRole('link', { name: /\/invite\// }).getAttribute('href');
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

  const successorPage = await (await browser.newContext()).newPage();
  await successorPage.goto(new URL(String(link)).pathname);
  await waitForHydration(successorPage);
  const password = `incoming chair ${id}`;
  await successorPage.getByLabel('New password', { exact: true }).fill(password);
  await successorPage.getByLabel('Confirm password', { exact: true }).fill(password);
  await successorPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(successorPage).toHaveURL(`/societies/${slug}/dashboard`);
  await expect(successorPage.getByRole('heading', { level: 1, name: society })).toBeVisible();

  // The successor previews the drafted event, publishes it, and visitors see it.
  await successorPage.getByRole('tab', { name: 'Events', exact: true }).click();
  const upcoming = successorPage.getByRole('list', { name: 'Upcoming Events' });
  await itemIn(upcoming, welcome)
    .getByRole('link', { name: named('Preview', welcome) })
    .click();
  await expect(
    successorPage.getByText('Preview: visitors do not see this event until it is published.'),
  ).toBeVisible();
  await expect(successorPage.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await successorPage.getByRole('link', { name: 'Back to Events' }).click();
  await itemIn(upcoming, welcome)
    .getByRole('button', { name: named('Publish…', welcome) })
    .click();
  const publish = successorPage.getByRole('dialog', { name: `Publish: ${welcome}` });
  await expect(publish.getByText('It is a draft: only this dashboard shows it.')).toBeVisible();
  await expectNoAxeViolations(successorPage, 'the Publish dialog');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(successorPage, 'Published: visitors can see it now.')).toBeVisible();
  await expect(itemIn(upcoming, welcome).getByText('Draft', { exact: true })).toHaveCount(0);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/societies/${slug}`);
  await waitForHydration(visitor);
  await visitor
    .locator('#upcoming-events')
    .getByRole('link', { name: welcome, exact: true })
    .click();
  await expect(visitor.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await visitor.context().close();

  // The hand-over: the successor becomes an owner; the chair's own term then ends (yesterday).
  await chairPage.reload();
  await rowOf(successor.name)
    .getByRole('button', { name: named('Change', successor.name) })
    .click();
  let change = chairPage.getByRole('dialog', { name: `${successor.name}: part and term` });
  await change.getByLabel('Part', { exact: true }).selectOption('owner');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(toast(chairPage, `${successor.name}'s part and term are saved.`)).toBeVisible();
  await expect(rowOf(successor.name).getByRole('cell', { name: 'Owner' })).toBeVisible();
  await expect(rowOf(successor.name).getByText('Invited')).toHaveCount(0);

  await rowOf(`Chair ${id}`)
    .getByRole('button', { name: named('Change', `Chair ${id}`) })
    .click();
  change = chairPage.getByRole('dialog', { name: `Chair ${id}: part and term` });
  await change.getByLabel('Term ends on', { exact: true }).fill(yesterday());
  await change.getByRole('button', { name: 'Save' }).click();

  // The term is over: at their very next request the old chair is sent to login; signed in
  // again, they manage nothing.
  await expect(chairPage).toHaveURL(/\/login/);
  await chairPage.goto(`/societies/${slug}/dashboard`);
  await expect(chairPage).toHaveURL(/\/login/);
  await logIn(chairPage, chair);
  await expect(chairPage).toHaveURL('/unauthorized');
  await expect(chairPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  // The successor runs the society now, and sees the old chair's term ended.
  await successorPage.getByRole('tab', { name: 'Team' }).click();
  const theirs = successorPage.getByRole('table', { name: `Team of ${society}` });
  await expect(
    theirs
      .getByRole('row')
      .filter({ has: successorPage.getByRole('rowheader', { name: `Chair ${id}` }) })
      .getByText('Term ended'),
  ).toBeVisible();
  await successorPage.context().close();
  await chairPage.context().close();
});

test('a second organisation invites an existing officer, who joins only by accepting when signed in, then chooses a dashboard', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = suffix();
  const officer = {
    name: `Two Teams ${id}`,
    email: `two-teams-${id}@e2e.example.edu`,
    password: `two teams ${id}`,
  };
  const councilChair = {
    name: `Council Chair ${id}`,
    email: `council-chair-${id}@e2e.example.edu`,
    password: `council chair ${id}`,
  };
  await logIn(page, accounts().branch);
  const society = `Chooser Society ${id}`;
  const council = `Chooser Council ${id}`;
  await organisationWithOwner(page, request, 'society', society, officer);
  const other = await organisationWithOwner(page, request, 'council', council, councilChair);

  // The council's chair invites the society's officer from the Team tab: someone with an
  // account is only invited, and the invitation waits for their answer.
  const chairPage = await (await browser.newContext()).newPage();
  await logIn(chairPage, councilChair);
  await expect(chairPage).toHaveURL(`/councils/${other.slug}/dashboard`);
  await chairPage.getByRole('tab', { name: 'Team' }).click();
  await chairPage.getByRole('button', { name: 'Invite to the team' }).click();
  const invite = chairPage.getByRole('dialog', { name: 'Invite to the team' });
  await invite.getByLabel('Name', { exact: true }).fill(officer.name);
  await invite.getByLabel('Email', { exact: true }).fill(officer.email);
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(
    chairPage
      .getByRole('status')
      .filter({ hasText: `${officer.name} already has an account` })
      .first(),
  ).toBeVisible();
  const waiting = chairPage.getByRole('table', { name: 'Invited, waiting for their answer' });
  await expect(
    waiting
      .getByRole('row')
      .filter({ has: chairPage.getByRole('rowheader', { name: officer.name }) })
      .getByText('Not yet accepted'),
  ).toBeVisible();
  await expectNoAxeViolations(chairPage, 'the Team tab with a waiting invitation');
  await chairPage.context().close();

  // Signed in, the officer is led to the invitation first; the council is not theirs yet.
  const officerPage = await (await browser.newContext()).newPage();
  await logIn(officerPage, officer);
  await expect(officerPage).toHaveURL('/dashboard');
  await expect(
    officerPage.getByRole('heading', { level: 1, name: 'Your invitations' }),
  ).toBeVisible();
  await expectNoAxeViolations(officerPage, 'the invitations at /dashboard');
  await officerPage.goto(`/councils/${other.slug}/dashboard`);
  await expect(officerPage).toHaveURL('/unauthorized');
  await officerPage.goto('/dashboard');
  await officerPage.getByRole('button', { name: `Accept: ${council}` }).click();
  await expect(officerPage).toHaveURL(`/councils/${other.slug}/dashboard`);
  await expect(officerPage.getByRole('heading', { level: 1, name: council })).toBeVisible();

  // On two teams now, they choose at /dashboard, with their part on each.
  await officerPage.goto('/dashboard');
  await expect(
    officerPage.getByRole('heading', { level: 1, name: 'Choose a dashboard' }),
  ).toBeVisible();
  await expect(
    officerPage.getByRole('link', { name: new RegExp(`^${society}\\s*Owner$`) }),
  ).toBeVisible();
  await expectNoAxeViolations(officerPage, 'the dashboard chooser');
  await officerPage.getByRole('link', { name: new RegExp(`^${council}\\s*Editor$`) }).click();
  await expect(officerPage).toHaveURL(`/councils/${other.slug}/dashboard`);
  await expect(officerPage.getByRole('heading', { level: 1, name: council })).toBeVisible();
  await officerPage.context().close();
});
