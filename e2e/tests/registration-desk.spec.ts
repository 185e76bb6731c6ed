import type { RegistrationCreated } from '@chapterhouse/shared';
import type { APIRequestContext } from '@playwright/test';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { asAnotherVisitor, expect, test, waitForHydration } from './fixtures';
import { addSocietyEvent } from './society-events';

// The registration desk (issue 15): an officer finds a registrant in an event's Registrations and
// checks them in at the door by typing the ticket's code, once.

// Chromium's stand-in camera (a moving test picture), allowed without asking: the scanning
// journeys use it, the others never start it.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: JOURNEY_CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An event of the officer's society taking registrations here, and one person registered. */
async function eventWithRegistrant(request: APIRequestContext) {
  // Tomorrow: the soonest of the society's upcoming events, so first on the Events tab.
  const { society, event } = await addSocietyEvent(request, {
    title: `Soldering Clinic ${Math.random().toString(36).slice(2, 8)}`,
    date: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    time: '18:00',
    description: 'Bring a board.',
    capacity: 30,
    registrationMode: 'site',
    // Today's behaviour: registrants are not asked to confirm their address.
    registrationConfirmEmail: false,
  });

  const suffix = Math.random().toString(36).slice(2, 8);
  const name = `Desk Visitor ${suffix}`;
  const registered = await request.post(`/api/events/${event.id}/registrations`, {
    headers: asAnotherVisitor(),
    data: { name, email: `desk.visitor.${suffix}@example.edu` },
  });
  expect(registered.status()).toBe(201);
  const { registration } = (await registered.json()) as RegistrationCreated;
  expect(registration.status).toBe('confirmed');
  return { society, event, name, ticketCode: registration.ticketCode ?? '' };
}

test('an officer finds a registrant and checks their ticket in once', async ({
  page,
  request,
  expectedFailures,
}) => {
  const { society, event, name, ticketCode } = await eventWithRegistrant(request);

  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/events`);
  await waitForHydration(page);
  await page
    .getByRole('link', { name: new RegExp(`^Registrations ?: ${escapeRegExp(event.title)}`) })
    .click();
  await expect(page.getByRole('heading', { name: `Registrations: ${event.title}` })).toBeVisible();

  // Found by name among the event's registrations.
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or ticket code' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the Registrations view');

  // At the door, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Check-in screen' }).click();
  await expect(page.getByRole('heading', { name: `Check-in: ${event.title}` })).toBeVisible();
  const checkIn = page.getByRole('button', { name: 'Check in', exact: true });
  // Targets a thumb can hit: the main button is wide and at least 44 px tall.
  const box = await checkIn.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await expectNoAxeViolations(page, 'the check-in screen');

  const result = page.locator('[aria-live="assertive"]');
  await page.getByLabel('Ticket code').fill(ticketCode.toLowerCase());
  await checkIn.click();
  await expect(result).toHaveText(`✓Checked in: ${name}`);

  // The second time the server refuses (409), and the screen says when it was.
  expectedFailures.push({
    status: 409,
    path: `/api/society-dashboard/society/${event.organisation.id}/events/${event.id}/check-in`,
  });
  await page.getByLabel('Ticket code').fill(ticketCode);
  await checkIn.click();
  await expect(result).toContainText(new RegExp(`Already checked in at \\d\\d:\\d\\d: ${name}`));
  await expectNoAxeViolations(page, 'the check-in screen with a result');

  // Back in Registrations: they are among the checked in.
  await page.getByRole('link', { name: 'Registrations', exact: true }).click();
  await page.getByLabel('Show').selectOption('checked-in');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test.describe('scanning with the camera', () => {
  test('reads frames with jsQR, loaded only once the camera starts', async ({ page, request }) => {
    const { society, event } = await eventWithRegistrant(request);
    const decoder: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/jsQR-[^/]+\.js$/.test(sent.url())) decoder.push(sent.url());
    });
    await logIn(page, society);
    await page.goto(`/societies/${society.org}/dashboard/events/${event.id}/check-in`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: `Check-in: ${event.title}` })).toBeVisible();
    // Linux Chromium has no BarcodeDetector: the decoder library stands in, fetched on demand.
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    expect(decoder).toEqual([]);
    await page.getByRole('button', { name: 'Scan a QR code' }).click();
    await expect(page.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
    await expect.poll(() => decoder.length).toBe(1);
    // The picture has no code: it keeps reading, with no error, until stopped.
    await expect
      .poll(() =>
        page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).currentTime),
      )
      .toBeGreaterThan(0.5);
    await expect(page.locator('[aria-live="assertive"]')).toHaveText('');
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(page.getByRole('button', { name: 'Scan a QR code' })).toBeVisible();
  });

  test("checks in the ticket the browser's BarcodeDetector reads", async ({ page, request }) => {
    const { society, event, name, ticketCode } = await eventWithRegistrant(request);
    // A browser with a BarcodeDetector (a phone), seeing the ticket held to its camera.
    await page.addInitScript((code) => {
      class TicketInView {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [{ rawValue: code }];
      }
      Object.assign(window, { BarcodeDetector: TicketInView });
    }, ticketCode);
    await logIn(page, society);
    await page.goto(`/societies/${society.org}/dashboard/events/${event.id}/check-in`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Scan a QR code' }).click();
    const result = page.locator('[aria-live="assertive"]');
    await expect(result).toHaveText(`✓Checked in: ${name}`);
    await expect(page.getByText('1 of 1')).toBeVisible();
    // Held in view for longer than a re-scan would take, it stays one check-in (no 409 follows).
    await page.waitForTimeout(5000);
    await expect(result).toHaveText(`✓Checked in: ${name}`);
  });
});
