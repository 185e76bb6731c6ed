import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn, named, openTab, toast } from './console';
import { expect, test, waitForHydration } from './fixtures';

// Issue 7 in the branch console: what visitors send (contact messages; the newsletter has its own
// journeys in newsletter.spec.ts), what the site mails (no mail server in these journeys: mail is
// only recorded, and read in the Mail tab), and self-service password resets. Tests run in
// parallel against one server, so what they create carries a random suffix.

const suffix = () => Math.random().toString(36).slice(2, 8);

const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 24 hours.';

test('a visitor sends a contact message and the branch admin reads it in the console and marks it handled', async ({
  page,
  browser,
}) => {
  const id = suffix();
  const visitor = { name: `Visitor ${id}`, email: `visitor-${id}@example.edu` };
  const text = `Hello! Can first-year students (${id}) join the robotics workshop next month?`;

  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto('/#contact');
  await waitForHydration(visitorPage);
  const form = visitorPage.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitorPage.getByText('Message sent successfully!')).toBeVisible();
  await visitorContext.close();

  await logIn(page, accounts().branch);
  await expect(page).toHaveURL('/admin');
  // The tab counts what nobody has handled yet.
  const messagesTab = page.getByRole('tab', { name: /^Messages \d+ unhandled$/ });
  await expect(messagesTab).toBeVisible();
  await openTab(page, 'Messages');
  await expect(page).toHaveURL('/admin/messages');
  const list = page.getByRole('list', { name: 'Messages' });
  const message = itemIn(list, visitor.name);
  await expect(message.getByRole('heading', { level: 3 })).toHaveText(`${visitor.name}Unhandled`);
  await expect(message.getByRole('link', { name: visitor.email })).toHaveAttribute(
    'href',
    `mailto:${visitor.email}`,
  );
  await message
    .getByRole('button', { name: named('Read message', `message from ${visitor.name}`) })
    .click();
  await expect(message.getByText(text)).toBeVisible();
  await expect(message.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${visitor.email}\\?subject=`),
  );

  const before = Number((await messagesTab.textContent())?.match(/(\d+)/)?.[1]);
  await message
    .getByRole('button', { name: named('Mark handled', `message from ${visitor.name}`) })
    .click();
  await expect(toast(page, `Message from ${visitor.name} marked handled.`)).toBeVisible();
  await expect(message.getByRole('heading', { level: 3 })).toHaveText(`${visitor.name}Handled`);
  // Others may send messages meanwhile; this one no longer counts.
  await page.getByLabel('Show').selectOption('unhandled');
  await expect(page).toHaveURL('/admin/messages?status=unhandled');
  await expect(itemIn(list, visitor.name)).toHaveCount(0);
  expect(before).toBeGreaterThan(0);
});

test('forgot password: the same answer for any address; the reset mail waits in the Mail tab and its link sets a new password', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = suffix();
  const person = { name: `Reset Tester ${id}`, email: `reset-${id}@e2e.example.edu` };

  // An account of its own (the shared ones keep their passwords), made through the console's API.
  await logIn(page, accounts().branch);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const auth = { authorization: `Bearer ${token}` };
  const organisations: { id: number; slug: string }[] = await (
    await request.get('/api/admin/organisations', { headers: auth })
  ).json();
  const society = organisations.find((organisation) => organisation.slug === 'computer-society');
  const invitation = await request.post('/api/admin/accounts/invitations', {
    headers: auth,
    data: {
      name: person.name,
      email: person.email,
      role: 'SOCIETY_ADMIN',
      organisationId: society?.id,
    },
  });
  expect(invitation.status()).toBe(201);
  const { path } = (await invitation.json()) as { path: string };
  const firstPassword = `first password ${id}`;
  const accepted = await request.post(`/api/auth/links/${path.split('/').at(-1)}`, {
    data: { password: firstPassword },
  });
  expect(accepted.status()).toBe(200);

  // Somebody who forgot their password, in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/login');
  await waitForHydration(visitor);
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL('/forgot-password');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(visitor.getByText(/Mail tab of the branch console/)).toBeVisible();
  await expectNoAxeViolations(visitor, '/forgot-password');

  const email = visitor.getByLabel('Email');
  await email.fill(`nobody-${id}@e2e.example.edu`);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
  const unknownAnswer = await visitor.getByRole('status').textContent();

  await visitor.reload();
  await waitForHydration(visitor);
  await visitor.getByLabel('Email').fill(person.email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
  expect(await visitor.getByRole('status').textContent()).toBe(unknownAnswer);

  // No mail server here: the branch admin reads the mail in the console.
  await page.goto('/admin/mail');
  await expect(page.getByText(/Mail is not set up for this site/)).toBeVisible();
  const mail = itemIn(page.getByRole('list', { name: 'Mail' }), person.email).filter({
    hasText: 'Password reset',
  });
  await expect(mail.getByRole('heading', { level: 3 })).toContainText('Choose a new password');
  await expect(mail.getByText('Recorded only')).toBeVisible();
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  const link = await mail.getByRole('link', { name: /\/reset-password\// }).getAttribute('href');
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]+$/);
  // Nothing went to the unknown address.
  await expect(
    itemIn(page.getByRole('list', { name: 'Mail' }), `nobody-${id}@e2e.example.edu`),
  ).toHaveCount(0);

  await visitor.goto(new URL(link as string).pathname);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await waitForHydration(visitor);
  const newPassword = `second password ${id}`;
  await visitor.getByLabel('New password', { exact: true }).fill(newPassword);
  await visitor.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await visitor.getByRole('button', { name: /^Set password/ }).click();
  await expect(visitor).toHaveURL('/societies/computer-society/dashboard');

  // The new password works; the old one no longer does.
  const login = await request.post('/api/auth/login', {
    data: { email: person.email, password: newPassword },
  });
  expect(login.status()).toBe(200);
  const old = await request.post('/api/auth/login', {
    data: { email: person.email, password: firstPassword },
  });
  expect(old.status()).toBe(401);
  await context.close();
});

test("the console's new tabs and their dialogs have no WCAG A/AA violations", async ({ page }) => {
  test.slow();
  await logIn(page, accounts().branch);
  await expect(page.getByRole('heading', { level: 1, name: 'Branch console' })).toBeVisible();
  for (const tab of ['Messages', 'Newsletter', 'Notifications', 'Mail', 'Activity']) {
    await openTab(page, tab);
    // The Newsletter tab has several sections (issues, proposals, digest, subscribers).
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the ${tab} tab`);
  }
  await openTab(page, 'Notifications');
  await page.getByRole('button', { name: 'Publish notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish notification' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await expectNoAxeViolations(page, 'the Publish notification dialog with its errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The Mail tab with a mail open; the Activity tab with a change's details.
  await openTab(page, 'Mail');
  const firstMail = page.getByRole('list', { name: 'Mail' }).getByRole('listitem').first();
  if ((await firstMail.count()) > 0) {
    await firstMail.getByRole('button', { name: /^Read mail/ }).click();
    await expectNoAxeViolations(page, 'the Mail tab with a mail open');
  }
});
