import { MONTH_NAMES } from '@chapterhouse/shared/date-wording';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addSocietyEvent } from './society-events';

// The month view of the events lists (issue 48, item 8): a visitor switches `/upcoming-events` to
// Month, moves on a month with the keyboard alone, and opens an event from the calendar.

/** `2027-01` as `January 2027`. */
const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const monthAfter = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** Today's month on the branch's calendar, as the server reads it. */
async function currentMonth(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/events/between');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { today: string }).today.slice(0, 7);
}

/** Publishes an event of computer-society on `date`, through the dashboard's API. */
async function addEvent(request: APIRequestContext, title: string, date: string): Promise<number> {
  const { event } = await addSocietyEvent(request, {
    title,
    date,
    time: '17:30',
    description: 'On the month’s calendar.',
  });
  return event.id;
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

test('a visitor sees the upcoming events as a month, moves on a month by keyboard and opens an event', async ({
  page,
  request,
}) => {
  const current = await currentMonth(request);
  const next = monthAfter(current);
  const title = `Month view evening ${Math.random().toString(36).slice(2, 8)}`;
  const id = await addEvent(request, title, `${next}-10`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/upcoming-events');
  const views = page.getByRole('navigation', { name: 'Show events as' });
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Month' }).click();

  await expect(page).toHaveURL(/\/upcoming-events\?view=month$/);
  await expect(page.getByRole('heading', { level: 2, name: monthName(current) })).toBeVisible();
  const thisMonth = page.getByRole('table', {
    name: new RegExp(`^Events in ${monthName(current)}`),
  });
  await expect(thisMonth).toBeVisible();
  await expect(thisMonth.getByRole('columnheader')).toHaveCount(7);
  await expect(thisMonth.locator('[aria-current="date"]')).toHaveCount(1);

  // From the view switch, Tab on to the next month's link, and follow it with Enter.
  await views.getByRole('link', { name: 'Month' }).focus();
  const nextLink = page
    .getByRole('navigation', { name: 'Months' })
    .getByRole('link', { name: `Next month: ${monthName(next)}` });
  await tabTo(page, nextLink);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`\\?view=month&month=${next}$`));
  const nextMonth = page.getByRole('table', { name: new RegExp(`^Events in ${monthName(next)}`) });
  await expect(nextMonth).toBeVisible();
  const eventLink = nextMonth.getByRole('link', { name: `17:30 ${title}` });
  await expect(eventLink).toBeVisible();
  // Its day is headed with the day's name and how many events it has.
  const dayHeading = nextMonth.getByRole('heading', { name: /^\w+ 10 \w+: \d+ events?$/ });
  await expect(dayHeading).toBeVisible();

  // A phone sees the same month as an agenda of the days with events, the table hidden.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nextMonth).toBeHidden();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // On from the month's links to the event, by keyboard again; Enter opens its page.
  await tabTo(page, eventLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${id}/`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a month beyond the calendar’s reach is a page not found', async ({ page }) => {
  const answer = await page.goto('/upcoming-events?view=month&month=2999-01');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
