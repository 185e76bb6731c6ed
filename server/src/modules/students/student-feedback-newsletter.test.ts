import {
  type FeedbackRequest,
  FOLLOW_CHOICE_REQUIRED,
  NEWSLETTER_UNSUBSCRIBED,
  type OrganisationSummary,
  OWN_SUBSCRIPTION_NONE,
  type OwnSubscription,
  STUDENT_SIGN_IN_NEEDED,
  type StudentPage,
} from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStudent, type TestStudent } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { confirmTokenOf } from '../../../test/newsletter-links.js';
import { serviceOf } from '../../app.js';
import {
  eventFeedback,
  eventRegistrations,
  mailOutbox,
  newsletterFollows,
  newsletterSubscribers,
} from '../../db/schema/index.js';

// The student's page (`/api/me`) also lists the feedback still to give on the events their
// address attended (answered there with their session, not the mailed link) and the address's
// newsletter subscription, which they change there without a mail to confirm it.

let now = new Date('2026-06-15T10:00:00Z');
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const as = (student: TestStudent | null) => (student ? { cookie: student.cookie } : {});
const myPage = async (student: TestStudent) => {
  const page = await t.app.inject({ url: '/api/me', headers: as(student) });
  expect(page.statusCode, page.body).toBe(200);
  return page.json<StudentPage>();
};
const feedbackOf = (student: TestStudent | null, registrationId: number, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/me/feedback/${registrationId}`,
    headers: as(student),
    ...(payload ? { payload } : {}),
  });
const newsletter = (student: TestStudent | null, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'DELETE',
    url: '/api/me/newsletter',
    headers: as(student),
    ...(payload ? { payload } : {}),
  });

/** The id of the address's registration for the event (the public answer does not carry it). */
async function registrationIdOf(eventId: number, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email)));
  if (!row) throw new Error(`${email} did not register for ${eventId}`);
  return row.id;
}

async function checkIn(eventId: number, ticketCode: string | null) {
  const response = await t.api('POST', `${t.base}/events/${eventId}/check-in`, { ticketCode });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the feedback a student's page lists", () => {
  it('lists what the address attended and has still to answer, answers it by the session, and never shows or takes another’s', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const [held, missed] = await Promise.all([
      createEvent(t, {
        title: 'Filter Design Lab',
        date: '2026-06-20',
        time: '14:00',
        endTime: '16:00',
      }),
      createEvent(t, {
        title: 'Skipped Seminar',
        date: '2026-06-20',
        time: '14:00',
        endTime: '16:00',
      }),
    ]);
    const adaHeld = await register(t, held.id, { name: 'Ada', email: 'ada.fb@example.edu' });
    const bobHeld = await register(t, held.id, { name: 'Bob', email: 'bob.fb@example.edu' });
    await register(t, missed.id, { name: 'Ada', email: 'ada.fb@example.edu' });
    const ids = {
      adaHeld: await registrationIdOf(held.id, 'ada.fb@example.edu'),
      bobHeld: await registrationIdOf(held.id, 'bob.fb@example.edu'),
      adaMissed: await registrationIdOf(missed.id, 'ada.fb@example.edu'),
    };
    now = new Date('2026-06-20T08:00:00Z'); // 13:30 on the day, in the tests' zone
    await checkIn(held.id, adaHeld.registration.ticketCode);
    await checkIn(held.id, bobHeld.registration.ticketCode);

    // Before the feedback is asked (the event is on), there is nothing to give.
    const ada = await signedInStudent(t, 'ada.fb@example.edu');
    expect((await myPage(ada)).feedbackDue).toEqual([]);

    now = new Date('2026-06-20T11:00:00Z'); // 16:30: over, and asked
    await serviceOf(t.app, 'feedback-requests').runDue();
    const adas = await myPage(ada);
    // Still today's event (an upcoming one until the day ends), but its feedback is due.
    expect(adas.upcoming.map((registration) => registration.id)).toContain(ids.adaHeld);
    expect(adas.feedbackDue).toEqual([
      {
        registrationId: ids.adaHeld,
        event: expect.objectContaining({ id: held.id, title: 'Filter Design Lab' }),
        expiresAt: '2026-07-20T11:00:00.000Z',
      },
    ]);
    const bob = await signedInStudent(t, 'bob.fb@example.edu');
    expect((await myPage(bob)).feedbackDue.map((due) => due.registrationId)).toEqual([ids.bobHeld]);

    // Signed out: 401 either way.
    for (const payload of [undefined, { rating: 5 }]) {
      const anonymous = await feedbackOf(null, ids.adaHeld, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: STUDENT_SIGN_IN_NEEDED });
    }
    // Another's registration is not found, and nothing of it changes; nor one nobody asked about.
    for (const payload of [undefined, { rating: 1 }]) {
      const others = await feedbackOf(ada, ids.bobHeld, payload);
      expect(others.statusCode).toBe(404);
      expect(others.json().error).toBe('No feedback is asked of you for that registration.');
    }
    expect((await feedbackOf(ada, ids.adaMissed)).statusCode).toBe(404);
    const [bobsRow] = await t.database.db
      .select({ answeredAt: eventFeedback.answeredAt })
      .from(eventFeedback)
      .where(eq(eventFeedback.registrationId, ids.bobHeld));
    expect(bobsRow?.answeredAt).toBeNull();

    const open = await feedbackOf(ada, ids.adaHeld);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(open.json<FeedbackRequest>()).toMatchObject({
      event: { title: 'Filter Design Lab', organisation: t.society.name },
      state: 'open',
    });
    expect((await feedbackOf(ada, ids.adaHeld, { rating: 9 })).statusCode).toBe(400);
    const answered = await feedbackOf(ada, ids.adaHeld, {
      rating: 5,
      comment: 'Good bench time.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<FeedbackRequest>().state).toBe('answered');
    const again = await feedbackOf(ada, ids.adaHeld, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('answered already');
    expect((await myPage(ada)).feedbackDue).toEqual([]);
    // The answer keeps no name: it is the event's, as through the mailed link.
    const [adasRow] = await t.database.db
      .select({ rating: eventFeedback.rating, comment: eventFeedback.comment })
      .from(eventFeedback)
      .where(eq(eventFeedback.registrationId, ids.adaHeld));
    expect(adasRow).toEqual({ rating: 5, comment: 'Good bench time.' });

    // Thirty days on, Bob's has closed: no longer listed, and too late to answer.
    now = new Date('2026-07-21T11:00:00Z');
    const bobLater = await signedInStudent(t, 'bob.fb@example.edu');
    expect((await myPage(bobLater)).feedbackDue).toEqual([]);
    const late = await feedbackOf(bobLater, ids.bobHeld, { rating: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('expired');
  });
});

describe("the newsletter on a student's page", () => {
  let societies: OrganisationSummary[];
  let councils: OrganisationSummary[];
  beforeAll(async () => {
    now = new Date('2026-06-15T10:00:00Z');
    societies = (await t.app.inject('/api/societies')).json();
    councils = (await t.app.inject('/api/councils')).json();
  });

  const rowOf = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    return row;
  };

  it('subscribes the signed-in address confirmed, with no mail, and shows what it follows by name', async () => {
    // Someone else's subscription is never on this page.
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'neighbour@example.edu', confirmedAt: now, followsBranch: true });
    const student = await signedInStudent(t, 'nl.student@example.edu');
    const before = await myPage(student);
    expect(before.newsletter.subscription).toBeNull();
    expect(before.newsletter.choices.map((choice) => choice.id).sort()).toEqual(
      [...societies, ...councils].map((organisation) => organisation.id).sort(),
    );

    const [society, council] = [societies[0], councils[0]];
    if (!society || !council) throw new Error('the sample has a society and a council');
    const saved = await newsletter(student, {
      branch: false,
      organisationIds: [council.id, society.id],
      digest: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: OwnSubscription['subscription'] = {
      confirmed: true,
      branch: false,
      // Societies before councils, each by name.
      organisations: [
        { id: society.id, slug: society.slug, name: society.name, kind: 'society' },
        { id: council.id, slug: council.slug, name: council.name, kind: 'council' },
      ],
      digest: true,
    };
    expect(saved.json<OwnSubscription>().subscription).toEqual(expected);
    expect((await myPage(student)).newsletter.subscription).toEqual(expected);
    expect((await rowOf('nl.student@example.edu'))?.confirmedAt).not.toBeNull();
    const mails = await t.database.db.$count(
      mailOutbox,
      eq(mailOutbox.to, 'nl.student@example.edu'),
    );
    expect(mails).toBe(0);

    // Refused choices change nothing.
    const none = await newsletter(student, { branch: false, organisationIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain(FOLLOW_CHOICE_REQUIRED);
    const unknown = await newsletter(student, { branch: false, organisationIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('cannot be followed');
    expect((await myPage(student)).newsletter.subscription).toEqual(expected);

    // The whole branch: no list kept beside it.
    const everything = await newsletter(student, { branch: true, digest: false });
    expect(everything.json<OwnSubscription>().subscription).toEqual({
      confirmed: true,
      branch: true,
      organisations: [],
      digest: false,
    });
    const row = await rowOf('nl.student@example.edu');
    expect(
      await t.database.db.$count(
        newsletterFollows,
        eq(newsletterFollows.subscriberId, row?.id ?? 0),
      ),
    ).toBe(0);
    expect((await rowOf('neighbour@example.edu'))?.followsBranch).toBe(true);
  });

  it('confirms a subscription still waiting for its mailed link when the choice is saved', async () => {
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'Waiting.Student@example.edu', followsBranch: true });
    const token = await confirmTokenOf(t.database.db, 'waiting.student@example.edu');
    const student = await signedInStudent(t, 'waiting.student@example.edu');
    expect((await myPage(student)).newsletter.subscription).toMatchObject({
      confirmed: false,
      branch: true,
    });
    const saved = await newsletter(student, { branch: true, digest: true });
    expect(saved.json<OwnSubscription>().subscription).toMatchObject({
      confirmed: true,
      digest: true,
    });
    // One row for the address, however it was typed; its mailed link has nothing left to do.
    expect(
      await t.database.db.$count(
        newsletterSubscribers,
        sql`lower(${newsletterSubscribers.email}) = 'waiting.student@example.edu'`,
      ),
    ).toBe(1);
    const link = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}` });
    expect(link.statusCode).toBe(404);
  });

  it('unsubscribes the signed-in address only, and says so when it is not subscribed', async () => {
    for (const email of ['leaving.nl@example.edu', 'staying.nl@example.edu']) {
      await t.database.db
        .insert(newsletterSubscribers)
        .values({ email, confirmedAt: now, followsBranch: true });
    }
    const student = await signedInStudent(t, 'leaving.nl@example.edu');
    for (const payload of [undefined, { branch: true }]) {
      const anonymous = await newsletter(null, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: STUDENT_SIGN_IN_NEEDED });
    }
    const gone = await newsletter(student);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    expect(await rowOf('leaving.nl@example.edu')).toBeUndefined();
    expect(await rowOf('staying.nl@example.edu')).toBeDefined();
    expect((await myPage(student)).newsletter.subscription).toBeNull();
    const again = await newsletter(student);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: OWN_SUBSCRIPTION_NONE });
    expect(
      await t.database.db.$count(
        newsletterSubscribers,
        eq(newsletterSubscribers.email, 'staying.nl@example.edu'),
      ),
    ).toBe(1);
  });
});
