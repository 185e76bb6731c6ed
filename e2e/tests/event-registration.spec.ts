import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// A visitor registers for an event on the site: from the landing page's card to the form on the
// event's page, the confirmation with the ticket, and their personal page.

interface EventItem {
  id: number;
  title: string;
  state: 'scheduled' | 'cancelled' | 'postponed';
  capacity: number | null;
  registrations: number;
  registrationMode: 'none' | 'link' | 'site';
  registrationQuestions: unknown[];
}

const TICKET_CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

test('a visitor registers for an upcoming event from the landing page and gets a ticket', async ({
  page,
  request,
}) => {
  // The landing page shows the first six upcoming events; the sample's upcoming events without
  // an outside link take registrations on the site.
  const { items }: { items: EventItem[] } = await (
    await request.get('/api/events?when=upcoming&limit=6')
  ).json();
  const event = items.find(
    (item) =>
      item.registrationMode === 'site' &&
      item.state !== 'cancelled' &&
      item.registrationQuestions.length === 0 &&
      (item.capacity === null || item.registrations < item.capacity),
  );
  if (!event) throw new Error('no upcoming event on the landing page takes registrations here');
  const registered = (count: number) =>
    event.capacity === null ? `${count} registered` : `${count} of ${event.capacity} registered`;

  await page.goto('/');
  await waitForHydration(page);
  const card = page
    .locator('#upcoming-events li')
    .filter({ has: page.getByRole('link', { name: event.title, exact: true }) });
  await expect(card.getByText(registered(event.registrations), { exact: true })).toBeAttached();
  await card.getByRole('link', { name: `Register Now for ${event.title}` }).click();

  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/[a-z0-9-]+#register$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Register' });
  const form = section.getByRole('form', { name: 'Register for this event' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, 'the event page with its registration form');

  // Nothing is sent until the shared schema is satisfied; the errors are tied to their fields.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter your name')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, 'the registration form showing its errors');

  const email = `visitor-${Date.now()}@example.edu`;
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('IEEE member number (optional)').fill('94100001');
  await form.getByRole('button', { name: 'Register' }).click();

  const confirmation = section.getByRole('heading', { name: 'You are registered' });
  await expect(confirmation).toBeFocused();
  await expect(form).toHaveCount(0);
  const code = (await section.getByText(TICKET_CODE).textContent())?.trim() ?? '';
  expect(code).toMatch(TICKET_CODE);
  await expect(section.getByRole('img', { name: `QR code of ticket ${code}` })).toBeVisible();
  await expect(section.getByText(new RegExp(`We sent this to ${email}`))).toBeVisible();
  const personal = section.getByRole('link', { name: /\/registrations\// });
  await expect(personal).toHaveAttribute('href', /^\/registrations\/[\w-]+$/);
  await expectNoAxeViolations(page, 'the registration’s confirmation');

  // Their personal link shows the same registration, ticket and all.
  await personal.click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByRole('link', { name: event.title })).toHaveAttribute(
    'href',
    new RegExp(`^/events/${event.id}/`),
  );
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my registration' })).toBeVisible();
  await expectNoAxeViolations(page, 'the personal registration page');

  // The card counts them: the registration emptied the public cache.
  await page.goto('/');
  await expect(card.getByText(registered(event.registrations + 1), { exact: true })).toBeAttached();
});
