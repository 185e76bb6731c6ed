import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Journeys of issue 8: photos from a phone to the public pages. Tests run in parallel against one
// server, so what they create carries a random suffix.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** A phone-like JPEG made here: a gradient of the given colours. */
async function photo(name: string, colours: [string, string], width = 1600, height = 1200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('an officer uploads three photos of an event; the public gallery shows them with srcset', async ({
  page,
}) => {
  test.slow();
  const { society } = accounts();
  const caption = unique('Robot arm demo');
  await logIn(page, society);
  await openTab(page, 'Gallery');
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos of an event' });
  const event = await dialog.getByLabel('Event').locator('option:checked').textContent();
  expect(event).not.toBe('No event');
  await dialog.getByLabel('Caption').fill(caption);
  await dialog
    .getByLabel('Choose photos')
    .setInputFiles([
      await photo('IMG_0001.jpg', ['#1f3a5f', '#e0a040']),
      await photo('IMG_0002.jpg', ['#0f5132', '#c0e0a0']),
      await photo('IMG_0003.jpg', ['#5f1f3a', '#a0c0e0']),
    ]);
  await expect(dialog.getByText('3 photos chosen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(dialog.getByText('3 of 3 uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, '3 of 3 photos added to the gallery.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Visitors: the society's public gallery, paged, newest first by date.
  await page.goto(`/societies/${society.org}/gallery`);
  await waitForHydration(page);
  const photos = page.getByRole('main').getByRole('img', { name: caption, exact: true });
  for (let pageNumber = 1; (await photos.count()) === 0 && pageNumber < 20; pageNumber++) {
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber + 1}`));
  }
  await expect(photos).toHaveCount(3);
  for (const image of await photos.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute(
      'srcset',
      /^\/media\/uploads\/[a-z0-9]+-1600x1200-[0-9a-f]{6}\/320\.webp 320w,.*\/1600\.webp 1600w$/,
    );
    await expect(image).toHaveAttribute('sizes', 'min(320px,100vw)');
    // The browser picked a rendition and drew it (no broken picture).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/media\/uploads\/.+\/(320|640|960|1280|1600)\.webp$/,
    );
  }
});

test('a slate photo upload replaces the initials on the public page', async ({ page }) => {
  test.slow();
  const { society } = accounts();
  // Initials PP: of the first and the last word (the random suffix is part of the last).
  const name = `Priya Portrait${Math.random().toString(36).slice(2, 8)}`;
  await logIn(page, society);
  await openTab(page, 'Slate Members');
  await page.getByRole('button', { name: 'Add Member' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Role').selectOption('Committee Member');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toBeHidden();

  const card = () =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await card().scrollIntoViewIfNeeded();
  await expect(card().getByRole('img')).toHaveCount(0);
  await expect(card().getByText('PP', { exact: true })).toBeVisible();

  await page.goto(`/societies/${society.org}/dashboard?tab=members`);
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Edit' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Member' });
  await dialog
    .getByLabel('Upload a picture for Photo URL')
    .setInputFiles(await photo('portrait.jpg', ['#7a3e00', '#f0c080'], 900, 1200));
  const alt = dialog.getByLabel('Alt text for portrait.jpg');
  await expect(alt).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('Photo URL', { exact: true })).toHaveValue(
    /^\/media\/uploads\/.+-900x1200-[0-9a-f]{6}\/900\.webp$/,
  );
  await alt.fill(`Portrait of ${name}`);
  await dialog.getByRole('button', { name: 'Save alt text' }).click();
  await expect(toast(page, 'Alt text saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/societies/${society.org}`);
  await waitForHydration(page);
  await card().scrollIntoViewIfNeeded();
  const portrait = card().getByRole('img', { name: `Portrait of ${name}` });
  await expect(portrait).toHaveAttribute('srcset', /320\.webp 320w,.*900\.webp 900w$/);
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card().getByText('PP', { exact: true })).toHaveCount(0);
});

test('the Media tab and the bulk upload dialog have no WCAG A/AA violations', async ({ page }) => {
  test.slow();
  const { society } = accounts();
  await logIn(page, society);
  await openTab(page, 'Media');
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  await page
    .getByLabel('Upload pictures')
    .setInputFiles(await photo('banner.jpg', ['#223344', '#88aacc']));
  const uploaded = page
    .getByRole('list', { name: 'Uploaded pictures' })
    .getByRole('listitem')
    .filter({ hasText: 'banner.jpg' });
  await expect(uploaded.first()).toBeVisible({ timeout: 20_000 });
  await expect(
    uploaded.first().getByText('Needs alt text before it can appear on a public page.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the Media tab');

  await openTab(page, 'Gallery');
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload photos of an event' })).toBeVisible();
  await expectNoAxeViolations(page, 'the bulk upload dialog');
});
