import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsHolding } from '../../../test/raw-rows.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index.js';
import { hashToken } from '../../lib/link-tokens.js';

// The newsletter's links (confirm, manage, one-click unsubscribe) are kept as hashes only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sample: false });
});
afterAll(() => t.close());

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
    remoteAddress: '10.76.0.1',
  });

async function linksMailedTo(email: string) {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const text = mail?.text ?? '';
  return {
    confirm: /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '',
    manage: /\/newsletter\/manage\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '',
  };
}

describe('newsletter links stored hashed', () => {
  it('keeps no raw token of a subscription in the database, and its mailed links work', async () => {
    expect((await subscribe('hashed@example.edu')).statusCode).toBe(200);
    const { confirm, manage } = await linksMailedTo('hashed@example.edu');
    expect(confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(manage).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const token of [confirm, manage]) {
      expect(await rowsHolding(t.database.db, 'newsletter_subscribers', token)).toBe(0);
      expect(await rowsHolding(t.database.db, 'newsletter_links', token)).toBe(0);
    }
    expect(await rowsHolding(t.database.db, 'newsletter_links', hashToken(manage))).toBe(1);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/confirm/${confirm}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const page = await t.app.inject(`/api/newsletter/subscription/${manage}`);
    expect(page.json()).toMatchObject({ email: 'hashed@example.edu', confirmed: true });
  });

  it('mails a new confirmation link on a repeat, and only the latest one confirms', async () => {
    await subscribe('twice@example.edu');
    const first = await linksMailedTo('twice@example.edu');
    await subscribe('twice@example.edu');
    const second = await linksMailedTo('twice@example.edu');
    expect(second.confirm).not.toBe(first.confirm);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/confirm/${first.confirm}`,
    });
    expect(stale.statusCode).toBe(404);
    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/confirm/${second.confirm}`,
    });
    expect(fresh.statusCode).toBe(200);
    // Both manage links work: each mail had its own.
    for (const link of [first.manage, second.manage]) {
      expect((await t.app.inject(`/api/newsletter/subscription/${link}`)).statusCode).toBe(200);
    }
  });
});

describe('the migration that hashed the newsletter links', () => {
  const migration = fs.readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../drizzle/0021_confirmation_and_link_hashes.sql',
    ),
    'utf8',
  );
  const handWritten = migration.slice(migration.indexOf('-- hand-written (newsletter):'));

  it('backfills the old tokens so that links mailed before still unsubscribe and confirm', async () => {
    const { db } = t.database;
    // As stored before the migration: the unsubscribe token in a column of its own, the
    // confirmation token in the clear in `confirm_token` (which now holds its hash).
    await db.execute(sql`alter table newsletter_subscribers add column unsubscribe_token text`);
    try {
      const [old] = await db
        .insert(newsletterSubscribers)
        .values({ email: 'before@example.edu' })
        .returning({ id: newsletterSubscribers.id });
      const unsubscribeLink = 'old-unsubscribe-link_0123456789abcdefghijk';
      const confirmLink = 'old-confirm-link_0123456789abcdefghijklmno';
      await db.execute(
        sql`update newsletter_subscribers set unsubscribe_token = ${unsubscribeLink}, confirm_token = ${confirmLink} where id = ${old?.id}`,
      );
      for (const statement of handWritten.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/confirm/${confirmLink}`,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const page = await t.app.inject(`/api/newsletter/subscription/${unsubscribeLink}`);
      expect(page.json()).toMatchObject({ email: 'before@example.edu', confirmed: true });
    } finally {
      await db.execute(sql`alter table newsletter_subscribers drop column unsubscribe_token`);
    }
  });
});
