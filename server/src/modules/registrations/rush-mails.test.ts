import type { DashboardEvent } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { eventRegistrations, mailOutbox } from '../../db/schema/index.js';
import { createServiceContext, type MailOutbox } from '../../lib/service-context.js';
import { type LaterFirstMail, RushMails } from './rush-mails.js';

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

const contextWith = (mailer: MailOutbox) =>
  createServiceContext(t.database.db, t.clock, TEST_TIMEZONE, mailer, TEST_ORIGIN);

/**
 * Someone registered in a rush whose first mail is still owed: their registration saved with its
 * mark, the mail not written (`event_registrations.first_mail`), the link's token in the answer.
 */
async function owedAfterRush(eventId: number, who: string): Promise<LaterFirstMail> {
  const email = `${who.toLowerCase()}@example.edu`;
  const { registration, token } = await register(t, eventId, who);
  await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
  const [row] = await t.database.db
    .update(eventRegistrations)
    .set({ firstMail: 'confirmed' })
    .where(eq(eventRegistrations.email, email))
    .returning({ id: eventRegistrations.id });
  return {
    registrationId: row?.id ?? 0,
    kind: 'confirmed',
    token: token ?? '',
    ticketCode: registration.ticketCode ?? '',
  };
}

const mailsTo = (who: string) =>
  t.database.db
    .select({ kind: mailOutbox.kind, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `${who.toLowerCase()}@example.edu`));

const owedOf = async (registrationId: number) =>
  (
    await t.database.db
      .select({ firstMail: eventRegistrations.firstMail })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId))
  )[0]?.firstMail;

let event: DashboardEvent;
beforeAll(async () => {
  event = await createEvent(t, { title: 'Rush night', capacity: 50 });
});

describe('first mails held back in a rush', () => {
  it('waits while the rush goes on, then writes each with the link of its answer', async () => {
    let rush = true;
    let writes = 0;
    const mails = new RushMails(contextWith(serviceOf(t.app, 'mailer')), {
      rushGoesOn: () => rush,
      onWritten: () => writes++,
    });
    const held = [await owedAfterRush(event.id, 'Ada'), await owedAfterRush(event.id, 'Bo')];
    mails.hold(held);
    // Several checks of the rush later, nothing is written yet.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await mailsTo('Ada')).toEqual([]);
    expect(await owedOf(held[0]?.registrationId ?? 0)).toBe('confirmed');
    expect(writes).toBe(0);
    rush = false;
    await vi.waitFor(async () => expect(await mailsTo('Bo')).toHaveLength(1));
    for (const [who, owed] of [
      ['Ada', held[0]],
      ['Bo', held[1]],
    ] as const) {
      const [mail, ...more] = await mailsTo(who);
      expect(more).toEqual([]);
      expect(mail?.kind).toBe('registration-confirmed');
      expect(mail?.text).toContain(`/registrations/${owed?.token}`);
      expect(await owedOf(owed?.registrationId ?? 0)).toBeNull();
    }
    // Told, so that the outbox delivers them now.
    expect(writes).toBe(1);
  });

  it('writes them anyway once they have waited their longest, and at once when settled', async () => {
    const mails = new RushMails(contextWith(serviceOf(t.app, 'mailer')), {
      rushGoesOn: () => true,
      delayMs: 200,
    });
    mails.hold([await owedAfterRush(event.id, 'Cleo')]);
    await vi.waitFor(async () => expect(await mailsTo('Cleo')).toHaveLength(1));

    // Settled (the server closing): written now, the rush or not.
    const closing = new RushMails(contextWith(serviceOf(t.app, 'mailer')), {
      rushGoesOn: () => true,
    });
    closing.hold([await owedAfterRush(event.id, 'Dev')]);
    await closing.settled();
    expect(await mailsTo('Dev')).toHaveLength(1);
  });

  it('leaves a mail it could not write owed, for the registration-holds job', async () => {
    const errors: unknown[] = [];
    const broken: MailOutbox = {
      configured: false,
      maxPerMinute: 60,
      queue: () => Promise.reject(new Error('the outbox is unavailable')),
      retry: async () => false,
    };
    const mails = new RushMails(contextWith(broken), {
      rushGoesOn: () => false,
      onError: (error) => errors.push(error),
    });
    const owed = await owedAfterRush(event.id, 'Eli');
    mails.hold([owed]);
    await mails.settled();
    expect(errors).toEqual([new Error('the outbox is unavailable')]);
    expect(await mailsTo('Eli')).toEqual([]);
    // Still marked: the job writes it (with a fresh link), as after a server's stop.
    expect(await owedOf(owed.registrationId)).toBe('confirmed');
    await serviceOf(t.app, 'registration-holds').runDue();
    expect((await mailsTo('Eli')).map((mail) => mail.kind)).toEqual(['registration-confirmed']);
  });
});
