import type { AddressInfo } from 'node:net';
import type { OutboxMail, OutboxPage } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, smtpTransport } from './mailer.js';

/**
 * A real SMTP server on a local port: it accepts mail while `accepting`, and refuses each
 * message with a permanent error otherwise (as a full mailbox or a broken relay would).
 */
async function startSmtpServer() {
  const received: string[] = [];
  const state = { accepting: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (!state.accepting) return callback(new Error('Mailbox unavailable'));
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail delivery through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let admin: TestAccount;
  // A clock the test moves forward to reach each retry.
  let now = new Date(TEST_NOW);
  const clock: Clock = { now: () => new Date(now) };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ clock, mailTransport: smtpTransport(smtp.url) });
    admin = await signedInAs(t, 'BRANCH_ADMIN');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outbox = async () =>
    (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) })).json<OutboxPage>();

  it('sends a queued mail and records it as sent', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Mira', email: 'mira@example.edu', message: 'Is the lab open on Sunday?' },
    });
    await t.app.mailer.deliverDue();
    const copy = (await outbox()).items.find((mail) => mail.kind === 'contact-copy');
    expect(copy).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(smtp.received.some((data) => data.includes('Is the lab open on Sunday?'))).toBe(true);
    expect(smtp.received.some((data) => /Reply-To: mira@example\.edu/i.test(data))).toBe(true);
  });

  it('retries a refused mail with growing waits, then marks it failed; a retry sends it', async () => {
    smtp.state.accepting = false;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Omar', email: 'omar@example.edu', message: 'Second try' },
    });
    const find = async () =>
      (await outbox()).items.find((mail) => mail.text.includes('Second try')) as OutboxMail;

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await t.app.mailer.deliverDue();
      const mail = await find();
      expect(mail).toMatchObject({ status: 'pending', attempts: attempt });
      expect(mail.lastError).toMatch(/Mailbox unavailable/);
      const wait = new Date(mail.nextAttemptAt ?? 0).getTime() - now.getTime();
      expect(wait).toBe(RETRY_DELAYS_MS[attempt - 1]);
      // Not due yet: nothing happens.
      await t.app.mailer.deliverDue();
      expect((await find()).attempts).toBe(attempt);
      now = new Date(now.getTime() + wait);
    }
    await t.app.mailer.deliverDue();
    const failed = await find();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });

    smtp.state.accepting = true;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${failed.id}/retry`,
      headers: bearer(admin),
    });
    expect(retried.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    expect(await find()).toMatchObject({ status: 'sent' });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${failed.id}/retry`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
  });

  it('delivers on its own after a write, without anyone calling it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Lena', email: 'lena@example.edu', message: 'Delivered by the nudge' },
    });
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.replyTo, 'lena@example.edu'));
        return row?.status;
      })
      .toBe('sent');
  });
});

describe('the outbox without a mail server', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'BRANCH_ADMIN');
  });
  afterAll(() => t.close());

  it('records invitations with their link and refuses retries plainly', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts/invitations',
      headers: bearer(admin),
      payload: {
        email: 'new.chair@example.edu',
        name: 'New Chair',
        role: 'SOCIETY_ADMIN',
        organisationId: 2,
      },
    });
    expect(invited.statusCode).toBe(201);
    const { items, mailConfigured } = (
      await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) })
    ).json<OutboxPage>();
    expect(mailConfigured).toBe(false);
    const mail = items.find((item) => item.to === 'new.chair@example.edu');
    expect(mail).toMatchObject({ kind: 'invitation', status: 'not-sent' });
    expect(mail?.text).toContain(invited.json().path);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${mail?.id}/retry`,
      headers: bearer(admin),
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error).toMatch(/not configured/);
  });
});
