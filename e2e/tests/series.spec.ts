import type {
  DashboardEvent,
  Registration,
  RegistrationCreated,
  Series,
} from '@chapterhouse/shared';
import { longDay } from '@chapterhouse/shared/date-wording';
import ICAL from 'ical.js';
import { accounts, logIn } from './accounts';
import { branchWallClock } from './branch-clock';
import { itemIn, toast } from './console';
import { asAnotherVisitor, expect, test, waitForHydration } from './fixtures';
import { societyDashboardApi } from './society-events';

// Issue 48, series: an officer adds a weekly series of ten sessions from the event form, leaves
// one out on the series' page and moves another; a visitor registers once for the whole series
// and cancels one session; the society's calendar, read as a calendar program reads it (ical.js),
// gives the very instants the series' page lists.

const unique = () => Math.random().toString(36).slice(2, 8);

/** `2026-12-16`, `days` after `date`. */
const plusDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

test('a weekly series: made, changed, registered for and read by a calendar program', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { society } = accounts();
  const title = `Coding Club ${unique()}`;
  // The first Wednesday at least a week ahead on the branch's calendar.
  const today = (await branchWallClock(request, Date.now())).slice(0, 10);
  let first = plusDays(today, 7);
  while (new Date(`${first}T00:00:00Z`).getUTCDay() !== 3) first = plusDays(first, 1);

  // The officer adds it from the event form: weekly, ten sessions, registered for once.
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Upcoming Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Upcoming Event' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Date', { exact: true }).fill(first);
  await dialog.getByLabel('Time', { exact: true }).fill('18:00');
  await dialog.getByLabel('End time', { exact: true }).fill('19:30');
  await dialog.getByLabel('Description', { exact: true }).fill('Bring a laptop.');
  await dialog.getByLabel('Location', { exact: true }).fill('Lab 3');
  const repeats = dialog.getByRole('group', { name: 'Repeats' });
  await repeats.getByRole('radio', { name: 'Weekly', exact: true }).check();
  await repeats.getByRole('radio', { name: 'After a number of sessions' }).check();
  await repeats.getByRole('spinbutton', { name: 'Number of sessions' }).fill('10');
  await repeats.getByRole('radio', { name: 'Once for the whole series' }).check();
  await expect(repeats).toContainText('Every Wednesday, 18:00 to 19:30, 10 sessions');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(
    toast(
      page,
      `Series “${title}” added: Every Wednesday, 18:00 to 19:30, 10 sessions. Its sessions are in Upcoming Events.`,
    ),
  ).toBeVisible();

  // The series' page in the dashboard: ten sessions; the third is left out (a holiday).
  const upcoming = page.getByRole('list', { name: 'Upcoming Events' });
  await itemIn(upcoming, title)
    .first()
    .getByRole('link', { name: /Every Wednesday, 18:00 to 19:30, 10 sessions/ })
    .click();
  const sessions = page.getByRole('list', { name: `Sessions of ${title}` });
  await expect(sessions.getByRole('listitem')).toHaveCount(10);
  const third = plusDays(first, 14);
  await sessions
    .getByRole('button', { name: new RegExp(`^Leave out ?: session of ${longDay(third)}$`) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave out' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(9);

  // The fifth moves a day later, at 19:00 ("this session", as the edit form asks).
  const api = await societyDashboardApi(request);
  const listed = (await (
    await request.get(`${api.dashboard}/events/upcoming?limit=100`, { headers: api.auth })
  ).json()) as { items: DashboardEvent[] };
  const fifth = listed.items.find(
    (event) => event.title === title && event.date === plusDays(first, 28),
  );
  if (!fifth) throw new Error('the fifth session is not listed');
  const { id: _id, version, ...fields } = fifth;
  const moved = await request.put(`${api.dashboard}/events/upcoming/${fifth.id}`, {
    headers: api.auth,
    data: {
      title,
      date: plusDays(first, 29),
      time: '19:00',
      endTime: '20:30',
      description: fields.description,
      location: fields.location,
      registrationMode: 'site',
      version,
      seriesScope: 'this',
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const seriesId = fifth.series?.id;

  // A visitor sees the series' page: nine sessions, the moved one marked.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/series/${seriesId}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Every Wednesday, 18:00 to 19:30, 10 sessions')).toBeVisible();
  const series = (await (await request.get(`/api/series/${seriesId}`)).json()) as Series;
  expect(series.sessions).toHaveLength(9);

  // Ada registers on the first session's page: once, for every session.
  const firstSession = series.sessions[0];
  await visitor.goto(`/events/${firstSession?.eventId}`);
  await expect(visitor.getByText(/Registering registers you for every session/)).toBeVisible();
  const email = `ada.${unique()}@example.edu`;
  const registered = await request.post(`/api/events/${firstSession?.eventId}/registrations`, {
    headers: asAnotherVisitor(),
    data: { name: 'Ada Lovelace', email },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as RegistrationCreated;

  // On her registration page she cancels the second session; the others stand.
  await visitor.goto(`/registrations/${token}`);
  await waitForHydration(visitor);
  const mine = visitor.getByRole('region', { name: `Your sessions of ${title}` });
  await expect(mine.getByRole('listitem')).toHaveCount(9);
  await mine
    .getByRole('button', { name: /^Cancel this session/ })
    .nth(1)
    .click();
  await visitor.getByRole('dialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /cancelled/i })).toBeVisible();
  const after = (await (await request.get(`/api/registrations/${token}`)).json()) as Registration;
  expect(after.wholeSeries?.sessions.map((session) => session.status)).toEqual([
    'confirmed',
    'cancelled',
    ...Array(7).fill('confirmed'),
  ]);

  // The society's calendar: the series once, expanded by ical.js to the instants listed.
  const feed = await (await request.get(`/societies/${society.org}/calendar.ics`)).text();
  const calendar = new ICAL.Component(ICAL.parse(feed));
  const entries = calendar
    .getAllSubcomponents('vevent')
    .filter((entry) =>
      String(entry.getFirstPropertyValue('uid')).startsWith(`series-${seriesId}@`),
    );
  const master = entries.find((entry) => !entry.hasProperty('recurrence-id'));
  if (!master) throw new Error('the series is not in the calendar');
  const event = new ICAL.Event(master, {
    exceptions: entries.filter((entry) => entry.hasProperty('recurrence-id')),
  });
  const iterator = event.iterator();
  const expanded: string[] = [];
  for (let next = iterator.next(); next && expanded.length < 20; next = iterator.next()) {
    const start = event.getOccurrenceDetails(next).startDate;
    expanded.push(start.toString().slice(0, 16));
  }
  expect(expanded).toEqual(
    series.sessions.map((session) => `${session.date}T${session.startTime}`),
  );
  expect(expanded).toHaveLength(9);
  expect(expanded[3]).toBe(`${plusDays(first, 29)}T19:00`);
  await visitorContext.close();

  // Off the lists again, where other journeys count their own events: Ada cancels the rest and
  // the officer deletes the series (its upcoming sessions go with it).
  const cancelled = await request.post(`/api/registrations/${token}/cancel-series`);
  expect(cancelled.status()).toBe(200);
  const deleted = await request.delete(`${api.dashboard}/series/${seriesId}`, {
    headers: api.auth,
  });
  expect(deleted.status(), await deleted.text()).toBe(204);
});
