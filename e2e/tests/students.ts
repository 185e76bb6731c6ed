import type { APIRequestContext, Page } from '@playwright/test';
import { accounts } from './accounts';
import { asAnotherVisitor, expect } from './fixtures';

/**
 * Signs `page` in as the student of `email` the short way, for journeys about something else: the
 * sign-in mail asked for through the API, its link read from the outbox with the branch admin's
 * API, and the link's button pressed (students.spec.ts walks the whole way, Mail tab included).
 */
export async function signInAsStudent(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const asked = await request.post('/api/me/sign-in', {
    headers: asAnotherVisitor(),
    data: { email },
  });
  expect(asked.status()).toBe(200);
  const session = await request.post('/api/auth/login', { data: accounts().branch });
  const { token } = (await session.json()) as { token: string };
  const outbox = await request.get('/api/admin/outbox?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await outbox.json()) as {
    items: { to: string; kind: string; text: string }[];
  };
  const mail = items.find((item) => item.to === email && item.kind === 'student-sign-in');
  const link = mail && /\/me\/sign-in\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no sign-in mail to ${email} in the outbox`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/me');
}
