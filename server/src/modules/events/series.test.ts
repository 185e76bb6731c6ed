import type {
  DashboardEvent,
  DashboardSeries,
  Event,
  EventRepeatInput,
  Page,
  Registration,
  Series,
} from '@chapterhouse/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  createEvent,
  type EventFields,
  newEventBody,
  register,
} from '../../../test/events-fixture.js';
import { expandedByIcalJs } from '../../../test/ical-expansion.js';
import { TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import {
  eventRegistrations,
  eventSeries,
  events,
  mailOutbox,
  notifications,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

// Series of sessions (issue 48, items 1 and 2): a new event that repeats makes a series and its
// sessions within the look-ahead window; an edit applies to one session, the following ones or
// all; a session can be left out; the lists show a series once.

let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
});
afterAll(() => t.close());

const weekly: EventRepeatInput = { frequency: 'weekly', count: 10 };

/** Ten Wednesdays from 1 July 2026, 18:00 to 19:30 (unless `fields` say otherwise). */
const seriesBody = (repeat: EventRepeatInput | null = weekly, fields: EventFields = {}) => ({
  ...newEventBody({ date: '2026-07-01', time: '18:00', endTime: '19:30', ...fields }),
  repeat,
});

const createSeries = async (repeat?: EventRepeatInput, fields?: EventFields) => {
  const response = await t.api('POST', `${t.base}/events/upcoming`, seriesBody(repeat, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DashboardEvent>();
};

const dashboardSeries = async (id: number) => {
  const response = await t.api('GET', `${t.base}/series/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardSeries>();
};

const seriesIdOf = (event: DashboardEvent) => {
  if (!event.series) throw new Error(`${event.title} is not a session of a series`);
  return event.series.id;
};

const rowCounts = async () => {
  const [series] = await t.database.db.select({ n: count() }).from(eventSeries);
  return { series: series?.n ?? 0, events: await t.rows(events) };
};

/** A session as the dashboard's events list gives it (with its version). */
const sessionEvent = async (id: number) => {
  const response = await t.api('GET', `${t.base}/events/upcoming?limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  const event = response.json<Page<DashboardEvent>>().items.find((item) => item.id === id);
  if (!event) throw new Error(`No upcoming event ${id}`);
  return event;
};

const editSession = (event: DashboardEvent, fields: Record<string, unknown>) =>
  t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
    ...newEventBody({
      title: event.title,
      date: event.date,
      time: event.time ?? undefined,
      endTime: event.endTime ?? undefined,
      location: event.location ?? undefined,
    }),
    version: event.version,
    ...fields,
  });

describe('creating a series', () => {
  it('makes the series and its sessions, and tells visitors once', async () => {
    now = new Date(TEST_NOW);
    const [announcedBefore] = await t.database.db.select({ n: count() }).from(notifications);
    const first = await createSeries(weekly, { location: 'Lab 3' });
    expect(first).toMatchObject({ date: '2026-07-01', time: '18:00', endTime: '19:30' });
    expect(first.series).toMatchObject({
      title: first.title,
      summary: 'Every Wednesday, 18:00 to 19:30, 10 sessions',
      registrationScope: 'session',
    });
    const series = await dashboardSeries(seriesIdOf(first));
    expect(series.sessions.map((session) => session.date)).toEqual([
      '2026-07-01',
      '2026-07-08',
      '2026-07-15',
      '2026-07-22',
      '2026-07-29',
      '2026-08-05',
      '2026-08-12',
      '2026-08-19',
      '2026-08-26',
      '2026-09-02',
    ]);
    expect(series.sessions.every((session) => session.eventId !== null)).toBe(true);
    expect(series.sessions.every((session) => session.location === 'Lab 3')).toBe(true);
    const [announcedAfter] = await t.database.db.select({ n: count() }).from(notifications);
    expect((announcedAfter?.n ?? 0) - (announcedBefore?.n ?? 0)).toBe(1);
  });

  it('refuses impossible rules with a sentence, writing nothing', async () => {
    const before = await rowCounts();
    const cases: [EventRepeatInput, EventFields, string][] = [
      [{ frequency: 'weekly', count: 0 }, {}, 'at least one session'],
      [{ frequency: 'weekly', until: '2026-06-30' }, {}, 'on or after the date of its first'],
      [{ frequency: 'weekly', count: 121 }, {}, 'at most 120 sessions'],
      [{ frequency: 'weekly', until: '2029-01-01' }, {}, 'at most 2 years'],
      [{ frequency: 'weekly' }, {}, 'date of the last session or the number'],
      [weekly, { endTime: undefined }, 'start and an end time'],
      [weekly, { endDate: '2026-07-02' }, 'lasts one day'],
      [{ frequency: 'weekly', count: 3, exceptions: ['2026-07-02'] }, {}, 'no session on'],
    ];
    for (const [repeat, fields, sentence] of cases) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, seriesBody(repeat, fields));
      expect(response.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(sentence);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('makes only the sessions within the window; the job makes the others as it moves', async () => {
    now = new Date(TEST_NOW);
    const first = await createSeries({ frequency: 'weekly', count: 52 });
    const id = seriesIdOf(first);
    const made = (await dashboardSeries(id)).sessions.filter((session) => session.eventId);
    // 15 June + 183 days is 14 December: the Wednesdays from 1 July to 9 December.
    expect(made).toHaveLength(24);
    expect(made.at(-1)?.date).toBe('2026-12-09');
    const later = (await dashboardSeries(id)).sessions.filter((session) => !session.eventId);
    expect(later).toHaveLength(28);

    // Two months on (no request then: the officer's session would have expired).
    now = new Date('2026-08-15T10:00:00Z');
    const job = serviceOf(t.app, 'series-sessions');
    await job.runDue();
    expect(await job.runDue()).toEqual({ made: 0 });
    const lastDates = await t.database.db
      .select({ date: events.date })
      .from(events)
      .where(eq(events.seriesId, id))
      .orderBy(desc(events.date))
      .limit(1);
    // 15 August + 183 days is 14 February 2027.
    expect(lastDates[0]?.date).toBe('2027-02-10');
    now = new Date(TEST_NOW);
  });

  it('keeps another organisation out, and anonymous visitors', async () => {
    const first = await createSeries();
    const id = seriesIdOf(first);
    const asCouncil = await t.api('GET', `${t.base}/series/${id}`, undefined, t.councilOfficer);
    expect(asCouncil.statusCode).toBe(403);
    const put = await t.api(
      'PUT',
      `${t.base}/series/${id}`,
      { version: 1, count: 3, registrationScope: 'session' },
      t.councilOfficer,
    );
    expect(put.statusCode).toBe(403);
    const anonymous = await t.app.inject(`${t.base}/series/${id}`);
    expect(anonymous.statusCode).toBe(401);
    // The council's own dashboard does not have the society's series.
    const councilBase = t.base.replace('society-dashboard/society', 'council-dashboard/council');
    const other = await t.api(
      'GET',
      `${councilBase.replace(String(t.society.id), String(t.council.id))}/series/${id}`,
      undefined,
      t.councilOfficer,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('editing a series', () => {
  it('changes this session alone, as a one-off change of the series', async () => {
    const first = await createSeries();
    const id = seriesIdOf(first);
    const fifth = (await dashboardSeries(id)).sessions[4];
    const event = await sessionEvent(fifth?.eventId ?? 0);
    const moved = await editSession(event, { date: '2026-07-30', location: 'Hall B' });
    expect(moved.statusCode, moved.body).toBe(200);
    const series = await dashboardSeries(id);
    expect(series.sessions[4]).toMatchObject({
      originalDate: '2026-07-29',
      date: '2026-07-30',
      location: 'Hall B',
      changed: true,
    });
    expect(series.sessions[5]).toMatchObject({ date: '2026-08-05', changed: false });
    const [row] = await t.database.db
      .select({ rule: eventSeries.rule })
      .from(eventSeries)
      .where(eq(eventSeries.id, id));
    expect(row?.rule.overrides).toEqual([
      expect.objectContaining({
        originalDate: '2026-07-29',
        date: '2026-07-30',
        location: 'Hall B',
      }),
    ]);

    // Onto another session's day: refused, nothing changed.
    const sixth = await sessionEvent(series.sessions[5]?.eventId ?? 0);
    const clash = await editSession(sixth, { date: '2026-07-30' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ error: string }>().error).toContain('one session a day');
    expect((await sessionEvent(sixth.id)).date).toBe('2026-08-05');
  });

  it('gives an edit to every upcoming session, keeping their dates', async () => {
    const first = await createSeries(weekly, { location: 'Lab 3' });
    const id = seriesIdOf(first);
    const third = await sessionEvent((await dashboardSeries(id)).sessions[2]?.eventId ?? 0);
    const edited = await editSession(third, {
      title: 'Coding club',
      time: '17:00',
      endTime: '18:30',
      seriesScope: 'all',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const series = await dashboardSeries(id);
    expect(series.summary).toBe('Every Wednesday, 17:00 to 18:30, 10 sessions');
    expect(series.title).toBe('Coding club');
    expect(series.sessions).toHaveLength(10);
    for (const session of series.sessions) {
      expect(session).toMatchObject({ startTime: '17:00', endTime: '18:30', changed: false });
      const event = await sessionEvent(session.eventId ?? 0);
      expect(event.title).toBe('Coding club');
    }
    // Only "this session" moves one to another day.
    const again = await sessionEvent(third.id);
    const move = await editSession(again, { date: '2026-07-16', seriesScope: 'following' });
    expect(move.statusCode).toBe(400);
  });

  it('splits the series at a session for "this and the following"', async () => {
    const first = await createSeries();
    const id = seriesIdOf(first);
    const sixth = await sessionEvent((await dashboardSeries(id)).sessions[5]?.eventId ?? 0);
    const edited = await editSession(sixth, {
      time: '19:00',
      endTime: '20:00',
      seriesScope: 'following',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const earlier = await dashboardSeries(id);
    expect(earlier.sessions.map((session) => session.date)).toEqual([
      '2026-07-01',
      '2026-07-08',
      '2026-07-15',
      '2026-07-22',
      '2026-07-29',
    ]);
    expect(earlier.until).toBe('2026-08-04');
    const laterId = edited.json<DashboardEvent>().series?.id ?? 0;
    expect(laterId).not.toBe(id);
    const later = await dashboardSeries(laterId);
    expect(later.summary).toBe('Every Wednesday, 19:00 to 20:00, 5 sessions');
    expect(later.sessions.map((session) => [session.date, session.startTime])).toEqual([
      ['2026-08-05', '19:00'],
      ['2026-08-12', '19:00'],
      ['2026-08-19', '19:00'],
      ['2026-08-26', '19:00'],
      ['2026-09-02', '19:00'],
    ]);
  });

  it('leaves a session out, from the series page or by deleting its event', async () => {
    const first = await createSeries();
    const id = seriesIdOf(first);
    let series = await dashboardSeries(id);
    const stale = await t.api('POST', `${t.base}/series/${id}/leave-out`, {
      version: series.version + 1,
      date: '2026-07-15',
    });
    expect(stale.statusCode).toBe(409);
    const left = await t.api('POST', `${t.base}/series/${id}/leave-out`, {
      version: series.version,
      date: '2026-07-15',
    });
    expect(left.statusCode, left.body).toBe(200);
    series = left.json<DashboardSeries>();
    expect(series.exceptions).toEqual(['2026-07-15']);
    expect(series.sessions.map((session) => session.date)).not.toContain('2026-07-15');
    expect(series.sessions).toHaveLength(9);

    const fourth = series.sessions[2]?.eventId ?? 0;
    const deleted = await t.api('DELETE', `${t.base}/events/upcoming/${fourth}`);
    expect(deleted.statusCode).toBe(204);
    series = await dashboardSeries(id);
    expect(series.exceptions).toEqual(['2026-07-15', '2026-07-22']);
    // The job never makes a session left out again.
    await serviceOf(t.app, 'series-sessions').runDue();
    expect((await dashboardSeries(id)).sessions).toHaveLength(8);
  });

  it('changes its end: sessions it drops go, sessions it adds are made', async () => {
    const first = await createSeries();
    const id = seriesIdOf(first);
    let series = await dashboardSeries(id);
    const shorter = await t.api('PUT', `${t.base}/series/${id}`, {
      version: series.version,
      count: 8,
      registrationScope: 'session',
      certificateShare: '75',
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    series = shorter.json<DashboardSeries>();
    expect(series).toMatchObject({ count: 8, certificateShare: 75 });
    expect(series.sessions).toHaveLength(8);
    const longer = await t.api('PUT', `${t.base}/series/${id}`, {
      version: series.version,
      until: '2026-09-30',
      registrationScope: 'session',
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json<DashboardSeries>().sessions.at(-1)?.date).toBe('2026-09-30');
    const badShare = await t.api('PUT', `${t.base}/series/${id}`, {
      version: series.version + 1,
      count: 5,
      registrationScope: 'session',
      certificateShare: 150,
    });
    expect(badShare.statusCode).toBe(400);
  });
});

describe('registering once for a whole series', () => {
  const statusesOf = async (email: string, seriesId: number) => {
    const rows = await t.database.db
      .select({ date: events.date, status: eventRegistrations.status })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.email, email), eq(events.seriesId, seriesId)))
      .orderBy(events.date);
    return rows.map((row) => `${row.date} ${row.status}`);
  };

  it('registers for every session, each with its own place, and cancels one or all', async () => {
    now = new Date(TEST_NOW);
    const first = await createSeries(
      { frequency: 'weekly', count: 4, registrationScope: 'series' },
      { capacity: 1 },
    );
    const id = seriesIdOf(first);
    expect(first.series?.registrationScope).toBe('series');
    const ada = await register(t, first.id, 'Ada');
    expect(await statusesOf('ada@example.edu', id)).toEqual([
      '2026-07-01 confirmed',
      '2026-07-08 confirmed',
      '2026-07-15 confirmed',
      '2026-07-22 confirmed',
    ]);
    // Capacity and waiting list per session: Ben waits in each.
    await register(t, first.id, 'Ben');
    expect(await statusesOf('ben@example.edu', id)).toEqual([
      '2026-07-01 waitlisted',
      '2026-07-08 waitlisted',
      '2026-07-15 waitlisted',
      '2026-07-22 waitlisted',
    ]);
    const page = (await t.app.inject(`/api/registrations/${ada.token}`)).json<Registration>();
    expect(page.wholeSeries).toMatchObject({ id, title: first.title });
    expect(page.wholeSeries?.sessions.map((session) => session.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
    ]);

    // One session: Ada's place goes to Ben.
    const third = page.wholeSeries?.sessions[2]?.eventId;
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${ada.token}/sessions/${third}/cancel`,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(await statusesOf('ada@example.edu', id)).toEqual([
      '2026-07-01 confirmed',
      '2026-07-08 confirmed',
      '2026-07-15 cancelled',
      '2026-07-22 confirmed',
    ]);
    expect((await statusesOf('ben@example.edu', id))[2]).toBe('2026-07-15 confirmed');
    // Another series' session is not Ada's to cancel through this link.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${ada.token}/sessions/${third === first.id ? 1 : 999999}/cancel`,
    });
    expect(other.statusCode).toBe(404);

    // All of them: every place goes to Ben.
    const all = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${ada.token}/cancel-series`,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await statusesOf('ada@example.edu', id)).toEqual([
      '2026-07-01 cancelled',
      '2026-07-08 cancelled',
      '2026-07-15 cancelled',
      '2026-07-22 cancelled',
    ]);
    expect(await statusesOf('ben@example.edu', id)).toEqual([
      '2026-07-01 confirmed',
      '2026-07-08 confirmed',
      '2026-07-15 confirmed',
      '2026-07-22 confirmed',
    ]);
  });

  it('waits for the address to be proven, then registers for the other sessions', async () => {
    const first = await createSeries(
      { frequency: 'weekly', count: 3, registrationScope: 'series' },
      { registrationConfirmEmail: true },
    );
    const id = seriesIdOf(first);
    await register(t, first.id, 'Cyd');
    expect(await statusesOf('cyd@example.edu', id)).toEqual(['2026-07-01 confirmed']);
    // The personal link, as the mail asking to confirm the address gives it.
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'cyd@example.edu'), eq(mailOutbox.kind, 'registration-confirm')),
      );
    const token = mail?.text.match(/\/registrations\/([A-Za-z0-9_-]+)/)?.[1];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${token}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await statusesOf('cyd@example.edu', id)).toEqual([
      '2026-07-01 confirmed',
      '2026-07-08 confirmed',
      '2026-07-15 confirmed',
    ]);
  });

  it('registers the series registrants for the sessions the window makes later', async () => {
    now = new Date(TEST_NOW);
    const first = await createSeries({
      frequency: 'weekly',
      count: 30,
      registrationScope: 'series',
    });
    const id = seriesIdOf(first);
    await register(t, first.id, 'Dev');
    expect(await statusesOf('dev@example.edu', id)).toHaveLength(24);
    now = new Date('2026-07-15T10:00:00Z');
    await serviceOf(t.app, 'series-sessions').runDue();
    const statuses = await statusesOf('dev@example.edu', id);
    now = new Date(TEST_NOW);
    // 15 July + 183 days is 14 January 2027: five Wednesdays more.
    expect(statuses).toHaveLength(29);
    expect(statuses.at(-1)).toBe('2027-01-13 confirmed');
  });

  it('registers for one session alone when the series registers per session', async () => {
    const first = await createSeries({ frequency: 'weekly', count: 3 });
    const id = seriesIdOf(first);
    const eve = await register(t, first.id, 'Eve');
    expect(await statusesOf('eve@example.edu', id)).toEqual(['2026-07-01 confirmed']);
    // Her own registration for another session is hers to cancel through its own link only.
    const second = (await dashboardSeries(id)).sessions[1]?.eventId ?? 0;
    await register(t, second, 'Eve');
    const all = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${eve.token}/cancel-series`,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await statusesOf('eve@example.edu', id)).toEqual([
      '2026-07-01 cancelled',
      '2026-07-08 confirmed',
    ]);
  });
});

describe('what visitors see of a series', () => {
  it('lists a series once, by its next session, and has a page of its own', async () => {
    const first = await createSeries(weekly, { title: 'Weekly robotics', location: 'Lab 7' });
    const id = seriesIdOf(first);
    const listed0 = await t.app.inject('/api/events?when=upcoming&limit=100');
    expect(listed0.statusCode, listed0.body).toBe(200);
    const list = listed0.json<Page<Event>>();
    const listed = list.items.filter((event) => event.series?.id === id);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.date).toBe('2026-07-01');
    // The organisation's page counts its upcoming events as its list shows them.
    const own = (
      await t.app.inject(`/api/events?when=upcoming&org=${t.society.slug}&limit=1`)
    ).json<Page<Event>>();
    const detail = (await t.app.inject(`/api/societies/${t.society.slug}`)).json<{
      counts: { upcomingEvents: number };
    }>();
    expect(detail.counts.upcomingEvents).toBe(own.total);

    const month = (await t.app.inject('/api/events/between?from=2026-07-01&to=2026-07-31')).json<{
      events: Event[];
    }>();
    // The month shows each session.
    expect(month.events.filter((event) => event.title === 'Weekly robotics')).toHaveLength(5);

    const page = await t.app.inject(`/api/series/${id}`);
    expect(page.statusCode).toBe(200);
    const series = page.json<Series>();
    expect(series).toMatchObject({
      title: 'Weekly robotics',
      location: 'Lab 7',
      summary: 'Every Wednesday, 18:00 to 19:30, 10 sessions',
      organisation: { id: t.society.id },
    });
    expect(series.sessions).toHaveLength(10);
    expect(JSON.stringify(series)).not.toContain('registrations');

    const draft = await t.api('POST', `${t.base}/events/upcoming`, {
      ...seriesBody(),
      publication: { action: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    const hidden = await t.app.inject(`/api/series/${seriesIdOf(draft.json())}`);
    expect(hidden.statusCode).toBe(404);
    expect((await t.app.inject('/api/series/999999')).statusCode).toBe(404);
  });

  it("gives the organisation's calendar the series once, as the instants the site lists", async () => {
    const first = await createSeries(weekly, { title: 'Calendar club', location: 'Lab 2' });
    const id = seriesIdOf(first);
    let series = await dashboardSeries(id);
    // One session left out, one moved a day and an hour.
    const left = await t.api('POST', `${t.base}/series/${id}/leave-out`, {
      version: series.version,
      date: '2026-07-22',
    });
    expect(left.statusCode, left.body).toBe(200);
    const fourth = await sessionEvent(left.json<DashboardSeries>().sessions[4]?.eventId ?? 0);
    const moved = await editSession(fourth, {
      date: '2026-08-06',
      time: '19:00',
      endTime: '20:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    series = await dashboardSeries(id);
    expect(series.sessions).toHaveLength(9);

    const feed = await t.app.inject(`/societies/${t.society.slug}/calendar.ics`);
    expect(feed.statusCode).toBe(200);
    const uids = [...feed.body.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]?.trim());
    const uid = uids.find((value) => value?.startsWith(`series-${id}@`));
    expect(uid).toBeDefined();
    // No VEVENT per session: the series' entries alone carry its title.
    const sessionEntries = uids.filter((value) => value?.startsWith('event-'));
    for (const session of series.sessions) {
      expect(sessionEntries).not.toContain(expect.stringContaining(`event-${session.eventId}@`));
    }
    const expanded = expandedByIcalJs(feed.body, uid);
    const listed = series.sessions.map((session) =>
      new Date(`${session.date}T${session.startTime}:00+05:30`).toISOString(),
    );
    expect(expanded.map((session) => session.start)).toEqual(listed);
    expect(expanded[4]).toMatchObject({ start: '2026-08-06T13:30:00.000Z', location: 'Lab 2' });
  });

  it("keeps an online series' meeting link from its page and the calendar", async () => {
    const meeting = 'https://meet.example.com/series-zq81';
    const first = await createSeries(weekly, {
      attendanceMode: 'online',
      meetingUrl: meeting,
      location: undefined,
    });
    const id = seriesIdOf(first);
    const page = await t.app.inject(`/api/series/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('meet.example.com');
    const feed = await t.app.inject(`/societies/${t.society.slug}/calendar.ics`);
    expect(feed.body).toContain(`series-${id}@`);
    expect(feed.body).not.toContain('meet.example.com');
    // Each session keeps it for its registrants.
    const session = await sessionEvent((await dashboardSeries(id)).sessions[3]?.eventId ?? 0);
    expect(session.meetingUrl).toBe(meeting);
  });

  it('lists an event on its own as before', async () => {
    const single = await createEvent(t, { title: 'One-off talk' });
    expect(single.series).toBeNull();
  });
});
