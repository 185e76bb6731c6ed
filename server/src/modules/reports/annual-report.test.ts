import type { AnnualReport, OrganisationSummary } from '@chapterhouse/shared';
import { EVENT_CATEGORY_NAMES } from '@chapterhouse/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { slateMembers } from '../../db/schema/index.js';

// The annual report on a hand-made year (2031–32; the sample content is dated around the clock's
// 2040, so it does not reach it): the test writes the events, achievements and photos, computes
// what the report must say from that list by itself, and compares.

let t: DashboardApp;
let admin: TestAccount;
let bystander: OrganisationSummary;
let bystanderOfficer: TestAccount;

/** Who hosts, with whom, what, when, and who came (by hand); `counts: false` for the excluded. */
interface Planned {
  host: 'society' | 'council' | 'bystander';
  coHost?: 'society' | 'council' | 'bystander';
  date: string;
  category: string;
  subCategory?: string;
  members: number;
  guests: number;
  state?: 'cancelled';
  draft?: boolean;
}

const PLANNED: Planned[] = [
  { host: 'society', date: '2031-08-14', category: 'Technical', members: 10, guests: 5 },
  {
    host: 'society',
    coHost: 'council',
    date: '2031-09-20',
    category: 'Technical',
    members: 20,
    guests: 10,
  },
  {
    host: 'society',
    date: '2032-01-15',
    category: 'Professional',
    subCategory: 'Continuing Education',
    members: 3,
    guests: 4,
  },
  {
    host: 'council',
    date: '2031-11-02',
    category: 'Non-technical',
    subCategory: 'Social',
    members: 7,
    guests: 0,
  },
  { host: 'bystander', date: '2032-06-30', category: 'Technical', members: 1, guests: 1 },
  // Not held in the year: cancelled, a draft, the day after the year ends, the day before it starts.
  {
    host: 'society',
    date: '2031-10-10',
    category: 'Technical',
    members: 50,
    guests: 50,
    state: 'cancelled',
  },
  {
    host: 'society',
    date: '2031-10-11',
    category: 'Technical',
    members: 60,
    guests: 60,
    draft: true,
  },
  { host: 'bystander', date: '2032-07-01', category: 'Technical', members: 70, guests: 70 },
  { host: 'council', date: '2031-06-30', category: 'Technical', members: 80, guests: 80 },
];

const FROM = '2031-07-01';
const UNTIL = '2032-07-01';
const counted = PLANNED.filter(
  (event) => !event.state && !event.draft && event.date >= FROM && event.date < UNTIL,
);

beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date('2040-01-10T10:00:00Z') } });
  admin = await signedInAs(t, 'BRANCH_ADMIN');
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  const other = societies.find((society) => society.id !== t.society.id);
  if (!other) throw new Error('the sample content has one society');
  bystander = other;
  bystanderOfficer = await signedInAs(t, 'SOCIETY_ADMIN', bystander.slug);

  const organisations = { society: t.society, council: t.council, bystander };
  const accounts = { society: t.officer, council: t.councilOfficer, bystander: bystanderOfficer };
  const baseOf = (organisation: OrganisationSummary) =>
    `/api/${organisation.kind}-dashboard/${organisation.kind}/${organisation.id}`;
  for (const [index, event] of PLANNED.entries()) {
    const host = organisations[event.host];
    const created = await t.api(
      'POST',
      `${baseOf(host)}/events/past`,
      {
        title: `Planned meeting ${index}`,
        date: event.date,
        description: 'Part of the hand-made year.',
        category: event.category,
        subCategory: event.subCategory ?? '',
        state: event.state ?? 'scheduled',
        membersAttended: event.members,
        guestsAttended: event.guests,
        coHosts: event.coHost ? [{ organisationId: organisations[event.coHost].id }] : [],
        ...(event.draft ? { publication: { action: 'draft' } } : {}),
      },
      accounts[event.host],
    );
    expect(created.statusCode, created.body).toBe(201);
  }
  // Achievements: dated in the year, undated and named by its last year (2032), and undated of
  // 2031 (the year before's).
  for (const achievement of [
    { title: 'Best chapter', year: 2031, date: '2031-09-10' },
    { title: 'Outreach award', year: 2032 },
    { title: 'Older award', year: 2031 },
  ]) {
    const created = await t.api('POST', `${t.base}/achievements`, {
      description: 'Hand-made.',
      ...achievement,
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  const photo = await t.api('POST', `${t.base}/gallery`, {
    img: 'https://example.org/photo.jpg',
    caption: 'At the clinic',
    date: '2031-10-01',
  });
  expect(photo.statusCode, photo.body).toBe(201);
});
afterAll(() => t.close());

/** What the report must say of one organisation, from the plan alone. */
function expectedOf(key: Planned['host']) {
  const hosted = counted.filter((event) => event.host === key || event.coHost === key);
  const byCategory = Object.fromEntries(
    EVENT_CATEGORY_NAMES.map((category) => [
      category,
      hosted.filter((event) => event.category === category).length,
    ]),
  );
  return {
    events: hosted.length,
    byCategory,
    technicalMeetings: byCategory.Technical,
    meetsTechnicalRequirement: (byCategory.Technical ?? 0) >= 2,
    members: hosted.reduce((sum, event) => sum + event.members, 0),
    guests: hosted.reduce((sum, event) => sum + event.guests, 0),
  };
}

describe('the annual report', () => {
  it('gives each organisation its year, and the branch its totals with each joint event once', async () => {
    const response = await t.api('GET', '/api/admin/reports/annual?year=2031', undefined, admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<AnnualReport>();
    expect(report).toMatchObject({ year: 2031, label: '2031–32', from: FROM, until: UNTIL });
    const yearOf = (id: number) => report.organisations.find((row) => row.organisation.id === id);
    expect(yearOf(t.society.id)).toMatchObject({
      ...expectedOf('society'),
      achievements: 2,
      photos: 1,
    });
    expect(yearOf(t.council.id)).toMatchObject(expectedOf('council'));
    expect(yearOf(bystander.id)).toMatchObject(expectedOf('bystander'));

    // The branch: every counted event once, though the joint one is in two organisations' rows.
    const perOrganisation = report.organisations.reduce((sum, row) => sum + row.events, 0);
    expect(perOrganisation).toBe(counted.length + 1);
    expect(report.totals).toMatchObject({
      events: counted.length,
      technicalMeetings: counted.filter((event) => event.category === 'Technical').length,
      members: counted.reduce((sum, event) => sum + event.members, 0),
      guests: counted.reduce((sum, event) => sum + event.guests, 0),
      achievements: 2,
      photos: 1,
    });
    const months = new Map(report.eventsByMonth.map((row) => [row.month, row.events]));
    expect(report.eventsByMonth.map((row) => row.month)).toEqual([
      '2031-07',
      '2031-08',
      '2031-09',
      '2031-10',
      '2031-11',
      '2031-12',
      '2032-01',
      '2032-02',
      '2032-03',
      '2032-04',
      '2032-05',
      '2032-06',
    ]);
    for (const [month, events] of months) {
      expect(events, month).toBe(counted.filter((event) => event.date.startsWith(month)).length);
    }
    expect(report.years).toContain(2031);
  });

  it('gives an organisation its own year, with its joint events', async () => {
    const response = await t.api('GET', `${t.base}/reports/annual?year=2031`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<AnnualReport>();
    expect(report.organisations.map((row) => row.organisation.id)).toEqual([t.society.id]);
    expect(report.totals).toMatchObject({
      events: expectedOf('society').events,
      members: expectedOf('society').members,
    });
  });

  it('exports each table as CSV', async () => {
    const csv = await t.api(
      'GET',
      '/api/admin/reports/annual.csv?year=2031&table=organisations',
      undefined,
      admin,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('annual-report-2031-32-organisations.csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('Organisation,Events,Technical,');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Branch total \\(each event once\\),${counted.length},`),
    );
    const months = await t.api(
      'GET',
      '/api/admin/reports/annual.csv?year=2031&table=months',
      undefined,
      admin,
    );
    expect(months.body).toContain('2031-09,1');
    const refused = await t.api(
      'GET',
      '/api/admin/reports/annual.csv?year=2031&table=secrets',
      undefined,
      admin,
    );
    expect(refused.statusCode).toBe(400);
  });

  it("names each organisation's officers from its slate, with their positions", async () => {
    // The society's slate was public all year (the sample's is dated by the machine's clock).
    await t.database.db
      .update(slateMembers)
      .set({ publishedAt: new Date('2031-03-01T00:00:00Z') })
      .where(eq(slateMembers.organisationId, t.society.id));
    const slate = await t.database.db
      .select({ id: slateMembers.id, name: slateMembers.name, role: slateMembers.role })
      .from(slateMembers)
      .where(eq(slateMembers.organisationId, t.society.id))
      .orderBy(asc(slateMembers.sortOrder), asc(slateMembers.id));
    const [outgoing] = slate;
    if (!outgoing) throw new Error('the sample society has no slate');
    // Removed since (the hand-over), it still was an officer that year; next year's officers, a
    // draft and one published after the year ended (the clock's 2040), were not.
    expect((await t.api('DELETE', `${t.base}/members/${outgoing.id}`)).statusCode).toBe(204);
    for (const member of [
      { name: 'Draft Chair', role: 'Chair', publication: { action: 'draft' } },
      { name: 'Next Chair', role: 'Chair' },
    ]) {
      expect((await t.api('POST', `${t.base}/members`, member)).statusCode).toBe(201);
    }

    const report = (
      await t.api('GET', '/api/admin/reports/annual?year=2031', undefined, admin)
    ).json<AnnualReport>();
    const officersOf = (id: number) =>
      report.organisations.find((row) => row.organisation.id === id)?.officers;
    expect(officersOf(t.society.id)).toEqual(slate.map(({ name, role }) => ({ name, role })));
    // Dashboard accounts are not officers: the society's Owner is not listed as one.
    expect(officersOf(t.society.id)).not.toContainEqual(
      expect.objectContaining({ name: t.officer.user.name }),
    );
    // The branch's own slate is in the branch's report too.
    const branch = report.organisations.find((row) => row.organisation.kind === 'branch');
    expect(branch?.officers.map((officer) => officer.role)).toContain('Chair');

    const csv = await t.api(
      'GET',
      `${t.base}/reports/annual.csv?year=2031&table=officers`,
      undefined,
      t.officer,
    );
    expect(csv.body.trim().split('\n')).toEqual([
      'Organisation,Name,Role',
      ...slate.map(({ name, role }) => `${t.society.name},${name},${role}`),
    ]);
  });

  it('is the branch admins’, and each organisation’s own', async () => {
    expect((await t.app.inject('/api/admin/reports/annual')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/admin/reports/annual')).statusCode).toBe(403);
    expect(
      (await t.api('GET', `${t.base}/reports/annual`, undefined, bystanderOfficer)).statusCode,
    ).toBe(403);
    expect(
      (await t.api('GET', `${t.base}/reports/annual.csv?table=months`, undefined, t.councilOfficer))
        .statusCode,
    ).toBe(403);
    for (const year of ['1999', '20x1', '2101']) {
      const response = await t.api(
        'GET',
        `/api/admin/reports/annual?year=${year}`,
        undefined,
        admin,
      );
      expect(response.statusCode, year).toBe(400);
    }
  });

  it('starts the year in the month the branch admin chooses', async () => {
    const before = (
      await t.api('GET', '/api/admin/reports/annual?year=2031', undefined, admin)
    ).json<AnnualReport>();
    for (const startMonth of [0, 13, 1.5]) {
      const refused = await t.api(
        'PUT',
        '/api/admin/reports/academic-year',
        { startMonth, version: before.settingsVersion },
        admin,
      );
      expect(refused.statusCode).toBe(400);
    }
    expect(
      (
        await t.api('PUT', '/api/admin/reports/academic-year', {
          startMonth: 1,
          version: before.settingsVersion,
        })
      ).statusCode,
    ).toBe(403);
    const changed = await t.api(
      'PUT',
      '/api/admin/reports/academic-year',
      { startMonth: 1, version: before.settingsVersion },
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await t.api(
      'PUT',
      '/api/admin/reports/academic-year',
      { startMonth: 9, version: before.settingsVersion },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    const calendar = (
      await t.api('GET', '/api/admin/reports/annual?year=2032', undefined, admin)
    ).json<AnnualReport>();
    expect(calendar).toMatchObject({
      label: '2032',
      from: '2032-01-01',
      until: '2033-01-01',
      startMonth: 1,
    });
    expect(calendar.totals.events).toBe(
      counted.filter((event) => event.date.startsWith('2032')).length +
        PLANNED.filter((event) => event.date === '2032-07-01').length,
    );
    await t.api(
      'PUT',
      '/api/admin/reports/academic-year',
      { startMonth: 7, version: changed.json().version },
      admin,
    );
  });
});
