import {
  type AcceptedTeamInvitation,
  type AdminAccountPage,
  type AdminOrganisation,
  type AuditPage,
  type AuthUser,
  type LoginResponse,
  type MyTeamInvitationList,
  type OrganisationSummary,
  TEAM_ALREADY_INVITED,
  TEAM_ALREADY_MEMBER,
  TEAM_INVITATION_NOT_FOUND,
  TEAM_INVITATION_NOT_YOURS,
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
const invitations = async () => (await api('GET', teamUrl(), branch)).json<TeamList>().invitations;
const profileOf = async (account: TestAccount) =>
  (await api('GET', '/api/auth/profile', account)).json<AuthUser>();
const ownInvitations = async (account: TestAccount) =>
  (await api('GET', '/api/team-invitations', account)).json<MyTeamInvitationList>().invitations;
const answerUrl = (id: number | string, answer: 'accept' | 'decline') =>
  `/api/team-invitations/${id}/${answer}`;
/** The one-time link's token in a mail's text (the invitee's copy is the only one). */
const tokenIn = (text: string | undefined) => /\/invite\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];
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

  it('invites a newcomer by mail alone: the owner never sees the link, the invitee sets their password from it', async () => {
    const response = await api('POST', teamUrl(), owner, {
      email: 'Successor@Example.edu',
      name: 'Next Webmaster',
      role: 'editor',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain('/invite/');
    const result = response.json<TeamInvitationResult>();
    expect(result.member).toMatchObject({ name: 'Next Webmaster', role: 'editor', pending: true });
    expect(result.invitation).toBeNull();
    expect(result.mailConfigured).toBe(false);
    // The link goes to the invitee alone, valid 7 days.
    const mail = await lastMailTo('successor@example.edu');
    expect(mail?.kind).toBe('invitation');
    expect(mail?.text).toContain(society.name);
    // Until when, on the branch's clock in its readers' words (it said UTC).
    expect(mail?.text).toMatch(/The link works once, until \d\d:\d\d IST on \w+day \d+ \w+ 2026\./);
    const token = tokenIn(mail?.text);
    expect(token).toBeDefined();

    // Nothing the owner may call holds the link or its token: the answer, the team, History,
    // the dashboard, notifications; the outbox is the branch admins' alone.
    expect(response.body).not.toContain(token);
    for (const url of [
      teamUrl(),
      `/api/society-dashboard/society/${society.slug}`,
      `/api/society-dashboard/society/${society.slug}/history?limit=100`,
      '/api/notifications',
      '/api/team-invitations',
      '/api/auth/profile',
    ]) {
      const read = await api('GET', url, owner);
      expect(read.statusCode, url).toBe(200);
      expect(read.body, url).not.toContain(String(token));
      expect(read.body, url).not.toContain('/invite/');
    }
    expect((await api('GET', '/api/admin/outbox', owner)).statusCode).toBe(403);
    expect((await api('GET', '/api/admin/outbox', branch)).body).toContain(String(token));

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

  it('invites an officer of another organisation, who joins only by accepting, signed in as themself', async () => {
    const response = await api('POST', teamUrl(), owner, {
      email: otherOwner.email,
      name: 'Ignored for an existing account',
      role: 'editor',
    });
    expect(response.statusCode, response.body).toBe(201);
    // Until they accept, nothing changes: not their teams, not their access, not the team.
    expect((await profileOf(otherOwner)).teams.map((entry) => entry.organisation.id)).toEqual([
      otherSociety.id,
    ]);
    expect((await api('GET', teamUrl(), otherOwner)).statusCode).toBe(403);
    const result = response.json<TeamInvitationResult>();
    expect(result.member).toBeNull();
    expect(result.invitation).toMatchObject({
      name: 'Other Chair',
      email: otherOwner.email,
      role: 'editor',
      endsOn: null,
      invitedBy: 'Outgoing Chair',
      expiresAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      expired: false,
    });
    const invitationId = result.invitation?.id as number;
    const mail = await lastMailTo(otherOwner.email);
    expect(mail?.kind).toBe('team-invitation');
    expect(mail?.text).toMatch(
      /The invitation is open until \d\d:\d\d IST on \w+day \d+ \w+ 2026\./,
    );
    expect(
      mail?.subject.startsWith(
        `Outgoing Chair invited you to join the team of ${society.name} on `,
      ),
    ).toBe(true);
    expect(mail?.text).toContain('as an editor');
    expect(mail?.text).toContain('Nothing changes until you accept');
    expect(mail?.text).toContain('/dashboard');

    expect((await team()).map((member) => member.email)).not.toContain(otherOwner.email);
    expect((await invitations()).map((row) => row.id)).toEqual([invitationId]);
    const again = await api('POST', teamUrl(), owner, {
      email: otherOwner.email.toUpperCase(),
      name: 'Again',
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEAM_ALREADY_INVITED);

    // Nobody answers for them: anonymous 401, the inviting owner (or anyone) 403, a bad id 400,
    // an unknown one 404; nothing is written.
    const before = await rowsOnTeam();
    expect((await api('POST', answerUrl(invitationId, 'accept'))).statusCode).toBe(401);
    for (const account of [owner, editor, branch]) {
      const refused = await api('POST', answerUrl(invitationId, 'accept'), account);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(TEAM_INVITATION_NOT_YOURS);
      expect((await api('POST', answerUrl(invitationId, 'decline'), account)).statusCode).toBe(403);
    }
    expect((await api('POST', answerUrl('0x10', 'accept'), otherOwner)).statusCode).toBe(400);
    expect((await api('POST', answerUrl(999999, 'accept'), otherOwner)).statusCode).toBe(404);
    expect(await ownInvitations(owner)).toEqual([]);
    expect(await rowsOnTeam()).toBe(before);
    expect((await invitations()).map((row) => row.id)).toEqual([invitationId]);

    // Signed in, they are led to their invitations first, and accept.
    const signIn = await api('POST', '/api/auth/login', undefined, {
      email: otherOwner.email,
      password: otherOwner.password,
    });
    expect(signIn.json<LoginResponse>().redirectTo).toBe('/dashboard');
    expect(await ownInvitations(otherOwner)).toEqual([
      {
        id: invitationId,
        organisation: { id: society.id, slug: society.slug, name: society.name, kind: 'society' },
        role: 'editor',
        endsOn: null,
        invitedBy: 'Outgoing Chair',
        expiresAt: result.invitation?.expiresAt,
      },
    ]);
    const accepted = await api('POST', answerUrl(invitationId, 'accept'), otherOwner);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AcceptedTeamInvitation>()).toEqual({
      organisation: { id: society.id, slug: society.slug, name: society.name, kind: 'society' },
      role: 'editor',
      redirectTo: `/societies/${society.slug}/dashboard`,
    });
    expect((await profileOf(otherOwner)).teams.map((entry) => entry.organisation.id)).toEqual([
      otherSociety.id,
      society.id,
    ]);
    expect((await api('GET', teamUrl(), otherOwner)).statusCode).toBe(200);
    expect(await invitations()).toEqual([]);
    expect(await ownInvitations(otherOwner)).toEqual([]);
    expect((await api('POST', answerUrl(invitationId, 'accept'), otherOwner)).json().error).toBe(
      TEAM_INVITATION_NOT_FOUND,
    );
    // History has the invitation and its acceptance, naming the person, and the new member.
    const history = (
      await api('GET', `/api/society-dashboard/society/${society.slug}/history?limit=100`, owner)
    ).json<AuditPage>();
    const entries = history.items
      .filter((item) => item.itemLabel === 'Other Chair')
      .map((item) => [item.itemType, item.action]);
    expect(entries.slice(0, 3)).toEqual([
      ['team_invitations', 'updated'],
      ['team_memberships', 'created'],
      ['team_invitations', 'created'],
    ]);
    const acceptance = history.items.find(
      (item) => item.itemType === 'team_invitations' && item.action === 'updated',
    );
    expect(acceptance?.changes.find((change) => change.field === 'status')).toMatchObject({
      before: 'pending',
      after: 'accepted',
    });

    // The console's accounts show both teams, with their parts.
    const listed = (await api('GET', '/api/admin/accounts?limit=100', branch))
      .json<AdminAccountPage>()
      .items.find((account) => account.email === otherOwner.email);
    expect(listed?.teams.map((entry) => [entry.organisation.slug, entry.role])).toEqual([
      [otherSociety.slug, 'owner'],
      [society.slug, 'editor'],
    ]);

    const onTeam = await rowsOnTeam();
    const member = await api('POST', teamUrl(), owner, {
      email: otherOwner.email.toUpperCase(),
      name: 'Again',
      role: 'owner',
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().error).toBe(TEAM_ALREADY_MEMBER);
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
    expect(await rowsOnTeam()).toBe(onTeam);
    expect(await invitations()).toEqual([]);
  });

  it('lets the invitee decline, the team withdraw, and an invitation expire after 7 days', async () => {
    const invite = async (account: TestAccount, role = 'editor') => {
      const response = await api('POST', teamUrl(), owner, {
        email: account.email,
        name: 'x',
        role,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TeamInvitationResult>().invitation?.id as number;
    };
    const before = await rowsOnTeam();

    const decliner = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Decliner');
    const declined = await invite(decliner);
    expect((await api('POST', answerUrl(declined, 'decline'), decliner)).statusCode).toBe(204);
    expect(await ownInvitations(decliner)).toEqual([]);
    expect((await api('POST', answerUrl(declined, 'accept'), decliner)).statusCode).toBe(409);

    // Withdrawing is the owners' (and branch admins'): 401, 403, 400, 404 first.
    const withdrawn = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Withdrawn');
    const offered = await invite(withdrawn);
    const withdrawUrl = (id: number | string) => `${teamUrl()}/invitations/${id}`;
    expect((await api('DELETE', withdrawUrl(offered))).statusCode).toBe(401);
    expect((await api('DELETE', withdrawUrl(offered), editor)).statusCode).toBe(403);
    expect((await api('DELETE', withdrawUrl(offered), otherOwner)).statusCode).toBe(403);
    expect((await api('DELETE', withdrawUrl(offered), withdrawn)).statusCode).toBe(403);
    expect(
      (await api('DELETE', `${teamUrl(otherSociety.slug)}/invitations/${offered}`, otherOwner))
        .statusCode,
    ).toBe(404);
    expect((await api('DELETE', withdrawUrl('abc'), owner)).statusCode).toBe(400);
    expect((await invitations()).map((row) => row.id)).toEqual([offered]);
    expect((await api('DELETE', withdrawUrl(offered), owner)).statusCode).toBe(204);
    expect(await invitations()).toEqual([]);
    expect((await api('DELETE', withdrawUrl(offered), owner)).statusCode).toBe(404);
    const late = await api('POST', answerUrl(offered, 'accept'), withdrawn);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(TEAM_INVITATION_NOT_FOUND);

    // Unanswered for 7 days, it expires: it can no longer be accepted, and a new one replaces it.
    const slow = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Slow Reader');
    const lapsed = await invite(slow);
    const start = now;
    now = new Date(start.getTime() + 7 * 86_400_000);
    expect(await ownInvitations(slow)).toEqual([]);
    const expired = await api('POST', answerUrl(lapsed, 'accept'), slow);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toBe('This invitation has expired: ask the team for a new one.');
    expect(await invitations()).toEqual([expect.objectContaining({ id: lapsed, expired: true })]);
    const renewed = await invite(slow);
    expect(renewed).not.toBe(lapsed);
    expect((await invitations()).map((row) => [row.id, row.expired])).toEqual([[renewed, false]]);
    expect((await api('POST', answerUrl(renewed, 'decline'), slow)).statusCode).toBe(204);
    now = start;

    // None of it put anyone on the team; History records each answer.
    expect(await rowsOnTeam()).toBe(before);
    const history = (
      await api('GET', `/api/society-dashboard/society/${society.slug}/history?limit=100`, owner)
    ).json<AuditPage>();
    const statuses = history.items
      .filter((item) => item.itemType === 'team_invitations' && item.action === 'updated')
      .map((item) => [
        item.itemLabel,
        item.changes.find((change) => change.field === 'status')?.after,
      ]);
    expect(statuses.slice(0, 4)).toEqual([
      ['Slow Reader', 'declined'],
      ['Slow Reader', 'expired'],
      ['Withdrawn', 'withdrawn'],
      ['Decliner', 'declined'],
    ]);
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

  it('hands ownership to an officer of another organisation once they accept', async () => {
    // The webmaster is the owner since the hand-over above; a pending invitation is no owner yet.
    const incoming = await signedInAs(t, 'SOCIETY_ADMIN', otherSociety.slug, 'Incoming Chair');
    const invited = await api('POST', teamUrl(), editor, {
      email: incoming.email,
      name: 'Incoming Chair',
      role: 'owner',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const self = await memberOf(editor.email);
    const stepDown = () =>
      api('PUT', `${teamUrl()}/${self.id}`, editor, {
        role: 'editor',
        endsOn: null,
        version: self.version,
      });
    expect((await stepDown()).json().error).toBe(TEAM_LAST_OWNER);
    const id = invited.json<TeamInvitationResult>().invitation?.id as number;
    expect((await api('POST', answerUrl(id, 'accept'), incoming)).statusCode).toBe(200);
    expect(await memberOf(incoming.email)).toMatchObject({ role: 'owner', pending: false });
    expect((await stepDown()).statusCode).toBe(200);
  });
});
