import { expect, test, waitForHydration } from './fixtures';

// The landing page's moving parts: the hero slider, the FAQ accordion, the partners marquee and
// the event carousels, with and without the visitor's reduced-motion preference.

const hero = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Highlights' });

// The page's clock is Playwright's (it runs as a real one until told to jump): the slider's 5 s
// steps are jumped over with `fastForward` instead of waited for.
test('the hero slider moves on by itself until the visitor pauses it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const slider = hero(page);
  await expect(slider.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
  // 5 s per slide.
  await page.clock.fastForward(5000);
  await expect(slider.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
  await expect(slider.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await slider.getByRole('button', { name: /^Pause/ }).click();
  await expect(slider.getByRole('button', { name: /^Play/ })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(6000);
  await expect(slider.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();

  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider.getByRole('group', { name: /^3 of \d+$/ })).toBeVisible();
});

test('the hero slider stays put for a visitor who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const slider = hero(page);
  await expect(slider.getByRole('button', { name: /^Play/ })).toBeVisible();
  await page.clock.fastForward(6000);
  await expect(slider.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
  await expect(slider.getByRole('group', { name: /^2 of \d+$/ })).toBeHidden();
});

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/');
  const faqs = page.locator('#faqs');
  // The questions are native disclosures: they work before (and without) any script.
  const first = faqs.getByText('What is the IEEE Student Branch?');
  const second = faqs.getByText('How do I become a member?');
  const firstAnswer = faqs.getByText(/^The IEEE Student Branch is the university's chapter/);
  const secondAnswer = faqs.getByText(/^Join IEEE as a student member/);
  await expect(firstAnswer).toBeHidden();
  await expect(secondAnswer).toBeHidden();

  await first.click();
  await expect(firstAnswer).toBeVisible();

  await second.focus();
  await page.keyboard.press('Enter');
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();

  await second.click();
  await expect(secondAnswer).toBeHidden();
  await expect(firstAnswer).toBeHidden();
});

test('the partners marquee can be paused and its copies are hidden', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const partners = page.getByRole('region', { name: 'Our IEEE Partners' });
  const pause = partners.getByRole('button', { name: 'Pause partner logos' });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(partners.getByRole('button', { name: 'Play partner logos' })).toBeVisible();
  // The list runs at least twice for a seamless loop, but only one copy reaches assistive
  // technology or the Tab key.
  const links = await partners.getByRole('link').count();
  expect(links).toBeGreaterThan(0);
  const all = await partners.locator('a').count();
  expect(all).toBeGreaterThanOrEqual(links * 2);
  expect(all % links).toBe(0);
  expect(await partners.locator('a[tabindex="-1"]').count()).toBe(all - links);
});

test('the past events carousel steps forward with its Next button', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const section = page.locator('#past-events');
  const row = section.getByRole('list', { name: 'Past events' });
  const previous = section.getByRole('button', { name: 'Previous past events' });
  const next = section.getByRole('button', { name: 'Next past events' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
});
