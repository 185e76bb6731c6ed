import type { Event } from '@chapterhouse/shared';
import type { Page } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

// Issue 26: an event with a capacity asks registrants to prove their address. The visitor's
// place is held while they follow the link in their mail (read here in the branch console's
// Mail tab, as the other journeys do); the page it opens confirms only with its button.

test('a visitor registers for an event that asks, follows the mailed link, confirms and holds the place', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const { society, branch } = accounts();
  const otherErrors: string[] = [];

  const session = await request.post('/api/auth/login', {
    data: { email: society.email, password: society.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };
  const title = `Soldering Clinic ${Math.random().toString(36).slice(2, 7)}`;
  // A capacity and no choice: the event asks for confirmation by default.
  const created = await request.post(
    `/api/society-dashboard/society/${organisation.id}/events/upcoming`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        date: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        time: '17:00',
        description: 'Bring a board, leave with a blinking LED.',
        capacity: 8,
        registrationMode: 'site',
      },
    },
  );
  expect(created.status()).toBe(201);
  const event = (await created.json()) as Event & { registrationConfirmEmail: boolean };
  expect(event.registrationConfirmEmail).toBe(true);

  await page.goto(`/events/${event.id}`);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Register' });
  const form = section.getByRole('form', { name: 'Register for this event' });
  const email = `grace-${Date.now()}@example.edu`;
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(section.getByText(/We sent you a link/)).toBeVisible();
  // No personal link on the page: the mail is what proves the address.
  await expect(section.getByRole('link', { name: /\/registrations\// })).toHaveCount(0);

  // The branch admin's Mail tab holds the mail with the link.
  const admin = await browser.newContext().then((context) => context.newPage());
  admin.on('pageerror', (error) => otherErrors.push(error.message));
  await logIn(admin, branch);
  const link = await mailedLink(admin, email, title);

  // Following the link shows the held place; only the button confirms it.
  await page.goto(new URL(link).pathname);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Awaiting confirmation' })).toBeVisible();
  await expect(page.getByText(/A place is held for you until/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your e-mail address is confirmed: the place is yours.',
  );
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  // Opened again later, it stays confirmed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

  await admin.context().close();
  expect(otherErrors, 'page errors of the admin').toEqual([]);
});

/** The personal link in the mail asking `to` to confirm, read in the console's Mail tab. */
async function mailedLink(admin: Page, to: string, title: string): Promise<string> {
  await admin.goto('/admin/mail');
  await waitForHydration(admin);
  const mail = admin
    .getByRole('list', { name: 'Mail' })
    .getByRole('listitem')
    .filter({ hasText: to })
    .filter({ hasText: `Confirm your registration within 30 minutes: ${title}` });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  await expect(mail.getByText(/Confirm your place within 30 minutes/)).toBeVisible();
  const href = await mail
    .getByRole('link', { name: /\/registrations\// })
    .first()
    .getAttribute('href');
  if (!href) throw new Error('no personal link in the mail');
  return href;
}
