import type { DashboardEvent, Event, OrganisationSummary, Page } from '@chapterhouse/shared';
import { parseFeed } from '@rowanmanning/feed-parser';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { TEST_NOW, TEST_TIMEZONE } from '../../../test/test-app.js';
import { notifications } from '../../db/schema/index.js';
import { addDays, calendarDate, zonedDateTime } from '../../lib/clock.js';

let t: DashboardApp;
let branchAdmin: TestAccount;
beforeAll(async () => {
  t = await openDashboardApp();
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** A feed as a calendar program reads it (ical.js, Mozilla's parser). */
function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const entries = calendar.getAllSubcomponents('vevent').map((component) => ({
    event: new ICAL.Event(component),
    status: component.getFirstPropertyValue('status'),
    url: String(component.getFirstPropertyValue('url')),
  }));
  return { calendar, entries };
}

/**
 * When an entry ends as a calendar shows it: its DTEND, or the end of its (last) day when it has
 * none; all-day dates are the branch's days. The rule `/upcoming-events` lists events by.
 */
function endOf(event: ICAL.Event): number {
  const { startDate, endDate } = event;
  if (startDate.isDate) {
    return Date.parse(zonedDateTime(endDate.toString(), '00:00', TEST_TIMEZONE));
  }
  if (event.component.hasProperty('dtend')) return endDate.toJSDate().getTime();
  const day = calendarDate(startDate.toJSDate(), TEST_TIMEZONE);
  return Date.parse(zonedDateTime(addDays(day, 1), '00:00', TEST_TIMEZONE));
}

async function upcomingTotal(org?: string) {
  const query = org ? `&org=${org}` : '';
  return (await get(`/api/events?when=upcoming&limit=1${query}`)).json<Page<Event>>().total;
}

/** Saves an upcoming event with these changes, as the dashboard's form would. */
async function editEvent(id: number, changes: Partial<DashboardEvent>) {
  const list = await t.api('GET', `${t.base}/events/upcoming?page=1&limit=100`);
  const event = list.json<Page<DashboardEvent>>().items.find((item) => item.id === id);
  if (!event) throw new Error(`no upcoming event ${id}`);
  const { id: _id, organisation, status, registrations, checkedIn, held, ...fields } = event;
  const response = await t.api('PUT', `${t.base}/events/upcoming/${id}`, {
    ...fields,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardEvent>();
}

describe('calendar feeds (iCalendar)', () => {
  it("hold the branch's upcoming events, as many as /upcoming-events lists, each once", async () => {
    const response = await get('/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, entries } = calendarOf(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/ events$/);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(TEST_TIMEZONE);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      TEST_TIMEZONE,
    );
    const uids = entries.map((entry) => entry.event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const now = Date.parse(TEST_NOW);
    const upcoming = entries.filter((entry) => endOf(entry.event) > now);
    const listed = await upcomingTotal();
    expect(listed).toBeGreaterThan(0);
    expect(upcoming).toHaveLength(listed);
    // Recent past events are there too, none older than about six months.
    const past = entries.filter((entry) => endOf(entry.event) <= now);
    expect(past.length).toBeGreaterThan(0);
    for (const entry of past) {
      expect(entry.event.startDate.toJSDate().getTime()).toBeGreaterThan(now - 190 * 86_400_000);
    }
    // Each links its page's canonical address (the slugged one), not the id alone's redirect.
    for (const entry of entries)
      expect(entry.url).toMatch(/^http:\/\/localhost(:\d+)?\/events\/\d+\/[a-z0-9-]+$/);
  });

  it("hold one organisation's events only, and answer 404 for an unknown one", async () => {
    const response = await get(`/societies/${t.society.slug}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    const { calendar, entries } = calendarOf(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${t.society.name} events`);
    const now = Date.parse(TEST_NOW);
    expect(entries.filter((entry) => endOf(entry.event) > now)).toHaveLength(
      await upcomingTotal(t.society.slug),
    );
    for (const url of [
      '/societies/no-such-society/calendar.ics',
      `/councils/${t.society.slug}/calendar.ics`,
      '/societies/not_a_slug!/calendar.ics',
      '/events/999999/calendar.ics',
      '/events/abc/calendar.ics',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().error, url).toMatch(/not found/i);
    }
  });

  it('keep an edited event under its UID with a higher SEQUENCE, and send a cancellation', async () => {
    const created = await t.api('POST', `${t.base}/events/upcoming`, {
      title: 'Antenna lab',
      date: '2026-07-10',
      time: '15:00',
      endTime: '17:00',
      location: 'Lab 2',
      description: 'Build a Yagi antenna.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<DashboardEvent>();
    const feedUrl = `/societies/${t.society.slug}/calendar.ics`;
    const entryOf = async () => {
      const response = await get(feedUrl);
      const entry = calendarOf(response.body).entries.find((item) =>
        item.event.uid.startsWith(`event-${id}@`),
      );
      if (!entry) throw new Error(`event ${id} is not in the feed`);
      return { entry, etag: response.headers.etag };
    };
    const before = await entryOf();
    expect(before.entry.event.startDate.toString()).toBe('2026-07-10T15:00:00');
    expect(before.entry.event.startDate.toJSDate().toISOString()).toBe('2026-07-10T09:30:00.000Z');

    await editEvent(id, { time: '16:00' });
    const edited = await entryOf();
    // The write emptied the cache: the feed is new at once, not after the cache's expiry.
    expect(edited.etag).not.toBe(before.etag);
    expect(edited.entry.event.uid).toBe(before.entry.event.uid);
    expect(edited.entry.event.sequence).toBeGreaterThan(before.entry.event.sequence);
    expect(edited.entry.event.startDate.toJSDate().toISOString()).toBe('2026-07-10T10:30:00.000Z');

    await editEvent(id, { state: 'cancelled' });
    const cancelled = await entryOf();
    expect(cancelled.entry.status).toBe('CANCELLED');
    expect(cancelled.entry.event.sequence).toBeGreaterThan(edited.entry.event.sequence);
    const single = await get(`/events/${id}/calendar.ics`);
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const [only, ...others] = calendarOf(single.body).entries;
    expect(others).toHaveLength(0);
    expect(only?.status).toBe('CANCELLED');
    expect(only?.event.uid).toBe(cancelled.entry.event.uid);
  });
});

describe('news feeds (Atom)', () => {
  it("list the branch's new events, achievements and notices, newest first", async () => {
    const response = await get('/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const feed = parseFeed(response.body);
    expect(feed.meta.type).toBe('atom');
    expect(response.body).toContain('<id>http://localhost/feed.xml</id>');
    expect(feed.self).toBe('http://localhost/feed.xml');
    expect(feed.url).toBe('http://localhost/');
    expect(feed.updated).toBeInstanceOf(Date);
    expect(feed.items.length).toBeGreaterThan(0);
    const kinds = new Set(feed.items.map((item) => item.id?.replace(/^.*:(\w+)-\d+$/, '$1')));
    // The newest 50: the sample's events (posted in the last weeks) and notices come before its
    // achievements (posted a month and more ago).
    expect(kinds.has('event')).toBe(true);
    expect(
      [...kinds].every((kind) => ['event', 'achievement', 'notification'].includes(kind ?? '')),
    ).toBe(true);
    for (const item of feed.items) {
      expect(item.id).toMatch(/^tag:localhost,2026:(event|achievement|notification)-\d+$/);
      expect(item.title).toBeTruthy();
      expect(item.url).toMatch(/^http:\/\/localhost\//);
      expect(item.updated).toBeInstanceOf(Date);
    }
    const published = feed.items.map((item) => item.published?.getTime() ?? 0);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    // The same feed again: the same ids (and bytes) while nothing changed.
    expect((await get('/feed.xml')).body).toBe(response.body);
  });

  it("gives an organisation's feed its own items and the branch's notices only to the branch", async () => {
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(branchAdmin),
      payload: { type: 'other', title: 'Branch elections open', message: 'Vote by Friday.' },
    });
    expect(notice.statusCode, notice.body).toBe(201);
    // Published at the test's fixed clock; the sample's rows have the database's own time. Make
    // it the newest, as it would be on a real clock.
    await t.database.db
      .update(notifications)
      .set({ publishedAt: new Date(Date.now() + 60_000) })
      .where(eq(notifications.id, notice.json<{ id: number }>().id));
    t.app.publicReadCache.invalidate();
    const branch = parseFeed((await get('/feed.xml')).body);
    expect(branch.items[0]?.title).toBe('Branch elections open');
    expect(branch.items[0]?.id).toMatch(/:notification-\d+$/);

    const response = await get(`/societies/${t.society.slug}/feed.xml`);
    expect(response.statusCode).toBe(200);
    const feed = parseFeed(response.body);
    expect(feed.title).toBe(t.society.name);
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.map((item) => item.title)).not.toContain('Branch elections open');
    for (const item of feed.items) {
      expect(item.authors.map((author) => author.name)).toEqual([t.society.name]);
    }
    expect((await get(`/councils/${t.council.slug}/feed.xml`)).statusCode).toBe(200);
    expect((await get('/councils/no-such-council/feed.xml')).statusCode).toBe(404);
  });
});

describe('feeds in the public cache', () => {
  it.each(['/calendar.ics', '/feed.xml'])('%s answers a current copy with 304', async (url) => {
    const first = await get(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    const second = await get(url, { 'if-none-match': String(etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers['x-page-cache']).toBe('hit');
    const compressed = await get(url, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });
});

describe("an archived organisation's feeds", () => {
  let target: OrganisationSummary;
  it('answer 404, and its events leave the branch feed', async () => {
    const societies = (await get('/api/societies')).json<OrganisationSummary[]>();
    const found = societies.find((society) => society.id !== t.society.id);
    if (!found) throw new Error('the sample has one society only');
    target = found;
    const events = (await get(`/api/events?when=upcoming&org=${target.slug}&limit=100`)).json<
      Page<Event>
    >().items;
    const archived = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organisations/${target.id}/archive`,
      headers: bearer(branchAdmin),
    });
    expect(archived.statusCode, archived.body).toBe(200);
    for (const url of [
      `/societies/${target.slug}/calendar.ics`,
      `/societies/${target.slug}/feed.xml`,
      ...events.map((event) => `/events/${event.id}/calendar.ics`),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const branch = calendarOf((await get('/calendar.ics')).body).entries.map(
      (entry) => entry.event.uid,
    );
    for (const event of events) {
      expect(branch).not.toContain(`event-${event.id}@localhost`);
    }
  });
});
