import type { EventDetail, EventReport, JoinView, Registration } from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, newEventBody, register } from '../../../test/events-fixture.js';
import { publicSurfaces, surfaceBodies } from '../../../test/public-surfaces.js';
import { TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { eventRegistrations, events, mailOutbox, notifications } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

// Online and hybrid events (issue 48, items 5, 6 and 9): the meeting's link is the officers' and
// their confirmed registrants', reached through a personal join link that counts attendance;
// visitors, crawlers, calendars and feeds only learn that the event is online.

// The tests' events start on 1 July 2026 at 14:00 in India (08:30 UTC) and end two hours later.
let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
beforeAll(async () => {
  // Pages too: the sweep reads what visitors are shown.
  t = await openDashboardApp({ web: 'site', clock });
});
afterAll(() => t.close());

/** A meeting's address no page, mail or feed may carry. */
const meetingOf = () => `https://meet.example.com/zq-${Math.random().toString(36).slice(2, 10)}`;

const onlineEvent = (fields: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t, {
    attendanceMode: 'online',
    meetingUrl: meetingOf(),
    location: undefined,
    ...fields,
  });

const tokenOf = (joinPath: string | null) => {
  if (!joinPath) throw new Error('no join link');
  return joinPath.replace('/join/', '');
};

/** A registrant's page, by their personal link's token. */
const personalPage = async (token: string | null) =>
  (await t.app.inject(`/api/registrations/${token}`)).json<Registration>();

const joinView = async (token: string) =>
  (await t.app.inject(`/api/join/${token}`)).json<JoinView>();
const join = (token: string) => t.app.inject({ method: 'POST', url: `/api/join/${token}` });

/** The event's attendance counts, as its card and report read them. */
const counts = async (id: number) => {
  const [row] = await t.database.db
    .select({ checkedIn: events.checkedIn, checkedInOnline: events.checkedInOnline })
    .from(events)
    .where(eq(events.id, id));
  return row;
};

const registrationRow = async (email: string, eventId: number) => {
  const [row] = await t.database.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.email, email), eq(eventRegistrations.eventId, eventId)));
  return row;
};

describe('an online event', () => {
  it('keeps its meeting link for its officers; visitors see that it is online', async () => {
    now = new Date(TEST_NOW);
    const event = await onlineEvent({ livestreamUrl: 'https://stream.example.com/live' });
    expect(event).toMatchObject({
      attendanceMode: 'online',
      meetingUrl: expect.stringContaining('https://meet.example.com/'),
      livestreamUrl: 'https://stream.example.com/live',
      joinReminderMinutes: 30,
    });
    const meeting = event.meetingUrl ?? '';

    const detail = await t.app.inject(`/api/events/${event.id}`);
    expect(detail.json<EventDetail>()).toMatchObject({
      attendanceMode: 'online',
      livestreamUrl: 'https://stream.example.com/live',
    });
    expect(detail.json()).not.toHaveProperty('meetingUrl');
    expect(detail.body).not.toContain(meeting);

    // Its page says so, and tells search engines: a VirtualLocation at the page's own address.
    const page = await t.app.inject(`/events/${event.id}`);
    const html = (await t.app.inject(page.headers.location as string)).body;
    expect(html).toContain('https://schema.org/OnlineEventAttendanceMode');
    expect(html).toContain('"@type":"VirtualLocation"');
    expect(html).toContain('Watch the livestream');
    expect(html).not.toContain(meeting);
  });

  it('is hybrid with a venue and a VirtualLocation; in person keeps no meeting link', async () => {
    const hybrid = await createEvent(t, {
      attendanceMode: 'hybrid',
      meetingUrl: meetingOf(),
      location: 'Faraday Hall',
    });
    const page = await t.app.inject(`/events/${hybrid.id}`);
    const html = (await t.app.inject(page.headers.location as string)).body;
    expect(html).toContain('https://schema.org/MixedEventAttendanceMode');
    expect(html).toMatch(/"location":\[\{"@type":"Place","name":"Faraday Hall"/);

    // Saved in person, a link typed before is not kept: there is no meeting to join.
    const inPerson = await createEvent(t, { attendanceMode: 'in-person', meetingUrl: meetingOf() });
    expect(inPerson).toMatchObject({ attendanceMode: 'in-person', meetingUrl: null });
  });

  it('refuses impossible settings with 400 and writes nothing', async () => {
    const before = await t.rows(events);
    const cases: Array<[object, string]> = [
      [{ attendanceMode: 'virtual' }, 'Choose in person, online or hybrid'],
      [{ attendanceMode: 'online', meetingUrl: 'zoom meeting 123' }, 'Meeting URL: Enter a valid'],
      [{ attendanceMode: 'online', joinReminderMinutes: 2000 }, 'at most a day'],
      [{ attendanceMode: 'online', joinReminderMinutes: -5 }, 'after the start'],
      [{ attendanceMode: 'online', joinReminderMinutes: 2.5 }, 'whole number'],
      [{ livestreamUrl: 'javascript:alert(1)' }, 'Livestream URL: Enter a valid'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, newEventBody(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await t.rows(events)).toBe(before);
  });
});

describe('a join link', () => {
  it('goes to confirmed registrants only, and joins within the event’s time, counted once', async () => {
    now = new Date(TEST_NOW);
    const event = await onlineEvent({ capacity: 1 });
    const ada = await register(t, event.id, 'Ada');
    const bo = await register(t, event.id, 'Bo'); // waits: one place
    const adaPage = await personalPage(ada.token);
    expect(adaPage.event.attendanceMode).toBe('online');
    expect(adaPage.joinPath).toMatch(/^\/join\/[A-Za-z0-9_-]{40,}$/);
    expect((await personalPage(bo.token)).joinPath).toBeNull();
    // The page gives the same link each time.
    expect((await personalPage(ada.token)).joinPath).toBe(adaPage.joinPath);
    const token = tokenOf(adaPage.joinPath);

    // Two weeks early: the page says when it opens, and joining changes nothing.
    expect(await joinView(token)).toMatchObject({
      state: 'early',
      name: 'Ada',
      attended: false,
      event: { id: event.id, title: event.title },
      opensAt: '2026-07-01T08:00:00.000Z',
    });
    const early = await join(token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('opens 30 minutes before the start');
    expect(early.body).not.toContain(event.meetingUrl ?? '');
    expect((await registrationRow('ada@example.edu', event.id))?.checkedInAt).toBeNull();

    const seen = (await registrationRow('ada@example.edu', event.id))?.version ?? 0;
    // Five minutes before the start: open. Joining answers the meeting, to the link's holder.
    now = new Date('2026-07-01T08:25:00Z');
    expect((await joinView(token)).state).toBe('open');
    const joined = await join(token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ meetingUrl: event.meetingUrl });
    expect(joined.headers['cache-control']).toBe('private, no-store');
    const row = await registrationRow('ada@example.edu', event.id);
    // A new version: an officer's correction made on the desk's older view is refused (409).
    expect(row).toMatchObject({ attendedOnline: true, checkedInAt: now, version: seen + 1 });
    expect(await counts(event.id)).toMatchObject({ checkedIn: 1, checkedInOnline: 1 });

    // A dropped connection: joining again forwards again, counted once.
    now = new Date('2026-07-01T09:10:00Z');
    expect((await join(token)).statusCode).toBe(200);
    expect(await counts(event.id)).toMatchObject({ checkedIn: 1, checkedInOnline: 1 });
    expect((await joinView(token)).attended).toBe(true);

    // Over: the link says so. The report counts Ada as attended online.
    now = new Date('2026-07-01T11:00:00Z');
    expect((await joinView(token)).state).toBe('ended');
    expect((await join(token)).statusCode).toBe(409);
    // Signed in afresh: two weeks on, the officer's session of the 15th has lapsed.
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug);
    const report = await t.api('GET', `${t.base}/events/${event.id}/report`, undefined, officer);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<EventReport>().attendance).toMatchObject({
      checkedIn: 1,
      inPerson: 0,
      online: 1,
    });
    now = new Date(TEST_NOW);
  });

  it('answers 404 to a link nobody has, 400 to a malformed one, and closes with the event', async () => {
    now = new Date(TEST_NOW);
    const unknown = await t.app.inject(`/api/join/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('No registration has this join link');
    expect((await t.app.inject('/api/join/short')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/join/short' })).statusCode).toBe(400);

    // Held in person after all: the links it handed out lead nowhere.
    const moved = await onlineEvent();
    const dee = await register(t, moved.id, 'Dee');
    const deeLink = tokenOf((await personalPage(dee.token)).joinPath);
    const inPerson = await t.api('PUT', `${t.base}/events/upcoming/${moved.id}`, {
      ...newEventBody({ title: moved.title, attendanceMode: 'in-person' }),
      version: moved.version,
    });
    expect(inPerson.statusCode, inPerson.body).toBe(200);
    const closed = await t.app.inject(`/api/join/${deeLink}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error).toContain('no longer held online');
    expect((await personalPage(dee.token)).joinPath).toBeNull();

    // Cancelled by the officers: the link says so, and joins nobody.
    const event = await onlineEvent();
    const { token } = await register(t, event.id, 'Cai');
    const link = tokenOf((await personalPage(token)).joinPath);
    const cancelled = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      ...newEventBody({ title: event.title, attendanceMode: 'online', state: 'cancelled' }),
      version: event.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Nor does the desk mark anyone as attending it.
    const cai = await registrationRow('cai@example.edu', event.id);
    const marked = await t.api(
      'POST',
      `${t.base}/events/${event.id}/registrations/${cai?.id}/attendance`,
      { attended: 'online', version: cai?.version },
    );
    expect(marked.statusCode).toBe(409);
    expect(marked.json().error).toContain('cancelled');
    now = new Date('2026-07-01T08:40:00Z');
    expect((await joinView(link)).state).toBe('cancelled');
    expect((await join(link)).statusCode).toBe(409);
    now = new Date(TEST_NOW);
  });

  it('is mailed shortly before the start, once, without the meeting’s address', async () => {
    now = new Date(TEST_NOW);
    // 2 July, 14:00 in India (08:30 UTC); mailed an hour ahead.
    const event = await onlineEvent({ date: '2026-07-02', joinReminderMinutes: 60 });
    await register(t, event.id, 'Dara');
    const joinMails = async () =>
      t.database.db
        .select({ to: mailOutbox.to, text: mailOutbox.text, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, 'registration-join'), eq(mailOutbox.to, 'dara@example.edu')),
        );
    const holds = serviceOf(t.app, 'join-links');

    now = new Date('2026-07-02T07:20:00Z'); // 70 minutes before: not yet
    await holds.runDue();
    expect(await joinMails()).toEqual([]);
    now = new Date('2026-07-02T07:31:00Z'); // 59 minutes before
    await holds.runDue();
    await holds.runDue();
    const mails = await joinMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Join online: ${event.title} starts soon`);
    expect(mail?.text).toContain('Where: Online');
    expect(mail?.text).not.toContain(event.meetingUrl ?? '');
    const link = mail?.text.match(/Join online: \S+\/join\/([A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeTruthy();
    expect((await joinView(link ?? '')).name).toBe('Dara');

    // Moved to the next day: the link is mailed again before the new start, once.
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug);
    const moved = await t.api(
      'PUT',
      `${t.base}/events/upcoming/${event.id}`,
      {
        ...newEventBody({
          title: event.title,
          date: '2026-07-03',
          attendanceMode: 'online',
          meetingUrl: event.meetingUrl,
          joinReminderMinutes: 60,
        }),
        version: event.version,
      },
      officer,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await holds.runDue();
    expect(await joinMails()).toHaveLength(1);
    now = new Date('2026-07-03T07:31:00Z');
    await holds.runDue();
    await holds.runDue();
    expect(await joinMails()).toHaveLength(2);
    now = new Date(TEST_NOW);
  });
});

describe('attendance at the desk', () => {
  it('is the officers’ to correct: 401, 403, 400 and 409 change nothing', async () => {
    now = new Date(TEST_NOW);
    const event = await onlineEvent();
    await register(t, event.id, 'Eli');
    const row = await registrationRow('eli@example.edu', event.id);
    const url = `${t.base}/events/${event.id}/registrations/${row?.id}/attendance`;
    const body = { attended: 'online', version: row?.version };

    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await t.api('POST', url, body, t.councilOfficer)).statusCode).toBe(403);
    const bad = await t.api('POST', url, { attended: 'maybe', version: row?.version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Choose in person, online or not attended');
    const stale = await t.api('POST', url, { ...body, version: (row?.version ?? 0) + 5 });
    expect(stale.statusCode).toBe(409);
    expect(await registrationRow('eli@example.edu', event.id)).toMatchObject({
      checkedInAt: null,
      attendedOnline: false,
      version: row?.version,
    });

    const online = await t.api('POST', url, body);
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json()).toMatchObject({ attendedOnline: true, checkedInAt: now.toISOString() });
    expect(await counts(event.id)).toMatchObject({ checkedIn: 1, checkedInOnline: 1 });
    const atDoor = await t.api('POST', url, {
      attended: 'in-person',
      version: online.json().version,
    });
    expect(atDoor.json()).toMatchObject({ attendedOnline: false, checkedInAt: now.toISOString() });
    expect(await counts(event.id)).toMatchObject({ checkedIn: 1, checkedInOnline: 0 });
    const none = await t.api('POST', url, { attended: 'none', version: atDoor.json().version });
    expect(none.json()).toMatchObject({ attendedOnline: false, checkedInAt: null });
    expect(await counts(event.id)).toMatchObject({ checkedIn: 0, checkedInOnline: 0 });
  });
});

describe('the meeting link', () => {
  it('is in no public page, list, search, feed, calendar, sitemap or notification, before or after', async () => {
    now = new Date(TEST_NOW);
    const word = `zq${Math.random().toString(36).slice(2, 10)}`;
    const meeting = meetingOf();
    const event = await createEvent(t, {
      title: `${word} online clinic`,
      description: `${word}: bring a laptop.`,
      attendanceMode: 'hybrid',
      location: 'Faraday Hall',
      meetingUrl: meeting,
    });
    const { token } = await register(t, event.id, 'Fay');
    const society = `/societies/${t.society.slug}`;
    const sweep = async (extra: string[]) => {
      const answers = await surfaceBodies(t, [
        ...publicSurfaces(t.society.slug, event.id, word),
        ...extra,
      ]);
      // The sweep reads the event where it is listed (else it proves nothing).
      expect(answers.filter(({ body }) => body.includes(word)).length).toBeGreaterThan(10);
      return answers.filter(({ body }) => body.includes(meeting)).map(({ url }) => url);
    };
    expect(await sweep([])).toEqual([]);
    // Nor is it in the registrant's page or mails, which carry the join link instead.
    expect(JSON.stringify(await personalPage(token))).not.toContain(meeting);

    // After the event: the past lists too.
    now = new Date('2026-07-02T10:00:00Z');
    expect(
      await sweep([
        '/api/events?when=past&limit=100',
        `/api/events?when=past&org=${t.society.slug}&limit=100`,
        '/past-events',
        `${society}/past-events`,
      ]),
    ).toEqual([]);
    const allMails = await t.database.db.select({ text: mailOutbox.text }).from(mailOutbox);
    expect(allMails.filter((mail) => mail.text.includes(meeting))).toEqual([]);
    const bell = await t.database.db.select().from(notifications);
    expect(JSON.stringify(bell)).not.toContain(meeting);
    now = new Date(TEST_NOW);
  });
});
