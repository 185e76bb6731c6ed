import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_UNSUBSCRIBED } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageTokenOf } from '../../../test/newsletter-links.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sample: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('POST /api/newsletter/subscribe', () => {
  it('keeps one row per address, answering a repeat as the first', async () => {
    const first = await post(
      '/api/newsletter/subscribe',
      { email: 'reader@example.edu' },
      '10.21.0.1',
    );
    expect(first.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    const again = await post(
      '/api/newsletter/subscribe',
      { email: ' READER@example.edu ' },
      '10.21.0.1',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows.filter((row) => row.email === 'reader@example.edu')).toHaveLength(1);
    // No link is kept in the clear: the subscriber's row holds none (link-hashes checks all).
    expect(Object.keys(rows[0] ?? {})).not.toContain('unsubscribeToken');
  });

  it('unsubscribes with the one-click link: the address is removed, the link then unknown', async () => {
    await post('/api/newsletter/subscribe', { email: 'leaving@example.edu' }, '10.21.0.2');
    const token = await manageTokenOf(t.database.db, 'leaving@example.edu');
    const url = `/api/newsletter/unsubscribe/${token}`;
    const response = await post(url, {}, '10.21.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    const left = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.edu'));
    expect(left).toEqual([]);
    const again = await post(url, {}, '10.21.0.2');
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(/not valid any more/);
    // Subscribing again later is a fresh subscription.
    const back = await post(
      '/api/newsletter/subscribe',
      { email: 'leaving@example.edu' },
      '10.21.0.2',
    );
    expect(back.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await post(`/api/newsletter/unsubscribe/${'x'.repeat(32)}`, {}, '10.21.0.4');
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/api/newsletter/confirm/bad%20token', {}, '10.21.0.4');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a bad address and stores nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
    const response = await post('/api/newsletter/subscribe', { email: 'nope' }, '10.21.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Enter a valid e-mail address');
    const [after] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
    expect(after?.n).toBe(before?.n);
  });
});
