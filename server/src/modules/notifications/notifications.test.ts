import type {
  AdminNotification,
  Notification,
  OrganisationSummary,
  Page,
  SiteContent,
} from '@chapterhouse/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, firstOrganisation, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let society: OrganisationSummary;
let officer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  society = await firstOrganisation(t, 'societies');
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  admin = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, account: TestAccount, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

const bell = async () => (await t.app.inject('/api/site')).json<SiteContent>().notifications;

describe('notifications from the database', () => {
  it("keeps the spec's sample: five, two of them recent", async () => {
    const sample = await bell();
    expect(sample).toHaveLength(5);
    expect(sample.filter((n) => n.unread)).toHaveLength(2);
  });

  it('lists all of them a page at a time, newest first', async () => {
    const page = (await t.app.inject('/api/notifications?limit=2&page=2')).json<
      Page<Notification>
    >();
    expect(page).toMatchObject({ total: 5, page: 2, limit: 2, pageCount: 3 });
    expect(page.items).toHaveLength(2);
    const all = (await t.app.inject('/api/notifications')).json<Page<Notification>>().items;
    const times = all.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await t.app.inject('/api/notifications?page=0')).statusCode).toBe(400);
  });

  it('announces an achievement and an upcoming event, never a past event', async () => {
    const before = (await bell()).length;
    const base = `/api/society-dashboard/society/${society.id}`;
    await api('POST', `${base}/achievements`, officer, {
      title: 'Regional hackathon winners',
      year: 2026,
      description: 'First of 40 teams.',
    });
    await api('POST', `${base}/events/past`, officer, {
      title: 'Last spring social',
      date: '2026-04-01',
      description: 'Already happened.',
    });
    const after = await bell();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      type: 'achievement',
      title: `${society.name}: Regional hackathon winners`,
      link: `/societies/${society.slug}/achievements`,
      unread: true,
    });
  });

  it('lets the branch admin publish, edit (409 when stale) and remove one', async () => {
    const published = await api('POST', '/api/admin/notifications', admin, {
      type: 'membership',
      title: 'Renew your membership',
      message: 'IEEE renewals close on 31 December.',
      link: 'https://www.ieee.org/membership',
    });
    expect(published.statusCode).toBe(201);
    const notice = published.json<AdminNotification>();
    expect((await bell())[0]).toMatchObject({ id: notice.id, unread: true });

    const edited = await api('PUT', `/api/admin/notifications/${notice.id}`, admin, {
      type: 'membership',
      title: 'Renew your IEEE membership',
      message: notice.message,
      link: '',
      version: notice.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ link: null, version: notice.version + 1 });
    const stale = await api('PUT', `/api/admin/notifications/${notice.id}`, admin, {
      type: 'membership',
      title: 'Overwritten',
      message: notice.message,
      version: notice.version,
    });
    expect(stale.statusCode).toBe(409);

    const unsafe = await api('POST', '/api/admin/notifications', admin, {
      type: 'other',
      title: 'x',
      message: 'y',
      link: 'javascript:alert(1)',
    });
    expect(unsafe.statusCode).toBe(400);

    const listed = (await api('GET', '/api/admin/notifications', admin)).json<
      Page<AdminNotification>
    >();
    expect(listed.items.find((n) => n.title.includes('hackathon'))?.organisation).toMatchObject({
      id: society.id,
    });

    expect((await api('DELETE', `/api/admin/notifications/${notice.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await bell()).some((n) => n.id === notice.id)).toBe(false);
    expect(
      (await api('POST', '/api/admin/notifications', officer, { type: 'other' })).statusCode,
    ).toBe(403);
  });
});

describe('record ids in the URL', () => {
  it('takes decimal digits only: hex, exponents and signs are 400 and delete nothing', async () => {
    const total = async () =>
      (await api('GET', '/api/admin/notifications', admin)).json<Page<AdminNotification>>().total;
    const before = await total();
    const [first] = (await api('GET', '/api/admin/notifications?limit=100', admin))
      .json<Page<AdminNotification>>()
      .items.sort((a, b) => a.id - b.id);
    if (!first) throw new Error('the sample content has notifications');
    // Each of these reads as `first.id` to Number(); none is an id.
    const hex = `0x${first.id.toString(16)}`;
    const spellings = [hex, `${first.id}e0`, `+${first.id}`, `${first.id}.0`, `%20${first.id}`];
    for (const id of [...spellings, '2147483648', '99999999999999999999', '0', '-1']) {
      const response = await api('DELETE', `/api/admin/notifications/${id}`, admin);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toMatch(/^Notification must be a record id/);
    }
    expect(await total()).toBe(before);
    // The decimal id still works.
    expect((await api('DELETE', `/api/admin/notifications/${first.id}`, admin)).statusCode).toBe(
      204,
    );
  });
});
