import { expect, test, waitForHydration } from './fixtures';

test('a visitor subscribes to the newsletter: a bad address is refused, a good one accepted once', async ({
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

  const address = `reader.${Date.now()}@example.edu`;
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible();

  await email.fill(address.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('You are already subscribed to the newsletter. Thank you!'),
  ).toBeVisible();
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
