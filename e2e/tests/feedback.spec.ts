import type { EventReport } from '@chapterhouse/shared';
import type { APIRequestContext } from '@playwright/test';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn } from './console';
import { endedEventWithAttendees } from './ended-events';
import { expect, test, waitForHydration } from './fixtures';

// Issue 29, feedback: once an event has ended, everyone checked in at its door gets one mail with
// a link to two questions (a rating of 1 to 5 and a comment). The page is rendered on the server
// and its form is the browser's own: no account, no script needed.

/**
 * How long the journey waits for the `feedback-requests` job to mail the attendee: the e2e server
 * runs it every 3 seconds (FEEDBACK_REQUESTS_EVERY_SECONDS in playwright.config.ts).
 */
const FEEDBACK_JOB_WAIT = 30_000;

const unique = () => Math.random().toString(36).slice(2, 8);

/** An event of the officer's society that has ended, with one registrant checked in at its door. */
async function endedEventWithAttendee(request: APIRequestContext) {
  const email = `feedback.${unique()}@example.edu`;
  const { event, dashboard, auth } = await endedEventWithAttendees(
    request,
    {
      title: `Feedback Clinic ${unique()}`,
      time: '18:00',
      endTime: '20:00',
      description: 'Tell us how it went.',
    },
    [{ name: 'Feedback Giver', email }],
  );
  return { event, email, reportApi: `${dashboard}/events/${event.id}/report`, auth };
}

test('an unknown feedback link says so, is never kept by a cache and is not indexed', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(answer.text());
  });
  const response = await page.goto(`/feedback/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Feedback link not found' }),
  ).toBeVisible();
  await expect(page.getByText(/This feedback link is not one we sent/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page, 'an unknown feedback link');
  // A public page of islands: no React Router, and nothing of the dashboards (the report, charts).
  await waitForHydration(page);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => /__reactRouterVersion|vTools|Ratings/.test(text))).toEqual([]);
});

test('a registrant answers the feedback form from the mail in the Mail tab', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(FEEDBACK_JOB_WAIT + 90_000);
  const { event, email, reportApi, auth } = await endedEventWithAttendee(request);

  // No mail server here: the branch admin reads the mail in the console's Mail tab.
  const consoleContext = await browser.newContext();
  const admin = await consoleContext.newPage();
  await logIn(admin, accounts().branch);
  await admin.goto('/admin/mail');
  const mail = itemIn(admin.getByRole('list', { name: 'Mail' }), email).filter({
    hasText: `How was ${event.title}?`,
  });
  await expect(async () => {
    await admin.reload();
    await expect(mail).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: FEEDBACK_JOB_WAIT, intervals: [1_000] });
  await mail.getByRole('button', { name: /^Read mail/ }).click();
  const link = await mail.getByRole('link', { name: /\/feedback\// }).getAttribute('href');
  expect(link).toMatch(/\/feedback\/[A-Za-z0-9_-]+$/);
  await consoleContext.close();

  // The registrant, with no account.
  const path = new URL(link as string).pathname;
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: `How was ${event.title}?` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the feedback form');
  await page
    .getByRole('group', { name: 'How would you rate it?' })
    .getByLabel('4 — very good')
    .check();
  await page.getByLabel(/Anything to tell the organisers/).fill('The demos were great.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Thank you for your feedback/);
  await expectNoAxeViolations(page, 'the feedback form, answered');

  // The link answers once.
  await page.goto(path);
  await expect(page.getByText('Thank you — you answered already.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);

  // The answer is in the event's report.
  const report = (await (await request.get(reportApi, { headers: auth })).json()) as EventReport;
  expect(report.feedback).toMatchObject({
    asked: 1,
    answers: 1,
    average: 4,
    distribution: [0, 0, 0, 1, 0],
    comments: [{ rating: 4, comment: 'The demos were great.' }],
  });
});
