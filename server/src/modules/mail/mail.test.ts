import type { AddressInfo } from 'node:net';
import type { OutboxMail, OutboxPage } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import {
  createTestApp,
  firstOrganisation,
  openTestDatabase,
  TEST_NOW,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { mailOutbox } from '../../db/schema/index.js';
import { type Clock, fixedClock } from '../../lib/clock.js';
import { MAX_ATTEMPTS, Mailer, RETRY_DELAYS_MS, smtpTransport } from './mailer.js';

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
    await serviceOf(t.app, 'mailer').deliverDue();
    const copy = (await outbox()).items.find((mail) => mail.kind === 'contact-copy');
    expect(copy).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(smtp.received.some((data) => data.includes('Is the lab open on Sunday?'))).toBe(true);
    expect(smtp.received.some((data) => /Reply-To: mira@example\.edu/i.test(data))).toBe(true);
  });

  it('sends the attachments with the mail', async () => {
    await serviceOf(t.app, 'mailer').queue(t.database.db, {
      kind: 'test',
      to: 'nia@example.edu',
      subject: 'With a calendar',
      text: 'See the file.',
      attachments: [
        {
          filename: 'event-7.ics',
          contentType: 'text/calendar',
          content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'),
        },
      ],
    });
    await serviceOf(t.app, 'mailer').deliverDue();
    const data = smtp.received.find((message) => message.includes('With a calendar')) ?? '';
    expect(data).toMatch(/Content-Type: text\/calendar; name=event-7\.ics/i);
    expect(data).toMatch(/Content-Disposition: attachment; filename=event-7\.ics/i);
    expect(data).toContain(Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'));
  });

  it('sends extra headers, and a mail held back until its time only then', async () => {
    const later = new Date(now.getTime() + 60_000);
    await serviceOf(t.app, 'mailer').queue(t.database.db, [
      {
        kind: 'newsletter-issue',
        to: 'now@example.edu',
        subject: 'Due now',
        text: 'First of the stream.',
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      {
        kind: 'newsletter-issue',
        to: 'later@example.edu',
        subject: 'Due later',
        text: '.',
        notBefore: later,
      },
    ]);
    await serviceOf(t.app, 'mailer').deliverDue();
    const first = smtp.received.find((message) => message.includes('Due now')) ?? '';
    expect(first).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(smtp.received.some((message) => message.includes('Due later'))).toBe(false);
    now = later;
    await serviceOf(t.app, 'mailer').deliverDue();
    expect(smtp.received.some((message) => message.includes('Due later'))).toBe(true);
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
      await serviceOf(t.app, 'mailer').deliverDue();
      const mail = await find();
      expect(mail).toMatchObject({ status: 'pending', attempts: attempt });
      expect(mail.lastError).toMatch(/Mailbox unavailable/);
      const wait = new Date(mail.nextAttemptAt ?? 0).getTime() - now.getTime();
      expect(wait).toBe(RETRY_DELAYS_MS[attempt - 1]);
      // Not due yet: nothing happens.
      await serviceOf(t.app, 'mailer').deliverDue();
      expect((await find()).attempts).toBe(attempt);
      now = new Date(now.getTime() + wait);
    }
    await serviceOf(t.app, 'mailer').deliverDue();
    const failed = await find();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });

    smtp.state.accepting = true;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${failed.id}/retry`,
      headers: bearer(admin),
    });
    expect(retried.statusCode).toBe(200);
    await serviceOf(t.app, 'mailer').deliverDue();
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
    const { items, mailConfigured, siteOrigin } = (
      await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) })
    ).json<OutboxPage>();
    expect(mailConfigured).toBe(false);
    // The origin the mails' links start with, for the console to make them clickable.
    expect(siteOrigin).toBe(TEST_ORIGIN);
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

describe("a mail's attachments in the console", () => {
  let t: TestApp;
  let admin: TestAccount;
  let societyAdmin: TestAccount;
  let mailId: number;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'BRANCH_ADMIN');
    societyAdmin = await signedInAs(
      t,
      'SOCIETY_ADMIN',
      (await firstOrganisation(t, 'societies')).slug,
    );
    await serviceOf(t.app, 'mailer').queue(t.database.db, {
      kind: 'registration-confirmed',
      to: 'ada@example.edu',
      subject: 'You are registered',
      text: 'Your ticket is attached.',
      attachments: [
        {
          filename: 'event-3.ics',
          contentType: 'text/calendar',
          content: Buffer.from(ics).toString('base64'),
        },
        { filename: 'ticket.png', contentType: 'image/png', content: png.toString('base64') },
      ],
    });
    const [row] = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ada@example.edu'));
    mailId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  const download = (index: number | string, account?: TestAccount, id = mailId) =>
    t.app.inject({
      url: `/api/admin/outbox/${id}/attachments/${index}`,
      headers: account ? bearer(account) : {},
    });

  it('lists each attachment by name, type and size, without its content', async () => {
    const response = await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) });
    const mail = response.json<OutboxPage>().items.find((item) => item.id === mailId);
    expect(mail?.attachments).toEqual([
      { filename: 'event-3.ics', contentType: 'text/calendar', size: ics.length },
      { filename: 'ticket.png', contentType: 'image/png', size: png.length },
    ]);
    expect(response.body).not.toContain(png.toString('base64'));
    // Mails without files list none.
    await serviceOf(t.app, 'mailer').queue(t.database.db, {
      kind: 'test',
      to: 'b@example.edu',
      subject: 'S',
      text: 'T',
    });
    const plain = (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(admin) }))
      .json<OutboxPage>()
      .items.find((item) => item.to === 'b@example.edu');
    expect(plain?.attachments).toEqual([]);
  });

  it('downloads one attachment as a file of its type, for branch admins only', async () => {
    const calendar = await download(0, admin);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.headers['content-disposition']).toBe('attachment; filename=event-3.ics');
    expect(calendar.headers['cache-control']).toBe('private, no-store');
    expect(calendar.body).toBe(ics);
    const ticket = await download(1, admin);
    expect(ticket.headers['content-type']).toBe('image/png');
    expect(ticket.rawPayload.equals(png)).toBe(true);

    expect((await download(0)).statusCode).toBe(401);
    expect((await download(0, societyAdmin)).statusCode).toBe(403);
    for (const [index, id] of [
      [2, mailId],
      [0, 999_999],
    ] as const) {
      const missing = await download(index, admin, id);
      expect(missing.statusCode).toBe(404);
      expect(typeof missing.json().error).toBe('string');
    }
    for (const index of ['-1', 'x', '1.5', '10000']) {
      expect((await download(index, admin)).statusCode, index).toBe(400);
    }
  });
});

describe('a delivery round', () => {
  it('delivers a mail queued while the round under way looks up the next due time', async () => {
    const database = await openTestDatabase();
    const sent: string[] = [];
    const mailer = new Mailer({
      db: database.db,
      transport: { send: async (mail) => void sent.push(mail.to) },
      from: 'branch@example.edu',
      clock: fixedClock(TEST_NOW),
    });
    // The round started by polling holds in its last step until the test lets it go.
    const prototype = Mailer.prototype as unknown as { wakeForNextDue(): Promise<void> };
    const lookUp = prototype.wakeForNextDue;
    let holding: (() => void) | undefined;
    const held = new Promise<void>((reached) => {
      vi.spyOn(prototype, 'wakeForNextDue').mockImplementationOnce(async function (this: Mailer) {
        await new Promise<void>((release) => {
          holding = release;
          reached();
        });
        return lookUp.call(this);
      });
    });
    try {
      mailer.start((work) => work());
      await held;
      // A request commits its mail and asks for delivery, while that round is still under way.
      await mailer.queue(database.db, {
        kind: 'test',
        to: 'late@example.edu',
        subject: 'S',
        text: 'T',
      });
      const delivered = mailer.deliverDue();
      holding?.();
      await delivered;
      expect(sent).toEqual(['late@example.edu']);
    } finally {
      vi.restoreAllMocks();
      await mailer.stop();
      await database.close();
    }
  });
});
