import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, accounts, sampleEventIds } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

// Every server-rendered form works before its script has loaded, and without script at all
// (issue 26, item 1): the route's action makes the script's API call and answers with the page
// showing the result, never an error page. The first journeys send each form with JavaScript
// off; the last ones press the buttons while the page's scripts are held back.

const HANDOFF_COOKIE = 'chapterhouse-signin';
const SOMETHING_WENT_WRONG = /Something went wrong/i;
const NEWSLETTER_CHECK_INBOX =
  'Almost done: we sent you an e-mail. Follow its link to confirm your subscription.';

const unique = () => Math.random().toString(36).slice(2, 8);

async function fillSignIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A browser context with the cookies of `from`, and JavaScript on: the same browser, later. */
async function withScripts(browser: Browser, from: BrowserContext): Promise<BrowserContext> {
  // The test's own options (JavaScript off) would otherwise carry over to the new context.
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: true,
    storageState: await from.storageState(),
  });
}

/** Fails the journey on the console errors of a page the fixtures do not watch. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The `nth` upcoming event taking registrations on this site, open, with places and no
 * questions (journeys running side by side each take their own).
 */
async function openEventPath(request: APIRequestContext, nth: number): Promise<string> {
  let found = 0;
  const list = await request.get('/api/events?status=upcoming&limit=100');
  const { items } = (await list.json()) as {
    items: Array<{
      id: number;
      registrationMode: string;
      state: string;
      capacity: number | null;
      registrations: number;
    }>;
  };
  // Only the sample's: another journey adds an event that takes registrations and moves it to
  // Past Events before it ends (event-journey.spec.ts), possibly between this list and the page.
  const sample = sampleEventIds();
  for (const event of items) {
    if (!sample.has(event.id)) continue;
    if (event.registrationMode !== 'site' || event.state !== 'scheduled') continue;
    if (event.capacity === null || event.registrations + 2 >= event.capacity) continue;
    const detail = (await (await request.get(`/api/events/${event.id}`)).json()) as {
      registrationQuestions: unknown[];
      registrationApproval: boolean;
      registrationConfirmEmail: boolean;
      registrationClosesAt: string | null;
    };
    const open =
      detail.registrationClosesAt === null || Date.parse(detail.registrationClosesAt) > Date.now();
    // Not one that asks for the address to be confirmed (other journeys add such events): its
    // answer is "Check your e-mail" (address-confirmation.spec.ts walks that one).
    const plain =
      !detail.registrationApproval &&
      !detail.registrationConfirmEmail &&
      detail.registrationQuestions.length === 0;
    if (open && plain) {
      if (found++ < nth) continue;
      const page = await request.get(`/events/${event.id}`, { maxRedirects: 0 });
      return page.headers().location ?? `/events/${event.id}`;
    }
  }
  throw new Error('The sample has no open event taking registrations here');
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the branch admin signs in, lands on the console, and is signed in once scripts run', async ({
    page,
    context,
    browser,
  }) => {
    const { branch } = accounts();
    await page.goto('/login');
    await fillSignIn(page, branch);

    await expect(page).toHaveURL('/admin');
    // The console's loading screen (its <noscript> line, which asks for JavaScript, shows in a
    // browser without script but not under Playwright's switch, which leaves <noscript> unparsed).
    await expect(page.getByRole('status')).toHaveText('Initializing...');
    await expect(page.getByText(SOMETHING_WENT_WRONG)).toHaveCount(0);
    const cookies = await context.cookies();
    const handoff = cookies.find((cookie) => cookie.name === HANDOFF_COOKIE);
    expect(handoff?.sameSite).toBe('Strict');

    // The same browser with scripts on: the console opens signed in, the token where the
    // JavaScript sign-in keeps it and the cookie gone.
    const later = await withScripts(browser, context);
    try {
      const console = await later.newPage();
      const errors = watchConsole(console);
      await console.goto('/admin');
      await expect(
        console.getByRole('heading', { level: 1, name: 'Branch console' }),
      ).toBeVisible();
      expect(await console.evaluate(() => localStorage.getItem('authToken'))).toBe(handoff?.value);
      expect((await later.cookies()).map((cookie) => cookie.name)).not.toContain(HANDOFF_COOKIE);
      expect(errors).toEqual([]);
    } finally {
      await later.close();
    }
  });

  test('a council admin is refused a wrong password, then returns to the page that sent them', async ({
    page,
    expectedFailures,
  }) => {
    const { council } = accounts();
    expectedFailures.push({ status: 401, path: '/login' });
    const dashboard = `/councils/${council.org}/dashboard`;
    await page.goto(`/login?redirectTo=${encodeURIComponent(dashboard)}`);
    await fillSignIn(page, { ...council, password: 'not-the-password' });

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(council.email);
    await expect(page.getByText(SOMETHING_WENT_WRONG)).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill(council.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(dashboard);
  });

  test('an admin asks for a password reset link', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(`nobody-${unique()}@example.edu`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses that address');
  });

  test('an invited officer sets a password through the link and lands on their dashboard', async ({
    page,
    request,
  }) => {
    const { branch, society } = accounts();
    const session = await request.post('/api/auth/login', {
      data: { email: branch.email, password: branch.password },
    });
    const { token } = (await session.json()) as { token: string };
    const { id } = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
      id: number;
    };
    const invited = await request.post('/api/admin/accounts/invitations', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        email: `officer-${unique()}@example.edu`,
        name: 'Invited Officer',
        role: 'SOCIETY_ADMIN',
        organisationId: id,
      },
    });
    expect(invited.status()).toBe(201);
    const { path } = (await invited.json()) as { path: string };

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await page.getByLabel('New password').fill('correct horse battery staple');
    await page.getByLabel('Confirm password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(`/societies/${society.org}/dashboard`);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain(HANDOFF_COOKIE);
  });

  test('a visitor sends the contact form: errors beside the fields, then the message sent', async ({
    page,
    expectedFailures,
  }) => {
    expectedFailures.push({ status: 400, path: '/contact' });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@');
    await form.getByLabel('Message').fill('May I visit the lab?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL('/contact');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Message')).toHaveValue('May I visit the lab?');

    await form.getByLabel('Email').fill('ada@example.edu');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  });

  test("a visitor subscribes in the footer, and follows a society from its page's Follow button", async ({
    page,
  }) => {
    const { society } = accounts();
    await page.goto('/');
    const footer = page.getByRole('form', { name: 'Newsletter' });
    await footer.getByLabel('Get our newsletter').fill(`reader-${unique()}@example.edu`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/follow');
    await expect(page.getByRole('status')).toHaveText(NEWSLETTER_CHECK_INBOX);

    await page.goto(`/societies/${society.org}`);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    // The Follow button: a native disclosure, open without script.
    await page.getByText(`Follow ${name}`, { exact: true }).click();
    const follow = page.getByRole('form', { name: `Follow ${name}` });
    await follow.getByLabel('Your e-mail address').fill(`fan-${unique()}@example.edu`);
    await follow.getByRole('button', { name: 'Follow' }).click();
    await expect(page).toHaveURL('/follow');
    await expect(page.getByRole('status')).toHaveText(NEWSLETTER_CHECK_INBOX);
    await expect(page.getByRole('link', { name: /Back to the page you were on/ })).toHaveAttribute(
      'href',
      `/societies/${society.org}`,
    );
  });

  test('a visitor registers for an event', async ({ page, request }) => {
    const path = await openEventPath(request, 0);
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Register for this event' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill(`grace-${unique()}@example.edu`);
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
    await expect(page.getByText(/We sent this to grace-/)).toBeVisible();
    await expect(page.getByText(SOMETHING_WENT_WRONG)).toHaveCount(0);
  });
});

test.describe('with the page scripts held back', () => {
  /**
   * Holds every script of the site, as a slow phone receives them, until `release()`: the
   * press below certainly comes before any script, and nothing waits longer than it must.
   */
  async function holdScripts(page: Page): Promise<{ release: () => void }> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      // The page may have moved on meanwhile: the request is gone then.
      await route.continue().catch(() => undefined);
    });
    return { release };
  }

  for (const role of ['branch', 'society'] as const) {
    test(`a ${role} admin pressing Sign In before the script loaded is signed in on the right page`, async ({
      page,
    }) => {
      const account = accounts()[role];
      const landing =
        role === 'branch' ? '/admin' : `/societies/${accounts().society.org}/dashboard`;
      const scripts = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      // Not hydrated yet: the press below is the browser's own form submission.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      await fillSignIn(page, account);

      await expect(page).toHaveURL(landing);
      await expect(page.getByText(SOMETHING_WENT_WRONG)).toHaveCount(0);
      // Once the held scripts arrive, the dashboard opens signed in.
      scripts.release();
      await expect(
        page.getByText('Admin Dashboard').or(page.getByText('Branch console')),
      ).toBeVisible({
        timeout: 20_000,
      });
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    });
  }
});

test('after registering, the event page shows the new places left and where the visitor stands, without a reload', async ({
  page,
  request,
}) => {
  const path = await openEventPath(request, 1);
  await page.goto(path);
  // Sent by the hydrated form: a press before that is the browser's own submission, a new page
  // (the journeys above).
  await waitForHydration(page);
  const details = page.getByRole('complementary', { name: 'Event details' });
  // The counts as the page shows them (its cached copy may be a little behind the API's).
  const shown = (await details.getByText(/^\d+ of \d+ registered$/).textContent()) ?? '';
  const [registeredBefore, capacity] = (shown.match(/\d+/g) ?? []).map(Number);
  if (registeredBefore === undefined || capacity === undefined) throw new Error(shown);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const form = page.getByRole('form', { name: 'Register for this event' });
  await form.getByLabel('Name').fill('Katherine Johnson');
  await form.getByLabel('Email').fill(`katherine-${unique()}@example.edu`);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  const registered = registeredBefore + 1;
  await expect(details.getByText(`${registered} of ${capacity} registered`)).toBeVisible();
  await expect(
    details.getByText(`${capacity - registered} of ${capacity}`, { exact: true }),
  ).toBeVisible();
  await expect(details.getByRole('link', { name: 'You are registered' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
