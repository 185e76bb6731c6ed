import type { AuthUser, LoginResponse, OrganisationSummary } from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomPassword, signedInAs } from '../../../test/accounts.js';
import { migrateUpTo } from '../../../test/migration-steps.js';
import {
  createTestApp,
  firstOrganisation,
  openTestDatabase,
  TEST_NOW,
  type TestApp,
} from '../../../test/test-app.js';
import { rowsOf } from '../../db/client.js';
import { teamMemberships } from '../../db/schema/index.js';
import { createUser } from '../accounts/accounts.service.js';

// Access comes from team memberships (issue 18, step 1; docs/decisions/010): a person may be on
// several teams, as an owner or an editor, until their term ends; the session reads them at every
// request.

let now = new Date(TEST_NOW);
let t: TestApp;
let society: OrganisationSummary;
let council: OrganisationSummary;
let otherSociety: OrganisationSummary;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  society = await firstOrganisation(t, 'societies');
  council = await firstOrganisation(t, 'councils');
  otherSociety = (await t.app.inject('/api/societies')).json<
    OrganisationSummary[]
  >()[1] as OrganisationSummary;
});
afterAll(() => t.close());

const dashboard = (kind: 'society' | 'council', slug: string) =>
  `/api/${kind}-dashboard/${kind}/${slug}`;

async function logIn(email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoginResponse>();
}

describe('teams', () => {
  it('take a person on two teams to both dashboards, through the chooser', async () => {
    const email = 'two.teams@example.edu';
    const password = randomPassword();
    const user = await createUser(t.database.db, {
      email,
      name: 'Two Teams',
      password,
      role: 'SOCIETY_ADMIN',
      organisation: society.slug,
    });
    await t.database.db
      .insert(teamMemberships)
      .values({ userId: user.id, organisationId: council.id, role: 'editor' });

    const login = await logIn(email, password);
    expect(login.redirectTo).toBe('/dashboard');
    expect(login.user.teams.map((team) => [team.organisation.slug, team.role])).toEqual([
      [society.slug, 'owner'],
      [council.slug, 'editor'],
    ]);
    // The spec's one organisation is the first team's.
    expect(login.user.entityId).toBe(society.id);

    const as = { authorization: `Bearer ${login.token}` };
    for (const url of [dashboard('society', society.slug), dashboard('council', council.slug)]) {
      expect((await t.app.inject({ url, headers: as })).statusCode, url).toBe(200);
    }
    const other = await t.app.inject({
      url: dashboard('society', otherSociety.slug),
      headers: as,
    });
    expect(other.statusCode).toBe(403);
  });

  it('end with their term: refused at the next request, with no restart', async () => {
    const editor = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Leaving Editor', 'editor');
    const endsAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    await t.database.db
      .update(teamMemberships)
      .set({ endsAt })
      .where(eq(teamMemberships.userId, editor.user.id));
    const profile = async () =>
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(editor) })).json<AuthUser>();
    expect((await profile()).teams).toEqual([
      {
        organisation: expect.objectContaining({ id: society.id }),
        role: 'editor',
        endsAt: endsAt.toISOString(),
      },
    ]);
    const url = dashboard('society', society.slug);
    expect((await t.app.inject({ url, headers: bearer(editor) })).statusCode).toBe(200);

    now = new Date(endsAt.getTime() + 60_000);
    // Their last term ended during this session: it is over, and they are asked to sign in.
    const refused = await t.app.inject({ url, headers: bearer(editor) });
    expect(refused.statusCode).toBe(401);
    const profileRead = await t.app.inject({ url: '/api/auth/profile', headers: bearer(editor) });
    expect(profileRead.statusCode).toBe(401);
    // Signed in again, they manage nothing: Access Denied, as for any account without a team.
    const again = await logIn(editor.email, editor.password);
    expect(again.redirectTo).toBe('/unauthorized');
    const fresh = { token: again.token };
    const read = await t.app.inject({ url: '/api/auth/profile', headers: bearer(fresh) });
    expect(read.json<AuthUser>().teams).toEqual([]);
    const denied = await t.app.inject({ url, headers: bearer(fresh) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: `You are not an administrator of ${society.name}.` });
  });

  it('keep a session whose officer still has another team when one term ends', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Two Hats', 'editor');
    await t.database.db
      .insert(teamMemberships)
      .values({ userId: officer.user.id, organisationId: council.id, role: 'editor' });
    const endsAt = new Date(now.getTime() + 60_000);
    await t.database.db
      .update(teamMemberships)
      .set({ endsAt })
      .where(
        and(
          eq(teamMemberships.userId, officer.user.id),
          eq(teamMemberships.organisationId, society.id),
        ),
      );
    now = new Date(endsAt.getTime() + 60_000);
    const headers = bearer(officer);
    const ended = await t.app.inject({ url: dashboard('society', society.slug), headers });
    expect(ended.statusCode).toBe(403);
    const runs = await t.app.inject({ url: dashboard('council', council.slug), headers });
    expect(runs.statusCode).toBe(200);
  });
});

describe('migration 0014', () => {
  it("makes every organisation admin the owner of their organisation's team", async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      const { applyTheRest } = await migrateUpTo(database.db, 'team_memberships');
      await database.db.execute(
        sql`insert into organisations (id, kind, slug, name, sort_order)
            values (7, 'society', 'old-society', 'Old Society', 1)`,
      );
      await database.db.execute(
        sql`insert into users (email, name, role, organisation_id)
            values ('chair@example.edu', 'Chair', 'SOCIETY_ADMIN', 7),
                   ('branch@example.edu', 'Branch', 'BRANCH_ADMIN', null)`,
      );
      await applyTheRest();
      const rows = await rowsOf<{ email: string; organisation: number; role: string }>(
        database.db,
        sql`select u.email, m.organisation_id as "organisation", m.role::text as "role"
              from team_memberships m join users u on u.id = m.user_id`,
      );
      expect(rows).toEqual([{ email: 'chair@example.edu', organisation: 7, role: 'owner' }]);
    } finally {
      await database.close();
    }
  });
});
