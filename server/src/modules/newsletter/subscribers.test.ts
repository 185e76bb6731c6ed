import type { OutboxPage, SubscriberPage } from '@chapterhouse/shared';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONFIRMED } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import type { MailTransport, OutgoingMail } from '../mail/mailer.js';

const post = (t: TestApp, url: string, payload: object, remoteAddress = '10.30.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('the newsletter list in the console (no mail server: mail is only recorded, and confirmed from there)', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'BRANCH_ADMIN');
  });
  afterAll(() => t.close());

  it('lists subscribers with status, exports CSV and removes one', async () => {
    await post(t, '/api/newsletter/subscribe', { email: 'reader@example.edu' });
    await post(t, '/api/newsletter/subscribe', { email: 'Reader@Example.edu' });
    await post(t, '/api/newsletter/subscribe', { email: 'second.reader@example.edu' });
    // Both wait for their owners: the confirmation mails are recorded for the Mail tab.
    const confirmation = (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) }))
      .json<OutboxPage>()
      .items.find(
        (mail) =>
          mail.to === 'second.reader@example.edu' && mail.kind === 'newsletter-confirmation',
      );
    expect(confirmation?.status).toBe('not-sent');
    const link = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(confirmation?.text ?? '')?.[1];
    expect(
      (await post(t, `/api/newsletter/confirm/${link}`, {})).json<{ message: string }>().message,
    ).toBe(NEWSLETTER_CONFIRMED);

    const list = (
      await t.app.inject({ url: '/api/admin/subscribers', headers: bearer(admin) })
    ).json<SubscriberPage>();
    // A repeat is no new row; only the followed link made an address count.
    expect(list.items.filter((s) => s.email === 'reader@example.edu')).toHaveLength(1);
    expect(Object.fromEntries(list.items.map((s) => [s.email, s.status]))).toEqual({
      'reader@example.edu': 'pending',
      'second.reader@example.edu': 'subscribed',
    });
    expect(list.counts).toEqual({ pending: 1, subscribed: 1 });

    const csv = await t.app.inject({
      url: '/api/admin/subscribers/export',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('newsletter-subscribers.csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribe_url,follows,digest');
    const reader = lines.find((line) => line.startsWith('reader@example.edu,pending,'));
    // A link of its own, issued for this export (only its hash is kept), that opens their page.
    const exported = reader?.match(/\/unsubscribe\/([A-Za-z0-9_-]{43}),whole branch,no$/)?.[1];
    const page = await t.app.inject(`/api/newsletter/subscription/${exported}`);
    expect(page.json()).toMatchObject({ email: 'reader@example.edu' });
    expect(lines).toHaveLength(3);

    const target = list.items.find((s) => s.email === 'reader@example.edu');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${target?.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader@example.edu'));
    expect(rows).toEqual([]);
  });
});

describe('finding subscribers by part of their address', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ sample: false });
    admin = await signedInAs(t, 'BRANCH_ADMIN');
    await t.database.db
      .insert(newsletterSubscribers)
      .values(
        ['Ada.Lovelace@example.edu', 'grace_hopper@example.edu', 'gracehopper@example.edu'].map(
          (email) => ({ email }),
        ),
      );
  });
  afterAll(() => t.close());

  const find = (query: string) =>
    t.app.inject({ url: `/api/admin/subscribers?${query}`, headers: bearer(admin) });
  const emails = async (query: string) =>
    (await find(query)).json<SubscriberPage>().items.map((subscriber) => subscriber.email);

  it('matches any case, reads % and _ literally, and counts the whole list', async () => {
    expect(await emails('q=LOVELACE')).toEqual(['Ada.Lovelace@example.edu']);
    expect(await emails(`q=${encodeURIComponent('e_h')}`)).toEqual(['grace_hopper@example.edu']);
    expect(await emails(`q=${encodeURIComponent('%')}`)).toEqual([]);
    const page = (await find('q=grace')).json<SubscriberPage>();
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ pending: 3, subscribed: 0 });
  });

  it('refuses a search longer than an address with 400', async () => {
    const response = await find(`q=${'a'.repeat(255)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Search for at most 254 characters');
  });
});

describe('newsletter double opt-in (mail configured)', () => {
  let t: TestApp;
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      sent.push(mail);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ mailTransport: transport });
  });
  afterAll(() => t.close());

  it('mails a confirmation; the address counts only after its link is followed', async () => {
    const response = await post(t, '/api/newsletter/subscribe', { email: 'careful@example.edu' });
    expect(response.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    await serviceOf(t.app, 'mailer').deliverDue();
    const mail = sent.find((m) => m.to === 'careful@example.edu');
    expect(mail?.kind).toBe('newsletter-confirmation');
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'careful@example.edu'));
    expect(row?.confirmedAt).toBeNull();

    // Asking again re-sends the mail and still keeps one row.
    await post(t, '/api/newsletter/subscribe', { email: 'careful@example.edu' });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'careful@example.edu'));
    expect(rows?.n).toBe(1);

    // The latest mail's link confirms (each mail carries a new one; only its hash is kept).
    await serviceOf(t.app, 'mailer').deliverDue();
    const latest = sent.filter((m) => m.to === 'careful@example.edu').at(-1);
    const link = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(latest?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    const confirmed = await post(t, `/api/newsletter/confirm/${link}`, {});
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_CONFIRMED });
    const [after] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'careful@example.edu'));
    expect(after?.confirmedAt).not.toBeNull();
    expect((await post(t, `/api/newsletter/confirm/${link}`, {})).statusCode).toBe(404);
    const unsubscribeLink = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(latest?.text ?? '')?.[1];
    const page = await t.app.inject(`/api/newsletter/subscription/${unsubscribeLink}`);
    expect(page.json()).toMatchObject({ email: 'careful@example.edu' });
  });
});
