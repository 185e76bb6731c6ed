import type { DashboardEvent, EventDetail } from '@chapterhouse/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import {
  startAnotherServer,
  TEST_NOW,
  TEST_ORIGIN,
  TEST_TIMEZONE,
} from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import {
  auditLog,
  eventRegistrationLinks,
  eventRegistrations,
  events,
  mailOutbox,
  notifications,
  reminderRounds,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/link-tokens.js';
import { createServiceContext } from '../../lib/service-context.js';
import { deleteExpiredRegistrations } from './registration-jobs.js';

// A clock the tests move, as the days pass before and after events.
let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
});
afterAll(() => t.close());

const remindersTo = async () =>
  (
    await t.database.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'registration-reminder'))
  ).map((mail) => mail.to);

describe('the reminder a day before', () => {
  it('reminds each confirmed registrant once, however often and on however many servers it runs', async () => {
    now = new Date(TEST_NOW); // 15 June, 15:30 in India
    // Tomorrow 09:00 in India: within a day.
    const soon = await createEvent(t, { date: '2026-06-16', time: '09:00', capacity: 2 });
    // The day after, all day (from midnight in India, 16 June 18:30 UTC): not yet.
    const allDay = await createEvent(t, { date: '2026-06-17', time: null, capacity: 2 });
    // The day after at 14:00 in India: not yet either.
    const later = await createEvent(t, { date: '2026-06-17', time: '14:00', capacity: 2 });
    // Tomorrow, but called off: no reminder.
    const cancelled = await createEvent(t, { date: '2026-06-16', time: '10:00', capacity: 2 });
    for (const who of ['Ama', 'Bo', 'Cy']) await register(t, soon.id, who); // Cy waits
    await register(t, allDay.id, 'Dee');
    await register(t, later.id, 'Eve');
    await register(t, cancelled.id, 'Fin');
    const cancelledNow = await t.api('PUT', `${t.base}/events/upcoming/${cancelled.id}`, {
      title: cancelled.title,
      date: cancelled.date,
      time: cancelled.time,
      description: cancelled.description,
      capacity: 2,
      state: 'cancelled',
      version: cancelled.version,
    });
    expect(cancelledNow.statusCode).toBe(200);

    const other = await startAnotherServer(t);
    try {
      await serviceOf(t.app, 'registration-reminders').runDue();
      await serviceOf(t.app, 'registration-reminders').runDue();
      await Promise.all([
        serviceOf(t.app, 'registration-reminders').runDue(),
        serviceOf(other.app, 'registration-reminders').runDue(),
      ]);
    } finally {
      await other.close();
    }
    expect((await remindersTo()).sort()).toEqual(['ama@example.edu', 'bo@example.edu']);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'registration-reminder'), eq(mailOutbox.to, 'ama@example.edu')),
      );
    expect(mail?.subject).toBe(`Reminder: ${soon.title} is coming up`);
    // No end given: the two hours its calendar file gives it, in the zone's name Indians read.
    expect(mail?.text).toContain('When: Tuesday 16 June 2026, 09:00 to 11:00 IST');
    expect(mail?.text).toMatch(/Your ticket: [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
    expect(mail?.text).toMatch(/\nhttp:\/\/localhost:80\/registrations\/[\w-]{43}\n/);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`event-${soon.id}.ics`]);

    // 16 June, 14:30 in India: the all-day event starts within a day, the one at 14:00 too.
    now = new Date('2026-06-16T09:00:00Z');
    await serviceOf(t.app, 'registration-reminders').runDue();
    expect((await remindersTo()).sort()).toEqual([
      'ama@example.edu',
      'bo@example.edu',
      'dee@example.edu',
      'eve@example.edu',
    ]);
  });

  it('reminds again when the officers move the event to another day', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { date: '2026-06-16', time: '11:00', capacity: 2 });
    await register(t, event.id, 'Gil');
    await serviceOf(t.app, 'registration-reminders').runDue();
    const sentAt = async () =>
      (
        await t.database.db
          .select({ at: reminderRounds.sentAt })
          .from(reminderRounds)
          .where(eq(reminderRounds.eventId, event.id))
      )[0]?.at ?? null;
    expect(await sentAt()).toEqual(now);
    const edit = async (changes: object, version: number) => {
      const response = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
        title: event.title,
        date: event.date,
        time: event.time,
        description: event.description,
        capacity: 2,
        version,
        ...changes,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DashboardEvent>().version;
    };
    // Another change keeps the reminder sent; a new day clears it.
    const version = await edit({ description: 'Now with pizza.' }, event.version);
    expect(await sentAt()).toEqual(now);
    await edit({ date: '2026-06-20' }, version);
    expect(await sentAt()).toBeNull();

    now = new Date('2026-06-19T12:00:00Z');
    await serviceOf(t.app, 'registration-reminders').runDue();
    expect((await remindersTo()).filter((to) => to === 'gil@example.edu')).toHaveLength(2);
  });
});

describe("a registrant's own link", () => {
  it('erases the registration at once, giving its place to the first in line', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { date: '2026-07-10', time: '17:00', capacity: 1 });
    const first = await register(t, event.id, 'Hal');
    const second = await register(t, event.id, 'Ivy');
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${first.token}`,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.headers['cache-control']).toBe('private, no-store');
    expect(erased.json()).toEqual({ message: expect.any(String) });

    // Gone: the link, the row, and the mails about it.
    for (const [method, url] of [
      ['GET', `/api/registrations/${first.token}`],
      ['DELETE', `/api/registrations/${first.token}`],
      ['POST', `/api/registrations/${first.token}/cancel`],
      ['GET', `/api/registrations/${first.token}/ticket.svg`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    }
    const rows = await t.database.db
      .select({ email: eventRegistrations.email, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toEqual([{ email: 'ivy@example.edu', status: 'confirmed' }]);
    const halsMail = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'hal@example.edu'));
    expect(halsMail).toEqual([]);
    const ivy = await t.app.inject(`/api/registrations/${second.token}`);
    expect(ivy.json()).toMatchObject({ status: 'confirmed' });
    expect((await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>().registrations).toBe(
      1,
    );
  });

  it("creates no notification (the branch's bell) and no audit entry, whatever registrants do", async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { date: '2026-07-11', time: '17:00', capacity: 1 });
    const rowsOf = async () => {
      const [bell] = await t.database.db.select({ n: count() }).from(notifications);
      const [audit] = await t.database.db.select({ n: count() }).from(auditLog);
      return { bell: bell?.n, audit: audit?.n };
    };
    const before = await rowsOf();
    const first = await register(t, event.id, 'Jay');
    const second = await register(t, event.id, 'Kim');
    const third = await register(t, event.id, 'Lou');
    await t.app.inject({ method: 'POST', url: `/api/registrations/${first.token}/cancel` });
    await t.app.inject({ method: 'DELETE', url: `/api/registrations/${second.token}` });
    await t.app.inject(`/api/registrations/${third.token}/ticket.svg`);
    expect((await t.app.inject(`/api/registrations/${third.token}`)).json()).toMatchObject({
      status: 'confirmed',
    });
    expect(await rowsOf()).toEqual(before);
  });
});

describe('retention', () => {
  /** A past event with registrations and a verified attendance, ended on `date` (in India). */
  async function pastEventWithRegistrants(date: string, names: string[]) {
    const response = await t.api('POST', `${t.base}/events/past`, {
      title: `Past talk ${Math.random().toString(36).slice(2, 8)}`,
      date,
      description: 'Held.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json<DashboardEvent>();
    const saved = await t.database.db
      .insert(eventRegistrations)
      .values(
        names.map((name, index) => ({
          eventId: event.id,
          name,
          email: `${name.toLowerCase()}@example.edu`,
          status: 'confirmed' as const,
          ticketCode: `PAST-${String(event.id).padStart(4, '0')}-${index}AAA`,
          checkedInAt: index === 0 ? new Date(`${date}T12:00:00Z`) : null,
        })),
      )
      .returning({ id: eventRegistrations.id });
    await t.database.db.insert(eventRegistrationLinks).values(
      saved.map((row, index) => ({
        tokenHash: hashToken(`token-${event.id}-${index}`),
        registrationId: row.id,
      })),
    );
    await t.database.db
      .update(events)
      .set({ registrations: names.length, checkedIn: 1 })
      .where(eq(events.id, event.id));
    return event;
  }

  const registrantsOf = async (eventId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, eventId))
    )[0]?.n;

  it('deletes registrations a year after their event ended, and the event keeps its counts', async () => {
    now = new Date(TEST_NOW);
    // Ended at the end of 1 June 2025 in India: more than 365 days before 15 June 2026.
    const old = await pastEventWithRegistrants('2025-06-01', ['Mia', 'Ned']);
    // Ended 30 June 2025: less than a year ago.
    const recent = await pastEventWithRegistrants('2025-06-30', ['Oli']);
    // Registration mails as old as the retention, and other mail of that age.
    await t.database.db.insert(mailOutbox).values([
      {
        kind: 'registration-confirmed',
        to: 'mia@example.edu',
        subject: 'You are registered',
        text: 'Old.',
        status: 'not-sent',
        createdAt: new Date('2025-05-20T10:00:00Z'),
      },
      {
        kind: 'invitation',
        to: 'chair@example.edu',
        subject: 'You are invited',
        text: 'Old too.',
        status: 'not-sent',
        createdAt: new Date('2025-05-20T10:00:00Z'),
      },
    ]);

    const { deleted } = await serviceOf(t.app, 'registration-reminders').runDue();
    expect(deleted).toBe(2);
    expect(await registrantsOf(old.id)).toBe(0);
    expect(await registrantsOf(recent.id)).toBe(1);
    const detail = (await t.app.inject(`/api/events/${old.id}`)).json<EventDetail>();
    expect(detail).toMatchObject({ registrations: 2, checkedIn: 1 });
    const oldMail = await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(like(mailOutbox.text, 'Old%'));
    expect(oldMail).toEqual([{ kind: 'invitation' }]);

    // A second round (or another server's) finds nothing more.
    expect((await serviceOf(t.app, 'registration-reminders').runDue()).deleted).toBe(0);
  });

  it('lets a registrant of an event that is over erase their registration, and keeps its record', async () => {
    now = new Date(TEST_NOW);
    const event = await pastEventWithRegistrants('2026-06-01', ['Quin']);
    const [rae] = await t.database.db
      .insert(eventRegistrations)
      .values({
        eventId: event.id,
        name: 'Rae',
        email: 'rae@example.edu',
        status: 'waitlisted',
        ticketCode: `PAST-${String(event.id).padStart(4, '0')}-RAE`,
      })
      .returning({ id: eventRegistrations.id });
    await t.database.db
      .insert(eventRegistrationLinks)
      .values({ tokenHash: hashToken(`token-${event.id}-rae`), registrationId: rae?.id ?? 0 });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/token-${event.id}-0`,
    });
    expect(erased.statusCode).toBe(200);
    // Nobody is promoted into an event that is over, and its counts stay as they were.
    const raePage = await t.app.inject(`/api/registrations/token-${event.id}-rae`);
    expect(raePage.json()).toMatchObject({ status: 'waitlisted' });
    const detail = (await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>();
    expect(detail).toMatchObject({ registrations: 1, checkedIn: 1 });
  });

  it('keeps registrations as many days as REGISTRATION_RETENTION_DAYS says', async () => {
    now = new Date(TEST_NOW);
    const event = await pastEventWithRegistrants('2026-05-01', ['Pat']);
    const context = createServiceContext(
      t.database.db,
      clock,
      TEST_TIMEZONE,
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    // Ended 45 days ago: kept for 60 days, deleted after 30.
    await deleteExpiredRegistrations(context, 60);
    expect(await registrantsOf(event.id)).toBe(1);
    await deleteExpiredRegistrations(context, 30);
    expect(await registrantsOf(event.id)).toBe(0);
  });
});

describe('a first mail left owed', () => {
  const mailsTo = (who: string) =>
    t.database.db
      .select({ kind: mailOutbox.kind, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${who.toLowerCase()}@example.edu`));

  /** As a server that died between registering someone and writing their mail leaves it. */
  async function diedBeforeTheMail(registrant: string, owed: string, status?: 'cancelled') {
    const email = `${registrant.toLowerCase()}@example.edu`;
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await t.database.db
      .update(eventRegistrations)
      .set({ firstMail: owed, ...(status ? { status } : {}) })
      .where(eq(eventRegistrations.email, email));
  }

  it('is queued once by the registration-holds job, whichever servers run it, with a working link', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { date: '2026-07-01', time: '14:00', capacity: 2 });
    await register(t, event.id, 'Ozzie');
    expect((await mailsTo('Ozzie')).map((mail) => mail.kind)).toEqual(['registration-confirmed']);
    await diedBeforeTheMail('Ozzie', 'confirmed');

    const other = await startAnotherServer(t);
    try {
      await Promise.all([
        serviceOf(t.app, 'registration-holds').runDue(),
        serviceOf(other.app, 'registration-holds').runDue(),
      ]);
      await serviceOf(t.app, 'registration-holds').runDue();
    } finally {
      await other.close();
    }
    const mails = await mailsTo('Ozzie');
    expect(mails.map((mail) => mail.kind)).toEqual(['registration-confirmed']);
    const token = /\/registrations\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
    const opened = await t.app.inject(`/api/registrations/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().status).toBe('confirmed');
    const [row] = await t.database.db
      .select({ firstMail: eventRegistrations.firstMail })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, 'ozzie@example.edu'));
    expect(row?.firstMail).toBeNull();
  });

  it('is not sent once the registration moved on (cancelled before it was written)', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { date: '2026-07-01', time: '14:00', capacity: 2 });
    await register(t, event.id, 'Mo');
    await diedBeforeTheMail('Mo', 'confirmed', 'cancelled');
    await serviceOf(t.app, 'registration-holds').runDue();
    expect(await mailsTo('Mo')).toEqual([]);
  });
});
