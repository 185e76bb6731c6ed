import type { ContactMessagePage, OutboxPage } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { contactMessages, organisations } from '../../db/schema/index.js';

const post = (t: TestApp, url: string, payload: object, remoteAddress = '10.30.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('the contact inbox (no mail server: mail is only recorded)', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'BRANCH_ADMIN');
  });
  afterAll(() => t.close());

  const inbox = (query = '') =>
    t.app.inject({ url: `/api/admin/messages${query}`, headers: bearer(admin) });

  it('stores a message, lists it newest first with the unhandled count, and records a copy for the branch', async () => {
    const [branch] = await t.database.db
      .select({ email: organisations.email })
      .from(organisations)
      .where(eq(organisations.kind, 'branch'));
    expect(branch?.email).toBeTruthy();
    await post(t, '/api/contact', { name: 'First', email: 'one@example.edu', message: 'Hello 1' });
    // Messages keep the moment they arrived; give the second a later one.
    await t.database.db
      .update(contactMessages)
      .set({ createdAt: new Date('2026-06-01T00:00:00Z') });
    await post(t, '/api/contact', { name: 'Second', email: 'two@example.edu', message: 'Hello 2' });

    const page = (await inbox()).json<ContactMessagePage>();
    expect(page.items.map((message) => message.name)).toEqual(['Second', 'First']);
    expect(page).toMatchObject({ total: 2, unhandled: 2, page: 1 });

    const outbox = (
      await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) })
    ).json<OutboxPage>();
    expect(outbox.mailConfigured).toBe(false);
    const copy = outbox.items.find((mail) => mail.subject.includes('Second'));
    expect(copy).toMatchObject({ kind: 'contact-copy', to: branch?.email, status: 'not-sent' });
    expect(copy?.text).toContain('Hello 2');
  });

  it('marks a message handled and back, filters unhandled, and deletes by id', async () => {
    const [first] = (await inbox()).json<ContactMessagePage>().items;
    const handled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${first?.id}`,
      headers: bearer(admin),
      payload: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toBeTruthy();
    const unhandled = (await inbox('?status=unhandled')).json<ContactMessagePage>();
    expect(unhandled.items.map((message) => message.id)).not.toContain(first?.id);
    expect(unhandled.unhandled).toBe(1);

    const badBody = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${first?.id}`,
      headers: bearer(admin),
      payload: { handled: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${first?.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    const [left] = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(left?.n).toBe(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${first?.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses organisation admins the inbox (403) and visitors (401)', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    expect(
      (await t.app.inject({ url: '/api/admin/messages', headers: bearer(officer) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/messages' })).statusCode).toBe(401);
  });
});
