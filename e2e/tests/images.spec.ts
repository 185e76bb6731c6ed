import { expect, test, waitForHydration } from './fixtures';

test('when every uploaded picture is missing, pages show placeholders instead of broken images', async ({
  page,
  expectedFailures,
}) => {
  await page.route('**/media/**', async (route) => {
    // The browser logs each failed picture; those failures are the point of this journey.
    expectedFailures.push({ status: 404, path: new URL(route.request().url()).pathname });
    await route.fulfill({ status: 404, body: 'gone' });
  });

  const brokenImages = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.getAttribute('src')),
    );

  await page.goto('/');
  await waitForHydration(page);
  // Lazy pictures load only near the viewport: walk down the whole page.
  for (const id of [
    'about',
    'societies',
    'councils',
    'events',
    'achievements',
    'partners',
    'gallery',
    'sb-slate',
  ]) {
    const section = page.locator(`#${id}`);
    if ((await section.count()) > 0) await section.scrollIntoViewIfNeeded();
  }
  await expect.poll(brokenImages).toEqual([]);
  await expect(page.getByText('Photo unavailable:').first()).toBeVisible();

  await page.goto('/societies/computer-society');
  await waitForHydration(page);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(brokenImages).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
