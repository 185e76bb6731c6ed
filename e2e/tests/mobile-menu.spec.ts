import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The header's menus: the mobile menu below 1280 px, the desktop dropdowns and the notification
// bell. They are `<details>` menus; once hydrated each summary states `aria-expanded`.

interface Summary {
  slug: string;
  name: string;
}

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByLabel('Menu', { exact: true });
/** A dropdown's own summary, by its visible label. */
const dropdown = (nav: ReturnType<typeof mobileNav>, label: string) =>
  nav.getByText(label, { exact: true });

/** Somewhere on the page that is neither a menu nor a link: the footer's copyright line. */
const outside = (page: Page) => page.getByText(/All rights reserved/);

async function firstOf(page: Page, collection: 'societies' | 'councils'): Promise<Summary> {
  const list: Summary[] = await (await page.request.get(`/api/${collection}`)).json();
  const first = list[0];
  if (!first) throw new Error(`no ${collection}`);
  return first;
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('a visitor reaches a society, then a council, through the mobile menu', async ({ page }) => {
    const society = await firstOf(page, 'societies');
    const council = await firstOf(page, 'councils');
    await page.goto('/');
    await waitForHydration(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(mobileNav(page)).toBeHidden();

    const menu = menuButton(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = mobileNav(page);
    await expect(nav).toBeVisible();

    // Each dropdown opens and closes on its own.
    const societies = dropdown(nav, 'Societies');
    const councils = dropdown(nav, 'Councils');
    await expect(societies).toHaveAttribute('aria-expanded', 'false');
    await expect(councils).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Societies' })).toBeHidden();
    await societies.click();
    await expect(societies).toHaveAttribute('aria-expanded', 'true');
    await expect(councils).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Societies' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All Councils' })).toBeHidden();
    await councils.click();
    await expect(councils).toHaveAttribute('aria-expanded', 'true');
    await expect(societies).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Councils' })).toBeVisible();
    await councils.click();
    await expect(councils).toHaveAttribute('aria-expanded', 'false');
    await expect(societies).toHaveAttribute('aria-expanded', 'true');

    await nav.getByRole('link', { name: society.name, exact: true }).click();
    await expect(page).toHaveURL(`/societies/${society.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: society.name })).toBeVisible();
    // Following a link closes the menu: the header stays mounted across client navigation.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menu.click();
    await expect(nav).toBeVisible();
    await expect(councils).toHaveAttribute('aria-expanded', 'false');
    await councils.click();
    await nav.getByRole('link', { name: council.name, exact: true }).click();
    await expect(page).toHaveURL(`/councils/${council.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: council.name })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu marks the landing page section in view, as the desktop navigation does', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = menuButton(page);
    await menu.click();
    await expect(mobileNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await menu.click();

    await page.locator('#achievements').scrollIntoViewIfNeeded();
    await menu.click();
    const achievements = mobileNav(page).getByRole('link', { name: 'Achievements' });
    await expect(achievements).toHaveAttribute('aria-current', 'true');
    await expect(mobileNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await menu.click();

    await page.locator('#councils').scrollIntoViewIfNeeded();
    await menu.click();
    await expect(dropdown(mobileNav(page), 'Councils')).toHaveAttribute('aria-current', 'true');
    await expect(achievements).not.toHaveAttribute('aria-current');
  });

  test('the mobile menu closes on Escape and on a click outside it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = menuButton(page);

    await menu.click();
    await expect(mobileNav(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav(page)).toBeHidden();
    await expect(menu).toBeFocused();

    // With a dropdown open the menu fills the screen below the header; closed, it leaves the
    // foot of the page uncovered.
    await menu.click();
    await expect(mobileNav(page)).toBeVisible();
    await outside(page).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav(page)).toBeHidden();

    // Opening the notification bell counts as outside the menu too: one header menu at a time.
    await menu.click();
    const bell = page.getByLabel(/^Notifications, /);
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu closes when the window grows to 1280 px', async ({ page }) => {
    await page.goto('/societies');
    await waitForHydration(page);
    const menu = menuButton(page);
    await menu.click();
    await expect(mobileNav(page)).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await expect(mainNav(page)).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Narrowed again, the menu does not spring back open.
    await page.setViewportSize(PHONE);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav(page)).toBeHidden();
  });

  test('the notification panel fits on the screen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByLabel(/^Notifications, /).click();
    const viewAll = page.getByRole('link', { name: 'View All Notifications' });
    await expect(viewAll).toBeVisible();
    await expect(viewAll).toBeInViewport({ ratio: 1 });
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the navigation marks the landing page section in view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.locator('#events').scrollIntoViewIfNeeded();
    await expect(mainNav(page).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('the dropdowns open one at a time and close on Escape and a click outside', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(menuButton(page)).toBeHidden();
    const nav = mainNav(page);
    const societies = dropdown(nav, 'Societies');
    const councils = dropdown(nav, 'Councils');

    await expect(societies).toHaveAttribute('aria-expanded', 'false');
    await societies.click();
    await expect(societies).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Societies' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Full Gallery' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(societies).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Societies' })).toBeHidden();
    await expect(societies).toBeFocused();

    await societies.click();
    await councils.click();
    await expect(councils).toHaveAttribute('aria-expanded', 'true');
    await expect(societies).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Councils' })).toBeInViewport({ ratio: 1 });
    await outside(page).click();
    await expect(councils).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Councils' })).toBeHidden();

    // Keyboard only: the summary opens with Enter, and a link inside leads on.
    await councils.focus();
    await page.keyboard.press('Enter');
    await expect(councils).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'All Councils' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/councils');
    await expect(councils).toHaveAttribute('aria-expanded', 'false');
  });

  test('the notification bell shows the unread count and leads to all notifications', async ({
    page,
  }) => {
    // The sample content has five notifications, two of them recent enough to be unread; other
    // journeys' new events add theirs, so the count is the server's recent ones (a fresh browser
    // has seen none), checked again should one be published meanwhile.
    const bell = page.getByLabel(/^Notifications, (\d+|none) unread$/);
    let unread = 0;
    await expect(async () => {
      await page.goto('/');
      await waitForHydration(page);
      const listed: { items: { unread: boolean }[] } = await (
        await page.request.get('/api/notifications?page=1&limit=20')
      ).json();
      unread = listed.items.filter((item) => item.unread).length;
      await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect(bell).toHaveText(unread > 9 ? '9+' : String(unread));
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('details', { has: bell });
    await expect(panel.getByRole('link', { name: 'View All Notifications' })).toBeInViewport({
      ratio: 1,
    });
    await expect(panel.getByRole('listitem')).toHaveCount(5);
    expect(await panel.getByRole('listitem').filter({ hasText: 'Unread:' }).count()).toBe(
      Math.min(unread, 5),
    );
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    await bell.click();
    await outside(page).click();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    await bell.click();
    await panel.getByRole('link', { name: 'View All Notifications' }).click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
