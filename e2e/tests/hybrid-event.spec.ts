import type { Event, Registration, RegistrationCreated } from '@chapterhouse/shared';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { toast } from './console';
import { asAnotherVisitor, expect, test, waitForHydration } from './fixtures';

// Issue 48, item 7: a hybrid event's places in the room and online. An officer adds one with a
// place in the room and two online; a visitor registers in the room from its page, someone else
// waits for the room; the visitor moves online from their own page, and the one waiting takes
// the room's place. The desk shows who attends how.

const unique = () => Math.random().toString(36).slice(2, 8);

test('a registrant of a hybrid event moves online, and the room’s place goes to the next in line', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { society } = accounts();
  const title = `Antenna Lab Hybrid ${unique()}`;
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  // The officer adds it from the dashboard's form: one place in the room, two online.
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Upcoming Event' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByLabel('Time', { exact: true }).fill('18:00');
  await dialog.getByLabel('Location', { exact: true }).fill('Faraday Hall');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Measure a Yagi, here or from home.');
  await dialog.getByRole('radio', { name: 'Hybrid (in person and online)' }).check();
  await dialog.getByLabel('Places in the room').fill('1');
  await dialog.getByLabel('Online places').fill('2');
  await dialog.getByLabel('Meeting link').fill(`https://meet.example.com/${unique()}`);
  // Registrants confirm nothing by mail here: the journey is about places.
  await dialog.getByRole('checkbox', { name: /Require e-mail confirmation/ }).uncheck();
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(page, 'Event added to Upcoming Events.')).toBeVisible();

  const listed = (await (
    await request.get(`/api/events?when=upcoming&org=${society.org}&limit=50`)
  ).json()) as { items: Event[] };
  const event = listed.items.find((each) => each.title === title);
  if (!event) throw new Error(`${title} is not listed`);
  expect(event).toMatchObject({ attendanceMode: 'hybrid', capacity: 1, onlineCapacity: 2 });

  // A visitor registers in the room from the event's page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/events/${event.id}`);
  await waitForHydration(visitor);
  await expect(visitor.getByText('In the room: 1 of 1; online: 2 of 2')).toBeVisible();
  const section = visitor.getByRole('region', { name: 'Register' });
  const form = section.getByRole('form', { name: 'Register for this event' });
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Email').fill(`meera.${unique()}@example.edu`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Choose how you will attend: in the room or online')).toBeVisible();
  await form.getByRole('group', { name: 'How will you attend?' }).getByLabel('In the room').check();
  await expectNoAxeViolations(visitor, 'a hybrid event’s registration form');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(
    visitor.getByText('In the room: none, join the waiting list; online: 2 of 2'),
  ).toBeVisible();

  // Someone else waits for the room.
  const waiting = await request.post(`/api/events/${event.id}/registrations`, {
    headers: asAnotherVisitor(),
    data: { name: 'Arjun Rao', email: `arjun.${unique()}@example.edu`, attendance: 'in-person' },
  });
  expect(waiting.status()).toBe(201);
  const arjun = (await waiting.json()) as RegistrationCreated;
  expect(arjun.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

  // The visitor moves online from their own page.
  await section.getByRole('link', { name: /\/registrations\// }).click();
  await waitForHydration(visitor);
  const attending = visitor.getByRole('region', { name: 'How you attend' });
  await expect(attending.getByText(/You attend in the room\./)).toBeVisible();
  await expectNoAxeViolations(visitor, 'a hybrid event’s personal page');
  await attending.getByRole('button', { name: 'Attend online instead' }).click();
  await expect(attending.getByRole('status')).toHaveText('You now attend online.');
  await expect(attending.getByText(/You attend online\./)).toBeVisible();
  // The room's place went to Arjun: nothing left to switch back to.
  await expect(
    attending.getByText('There are no places left in the room to switch to.'),
  ).toBeVisible();
  await visitorContext.close();
  const promoted = (await (
    await request.get(`/api/registrations/${arjun.token}`)
  ).json()) as Registration;
  expect(promoted).toMatchObject({ status: 'confirmed', attendance: 'in-person' });

  // The desk shows who attends how.
  await page.goto(`/societies/${society.org}/dashboard/events/${event.id}/registrations`);
  await expect(page.getByText(/2 confirmed: 1 of 1 in the room, 1 of 2 online/)).toBeVisible();
  const meera = page.getByRole('row').filter({ hasText: 'Meera Nair' });
  await expect(meera.getByText('Online', { exact: true })).toBeVisible();
  const arjunRow = page.getByRole('row').filter({ hasText: 'Arjun Rao' });
  await expect(arjunRow.getByText('In the room', { exact: true })).toBeVisible();
});
