import type {
  DashboardAchievement,
  DashboardEvent,
  DashboardGalleryItem,
  DashboardMember,
  OrganisationDetail,
  OrganisationSummary,
} from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  type achievements,
  events,
  galleryItems,
  organisations,
  slateMembers,
} from '../../db/schema/index.js';

let now = new Date('2026-06-15T10:00:00Z'); // 15:30 on 15 June in Asia/Kolkata, the tests' zone
let t: TestApp;
let society: OrganisationSummary;
let council: OrganisationSummary;
let officer: TestAccount;
let councilOfficer: TestAccount;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
  [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  [council] = (await t.app.inject('/api/councils')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  councilOfficer = await signedInAs(t, 'COUNCIL_ADMIN', council.slug);
  base = `/api/society-dashboard/society/${society.id}`;
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, payload?: object, account = officer) {
  return t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

const rows = async (
  table: typeof slateMembers | typeof events | typeof achievements | typeof galleryItems,
) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.organisationId, society.id));
  return row?.n ?? 0;
};

const event = (overrides: object = {}) => ({
  title: `Workshop ${Math.random().toString(36).slice(2, 8)}`,
  date: '2026-07-01',
  time: '14:00',
  location: 'Faraday Hall',
  description: 'Hands-on soldering.',
  capacity: 40,
  ...overrides,
});

describe('slate members', () => {
  it('adds, edits and removes a member by record id', async () => {
    const created = await api('POST', `${base}/members`, {
      name: 'Ada Byron',
      role: 'Treasurer',
      email: 'ADA@example.edu',
    });
    expect(created.statusCode).toBe(201);
    const member = created.json<DashboardMember>();
    expect(member).toMatchObject({
      name: 'Ada Byron',
      role: 'Treasurer',
      email: 'ada@example.edu',
      photo: null,
      version: 1,
    });
    const list = (await api('GET', `${base}/members`)).json<DashboardMember[]>();
    expect(list.at(-1)?.id).toBe(member.id);

    const edited = await api('PUT', `${base}/members/${member.id}`, {
      ...member,
      role: 'Secretary',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DashboardMember>()).toMatchObject({ role: 'Secretary', version: 2 });

    const detail = (
      await t.app.inject(`/api/societies/${society.slug}`)
    ).json<OrganisationDetail>();
    expect(detail.slate.some((m) => m.id === member.id && m.role === 'Secretary')).toBe(true);
    expect(detail.memberCount).toBe(list.length);

    expect((await api('DELETE', `${base}/members/${member.id}`)).statusCode).toBe(204);
    const again = await api('DELETE', `${base}/members/${member.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Member not found.' });
  });

  it('keeps all of 50 members added at once', async () => {
    const before = await rows(slateMembers);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api('POST', `${base}/members`, { name: `Volunteer ${index}`, role: 'Committee Member' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    expect(await rows(slateMembers)).toBe(before + 50);
  });

  it('refuses a stale edit with 409 and keeps the newer one', async () => {
    const member = (
      await api('POST', `${base}/members`, { name: 'Grace H', role: 'Chair' })
    ).json<DashboardMember>();
    const first = await api('PUT', `${base}/members/${member.id}`, {
      ...member,
      bio: 'First officer wrote this',
    });
    expect(first.statusCode).toBe(200);
    const second = await api('PUT', `${base}/members/${member.id}`, {
      ...member,
      bio: 'Second officer, stale',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/Someone else changed this item/);
    const [row] = await t.database.db
      .select()
      .from(slateMembers)
      .where(eq(slateMembers.id, member.id));
    expect(row?.bio).toBe('First officer wrote this');
  });

  it('refuses invalid members with the spec messages and writes nothing', async () => {
    const before = await rows(slateMembers);
    const cases: [object, string][] = [
      [{ role: 'Chair' }, 'Full name is required'],
      [{ name: '   ', role: 'Chair' }, 'Full name is required'],
      [{ name: 'X', role: 'Emperor' }, 'Please choose a role'],
      [{ name: 'X', role: 'Chair', email: 'nope' }, 'Enter a valid e-mail address'],
      [
        { name: 'X', role: 'Chair', linkedin: 'javascript:alert(1)' },
        'Enter a valid http or https URL',
      ],
      [
        { name: 'X', role: 'Chair', photo: 'ftp://example.edu/a.png' },
        'Enter a valid http or https URL',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await api('POST', `${base}/members`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await rows(slateMembers)).toBe(before);
  });

  it('never touches another organisation’s member through this organisation', async () => {
    const theirs = (
      await api(
        'POST',
        `/api/council-dashboard/council/${council.id}/members`,
        { name: 'Council Chair', role: 'Chair' },
        councilOfficer,
      )
    ).json<DashboardMember>();
    const attempt = await api('PUT', `${base}/members/${theirs.id}`, { ...theirs });
    expect(attempt.statusCode).toBe(404);
    expect((await api('DELETE', `${base}/members/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(slateMembers)
      .where(eq(slateMembers.id, theirs.id));
    expect(row?.name).toBe('Council Chair');
  });

  it('deletes the item addressed after the list was re-sorted', async () => {
    const names = ['Zed', 'Amy', 'Moe'];
    const created: DashboardMember[] = [];
    for (const name of names)
      created.push(
        (await api('POST', `${base}/members`, { name, role: 'Committee Member' })).json(),
      );
    // An officer sorts the list by name in the browser and deletes the first one shown (Amy).
    const sorted = (await api('GET', `${base}/members`))
      .json<DashboardMember[]>()
      .filter((m) => names.includes(m.name))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect((await api('DELETE', `${base}/members/${sorted[0]?.id}`)).statusCode).toBe(204);
    const left = (await api('GET', `${base}/members`)).json<DashboardMember[]>().map((m) => m.name);
    expect(left).toContain('Zed');
    expect(left).toContain('Moe');
    expect(left).not.toContain('Amy');
  });
});

describe('events', () => {
  it('files an event by its date, in the site’s time zone, around midnight', async () => {
    // 23:59 on 20 June in Kolkata is 18:29 UTC; an event on 20 June is still today: upcoming.
    now = new Date('2026-06-20T18:29:00Z');
    const created = (
      await api('POST', `${base}/events/upcoming`, event({ date: '2026-06-20' }))
    ).json<DashboardEvent>();
    expect(created.status).toBe('upcoming');
    // One minute later it is 21 June there: the same event is now past, with no write at all.
    now = new Date('2026-06-20T18:30:00Z');
    const past = (await api('GET', `${base}/events/past`)).json<DashboardEvent[]>();
    expect(past.find((item) => item.id === created.id)?.status).toBe('past');
    const upcoming = (await api('GET', `${base}/events/upcoming`)).json<DashboardEvent[]>();
    expect(upcoming.some((item) => item.id === created.id)).toBe(false);
    now = new Date('2026-06-15T10:00:00Z');
  });

  it('files an upcoming event dated last week as past', async () => {
    const created = await api('POST', `${base}/events/upcoming`, event({ date: '2026-06-08' }));
    expect(created.statusCode).toBe(201);
    expect(created.json<DashboardEvent>().status).toBe('past');
  });

  it('gives a past event without a date today’s, and keeps it past', async () => {
    const created = (
      await api('POST', `${base}/events/past`, event({ date: '' }))
    ).json<DashboardEvent>();
    expect(created).toMatchObject({ date: '2026-06-15', status: 'past', held: true });
  });

  it('moves an upcoming event to past, where it stays; a later date brings it back', async () => {
    const created = (
      await api('POST', `${base}/events/upcoming`, event({ date: '2026-06-15' }))
    ).json<DashboardEvent>();
    expect(created.status).toBe('upcoming');
    const moved = await api('POST', `${base}/events/upcoming/${created.id}/move-to-past`);
    expect(moved.json<DashboardEvent>()).toMatchObject({ status: 'past', held: true });
    const publicPast = (
      await t.app.inject(`/api/events?when=past&org=${society.slug}&limit=100`)
    ).json<{ items: { id: number }[] }>();
    expect(publicPast.items.some((item) => item.id === created.id)).toBe(true);

    const postponed = await api('PUT', `${base}/events/past/${created.id}`, {
      ...event({ date: '2026-09-01' }),
      version: moved.json<DashboardEvent>().version,
    });
    expect(postponed.json<DashboardEvent>()).toMatchObject({
      status: 'upcoming',
      held: false,
      date: '2026-09-01',
    });
  });

  it('validates events as the spec says and writes nothing when invalid', async () => {
    const before = await rows(events);
    const cases: [object, string][] = [
      [{ ...event(), title: '' }, 'Title is required'],
      [{ ...event(), date: '' }, 'Date is required'],
      [{ ...event(), description: '' }, 'Description is required'],
      [{ ...event(), capacity: 'lots' }, 'Capacity must be a number'],
      [{ ...event(), registrationLink: 'not a url' }, 'Enter a valid http or https URL'],
    ];
    for (const [payload, message] of cases) {
      const response = await api('POST', `${base}/events/upcoming`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await rows(events)).toBe(before);
    expect((await api('POST', `${base}/events/upcoming/999999/move-to-past`)).statusCode).toBe(404);
  });

  it('lets a council create past and upcoming events through their endpoints', async () => {
    const councilBase = `/api/council-dashboard/council/${council.slug}`;
    const past = await api(
      'POST',
      `${councilBase}/events/past`,
      event({ date: '2026-05-01' }),
      councilOfficer,
    );
    const upcoming = await api('POST', `${councilBase}/events/upcoming`, event(), councilOfficer);
    expect(past.json<DashboardEvent>().status).toBe('past');
    expect(upcoming.json<DashboardEvent>()).toMatchObject({
      status: 'upcoming',
      organisation: { id: council.id },
    });
  });
});

describe('achievements and gallery', () => {
  it('adds, edits and deletes an achievement; an unknown id is a readable 404', async () => {
    const created = await api('POST', `${base}/achievements`, {
      title: 'Best Chapter',
      year: 2026,
      description: 'Region award.',
      category: 'Recognition',
      recipient: society.name,
    });
    expect(created.statusCode).toBe(201);
    const achievement = created.json<DashboardAchievement>();
    const edited = await api('PUT', `${base}/achievements/${achievement.id}`, {
      ...achievement,
      value: 'First Place',
    });
    expect(edited.json<DashboardAchievement>()).toMatchObject({ value: 'First Place', version: 2 });
    const bad = await api('POST', `${base}/achievements`, {
      title: 'X',
      year: 2026,
      description: 'Y',
      category: 'Bravery',
    });
    expect(bad.statusCode).toBe(400);
    expect((await api('DELETE', `${base}/achievements/${achievement.id}`)).statusCode).toBe(204);
    const unknown = await api('PUT', `${base}/achievements/${achievement.id}`, { ...achievement });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Achievement not found.' });
  });

  it('adds and edits a photo with comma-separated tags', async () => {
    const created = await api('POST', `${base}/gallery`, {
      img: 'https://images.example.edu/hack.jpg',
      caption: 'Hack night',
      tags: 'hackathon, night ,  ',
      event: 'Northgate Hack',
    });
    expect(created.statusCode).toBe(201);
    const photo = created.json<DashboardGalleryItem>();
    expect(photo).toMatchObject({
      tags: ['hackathon', 'night'],
      event: 'Northgate Hack',
      url: 'https://images.example.edu/hack.jpg',
    });
    const edited = await api('PUT', `${base}/gallery/${photo.id}`, {
      ...photo,
      caption: 'Hack night, 2am',
    });
    expect(edited.json<DashboardGalleryItem>().caption).toBe('Hack night, 2am');
    const before = await rows(galleryItems);
    const missing = await api('POST', `${base}/gallery`, { caption: 'No image' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Image URL is required');
    expect(await rows(galleryItems)).toBe(before);
  });
});

describe('the whole organisation', () => {
  it('saves the editable fields with the version it was based on, sanitising objectives', async () => {
    const detail = (await api('GET', base)).json<OrganisationDetail>();
    const saved = await api('PUT', base, {
      version: detail.version,
      name: detail.name,
      image: detail.image,
      description: 'New description',
      vision: detail.vision,
      mission: detail.mission,
      objectives: '<p>Build<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      studentMemberCount: 401,
      carouselImages: detail.carouselImages,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<OrganisationDetail>();
    expect(after).toMatchObject({
      description: 'New description',
      studentMemberCount: 401,
      version: detail.version + 1,
      objectives: '<p>Build</p>',
    });
    const publicPage = (
      await t.app.inject(`/api/societies/${society.slug}`)
    ).json<OrganisationDetail>();
    expect(publicPage.stats.members).toBe(401);
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const detail = (await api('GET', base)).json<OrganisationDetail>();
    const body = { ...detail, founded: undefined, version: detail.version };
    expect((await api('PUT', base, { ...body, description: 'Officer A' })).statusCode).toBe(200);
    const stale = await api('PUT', base, { ...body, description: 'Officer B' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/^Someone else saved changes to this page/);
    const [row] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, society.id));
    expect(row?.description).toBe('Officer A');
  });

  it('cannot change ids, kind or counts, and refuses a negative member count', async () => {
    const detail = (await api('GET', base)).json<OrganisationDetail>();
    const saved = await api('PUT', base, {
      ...detail,
      id: 999,
      kind: 'council',
      memberCount: 0,
      slug: 'taken-over',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganisationDetail>()).toMatchObject({
      id: society.id,
      kind: 'society',
      slug: society.slug,
    });
    const negative = await api('PUT', base, {
      ...saved.json<OrganisationDetail>(),
      studentMemberCount: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toContain('Student member count cannot be negative');
  });

  it('saves a council’s settings', async () => {
    const councilBase = `/api/council-dashboard/council/${council.id}`;
    const detail = (
      await api('GET', councilBase, undefined, councilOfficer)
    ).json<OrganisationDetail>();
    const saved = await api(
      'PUT',
      councilBase,
      {
        ...detail,
        email: 'sensors@example.edu',
        phone: '+1 555 0100',
        website: 'https://sensors.example.edu',
        founded: '2011',
        location: 'Room 5',
      },
      councilOfficer,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganisationDetail>()).toMatchObject({
      email: 'sensors@example.edu',
      founded: '2011',
      location: 'Room 5',
    });
    const bad = await api(
      'PUT',
      councilBase,
      { ...saved.json<OrganisationDetail>(), website: 'javascript:alert(1)' },
      councilOfficer,
    );
    expect(bad.statusCode).toBe(400);
  });
});
