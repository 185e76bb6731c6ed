import type { DashboardMember, OrganisationDetail, Page } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { slateMembers } from '../../db/schema/index.js';

let t: DashboardApp;

beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

describe('slate members', () => {
  it('adds, edits and removes a member by record id', async () => {
    const created = await t.api('POST', `${t.base}/members`, {
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
    const list = (await t.api('GET', `${t.base}/members`)).json<Page<DashboardMember>>().items;
    expect(list.at(-1)?.id).toBe(member.id);

    const edited = await t.api('PUT', `${t.base}/members/${member.id}`, {
      ...member,
      role: 'Secretary',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DashboardMember>()).toMatchObject({ role: 'Secretary', version: 2 });

    const detail = (
      await t.app.inject(`/api/societies/${t.society.slug}`)
    ).json<OrganisationDetail>();
    expect(detail.slate.some((m) => m.id === member.id && m.role === 'Secretary')).toBe(true);
    expect(detail.memberCount).toBe(list.length);

    expect((await t.api('DELETE', `${t.base}/members/${member.id}`)).statusCode).toBe(204);
    const again = await t.api('DELETE', `${t.base}/members/${member.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Member not found.' });
  });

  it('keeps all of 50 members added at once', async () => {
    const before = await t.rows(slateMembers);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.api('POST', `${t.base}/members`, {
          name: `Volunteer ${index}`,
          role: 'Committee Member',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    expect(await t.rows(slateMembers)).toBe(before + 50);
  });

  it('refuses a stale edit with 409 and keeps the newer one', async () => {
    const member = (
      await t.api('POST', `${t.base}/members`, { name: 'Grace H', role: 'Chair' })
    ).json<DashboardMember>();
    const first = await t.api('PUT', `${t.base}/members/${member.id}`, {
      ...member,
      bio: 'First officer wrote this',
    });
    expect(first.statusCode).toBe(200);
    const second = await t.api('PUT', `${t.base}/members/${member.id}`, {
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
    const before = await t.rows(slateMembers);
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
      const response = await t.api('POST', `${t.base}/members`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await t.rows(slateMembers)).toBe(before);
  });

  it('never touches another organisation’s member through this organisation', async () => {
    const theirs = (
      await t.api(
        'POST',
        `/api/council-dashboard/council/${t.council.id}/members`,
        { name: 'Council Chair', role: 'Chair' },
        t.councilOfficer,
      )
    ).json<DashboardMember>();
    const attempt = await t.api('PUT', `${t.base}/members/${theirs.id}`, { ...theirs });
    expect(attempt.statusCode).toBe(404);
    expect((await t.api('DELETE', `${t.base}/members/${theirs.id}`)).statusCode).toBe(404);
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
        (await t.api('POST', `${t.base}/members`, { name, role: 'Committee Member' })).json(),
      );
    // An officer sorts the list by name in the browser and deletes the first one shown (Amy).
    const sorted = (await t.api('GET', `${t.base}/members?limit=100`))
      .json<Page<DashboardMember>>()
      .items.filter((m) => names.includes(m.name))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect((await t.api('DELETE', `${t.base}/members/${sorted[0]?.id}`)).statusCode).toBe(204);
    const left = (await t.api('GET', `${t.base}/members?limit=100`))
      .json<Page<DashboardMember>>()
      .items.map((m) => m.name);
    expect(left).toContain('Zed');
    expect(left).toContain('Moe');
    expect(left).not.toContain('Amy');
  });
});

describe('text a member field cannot hold', () => {
  it('refuses NUL and unpaired surrogates with 400 and writes nothing (issue 17)', async () => {
    const before = await t.rows(slateMembers);
    // The black-box run's request: the slug address and a NUL in the name.
    const bySlug = `/api/society-dashboard/society/${t.society.slug}/members`;
    for (const [field, value, label] of [
      ['name', 'a\u0000b', 'Name'],
      ['name', '\ud800', 'Name'],
      ['bio', 'Chair since 2024 \udfff', 'Bio'],
      ['email', 'ada\u0000@example.edu', 'E-mail address'],
      ['linkedin', 'https://www.linkedin.com/in/ada\u0000', 'LinkedIn'],
    ] as const) {
      const response = await t.api('POST', bySlug, { name: 'Ada', role: 'Chair', [field]: value });
      expect(response.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(response.json().error).toMatch(
        new RegExp(`^${label}: Contains a character that cannot be saved`),
      );
    }
    expect(await t.rows(slateMembers)).toBe(before);
    // A whole emoji is two surrogates that belong together: that is text like any other.
    const emoji = await t.api('POST', bySlug, { name: 'Ada 🚀', role: 'Chair' });
    expect(emoji.statusCode).toBe(201);
  });
});
