import type {
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
  type events,
  type galleryItems,
  slateMembers,
} from '../../db/schema/index.js';

const now = new Date('2026-06-15T10:00:00Z'); // 15:30 on 15 June in Asia/Kolkata, the tests' zone
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
