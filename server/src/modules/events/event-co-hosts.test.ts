import type {
  DashboardEvent,
  Event,
  EventDetail,
  OrganisationSummary,
  Page,
} from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { events } from '../../db/schema/index.js';

// Joint events: one event, hosted by its own organisation with co-hosts. It shows on each
// co-host's public pages, feeds and dashboard (read-only unless the host lets it edit), labelled
// "with …", and counts once wherever the branch's events are counted.

let t: DashboardApp;
/** A society that neither hosts nor co-hosts the events here. */
let bystander: OrganisationSummary;
let bystanderOfficer: TestAccount;
let councilBase: string;

beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date('2026-06-15T10:00:00Z') } });
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  const other = societies.find((society) => society.id !== t.society.id);
  if (!other) throw new Error('the sample content has one society');
  bystander = other;
  bystanderOfficer = await signedInAs(t, 'SOCIETY_ADMIN', bystander.slug);
  councilBase = `/api/council-dashboard/council/${t.council.id}`;
});
afterAll(() => t.close());

const event = (overrides: object = {}) => ({
  title: `Joint workshop ${Math.random().toString(36).slice(2, 8)}`,
  date: '2026-07-01',
  time: '14:00',
  location: 'Faraday Hall',
  description: 'Robots and the people who build them.',
  ...overrides,
});

/** What the event form sends back for a saved event. */
const asInput = (saved: DashboardEvent, changes: object = {}) => ({
  ...saved,
  coHosts: saved.coHosts.map((coHost) => ({ organisationId: coHost.id, canEdit: coHost.canEdit })),
  ...changes,
});

const publicEvents = async (org: string, when: 'past' | 'upcoming' = 'upcoming') =>
  (await t.app.inject(`/api/events?org=${org}&when=${when}&limit=100`)).json<Page<Event>>();

/** The council, a co-host, is refused deleting the event or changing its publication, with why. */
async function expectHostOnly(saved: DashboardEvent) {
  const deleted = await t.api(
    'DELETE',
    `${councilBase}/events/upcoming/${saved.id}`,
    undefined,
    t.councilOfficer,
  );
  expect(deleted.statusCode, deleted.body).toBe(403);
  expect(deleted.json().error).toBe(
    `Only ${t.society.name} can delete ${saved.title}: you co-host it.`,
  );
  const [before] = await t.database.db.select().from(events).where(eq(events.id, saved.id));
  const changed = await t.api(
    'PUT',
    `${councilBase}/events/upcoming/${saved.id}/publication`,
    { action: 'draft', version: before?.version },
    t.councilOfficer,
  );
  expect(changed.statusCode, changed.body).toBe(403);
  expect(changed.json().error).toContain(`Only ${t.society.name} can publish`);
  const [after] = await t.database.db.select().from(events).where(eq(events.id, saved.id));
  expect(after).toEqual(before);
}

describe('co-hosts', () => {
  it('refuses co-hosts that are not other organisations of the branch, writing nothing', async () => {
    const before = await t.database.db.$count(events);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${t.base}/events/upcoming`,
      payload: event({ coHosts: [{ organisationId: t.council.id }] }),
    });
    expect(anonymous.statusCode).toBe(401);
    const cases: [unknown, string][] = [
      [[{ organisationId: t.society.id }], 'hosts the event already'],
      [[{ organisationId: 999_999 }], 'is not one'],
      [[{ organisationId: 'council' }], 'Choose a co-host'],
      [
        [{ organisationId: t.council.id }, { organisationId: t.council.id }],
        'Name each co-host once',
      ],
      [Array.from({ length: 11 }, (_, index) => ({ organisationId: index + 1 })), 'at most 10'],
      [
        [{ organisationId: t.council.id, canEdit: 'yes' }],
        'Can edit (co host 1) must be true or false',
      ],
    ];
    for (const [coHosts, message] of cases) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, event({ coHosts }));
      expect(response.statusCode, JSON.stringify(coHosts)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await t.database.db.$count(events)).toBe(before);
  });

  it('shows a joint event on each host’s pages, labelled with the others, counted once', async () => {
    const allBefore = (await t.app.inject('/api/events?when=upcoming&limit=1')).json<Page<Event>>()
      .total;
    const councilBefore = (await publicEvents(t.council.slug)).total;
    const created = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      event({ coHosts: [{ organisationId: t.council.id }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<DashboardEvent>();
    expect(saved).toMatchObject({
      access: 'host',
      organisation: { id: t.society.id },
      coHosts: [{ id: t.council.id, name: t.council.name, canEdit: false }],
    });

    const ofCouncil = await publicEvents(t.council.slug);
    expect(ofCouncil.total).toBe(councilBefore + 1);
    const listed = ofCouncil.items.find((item) => item.id === saved.id);
    expect(listed).toMatchObject({
      organisation: { id: t.society.id },
      coHosts: [{ id: t.council.id, slug: t.council.slug }],
    });
    expect((await publicEvents(t.society.slug)).items.some((item) => item.id === saved.id)).toBe(
      true,
    );
    expect((await publicEvents(bystander.slug)).items.some((item) => item.id === saved.id)).toBe(
      false,
    );
    const detail = (await t.app.inject(`/api/events/${saved.id}`)).json<EventDetail>();
    expect(detail.coHosts).toEqual([
      { id: t.council.id, slug: t.council.slug, name: t.council.name, kind: 'council' },
    ]);
    // Across the branch it is one event.
    const allAfter = (await t.app.inject('/api/events?when=upcoming&limit=1')).json<Page<Event>>()
      .total;
    expect(allAfter).toBe(allBefore + 1);
    // The co-host's calendar feed has it too.
    const calendar = await t.app.inject(`/councils/${t.council.slug}/calendar.ics`);
    expect(calendar.body).toContain(saved.title);
  });

  it('lets a co-host see a joint event but not change it, until the host lets it', async () => {
    const saved = (
      await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        event({ coHosts: [{ organisationId: t.council.id }] }),
      )
    ).json<DashboardEvent>();
    const inCouncil = (
      await t.api('GET', `${councilBase}/events/upcoming?limit=100`, undefined, t.councilOfficer)
    ).json<Page<DashboardEvent>>();
    expect(inCouncil.items.find((item) => item.id === saved.id)).toMatchObject({
      access: 'viewer',
      organisation: { id: t.society.id },
    });

    const edit = asInput(saved, { title: 'Renamed by the council' });
    const refused = await t.api(
      'PUT',
      `${councilBase}/events/upcoming/${saved.id}`,
      edit,
      t.councilOfficer,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('only they can change it');
    const moved = await t.api(
      'POST',
      `${councilBase}/events/upcoming/${saved.id}/move-to-past`,
      undefined,
      t.councilOfficer,
    );
    expect(moved.statusCode).toBe(403);
    await expectHostOnly(saved);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, saved.id));
    expect(row).toMatchObject({ title: saved.title, held: false, version: saved.version });
    // An organisation that does not co-host it does not even find it.
    const stranger = await t.api(
      'GET',
      `/api/society-dashboard/society/${bystander.id}/events/${saved.id}/preview`,
      undefined,
      bystanderOfficer,
    );
    expect(stranger.statusCode).toBe(404);
    const preview = await t.api(
      'GET',
      `${councilBase}/events/${saved.id}/preview`,
      undefined,
      t.councilOfficer,
    );
    expect(preview.statusCode).toBe(200);

    // The host lets the council edit it.
    const shared = await t.api('PUT', `${t.base}/events/upcoming/${saved.id}`, {
      ...saved,
      coHosts: [{ organisationId: t.council.id, canEdit: true }],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const editable = shared.json<DashboardEvent>();
    const renamed = await t.api(
      'PUT',
      `${councilBase}/events/upcoming/${saved.id}`,
      asInput(editable, { title: 'Renamed by the council' }),
      t.councilOfficer,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<DashboardEvent>()).toMatchObject({
      title: 'Renamed by the council',
      access: 'editor',
      organisation: { id: t.society.id },
    });
    // Who hosts it stays the host's to say.
    const takeover = await t.api(
      'PUT',
      `${councilBase}/events/upcoming/${saved.id}`,
      asInput(renamed.json<DashboardEvent>(), { coHosts: [] }),
      t.councilOfficer,
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().error).toContain('can change who co-hosts');
    // "May edit" lets it change what the event says, not delete it nor change its publication.
    await expectHostOnly(renamed.json<DashboardEvent>());
    const [after] = await t.database.db.select().from(events).where(eq(events.id, saved.id));
    expect(after?.coHostIds).toEqual([t.council.id]);
    // The desk of a joint event the council may edit is open to it.
    const desk = await t.api(
      'GET',
      `${councilBase}/events/${saved.id}/registrations`,
      undefined,
      t.councilOfficer,
    );
    expect(desk.statusCode, desk.body).toBe(200);
  });

  it('keeps an archived co-host off the event’s page, and refuses it as a new co-host', async () => {
    const admin = await signedInAs(t, 'BRANCH_ADMIN');
    const saved = (
      await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        event({ coHosts: [{ organisationId: bystander.id }] }),
      )
    ).json<DashboardEvent>();
    const archived = await t.api(
      'POST',
      `/api/admin/organisations/${bystander.id}/archive`,
      undefined,
      admin,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    const detail = (await t.app.inject(`/api/events/${saved.id}`)).json<EventDetail>();
    expect(detail.coHosts).toEqual([]);
    const refused = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      event({ coHosts: [{ organisationId: bystander.id }] }),
    );
    expect(refused.statusCode).toBe(400);
    // The event that named it before may still be edited, keeping it.
    const kept = await t.api(
      'PUT',
      `${t.base}/events/upcoming/${saved.id}`,
      asInput(saved, { title: 'Renamed with an archived co-host' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    await t.api('POST', `/api/admin/organisations/${bystander.id}/restore`, undefined, admin);
  });
});
