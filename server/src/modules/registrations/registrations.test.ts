import {
  type DashboardEvent,
  type Registration,
  type RegistrationCreated,
  registrationRequestSchema,
} from '@chapterhouse/shared';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register, sendRegistration, student } from '../../../test/events-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import { createServiceContext } from '../../lib/service-context.js';
import { REGISTRATION_REFUSALS } from './registration-rules.js';
import { register as registerInService } from './registrations.service.js';

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

async function statuses(eventId: number) {
  const rows = await t.database.db
    .select({ email: eventRegistrations.email, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(eventRegistrations.id);
  return rows;
}

const readEvent = async (id: number) =>
  (await t.app.inject(`/api/events/${id}`)).json<{ registrations: number }>();

describe('registration on the site', () => {
  it('gives 50 places to the first 50 of 200 simultaneous registrations and lines up the rest in order', async () => {
    const event = await createEvent(t, { capacity: 50 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => sendRegistration(t, event.id, student(index))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const created = answers.map((answer) => answer.json<RegistrationCreated>().registration);
    expect(created.filter((r) => r.status === 'confirmed')).toHaveLength(50);
    expect(created.filter((r) => r.status === 'waitlisted')).toHaveLength(150);

    // In the database, in the order they were taken: 50 confirmed, then 150 waiting.
    const rows = await statuses(event.id);
    expect(rows.map((row) => row.status)).toEqual([
      ...Array(50).fill('confirmed'),
      ...Array(150).fill('waitlisted'),
    ]);
    // Each waiting registrant knows their place, 1 to 150 with none twice.
    const positions = created
      .map((r) => r.waitlistPosition)
      .filter((position): position is number => position !== null)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 150 }, (_, index) => index + 1));
    // Confirmed ones have a ticket; waiting ones do not yet.
    for (const r of created) expect(r.ticketCode !== null).toBe(r.status === 'confirmed');
    expect((await readEvent(event.id)).registrations).toBe(50);

    // Written together, batch by batch (a batch with others in line after the rush, as below):
    // each first mail is its registrant's, with the link of their answer, and the ticket's
    // picture for a place only.
    await serviceOf(t.app, 'rush-mails').settled();
    const mails = await t.database.db
      .select({ to: mailOutbox.to, text: mailOutbox.text, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(like(mailOutbox.to, 'student%@example.edu'));
    for (const answer of answers) {
      const { registration, token } = answer.json<RegistrationCreated>();
      const ofThem = mails.filter((mail) => mail.to === registration.email);
      expect(ofThem, registration.email).toHaveLength(1);
      expect(ofThem[0]?.text).toContain(`/registrations/${token}`);
      const pictures = ofThem[0]?.attachments.filter((file) => file.contentType === 'image/png');
      expect(pictures, registration.email).toHaveLength(
        registration.status === 'confirmed' ? 1 : 0,
      );
    }
  });

  it('answers a batch with others in line at its commit, and writes its mails once the rush has passed', async () => {
    const event = await createEvent(t, { capacity: 50 });
    // As the routes do, in this app's context. The event's row is held, as a batch ahead of
    // Ana's would hold it: her batch waits for it alone, and Ben and Cy arrive meanwhile.
    const context = createServiceContext(
      t.database.db,
      t.clock,
      TEST_TIMEZONE,
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    const inService = (index: number) =>
      registerInService(context, event.id, registrationRequestSchema.parse(student(index)));
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let holding = () => {};
    const isHeld = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for('update');
      holding();
      await held;
    });
    await isHeld;
    const ana = inService(700);
    // Her batch starts after one turn of the event loop, and waits for the row.
    await new Promise((resolve) => setImmediate(resolve));
    const others = [701, 702].map(inService);
    letGo();
    await holder;
    const answers = await Promise.all([ana, ...others]);
    expect(answers.map((answer) => answer.registration.status)).toEqual(Array(3).fill('confirmed'));
    // Each gets their one first mail, with the link of their answer; Ana's was held back while
    // the others were in line, so it was written after theirs, once no registration waited.
    const mailIds = await vi.waitFor(async () => {
      const mails = await t.database.db
        .select({ id: mailOutbox.id, to: mailOutbox.to, text: mailOutbox.text })
        .from(mailOutbox)
        .where(like(mailOutbox.to, 'student70_@example.edu'));
      expect(mails).toHaveLength(3);
      return answers.map(({ registration, token }) => {
        const [mail, ...more] = mails.filter((each) => each.to === registration.email);
        expect(more).toEqual([]);
        expect(mail?.text).toContain(`/registrations/${token}`);
        return mail?.id ?? 0;
      });
    });
    const [anaMail = 0, ...othersMails] = mailIds;
    expect(Math.min(...othersMails)).toBeLessThan(anaMail);
    // Nothing is owed any more.
    const owed = await t.database.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), isNotNull(eventRegistrations.firstMail)),
      );
    expect(owed).toEqual([]);
  });

  it('decides each registration of a burst on its own: duplicates, returns and bad answers', async () => {
    // Registrations that arrive together are saved in batches (one lock for many): each still
    // gets the answer it would get alone, and one's refusal never refuses another.
    const event = await createEvent(t, {
      capacity: 3,
      registrationQuestions: [
        { label: 'Size', kind: 'choice', required: true, options: ['S', 'M'] },
      ],
    });
    const sized = (index: number) => ({ ...student(index), answers: { q1: 'S' } });
    const earlier = await sendRegistration(t, event.id, sized(7000));
    expect(earlier.statusCode).toBe(201);
    const returning = await sendRegistration(t, event.id, sized(7001));
    const returningToken = returning.json<RegistrationCreated>().token;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${returningToken}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);

    const key = crypto.randomUUID();
    const burst = await Promise.all([
      sendRegistration(t, event.id, sized(7002)),
      sendRegistration(t, event.id, { ...sized(7003), idempotencyKey: key }),
      sendRegistration(t, event.id, sized(7000)),
      sendRegistration(t, event.id, { ...sized(7004), email: 'STUDENT7002@example.edu' }),
      sendRegistration(t, event.id, { ...sized(7003), idempotencyKey: key }),
      sendRegistration(t, event.id, { ...student(7005), answers: {} }),
      sendRegistration(t, event.id, sized(7001)),
      sendRegistration(t, event.id, sized(7006)),
    ]);
    // Which of two requests for one address came first is the server's to say, not the test's.
    expect([burst[0]?.statusCode, burst[3]?.statusCode].sort()).toEqual([201, 409]);
    const duplicates = [burst[2], burst[0]?.statusCode === 409 ? burst[0] : burst[3]];
    for (const answer of duplicates) {
      expect(answer?.statusCode).toBe(409);
      expect(answer?.json()).toEqual({ error: REGISTRATION_REFUSALS.duplicate });
    }
    expect(burst[5]?.statusCode).toBe(400);
    expect(burst[5]?.json()).toEqual({ error: 'Answer "Size".' });
    for (const index of [1, 4, 6, 7]) expect(burst[index]?.statusCode).toBe(201);
    // The keyed request sent twice: one registration, the same answer and link both times.
    expect(burst[4]?.json()).toEqual(burst[1]?.json());
    // Three places (the earlier registrant's and two of the burst), then the line, in order;
    // one row per address, the returning registrant's among them.
    const rows = await statuses(event.id);
    expect(rows.map((row) => row.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'waitlisted',
      'waitlisted',
    ]);
    expect(rows[0]?.email).toBe('student7000@example.edu');
    expect(rows.map((row) => row.email).sort()).toEqual(
      [7000, 7001, 7002, 7003, 7006].map((index) => `student${index}@example.edu`),
    );
    expect((await readEvent(event.id)).registrations).toBe(3);
  });

  it('gives a cancelled place to exactly the first in line', async () => {
    const event = await createEvent(t, { capacity: 2 });
    const tokens: string[] = [];
    for (let index = 0; index < 5; index++) {
      tokens.push((await register(t, event.id, student(1000 + index))).token ?? '');
    }
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${tokens[0]}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Registration>().status).toBe('cancelled');
    expect((await statuses(event.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'confirmed',
      'confirmed',
      'waitlisted',
      'waitlisted',
    ]);
    const promoted = await t.app.inject(`/api/registrations/${tokens[2]}`);
    expect(promoted.headers['cache-control']).toBe('private, no-store');
    expect(promoted.json<Registration>()).toMatchObject({
      status: 'confirmed',
      waitlistPosition: null,
    });
    expect(promoted.json<Registration>().ticketCode).toMatch(
      /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/,
    );
    expect(
      (await t.app.inject(`/api/registrations/${tokens[3]}`)).json<Registration>(),
    ).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    // Cancelling again changes nothing; the place is not given twice.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${tokens[0]}/cancel`,
    });
    expect(again.json<Registration>().status).toBe('cancelled');
    expect((await statuses(event.id)).filter((row) => row.status === 'confirmed')).toHaveLength(2);
    expect((await readEvent(event.id)).registrations).toBe(2);
  });

  it('gives the places of a raised capacity to the waiting list, in order', async () => {
    const event = await createEvent(t, { capacity: 1 });
    for (let index = 0; index < 4; index++) await register(t, event.id, student(2000 + index));
    const raised = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      title: event.title,
      date: event.date,
      time: event.time,
      description: event.description,
      capacity: 3,
      registrationMode: 'site',
      // Today's behaviour: registrants are not asked to confirm their address.
      registrationConfirmEmail: false,
      version: event.version,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<DashboardEvent>().registrations).toBe(3);
    // An edit that does not name the mode (the dashboard's form) leaves registration on the site.
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      title: event.title,
      date: event.date,
      time: event.time,
      description: 'Now with snacks.',
      capacity: 3,
      version: raised.json<DashboardEvent>().version,
    });
    expect(edited.json<DashboardEvent>()).toMatchObject({
      registrationMode: 'site',
      // Today's behaviour: registrants are not asked to confirm their address.
      registrationConfirmEmail: false,
      registrations: 3,
    });
    expect((await statuses(event.id)).map((row) => row.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'waitlisted',
    ]);
  });

  it('takes one registration per e-mail address, whatever its case', async () => {
    const event = await createEvent(t, { capacity: 50 });
    expect((await sendRegistration(t, event.id, student(3000))).statusCode).toBe(201);
    const again = await sendRegistration(t, event.id, {
      ...student(3000),
      email: 'STUDENT3000@example.edu',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: REGISTRATION_REFUSALS.duplicate });
    expect(await statuses(event.id)).toHaveLength(1);
  });

  it('refuses events that are cancelled, over, or not taking registrations here', async () => {
    const cancelled = await createEvent(t, { capacity: 50, state: 'cancelled' });
    const outside = await createEvent(t, {
      capacity: 50,
      registrationLink: 'https://example.org/form',
      registrationMode: undefined,
    });
    const none = await createEvent(t, { capacity: 50, registrationMode: 'none' });
    const over = await createEvent(t, { capacity: 50, date: '2026-06-01' });
    for (const [event, error] of [
      [cancelled, REGISTRATION_REFUSALS.cancelled],
      [outside, REGISTRATION_REFUSALS.notHere],
      [none, REGISTRATION_REFUSALS.notHere],
      [over, REGISTRATION_REFUSALS.over],
    ] as const) {
      const answer = await sendRegistration(t, event.id, student(4000));
      expect(answer.statusCode, event.title).toBe(409);
      expect(answer.json()).toEqual({ error });
      expect(await statuses(event.id)).toEqual([]);
    }
    expect(outside.registrationMode).toBe('link');
    expect((await sendRegistration(t, 999_999, student(4001))).statusCode).toBe(404);
  });

  it('refuses a bad body, or a filled-in trap field, with 400 and writes nothing', async () => {
    const event = await createEvent(t, { capacity: 50 });
    const [before] = await t.database.db.select({ n: count() }).from(eventRegistrations);
    for (const body of [
      {},
      { name: 'A', email: 'not-an-email' },
      { name: '', email: 'a@example.edu' },
      { name: 'A\u0000B', email: 'a@example.edu' },
      { ...student(5000), memberNumber: 'x'.repeat(21) },
      { ...student(5001), website: 'https://spam.example' },
      // An IEEE member number is 8 digits (its form only is checked, never with IEEE).
      { ...student(5002), memberNumber: '9410' },
      { ...student(5003), memberNumber: '941000012' },
      { ...student(5004), memberNumber: 'A1234567' },
    ]) {
      const answer = await sendRegistration(t, event.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof answer.json().error).toBe('string');
    }
    const [after] = await t.database.db.select({ n: count() }).from(eventRegistrations);
    expect(after?.n).toBe(before?.n);
    const short = await sendRegistration(t, event.id, { ...student(5005), memberNumber: '9410' });
    expect(short.json().error).toContain('8 digits');
  });

  it('keeps a member number’s 8 digits, without the spaces or dashes it was typed with', async () => {
    const event = await createEvent(t, { capacity: 50 });
    const answer = await sendRegistration(t, event.id, {
      ...student(5100),
      memberNumber: ' 9410-0001 ',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [row] = await t.database.db
      .select({ memberNumber: eventRegistrations.memberNumber })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, 'student5100@example.edu'));
    expect(row?.memberNumber).toBe('94100001');
  });

  it('answers 404 for a personal link that was never issued', async () => {
    expect((await t.app.inject('/api/registrations/not-a-real-token')).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', '/api/registrations/not-a-real-token/cancel'],
      ['DELETE', '/api/registrations/not-a-real-token'],
      ['GET', '/api/registrations/not-a-real-token/ticket.svg'],
    ] as const) {
      const answer = await t.app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(typeof answer.json().error).toBe('string');
    }
  });
});
