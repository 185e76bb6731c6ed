import { PAGE_SIZE_MAX, type Page } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { multipart, testJpeg } from '../../../test/images.js';
import { events, media, users } from '../../db/schema/index.js';

/**
 * Every dashboard list that can grow without bound answers a page at a time (`?page=&limit=`),
 * counted whole, in the order the tab shows it, and keeps its access rules.
 */

let t: DashboardApp;
let branchAdmin: TestAccount;

const LISTS = ['members', 'events/past', 'events/upcoming', 'achievements', 'gallery', 'media'];

type Listed = Page<{ id: number }>;

const read = async (url: string, account?: TestAccount) => {
  const response = await t.app.inject({ url, headers: bearer(account ?? t.officer) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};

beforeAll(async () => {
  t = await openDashboardApp();
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
  // The sample society has two upcoming events and no uploads: one event and three uploads more,
  // so that every list spans pages of two.
  const added = await t.api('POST', `${t.base}/events/upcoming`, {
    title: 'Soldering workshop',
    date: '2026-07-01',
    time: '14:00',
    location: 'Faraday Hall',
    description: 'Hands-on soldering.',
  });
  expect(added.statusCode, added.body).toBe(201);
  for (let index = 0; index < 3; index++) {
    const body = multipart({}, { name: `photo-${index}.jpg`, data: await testJpeg(40, 30) });
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.base}/media`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.officer) },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('a dashboard list, a page at a time', () => {
  it.each(LISTS)('%s: pages of the whole list, in its order, with its total', async (list) => {
    const whole = await read(`${t.base}/${list}?limit=${PAGE_SIZE_MAX}`);
    expect(whole.total).toBeGreaterThanOrEqual(3);
    expect(whole.items).toHaveLength(Math.min(whole.total, PAGE_SIZE_MAX));

    const first = await read(`${t.base}/${list}?limit=2`);
    const second = await read(`${t.base}/${list}?page=2&limit=2`);
    expect(first).toMatchObject({
      page: 1,
      limit: 2,
      total: whole.total,
      pageCount: Math.ceil(whole.total / 2),
    });
    expect(first.items).toHaveLength(2);
    expect(second.page).toBe(2);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      whole.items.slice(0, first.items.length + second.items.length).map((item) => item.id),
    );
  });

  it('counts every event of the organisation once, past or upcoming', async () => {
    const past = await read(`${t.base}/events/past?limit=1`);
    const upcoming = await read(`${t.base}/events/upcoming?limit=1`);
    expect(past.total + upcoming.total).toBe(await t.rows(events));
  });

  it('counts the library of the organisation only', async () => {
    const [own] = await t.database.db
      .select({ n: count() })
      .from(media)
      .where(eq(media.organisationId, t.society.id));
    expect((await read(`${t.base}/media?limit=1`)).total).toBe(own?.n);
  });

  it.each(LISTS)('%s: a limit over the maximum or page 0 is a 400', async (list) => {
    for (const query of [`limit=${PAGE_SIZE_MAX + 1}`, 'page=0', 'limit=0', 'page=two']) {
      const response = await t.app.inject({
        url: `${t.base}/${list}?${query}`,
        headers: bearer(t.officer),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });

  it.each(LISTS)('%s: anonymous 401, another organisation 403', async (list) => {
    expect((await t.app.inject(`${t.base}/${list}?limit=1`)).statusCode).toBe(401);
    const foreign = await t.app.inject({
      url: `${t.base}/${list}?limit=1`,
      headers: bearer(t.councilOfficer),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe("the console's accounts, a page at a time", () => {
  it('pages every account by role and name, with the total', async () => {
    const [all] = await t.database.db.select({ n: count() }).from(users);
    const first = await read('/api/admin/accounts?limit=2', branchAdmin);
    const second = await read('/api/admin/accounts?page=2&limit=2', branchAdmin);
    const whole = await read(`/api/admin/accounts?limit=${PAGE_SIZE_MAX}`, branchAdmin);
    expect(first).toMatchObject({ total: all?.n, page: 1, limit: 2 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      whole.items.slice(0, 4).map((item) => item.id),
    );
  });

  it('refuses a limit over the maximum, strangers and officers', async () => {
    const tooMany = await t.app.inject({
      url: `/api/admin/accounts?limit=${PAGE_SIZE_MAX + 1}`,
      headers: bearer(branchAdmin),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await t.app.inject('/api/admin/accounts')).statusCode).toBe(401);
    const officer = await t.app.inject({ url: '/api/admin/accounts', headers: bearer(t.officer) });
    expect(officer.statusCode).toBe(403);
  });
});
