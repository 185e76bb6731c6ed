import type {
  AuditPage,
  DashboardEvent,
  Notification,
  OrganisationSummary,
  SiteContent,
} from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { auditLog, events, notifications } from '../../db/schema/index.js';
import { actorOf, runAsActor } from '../../lib/actor-transaction.js';
import { createServiceContext } from '../../lib/service-context.js';

let t: TestApp;
let society: OrganisationSummary;
let otherSociety: OrganisationSummary;
let officer: TestAccount;
let otherOfficer: TestAccount;
let admin: TestAccount;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  [society, otherSociety] = (await t.app.inject('/api/societies')).json<
    OrganisationSummary[]
  >() as [OrganisationSummary, OrganisationSummary];
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Priya Officer');
  otherOfficer = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Other Officer');
  admin = await signedInAs(t, 'BRANCH_ADMIN', null, 'Branch Admin');
  base = `/api/society-dashboard/society/${society.id}`;
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, account: TestAccount, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n;

const upcoming = {
  title: 'Robotics night',
  date: '2026-07-20',
  time: '18:00',
  location: 'Lab 3',
  description: 'Build a line follower in an evening.',
  organizer: 'Robotics wing',
};

describe('an event published by an officer', () => {
  let created: DashboardEvent;

  it('creates a notification and an audit entry naming that officer', async () => {
    const response = await api('POST', `${base}/events/upcoming`, officer, upcoming);
    expect(response.statusCode).toBe(201);
    created = response.json<DashboardEvent>();

    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    const notice = site.notifications.find((n: Notification) => n.title.includes('Robotics night'));
    expect(notice).toMatchObject({ type: 'event', unread: true });
    expect(notice?.link).toBe(`/societies/${society.slug}/upcoming-events`);

    const history = (await api('GET', `${base}/history`, officer)).json<AuditPage>();
    const entry = history.items.find((e) => e.itemType === 'events' && e.itemId === created.id);
    expect(entry).toMatchObject({
      action: 'created',
      actor: { id: officer.user.id, name: 'Priya Officer', email: officer.email },
      organisation: { id: society.id },
      itemLabel: 'Robotics night',
    });
    expect(entry?.changes).toContainEqual({
      field: 'title',
      before: null,
      after: 'Robotics night',
    });
  });

  it('records an edit field by field, before and after, and nothing else', async () => {
    const response = await api('PUT', `${base}/events/upcoming/${created.id}`, officer, {
      ...upcoming,
      location: 'Main hall',
      version: created.version,
    });
    expect(response.statusCode).toBe(200);
    const history = (await api('GET', `${base}/history`, officer)).json<AuditPage>();
    const [latest] = history.items;
    expect(latest).toMatchObject({ action: 'updated', itemType: 'events', itemId: created.id });
    expect(latest?.changes).toEqual([{ field: 'location', before: 'Lab 3', after: 'Main hall' }]);
  });

  it('leaves no entry for a change that fails', async () => {
    const before = await auditCount();
    const stale = await api('PUT', `${base}/events/upcoming/${created.id}`, officer, {
      ...upcoming,
      title: 'Lost edit',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await api('POST', `${base}/events/upcoming`, officer, { title: '' });
    expect(bad.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('deleting the event records it and removes its notification with it', async () => {
    const response = await api('DELETE', `${base}/events/upcoming/${created.id}`, officer);
    expect(response.statusCode).toBe(204);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.eventId, created.id));
    expect(left?.n).toBe(0);
    const history = (await api('GET', `${base}/history`, officer)).json<AuditPage>();
    expect(history.items[0]).toMatchObject({
      action: 'deleted',
      itemType: expect.stringMatching(/^(events|notifications)$/),
    });
    expect(
      history.items.some(
        (e) => e.action === 'deleted' && e.itemType === 'events' && e.itemId === created.id,
      ),
    ).toBe(true);
  });
});

describe('audit entries share the transaction of their change', () => {
  const context = () =>
    createServiceContext(
      t.database.db,
      t.clock,
      'Asia/Kolkata',
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );

  it('a change that fails part-way leaves neither the change nor its entry', async () => {
    const before = await auditCount();
    const ctx = context();
    await expect(
      runAsActor(
        ctx.db,
        actorOf(officer.user),
        async () => {
          await ctx.db.insert(events).values({
            organisationId: society.id,
            title: 'Half written',
            date: '2026-08-01',
            endsAt: new Date('2026-08-02T00:00:00Z'),
            description: 'Never saved',
          });
          throw new Error('the second step failed');
        },
        t.clock.now(),
      ),
    ).rejects.toThrow('the second step failed');
    expect(await auditCount()).toBe(before);
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.title, 'Half written'));
    expect(kept?.n).toBe(0);
  });

  it('a change that succeeds always has its entry', async () => {
    const before = (await auditCount()) ?? 0;
    const ctx = context();
    await runAsActor(
      ctx.db,
      actorOf(officer.user),
      async () => {
        await ctx.db.insert(events).values({
          organisationId: society.id,
          title: 'Written whole',
          date: '2026-08-02',
          endsAt: new Date('2026-08-03T00:00:00Z'),
          description: 'Saved',
        });
      },
      t.clock.now(),
    );
    expect(await auditCount()).toBe(before + 1);
  });

  it('writes made without an actor (visitors, the sample content) are not audited', async () => {
    const before = await auditCount();
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'quiet@example.edu' },
    });
    expect(await auditCount()).toBe(before);
  });
});

describe('who reads the audit log', () => {
  it("keeps each organisation's history to its own admins (403 for others, 401 for visitors)", async () => {
    expect((await api('GET', `${base}/history`, otherOfficer)).statusCode).toBe(403);
    expect((await t.app.inject(`${base}/history`)).statusCode).toBe(401);
    // Asking for another organisation's entries through the query changes nothing.
    const own = (
      await api('GET', `${base}/history?organisationId=${otherSociety.id}`, officer)
    ).json<AuditPage>();
    expect(own.items.every((e) => e.organisation?.id === society.id)).toBe(true);
  });

  it('lets the branch admin see all of it, filtered by organisation, person and date', async () => {
    await api(
      'POST',
      `/api/society-dashboard/society/${otherSociety.id}/achievements`,
      otherOfficer,
      {
        title: 'Best chapter',
        year: 2026,
        description: 'Awarded by the section.',
      },
    );
    const all = (await api('GET', '/api/admin/audit?limit=100', admin)).json<AuditPage>();
    const organisationsSeen = new Set(all.items.map((e) => e.organisation?.id));
    expect(organisationsSeen.has(society.id) && organisationsSeen.has(otherSociety.id)).toBe(true);

    const byOrganisation = (
      await api('GET', `/api/admin/audit?organisationId=${otherSociety.id}`, admin)
    ).json<AuditPage>();
    expect(byOrganisation.total).toBeGreaterThan(0);
    expect(byOrganisation.items.every((e) => e.organisation?.id === otherSociety.id)).toBe(true);

    const byPerson = (
      await api('GET', `/api/admin/audit?actorId=${officer.user.id}`, admin)
    ).json<AuditPage>();
    expect(byPerson.total).toBeGreaterThan(0);
    expect(byPerson.items.every((e) => e.actor.id === officer.user.id)).toBe(true);

    // The test clock stands on 15 June 2026 (Asia/Kolkata).
    const today = (
      await api('GET', '/api/admin/audit?from=2026-06-15&to=2026-06-15', admin)
    ).json<AuditPage>();
    expect(today.total).toBe(all.total);
    const yesterday = (
      await api('GET', '/api/admin/audit?from=2026-06-14&to=2026-06-14', admin)
    ).json<AuditPage>();
    expect(yesterday.total).toBe(0);
    for (const query of ['organisationId=99999999999', 'actorId=-1', 'from=2026-02-30']) {
      expect((await api('GET', `/api/admin/audit?${query}`, admin)).statusCode).toBe(400);
    }
    const backwards = await api('GET', '/api/admin/audit?from=2026-06-15&to=2026-06-01', admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatch(/start date/);

    expect((await api('GET', '/api/admin/audit', officer)).statusCode).toBe(403);
  });

  it('records console changes too, naming the branch admin', async () => {
    const response = await api('PUT', '/api/admin/site/statistics', admin, {
      members: 1234,
      events: null,
      awards: null,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    const [latest] = (await api('GET', '/api/admin/audit', admin)).json<AuditPage>().items;
    expect(latest).toMatchObject({
      action: 'updated',
      itemType: 'site_settings',
      actor: { name: 'Branch Admin' },
      organisation: null,
    });
    expect(latest?.changes).toEqual([{ field: 'members_override', before: null, after: 1234 }]);
  });
});
