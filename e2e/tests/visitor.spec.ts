import { expect, test, waitForHydration } from './fixtures';

interface Summary {
  id: number;
  slug: string;
  name: string;
  description: string;
}

test('a visitor opens the landing page and reaches a society by clicking', async ({
  page,
  request,
}) => {
  const societies: Summary[] = await (await request.get('/api/societies')).json();
  const first = societies[0];
  if (!first) throw new Error('no societies');

  await page.goto('/');
  await expect(page).toHaveTitle(/IEEE Student Branch/);
  await waitForHydration(page);

  // Public pages are islands (decision 008): the link loads the society's page as a document,
  // which is served from the page cache and hydrates its own islands.
  await page.locator('#societies').getByRole('link', { name: first.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/societies/(${first.slug}|${first.id})$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(first.name));
  await waitForHydration(page);
});

interface EventItem {
  id: number;
  title: string;
  status: 'past' | 'upcoming';
  organisation: { kind: 'society' | 'council' | 'branch'; slug: string; name: string };
}

const organisationPathOf = ({ kind, slug }: EventItem['organisation']) =>
  kind === 'branch' ? '/' : `/${kind === 'council' ? 'councils' : 'societies'}/${slug}`;

test('a visitor opens an event from the landing page and goes back to its organisation', async ({
  page,
  request,
}) => {
  const { items } = await (await request.get('/api/events?when=upcoming&limit=1')).json();
  const event: EventItem | undefined = items[0];
  if (!event) throw new Error('no upcoming events');

  await page.goto('/');
  await waitForHydration(page);
  // The card's title is the link to the event's page (its organisation's name is another one).
  await page
    .locator('#upcoming-events')
    .getByRole('link', { name: event.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  expect(await page.title()).toContain(event.title);
  await expect(page.getByText('Upcoming event', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this event' })).toBeVisible();
  await waitForHydration(page);

  // Add to calendar: the event's .ics, and Google's and Outlook's (.com and 365) forms, as links.
  const addToCalendar = page.getByRole('region', { name: 'Add to calendar' });
  const download = addToCalendar.getByRole('link', { name: 'Download .ics' });
  await expect(download).toHaveAttribute('href', `/events/${event.id}/calendar.ics`);
  await expect(addToCalendar.getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  await expect(addToCalendar.getByRole('link', { name: /^Outlook\.com/ })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  await expect(addToCalendar.getByRole('link', { name: /^Outlook 365/ })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.office\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  const ics = await request.get(`/events/${event.id}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain(`UID:event-${event.id}@`);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: event.organisation.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`${organisationPathOf(event.organisation)}$`));
  if (event.organisation.kind !== 'branch') {
    await expect(
      page.getByRole('heading', { level: 1, name: event.organisation.name }),
    ).toBeVisible();
  }
});

test('an event page by id alone or an old slug settles on its address; a past one says so', async ({
  page,
  request,
}) => {
  const { items } = await (await request.get('/api/events?when=past&limit=1')).json();
  const event: EventItem | undefined = items[0];
  if (!event) throw new Error('no past events');

  for (const path of [`/events/${event.id}`, `/events/${event.id}/an-old-title`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/events/${event.id}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  }
  await expect(page.getByText('Past event', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This event has already taken place.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);

  for (const path of ['/events/999999', '/events/0x10', '/events/abc/some-title']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  }
});

test('a visitor reaches a council from the councils list', async ({ page, request }) => {
  const councils: Summary[] = await (await request.get('/api/councils')).json();
  const council = councils[2];
  if (!council) throw new Error('no councils');

  await page.goto('/councils');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: council.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/councils/(${council.slug}|${council.id})$`));
  await expect(page.getByRole('heading', { level: 1, name: council.name })).toBeVisible();
});

test('an unknown page answers 404 with a real page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown society shows the spec text', async ({ page }) => {
  const response = await page.goto('/societies/no-such-society');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Society Not Found')).toBeVisible();
  await expect(page.getByText('The society you are looking for does not exist.')).toBeVisible();
});

test('a visitor goes from a society to all its past events, and pages through the gallery', async ({
  page,
  request,
}) => {
  const [society]: Summary[] = await (await request.get('/api/societies')).json();
  if (!society) throw new Error('no societies');

  await page.goto(`/societies/${society.slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: /See all past events/ }).click();
  await expect(page).toHaveURL(`/societies/${society.slug}/past-events`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${society.name} - Past Events` }),
  ).toBeVisible();

  await page.goto('/gallery');
  await expect(
    page.getByRole('heading', { level: 1, name: 'All Societies - Gallery' }),
  ).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText(/Page 1 of \d+/)).toBeVisible();
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/gallery\?page=2$/);
  await expect(pagination.getByText(/Page 2 of \d+/)).toBeVisible();
});

test("a visitor follows a council's 'See all' links to each of its lists and back", async ({
  page,
  request,
}) => {
  const councils: Summary[] = await (await request.get('/api/councils')).json();
  const council = councils[1];
  if (!council) throw new Error('no councils');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lists = [
    { path: 'past-events', title: 'Past Events' },
    { path: 'upcoming-events', title: 'Upcoming Events' },
    { path: 'achievements', title: 'Achievements' },
    { path: 'gallery', title: 'Gallery' },
  ];

  await page.goto(`/councils/${council.slug}`);
  await waitForHydration(page);
  for (const list of lists) {
    await expect(page.getByRole('heading', { level: 1, name: council.name })).toBeVisible();
    const seeAll = page.getByRole('link', {
      name: new RegExp(`^See all ${list.title.toLowerCase()} \\(\\d+\\)$`),
    });
    const total = Number(/\((\d+)\)/.exec((await seeAll.textContent()) ?? '')?.[1]);
    await seeAll.click();

    await expect(page).toHaveURL(`/councils/${council.slug}/${list.path}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${council.name} - ${list.title}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${literal(council.name)} - ${list.title}`));
    // The page lists as many as the link promised.
    expect(total).toBeGreaterThan(0);
    await expect(page.getByRole('main')).toContainText(
      `${total} ${total === 1 ? 'item' : 'items'}`,
    );
    await expect(page.getByText(/Society not found/i)).toHaveCount(0);

    await page.getByRole('link', { name: new RegExp(`Back to ${literal(council.name)}$`) }).click();
    await expect(page).toHaveURL(`/councils/${council.slug}`);
  }
});

test('an unknown council shows the spec text, on its page and on its lists', async ({ page }) => {
  for (const path of ['/councils/no-such-council', '/councils/no-such-council/gallery']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Council not found.', { exact: true })).toBeVisible();
    await expect(page.getByText(/Society not found/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All Councils' })).toBeVisible();
  }
});
