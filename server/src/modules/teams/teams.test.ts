import {
  type AdminAccountPage,
  type AdminOrganisation,
  type AuditPage,
  type AuthUser,
  type LoginResponse,
  type OrganisationSummary,
  TEAM_ALREADY_MEMBER,
  TEAM_LAST_OWNER,
  TEAM_STALE_MEMBER,
  type TeamInvitationResult,
  type TeamList,
  type TeamMember,
} from '@chapterhouse/shared';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import {
  createTestApp,
  firstOrganisation,
  TEST_NOW,
  TEST_TIMEZONE,
  type TestApp,
} from '../../../test/test-app.js';
import { mailOutbox, teamMemberships, users } from '../../db/schema/index.js';

// The Team tab's API (issue 18, step 3): owners invite, change parts and terms, and hand
// ownership over; anyone may leave; a team always keeps an owner.

let now = new Date(TEST_NOW);
let t: TestApp;
let society: OrganisationSummary;
let otherSociety: OrganisationSummary;
let owner: TestAccount;
let editor: TestAccount;
let otherOwner: TestAccount;
let branch: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  society = await firstOrganisation(t, 'societies');
  otherSociety = (await t.app.inject('/api/societies')).json<
    OrganisationSummary[]
  >()[1] as OrganisationSummary;
  owner = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Outgoing Chair');
  editor = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Webmaster', 'editor');
  otherOwner = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Other Chair');
  branch = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

const teamUrl = (slug = society.slug) => `/api/society-dashboard/society/${slug}/team`;

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  account?: TestAccount,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account) : {},
    ...(payload ? { payload } : {}),
  });

const team = async () => (await api('GET', teamUrl(), branch)).json<TeamList>().members;
const memberOf = async (email: string) =>
  (await team()).find((member) => member.email === email) as TeamMember;
const rowsOnTeam = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(teamMemberships)
      .where(eq(teamMemberships.organisationId, society.id))
  )[0]?.n;
const lastMailTo = async (to: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];

describe('the team of an organisation', () => {
  it('is read by its members and branch admins, and managed by its owners only', async () => {
    expect((await api('GET', teamUrl())).statusCode).toBe(401);
    expect((await api('GET', teamUrl(), otherOwner)).statusCode).toBe(403);
    for (const account of [owner, editor, branch]) {
      expect((await api('GET', teamUrl(), account)).statusCode).toBe(200);
    }
    expect((await team()).map((member) => [member.name, member.role])).toEqual([
      ['Outgoing Chair', 'owner'],
      ['Webmaster', 'editor'],
    ]);
    const invitation = { email: 'x@example.edu', name: 'X', role: 'editor' };
    const refused = await api('POST', teamUrl(), editor, invitation);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(`Only the owners of ${society.name} may do this.`);
    const member = await memberOf(editor.email);
    const change = await api('PUT', `${teamUrl()}/${member.id}`, editor, {
      role: 'owner',
      endsOn: null,
      version: member.version,
    });
    expect(change.statusCode).toBe(403);
    const ownerRow = await memberOf(owner.email);
    expect((await api('DELETE', `${teamUrl()}/${ownerRow.id}`, editor)).statusCode).toBe(403);
  });

  it('refuses a bad invitation with 400 and writes nothing', async () => {
    const before = await rowsOnTeam();
    for (const body of [
      { email: 'not an address', name: 'Y', role: 'editor' },
      { email: 'y@example.edu', name: '', role: 'editor' },
      { email: 'y@example.edu', name: 'Y', role: 'chair' },
      { email: 'y@example.edu', name: 'Y', role: 'editor', endsOn: '2026-02-30' },
    ]) {
      const response = await api('POST', teamUrl(), owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await rowsOnTeam()).toBe(before);
  });

  it('invites a newcomer, who chooses a password and reaches the dashboard as an editor', async () => {
    const response = await api('POST', teamUrl(), owner, {
      email: 'Successor@Example.edu',
      name: 'Next Webmaster',
      role: 'editor',
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<TeamInvitationResult>();
    expect(result.member).toMatchObject({ name: 'Next Webmaster', role: 'editor', pending: true });
    expect(result.link?.path).toMatch(/^\/invite\/[A-Za-z0-9_-]+$/);
    expect(result.link?.expiresAt).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
    const mail = await lastMailTo('successor@example.edu');
    expect(mail?.kind).toBe('invitation');
    expect(mail?.text).toContain(society.name);

    const token = result.link?.path.split('/').at(-1);
    const accepted = await api('POST', `/api/auth/links/${token}`, undefined, {
      password: 'a long enough password',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json<LoginResponse>();
    expect(session.redirectTo).toBe(`/societies/${society.slug}/dashboard`);
    expect(session.user.teams).toEqual([
      expect.objectContaining({
        role: 'editor',
        organisation: expect.objectContaining({ id: society.id }),
      }),
    ]);
    expect((await memberOf('successor@example.edu')).pending).toBe(false);
  });

  it('adds an officer of another organisation, who is told by mail, and refuses a second time', async () => {
    const response = await api('POST', teamUrl(), owner, {
      email: otherOwner.email,
      name: 'Ignored for an existing account',
      role: 'editor',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TeamInvitationResult>().link).toBeNull();
    const mail = await lastMailTo(otherOwner.email);
    expect(mail?.kind).toBe('team-membership');
    expect(mail?.subject).toContain(society.name);
    const profile = (await api('GET', '/api/auth/profile', otherOwner)).json<AuthUser>();
    expect(profile.teams.map((entry) => entry.organisation.id)).toEqual([
      otherSociety.id,
      society.id,
    ]);
    // The console's accounts show both teams, with their parts.
    const listed = (await api('GET', '/api/admin/accounts?limit=100', branch))
      .json<AdminAccountPage>()
      .items.find((account) => account.email === otherOwner.email);
    expect(listed?.teams.map((entry) => [entry.organisation.slug, entry.role])).toEqual([
      [otherSociety.slug, 'owner'],
      [society.slug, 'editor'],
    ]);

    const before = await rowsOnTeam();
    const again = await api('POST', teamUrl(), owner, {
      email: otherOwner.email.toUpperCase(),
      name: 'Again',
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEAM_ALREADY_MEMBER);
    const branchAdmin = await api('POST', teamUrl(), owner, {
      email: branch.email,
      name: 'Branch',
      role: 'editor',
    });
    expect(branchAdmin.statusCode).toBe(409);
    // A disabled account is enabled in the console first: it could not sign in anyway.
    const former = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Former Officer');
    await t.database.db.update(users).set({ disabledAt: now }).where(eq(users.email, former.email));
    const disabled = await api('POST', teamUrl(), owner, {
      email: former.email,
      name: 'Former Officer',
      role: 'editor',
    });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error).toBe(
      "Former Officer's account is disabled: a branch administrator enables it first.",
    );
    expect(await rowsOnTeam()).toBe(before);
  });

  it("sets a term that ends with its last day on the branch's clock, and refuses a stale change", async () => {
    const member = await memberOf(otherOwner.email);
    await t.database.db
      .update(teamMemberships)
      .set({ endNoticeSentAt: now })
      .where(eq(teamMemberships.id, member.id));
    const response = await api('PUT', `${teamUrl()}/${member.id}`, owner, {
      role: 'editor',
      endsOn: '2026-06-20',
      version: member.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TeamMember>()).toMatchObject({ endsOn: '2026-06-20', ended: false });
    const [row] = await t.database.db
      .select({ endsAt: teamMemberships.endsAt })
      .from(teamMemberships)
      .where(eq(teamMemberships.id, member.id));
    // Midnight at the start of the next day in the branch's zone (Asia/Kolkata, +05:30).
    expect(TEST_TIMEZONE).toBe('Asia/Kolkata');
    expect(row?.endsAt?.toISOString()).toBe('2026-06-20T18:30:00.000Z');
    // History names the member and shows the new term, not the notices' bookkeeping (a notice
    // had gone for the old end: the new end clears it).
    const history = (
      await api('GET', `/api/society-dashboard/society/${society.slug}/history`, owner)
    ).json<AuditPage>();
    const entry = history.items.find((item) => item.itemType === 'team_memberships');
    expect(entry?.itemLabel).toBe('Other Chair');
    expect(entry?.changes.map((change) => change.field)).toEqual(['ends_at']);

    const stale = await api('PUT', `${teamUrl()}/${member.id}`, owner, {
      role: 'owner',
      endsOn: null,
      version: member.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(TEAM_STALE_MEMBER);
  });

  it('keeps an owner: the last one can neither step down nor leave until they hand over', async () => {
    const self = await memberOf(owner.email);
    const demote = await api('PUT', `${teamUrl()}/${self.id}`, owner, {
      role: 'editor',
      endsOn: null,
      version: self.version,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(TEAM_LAST_OWNER);
    const leave = await api('DELETE', `${teamUrl()}/${self.id}`, owner);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toBe(TEAM_LAST_OWNER);
    const ending = await api('PUT', `${teamUrl()}/${self.id}`, owner, {
      role: 'owner',
      endsOn: '2026-06-01',
      version: self.version,
    });
    expect(ending.json().error).toBe(TEAM_LAST_OWNER);

    // The hand-over: the webmaster becomes an owner; then the old chair may go.
    const webmaster = await memberOf(editor.email);
    const promoted = await api('PUT', `${teamUrl()}/${webmaster.id}`, owner, {
      role: 'owner',
      endsOn: null,
      version: webmaster.version,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await api('DELETE', `${teamUrl()}/${self.id}`, owner)).statusCode).toBe(204);
    // That was their last team: they are signed out (sent to login at their next request).
    expect((await api('GET', teamUrl(), owner)).statusCode).toBe(401);
    expect((await api('GET', teamUrl(), editor)).statusCode).toBe(200);
  });

  it('lets an editor leave, and ends access when a term ends', async () => {
    const newcomer = await memberOf('successor@example.edu');
    const session = await api('POST', '/api/auth/login', undefined, {
      email: 'successor@example.edu',
      password: 'a long enough password',
    });
    const token = { token: session.json<LoginResponse>().token };
    expect(
      (await api('DELETE', `${teamUrl()}/${newcomer.id}`, token as TestAccount)).statusCode,
    ).toBe(204);
    expect((await api('GET', teamUrl(), token as TestAccount)).statusCode).toBe(401);

    // The officer of the other society, on this team until 20 June: refused once it is over.
    expect((await api('GET', teamUrl(), otherOwner)).statusCode).toBe(200);
    now = new Date('2026-06-20T18:30:00.000Z');
    expect((await api('GET', teamUrl(), otherOwner)).statusCode).toBe(403);
    expect(await memberOf(otherOwner.email)).toMatchObject({ ended: true });
    // The console's Organisations tab no longer counts them among the society's admins.
    const inConsole = (await api('GET', '/api/admin/organisations', branch))
      .json<AdminOrganisation[]>()
      .find((organisation) => organisation.id === society.id);
    expect(inConsole?.admins.map((admin) => admin.email)).not.toContain(otherOwner.email);
    expect(inConsole?.admins.map((admin) => admin.email)).toContain(editor.email);
    // Their own society is not touched.
    expect((await api('GET', teamUrl(otherSociety.slug), otherOwner)).statusCode).toBe(200);
  });

  it('signs out an officer whose last term an owner ends as of an earlier day', async () => {
    const leaving = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Gone Already', 'editor');
    const row = await memberOf(leaving.email);
    // The webmaster is an owner since the hand-over above.
    const ended = await api('PUT', `${teamUrl()}/${row.id}`, editor, {
      role: 'editor',
      endsOn: '2026-06-01',
      version: row.version,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await api('GET', '/api/auth/profile', leaving)).statusCode).toBe(401);
  });
});
