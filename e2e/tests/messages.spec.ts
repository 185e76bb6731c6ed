import { NEWSLETTER_CHECK_INBOX } from '@chapterhouse/shared/messages-text';
import { expect, test, waitForHydration } from './fixtures';

test('a visitor subscribes to the newsletter: a bad address is refused, a good one asked to confirm', async ({
  page,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') writes.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  const email = form.getByLabel('Get our newsletter');

  await email.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address');
  expect(writes).toEqual([]);

  // Double opt-in: the address waits for its owner to follow the mailed link. Asked again (in
  // any case), it gets the same answer: the form tells nobody who is subscribed.
  const address = `reader.${Date.now()}@example.edu`;
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(NEWSLETTER_CHECK_INBOX)).toBeVisible();

  await email.fill(address.toUpperCase());
  const again = page.waitForResponse('**/api/newsletter/subscribe');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect(await (await again).json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
  expect(writes.map((url) => new URL(url).pathname)).toEqual([
    '/api/newsletter/subscribe',
    '/api/newsletter/subscribe',
  ]);
});

test('a visitor sends a contact message from the landing page', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') writes.push(new URL(request.url()).pathname);
  });
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact us' });

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  expect(writes).toEqual([]);

  await form.getByLabel('Name').fill('Priya Raman');
  await form.getByLabel('Email').fill('priya@example.edu');
  await form.getByLabel('Message').fill('Can first-year students join the robotics workshop?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  expect(writes).toEqual(['/api/contact']);
  await expect(form.getByLabel('Name')).toHaveValue('');
});
