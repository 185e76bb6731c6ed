import type {
  DashboardEvent,
  OrganisationDetail,
  OrganisationSummary,
  Page,
} from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, firstOrganisation, type TestApp } from '../../../test/test-app.js';
import { events } from '../../db/schema/index.js';
import { createCachedResponse } from './cached-response.js';

let t: TestApp;
let society: OrganisationSummary;
let officer: TestAccount;
let event: DashboardEvent;
let eventsUrl: string;

/** A rendered page as the built site keeps it (API tests render no pages). */
const PAGE_KEY = 'http://localhost/societies/page';
const keepRenderedPage = async () => {
  const cache = t.app.publicReadCache;
  const ticket = cache.beginResponse();
  const page = await createCachedResponse(
    { 'content-type': 'text/html; charset=utf-8' },
    Buffer.from('<h1>A society</h1>'),
  );
  cache.keepResponse(PAGE_KEY, page, ticket);
};

const publicUpcomingTitles = async () => {
  const response = await t.app.inject(`/api/societies/${society.slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<OrganisationDetail>().events.upcoming.map((item) => item.title);
};

/** Changes an event where the API cannot see it: only the cache's expiry or invalidation shows it. */
const retitleBehindTheApi = (title: string) =>
  t.database.db.update(events).set({ title }).where(eq(events.id, event.id));

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.30.0.1' });

beforeAll(async () => {
  t = await createTestApp();
  society = await firstOrganisation(t, 'societies');
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  eventsUrl = `/api/society-dashboard/society/${society.id}/events/upcoming`;
  const upcoming = await t.app.inject({ url: eventsUrl, headers: bearer(officer) });
  [event] = upcoming.json<Page<DashboardEvent>>().items as [DashboardEvent];
});
afterAll(() => t.close());

describe('the public cache', () => {
  it('stays after a sign-in, a contact message and a newsletter sign-up', async () => {
    await keepRenderedPage();
    expect(await publicUpcomingTitles()).toContain(event.title);
    await retitleBehindTheApi('Unseen while cached');

    const login = await post('/api/auth/login', {
      email: officer.email,
      password: officer.password,
    });
    expect(login.statusCode).toBe(200);
    const contact = await post('/api/contact', {
      name: 'Ravi',
      email: 'ravi@example.edu',
      message: 'Can non-members attend?',
    });
    expect(contact.statusCode).toBe(201);
    const subscribe = await post('/api/newsletter/subscribe', { email: 'reader@example.edu' });
    expect(subscribe.statusCode).toBeLessThan(300);

    expect(t.app.publicReadCache.getResponse(PAGE_KEY)).toBeDefined();
    const titles = await publicUpcomingTitles();
    expect(titles).toContain(event.title);
    expect(titles).not.toContain('Unseen while cached');
  });

  it("stays after an officer's edit that failed", async () => {
    await keepRenderedPage();
    const before = await publicUpcomingTitles();
    await retitleBehindTheApi('Unseen after a failed edit');
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${eventsUrl}/${event.id}`,
      headers: bearer(officer),
      payload: { ...event, title: 'Never saved', version: event.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(t.app.publicReadCache.getResponse(PAGE_KEY)).toBeDefined();
    expect(await publicUpcomingTitles()).toEqual(before);
  });

  it("is emptied by an officer's event edit, which the next visit shows", async () => {
    await keepRenderedPage();
    const current = (await t.app.inject({ url: eventsUrl, headers: bearer(officer) }))
      .json<Page<DashboardEvent>>()
      .items.find((item) => item.id === event.id);
    if (!current) throw new Error('the event is gone');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${eventsUrl}/${event.id}`,
      headers: bearer(officer),
      payload: { ...current, title: 'Soldering, rescheduled' },
    });
    expect(edited.statusCode).toBe(200);

    expect(t.app.publicReadCache.getResponse(PAGE_KEY)).toBeUndefined();
    const titles = await publicUpcomingTitles();
    expect(titles).toContain('Soldering, rescheduled');
    expect(titles).not.toContain(event.title);
  });

  it("is emptied by an officer's new upcoming event", async () => {
    await keepRenderedPage();
    const created = await t.app.inject({
      method: 'POST',
      url: eventsUrl,
      headers: bearer(officer),
      payload: { title: 'Robotics night', date: '2026-07-02', description: 'Bring a robot.' },
    });
    expect(created.statusCode).toBe(201);
    expect(t.app.publicReadCache.getResponse(PAGE_KEY)).toBeUndefined();
    expect(await publicUpcomingTitles()).toContain('Robotics night');
  });
});
