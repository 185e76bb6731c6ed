import type { Page } from '@playwright/test';
import { accounts, logInThroughForm, submitLogin } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

const ACCESS_DENIED =
  "You don't have permission to access this page. Please make sure you're logged in with the correct account.";

async function nameOf(page: Page, collection: 'societies' | 'councils', slug: string) {
  const response = await page.request.get(`/api/${collection}/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }).name;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

test('a society admin signs in and lands on their dashboard', async ({ page }) => {
  const { society } = accounts();
  const name = await nameOf(page, 'societies', society.org);

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await submitLogin(page, society);

  await expect(page).toHaveURL(`/societies/${society.org}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Public Page' })).toHaveAttribute(
    'href',
    `/societies/${society.org}`,
  );
  await expect(page).toHaveTitle(/^Dashboard/);
  expect(await storedToken(page)).toBeTruthy();
});

test('a council admin lands on their council dashboard', async ({ page }) => {
  const { council } = accounts();
  const name = await nameOf(page, 'councils', council.org);
  await logInThroughForm(page, council);
  await expect(page).toHaveURL(`/councils/${council.org}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toBeVisible();

  // /dashboard, and the /dashboard/{id} shortcut, lead an organisation admin to the same place.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/councils/${council.org}/dashboard`);
  await page.goto(`/dashboard/${council.org}`);
  await expect(page).toHaveURL(`/councils/${council.org}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a society admin typing another society's dashboard lands on Access Denied", async ({
  page,
  expectedFailures,
}) => {
  const { society, otherSociety } = accounts();
  expectedFailures.push({
    status: 403,
    path: `/api/society-dashboard/society/${otherSociety.org}`,
  });
  await logInThroughForm(page, society);
  await expect(page).toHaveURL(`/societies/${society.org}/dashboard`);

  await page.goto(`/societies/${otherSociety.org}/dashboard`);
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  // Refused, not signed out.
  expect(await storedToken(page)).toBeTruthy();
});

test('a visitor opening a council dashboard signs in and returns to it', async ({ page }) => {
  const { council } = accounts();
  const dashboard = `/councils/${council.org}/dashboard`;
  await page.goto(dashboard);
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(dashboard)}`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await submitLogin(page, council);
  await expect(page).toHaveURL(dashboard);
  await expect(
    page.getByRole('heading', { level: 1, name: await nameOf(page, 'councils', council.org) }),
  ).toBeVisible();
});

test('logout ends the session: token gone, revoked on the server, Login back in the header', async ({
  page,
}) => {
  const { society } = accounts();
  await logInThroughForm(page, society);
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeNull();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // The old token no longer opens anything (asked outside the page: no console noise).
  const profile = await page.request.get('/api/auth/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(401);

  // And the dashboard asks to sign in again.
  await page.goto(`/societies/${society.org}/dashboard`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test("a wrong password shows the server's error; empty fields are caught before sending", async ({
  page,
  expectedFailures,
}) => {
  const { otherSociety } = accounts();
  expectedFailures.push({ status: 401, path: '/api/auth/login' });
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) logins.push(request.method());
  });

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('Email').fill(otherSociety.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  expect(logins).toEqual([]);

  await page.getByLabel('Password', { exact: true }).fill(`${otherSociety.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/login');
  expect(logins).toEqual(['POST']);
  expect(await storedToken(page)).toBeNull();

  // The password can be shown to check what was typed.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('failures in a row on one account make the form say to wait or reset the password', async ({
  page,
  expectedFailures,
}) => {
  // An address with no account: the policy is the same (docs/sign-in-policy.md), and no
  // journey's account is held up by it.
  expectedFailures.push(
    { status: 401, path: '/api/auth/login' },
    { status: 429, path: '/api/auth/login' },
  );
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill('stranger.guessing@example.edu');
  const alert = page.getByRole('alert');
  // Five failures in a row are free; after them each attempt waits longer (1 s, 2 s, 4 s…), so
  // one of the next few, sent at once, is refused.
  for (let attempt = 1; attempt <= 10; attempt++) {
    await page.getByLabel('Password', { exact: true }).fill(`guess-${attempt}`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    if ((await answer).status() === 429) break;
    await expect(alert).toHaveText('Invalid email or password.');
  }
  await expect(alert).toHaveText(
    /^Too many failed sign-ins for this account\. Try again in \d+ (second|minute)s?, or reset your password\.$/,
  );
  await expect(page).toHaveURL('/login');
});

test("the header shows Dashboard and Logout when signed in; 'Admin Dashboard' on the public page is for its admin only", async ({
  page,
}) => {
  const { society, otherSociety } = accounts();
  const header = page.getByRole('banner');

  // A visitor: Login, and no Admin Dashboard button.
  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  await logInThroughForm(page, society);

  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    `/societies/${society.org}/dashboard`,
  );
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();

  // Another society's page: signed in, but not theirs.
  await page.goto(`/societies/${otherSociety.org}`);
  await waitForHydration(page);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  // Back on their own page, the button leads to the dashboard.
  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(`/societies/${society.org}/dashboard`);
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
});

test('a branch admin lands in the branch console, which /dashboard and the header lead to, and opens any dashboard from it', async ({
  page,
}) => {
  const { branch, council } = accounts();
  const name = await nameOf(page, 'councils', council.org);
  await logInThroughForm(page, branch);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Branch console' })).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/admin');
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/admin',
  );

  await page.goto('/admin');
  const councils = page.getByRole('table', { name: 'Councils, in menu order' });
  await councils
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
    .getByRole('link', { name: 'Open dashboard' })
    .click();
  await expect(page).toHaveURL(`/councils/${council.org}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the branch console is for branch admins only: a society admin gets Access Denied, a visitor the login page', async ({
  page,
}) => {
  const { society, branch } = accounts();
  await page.goto('/admin/accounts');
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/accounts')}`);
  await submitLogin(page, branch);
  await expect(page).toHaveURL('/admin/accounts');
  await expect(page.getByRole('tab', { name: 'Accounts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await logInThroughForm(page, society);
  await page.goto('/admin');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('a dashboard that cannot load says so and offers to try again', async ({
  page,
  expectedFailures,
}) => {
  const { society } = accounts();
  const api = `/api/society-dashboard/society/${society.org}`;
  expectedFailures.push({ status: 503, path: api });
  await logInThroughForm(page, society);
  await expect(page.getByText('Admin Dashboard')).toBeVisible();

  await page.route(`**${api}`, (route) =>
    route.fulfill({ status: 503, json: { error: 'The service is briefly unavailable.' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('The service is briefly unavailable.');

  await page.unroute(`**${api}`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
