import type {
  AnnualReport,
  DashboardEvent,
  EventReport,
  FeedbackRequest,
  OrganisationSummary,
} from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  createEvent,
  type EventFields,
  register,
  registrantNamed,
} from '../../../test/events-fixture.js';
import { serviceOf } from '../../app.js';
import { eventFeedback, events, mailOutbox } from '../../db/schema/index.js';

// A past event's report (attendance split into IEEE members and guests, the vTools block, CSV)
// and the feedback its checked-in registrants give through the link mailed to them.

let now = new Date('2026-06-15T10:00:00Z');
let t: DashboardApp;
let bystanderOfficer: TestAccount;
let bystanderBase: string;
let councilBase: string;

beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  const bystander = societies.find((society) => society.id !== t.society.id);
  if (!bystander) throw new Error('the sample content has one society');
  bystanderOfficer = await signedInAs(t, 'SOCIETY_ADMIN', bystander.slug);
  bystanderBase = `/api/society-dashboard/society/${bystander.id}`;
  councilBase = `/api/council-dashboard/council/${t.council.id}`;
});
afterAll(() => t.close());

async function checkIn(eventId: number, ticketCode: string | null) {
  const response = await t.api('POST', `${t.base}/events/${eventId}/check-in`, { ticketCode });
  expect(response.statusCode, response.body).toBe(200);
}

/** An event on 20 June (14:00 to 16:00), four registered, three checked in: two members. */
async function heldEvent(overrides: EventFields = {}) {
  now = new Date('2026-06-15T10:00:00Z');
  const event = await createEvent(t, {
    title: `Antenna clinic ${Math.random().toString(36).slice(2, 8)}`,
    date: '2026-06-20',
    time: '14:00',
    endTime: '16:00',
    location: 'Faraday Hall',
    locality: 'Pune',
    country: 'India',
    description: 'Measuring what we build.',
    category: 'Professional',
    subCategory: 'Continuing Education',
    speakers: [{ name: 'Dr. Meera Iyer', affiliation: 'IISc' }],
    ...overrides,
  });
  const tag = event.id;
  const members = [
    await register(t, event.id, { ...registrantNamed(`m1.${tag}`), memberNumber: '9410 0001' }),
    await register(t, event.id, { ...registrantNamed(`m2.${tag}`), memberNumber: '94100002' }),
  ];
  const guests = [
    await register(t, event.id, `g1.${tag}`),
    await register(t, event.id, `g2.${tag}`),
  ];
  now = new Date('2026-06-20T08:00:00Z'); // 13:30 on the day, in the tests' zone
  for (const created of [...members, guests[0]]) {
    await checkIn(event.id, created?.registration.ticketCode ?? null);
  }
  return event;
}

const reportOf = (eventId: number, base = t.base, account?: TestAccount) =>
  t.api('GET', `${base}/events/${eventId}/report`, undefined, account);

/** The feedback links mailed for the event, by address. */
async function feedbackLinks(title: string) {
  const mails = await t.database.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'event-feedback'), eq(mailOutbox.subject, `How was ${title}?`)));
  return new Map(mails.map((mail) => [mail.to, /\/feedback\/([\w-]+)/.exec(mail.text)?.[1] ?? '']));
}

describe('an event’s report', () => {
  it('splits attendance into members and guests, in the vTools order, once the event is over', async () => {
    const event = await heldEvent();
    const early = await reportOf(event.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('has not happened yet');

    now = new Date('2026-06-21T04:00:00Z');
    const response = await reportOf(event.id);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<EventReport>();
    expect(report.attendance).toEqual({
      registered: 4,
      checkedIn: 3,
      inPerson: 3,
      online: 0,
      members: 2,
      // No roster yet: both members only declared a number.
      verifiedMembers: 0,
      declaredMembers: 2,
      verifiedAsOf: null,
      guests: 1,
      countedBy: 'check-ins',
    });
    expect(report.event).toMatchObject({
      title: event.title,
      category: 'Professional',
      subCategory: 'Continuing Education',
      place: 'Faraday Hall, Pune, India',
      organisation: { id: t.society.id },
    });
    expect(report.event.when).toContain('Saturday 20 June 2026, 14:00 to 16:00');
    expect(report.vTools.map((field) => field.label)).toEqual([
      'Title',
      'Start date',
      'Start time',
      'End date',
      'End time',
      'Time zone',
      'Primary host',
      'Co-sponsors',
      'Category',
      'Sub-category',
      'Speakers',
      'Venue',
      'Address',
      'City',
      'State/Province',
      'Postal code',
      'Country',
      'Description',
      'IEEE members attended',
      'Guests attended',
      'Total attendance',
    ]);
    const field = (label: string) => report.vTools.find((each) => each.label === label)?.value;
    expect(field('Speakers')).toBe('Dr. Meera Iyer, IISc');
    expect(field('IEEE members attended')).toBe('2');
    expect(field('Total attendance')).toBe('3');
    expect(report.feedback).toMatchObject({ asked: 0, answers: 0, average: null });

    const csv = await t.api('GET', `${t.base}/events/${event.id}/report.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('event-report-antenna-clinic');
    expect(csv.body).toContain('IEEE members attended,2\n');
    expect(csv.body).toContain('Guests attended,1\n');
  });

  it('takes the officers’ hand counts for an event held without registration', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const created = (
      await t.api('POST', `${t.base}/events/past`, {
        title: 'Orientation without a door list',
        date: '2026-06-10',
        description: 'Welcome.',
        category: 'Non-technical',
        subCategory: 'Social',
      })
    ).json<DashboardEvent>();
    const before = await t.database.db.select().from(events).where(eq(events.id, created.id));
    for (const bad of [
      { membersAttended: -1 },
      { guestsAttended: 'many' },
      { membersAttended: 2.5 },
    ]) {
      const refused = await t.api('PUT', `${t.base}/events/past/${created.id}`, {
        ...created,
        ...bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.database.db.select().from(events).where(eq(events.id, created.id))).toEqual(
      before,
    );
    const counted = await t.api('PUT', `${t.base}/events/past/${created.id}`, {
      ...created,
      membersAttended: '41',
      guestsAttended: 17,
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json<DashboardEvent>()).toMatchObject({
      membersAttended: 41,
      guestsAttended: 17,
    });
    const report = (await reportOf(created.id)).json<EventReport>();
    expect(report.attendance).toEqual({
      registered: 0,
      checkedIn: 0,
      inPerson: 0,
      online: 0,
      members: 41,
      verifiedMembers: 0,
      declaredMembers: 41,
      verifiedAsOf: null,
      guests: 17,
      countedBy: 'hand',
    });
  });

  it('is the organisation’s and its co-hosts’ alone', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const joint = (
      await t.api('POST', `${t.base}/events/past`, {
        title: 'Joint colloquium',
        date: '2026-06-12',
        description: 'Two hosts.',
        coHosts: [{ organisationId: t.council.id }],
      })
    ).json<DashboardEvent>();
    const anonymous = await t.app.inject(`${t.base}/events/${joint.id}/report`);
    expect(anonymous.statusCode).toBe(401);
    // Another organisation's officer, at this organisation's dashboard: refused.
    expect((await reportOf(joint.id, t.base, bystanderOfficer)).statusCode).toBe(403);
    expect(
      (await t.api('GET', `${t.base}/events/${joint.id}/report.csv`, undefined, bystanderOfficer))
        .statusCode,
    ).toBe(403);
    // At its own dashboard, another organisation's event is not there.
    expect((await reportOf(joint.id, bystanderBase, bystanderOfficer)).statusCode).toBe(404);
    // The co-host reads the joint event's report from its own dashboard.
    const ofCoHost = await reportOf(joint.id, councilBase, t.councilOfficer);
    expect(ofCoHost.statusCode, ofCoHost.body).toBe(200);
    expect(ofCoHost.json<EventReport>().vTools).toContainEqual({
      label: 'Co-sponsors',
      value: t.council.name,
    });
    expect((await reportOf(0, t.base)).statusCode).toBe(400);
  });
});

describe('feedback', () => {
  it('asks each checked-in registrant once after the event, and takes one answer per link', async () => {
    // The events of the tests above, asked first so that the counts below are this event's.
    now = new Date('2026-06-21T04:00:00Z');
    await serviceOf(t.app, 'feedback-requests').runDue();
    const event = await heldEvent();
    // Before it ends nobody is asked.
    now = new Date('2026-06-20T10:00:00Z'); // 15:30 on the day: still on
    expect(await serviceOf(t.app, 'feedback-requests').runDue()).toEqual({ asked: 0 });
    expect((await feedbackLinks(event.title)).size).toBe(0);

    now = new Date('2026-06-20T11:00:00Z'); // 16:30: over
    expect((await serviceOf(t.app, 'feedback-requests').runDue()).asked).toBe(3);
    // Once, however often the job runs (on however many servers).
    expect(await serviceOf(t.app, 'feedback-requests').runDue()).toEqual({ asked: 0 });
    const links = await feedbackLinks(event.title);
    expect([...links.keys()].sort()).toEqual(
      [
        `g1.${event.id}@example.edu`,
        `m1.${event.id}@example.edu`,
        `m2.${event.id}@example.edu`,
      ].sort(),
    );
    const [first, second, third] = [...links.values()];
    if (!first || !second || !third) throw new Error('three links');

    const page = await t.app.inject(`/api/feedback/${first}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.json<FeedbackRequest>()).toMatchObject({
      event: { title: event.title, organisation: t.society.name },
      state: 'open',
    });

    const answer = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/feedback/${token}`, payload });
    for (const bad of [
      { rating: 6 },
      { rating: 0 },
      {},
      { rating: 3, comment: 'x'.repeat(2001) },
    ]) {
      const refused = await answer(first, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      await t.database.db.$count(
        eventFeedback,
        and(eq(eventFeedback.eventId, event.id), eq(eventFeedback.rating, 6)),
      ),
    ).toBe(0);
    const answered = await answer(first, { rating: 4, comment: '  Clear and useful.  ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<FeedbackRequest>().state).toBe('answered');
    const again = await answer(first, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('answered already');
    expect((await answer(second, { rating: 5 })).statusCode).toBe(200);
    expect((await t.app.inject('/api/feedback/not-a-link-we-sent-at-all-0000')).statusCode).toBe(
      404,
    );

    const reportResponse = await reportOf(event.id);
    expect(reportResponse.statusCode, reportResponse.body).toBe(200);
    const report = reportResponse.json<EventReport>();
    expect(report.feedback).toMatchObject({
      asked: 3,
      answers: 2,
      average: 4.5,
      distribution: [0, 0, 0, 1, 1],
      comments: [{ rating: 4, comment: 'Clear and useful.' }],
    });
    // The annual report counts them too (2025–26: June 2026 is in it).
    const annual = await t.api('GET', `${t.base}/reports/annual?year=2025`);
    expect(annual.json<AnnualReport>().totals.feedback).toEqual({ answers: 2, average: 4.5 });
    // Thirty days on, the last link has expired.
    now = new Date('2026-07-21T11:00:00Z');
    const late = await answer(third, { rating: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('expired');
    expect((await t.app.inject(`/api/feedback/${third}`)).json<FeedbackRequest>().state).toBe(
      'expired',
    );
  });
});
